// Package mongo is a stub of go.mongodb.org/mongo-driver/mongo (v1.17.10), with the
// real signatures of the functions the fixtures call (their variadic
// options left out).
package mongo

import (
	"context"
	"errors"

	"go.mongodb.org/mongo-driver/mongo/options"
)

// ErrNoDocuments is returned by SingleResult methods when the operation
// that created the SingleResult did not return any documents.
var ErrNoDocuments = errors.New("mongo: no documents in result")

// Client is a handle representing a pool of connections to a MongoDB
// deployment.
type Client struct{}

// Connect creates a new Client and then initializes it.
func Connect(ctx context.Context, opts ...*options.ClientOptions) (*Client, error) {
	return &Client{}, nil
}

// NewClient creates a new client to connect to a deployment.
func NewClient(opts ...*options.ClientOptions) (*Client, error) { return &Client{}, nil }

// Disconnect closes sockets to the topology referenced by this Client.
func (c *Client) Disconnect(ctx context.Context) error { return nil }

// Database returns a handle for a database with the given name.
func (c *Client) Database(name string) *Database { return &Database{} }

// ListDatabases executes a listDatabases command.
func (c *Client) ListDatabases(ctx context.Context, filter any) (ListDatabasesResult, error) {
	return ListDatabasesResult{}, nil
}

// ListDatabaseNames executes a listDatabases command and returns the
// names.
func (c *Client) ListDatabaseNames(ctx context.Context, filter any) ([]string, error) {
	return nil, nil
}

// ListDatabasesResult is a result of a ListDatabases operation.
type ListDatabasesResult struct{}

// Database is a handle to a MongoDB database.
type Database struct{}

// Collection gets a handle for a collection with the given name.
func (db *Database) Collection(name string) *Collection { return &Collection{} }

// Aggregate executes an aggregate command on the database.
func (db *Database) Aggregate(ctx context.Context, pipeline any) (*Cursor, error) { return nil, nil }

// ListCollections executes a listCollections command.
func (db *Database) ListCollections(ctx context.Context, filter any) (*Cursor, error) {
	return nil, nil
}

// ListCollectionNames executes a listCollections command and returns the
// names.
func (db *Database) ListCollectionNames(ctx context.Context, filter any) ([]string, error) {
	return nil, nil
}

// ListCollectionSpecifications executes a listCollections command.
func (db *Database) ListCollectionSpecifications(ctx context.Context, filter any) ([]CollectionSpecification, error) {
	return nil, nil
}

// CollectionSpecification represents a collection in a database.
type CollectionSpecification struct{}

// Watch returns a change stream for all changes to the database.
func (db *Database) Watch(ctx context.Context, pipeline any) (*ChangeStream, error) { return nil, nil }

// RunCommand executes the given command against the database.
func (db *Database) RunCommand(ctx context.Context, runCommand any) *SingleResult {
	return &SingleResult{}
}

// Collection is a handle to a MongoDB collection.
type Collection struct{}

// Clone creates a copy of the Collection.
func (coll *Collection) Clone() *Collection { return coll }

// InsertOneResult is the result type returned by an InsertOne operation.
type InsertOneResult struct{ InsertedID any }

// InsertManyResult is a result type returned by an InsertMany operation.
type InsertManyResult struct{ InsertedIDs []any }

// UpdateResult is the result type returned from UpdateOne, UpdateMany,
// and ReplaceOne operations.
type UpdateResult struct{ MatchedCount, ModifiedCount int64 }

// DeleteResult is the result type returned by DeleteOne and DeleteMany
// operations.
type DeleteResult struct{ DeletedCount int64 }

// BulkWriteResult is the result type returned by a BulkWrite operation.
type BulkWriteResult struct{}

// WriteModel is an interface implemented by models that can be used in
// a BulkWrite operation.
type WriteModel interface{ writeModel() }

// InsertOne executes an insert command to insert a single document into
// the collection.
func (coll *Collection) InsertOne(ctx context.Context, document any) (*InsertOneResult, error) {
	return nil, nil
}

// InsertMany executes an insert command to insert multiple documents.
func (coll *Collection) InsertMany(ctx context.Context, documents []any) (*InsertManyResult, error) {
	return nil, nil
}

// DeleteOne executes a delete command to delete at most one document.
func (coll *Collection) DeleteOne(ctx context.Context, filter any) (*DeleteResult, error) {
	return nil, nil
}

