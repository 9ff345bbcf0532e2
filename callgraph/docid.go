package callgraph

import (
	"golang.org/x/tools/go/ssa"

	"github.com/retrylint/retrylint/callgraph/internal/catalog"
	"github.com/retrylint/retrylint/callgraph/internal/names"
	"github.com/retrylint/retrylint/callgraph/internal/ssax"
)

// hasDocumentID reports whether a write row's document id is given at
// the call (catalog.Write.ID, IDField, IDOptions), so that the request is
// a PUT of that document, or whether that cannot be seen here (a request
// value or an options slice from elsewhere): either way the call is not
// judged a write. Only a literal without the id, or options without the
// id option, leave it a write.
func hasDocumentID(c *ssa.CallCommon, row *catalog.Write) bool {
	if row.IDField != "" {
		// not a literal of this function, or an id that is not the
		// constant "": given, or not known
		return !autoID(argOf(c, row.ID), row.IDField, []string{""})
	}
	if len(row.IDOptions) > 0 && len(c.Args) > 0 {
		last := c.Args[len(c.Args)-1]
		if ssax.IsNil(last) {
			return false
		}
		opts := ssax.VariadicArgs(last)
		if opts == nil {
			return true // a slice from elsewhere: not known
		}
		for _, o := range opts {
			call := ssax.AsCall(o)
			if call == nil {
				continue
			}
			if fn := ssax.Callee(&call.Call); fn != nil {
				for _, k := range row.IDOptions {
					if names.Key(fn) == k {
						return true
					}
				}
			}
		}
	}
	return false
}
