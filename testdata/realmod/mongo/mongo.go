// Package mongo exercises go.mongodb.org/mongo-driver/v2 (v2.10.1) and
// the v1 go.mongodb.org/mongo-driver (v1.17.10): the driver re-sends a
// retryable read or write (v2: 3 calls with its overload retries, v1: 2);
// SetRetryWrites(false), SetRetryReads(false) or the URI options turn
// their kind off; a cursor's Next is no retry.
package mongo

import (
	"context"

	"github.com/avast/retry-go/v4"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"

	mongov1 "go.mongodb.org/mongo-driver/mongo"
	optionsv1 "go.mongodb.org/mongo-driver/mongo/options"
)

// Insert: retry.Do (3) around InsertOne of a default client (3).
func Insert(ctx context.Context, uri string, doc bson.M) error {
	c, err := mongo.Connect(options.Client().ApplyURI(uri))
	if err != nil {
		return err
	}
	orders := c.Database("app").Collection("orders")
	return retry.Do(func() error {
		_, err := orders.InsertOne(ctx, doc) // want `^retry\.Do \(3 attempts\) calls mongo\.Collection\.InsertOne \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// WritesOff: SetRetryWrites(false); the reads still retry.
func WritesOff(ctx context.Context, uri, id string) error {
	c, err := mongo.Connect(options.Client().ApplyURI(uri).SetRetryWrites(false))
	if err != nil {
		return err
	}
	orders := c.Database("app").Collection("orders")
	if err := retry.Do(func() error {
		_, err := orders.UpdateOne(ctx, bson.M{"_id": id}, bson.M{"$set": bson.M{"seen": true}}) // fine: the driver does not retry writes (SetRetryWrites(false))
		return err
	}, retry.Attempts(3)); err != nil {
		return err
	}
	return retry.Do(func() error {
		return orders.FindOne(ctx, bson.M{"_id": id}).Err() // want `^retry\.Do \(2 attempts\) calls mongo\.Collection\.FindOne \(3 attempts\): up to 6 calls per operation`
	}, retry.Attempts(2))
}

// URIOff: retryReads=false in the URI.
func URIOff(ctx context.Context) (int64, error) {
	c, err := mongo.Connect(options.Client().ApplyURI("mongodb://db:27017/?retryReads=false"))
	if err != nil {
		return 0, err
	}
	var n int64
	err = retry.Do(func() error {
		n, err = c.Database("app").Collection("orders").CountDocuments(ctx, bson.M{}) // fine: the URI turns the read retries off
		return err
	}, retry.Attempts(3))
	return n, err
}

// Cursor: Find is the retried read; the cursor's batches are no retry.
func Cursor(ctx context.Context, orders *mongo.Collection) ([]bson.M, error) {
	var out []bson.M
	err := retry.Do(func() error {
		out = nil
		cur, err := orders.Find(ctx, bson.M{"open": true}) // want `^retry\.Do \(3 attempts\) calls mongo\.Collection\.Find \(3 attempts\): up to 9 calls per operation`
		if err != nil {
			return err
		}
		defer cur.Close(ctx)
		for cur.Next(ctx) { // fine: reading the next batch is no retry
			var d bson.M
			if err := cur.Decode(&d); err != nil {
				return err
			}
			out = append(out, d)
		}
		return cur.Err()
	}, retry.Attempts(3))
	return out, err
}

// Drain: a cursor loop alone is a read, not a retry.
func Drain(ctx context.Context, cur *mongo.Cursor) (int, error) {
	n := 0
	for cur.Next(ctx) { // fine: a read loop over the cursor's batches
		n++
	}
	return n, cur.Err()
}

// Items: a loop over documents, each inserted once.
func Items(ctx context.Context, orders *mongo.Collection, docs []bson.M) error {
	for _, d := range docs {
		if _, err := orders.InsertOne(ctx, d); err != nil { // fine: a walk over documents, each inserted once
			return err
		}
	}
	return nil
}

// V1: the v1 driver retries once: 2 calls.
func V1(ctx context.Context, uri string) error {
	c, err := mongov1.Connect(ctx, optionsv1.Client().ApplyURI(uri))
	if err != nil {
		return err
	}
	orders := c.Database("app").Collection("orders")
	return retry.Do(func() error {
		_, err := orders.DeleteOne(ctx, bson.M{"k": 1}) // want `^retry\.Do \(3 attempts\) calls mongo\.Collection\.DeleteOne \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// V1Off: v1 with retryWrites off.
func V1Off(ctx context.Context, uri string) error {
	c, err := mongov1.Connect(ctx, optionsv1.Client().ApplyURI(uri).SetRetryWrites(false))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := c.Database("app").Collection("orders").InsertOne(ctx, bson.M{"k": 1}) // fine: the driver does not retry writes (SetRetryWrites(false))
		return err
	}, retry.Attempts(3))
}
