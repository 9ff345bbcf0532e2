package edge

import (
	"math/rand/v2"
	"time"
)

// jitter spreads a wait over [d/2, d): clients that failed together do
// not come back together.
func jitter(d time.Duration) time.Duration {
	return d/2 + rand.N(d/2+1)
}
