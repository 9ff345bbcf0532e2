package catalog

import "github.com/retrylint/retrylint/callgraph/bound"

// HashiCorp Vault's API client, github.com/hashicorp/vault/api (read at
// v1.23.0). Every call of the API helpers (Logical, Sys, KVv1, KVv2,
// Auth, Auth().Token(), RawRequest) ends in rawRequestWithContext
// (client.go:1406-1560@v1.23.0), which builds a retryablehttp.Client
// with RetryMax: the config's MaxRetries and CheckRetry: Vault's
// DefaultRetryPolicy, retryablehttp's plus 412 (client.go:1505-1518,
// 1888-1897@v1.23.0), and sends the request through it: MaxRetries + 1
// calls, on transport errors, 429, 5xx but 501, and 412.
//
// DefaultConfig sets MaxRetries: 2 (client.go:257-265@v1.23.0: "Set to
// 0 to disable retrying. Defaults to 2 (for a total of three tries)",
// client.go:131-134) and reads VAULT_MAX_RETRIES over it
// (client.go:277, 404-410, 507-509@v1.23.0: not read here, the
// environment is not known). NewClient(nil) uses DefaultConfig; a
// Config literal has MaxRetries 0: one call (NewClient fills only the
// waits and the HTTP client from the defaults, client.go:611-640).
// SetMaxRetries(n) changes a client's (client.go:822-829@v1.23.0). A
// negative count makes one call (retryablehttp stops when RetryMax - i
// <= 0).
//
// Writes: Logical().Write* send PUT (logical.go:227-268, 341-356
// @v1.23.0), which Vault serves like POST: on many paths a write creates
// something (a token, a lease, a certificate, a wrapped secret), so a
// re-sent write can create it twice; so do Auth().Token().Create*. The
// client's own re-sends of them are not reported (no setting makes them
// safe but MaxRetries = 0, as with kafka-go: NoSelfWrites); a user retry
// around them is a retried write.

const vaultAPI = "github.com/hashicorp/vault/api"

// FamilyVault: a Vault API client and the helpers made from it.
const FamilyVault = "vault client"

// VaultDefault is DefaultConfig's attempts (MaxRetries 2).
const VaultDefault = 3

// vaultClass: retryablehttp's default policy plus 412.
const vaultClass = HTTPFailures | Conflict

var vaultTypes = []string{vaultAPI + ".Client", vaultAPI + ".Logical", vaultAPI + ".Sys", vaultAPI + ".KVv1",
	vaultAPI + ".KVv2", vaultAPI + ".Auth", vaultAPI + ".TokenAuth"}

func vaultEntries() []*Entry {
	a := Attempts{Of: Receiver, Family: FamilyVault, Always: true, Untraced: bound.Of(VaultDefault, bound.Default), AlwaysTypes: vaultTypes}
	var rows []*Entry
	add := func(key string, except ...string) {
		rows = append(rows, &Entry{Key: key, Op: -1, IO: true, ViaMethod: true, NoSelfWrites: true, Class: vaultClass, Except: except, Attempts: a})
	}
	// Every method of the helpers sends (a wildcard row), but these.
	add(vaultAPI+".Logical.*", "ParseRawResponseAndCloseBody")
	add(vaultAPI + ".Sys.*")
	add(vaultAPI + ".KVv1.*")
	add(vaultAPI + ".KVv2.*")
	add(vaultAPI + ".TokenAuth.*")
	add(vaultAPI+".Auth.*", "Token")
	add(vaultAPI + ".Client.RawRequest")
	add(vaultAPI + ".Client.RawRequestWithContext")
	return rows
}

func vaultValues() []*Value {
	def := exactly(VaultDefault, bound.Default)
	def.Pace = Jittered // RateLimitLinearJitterBackoff
	maxRetries := Int{Field: "MaxRetries", Means: Retries, NegOne: true, From: bound.Field}
	var rows []*Value
	add := func(v *Value) { rows = append(rows, v) }
	add(&Value{Func: vaultAPI + ".DefaultConfig", Base: def, Sets: []Int{maxRetries}})
	add(&Value{Type: vaultAPI + ".Config", Base: exactly(1, bound.Field), Sets: []Int{maxRetries}})
	add(&Value{Func: vaultAPI + ".NewClient", From: ArgN(0), Nil: def, Untraced: def, Family: FamilyVault, Via: "api.Client"})
	add(&Value{Func: vaultAPI + ".Client.SetMaxRetries", From: Receiver, Setter: true,
		Sets: []Int{{Arg: ArgN(0), Means: Retries, NegOne: true, From: bound.Option}}})
	for _, m := range []string{"Logical", "Sys", "Auth", "KVv1", "KVv2"} {
		add(&Value{Func: vaultAPI + ".Client." + m, From: Receiver, Family: FamilyVault, Via: "api." + m})
	}
	add(&Value{Func: vaultAPI + ".Auth.Token", From: Receiver, Family: FamilyVault, Via: "api.TokenAuth"})
	for _, m := range []string{"Clone", "CloneWithHeaders", "WithNamespace"} {
		add(&Value{Func: vaultAPI + ".Client." + m, From: Receiver})
	}
	return rows
}

// vaultWriteRows: the writes that can create something at each call.
func vaultWriteRows() []*Write {
	var rows []*Write
	const what = "a Vault write (PUT, served as a create on many paths: a token, a lease, a certificate)"
	for _, m := range []string{"Write", "WriteWithContext", "WriteBytes", "WriteBytesWithContext", "WriteRaw", "WriteRawWithContext"} {
		rows = append(rows, &Write{Key: vaultAPI + ".Logical." + m, Kind: HTTPWrite, UnknownMethod: true, What: what})
	}
	for _, m := range []string{"Create", "CreateWithContext", "CreateOrphan", "CreateOrphanWithContext", "CreateWithRole", "CreateWithRoleWithContext"} {
		rows = append(rows, &Write{Key: vaultAPI + ".TokenAuth." + m, Kind: HTTPWrite, UnknownMethod: true, What: "a token create"})
	}
	return rows
}

// vaultFamilies are this family's rows of the library table (docs/owners.md).
var vaultFamilies = []Family{
	{Name: "github.com/hashicorp/vault/api", Short: "Vault's API client", Class: vaultClass, Modelled: true,
		Packages: []string{vaultAPI},
		Owners:   "every call of `Logical()`, `Sys()`, `KVv1`/`KVv2`, `Auth()`, `Auth().Token()` and `RawRequest` on a client from `api.NewClient(cfg)` (through go-retryablehttp); `Logical().Write*` and `Token().Create*` are writes it re-sends",
		Attempts: "`MaxRetries` + 1; `DefaultConfig()` (and `NewClient(nil)`) 3; a `Config{}` literal 1; `SetMaxRetries(n)`; `VAULT_MAX_RETRIES` is not read"},
}
