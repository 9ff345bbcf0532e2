package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// etcd's Go client, go.etcd.io/etcd/client/v3 (read at v3.7.4, the
// newest release the module proxy serves; v3.8.0-alpha.0 is a
// pre-release).
//
// clientv3.New(cfg) dials with a unary retry interceptor
// (client.go:265-270@v3.7.4, dialSetupOpts): every unary RPC of the
// KV, Lease, Cluster, Auth and Maintenance APIs goes through its loop
// `for attempt := uint(0); attempt < callOpts.max; attempt++`
// (retry_interceptor.go:54@v3.7.4), so max counts calls, not retries:
// defaultUnaryMaxRetries = 100 (options.go:45@v3.7.4), replaced by
// Config.MaxUnaryRetries only when it is > 0 (client.go:247-250@v3.7.4;
// the field, config.go:103-104@v3.7.4, says "retries", but 1 makes a
// single call). No per-call option changes it: withMax and
// withRepeatablePolicy are unexported (retry_interceptor.go:387-399).
// The wait is 25 ms ±10 %, only after a round over a quorum of
// endpoints (client.go:491-503@v3.7.4).
//
// What is re-sent (retry_interceptor.go:76-100, 330-354;
// retry.go:54-94@v3.7.4):
//   - repeatable RPCs (Range: KV.Get; LeaseGrant, LeaseRevoke,
//     LeaseTimeToLive, LeaseLeases; MemberList, Status, ...:
//     retry.go:107-109, 142-160@v3.7.4) on codes.Unavailable (etcd's
//     "request timed out" and "leader changed" come as Unavailable);
//   - non-repeatable RPCs (Put, DeleteRange, Txn, Compact:
//     retry.go:115-129) only on Unavailable with the description "there
//     is no address available" or "there is no connection available":
//     nothing was sent;
//   - every RPC on a DeadlineExceeded or Canceled status while the
//     caller's context is live, and after refreshing an old auth token.
// So both kinds go round on 503-like failures and timeouts: a user retry
// around either multiplies the calls when no endpoint answers.
//
// Writes: none re-sent twice by the client in a way that applies twice:
// Put and Delete are idempotent, a Txn is a compare-and-swap whose
// second application fails its compare, and the non-repeatable ones are
// re-sent only before anything was sent (no write rows).
//
// Not rows: Watcher.Watch and Lease.KeepAlive are streams the client
// re-opens by itself for as long as their context lives (watch.go
// watchGrpcStream.run, lease.go recvKeepAliveLoop): subscriptions, not
// attempts of an operation. Lease.KeepAliveOnce loops until a halt error
// (lease.go:319-331@v3.7.4): no count, the context ends it.
//
// The concurrency package: NewSession grants its lease through the
// client (session.go:41-80@v3.7.4: client.Grant, repeatable, retried),
// Mutex and Election send their Txn, Get and Delete through the
// session's client; NewSTM re-runs apply until the commit's compare
// holds (stm.go:141-168@v3.7.4: `for { ...; if out.resp = s.commit();
// out.resp != nil { break } }`): a retry on conflicts only (an apply
// error or a failed RPC ends it, stm.go:266-275), with no count; its
// context (WithAbortContext, default the client's) aborts it.

const (
	etcdPkg         = "go.etcd.io/etcd/client/v3"
	etcdConcurrency = etcdPkg + "/concurrency"
)

// FamilyEtcd: an etcd client and what is made from it (its KV and Lease,
// a transaction, a session, a mutex, an election).
const FamilyEtcd = "etcd client"

// EtcdDefault is the unary interceptor's calls by default.
const EtcdDefault = 100

// etcdClass: codes.Unavailable (repeatable RPCs, and non-repeatable ones
// before a connection exists) and DeadlineExceeded statuses under a live
// context.
const etcdClass = Unavailable | Timeout

// etcdParts: the APIs clientv3.Client embeds (client.go:51-57@v3.7.4);
// cli.Get(ctx, k) calls KV.Get on the loaded field.
var etcdParts = []string{etcdPkg + ".Client.KV", etcdPkg + ".Client.Lease", etcdPkg + ".Client.Cluster",
	etcdPkg + ".Client.Auth", etcdPkg + ".Client.Maintenance", etcdPkg + ".Client.Watcher"}

// etcdTypes: a value of unknown origin held in one of these is a
// client's (every KV, Lease and Txn is), with the default 100 calls.
var etcdTypes = []string{etcdPkg + ".Client", etcdPkg + ".KV", etcdPkg + ".Lease", etcdPkg + ".Txn",
	etcdConcurrency + ".Session", etcdConcurrency + ".Mutex", etcdConcurrency + ".Election"}

