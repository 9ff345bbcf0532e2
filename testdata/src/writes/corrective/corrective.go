// Package corrective sends a changed request after a definite rejection
// (the next port after "port unavailable"): that is a new request, not a
// re-send of the same write. The same loop without the change re-sends.
package corrective

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"
)

// ErrPortInUse is the service's answer when the port is taken.
var ErrPortInUse = errors.New("port in use")

// Config is the database to create.
type Config struct {
	Name string
	Port int
}

// create POSTs the config.
func create(ctx context.Context, cfg Config) error {
	body, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, "http://admin/databases", bytes.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	if resp.StatusCode == http.StatusConflict {
		return ErrPortInUse
	}
	return resp.Body.Close()
}

// createMap POSTs a config map.
func createMap(ctx context.Context, cfg map[string]any) error {
	body, err := json.Marshal(cfg)
	if err != nil {
		return err
	}
	resp, err := http.Post("http://admin/databases", "application/json", bytes.NewReader(body))
	if err != nil {
		return err
	}
	return resp.Body.Close()
}

// NextPort tries the next port after each rejection.
func NextPort(ctx context.Context, cfg Config) error {
	port := cfg.Port
	for attempt := 0; attempt < 10; attempt++ {
		cfg.Port = port
		err := create(ctx, cfg) // fine: each round sends another port
		if err == nil {
			return nil
		}
		if !errors.Is(err, ErrPortInUse) {
			return err
		}
		port++
	}
	return errors.New("no free port")
}

// NextPortMap does the same with a map.
func NextPortMap(ctx context.Context, cfg map[string]any, port int) error {
	for attempt := 0; attempt < 10; attempt++ {
		cfg["port"] = port
		if err := createMap(ctx, cfg); err == nil { // fine: each round sends another port
			return nil
		}
		port++
	}
	return errors.New("no free port")
}

// SamePort re-sends the same config after every failure.
func SamePort(ctx context.Context, cfg Config) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		if err = create(ctx, cfg); err == nil { // want `^for loop re-sends POST via corrective\.create \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}

// Named sets the same name on every round: the request does not change.
func Named(ctx context.Context, cfg Config) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		cfg.Name = "db"
		if err = create(ctx, cfg); err == nil { // want `^for loop re-sends POST via corrective\.create \(http\.Client\.Do\) without an idempotency key`
			return nil
		}
		time.Sleep(time.Second)
	}
	return err
}
