package stores

import (
	"context"
	"time"

	"github.com/avast/retry-go/v4"
	"github.com/gocql/gocql"
)

// gocql: no retries by default; a retry policy in the cluster config or
// on the query makes NumRetries + 1 attempts, writes included.

// Default: a session without a policy sends each query once.
func Default(ctx context.Context, id string) error {
	cluster := gocql.NewCluster("cassandra")
	s, err := cluster.CreateSession()
	if err != nil {
		return err
	}
	return retry.Do(func() error {
		return s.Query(`SELECT v FROM t WHERE id = ?`, id).WithContext(ctx).Exec() // fine: no retry policy, gocql sends once
	}, retry.Attempts(3))
}

// ClusterPolicy: cluster.RetryPolicy with 3 retries: 4 attempts.
func ClusterPolicy(ctx context.Context, id string) error {
	cluster := gocql.NewCluster("cassandra")
	cluster.RetryPolicy = &gocql.SimpleRetryPolicy{NumRetries: 3}
	s, err := cluster.CreateSession()
	if err != nil {
		return err
	}
	var v string
	return retry.Do(func() error {
		return s.Query(`SELECT v FROM t WHERE id = ?`, id).WithContext(ctx).Scan(&v) // want `^retry\.Do \(3 attempts\) calls gocql\.Query\.Scan \(4 attempts\): up to 12 calls per operation`
	}, retry.Attempts(3))
}

// QueryPolicy: a policy on the query.
func QueryPolicy(s *gocql.Session, id string) error {
	for i := 0; i < 2; i++ {
		q := s.Query(`UPDATE t SET n = n + 1 WHERE id = ?`, id).RetryPolicy(&gocql.ExponentialBackoffRetryPolicy{NumRetries: 2, Min: time.Millisecond})
		if err := q.Exec(); err == nil { // want `^for loop \(2 attempts\) calls gocql\.Query\.Exec \(3 attempts\): up to 6 calls per operation`
			return nil
		}
	}
	return nil
}

// ZeroRetries: NumRetries 0 is one attempt.
func ZeroRetries(s *gocql.Session, id string) error {
	return retry.Do(func() error {
		return s.Query(`DELETE FROM t WHERE id = ?`, id).RetryPolicy(&gocql.SimpleRetryPolicy{}).Exec() // fine: NumRetries 0, gocql sends once
	}, retry.Attempts(3))
}

// Batch: a batch with a policy.
func Batch(s *gocql.Session, ids []string) error {
	b := s.NewBatch(gocql.LoggedBatch).RetryPolicy(&gocql.SimpleRetryPolicy{NumRetries: 1})
	for _, id := range ids {
		b.Query(`INSERT INTO t (id) VALUES (?)`, id)
	}
	return retry.Do(func() error {
		return s.ExecuteBatch(b) // want `^retry\.Do \(3 attempts\) calls gocql\.Session\.ExecuteBatch \(2 attempts\): up to 6 calls per operation`
	}, retry.Attempts(3))
}

// GocqlRows: each call once, with a policy.
func GocqlRows(s *gocql.Session, id string) error {
	p := &gocql.SimpleRetryPolicy{NumRetries: 2}
	it := s.Query(`SELECT v FROM t`).RetryPolicy(p).Iter() // fine: one layer, gocql's
	_ = it.Close()
	m := map[string]interface{}{}
	if err := s.Query(`SELECT v FROM t WHERE id = ?`, id).RetryPolicy(p).MapScan(m); err != nil { // fine: one layer
		return err
	}
	if _, err := s.Query(`INSERT INTO t (id) VALUES (?) IF NOT EXISTS`, id).RetryPolicy(p).ScanCAS(); err != nil { // fine: one layer
		return err
	}
	if _, err := s.Query(`INSERT INTO t (id) VALUES (?) IF NOT EXISTS`, id).RetryPolicy(p).MapScanCAS(m); err != nil { // fine: one layer
		return err
	}
	_, _, err := s.ExecuteBatchCAS(s.NewBatch(gocql.LoggedBatch).RetryPolicy(p)) // fine: one layer
	return err
}

// IDs: a loop over rows, each written once.
func IDs(s *gocql.Session, ids []string) error {
	p := &gocql.SimpleRetryPolicy{NumRetries: 2}
	for _, id := range ids {
		if err := s.Query(`INSERT INTO t (id) VALUES (?)`, id).RetryPolicy(p).Exec(); err != nil { // fine: a walk over rows, each written once
			return err
		}
	}
	return nil
}
