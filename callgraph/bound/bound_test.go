package bound_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/retrylint/retrylint/callgraph/bound"
)

func TestWhy(t *testing.T) {
	assert.Empty(t, bound.Of(4, bound.Constant).Why(), "a known count needs no reason")
	assert.Empty(t, bound.Unlimited(bound.Context).Why(), "unbounded says itself why")
	seen := map[string]bool{}
	for s := bound.NoSource; s <= bound.Directive; s++ {
		why := bound.Unknowable(s).Why()
		assert.NotEmpty(t, why, "source %v", s)
		assert.False(t, seen[why], "source %v shares its reason %q", s, why)
		seen[why] = true
	}
	assert.Equal(t, bound.Unknowable(bound.NoSource).Why(), bound.Unknowable(bound.Source(200)).Why())
}

func TestMul(t *testing.T) {
	assert.Equal(t, bound.Of(64, bound.NoSource), bound.Of(4, bound.Option).Mul(bound.Of(16, bound.Constant)))
	assert.Equal(t, bound.Unknown, bound.Of(4, bound.Option).Mul(bound.Unknowable(bound.Field)).Kind)
	assert.Equal(t, bound.Unbounded, bound.Unknowable(bound.Field).Mul(bound.Unlimited(bound.NoSource)).Kind)
	big := bound.Bound{Kind: bound.Known, N: 1 << 30}
	assert.Equal(t, int64(bound.MaxProduct), big.Mul(big).N)
}

func TestAssumed(t *testing.T) {
	assert.Empty(t, bound.Unlimited(bound.Default).Assumed(), "a default that is read says nothing more")
	assert.Contains(t, bound.Unlimited(bound.Untraced).Assumed(), "(unbounded)")
	assert.NotEmpty(t, bound.Unknowable(bound.Untraced).Why())
}
