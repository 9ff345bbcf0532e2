package catalog

import "strings"

// Registrations take a function value to call later, outside the call
// that hands it over: an eviction or event callback (go-cache's
// OnEvicted, an informer's AddEventHandler), a handler (http.HandleFunc),
// a timer or cleanup (time.AfterFunc, runtime.SetFinalizer). What the
// callback does is not part of the operation that registers it, so a
// retry around the registration does not repeat it.

// registrationRows are the registrations of std, by key.
var registrationRows = map[string]bool{
	"net/http.Handle":                    true,
	"net/http.HandleFunc":                true,
	"net/http.ServeMux.Handle":           true,
	"net/http.ServeMux.HandleFunc":       true,
	"time.AfterFunc":                     true,
	"context.AfterFunc":                  true,
	"runtime.SetFinalizer":               true,
	"runtime.AddCleanup":                 true,
	"net/http.Server.RegisterOnShutdown": true,
	// A gRPC server's options hand it handlers and interceptors that run
	// for each incoming RPC, not when the server is made (server.go
	// UnknownServiceHandler, UnaryInterceptor, StreamInterceptor and their
	// Chain forms@v1.85.0): a client that starts a local proxy server
	// does not send what the proxy's handler forwards.
	"google.golang.org/grpc.UnknownServiceHandler":  true,
	"google.golang.org/grpc.UnaryInterceptor":       true,
	"google.golang.org/grpc.StreamInterceptor":      true,
	"google.golang.org/grpc.ChainUnaryInterceptor":  true,
	"google.golang.org/grpc.ChainStreamInterceptor": true,
}

// Registration naming rules for the methods of other modules: a name
// that begins with one of registerPrefixes followed by an upper-case
// letter or the end (OnEvicted, Register, RegisterHook, Subscribe), or
// that begins with Add or Set and ends with one of callbackNouns
// (AddEventHandler, SetErrorHandler, AddFunc, SetOnClose).
var (
	registerPrefixes = []string{"On", "Register", "Subscribe", "Handle", "HandleFunc"}
	callbackNouns    = []string{"Handler", "Handlers", "Hook", "Hooks", "Listener", "Listeners", "Callback", "Callbacks", "Func", "Funcs"}
)

// Registers reports whether the function with key (of another package)
// registers the function values passed to it to run later instead of
// calling them: a std row, or a method whose name follows the naming
// rules. A retry entry of the catalog never does (client-go's
// retry.OnError calls its function now); plain functions of other
// modules follow std's rows only, since a helper such as OnError or
// HandleErrors more often calls its argument at once.
func Registers(key string, method bool) bool {
	key = CanonicalKey(key)
	if registrationRows[key] {
		return true
	}
	if !method || len(EntriesOf(key)) > 0 || strings.HasPrefix(key, "golang.org/x/") || !strings.Contains(pkgOf(key), ".") {
		return false
	}
	name := key[strings.LastIndexByte(key, '.')+1:]
	return RegistrationName(name)
}

// RegistrationName reports whether a method name says that it registers
// a callback: OnEvicted, RegisterHook, AddEventHandler, SetCloseFunc.
func RegistrationName(name string) bool {
	for _, p := range registerPrefixes {
		if rest, ok := strings.CutPrefix(name, p); ok && (rest == "" || rest[0] >= 'A' && rest[0] <= 'Z') {
			return true
		}
	}
	if strings.HasPrefix(name, "Add") || strings.HasPrefix(name, "Set") {
		for _, n := range callbackNouns {
			if len(name) > 3 && strings.HasSuffix(name, n) {
				return true
			}
		}
	}
	return false
}
