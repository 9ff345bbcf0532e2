package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// The AWS SDK for Go v1, github.com/aws/aws-sdk-go (read at v1.55.8,
// the last release: the SDK has reached end of support, README.md:5,
// and is still in many services). Every operation of a service client
// (svc.GetObject(input), svc.GetObjectWithContext(ctx, input, opts...),
// the ...Pages and WaitUntil... helpers, and req.Send() of a
// ...Request) runs request.Send, which re-sends a retryable failure
// while the client's Retryer allows (aws/request/request.go:527-546
// @v1.55.8).
//
// The retryer: client.New makes DefaultRetryer{NumMaxRetries:
// aws.Config.MaxRetries} unless Config.Retryer is set; MaxRetries nil or
// aws.UseServiceDefaultRetries (-1) is DefaultRetryerMaxNumRetries = 3
// retries, 4 calls (aws/client/client.go:60-73, default_retryer.go:40
// @v1.55.8); 0 makes one call (default_retryer.go:131-136). DynamoDB's
// default is 10 retries, 11 calls (service/dynamodb/customizations.go:
// 30-40@v1.55.8). The configs merge: a session's, then each service
// client's (aws.Config values whose nil fields keep the earlier ones:
// Option.Merge); request.WithRetryer(cfg, r) sets a Retryer.
//
// What it retries (aws/request/retryer.go:77-105, 168-226, 250-289
// @v1.55.8): 500, 429, 502, 503, 504, throttling codes, request
// timeouts, connection resets and refusals, expired credentials, and
// errors of unknown kind; not 501, nor service errors with other codes
// (ValidationException, ConditionalCheckFailedException).
//
// Writes: re-sent like reads (only a body that cannot be seeked stops a
// retry, request.go:263-268). As for v2, the SDK's own re-sends are not
// reported (NoSelfWrites): SQS and SNS are at-least-once and no setting
// but MaxRetries 0 avoids them; a user retry around a publish is.

const (
	awsV1Root    = "github.com/aws/aws-sdk-go"
	awsV1Pkg     = awsV1Root + "/aws"
	awsV1Client  = awsV1Root + "/aws/client"
	awsV1Request = awsV1Root + "/aws/request"
	awsV1Session = awsV1Root + "/aws/session"
	awsV1Dynamo  = awsV1Root + "/service/dynamodb"
	// AWSV1Service is the package pattern of every v1 service package.
	AWSV1Service = awsV1Root + "/service/*"
)

// FamilyAWSV1: an AWS SDK v1 service client (and what it is made from:
// a session, configs).
const FamilyAWSV1 = "aws sdk v1 client"

// ShapeInput: a method whose parameters include a pointer to a ...Input
// struct and whose last result is an error (every AWS SDK v1
// operation: Op(input), OpWithContext(ctx, input, opts...), OpPages,
// WaitUntil...).
const ShapeInput = "input"

// AWSV1Default is DefaultRetryerMaxNumRetries + 1.
const AWSV1Default = 4

func awsV1Entries() []*Entry {
	a := Attempts{Of: Receiver, Always: true, Family: FamilyAWSV1, Untraced: bound.Of(AWSV1Default, bound.Default)}
	return []*Entry{
		{Prefix: awsV1Root + "/service/", Shape: ShapeInput, Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures, Attempts: a},
		// req, out := svc.GetObjectRequest(in); req.Send(): the request's
		// retryer is not traced, so the default.
		{Key: awsV1Request + ".Request.Send", Via: "request.Request.Send", Op: -1, IO: true, NoSelfWrites: true, Class: HTTPFailures,
			Attempts: Attempts{Of: Receiver, Always: true, Untraced: bound.Of(AWSV1Default, bound.Default), AlwaysTypes: []string{awsV1Request + ".Request"}}},
	}
}