// DeleteMany executes a delete command to delete documents from the
// collection.
func (coll *Collection) DeleteMany(ctx context.Context, filter any) (*DeleteResult, error) {
	return nil, nil
}

// UpdateMany executes an update command to update documents in the
// collection.
func (coll *Collection) UpdateMany(ctx context.Context, filter any, update any) (*UpdateResult, error) {
	return nil, nil
}

// UpdateOne executes an update command to update at most one document.
func (coll *Collection) UpdateOne(ctx context.Context, filter any, update any) (*UpdateResult, error) {
	return nil, nil
}

// UpdateByID executes an update command to update the document whose _id
// value matches the provided ID.
func (coll *Collection) UpdateByID(ctx context.Context, id any, update any) (*UpdateResult, error) {
	return nil, nil
}

// ReplaceOne executes an update command to replace at most one document.
func (coll *Collection) ReplaceOne(ctx context.Context, filter any, replacement any) (*UpdateResult, error) {
	return nil, nil
}

// FindOneAndDelete executes a findAndModify command to delete at most one
// document.
func (coll *Collection) FindOneAndDelete(ctx context.Context, filter any) *SingleResult {
	return &SingleResult{}
}

// FindOneAndReplace executes a findAndModify command to replace at most
// one document.
func (coll *Collection) FindOneAndReplace(ctx context.Context, filter any, replacement any) *SingleResult {
	return &SingleResult{}
}

// FindOneAndUpdate executes a findAndModify command to update at most one
// document.
func (coll *Collection) FindOneAndUpdate(ctx context.Context, filter any, update any) *SingleResult {
	return &SingleResult{}
}

// BulkWrite performs a bulk write operation.
func (coll *Collection) BulkWrite(ctx context.Context, models []WriteModel) (*BulkWriteResult, error) {
	return nil, nil
}

// Find executes a find command and returns a Cursor over the matching
// documents.
func (coll *Collection) Find(ctx context.Context, filter any) (*Cursor, error) { return &Cursor{}, nil }

// FindOne executes a find command and returns a SingleResult for one
// document.
func (coll *Collection) FindOne(ctx context.Context, filter any) *SingleResult {
	return &SingleResult{}
}

// Aggregate executes an aggregate command against the collection.
func (coll *Collection) Aggregate(ctx context.Context, pipeline any) (*Cursor, error) {
	return &Cursor{}, nil
}

// CountDocuments returns the number of documents in the collection.
func (coll *Collection) CountDocuments(ctx context.Context, filter any) (int64, error) { return 0, nil }

// EstimatedDocumentCount executes a count command and returns an
// estimate of the number of documents in the collection.
func (coll *Collection) EstimatedDocumentCount(ctx context.Context) (int64, error) { return 0, nil }

// Distinct executes a distinct command.
func (coll *Collection) Distinct(ctx context.Context, fieldName string, filter any) *DistinctResult {
	return &DistinctResult{}
}

// DistinctResult is a result of a Distinct operation.
type DistinctResult struct{}

// Err returns the error from the operation, if any.
func (r *DistinctResult) Err() error { return nil }

// Watch returns a change stream for all changes on the collection.
func (coll *Collection) Watch(ctx context.Context, pipeline any) (*ChangeStream, error) {
	return nil, nil
}

// ChangeStream is used to iterate over a stream of events.
type ChangeStream struct{}

// SingleResult represents a single document returned from an operation.
type SingleResult struct{}

// Decode will unmarshal the document represented by this SingleResult
// into v.
func (sr *SingleResult) Decode(v any) error { return nil }

// Err returns the error from the operation that created this
// SingleResult.
func (sr *SingleResult) Err() error { return nil }

// Cursor is used to iterate over a stream of documents.
type Cursor struct{}

// Next gets the next document for this cursor (a getMore when the batch
// is used up).
func (c *Cursor) Next(ctx context.Context) bool { return false }

// TryNext attempts to get the next document for this cursor.
func (c *Cursor) TryNext(ctx context.Context) bool { return false }

// Decode will unmarshal the current document into val.
func (c *Cursor) Decode(val any) error { return nil }

// Err returns the last error seen by the Cursor.
func (c *Cursor) Err() error { return nil }

// All iterates the cursor and decodes each document into results.
func (c *Cursor) All(ctx context.Context, results any) error { return nil }

// Close closes this cursor.
func (c *Cursor) Close(ctx context.Context) error { return nil }
