package stores

import (
	as "github.com/aerospike/aerospike-client-go/v8"
	"github.com/avast/retry-go/v4"
)

// aerospike: each command retries by its policy's MaxRetries: reads 3
// calls by default, writes 1.

// Read: retry.Do (3) around Get with NewPolicy (3).
func Read(c *as.Client, key *as.Key) error {
	return retry.Do(func() error {
		_, err := c.Get(as.NewPolicy(), key) // want `^retry\.Do \(3 attempts\) calls aerospike\.Client\.Get \(3 attempts\): up to 9 calls per operation`
		return err
	}, retry.Attempts(3))
}

// ReadNil: a nil policy is the client's default read policy, 3.
func ReadNil(c *as.Client, key *as.Key) error {
	return retry.Do(func() error {
		_, err := c.Exists(nil, key) // want `^retry\.Do \(2 attempts\) calls aerospike\.Client\.Exists \(3 attempts\): up to 6 calls per operation`
		return err
	}, retry.Attempts(2))
}

// ReadNoRetries: MaxRetries 0 on the read policy.
func ReadNoRetries(c *as.Client, key *as.Key) error {
	p := as.NewPolicy()
	p.MaxRetries = 0
	return retry.Do(func() error {
		_, err := c.GetHeader(p, key) // fine: MaxRetries 0, one call
		return err
	}, retry.Attempts(3))
}

// Write: a write policy retries nothing by default.
func Write(c *as.Client, key *as.Key) error {
	return retry.Do(func() error {
		return c.Put(as.NewWritePolicy(0, 0), key, as.BinMap{"v": 1}) // fine: a write policy does not retry by default
	}, retry.Attempts(3))
}

// WriteRetried: a write policy with MaxRetries 2: 3 calls.
func WriteRetried(c *as.Client, key *as.Key) error {
	wp := as.NewWritePolicy(0, 0)
	wp.MaxRetries = 2
	return retry.Do(func() error {
		return c.PutBins(wp, key) // want `^retry\.Do \(2 attempts\) calls aerospike\.Client\.PutBins \(3 attempts\): up to 6 calls per operation`
	}, retry.Attempts(2))
}

// AerospikeRows: each call once.
func AerospikeRows(c *as.Client, key *as.Key) error {
	wp := &as.WritePolicy{BasePolicy: as.BasePolicy{MaxRetries: 1}}
	_ = c.Add(wp, key, as.BinMap{"n": 1})                      // fine: one layer
	_ = c.Append(wp, key, as.BinMap{"s": "x"})                 // fine: one layer
	_ = c.Prepend(wp, key, as.BinMap{"s": "x"})                // fine: one layer
	_, _ = c.Delete(wp, key)                                   // fine: one layer
	_ = c.Touch(wp, key)                                       // fine: one layer
	_, _ = c.Operate(wp, key)                                  // fine: one layer
	_, _ = c.BatchGet(nil, []*as.Key{key})                     // fine: one layer
	_, _ = c.BatchExists(nil, []*as.Key{key})                  // fine: one layer
	_, err := c.Get(&as.BasePolicy{MaxRetries: 4}, key, "bin") // fine: one layer
	return err
}

// AerospikeKeys: a walk over keys, each read once.
func AerospikeKeys(c *as.Client, keys []*as.Key) error {
	for _, k := range keys {
		if _, err := c.Get(as.NewPolicy(), k); err != nil { // fine: a walk over keys, each read once
			return err
		}
	}
	return nil
}