func awsV1Values() []*Value {
	maxRetries := func(field string, arg Arg) Int {
		return Int{Arg: arg, Field: field, Means: Retries, NegIgnored: true, From: bound.Field}
	}
	merge := []Option{{TypeIn: awsV1Pkg, Value: Receiver, Merge: true}}
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	// Configs: a literal (MaxRetries: aws.Int(n), Retryer: ...), NewConfig
	// and its setters.
	add(&Value{Type: awsV1Pkg + ".Config", FromField: "Retryer", Sets: []Int{maxRetries("MaxRetries", 0)}})
	add(&Value{Func: awsV1Pkg + ".NewConfig"})
	add(&Value{Func: awsV1Pkg + ".Config.WithMaxRetries", From: Receiver, Setter: true,
		Sets: []Int{{Arg: ArgN(0), Means: Retries, NegIgnored: true, From: bound.Option}}})
	add(&Value{Func: awsV1Pkg + ".Config.*", From: Receiver, Result: awsV1Pkg + ".Config"})
	add(&Value{Func: awsV1Request + ".WithRetryer", From: ArgN(1)})
	// DefaultRetryer{NumMaxRetries: n}: n retries (0 is one call).
	add(&Value{Type: awsV1Client + ".DefaultRetryer", Base: exactly(1, bound.Field),
		Sets: []Int{{Field: "NumMaxRetries", Means: Retries, From: bound.Field}}})
	// Sessions: their configs, merged.
	for _, f := range []string{"New", "NewSession"} {
		add(&Value{Func: awsV1Session + "." + f, Opts: Last, Options: merge})
	}
	add(&Value{Func: awsV1Session + ".NewSessionWithOptions", Sets: []Int{maxRetries("Config.MaxRetries", ArgN(0))}})
	add(&Value{Func: awsV1Session + ".Must", From: ArgN(0)})
	// Service clients: the session's retries, then their own configs.
	for _, pkg := range []string{AWSV1Service, awsV1Dynamo} {
		def := exactly(AWSV1Default, bound.Default)
		if pkg == awsV1Dynamo {
			def = exactly(11, bound.Default)
		}
		add(&Value{Func: pkg + ".New", From: ArgN(0), Untraced: def, Opts: Last, Options: merge, Family: FamilyAWSV1})
	}
	return rows
}

// awsV1Writes: publishes without deduplication, as for v2 (writes.go).
func awsV1Writes() []*Write {
	var rows []*Write
	for _, k := range []string{"sqs.SQS.SendMessage", "sqs.SQS.SendMessageBatch", "sns.SNS.Publish", "sns.SNS.PublishBatch"} {
		rows = append(rows, &Write{Key: awsV1Root + "/service/" + k, Kind: PublishWrite, Token: ArgN(0)})
		rows = append(rows, &Write{Key: awsV1Root + "/service/" + k + "WithContext", Kind: PublishWrite, Token: ArgN(1)})
	}
	return rows
}

// pointerHelpers return a pointer to their argument.
var pointerHelpers = map[string]bool{
	awsV1Pkg + ".Int": true, awsV1Pkg + ".Int64": true, awsV1Pkg + ".Bool": true,
}

// PointerTo reports whether the function with key returns a pointer to
// its one argument (aws.Int(0)), so a count it is given is the count.
func PointerTo(key string) bool { return pointerHelpers[key] }

// awsV1Families are this family's rows of the library table (docs/owners.md).
var awsV1Families = []Family{
	{Name: "github.com/aws/aws-sdk-go (v1, every service client)", Short: "the AWS SDK for Go v1", Class: HTTPFailures, Modelled: true,
		Packages: []string{awsV1Root + "/..."},
		Owners:   "every operation of a service client (`s3.New(sess).GetObject(in)`, `...WithContext`, `...Pages`, `WaitUntil...`; also through the `...iface` interfaces or a struct field), `request.Request.Send`",
		Attempts: "`MaxRetries` + 1 in the session's or the client's `aws.Config` (`aws.Int(n)`, `WithMaxRetries(n)`; -1 keeps the default); default 4 (DynamoDB 11); `client.DefaultRetryer{NumMaxRetries: n}` = n+1"},
}
