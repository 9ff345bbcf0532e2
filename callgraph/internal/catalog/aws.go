package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// AWS SDK for Go v2 (core v1.48.0, config v1.33, service modules of
// late 2026): every operation of a service client retries inside, in the
// Retry finalize middleware. The operations are the methods whose last
// parameter is ...func(*Options) of the client's own package, so one row
// covers every service (AWSService is a package pattern); a user
// interface with the same method shapes (an S3API for tests) is the same
// client. A service client made by NewFromConfig or New makes 3 attempts
// (DynamoDB 4); aws.Config.RetryMaxAttempts, config.WithRetryMaxAttempts
// and the Options field RetryMaxAttempts set the count (0 keeps the
// default, a negative count has no cap), a Retryer replaces the default
// one, and per-call option functions override both.

const (
	awsRoot     = "github.com/aws/aws-sdk-go-v2"
	awsPkg      = awsRoot + "/aws"
	awsRetry    = awsRoot + "/aws/retry"
	awsConfig   = awsRoot + "/config"
	awsManager  = awsRoot + "/feature/s3/manager"
	awsDynamoDB = awsRoot + "/service/dynamodb"
	// AWSService is the package pattern of every service client package
	// (service/s3, service/sqs, ...): one path element below service/.
	AWSService = awsRoot + "/service/*"
	smithy     = "github.com/aws/smithy-go"
)

// FamilyAWS: an AWS SDK v2 service client, and what holds one (an S3
// upload manager).
const FamilyAWS = "aws sdk client"

// packagePatterns are the package patterns rows may be written for:
// a path that starts with prefix and has no slash after it matches.
var packagePatterns = []struct{ prefix, pattern string }{
	{awsRoot + "/service/", AWSService},
	{awsV1Root + "/service/", AWSV1Service},
	{stripe + "/", StripeLegacy},
}

// PatternOf returns the package pattern path matches, or "".
func PatternOf(path string) string {
	for _, p := range packagePatterns {
		if len(path) > len(p.prefix) && path[:len(p.prefix)] == p.prefix && lastSlash(path) < len(p.prefix) {
			return p.pattern
		}
	}
	return ""
}

// patternKey rewrites the package of key to its pattern, or returns "".
func patternKey(key string) string {
	p := pkgOf(key)
	if pat := PatternOf(p); pat != "" {
		return pat + key[len(p):]
	}
	return ""
}

func awsEntries() []*Entry {
	// Every operation: its client's attempts, then the per-call option
	// functions (func(o *s3.Options) { o.RetryMaxAttempts = 1 }).
	op := &Entry{OptionsParam: AWSService + ".Options", Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures,
		Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyAWS,
			Untraced: bound.Of(3, bound.Default), Opts: Last, Options: awsClientOptions, Ctx: ArgN(0)}}
	// The S3 upload manager sends each part with the client it is given,
	// which retries it.
	var rows = []*Entry{op}
	rows = append(rows, &Entry{Key: awsManager + ".Uploader.Upload", Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures,
		Attempts: Attempts{Of: Receiver, Always: true, Family: FamilyAWS, Untraced: bound.Of(3, bound.Default), Ctx: ArgN(0)}})
	return rows
}

// The settings of a client's Options, in an option function or a literal.
var (
	awsMaxAttempts = Int{Field: "RetryMaxAttempts", Means: Total, ZeroIgnored: true, NegUnlimited: true, From: bound.Option}
	// A Retryer set in Options replaces the default retryer (its own count).
	awsClientOptions = []Option{
		{Closure: true, Set: &awsMaxAttempts},
		{Closure: true, Field: "Retryer"},
	}
)

func awsValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	clientDefault := exactly(3, bound.Default)

	// Configs: LoadDefaultConfig with its options, an aws.Config literal,
	// and fields assigned on the variable the config is kept in.
	add(&Value{Func: awsConfig + ".LoadDefaultConfig", Opts: Last, Options: []Option{
		{Func: awsConfig + ".WithRetryMaxAttempts", Set: &Int{Arg: ArgN(0), Means: Total, ZeroIgnored: true, NegUnlimited: true, From: bound.Option}},
		{Func: awsConfig + ".WithRetryer", Value: ArgN(0), Result: true},
	}, Sets: []Int{{Field: "RetryMaxAttempts", Means: Total, ZeroIgnored: true, NegUnlimited: true, From: bound.Field}}})
	add(&Value{Type: awsPkg + ".Config", FromField: "Retryer", FromResult: true,
		Sets: []Int{{Field: "RetryMaxAttempts", Means: Total, ZeroIgnored: true, NegUnlimited: true, From: bound.Field}}})

	// Service clients: from a config, or from an Options literal; the
	// option functions come last. DynamoDB's default is 4.
	for _, pkg := range []string{AWSService, awsDynamoDB} {
		base := clientDefault
		if pkg == awsDynamoDB {
			base = exactly(4, bound.Default)
		}
		add(&Value{Func: pkg + ".NewFromConfig", From: ArgN(0), Untraced: base, Opts: Last, Options: awsClientOptions, Family: FamilyAWS})
		add(&Value{Func: pkg + ".New", From: ArgN(0), Untraced: base, Opts: Last, Options: awsClientOptions, Family: FamilyAWS})
	}
	add(&Value{Type: AWSService + ".Options", FromField: "Retryer",
		Sets: []Int{{Field: "RetryMaxAttempts", Means: Total, ZeroIgnored: true, NegUnlimited: true, From: bound.Field}}})

	// Retryers.
	add(&Value{Func: awsRetry + ".NewStandard", Base: clientDefault, Opts: Last, Options: []Option{
		{Closure: true, Set: &Int{Field: "MaxAttempts", Means: Total, NonPosDefault: 3, From: bound.Option}},
	}})
	add(&Value{Func: awsRetry + ".NewAdaptiveMode", Base: clientDefault})
	add(&Value{Func: awsRetry + ".AddWithMaxAttempts", From: ArgN(0), Untraced: clientDefault,
		Sets: []Int{{Arg: ArgN(1), Means: Total, ZeroUnlimited: true, NegUnlimited: true, From: bound.Option}}})
	add(&Value{Func: awsRetry + ".AddWithErrorCodes", From: ArgN(0), Untraced: clientDefault})
	add(&Value{Type: awsPkg + ".NopRetryer", Base: exactly(1, bound.Option)})

	// The S3 upload manager holds the client it is made with.
	add(&Value{Func: awsManager + ".NewUploader", From: ArgN(0), Untraced: clientDefault, Family: FamilyAWS})
	return rows
}
