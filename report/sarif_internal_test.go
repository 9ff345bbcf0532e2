package report

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/config"
)

// TestFlowLabels: a finding's own step in its code flow says what it is
// for its check: the call inside the retried operation for nestedretry,
// the budget check for budgetorder.
func TestFlowLabels(t *testing.T) {
	findings := []Finding{
		{Rule: "nestedretry", File: "a.go", Line: 3, Message: "m", Related: []Related{{File: "a.go", Line: 1, Message: "for loop retries here"}}},
		{Rule: "budgetorder", File: "b.go", Line: 9, Message: "m", Related: []Related{{File: "b.go", Line: 7, Message: "the selection"}}},
	}
	var out bytes.Buffer
	as := []*analysis.Analyzer{{Name: "nestedretry", Doc: "nestedretry: x"}, {Name: "budgetorder", Doc: "budgetorder: y"}}
	require.NoError(t, writeSARIF("-", as, &config.Config{}, findings, newLocator("/src", "/src"), nil, &out))
	var log struct {
		Runs []struct {
			Results []struct {
				CodeFlows []struct {
					ThreadFlows []struct {
						Locations []struct {
							Location struct {
								Message struct{ Text string } `json:"message"`
							} `json:"location"`
						} `json:"locations"`
					} `json:"threadFlows"`
				} `json:"codeFlows"`
			} `json:"results"`
		} `json:"runs"`
	}
	require.NoError(t, json.Unmarshal(out.Bytes(), &log))
	label := func(i int) string {
		return log.Runs[0].Results[i].CodeFlows[0].ThreadFlows[0].Locations[1].Location.Message.Text
	}
	assert.Equal(t, "the call inside the retried operation", label(0))
	assert.Equal(t, "the budget check, after the selection", label(1))
}
