package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// Data-store clients that retry by themselves: rueidis, gocql and
// aerospike (go-redis is redis.go).

// rueidis, github.com/redis/rueidis (read at v1.0.80). client.Do(ctx,
// cmd) re-sends a command that is retryable (client.go:49-70@v1.0.80:
// `if c.retry && cmd.IsRetryable() && c.isRetryable(err, ctx) { ...
// goto retry }`): read-only builder commands (their builder tags them
// readonly, which includes retryableTag, internal/cmds/cmds.go:11;
// GET is built readonly, internal/cmds/gen_string.go:231-235, SET and
// INCR are not), and a command marked ToRetryable()
// (internal/cmds/cmds.go:141-144). It retries on a network error or a
// LOADING reply (client.go:387-396), with no count: the loop stops only
// when the context is done or its deadline is closer than the next
// delay (retry.go:75-88@v1.0.80; defaultMaxRetries = 20 is the delay's
// exponent cap, not a count). ClientOption.DisableRetry turns it off
// (rueidis.go:258-259@v1.0.80: c.retry = !DisableRetry).
//
// So Do is a retry owner when its command is: the command's value is
// traced from the client's builder (client.B()), through a read-only
// builder method (a Value with Names) and the chain of builder methods
// to Build() or Cache(); it carries the client's attempts (one with
// DisableRetry). A write command is sent once (no write rows: rueidis
// re-sends no writes by itself, and go-redis's write rows name its own
// methods). DoMulti (every command must be retryable) is not a row.
// Lua scripts: Lua.Exec sends EVALSHA (EVAL on NOSCRIPT) through the
// client and retries it as a command when the script is retryable
// (lua.go:53-66, 102-160, 225@v1.0.80): made by NewLuaScriptRetryable or
// NewLuaScriptNoShaRetryable, or read-only (NewLuaScriptReadOnly: its
// EVALSHA_RO is built readonly). The client's DisableRetry is an argument
// of Exec, not read for scripts: their count is the script's.
const (
	rueidis     = "github.com/redis/rueidis"
	rueidisCmds = rueidis + "/internal/cmds"
)

// Families of rueidis values.
const (
	// FamilyRueidis: a rueidis client (and its builder).
	FamilyRueidis = "rueidis client"
	// FamilyRueidisRetryable: a command the client retries (a read-only
	// builder command, or one marked ToRetryable).
	FamilyRueidisRetryable = "rueidis retryable command"
)

// rueidisClass: network errors and LOADING (a node not ready yet).
const rueidisClass = Transport | Timeout | Unavailable

// rueidisReadOnly are the Builder methods whose commands are built with
// the readonly tag (internal/cmds/gen_*.go@v1.0.80, `cf:
// int16(readonly)` and the tags that include it; the subscribe commands
// left out).
var rueidisReadOnly = []string{
	"AiModelexecute", "AiModelget", "AiScriptget", "AiTensorget", "Arcount", "Arget", "Argetrange", "Argrep", "Arinfo", "Arlastitems", "Arlen", "Armget",
	"Arnext", "Arop", "Arscan", "BfExists", "BfInfo", "BfMexists", "BfScandump", "Bitcount", "BitfieldRo", "Bitpos", "CfCount", "CfExists", "CfInfo",
	"CfScandump", "CmsInfo", "CmsQuery", "Dbsize", "Dump", "EvalRo", "EvalshaRo", "Exists", "Expiretime", "FcallRo", "FtAggregate", "FtSearch",
	"Geodist", "Geohash", "Geopos", "GeoradiusRo", "GeoradiusbymemberRo", "Geosearch", "Get", "Getbit", "Getrange", "GraphConfigGet", "GraphExplain",
	"GraphList", "GraphRoQuery", "GraphSlowlog", "Hexists", "Hget", "Hgetall", "Hkeys", "Hlen", "Hmget", "Hrandfield", "Hscan", "Hstrlen", "Hvals",
	"JsonArrindex", "JsonArrlen", "JsonGet", "JsonMget", "JsonObjkeys", "JsonObjlen", "JsonResp", "JsonStrlen", "JsonType", "Keys", "Lcs", "Lindex",
	"Llen", "Lolwut", "Lpos", "Lrange", "MemoryDoctor", "MemoryMallocStats", "MemoryStats", "MemoryUsage", "Mget", "ObjectEncoding", "ObjectFreq",
	"ObjectHelp", "ObjectIdletime", "ObjectRefcount", "Pexpiretime", "Pfcount", "Pttl", "PubsubChannels", "PubsubHelp", "PubsubNumpat", "PubsubNumsub",
	"Randomkey", "Scan", "Scard", "Sdiff", "Sinter", "Sintercard", "Sismember", "SlowlogGet", "SlowlogHelp", "SlowlogLen", "Smembers", "Smismember",
	"SortRo", "Srandmember", "Sscan", "Strlen", "Sunion", "TopkInfo", "TopkList", "TopkQuery", "Touch", "TsGet", "TsInfo", "TsQueryindex", "TsRange",
	"TsRevrange", "Ttl", "Type", "XinfoConsumers", "XinfoGroups", "XinfoHelp", "XinfoStream", "Xlen", "Xpending", "Xrange", "Xread", "Xrevrange",
	"Zcard", "Zcount", "Zdiff", "Zinter", "Zintercard", "Zlexcount", "Zmscore", "Zrandmember", "Zrange", "Zrangebylex", "Zrangebyscore", "Zrank",
	"Zrevrange", "Zrevrangebylex", "Zrevrangebyscore", "Zrevrank", "Zscan", "Zscore", "Zunion",
}

