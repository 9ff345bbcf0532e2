package catalog

// Handoff says that a function argument of a call is run with another
// argument of the same call as one of its parameters: workflow.Go(ctx,
// func(ctx workflow.Context) {...}) runs the function with (a context
// derived from) ctx. A parameter of a function literal so handed off has
// the value of that argument, for the value rules (the activity options
// a workflow context carries into the goroutine).
type Handoff struct {
	Key   string // the call
	Fn    Arg    // the function argument
	Param int    // the index of its parameter
	Arg   Arg    // the argument that parameter receives
}

var handoffIndex = func() map[string][]Handoff {
	m := map[string][]Handoff{}
	for _, h := range handoffRows() {
		m[h.Key] = append(m[h.Key], h)
	}
	return m
}()

func handoffRows() []Handoff { return append(temporalHandoffs(), redisHandoffs()...) }

// HandoffsOf returns the handoff rows of the function with key.
func HandoffsOf(key string) []Handoff { return handoffIndex[CanonicalKey(key)] }

// HandoffKeys lists the keys of the handoff rows, for tests.
func HandoffKeys() []string {
	var out []string
	for k := range handoffIndex {
		out = append(out, k)
	}
	return out
}
