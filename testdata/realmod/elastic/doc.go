// Package elastic exercises github.com/elastic/go-elasticsearch/v8
// (v8.19.7, on elastic-transport-go v8.9.0) and
// github.com/opensearch-project/opensearch-go/v4 (v4.8.1).
package elastic

import (
	_ "github.com/elastic/go-elasticsearch/v8"
	_ "github.com/opensearch-project/opensearch-go/v4"
)
