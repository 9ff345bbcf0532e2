package catalog

import (
	"regexp"
	"strings"
)

// Non-idempotent writes and the evidence that makes them safe to retry.
// An HTTP request is a write when its method is POST, PATCH, CONNECT, an
// extension method, or not a constant (PUT, DELETE, GET, HEAD, OPTIONS and
// TRACE are idempotent, RFC 9110 §9.2.2); SQL when its constant text
// inserts without an upsert clause, updates a column relative to its old
// value or calls nextval; a publish always, unless it carries an id the
// broker deduplicates on.

// WriteKind says what a write API sends.
type WriteKind uint8

const (
	// HTTPWrite: an HTTP request.
	HTTPWrite WriteKind = iota + 1
	// SQLWrite: a statement or query.
	SQLWrite
	// PublishWrite: a message to a broker or a queue.
	PublishWrite
	// UpdateExprWrite: an item update whose constant expression (a field
	// of the input) changes the old value (DynamoDB ADD, SET n = n + :v),
	// unless a condition expression guards it.
	UpdateExprWrite
	// CommandWrite: a data-store command that changes the old value or
	// adds an entry (Redis INCR, LPUSH, XADD with an auto id, PUBLISH,
	// EVAL): a write whatever its arguments, unless EntryArg's EntryField is
	// set to an id other than AutoIDs.
	CommandWrite
)

// Write is an API that can send a non-idempotent write.
type Write struct {
	Key  string
	Kind WriteKind
	// HTTP: the method is Method, or that of the request argument
	// Request, or the argument MethodArg; UnknownMethod when the call
	// sends a request whose method cannot be known here.
	Method        string
	Request       Arg
	MethodArg     Arg
	UnknownMethod bool
	// What names such a request in messages (default: "a request whose
	// method is not known here").
	What string
	// Chain: idempotency headers are set by header setters along this
	// receiver's chain (resty's client.R().SetHeader(k, v)).
	Chain Arg
	// SQL: the query text.
	Query Arg
	// Publish: the input whose idempotency token fields count (AWS), and
	// whether a message-id option among the variadic options counts.
	Token Arg
	MsgID bool
	// ID: the document id that makes an HTTP write idempotent (an index
	// request with an id is a PUT of that document): the field IDField of
	// argument ID, a literal; or a call of one of IDOptions among the
	// variadic options (esapi's es.Index.WithDocumentID(id)).
	ID        Arg
	IDField   string
	IDOptions []string
	// UpdateExpr: the input (Token's argument) field that holds the
	// update expression, and Condition the field whose presence makes a
	// retry fail instead of applying twice.
	UpdateExpr, Condition string
	// Command: Publishes words it as a publish; EntryArg and EntryField
	// name the id of the entry it adds (XAddArgs.ID), a write only when
	// the id is not set or is one of AutoIDs (the server picks one each
	// time).
	Publishes  bool
	EntryArg   Arg
	EntryField string
	AutoIDs    []string
	// Script: the argument that is a script (EVAL's): a constant script
	// that calls no write command (ScriptWrites) writes nothing.
	Script Arg
	// Params: the argument that carries an idempotency key (stripe's
	// params), whose type must be a pointer to a type named ...ParamsType
	// for the row to apply; the key is its field path KeyField, or set by
	// its method KeySetter. A key made before the first attempt makes the
	// write safe to retry; one made on every attempt does not.
	Params              Arg
	ParamsType          string
	KeyField, KeySetter string
}