// gocql, github.com/gocql/gocql (read at v1.7.0): no retries by
// default: ClusterConfig.RetryPolicy is "Default: no retries."
// (cluster.go:124-126@v1.7.0) and a nil policy returns after the first
// attempt (query_executor.go:169). cluster.RetryPolicy = p is each
// query's default (session.go:959, 1767), Query.RetryPolicy(p) and
// Batch.RetryPolicy(p) one query's (session.go:1222, 1879).
// SimpleRetryPolicy{NumRetries: n} and ExponentialBackoffRetryPolicy
// make n+1 attempts (`q.Attempts() <= NumRetries`, policies.go:161-187),
// on every error but a canceled context and ErrNotFound
// (query_executor.go:150-188), the next one on the next host. The
// executor never checks Query.Idempotent (it gates speculative execution
// only, query_executor.go:91-93): a policy re-sends writes too. No write
// rows: a CQL INSERT is an upsert (a counter update or a list append is
// not, but neither is read here).
const gocql = "github.com/gocql/gocql"

// FamilyGocql: a gocql query or batch whose retry policy is known.
const FamilyGocql = "gocql query"

// gocqlClass: every error but a canceled context and ErrNotFound.
const gocqlClass = Failures | OtherAnswer

// aerospike, github.com/aerospike/aerospike-client-go/v8 (read at
// v8.5.0, the only v8 version the proxy serves; v7 is not served): each
// command takes its policy, and retries on network errors and timeouts
// up to its MaxRetries (policy.go:79-96@v8.5.0). NewPolicy() (reads)
// sets MaxRetries 2, 3 calls (policy.go:183-190); NewWritePolicy sets 0,
// one call (write_policy.go:93-105@v8.5.0); a nil policy is the client's
// DefaultPolicy or DefaultWritePolicy, the same defaults
// (client.go:2335-2430). A write policy with MaxRetries > 0 re-sends
// the write: Add (an increment), Append and Prepend apply twice.
const aerospike = "github.com/aerospike/aerospike-client-go/v8"

// FamilyAerospike: an aerospike command policy.
const FamilyAerospike = "aerospike policy"

// aerospikeClass: network errors and timeouts.
const aerospikeClass = Transport | Timeout | Unavailable

