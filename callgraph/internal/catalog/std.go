package catalog

// What the analysis needs of the standard library is written here, so
// that the results are the same under drivers where std has no facts
// (Bazel nogo). The standard library is never summarised: its loops that
// sleep are not retries, and its transparent resends (net/http replaying
// an idempotent request on a dead pooled connection, database/sql
// retrying driver.ErrBadConn) send nothing twice to a slow server.

//go:generate go run ./stdgen

// IsStd reports whether path is a standard-library package (by the list
// of the toolchain that generated stdlist.go, so that every driver
// agrees).
func IsStd(path string) bool {
	if len(path) >= 4 && (path[:4] == "cmd/") || len(path) >= 7 && path[:7] == "vendor/" {
		return true
	}
	lo, hi := 0, len(stdPackages)
	for lo < hi {
		m := (lo + hi) / 2
		if stdPackages[m] < path {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo < len(stdPackages) && stdPackages[lo] == path
}

// EffectRow says what calling a function does; a key ending in "*" is a
// prefix ("net.Resolver.Lookup*").
type EffectRow struct {
	Key    string
	Effect Effect
}

// sqlIO lists the database/sql methods that talk to the database, by
// receiver.
var sqlIO = map[string][]string{
	"DB": {"Query", "QueryContext", "QueryRow", "QueryRowContext", "Exec", "ExecContext",
		"Ping", "PingContext", "Begin", "BeginTx", "Prepare", "PrepareContext", "Conn"},
	"Tx": {"Query", "QueryContext", "QueryRow", "QueryRowContext", "Exec", "ExecContext",
		"Prepare", "PrepareContext", "Commit", "Rollback"},
	"Stmt": {"Query", "QueryContext", "QueryRow", "QueryRowContext", "Exec", "ExecContext"},
	"Conn": {"Query", "QueryContext", "QueryRow", "QueryRowContext", "Exec", "ExecContext",
		"PingContext", "BeginTx", "PrepareContext"},
}

var effectRows = func() []EffectRow {
	rows := []EffectRow{
		{"time.Sleep", Wait}, {"time.After", Wait}, {"time.Tick", Wait},
		{"time.NewTimer", Wait}, {"time.NewTicker", Wait}, {"time.Timer.Reset", Wait},

		{"net.Dial", IO}, {"net.DialTimeout", IO}, {"net.DialTCP", IO}, {"net.DialUDP", IO},
		{"net.DialIP", IO}, {"net.DialUnix", IO}, {"net.Dialer.Dial", IO}, {"net.Dialer.DialContext", IO},
		{"net.LookupHost", IO}, {"net.LookupIP", IO}, {"net.LookupAddr", IO}, {"net.LookupCNAME", IO},
		{"net.LookupSRV", IO}, {"net.LookupMX", IO}, {"net.LookupTXT", IO}, {"net.LookupNS", IO},
		{"net.Resolver.Lookup*", IO},
		{"net.TCPConn.Read", IO}, {"net.TCPConn.Write", IO}, {"net.UDPConn.Read", IO}, {"net.UDPConn.Write", IO},
		{"net.UDPConn.ReadFrom", IO}, {"net.UDPConn.WriteTo", IO}, {"net.Conn.Read", IO}, {"net.Conn.Write", IO},
		{"net.PacketConn.ReadFrom", IO}, {"net.PacketConn.WriteTo", IO},

		{"net/http.Get", IO}, {"net/http.Head", IO}, {"net/http.Post", IO}, {"net/http.PostForm", IO},
		{"net/http.Client.Do", IO}, {"net/http.Client.Get", IO}, {"net/http.Client.Head", IO},
		{"net/http.Client.Post", IO}, {"net/http.Client.PostForm", IO},
		{"net/http.Transport.RoundTrip", IO}, {"net/http.RoundTripper.RoundTrip", IO},
		{"net/rpc.Client.Call", IO}, {"net/rpc.Client.Go", IO}, {"net/rpc.Dial", IO}, {"net/rpc.DialHTTP", IO},
		{"net/smtp.SendMail", IO}, {"net/smtp.Dial", IO},
		{"crypto/tls.Dial", IO}, {"crypto/tls.DialWithDialer", IO}, {"crypto/tls.Dialer.Dial", IO},
		{"crypto/tls.Dialer.DialContext", IO}, {"crypto/tls.Conn.Handshake", IO},
		{"crypto/tls.Conn.HandshakeContext", IO}, {"crypto/tls.Conn.Read", IO}, {"crypto/tls.Conn.Write", IO},

		// gRPC's transport reaches the network through interfaces that a
		// per-package analysis cannot follow; generated clients call these.
		{"google.golang.org/grpc.ClientConn.Invoke", IO}, {"google.golang.org/grpc.ClientConn.NewStream", IO},
		{"google.golang.org/grpc.ClientConnInterface.Invoke", IO}, {"google.golang.org/grpc.ClientConnInterface.NewStream", IO},
		{"google.golang.org/grpc.Invoke", IO}, {"google.golang.org/grpc.NewClientStream", IO},

		// Calls that make a loop end with a context or a clock.
		{"context.Context.Err", Deadline}, {"context.Context.Done", Deadline},
		{"time.Since", Deadline}, {"time.Until", Deadline}, {"time.Now", Deadline},
		{"time.Time.After", Deadline}, {"time.Time.Before", Deadline}, {"time.Time.Sub", Deadline},
	}
	for _, recv := range []string{"DB", "Tx", "Stmt", "Conn"} {
		for _, m := range sqlIO[recv] {
			rows = append(rows, EffectRow{"database/sql." + recv + "." + m, IO})
		}
	}
	// The sends of a modelled client: its body is not summarised.
	for _, m := range restySendNames {
		rows = append(rows, EffectRow{restyV2 + ".Request." + m, IO})
	}
	for _, m := range imrocSendNames {
		rows = append(rows, EffectRow{imrocReq + ".Request." + m, IO})
	}
	// Loop guards of the loop-style retry libraries (small.go).
	rows = append(rows, smallEffects()...)
	return rows
}()

// noReturn lists the std functions that never return, so that the SSA
// control-flow graph does not continue after them (buildssa learns this
// from ctrlflow's facts; the few that matter for retry loops are here).
var noReturn = func() map[string]bool {
	m := map[string]bool{}
	for _, k := range []string{"os.Exit", "runtime.Goexit", "syscall.Exit",
		"log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf", "log.Panicln",
		"log.Logger.Fatal", "log.Logger.Fatalf", "log.Logger.Fatalln",
		"log.Logger.Panic", "log.Logger.Panicf", "log.Logger.Panicln"} {
		m[k] = true
	}
	// ginkgo's Fail panics out of the spec.
	m["github.com/onsi/ginkgo/v2.Fail"] = true
	m["github.com/onsi/ginkgo.Fail"] = true
	for _, t := range []string{"T", "B", "TB", "common"} {
		for _, f := range []string{"FailNow", "Fatal", "Fatalf", "SkipNow", "Skip", "Skipf"} {
			m["testing."+t+"."+f] = true
		}
	}
	return m
}()

// NoReturn reports whether the function with key never returns.
func NoReturn(key string) bool { return noReturn[key] }

// NeverEnds reports whether the function with key returns a context
// that never ends, so that it bounds no retry.
func NeverEnds(key string) bool { return key == "context.Background" || key == "context.TODO" }

// ClientStd reports whether path is a standard-library package whose
// use alone can make a summary: its types are clients, requests and
// connections that the write and client rows read.
func ClientStd(path string) bool {
	return path == "net" || path == "net/http" || path == "database/sql"
}

// StdRole reports whether key, a function of a ClientStd package, is read
// by a row besides its effect and write rows (which the precheck asks
// first): a retry entry, a client value, a request constructor or a copy
// of a request. The other functions of those packages (http.Header.Get,
// net.ParseIP, net.Conn.Close) make nothing to summarise by themselves.
func StdRole(key string) bool {
	return len(EntriesOf(key)) > 0 || len(ValuesOf(key)) > 0 || RequestMethodArg(key) != 0 || SameRequest(key)
}

// Sleep is the wait that no context ends (sleepctx).
const Sleep = "time.Sleep"
