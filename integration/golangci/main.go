// Command golangci is golangci-lint v2.15.0 with the retrylint plugin built in,
// the "exported commands" way to build a custom golangci-lint offline (the
// golangci-lint custom command clones from the network). It is its own
// module so that the retrylint module does not depend on golangci-lint.
package main

import (
	"fmt"
	"os"

	"github.com/golangci/golangci-lint/v2/pkg/commands"

	_ "github.com/retrylint/retrylint/plugin"
)

func main() {
	if err := commands.Execute(commands.BuildInfo{Version: "2.15.0", Commit: "retrylint", GoVersion: "go1.26", Date: "n/a"}); err != nil {
		fmt.Fprintf(os.Stderr, "The command is terminated due to an error: %v\n", err)
		os.Exit(1)
	}
}
