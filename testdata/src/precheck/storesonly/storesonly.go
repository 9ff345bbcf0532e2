// Package storesonly calls a function whose fact only says which argument
// it stores (holder.NewHolder): that makes no summary by itself, so the
// package has nothing to summarise (not even Wrap's stores).
package storesonly

import "precheck/holder"

type Wrapper struct{ h *holder.Holder }

// Wrap stores its argument: no fact.
func Wrap(h *holder.Holder) *Wrapper { return &Wrapper{h: h} }

// Empty makes a holder with no client: no fact.
func Empty() *Wrapper { return Wrap(holder.NewHolder(nil)) }