// (A table, long on purpose: one row, or one loop of rows, per API.)
func writeRows() []*Write {
	var rows []*Write
	add := func(w *Write) { rows = append(rows, w) }
	for _, k := range []string{"net/http.Post", "net/http.PostForm", "net/http.Client.Post", "net/http.Client.PostForm",
		rhttp + ".Post", rhttp + ".PostForm", rhttp + ".Client.Post", rhttp + ".Client.PostForm"} {
		add(&Write{Key: k, Kind: HTTPWrite, Method: "POST"})
	}
	for _, k := range []string{"net/http.Client.Do", "net/http.Transport.RoundTrip", "net/http.RoundTripper.RoundTrip", rhttp + ".Client.Do"} {
		add(&Write{Key: k, Kind: HTTPWrite, Request: ArgN(0)})
	}
	for _, m := range []string{"Post", "Patch"} {
		add(&Write{Key: restyV2 + ".Request." + m, Kind: HTTPWrite, Method: strings.ToUpper(m), Chain: Receiver})
	}
	add(&Write{Key: restyV2 + ".Request.Execute", Kind: HTTPWrite, MethodArg: ArgN(0), Chain: Receiver})
	add(&Write{Key: restyV2 + ".Request.Send", Kind: HTTPWrite, UnknownMethod: true, Chain: Receiver})
	// A reverse proxy forwards the incoming request, whatever its method.
	add(&Write{Key: httputil + ".ReverseProxy.ServeHTTP", Kind: HTTPWrite, UnknownMethod: true, What: "a forwarded request (any method)"})

	// SQL through database/sql, sqlx and pgx. (sqlx's DB and Tx embed
	// database/sql's: Exec, Query and QueryRow are database/sql's own.)
	text := func(key string, arg int) { add(&Write{Key: key, Kind: SQLWrite, Query: ArgN(arg)}) }
	for _, recv := range []string{"DB", "Tx", "Conn"} {
		for _, m := range []string{"Exec", "Query", "QueryRow"} {
			text("database/sql."+recv+"."+m+"Context", 1)
			if recv != "Conn" {
				text("database/sql."+recv+"."+m, 0)
			}
		}
	}
	for _, recv := range []string{"DB", "Tx"} {
		for _, m := range []string{"MustExec", "NamedExec", "Queryx", "QueryRowx"} {
			text(sqlx+"."+recv+"."+m, 0)
			text(sqlx+"."+recv+"."+m+"Context", 1)
		}
		text(sqlx+"."+recv+".Get", 1)
		text(sqlx+"."+recv+".Select", 1)
	}
	for _, recv := range []string{"DB", "Tx", "Conn"} {
		text(sqlx+"."+recv+".GetContext", 2)
		text(sqlx+"."+recv+".SelectContext", 2)
	}
	text(sqlx+".Conn.QueryxContext", 1)
	text(sqlx+".Conn.QueryRowxContext", 1)
	// sqlx's package functions take the executor first.
	for m, arg := range map[string]int{"NamedExec": 1, "MustExec": 1, "Get": 2, "Select": 2,
		"NamedExecContext": 2, "MustExecContext": 2, "GetContext": 3, "SelectContext": 3} {
		text(sqlx+"."+m, arg)
	}
	for _, pkg := range []string{"github.com/jackc/pgx/v5", "github.com/jackc/pgx/v4", "github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx/v4/pgxpool"} {
		for _, m := range []string{"Exec", "Query", "QueryRow"} {
			text(pkg+".*."+m, 1) // Conn, Pool, Tx, and the interfaces
		}
	}

	// Publishes.
	for _, k := range []string{
		// Kafka: kafka.go.
		"cloud.google.com/go/pubsub.Topic.Publish", "cloud.google.com/go/pubsub/v2.Publisher.Publish",
	} {
		add(&Write{Key: k, Kind: PublishWrite})
	}
	for _, k := range []string{
		// JetStreamContext embeds JetStream, and jetstream.JetStream embeds
		// Publisher: the methods are keyed by the interface that declares them.
		"github.com/nats-io/nats.go.Conn.Publish", "github.com/nats-io/nats.go.Conn.PublishMsg",
		"github.com/nats-io/nats.go.JetStream.Publish", "github.com/nats-io/nats.go.JetStream.PublishMsg",
		"github.com/nats-io/nats.go/jetstream.Publisher.Publish", "github.com/nats-io/nats.go/jetstream.Publisher.PublishMsg",
	} {
		add(&Write{Key: k, Kind: PublishWrite, MsgID: true})
	}
	for _, k := range []string{
		"github.com/aws/aws-sdk-go-v2/service/sqs.Client.SendMessage", "github.com/aws/aws-sdk-go-v2/service/sqs.Client.SendMessageBatch",
		"github.com/aws/aws-sdk-go-v2/service/sns.Client.Publish", "github.com/aws/aws-sdk-go-v2/service/sns.Client.PublishBatch",
	} {
		add(&Write{Key: k, Kind: PublishWrite, Token: ArgN(1)})
	}
	// Kinesis has no deduplication: a retried PutRecord is a second record.
	for _, k := range []string{"github.com/aws/aws-sdk-go-v2/service/kinesis.Client.PutRecord", "github.com/aws/aws-sdk-go-v2/service/kinesis.Client.PutRecords"} {
		add(&Write{Key: k, Kind: PublishWrite})
	}
	add(&Write{Key: awsDynamoDB + ".Client.UpdateItem", Kind: UpdateExprWrite, Token: ArgN(1),
		UpdateExpr: "UpdateExpression", Condition: "ConditionExpression"})
	for _, part := range [][]*Write{redisWrites(), kafkaWrites(), elasticWrites(), platformWrites(), temporalWrites(),
		mongoWriteRows(), vaultWriteRows(), awsV1Writes(), datastoreWrites(), brokerWrites(), heimdallWrites(), imrocWrites()} {
		rows = append(rows, part...)
	}
	return rows
}

const sqlx = "github.com/jmoiron/sqlx"

