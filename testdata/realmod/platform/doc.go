// Package platform exercises github.com/minio/minio-go/v7 (v7.4.1),
// client-go's REST client (k8s.io/client-go/rest, v0.37.2) and
// github.com/stripe/stripe-go/v82 (v82.5.1) as inner retry owners.
package platform
