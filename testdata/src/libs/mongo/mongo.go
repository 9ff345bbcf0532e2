// Package mongo exercises the MongoDB Go driver v2 (catalog mongo.go):
// every retryable operation of a client is re-sent by the driver, 3
// calls by default (one retry, two overload retries); SetRetryWrites
// (false) and SetRetryReads(false), or retryWrites=false and
// retryReads=false in the URI, turn off the retries of their kind only;
// a cursor's Next reads a batch, which is no retry.
package mongo

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"go.mongodb.org/mongo-driver/v2/bson"
	"go.mongodb.org/mongo-driver/v2/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo/options"
)

func coll(c *mongo.Client) *mongo.Collection { return c.Database("app").Collection("orders") }

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

// WritesOff: SetRetryWrites(false) turns the write retries off; the
// reads still retry.
func WritesOff(ctx context.Context, uri string, id string) error {
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

// URIOff: retryWrites=false and retryReads=false in the URI.
func URIOff(ctx context.Context, id string) error {
	opts := options.Client().ApplyURI("mongodb://db:27017/?retryWrites=false&retryReads=false")
	c, err := mongo.Connect(opts)
	if err != nil {
		return err
	}
	orders := coll(c)
	return retry.Do(func() error {
		if _, err := orders.DeleteOne(ctx, bson.M{"_id": id}); err != nil { // fine: the URI turns the write retries off
			return err
		}
		_, err := orders.CountDocuments(ctx, bson.M{}) // fine: the URI turns the read retries off
		return err
	}, retry.Attempts(3))
}

// ReadsOff: SetRetryReads(false) on the options variable.
func ReadsOff(ctx context.Context, uri string) ([]bson.M, error) {
	o := options.Client().ApplyURI(uri)
	o.SetRetryReads(false)
	c, err := mongo.Connect(o)
	if err != nil {
		return nil, err
	}
	var out []bson.M
	err = retry.Do(func() error {
		cur, err := c.Database("app").Collection("orders").Find(ctx, bson.M{}) // fine: the driver does not retry reads (SetRetryReads(false))
		if err != nil {
			return err
		}
		return cur.All(ctx, &out)
	}, retry.Attempts(3))
	return out, err
}

// Adaptive: SetMaxAdaptiveRetries(0) leaves the one ordinary retry: 2.
func Adaptive(ctx context.Context, uri string) (int64, error) {
	c, err := mongo.Connect(options.Client().ApplyURI(uri).SetMaxAdaptiveRetries(0))
	if err != nil {
		return 0, err
	}
	var n int64
	for i := 0; i < 4; i++ {
		if n, err = coll(c).EstimatedDocumentCount(ctx); err == nil { // want `^for loop \(4 attempts\) calls mongo\.Collection\.EstimatedDocumentCount \(2 attempts\): up to 8 calls per operation`
			return n, nil
		}
		time.Sleep(time.Second)
	}
	return 0, err
}

// Timeout: a client Timeout retries until it passes.
func Timeout(ctx context.Context, uri string, id string) error {
	c, err := mongo.Connect(options.Client().ApplyURI(uri).SetTimeout(5 * time.Second))
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		_, err := coll(c).ReplaceOne(ctx, bson.M{"_id": id}, bson.M{"_id": id, "v": 1}) // want `^retry\.Do \(3 attempts\) calls mongo\.Collection\.ReplaceOne \(\? attempts\): up to \? calls per operation`
		return err
	}, retry.Attempts(3))
}

// Cursor: Find is the retried read; the cursor's Next reads the next
// batch, which is no retry and no layer.
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

// Drain: a cursor loop alone is a read, not a retry owner.
func Drain(ctx context.Context, cur *mongo.Cursor) (int, error) {
	n := 0
	for cur.Next(ctx) { // fine: a read loop over the cursor's batches
		n++
	}
	return n, cur.Err()
}

// Single: one call of each kind, no user retry.
func Single(ctx context.Context, c *mongo.Client, doc bson.M) error {
	orders := coll(c)
	if _, err := orders.InsertOne(ctx, doc); err != nil { // fine: one layer, the driver's
		return err
	}
	if _, err := orders.InsertMany(ctx, []any{doc}); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.UpdateByID(ctx, "1", bson.M{"$set": doc}); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.UpdateMany(ctx, bson.M{}, bson.M{"$set": doc}); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.DeleteMany(ctx, bson.M{"old": true}); err != nil { // fine: one layer
		return err
	}
	if err := orders.FindOneAndDelete(ctx, bson.M{}).Err(); err != nil { // fine: one layer
		return err
	}
	if err := orders.FindOneAndReplace(ctx, bson.M{}, doc).Err(); err != nil { // fine: one layer
		return err
	}
	if err := orders.FindOneAndUpdate(ctx, bson.M{}, bson.M{"$set": doc}).Err(); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.BulkWrite(ctx, nil); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.Aggregate(ctx, bson.D{}); err != nil { // fine: one layer
		return err
	}
	if err := orders.Distinct(ctx, "k", bson.M{}).Err(); err != nil { // fine: one layer
		return err
	}
	if _, err := orders.Watch(ctx, bson.D{}); err != nil { // fine: one layer
		return err
	}
	db := c.Database("app")
	if _, err := db.Aggregate(ctx, bson.D{}); err != nil { // fine: one layer
		return err
	}
	if _, err := db.ListCollections(ctx, bson.M{}); err != nil { // fine: one layer
		return err
	}
	if _, err := db.ListCollectionNames(ctx, bson.M{}); err != nil { // fine: one layer
		return err
	}
	if _, err := db.ListCollectionSpecifications(ctx, bson.M{}); err != nil { // fine: one layer
		return err
	}
	if _, err := db.Watch(ctx, bson.D{}); err != nil { // fine: one layer
		return err
	}
	if _, err := c.ListDatabases(ctx, bson.M{}); err != nil { // fine: one layer
		return err
	}
	_, err := c.ListDatabaseNames(ctx, bson.M{}) // fine: one layer
	return err
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

// Param: a collection handed in is the driver's default, 3.
func Param(ctx context.Context, orders *mongo.Collection, id string) error {
	for i := 0; i < 2; i++ {
		if _, err := orders.DeleteOne(ctx, bson.M{"_id": id}); err == nil { // want `^for loop \(2 attempts\) calls mongo\.Collection\.DeleteOne \(3 attempts\): up to 6 calls per operation`
			return nil
		}
	}
	return nil
}

// Clone: a cloned collection keeps its client's settings.
func Clone(ctx context.Context, uri string) error {
	c, err := mongo.Connect(options.Client().ApplyURI(uri).SetAppName("svc").SetRetryWrites(false))
	if err != nil {
		return err
	}
	orders := coll(c).Clone()
	return retry.Do(func() error {
		_, err := orders.InsertOne(ctx, bson.M{"k": 1}) // fine: the driver does not retry writes (SetRetryWrites(false))
		return err
	}, retry.Attempts(3))
}

// RunCommand is not retried by the driver.
func RunCommand(ctx context.Context, c *mongo.Client) error {
	return retry.Do(func() error {
		return c.Database("admin").RunCommand(ctx, bson.D{{Key: "ping", Value: 1}}).Err() // fine: RunCommand is not retried by the driver
	}, retry.Attempts(3))
}
