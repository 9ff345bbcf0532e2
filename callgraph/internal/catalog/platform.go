package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// minio-go v7, client-go's REST client, stripe-go, go-micro: the rows of this family.
//
// minio-go v7 (v7.4.1, api.go executeMethod over retry.go newRetryTimer):
// every request a *minio.Client sends goes through one loop of
// maxRetries total attempts (the loop yields maxRetry times). New sets
// maxRetries to MaxRetry (10) and takes Options.MaxRetries only when it
// is > 0, so 0 and negatives keep 10 and 1 disables the retries. A
// request whose body is not seekable gets one attempt (not modelled: the
// bound is the most a call makes). The sending methods are the
// client's methods with a context first, except the Presign ones, which
// only sign a URL (a bucket-location lookup they may make is not
// retried). Writes: minio re-sends PUTs, DELETEs and the multipart
// complete POST; each names its object key, so a re-send (by minio or
// by a user retry) writes the same object again: no write rows and no
// self-writes. The exception is AppendObject, which stats the object and
// appends at its current size: minio's own re-send carries the same
// write offset and fails instead of appending twice, but a user retry
// stats again and appends the data a second time.

const (
	minioPkg = "github.com/minio/minio-go/v7"
)

// FamilyMinio: a minio-go v7 client.
const FamilyMinio = "minio client"

// ShapeContextMethod: a method of a type named ...Client whose first
// parameter is a context (minio's sending methods).
const ShapeContextMethod = "context method"

// MinioDefault is minio-go's MaxRetry: total attempts by default.
const MinioDefault = 10

func platformEntries() []*Entry {
	return []*Entry{
		{Prefix: minioPkg, Shape: ShapeContextMethod, Except: []string{"Presign"}, Op: -1, IO: true, NoSelfWrites: true,
			Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyMinio, Untraced: bound.Of(MinioDefault, bound.Default), Ctx: ArgN(0)}},
	}
}

func platformValues() []*Value {
	return []*Value{
		{Func: minioPkg + ".New", Base: exactly(MinioDefault, bound.Default), Family: FamilyMinio,
			Sets: []Int{{Arg: ArgN(1), Field: "MaxRetries", Means: Total, NonPosDefault: MinioDefault, From: bound.Option}}},
	}
}

func platformWrites() []*Write {
	return []*Write{
		{Key: minioPkg + ".Client.AppendObject", Kind: HTTPWrite, UnknownMethod: true,
			What: "an append at the object's current size"},
	}
}

// platformFamilies are this family's rows of the README's library table.
var platformFamilies = []Family{
	{Name: "github.com/minio/minio-go/v7", Short: "minio-go", Modelled: true,
		Packages: []string{minioPkg + "/..."},
		Owners:   "every method of `*minio.Client` with a context first (`PutObject`, `GetObject`, `StatObject`, `RemoveObject`, `ListObjects`, ...; not the `Presign...` ones)",
		Attempts: "`Options.MaxRetries` (total attempts; 1 disables, <= 0 keeps the default); default 10"},
}
