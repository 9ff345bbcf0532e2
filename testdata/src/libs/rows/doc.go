// Package rows gives the catalog rows that no other scenario used a
// positive and a negative each, side by side: cenkalti/backoff v4's
// RetryNotify variants and BackOff literals, failsafe-go's remaining
// executor methods and its older package-level API, the deprecated
// k8s.io/apimachinery wait pollers, sethvargo/go-retry's jitter
// wrappers, and gRPC connections dialed with the go-grpc-middleware
// retry interceptor.
//
// A positive nests two retry owners (its expectation names both and their
// product); a negative is a single owner, and says why it is fine.
package rows
