package analyzer

import (
	"fmt"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/callgraph"
)

// NewPermanentRetry returns a new permanentretry analyzer with its own flags.
func NewPermanentRetry() *analysis.Analyzer {
	c := &permanentRetry{}
	return newCheck("permanentretry", &c.scope, c.run)
}

type permanentRetry struct{ scope }

func (c *permanentRetry) run(pass *analysis.Pass) (any, error) {
	res := pass.ResultOf[callgraph.Analyzer].(*callgraph.Result)
	rep := newReporter(pass, "permanentretry", &c.scope, res.Directives())
	for _, p := range res.PermanentRetries() {
		start, end := rep.callRange(p.Pos)
		d := analysis.Diagnostic{Pos: start, End: end, Message: permanentMessage(p)}
		if p.Test.IsValid() && pass.Fset.Position(p.Test).Line != pass.Fset.Position(p.Pos).Line {
			what := "the test that lets them go round"
			if p.Ctx {
				what = "the context has ended here, and the loop goes round"
			}
			if ri, ok := rep.related(pass.Fset.Position(p.Test).String(), what); ok {
				d.Related = append(d.Related, ri)
			}
		}
		rep.report(d)
	}
	rep.flush()
	return nil, nil
}

// permanentMessage words a finding:
//
//	for loop retries HTTP 400, 401, 402, 403 and 20 more, which are permanent: the same request fails the same way on every attempt; retry only 408, 425, 429 and 5xx, and return the others
//	for loop makes another attempt after its context has ended: the attempt fails at once, ...; return ctx.Err() when the context is done
func permanentMessage(p *callgraph.Permanent) string {
	if p.Ctx {
		return fmt.Sprintf("%s makes another attempt after its context has ended: the attempt fails at once, and a loop that goes on spins until its count runs out; return ctx.Err() when the context is done", p.Owner)
	}
	list := strings.Join(p.Outcomes, ", ")
	fix := "retry only 408, 425, 429 and 5xx"
	if strings.HasPrefix(p.Outcomes[0], "codes.") {
		fix = "retry only codes.Unavailable (and codes.ResourceExhausted or codes.Aborted where the server asks for it)"
	} else if !strings.HasPrefix(list, "every ") {
		list = "HTTP " + list
	}
	verb := "is"
	if len(p.Outcomes) > 1 || p.More > 0 || strings.HasPrefix(list, "every ") {
		verb = "are"
	}
	if p.More > 0 {
		list += fmt.Sprintf(" and %d more", p.More)
	}
	return fmt.Sprintf("%s retries %s, which %s permanent: the same request fails the same way on every attempt; %s, and return the others", p.Owner, list, verb, fix)
}
