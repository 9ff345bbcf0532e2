// Package activity is a stub of go.temporal.io/sdk/activity (v1.51.0).
package activity

import (
	"context"

	"go.temporal.io/sdk/internal"
)

// Info is what an activity knows of itself.
type Info = internal.ActivityInfo

func GetInfo(ctx context.Context) Info { return internal.GetActivityInfo(ctx) }
