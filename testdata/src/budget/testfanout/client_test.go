package testfanout

import (
	"context"
	"net/http"
	"sync"
	"testing"
)

func TestRace(t *testing.T) {
	c := &Client{hc: http.DefaultClient}
	var wg sync.WaitGroup
	for i := 0; i < 100; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest(http.MethodGet, "http://x", nil)
			_, _ = c.Do(context.Background(), req)
		}()
	}
	wg.Wait()
}
