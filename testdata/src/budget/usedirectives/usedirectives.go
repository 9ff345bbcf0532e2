// Package usedirectives calls the functions that budget/directives marks
// with //retrylint:budget and //retrylint:route: the directives reach
// other packages through facts.
package usedirectives

import (
	"context"
	"errors"

	"budget/directives"
)

var errRejected = errors.New("rejected")

// OwnerThenAdmitted has the wrong order across the package boundary.
func OwnerThenAdmitted(ctx context.Context, tenant, key string) error {
	sh := directives.Owner(key)
	if !directives.Admitted(tenant) { // want `budget check directives\.Admitted runs after replica selection directives\.Owner at line 17; check the budget before choosing a route \(budget → route → call\)`
		return errRejected
	}
	return sh.Call(ctx, "/v1/items/"+key)
}

// AdmittedThenOwner is fine: budget → route → call.
func AdmittedThenOwner(ctx context.Context, tenant, key string) error {
	if !directives.Admitted(tenant) {
		return errRejected
	}
	return directives.Owner(key).Call(ctx, "/v1/items/"+key)
}
