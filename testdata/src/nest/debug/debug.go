// Package debug has a consistency check that retries, enabled only by an
// environment variable read at startup (the shape of client-go's list
// consistency detector).
package debug

import (
	"context"
	"os"
	"strconv"

	"nest/inner"
)

var enabled = false

func init() {
	enabled, _ = strconv.ParseBool(os.Getenv("CHECK_CONSISTENCY"))
}

// Enabled says whether the check runs.
func Enabled() bool { return enabled } // want Enabled:`^switch$`

// SetEnabledForTest turns the check on in tests.
func SetEnabledForTest(on bool) { enabled = on }

// verbose is a switch too, but it is also turned on by a flag handler at
// run time: no startup switch.
var verbose = os.Getenv("VERBOSE") != ""

// SetVerbose changes it at run time.
func SetVerbose(on bool) { verbose = on }

// Verbose reports it.
func Verbose() bool { return verbose }

// Check retries a read: an owner of its own.
func Check(ctx context.Context) error { return inner.Fetch(ctx) } // want Check:`chain\(inner\.Fetch`
