// Package flaggedonly has nothing the analysis knows by itself: no I/O,
// no wait, no known library. Its budget check and its selection are named
// only by the -budgetorder.budget-funcs and -route-funcs flags, and the
// finding must not depend on unrelated code that would make the package
// summarised (a time.Sleep somewhere, say).
package flaggedonly

// Gate admits requests; its name matches no rule, the flag names it.
type Gate struct{ open bool }

// Check is named by -budget-funcs=budget/flaggedonly.Gate.Check.
func (g *Gate) Check() bool { return g.open }

type backend struct{ name string }

var backends = []*backend{{"a"}, {"b"}}

// choose is named by -route-funcs=budget/flaggedonly.choose.
func choose(i int) *backend { return backends[i%len(backends)] }

// send stands for the call to the chosen backend.
func send(b *backend) error { return nil }

// Bad chooses, then checks, then sends to the chosen backend.
func Bad(g *Gate) error {
	b := choose(1)
	if !g.Check() { // want `budget check g.Check runs after replica selection choose at line 26; check the budget before choosing a route \(budget → route → call\)`
		return nil
	}
	return send(b)
}

// Good checks first: budget → route → call.
func Good(g *Gate) error {
	if !g.Check() { // fine: the check comes before the choice
		return nil
	}
	return send(choose(2))
}
