// Package hystrix is a test stub mirroring github.com/afex/hystrix-go v0.0.0-20180502004556-fa1af6a1f4f5.
package hystrix

import (
	"context"
	"time"
)

type runFunc func() error
type fallbackFunc func(error) error
type runFuncC func(context.Context) error
type fallbackFuncC func(context.Context, error) error

// A CircuitError is an error which models various failure states of execution,
// such as the circuit being open or a timeout.
type CircuitError struct {
	Message string
}

func (e CircuitError) Error() string { return "hystrix: " + e.Message }

var (
	// ErrMaxConcurrency occurs when too many of the same named command are executed at the same time.
	ErrMaxConcurrency = CircuitError{Message: "max concurrency"}
	// ErrCircuitOpen returns when an execution attempt "short circuits".
	ErrCircuitOpen = CircuitError{Message: "circuit open"}
	// ErrTimeout occurs when the provided function takes too long to execute.
	ErrTimeout = CircuitError{Message: "timeout"}
)

var (
	// DefaultTimeout is how long to wait for command to complete, in milliseconds
	DefaultTimeout = 1000
	// DefaultMaxConcurrent is how many commands of the same type can run at the same time
	DefaultMaxConcurrent = 10
	// DefaultVolumeThreshold is the minimum number of requests needed before a circuit can be tripped due to health
	DefaultVolumeThreshold = 20
	// DefaultSleepWindow is how long, in milliseconds, to wait after a circuit opens before testing for recovery
	DefaultSleepWindow = 5000
	// DefaultErrorPercentThreshold causes circuits to open once the rolling measure of errors exceeds this percent of requests
	DefaultErrorPercentThreshold = 50
)

// Settings holds the circuit settings of one command.
type Settings struct {
	Timeout                time.Duration
	MaxConcurrentRequests  int
	RequestVolumeThreshold uint64
	SleepWindow            time.Duration
	ErrorPercentThreshold  int
}

// CommandConfig is used to tune circuit settings at runtime
type CommandConfig struct {
	Timeout                int `json:"timeout"`
	MaxConcurrentRequests  int `json:"max_concurrent_requests"`
	RequestVolumeThreshold int `json:"request_volume_threshold"`
	SleepWindow            int `json:"sleep_window"`
	ErrorPercentThreshold  int `json:"error_percent_threshold"`
}

// Configure applies settings for a set of circuits
func Configure(cmds map[string]CommandConfig) {}

// ConfigureCommand applies settings for a circuit
func ConfigureCommand(name string, config CommandConfig) {}

// CircuitBreaker is created for each ExecutorPool to track whether requests
// should be attempted, or rejected if the Health of the circuit is too low.
type CircuitBreaker struct {
	Name string
	open bool
}

// GetCircuit returns the circuit for the given command and whether this call created it.
func GetCircuit(name string) (*CircuitBreaker, bool, error) {
	return &CircuitBreaker{Name: name}, true, nil
}

// Flush purges all circuit and metric information from memory.
func Flush() {}

// IsOpen is called before any Command execution to check whether or
// not it should be attempted. An "open" circuit means it is disabled.
func (circuit *CircuitBreaker) IsOpen() bool { return circuit.open }

// AllowRequest is checked before a command executes, ensuring that circuit state and metric health allow it.
func (circuit *CircuitBreaker) AllowRequest() bool { return !circuit.IsOpen() }

// ReportEvent records command metrics for tracking recent error rates and exposing data to the dashboard.
func (circuit *CircuitBreaker) ReportEvent(eventTypes []string, start time.Time, runDuration time.Duration) error {
	return nil
}

// Go runs your function while tracking the health of previous calls to it.
func Go(name string, run runFunc, fallback fallbackFunc) chan error {
	return GoC(context.Background(), name,
		func(ctx context.Context) error { return run() },
		func(ctx context.Context, err error) error {
			if fallback == nil {
				return err
			}
			return fallback(err)
		})
}

// GoC runs your function while tracking the health of previous calls to it.
func GoC(ctx context.Context, name string, run runFuncC, fallback fallbackFuncC) chan error {
	errChan := make(chan error, 1)
	go func() {
		if err := run(ctx); err != nil {
			errChan <- fallback(ctx, err)
		}
	}()
	return errChan
}

// Do runs your function in a synchronous manner, blocking until either your function succeeds
// or an error is returned, including hystrix circuit errors
func Do(name string, run runFunc, fallback fallbackFunc) error {
	err := run()
	if err != nil && fallback != nil {
		return fallback(err)
	}
	return err
}

// DoC runs your function in a synchronous manner, blocking until either your function succeeds
// or an error is returned, including hystrix circuit errors
func DoC(ctx context.Context, name string, run runFuncC, fallback fallbackFuncC) error {
	err := run(ctx)
	if err != nil && fallback != nil {
		return fallback(ctx, err)
	}
	return err
}
