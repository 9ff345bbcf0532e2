package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// go-redis v9 (github.com/redis/go-redis/v9, read at v9.23.0): every
// command method of a client (Get, Set, Incr, ...: methods of its
// embedded cmdable, or of the Cmdable and UniversalClient interfaces) is
// sent by the client's process loop, which retries it on network errors,
// timeouts and the like (shouldRetry in error.go):
//
//   - Client (NewClient, NewFailoverClient): baseClient.process loops
//     attempt 0..MaxRetries; Options.init turns MaxRetries 0 into 3 and -1
//     into 0, so the default is 4 attempts and -1 makes one (0 keeps the
//     default). FailoverOptions.MaxRetries is copied into the Options of
//     the master client.
//   - ClusterClient (NewClusterClient, NewFailoverClusterClient):
//     ClusterClient.process loops attempt 0..MaxRedirects on MOVED/ASK and
//     on the same retryable errors; ClusterOptions.init turns MaxRedirects
//     0 into 3 and -1 into 0 (default 4 attempts). The node clients get
//     MaxRetries -1 (no retries of their own) unless ClusterOptions sets
//     MaxRetries > 0, which multiplies (not modelled: MaxRedirects alone
//     is read). NewFailoverClusterClient passes FailoverOptions.MaxRetries
//     as MaxRedirects.
//   - Ring (NewRing): Ring.process loops attempt 0..MaxRetries with the
//     same 0 → 3, -1 → 0 rule; its shard clients get MaxRetries -1.
//   - NewUniversalClient returns one of the above by its options; its
//     MaxRetries is read (the simple and failover cases; a cluster made
//     by it retries MaxRedirects + 1 times, also 4 by default).
//
// The legacy github.com/go-redis/redis/v8 has the same API and the same
// defaults (Options.init: -1 → 0, 0 → 3), and is read through the same
// rows (aliases).
//
// Options.Limiter (Allow before each attempt's connection) is not
// modelled as a budget check.

const (
	redisV9 = "github.com/redis/go-redis/v9"
	redisV8 = "github.com/go-redis/redis/v8"
)

// FamilyRedis: a go-redis client (Client, ClusterClient, Ring, or the
// UniversalClient NewUniversalClient returns), and the interfaces it is
// kept in (Cmdable, UniversalClient).
const FamilyRedis = "go-redis client"

// ShapeCommand: a method of a go-redis package whose first parameter is
// a context and whose one result is a pointer to a ...Cmd (the commands
// of cmdable, statefulCmdable and the Cmdable interfaces, Do).
const ShapeCommand = "command"

// redisClientTypes are the types a client of unknown origin (a parameter,
// a field filled elsewhere) is held in: its commands retry with the
// default, 4 attempts. A Pipeliner, a Tx or a Conn is not among them.
var redisClientTypes = []string{redisV9 + ".Client", redisV9 + ".ClusterClient", redisV9 + ".Ring",
	redisV9 + ".UniversalClient", redisV9 + ".Cmdable", redisV9 + ".Scripter"}

// redisNoRetries is the setting that makes a client send each command once.
const redisNoRetries = "MaxRetries: -1 (MaxRedirects: -1 for a cluster)"

func redisEntries() []*Entry {
	var rows []*Entry
	for _, pkg := range []string{redisV9, redisV8} {
		// Exact prefixes: the package itself, not its subpackages.
		rows = append(rows, &Entry{Prefix: pkg, Shape: ShapeCommand, Op: -1, IO: true, ViaMethod: true, WritesOnce: redisNoRetries, Class: FamilyClass(FamilyRedis),
			Attempts: Attempts{Of: Receiver, Family: FamilyRedis, Always: true, Untraced: bound.Of(4, bound.Default), AlwaysTypes: redisClientTypes}})
	}
	// Script.Run and RunRO send EVALSHA (and EVAL on NOSCRIPT) with the
	// client they are given.
	for _, m := range []string{"Run", "RunRO", "Eval", "EvalSha"} {
		rows = append(rows, &Entry{Key: redisV9 + ".Script." + m, Via: "redis.Script." + m, Op: -1, IO: true, WritesOnce: redisNoRetries, Class: FamilyClass(FamilyRedis),
			Attempts: Attempts{Of: ArgN(1), Family: FamilyRedis, Always: true, Untraced: bound.Of(4, bound.Default), AlwaysTypes: redisClientTypes}})
	}
	// Watch sends WATCH through a transaction of the client's options
	// and runs fn with it (tx.go:88-97@v9.23.0); the transaction's
	// commands and its TxPipelined (processTxPipeline: MaxRetries,
	// redis.go:2033-2034) retry as the client. A loop that calls Watch
	// again on TxFailedErr (EXEC answered nil: a watched key changed) is
	// an optimistic-lock retry on a conflict, an answer (classes.go).
	for _, t := range []string{"Client", "ClusterClient", "Ring", "UniversalClient"} {
		rows = append(rows, &Entry{Key: redisV9 + "." + t + ".Watch", Op: -1, IO: true, ViaMethod: true, WritesOnce: redisNoRetries, Class: FamilyClass(FamilyRedis),
			Attempts: Attempts{Of: Receiver, Family: FamilyRedis, Always: true, Untraced: bound.Of(4, bound.Default), AlwaysTypes: redisClientTypes}})
	}
	rows = append(rows, &Entry{Key: redisV9 + ".Tx.TxPipelined", Via: "redis.Tx.TxPipelined", Op: -1, IO: true, WritesOnce: redisNoRetries, Class: FamilyClass(FamilyRedis),
		Attempts: Attempts{Of: Receiver, Family: FamilyRedis, Always: true, Untraced: bound.Of(4, bound.Default), AlwaysTypes: []string{redisV9 + ".Tx"}}})
	return rows
}

