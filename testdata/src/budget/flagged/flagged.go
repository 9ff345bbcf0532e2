// Package flagged has a budget check and a selection that only the
// -budgetorder.budget-funcs and -route-funcs flags name.
package flagged

import (
	"context"
	"net/http"
)

// Gate admits requests; its name matches no rule, the flag names it.
type Gate struct{ open bool }

// Check is named by -budget-funcs=budget/flagged.Gate.Check.
func (g *Gate) Check() bool { return g.open }

func permit() error { return nil }

var backends = []string{"http://a", "http://b"}

// choose is named by -route-funcs=budget/flagged.choose.
func choose(i int) string { return backends[i%len(backends)] }

// Bad chooses, then checks, then calls the chosen backend.
func Bad(ctx context.Context, g *Gate) error {
	url := choose(1)
	if !g.Check() { // want `budget check g.Check runs after replica selection choose at line 25; check the budget before choosing a route \(budget → route → call\)`
		return nil
	}
	_, err := http.Get(url)
	return err
}

// Good checks first: budget → route → call.
func Good(ctx context.Context) error {
	if err := permit(); err != nil { // fine: the check comes before the choice
		return err
	}
	_, err := http.Get(choose(2))
	return err
}
