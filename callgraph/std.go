package callgraph

import (
	"go/types"
	"sort"
	"strings"
)

// The standard library is never analysed for retry owners: its loops that
// sleep are not retries, and its transparent resends (net/http replaying
// an idempotent request on a dead pooled connection, database/sql retrying
// driver.ErrBadConn) send nothing twice to a slow server. What the
// analysis needs of std is hard-coded here, so that the results are the
// same under drivers where std has no facts (Bazel nogo).

// IsStd reports whether path is a standard-library package (by the
// list of Go 1.26, so that every driver agrees).
func IsStd(path string) bool { return isStd(path) }

// isStd reports whether path is a standard-library package.
func isStd(path string) bool {
	if strings.HasPrefix(path, "vendor/") || strings.HasPrefix(path, "cmd/") {
		return true
	}
	i := sort.SearchStrings(stdPackages, path)
	return i < len(stdPackages) && stdPackages[i] == path
}

// stdEffect says what calling a std function does, for the I/O-or-wait
// rule of retry loops.
type stdEffect uint8

const (
	effNone stdEffect = iota
	effIO             // remote I/O: network, RPC, database
	effWait           // sleeps or waits on a timer
)

// stdFuncs maps "pkg.Func" and "pkg.Type.Method" of std (and the few
// non-std transports whose I/O hides behind interfaces) to their effect.
var stdFuncs = map[string]stdEffect{
	"time.Sleep":                       effWait,
	"time.After":                       effWait,
	"time.Tick":                        effWait,
	"time.NewTimer":                    effWait,
	"time.NewTicker":                   effWait,
	"time.Timer.Reset":                 effWait,
	"net.Dial":                         effIO,
	"net.DialTimeout":                  effIO,
	"net.DialTCP":                      effIO,
	"net.DialUDP":                      effIO,
	"net.DialIP":                       effIO,
	"net.DialUnix":                     effIO,
	"net.Dialer.Dial":                  effIO,
	"net.Dialer.DialContext":           effIO,
	"net.LookupHost":                   effIO,
	"net.LookupIP":                     effIO,
	"net.LookupAddr":                   effIO,
	"net.LookupCNAME":                  effIO,
	"net.LookupSRV":                    effIO,
	"net.LookupMX":                     effIO,
	"net.LookupTXT":                    effIO,
	"net.LookupNS":                     effIO,
	"net.TCPConn.Read":                 effIO,
	"net.TCPConn.Write":                effIO,
	"net.UDPConn.Read":                 effIO,
	"net.UDPConn.Write":                effIO,
	"net.UDPConn.ReadFrom":             effIO,
	"net.UDPConn.WriteTo":              effIO,
	"net.Conn.Read":                    effIO,
	"net.Conn.Write":                   effIO,
	"net.PacketConn.ReadFrom":          effIO,
	"net.PacketConn.WriteTo":           effIO,
	"net/http.Get":                     effIO,
	"net/http.Head":                    effIO,
	"net/http.Post":                    effIO,
	"net/http.PostForm":                effIO,
	"net/http.Client.Do":               effIO,
	"net/http.Client.Get":              effIO,
	"net/http.Client.Head":             effIO,
	"net/http.Client.Post":             effIO,
	"net/http.Client.PostForm":         effIO,
	"net/http.Transport.RoundTrip":     effIO,
	"net/http.RoundTripper.RoundTrip":  effIO,
	"net/rpc.Client.Call":              effIO,
	"net/rpc.Client.Go":                effIO,
	"net/rpc.Dial":                     effIO,
	"net/rpc.DialHTTP":                 effIO,
	"net/smtp.SendMail":                effIO,
	"net/smtp.Dial":                    effIO,
	"crypto/tls.Dial":                  effIO,
	"crypto/tls.DialWithDialer":        effIO,
	"crypto/tls.Dialer.Dial":           effIO,
	"crypto/tls.Dialer.DialContext":    effIO,
	"crypto/tls.Conn.Handshake":        effIO,
	"crypto/tls.Conn.HandshakeContext": effIO,
	"crypto/tls.Conn.Read":             effIO,
	"crypto/tls.Conn.Write":            effIO,
	// gRPC's transport reaches the network through interfaces that a
	// per-package analysis cannot follow; generated clients call these.
	"google.golang.org/grpc.ClientConn.Invoke":             effIO,
	"google.golang.org/grpc.ClientConn.NewStream":          effIO,
	"google.golang.org/grpc.ClientConnInterface.Invoke":    effIO,
	"google.golang.org/grpc.ClientConnInterface.NewStream": effIO,
	"google.golang.org/grpc.Invoke":                        effIO,
	"google.golang.org/grpc.NewClientStream":               effIO,
}

// sqlIO lists the database/sql methods that talk to the database.
var sqlIO = map[string]bool{
	"Query": true, "QueryContext": true, "QueryRow": true, "QueryRowContext": true,
	"Exec": true, "ExecContext": true, "Ping": true, "PingContext": true,
	"Begin": true, "BeginTx": true, "Prepare": true, "PrepareContext": true,
	"Conn": true, "Commit": true, "Rollback": true,
}

// funcKey returns "pkg.Func" or "pkg.Type.Method" for fn.
func funcKey(fn *types.Func) string {
	if fn.Pkg() == nil {
		return fn.Name()
	}
	if recv := recvTypeName(fn); recv != "" {
		return fn.Pkg().Path() + "." + recv + "." + fn.Name()
	}
	return fn.Pkg().Path() + "." + fn.Name()
}

// recvTypeName returns the name of fn's receiver type without pointer and
// type arguments, or "" for a plain function.
func recvTypeName(fn *types.Func) string {
	sig, ok := fn.Type().(*types.Signature)
	if !ok || sig.Recv() == nil {
		return ""
	}
	t := sig.Recv().Type()
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	switch t := types.Unalias(t).(type) {
	case *types.Named:
		return t.Obj().Name()
	case *types.Interface:
		return "" // method of an unnamed interface
	}
	return ""
}

// stdEffectOf returns the hard-coded effect of calling fn.
func stdEffectOf(fn *types.Func) stdEffect {
	if fn.Pkg() == nil {
		return effNone
	}
	if e, ok := stdFuncs[funcKey(fn)]; ok {
		return e
	}
	if fn.Pkg().Path() == "database/sql" {
		switch recvTypeName(fn) {
		case "DB", "Tx", "Stmt", "Conn":
			if sqlIO[fn.Name()] {
				return effIO
			}
		}
	}
	if fn.Pkg().Path() == "net" && strings.HasPrefix(fn.Name(), "Lookup") && recvTypeName(fn) == "Resolver" {
		return effIO
	}
	if fn.Pkg().Path() == restyV2 && recvTypeName(fn) == "Request" {
		if _, ok := restySends[fn.Name()]; ok {
			return effIO // a modelled library: its body is not summarised
		}
	}
	return effNone
}
