// Package store builds a minio client for libs/minio: its bound must
// reach the callers there through the struct field.
package store

import (
	"github.com/minio/minio-go/v7"
	"github.com/minio/minio-go/v7/pkg/credentials"
)

// Store keeps a client with MaxRetries 3 (3 attempts: minio counts
// total attempts) in a field.
type Store struct {
	Client *minio.Client
	Bucket string
}

// New makes the store.
func New(endpoint, id, secret string) (*Store, error) {
	c, err := minio.New(endpoint, &minio.Options{Creds: credentials.NewStaticV4(id, secret, ""), Secure: true, MaxRetries: 3})
	if err != nil {
		return nil, err
	}
	return &Store{Client: c, Bucket: "b"}, nil
}
