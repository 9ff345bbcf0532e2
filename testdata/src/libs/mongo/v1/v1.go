// Package v1 exercises the MongoDB Go driver v1 (catalog mongo.go): one
// retry by default (2 calls), no overload retries: DeleteMany and
// UpdateMany are not retried.
package v1

import (
	"context"

	"github.com/avast/retry-go/v4"
	"go.mongodb.org/mongo-driver/bson"
	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

// Insert: retry.Do (3) around InsertOne of a default v1 client (2).
func Insert(ctx context.Context, uri string, doc bson.M) error {
	c, err := mongo.Connect(ctx, options.Client().ApplyURI(uri))
	if err != nil {
		return err
	}
	orders := c.Database("app").Collection("orders")
	return retry.Do(func() error {
		_, err := orders.InsertOne(ctx, doc) // want `^retry\.Do \(3 attempts\) calls mongo\.Collection\.InsertOne \(2 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(3))
}

// Many: DeleteMany is not retried by v1.
func Many(ctx context.Context, orders *mongo.Collection) error {
	return retry.Do(func() error {
		_, err := orders.DeleteMany(ctx, bson.M{"old": true}) // fine: v1 does not retry DeleteMany
		return err
	}, retry.Attempts(3))
}

// Off: both kinds off, with NewClient.
func Off(ctx context.Context, uri string) error {
	c, err := mongo.NewClient(options.Client().ApplyURI(uri).SetRetryWrites(false).SetRetryReads(false).SetTimeout(0))
	if err != nil {
		return err
	}
	orders := c.Database("app").Collection("orders").Clone()
	return retry.Do(func() error {
		if _, err := orders.InsertOne(ctx, bson.M{"k": 1}); err != nil { // fine: writes are not retried
			return err
		}
		return orders.FindOne(ctx, bson.M{"k": 1}).Err() // fine: reads are not retried
	}, retry.Attempts(3))
}

// Rows: the remaining v1 calls, once each.
func Rows(ctx context.Context, c *mongo.Client, doc bson.M) error {
	orders := c.Database("app").Collection("orders")
	_, _ = orders.InsertMany(ctx, []any{doc})                   // fine: one layer
	_, _ = orders.UpdateOne(ctx, bson.M{}, bson.M{"$set": doc}) // fine: one layer
	_, _ = orders.UpdateByID(ctx, 1, bson.M{"$set": doc})       // fine: one layer
	_, _ = orders.ReplaceOne(ctx, bson.M{}, doc)                // fine: one layer
	_, _ = orders.DeleteOne(ctx, bson.M{})                      // fine: one layer
	_ = orders.FindOneAndDelete(ctx, bson.M{}).Err()            // fine: one layer
	_ = orders.FindOneAndReplace(ctx, bson.M{}, doc).Err()      // fine: one layer
	_ = orders.FindOneAndUpdate(ctx, bson.M{}, doc).Err()       // fine: one layer
	_, _ = orders.BulkWrite(ctx, nil)                           // fine: one layer
	_, _ = orders.Find(ctx, bson.M{})                           // fine: one layer
	_, _ = orders.Aggregate(ctx, bson.D{})                      // fine: one layer
	_, _ = orders.CountDocuments(ctx, bson.M{})                 // fine: one layer
	_, _ = orders.EstimatedDocumentCount(ctx)                   // fine: one layer
	_ = orders.Distinct(ctx, "k", bson.M{}).Err()               // fine: one layer
	_, _ = orders.Watch(ctx, bson.D{})                          // fine: one layer
	db := c.Database("app")
	_, _ = db.Aggregate(ctx, bson.D{})                    // fine: one layer
	_, _ = db.ListCollections(ctx, bson.M{})              // fine: one layer
	_, _ = db.ListCollectionNames(ctx, bson.M{})          // fine: one layer
	_, _ = db.ListCollectionSpecifications(ctx, bson.M{}) // fine: one layer
	_, _ = db.Watch(ctx, bson.D{})                        // fine: one layer
	_, _ = c.ListDatabases(ctx, bson.M{})                 // fine: one layer
	_, err := c.ListDatabaseNames(ctx, bson.M{})          // fine: one layer
	return err
}

// Docs: a walk over documents, each inserted once.
func Docs(ctx context.Context, orders *mongo.Collection, docs []bson.M) error {
	for _, d := range docs {
		if _, err := orders.InsertOne(ctx, d); err != nil { // fine: a walk over documents, each inserted once
			return err
		}
	}
	return nil
}
