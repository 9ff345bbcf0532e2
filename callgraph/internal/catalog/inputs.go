package catalog

// Input reads take new input from outside the program: a line from the
// terminal, a signal sent to a workflow. A loop whose attempt sends what
// it read in the same round asks again with new input (a prompt repeated
// until the answer is valid, a workflow waiting for a valid request); it
// does not retry what failed.
var inputReads = map[string]bool{
	"fmt.Scan": true, "fmt.Scanf": true, "fmt.Scanln": true,
	"bufio.Reader.ReadString": true, "bufio.Reader.ReadLine": true, "bufio.Reader.ReadBytes": true,
	"bufio.Scanner.Scan": true,
	"go.temporal.io/sdk/workflow.ReceiveChannel.Receive":            true,
	"go.temporal.io/sdk/workflow.ReceiveChannel.ReceiveWithTimeout": true,
	"go.temporal.io/sdk/internal.ReceiveChannel.Receive":            true,
	"go.temporal.io/sdk/internal.ReceiveChannel.ReceiveWithTimeout": true,
}

// InputRead reports whether the function with key reads new input.
func InputRead(key string) bool { return inputReads[CanonicalKey(key)] }