// WriteOf returns the write row of the function with key: an exact key,
// or "pkg.*.Method" for a method of any type of pkg.
func WriteOf(key string) *Write {
	key = CanonicalKey(key)
	if w, ok := idx.writes[key]; ok {
		return w
	}
	if k := patternKey(key); k != "" {
		if w, ok := idx.writes[k]; ok {
			return w
		}
	}
	if i := lastDot(key); i > 0 {
		if j := lastDot(key[:i]); j > 0 && j > lastSlash(key) {
			if w, ok := idx.writes[key[:j]+".*"+key[i:]]; ok {
				return w
			}
		}
	}
	return nil
}

func lastDot(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '.' {
			return i
		}
		if s[i] == '/' {
			return -1
		}
	}
	return -1
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

// RetryableHTTPRequest is go-retryablehttp's request type, made like an
// *http.Request.
const RetryableHTTPRequest = rhttp + ".Request"

// RequestMethodArg returns the argument of a request constructor that is
// the method (http.NewRequest(method, url, body)), or 0 when key makes no
// request.
func RequestMethodArg(key string) Arg {
	switch key {
	case "net/http.NewRequest", rhttp + ".NewRequest":
		return ArgN(0)
	case "net/http.NewRequestWithContext", rhttp + ".NewRequestWithContext":
		return ArgN(1)
	}
	return 0
}

// SameRequest reports whether a method returns a copy of its receiver
// request with the same method (req.WithContext(ctx), req.Clone(ctx)), or
// a function a copy of its first argument (retryablehttp.FromRequest(r)).
func SameRequest(key string) bool {
	switch key {
	case "net/http.Request.WithContext", "net/http.Request.Clone", rhttp + ".Request.WithContext", rhttp + ".FromRequest":
		return true
	}
	return false
}

// PathBuilder reports whether a function builds a string from the path
// template it is given first (strings.Replace(path, "{id}", id, -1),
// fmt.Sprintf("/stores/%s/check", id)).
func PathBuilder(key string) bool {
	switch key {
	case "strings.Replace", "strings.ReplaceAll", "fmt.Sprintf":
		return true
	}
	return false
}

// ReadVerbs name the reads of RPC-style APIs that take their query as a
// POST body: the last segment of the request's path (/stores/{id}/check,
// /v1/items:batchGet, /_search, /list-objects) is one of these words, and
// then a POST is a read, not a write. The segment's first word decides
// (listObjects, list_users), after a leading "batch" (batchGet).
var ReadVerbs = []string{
	"check", "count", "decode", "describe", "encode", "estimate", "expand", "explain", "find", "get",
	"list", "lookup", "mget", "msearch", "preview", "query", "read", "resolve", "search", "validate", "verify",
}

// ReadForms are the form fields whose presence in a POST's form body
// makes it a read: an OAuth 2.0 token request (RFC 6749 §4, §6) posts
// grant_type to the token endpoint and is answered with a token; a
// second grant makes nothing a retry would apply twice. FormSetters set
// a form field (key first), and FormEncoder is the method whose result a
// body reader is made of.
var (
	ReadForms   = []string{"grant_type"}
	FormSetters = []string{"net/url.Values.Set", "net/url.Values.Add"}
	FormEncoder = "net/url.Values.Encode"
)

// IdempotencyBodyFields are the fields of a value encoded as a request's
// JSON body that carry an idempotency key (a billing API's
// ChargeInput{IdempotencyKey: key}), besides the AWS token names.
var IdempotencyBodyFields = []string{"IdempotencyKey"}

// BodyEncoders are the functions whose first argument is encoded into the
// bytes of a request body, and BodyReaders those that make the body's
// reader of their first argument.
var (
	BodyEncoders = map[string]bool{"encoding/json.Marshal": true, "encoding/json.MarshalIndent": true}
	BodyReaders  = map[string]bool{"bytes.NewReader": true, "bytes.NewBuffer": true, "strings.NewReader": true, "bytes.NewBufferString": true}
)

// IdempotencyHeader reports whether name (any case) is an idempotency
// key header.
func IdempotencyHeader(name string) bool {
	switch strings.ToLower(name) {
	case "idempotency-key", "x-idempotency-key":
		return true
	}
	return false
}

// ReadHeader reports whether a header set on a request (its name, and
// its value when it is a constant) says the request writes nothing
// whatever its method: a protocol upgrade (Connection: Upgrade, as
// client-go's SPDY and websocket dialers send with POST or GET to open a
// stream), a DNS-over-HTTPS query (Content-Type: application/dns-message,
// RFC 8484 §4.1: a POST carries the query). (gRPC-web framing is no such
// evidence: every call is a POST, and the RPC, which may write, is not
// known here.)
func ReadHeader(name, value string, known bool) bool {
	name = strings.ToLower(name)
	value = strings.ToLower(value)
	switch name {
	case "upgrade":
		return true
	case "connection":
		return known && strings.Contains(value, "upgrade")
	case "content-type":
		return known && value == "application/dns-message"
	}
	return false
}

