// Package klog is a stub of k8s.io/klog/v2: its Fatal path flushes with a
// timeout before the process exits, as the real one does, so a summary
// of it would say it waits.
package klog

import (
	"fmt"
	"os"
	"time"
)

func output(fatal bool, msg string) {
	fmt.Fprintln(os.Stderr, msg)
	if fatal {
		timeoutFlush(10 * time.Second)
		os.Exit(255)
	}
}

func timeoutFlush(timeout time.Duration) {
	done := make(chan bool, 1)
	go func() { done <- true }()
	select {
	case <-done:
	case <-time.After(timeout):
		fmt.Fprintln(os.Stderr, "klog: Flush took longer than", timeout)
	}
}

func ErrorS(err error, msg string, kv ...any) { output(false, fmt.Sprint(err, msg, kv)) }
func Infof(format string, args ...any)        { output(false, fmt.Sprintf(format, args...)) }
func Fatalf(format string, args ...any)       { output(true, fmt.Sprintf(format, args...)) }

type Verbose struct{ enabled bool }

func V(level int) Verbose { return Verbose{enabled: level < 2} }

func (v Verbose) InfoS(msg string, kv ...any) {
	if v.enabled {
		output(false, fmt.Sprint(msg, kv))
	}
}