func etcdEntries() []*Entry {
	var rows []*Entry
	client := Attempts{Of: Receiver, Family: FamilyEtcd, Always: true, Untraced: bound.Of(EtcdDefault, bound.Default), AlwaysTypes: etcdTypes}
	add := func(key string, a Attempts) {
		rows = append(rows, &Entry{Key: key, Op: -1, IO: true, ViaMethod: true, Class: etcdClass, Attempts: a})
	}
	// KV (kv.go:43-78@v3.7.4): Get is Range (repeatable); Put, Delete,
	// Compact and Do of a write are non-repeatable. Txn(ctx) only makes
	// the transaction; Commit sends it.
	for _, m := range []string{"Get", "Put", "Delete", "Compact", "Do"} {
		add(etcdPkg+".KV."+m, client)
	}
	add(etcdPkg+".Txn.Commit", client)
	// Lease (lease.go:111-120@v3.7.4): all four are repeatable.
	for _, m := range []string{"Grant", "Revoke", "TimeToLive", "Leases"} {
		add(etcdPkg+".Lease."+m, client)
	}
	// Cluster.MemberList and Maintenance.Status are repeatable
	// (retry.go:173-175, 204-226@v3.7.4).
	add(etcdPkg+".Cluster.MemberList", client)
	add(etcdPkg+".Maintenance.Status", client)
	// KeepAliveOnce loops until a halt error: no count, its context ends
	// it.
	rows = append(rows, &Entry{Key: etcdPkg + ".Lease.KeepAliveOnce", Via: "clientv3.Lease.KeepAliveOnce", Op: -1, IO: true, Class: etcdClass | Transport,
		Attempts: Attempts{Fixed: bound.Unlimited(bound.Default), Ctx: ArgN(0)}})
	// concurrency: a session grants its lease through its client; a mutex
	// and an election send through their session's client.
	rows = append(rows, &Entry{Key: etcdConcurrency + ".NewSession", Via: "concurrency.NewSession", Op: -1, IO: true, Class: etcdClass,
		Attempts: Attempts{Of: ArgN(0), Family: FamilyEtcd, Always: true, Untraced: bound.Of(EtcdDefault, bound.Default)}})
	for _, k := range []string{".Mutex.Lock", ".Mutex.TryLock", ".Mutex.Unlock", ".Election.Campaign", ".Election.Proclaim",
		".Election.Resign", ".Election.Leader"} {
		rows = append(rows, &Entry{Key: etcdConcurrency + k, Via: "concurrency" + k, Op: -1, IO: true, Class: etcdClass, Attempts: client})
	}
	// NewSTM re-runs apply on a conflict, with no count; an abort
	// context that can end bounds it by time.
	// Its default context is the client's (stm.go:91): it ends when the
	// client is closed.
	rows = append(rows, &Entry{Key: etcdConcurrency + ".NewSTM", Via: "concurrency.NewSTM", Op: 1, Class: Conflict, Outcome: Commits,
		Attempts: Attempts{Self: &Value{Base: Base{Count: Unlimited, Limit: true, From: bound.Context}, Opts: Last,
			Options: []Option{{Func: etcdConcurrency + ".WithAbortContext", Ctx: ArgN(0)}}}}})
	return rows
}

func etcdValues() []*Value {
	def := exactly(EtcdDefault, bound.Default)
	return []*Value{
		// Config.MaxUnaryRetries: calls; 0 keeps 100.
		{Func: etcdPkg + ".New", Base: def, Family: FamilyEtcd, Via: "clientv3.Client",
			Sets: []Int{{Arg: ArgN(0), Field: "MaxUnaryRetries", Means: Total, ZeroIgnored: true, From: bound.Option}}},
		{Func: etcdPkg + ".NewFromURL", Base: def, Family: FamilyEtcd, Via: "clientv3.Client"},
		{Func: etcdPkg + ".NewFromURLs", Base: def, Family: FamilyEtcd, Via: "clientv3.Client"},
		// The APIs made on a client's connection.
		{Func: etcdPkg + ".NewKV", From: ArgN(0), Family: FamilyEtcd, Via: "clientv3.KV"},
		{Func: etcdPkg + ".NewLease", From: ArgN(0), Family: FamilyEtcd, Via: "clientv3.Lease"},
		// A transaction is its KV's; If, Then and Else return it. (No
		// Untraced here: a value of a helper's parameter is the caller's;
		// the entries take the default for one that is not traced.)
		{Func: etcdPkg + ".KV.Txn", From: Receiver, Family: FamilyEtcd, Via: "clientv3.Txn"},
		{Func: etcdPkg + ".Txn.*", From: Receiver, Result: etcdPkg + ".Txn"},
		// concurrency: what is made from a client, or from a session.
		{Func: etcdConcurrency + ".NewSession", From: ArgN(0)},
		{Func: etcdConcurrency + ".Session.Client", From: Receiver},
		{Func: etcdConcurrency + ".NewMutex", From: ArgN(0), Family: FamilyEtcd, Via: "concurrency.Mutex"},
		{Func: etcdConcurrency + ".NewElection", From: ArgN(0), Family: FamilyEtcd, Via: "concurrency.Election"},
	}
}

// etcdFamilies are this family's rows of the library table (docs/owners.md).
var etcdFamilies = []Family{
	{Name: "go.etcd.io/etcd/client/v3 (and its concurrency package)", Short: "etcd's clientv3", Class: etcdClass, Modelled: true,
		Packages: []string{etcdPkg, etcdConcurrency},
		Owners:   "`KV.Get/Put/Delete/Compact/Do`, `Txn(ctx)...Commit()`, `Lease.Grant/Revoke/TimeToLive/Leases`, `KeepAliveOnce` (its own loop, until the context ends), `MemberList`, `Status`, on a `clientv3.New` client (also `cli.Get` through the embedded APIs, `NewKV`, a struct field); `concurrency.NewSession`, `Mutex.Lock/TryLock/Unlock`, `Election.Campaign/...`; `concurrency.NewSTM` (retries its transaction on conflicts only)",
		Attempts: "`Config.MaxUnaryRetries` (calls, not retries; 0 keeps the default); default 100; `NewSTM` ? (no count; its abort context, the client's by default, ends it)"},
}