func datastoreEntries() []*Entry {
	var rows []*Entry
	// rueidis: Do and DoCache retry a retryable command until the
	// context ends.
	for _, m := range []string{"Do", "DoCache"} {
		key := rueidis + ".CommandClient." + m
		if m == "DoCache" {
			key = rueidis + ".Client.DoCache"
		}
		rows = append(rows, &Entry{Key: key, Via: "rueidis.Client." + m, Op: -1, IO: true, Class: rueidisClass,
			Attempts: Attempts{Of: ArgN(1), Family: FamilyRueidisRetryable, Ctx: ArgN(0)}})
	}
	rows = append(rows, &Entry{Key: rueidis + ".Lua.Exec", Via: "rueidis.Lua.Exec", Op: -1, IO: true, Class: rueidisClass,
		Attempts: Attempts{Of: Receiver, Family: FamilyRueidisRetryable, Ctx: ArgN(0)}})
	// gocql: a query or batch with a policy.
	for _, m := range []string{"Exec", "Iter", "Scan", "MapScan", "ScanCAS", "MapScanCAS"} {
		rows = append(rows, &Entry{Key: gocql + ".Query." + m, Via: "gocql.Query." + m, Op: -1, IO: true, Class: gocqlClass,
			Attempts: Attempts{Of: Receiver, Family: FamilyGocql}})
	}
	for _, m := range []string{"ExecuteBatch", "ExecuteBatchCAS"} {
		rows = append(rows, &Entry{Key: gocql + ".Session." + m, Via: "gocql.Session." + m, Op: -1, IO: true, Class: gocqlClass,
			Attempts: Attempts{Of: ArgN(0), Family: FamilyGocql}})
	}
	// aerospike: the policy argument; nil is the client's default (reads
	// 3 calls, writes 1).
	reads := Attempts{Of: ArgN(0), Always: true, Untraced: bound.Of(3, bound.Default)}
	writes := Attempts{Of: ArgN(0), Always: true, Untraced: bound.Of(1, bound.Default)}
	for _, m := range []string{"Get", "GetHeader", "Exists", "BatchGet", "BatchExists"} {
		rows = append(rows, &Entry{Key: aerospike + ".Client." + m, Via: "aerospike.Client." + m, Op: -1, IO: true, Class: aerospikeClass, Attempts: reads})
	}
	for _, m := range []string{"Put", "PutBins", "Add", "Append", "Prepend", "Delete", "Touch", "Operate"} {
		rows = append(rows, &Entry{Key: aerospike + ".Client." + m, Via: "aerospike.Client." + m, Op: -1, IO: true, Class: aerospikeClass, Attempts: writes})
	}
	return rows
}

func datastoreValues() []*Value {
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	// rueidis: the client's count (DisableRetry makes one call), its
	// builder, the read-only builder methods, and the chain to Build.
	unlimited := Base{Count: Unlimited, From: bound.Default}
	add(&Value{Func: rueidis + ".NewClient", Base: unlimited, Family: FamilyRueidis, Via: "rueidis.Client",
		Sets: []Int{{Arg: ArgN(0), Field: "DisableRetry", Means: Disables, From: bound.Option}}})
	add(&Value{Func: rueidis + ".CommandClient.B", From: Receiver})
	add(&Value{Func: rueidisCmds + ".Builder.*", Names: rueidisReadOnly, From: Receiver, Untraced: unlimited, Family: FamilyRueidisRetryable})
	add(&Value{Func: rueidisCmds + ".Completed.ToRetryable", From: Receiver, Untraced: unlimited, Family: FamilyRueidisRetryable})
	add(&Value{Func: rueidisCmds + ".*.*", From: Receiver})
	for _, f := range []string{"NewLuaScriptRetryable", "NewLuaScriptNoShaRetryable", "NewLuaScriptReadOnly", "NewLuaScriptReadOnlyNoSha"} {
		add(&Value{Func: rueidis + "." + f, Base: unlimited, Family: FamilyRueidisRetryable, Via: "rueidis.Lua"})
	}

	// gocql: the policy a cluster config, a query or a batch holds.
	add(&Value{Func: gocql + ".NewCluster", FromField: "RetryPolicy", FieldStores: true})
	add(&Value{Func: gocql + ".ClusterConfig.CreateSession", From: Receiver})
	add(&Value{Func: gocql + ".Session.Query", From: Receiver, Family: FamilyGocql})
	add(&Value{Func: gocql + ".Session.NewBatch", From: Receiver, Family: FamilyGocql})
	add(&Value{Func: gocql + ".Query.RetryPolicy", From: ArgN(0), Family: FamilyGocql})
	add(&Value{Func: gocql + ".Batch.RetryPolicy", From: ArgN(0), Family: FamilyGocql})
	add(&Value{Func: gocql + ".Query.*", From: Receiver, Result: gocql + ".Query"})
	add(&Value{Func: gocql + ".Batch.*", From: Receiver, Result: gocql + ".Batch"})
	for _, t := range []string{"SimpleRetryPolicy", "ExponentialBackoffRetryPolicy"} {
		add(&Value{Type: gocql + "." + t, Base: exactly(1, bound.Field),
			Sets: []Int{{Field: "NumRetries", Means: Retries, From: bound.Field}}})
	}

	// aerospike: MaxRetries counts retries.
	add(&Value{Func: aerospike + ".NewPolicy", Base: exactly(3, bound.Default), Family: FamilyAerospike,
		Sets: []Int{{Field: "MaxRetries", Means: Retries, From: bound.Field}}})
	add(&Value{Func: aerospike + ".NewWritePolicy", Base: exactly(1, bound.Default), Family: FamilyAerospike,
		Sets: []Int{{Field: "BasePolicy.MaxRetries", Means: Retries, From: bound.Field}}})
	add(&Value{Type: aerospike + ".BasePolicy", Base: exactly(1, bound.Field), Family: FamilyAerospike,
		Sets: []Int{{Field: "MaxRetries", Means: Retries, From: bound.Field}}})
	add(&Value{Type: aerospike + ".WritePolicy", Base: exactly(1, bound.Field), Family: FamilyAerospike,
		Sets: []Int{{Field: "BasePolicy.MaxRetries", Means: Retries, From: bound.Field}}})
	return rows
}

