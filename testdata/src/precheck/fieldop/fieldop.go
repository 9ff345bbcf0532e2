// Package fieldop retries the function a caller puts in the struct it
// passes (in.Call): a loop that calls a field of a parameter is a
// possible retry helper, so the package is summarised.
package fieldop

type Input struct {
	Call func() error
	Max  int
}

// Do retries in.Call; it takes a function parameter too, which it calls
// once, when it returns.
func Do(in *Input, done func()) error { // want Do:`^owner\(for loop, \? attempts, op=arg0.Call, if op does io\)$`
	defer done()
	var err error
	for i := 0; i < in.Max; i++ {
		if err = in.Call(); err == nil {
			return nil
		}
	}
	return err
}
