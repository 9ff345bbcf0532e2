// Package platform exercises github.com/minio/minio-go/v7 (v7.4.1),
// client-go's REST client (k8s.io/client-go/rest) and
// github.com/stripe/stripe-go/v82 (v82.5.1).
package platform

import (
	_ "github.com/minio/minio-go/v7"
	_ "github.com/stripe/stripe-go/v82"
	_ "k8s.io/client-go/rest"
)