// redisHandoffs: Watch runs fn with a transaction of the client it is
// called on (tx.go:88-97@v9.23.0): fn's *Tx is that client, for the
// value rules (its commands retry as the client). A function made elsewhere (a
// helper that returns the closure) is not a literal handed to Watch: its
// *Tx is untraced, and TxPipelined takes the default, 4.
func redisHandoffs() []Handoff {
	var rows []Handoff
	for _, t := range []string{"Client", "ClusterClient", "Ring", "UniversalClient"} {
		rows = append(rows, Handoff{Key: redisV9 + "." + t + ".Watch", Fn: ArgN(1), Param: 0, Arg: Receiver})
	}
	return rows
}

func redisValues() []*Value {
	maxRetries := func(field string) []Int {
		return []Int{{Arg: ArgN(0), Field: field, Means: Retries, ZeroIgnored: true, NegOne: true, From: bound.Option}}
	}
	four := exactly(4, bound.Default)
	return []*Value{
		{Func: redisV9 + ".NewClient", Base: four, Sets: maxRetries("MaxRetries"), Family: FamilyRedis, Via: "redis.Client"},
		{Func: redisV9 + ".NewFailoverClient", Base: four, Sets: maxRetries("MaxRetries"), Family: FamilyRedis, Via: "redis.Client"},
		{Func: redisV9 + ".NewRing", Base: four, Sets: maxRetries("MaxRetries"), Family: FamilyRedis, Via: "redis.Ring"},
		{Func: redisV9 + ".NewUniversalClient", Base: four, Sets: maxRetries("MaxRetries"), Family: FamilyRedis, Via: "redis.UniversalClient"},
		{Func: redisV9 + ".NewClusterClient", Base: four, Sets: maxRetries("MaxRedirects"), Family: FamilyRedis, Via: "redis.ClusterClient"},
		{Func: redisV9 + ".NewFailoverClusterClient", Base: four, Sets: maxRetries("MaxRetries"), Family: FamilyRedis, Via: "redis.ClusterClient"},
		// A client with a timeout keeps its options.
		{Func: redisV9 + ".Client.WithTimeout", From: Receiver},
	}
}

// redisParts: the embedded fields of the client types whose methods are
// the commands; the promoted call c.Get(ctx, k) loads c.cmdable.
var redisParts = []string{redisV9 + ".Client.cmdable", redisV9 + ".ClusterClient.cmdable", redisV9 + ".Ring.cmdable", redisV9 + ".Tx.cmdable"}

// redisWriteCommands are the commands that change the old value, add an
// entry or take one away: re-sent after a failure that the server may
// have applied (a reply lost to a timeout), they apply twice.
var redisWriteCommands = map[string]string{
	"Incr": "INCR", "IncrBy": "INCRBY", "IncrByFloat": "INCRBYFLOAT", "Decr": "DECR", "DecrBy": "DECRBY",
	"HIncrBy": "HINCRBY", "HIncrByFloat": "HINCRBYFLOAT", "ZIncrBy": "ZINCRBY",
	"LPush": "LPUSH", "RPush": "RPUSH", "LPushX": "LPUSHX", "RPushX": "RPUSHX",
	"Eval": "EVAL", "EvalSha": "EVALSHA",
	// Pops take the element away: re-sent after a lost reply, they take
	// another one, and the first is lost.
	"LPop": "LPOP", "RPop": "RPOP", "SPop": "SPOP", "ZPopMin": "ZPOPMIN", "ZPopMax": "ZPOPMAX",
	"RPopLPush": "RPOPLPUSH", "LMove": "LMOVE",
}

func redisWrites() []*Write {
	var rows []*Write
	for m, cmd := range redisWriteCommands {
		w := &Write{Key: redisV9 + ".*." + m, Kind: CommandWrite, What: cmd}
		if m == "Eval" {
			w.Script = ArgN(1) // Eval(ctx, script, keys, args...)
		}
		rows = append(rows, w)
	}
	rows = append(rows,
		// XADD with an auto id ("*", or no ID) adds a new entry each time;
		// an explicit id makes a retry fail (the id is not above the last).
		&Write{Key: redisV9 + ".*.XAdd", Kind: CommandWrite, What: "XADD with an auto id", Publishes: true,
			EntryArg: ArgN(1), EntryField: "ID", AutoIDs: []string{"", "*"}},
		&Write{Key: redisV9 + ".*.Publish", Kind: CommandWrite, What: "PUBLISH", Publishes: true},
		&Write{Key: redisV9 + ".*.SPublish", Kind: CommandWrite, What: "SPUBLISH", Publishes: true},
		// Script.Eval and EvalSha are the *.Eval and *.EvalSha rows.
		&Write{Key: redisV9 + ".Script.Run", Kind: CommandWrite, What: "EVALSHA"},
	)
	return rows
}

// redisFamilies are this family's rows of the library table (docs/owners.md).
var redisFamilies = []Family{
	{Name: "github.com/redis/go-redis/v9 (and github.com/go-redis/redis/v8)", Short: "go-redis", Class: FamilyClass(FamilyRedis), Modelled: true,
		Packages: []string{redisV9, redisV8},
		Owners:   "every command of a client from `NewClient`, `NewFailoverClient`, `NewClusterClient`, `NewFailoverClusterClient`, `NewRing`, `NewUniversalClient` (`Get`, `Set`, `Incr`, `Do`, ..., also through `Cmdable`/`UniversalClient` or a struct field); `Script.Run` with such a client",
		Attempts: "`MaxRetries` + 1 (cluster: `MaxRedirects` + 1); default 4; -1 = 1 (0 keeps the default)"},
}