// scriptWrite matches a Redis command that writes, as a Lua script calls
// it: redis.call('SET', ...), server.pcall("incr", ...).
var scriptWrite = regexp.MustCompile(`(?i)(redis|server)\.p?call\(\s*['"](set|setnx|setex|psetex|getset|getdel|getex|mset|msetnx|append|del|unlink|expire|pexpire|expireat|pexpireat|persist|rename|renamenx|incr|incrby|incrbyfloat|decr|decrby|hset|hsetnx|hmset|hdel|hincrby|hincrbyfloat|lpush|rpush|lpushx|rpushx|lpop|rpop|lset|lrem|ltrim|linsert|lmove|rpoplpush|sadd|srem|spop|smove|zadd|zrem|zincrby|zpopmin|zpopmax|zremrangebyscore|zremrangebyrank|xadd|xdel|xtrim|publish|setrange|setbit|pfadd|copy|restore|flushdb|flushall)['"]`)

// ScriptWrites reports whether a Redis script calls a write command; a
// script that only reads (GET, HGETALL, a computation) writes nothing,
// however often it runs.
func ScriptWrites(script string) bool {
	return scriptWrite.MatchString(script) || scriptDynamic.MatchString(script)
}

// scriptDynamic matches a command a script takes from a variable
// (redis.call(cmd, ...)): it may write.
var scriptDynamic = regexp.MustCompile(`(?i)(redis|server)\.p?call\(\s*[^'"\s]`)

// idempotentAPIs are client calls whose service applies them once,
// whatever their HTTP method: PowerDNS's PATCH of a zone's rrsets
// replaces or deletes whole sets (changetype REPLACE, DELETE), so a
// second one leaves the zone as the first did
// (doc.powerdns.com/authoritative/http-api/zone.html#rrset;
// go-powerdns records.go Patch).
var idempotentAPIs = map[string]bool{
	"github.com/joeig/go-powerdns/v3.RecordsService.Patch": true,
	// client-go's SPDY dialer opens a stream (exec, attach, port-forward)
	// with a POST its round tripper marks Connection: Upgrade: the
	// handshake writes nothing (transport/spdy/spdy.go Negotiate).
	"k8s.io/client-go/transport/spdy.Negotiate": true,
	// GraphQL clients send a query as a POST: a query document reads
	// (its mutations go through Mutate).
	"github.com/shurcooL/graphql.Client.Query":              true,
	"github.com/hasura/go-graphql-client.Client.Query":      true,
	"github.com/hasura/go-graphql-client.Client.NamedQuery": true,
	"github.com/hasura/go-graphql-client.Client.QueryRaw":   true,
}

// IdempotentAPI reports whether the call with key is applied once by its
// service however often it is sent.
func IdempotentAPI(key string) bool { return idempotentAPIs[CanonicalKey(key)] }

// HeaderSetter returns the argument that is the header name of a call
// that sets a request header, or 0.
func HeaderSetter(key string) Arg {
	switch key {
	case "net/http.Header.Set", "net/http.Header.Add", restyV2 + ".Request.SetHeader", imrocReq + ".Request.SetHeader":
		return ArgN(0)
	}
	return 0
}

// StringPointer reports whether key makes a pointer to its one string
// argument (aws.String): an input's string fields are set with it.
func StringPointer(key string) bool { return key == awsPkg+".String" }

// IdempotencyTokens are the input fields that make an AWS call idempotent
// (or, for SQS FIFO queues, deduplicated).
var IdempotencyTokens = []string{"ClientToken", "ClientRequestToken", "IdempotencyToken", "MessageDeduplicationId"}

// BatchEntries are the input fields of AWS batch publishes whose entries
// carry the deduplication ids (SQS SendMessageBatch, SNS PublishBatch).
var BatchEntries = []string{"Entries", "PublishBatchRequestEntries"}

// MessageID reports whether key is an option that gives a published
// message an id the broker deduplicates on (JetStream).
func MessageID(key string) bool {
	switch key {
	case "github.com/nats-io/nats.go.MsgId", "github.com/nats-io/nats.go/jetstream.WithMsgID":
		return true
	}
	return false
}

// RetryPolicyField is the field of a retrying HTTP client that holds the
// policy deciding whether a request is retried (retryablehttp's
// CheckRetry): a policy that refuses POST and PATCH on every path that
// can retry covers the client's writes.
func RetryPolicyField(typeKey string) string {
	if typeKey == rhttp+".Client" {
		return "CheckRetry"
	}
	return ""
}
