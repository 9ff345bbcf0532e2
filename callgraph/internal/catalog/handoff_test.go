package catalog

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHandoffKeysResolve: every handoff row names a real function.
func TestHandoffKeysResolve(t *testing.T) {
	l := load(t)
	for _, key := range HandoffKeys() {
		assert.True(t, l.resolve(key), "handoff key %s resolves to nothing", key)
		assert.True(t, l.uses[key], "handoff key %s is used by no fixture", key)
	}
}
