// Package store builds search clients and keeps them in struct fields,
// for libs/elastic to call from another package.
package store

import (
	"github.com/elastic/go-elasticsearch/v8"
	"github.com/opensearch-project/opensearch-go/v4"
	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

// Store holds the clients.
type Store struct {
	ES *elasticsearch.Client
	OS *opensearchapi.Client
}

// New builds them: MaxRetries 2 (3 attempts) and the opensearch default
// (7 attempts).
func New() (*Store, error) {
	es, err := elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{"http://es:9200"}, MaxRetries: 2})
	if err != nil {
		return nil, err
	}
	os, err := opensearchapi.NewClient(opensearchapi.Config{Client: opensearch.Config{Addresses: []string{"http://os:9200"}}})
	if err != nil {
		return nil, err
	}
	return &Store{ES: es, OS: os}, nil
}

// Quiet holds a client whose retries are off.
type Quiet struct {
	ES *elasticsearch.Client
}

// NewQuiet builds it with DisableRetry.
func NewQuiet() (*Quiet, error) {
	es, err := elasticsearch.NewClient(elasticsearch.Config{DisableRetry: true})
	if err != nil {
		return nil, err
	}
	return &Quiet{ES: es}, nil
}