// datastoreWrites: aerospike's relative writes.
func datastoreWrites() []*Write {
	var rows []*Write
	for m, what := range map[string]string{"Add": "an increment (Add)", "Append": "an append", "Prepend": "a prepend"} {
		rows = append(rows, &Write{Key: aerospike + ".Client." + m, Kind: CommandWrite, What: what})
	}
	return rows
}

// datastoreFamilies are these families' rows of the library table (docs/owners.md).
var datastoreFamilies = []Family{
	{Name: "github.com/redis/rueidis", Short: "rueidis", Class: rueidisClass, Modelled: true,
		Packages: []string{rueidis, rueidisCmds},
		Owners:   "`Client.Do`/`DoCache` of a read-only command built by the client's `B()` (`client.B().Get().Key(k).Build()`) or one marked `ToRetryable()`; `Lua.Exec` of a script from `NewLuaScriptRetryable` or `NewLuaScriptReadOnly`; a write is sent once",
		Attempts: "no count: until the context ends (unbounded under `context.Background()`); `DisableRetry: true` = 1",
		Cap:      "call Do with a context that has a deadline, or set ClientOption.DisableRetry"},
	{Name: "github.com/gocql/gocql", Short: "gocql", Class: gocqlClass, Modelled: true,
		Packages: []string{gocql},
		Owners:   "`Query.Exec/Iter/Scan/MapScan/ScanCAS` and `Session.ExecuteBatch` with a retry policy (`cluster.RetryPolicy = ...`, `Query.RetryPolicy(p)`); it re-sends writes too (`Idempotent` is not checked)",
		Attempts: "no retries by default; `SimpleRetryPolicy{NumRetries: n}` / `ExponentialBackoffRetryPolicy` = n+1"},
	{Name: "github.com/aerospike/aerospike-client-go/v8", Short: "aerospike", Class: aerospikeClass, Modelled: true,
		Packages: []string{aerospike},
		Owners:   "`Client.Get/Exists/BatchGet` and `Put/Add/Append/Prepend/Delete/Touch/Operate`, by the policy passed; `Add`, `Append` and `Prepend` re-sent apply twice",
		Attempts: "`MaxRetries` + 1 of the policy; reads (`NewPolicy()`, nil) 3, writes (`NewWritePolicy`, nil) 1"},
}
