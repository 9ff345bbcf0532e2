// Package temporal exercises go.temporal.io/sdk (v1.51.0).
package temporal

import (
	_ "go.temporal.io/sdk/client"
	_ "go.temporal.io/sdk/temporal"
	_ "go.temporal.io/sdk/workflow"
)
