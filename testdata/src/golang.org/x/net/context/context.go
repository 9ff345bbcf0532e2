// Package context is a stub of golang.org/x/net/context: since Go 1.9 its
// Context is an alias of the standard library's.
package context

import "context"

type Context = context.Context

func Background() Context { return context.Background() }
