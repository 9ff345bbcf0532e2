// Package mocks keeps generated mocks beside the code, in files that are
// not test files (the temporal shape): a mock is no implementation that
// production code runs, so it does not hide the one that retries.
package mocks

import (
	"context"
	"time"

	"github.com/golang/mock/gomock"
	"github.com/stretchr/testify/mock"

	"nest/inner"
)

// Store deletes a record.
type Store interface {
	Delete(ctx context.Context, id string) error
}

// retryingStore retries its remote call itself.
type retryingStore struct{}

func (s *retryingStore) Delete(ctx context.Context, id string) error { return inner.Fetch(ctx) }

// MockStore is what mockgen writes.
type MockStore struct {
	ctrl *gomock.Controller
}

func (m *MockStore) Delete(ctx context.Context, id string) error { return nil }

// StoreMock is what mockery writes.
type StoreMock struct {
	mock.Mock
}

func (m *StoreMock) Delete(ctx context.Context, id string) error {
	m.Called(ctx, id)
	return nil
}

// Purge retries the store's delete: the one real store retries too.
func Purge(ctx context.Context, s Store, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = s.Delete(ctx, id); err == nil { // want `^for loop \(3 attempts\) calls mocks\.retryingStore\.Delete, which reaches`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// plainStore does not retry: with it beside the retrying one, which of
// the two runs is decided by the caller.
type plainStore struct{}

func (p *plainStore) Remove(ctx context.Context, id string) error { return inner.Once(ctx) }

// Remover removes a record.
type Remover interface {
	Remove(ctx context.Context, id string) error
}

type retryingRemover struct{}

func (r *retryingRemover) Remove(ctx context.Context, id string) error { return inner.Fetch(ctx) }

// Clean retries a remover of either kind: fine, only one of the two
// real implementations retries.
func Clean(ctx context.Context, r Remover, id string) error {
	var err error
	for i := 0; i < 3; i++ {
		if err = r.Remove(ctx, id); err == nil {
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
