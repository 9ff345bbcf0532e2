// Package metadata is a test stub mirroring version v1.74.2 of google.golang.org/grpc (metadata).
package metadata

// MD is a mapping from metadata keys to values.
type MD map[string][]string

// Pairs returns an MD formed by the mapping of key, value ...
func Pairs(kv ...string) MD { return MD{} }
