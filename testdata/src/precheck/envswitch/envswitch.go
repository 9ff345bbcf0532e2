// Package envswitch has a startup switch: a bool package variable set only
// at init from the environment, and a function that returns it. It uses
// nothing else the catalog knows; the switch is summarised, so that an
// importer's calls behind it are debug paths.
package envswitch

import "os"

var enabled bool

func init() { enabled = os.Getenv("ENVSWITCH_DEBUG") == "1" }

// Enabled returns the switch.
func Enabled() bool { return enabled } // want Enabled:`^switch$`
