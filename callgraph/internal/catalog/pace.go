package catalog

// How retry owners wait between their attempts (retrydelay): the
// functions that compute a library's waits, and what a hand-written
// loop's wait and its duration are made of.

// paces are the library functions that compute the waits of a retry
// (retryablehttp's Client.Backoff, avast's DelayType): a function value
// the rules name with Means Backoff is one of these or of unknown pace.
var paces = map[string]Pace{
	rhttp + ".DefaultBackoff":               Steady, // exponential, no random part
	rhttp + ".LinearJitterBackoff":          Jittered,
	rhttp + ".RateLimitLinearJitterBackoff": Jittered,
	avastV4 + ".FixedDelay":                 Steady,
	avastV4 + ".BackOffDelay":               Steady,
	avastV4 + ".RandomDelay":                Jittered,
	avastV4 + ".FullJitterBackoffDelay":     Jittered,
	avastV5 + ".FixedDelay":                 Steady,
	avastV5 + ".BackOffDelay":               Steady,
	avastV5 + ".RandomDelay":                Jittered,
	avastV5 + ".FullJitterBackoffDelay":     Jittered,
}

// PaceOf returns the pace of the waits the function key computes.
func PaceOf(key string) Pace { return paces[key] }

// PaceKeys returns the keys of the pace rows, for the tests.
func PaceKeys() []string {
	out := make([]string, 0, len(paces))
	for k := range paces {
		out = append(out, k)
	}
	return out
}

// timeWaits are the waits of package time a loop may pace its attempts
// with, by the index of their duration argument (a method's receiver is
// argument 0).
var timeWaits = map[string]int{
	Sleep:              0,
	"time.After":       0,
	"time.NewTimer":    0,
	"time.Tick":        0,
	"time.NewTicker":   0,
	"time.Timer.Reset": 1,
}

// TimeWait returns the index of the duration argument of a time wait,
// or -1 when key is no such wait.
func TimeWait(key string) int {
	if i, ok := timeWaits[key]; ok {
		return i
	}
	return -1
}

// randomPackages are the packages whose functions put a random part in
// a duration computed from them.
var randomPackages = map[string]bool{"math/rand": true, "math/rand/v2": true, "crypto/rand": true}

// Random reports whether a function of package pkg is random.
func Random(pkg string) bool { return randomPackages[pkg] }
