// Package deep nests retry loops eight layers deep: the chain is cut at
// callgraph.MaxLayers and the message says so.
package deep

import (
	"net/http"
	"time"
)

func l1(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l2(url); err == nil { // want `up to 64 calls per operation or more \(the chain goes deeper than the 6 layers named, which are all that is counted\)`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l2(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l3(url); err == nil { // want `up to 64 calls per operation or more \(the chain goes deeper than the 6 layers named`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l3(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l4(url); err == nil { // want `deep.l8 \(for loop, 2 attempts\): up to 64 calls per operation[^;]*; keep`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l4(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l5(url); err == nil { // want `up to 32 calls per operation[^;]*; keep`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l5(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l6(url); err == nil { // want `up to 16 calls per operation[^;]*; keep`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l6(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l7(url); err == nil { // want `up to 8 calls per operation[^;]*; keep`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l7(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if err = l8(url); err == nil { // want `up to 4 calls per operation[^;]*; keep`
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}

func l8(url string) error {
	var err error
	for i := 0; i < 2; i++ {
		if _, err = http.Get(url); err == nil { // fine: the innermost layer, one owner
			return nil
		}
		time.Sleep(time.Millisecond)
	}
	return err
}
