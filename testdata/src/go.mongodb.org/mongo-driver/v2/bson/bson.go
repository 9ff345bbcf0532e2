// Package bson is a stub of go.mongodb.org/mongo-driver/v2/bson (v2.10.1).
package bson

// M is an unordered representation of a BSON document.
type M map[string]any

// E represents a BSON element for a D.
type E struct {
	Key   string
	Value any
}

// D is an ordered representation of a BSON document.
type D []E
