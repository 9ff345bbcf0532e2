package report

import (
	"encoding/json"
	"io"
	"os"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// A small SARIF 2.1.0 writer: what GitHub code scanning reads (rules with
// descriptions and help, results with a location, related locations and
// a partial fingerprint that survives line shifts).

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID               string    `json:"id"`
	ShortDescription sarifText `json:"shortDescription"`
	FullDescription  sarifText `json:"fullDescription"`
	Help             sarifText `json:"help"`
	HelpURI          string    `json:"helpUri"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	RelatedLocations    []sarifLocation   `json:"relatedLocations,omitempty"`
	CodeFlows           []sarifCodeFlow   `json:"codeFlows,omitempty"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
}

// A code flow walks the retry chain: the outer owner, the call, the
// inner owners (the related locations), in order.
type sarifCodeFlow struct {
	ThreadFlows []sarifThreadFlow `json:"threadFlows"`
}

type sarifThreadFlow struct {
	Locations []sarifThreadFlowLocation `json:"locations"`
}

type sarifThreadFlowLocation struct {
	Location sarifLocation `json:"location"`
}

type sarifLocation struct {
	ID               int                   `json:"id,omitempty"`
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
	Message          *sarifText            `json:"message,omitempty"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           sarifRegion   `json:"region"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

func writeSARIF(path string, analyzers []*analysis.Analyzer, findings []Finding, stdout io.Writer) error {
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "retrylint", InformationURI: "https://github.com/retrylint/retrylint"}}, Results: []sarifResult{}}
	index := map[string]int{}
	for i, a := range analyzers {
		first, rest, _ := strings.Cut(a.Doc, "\n")
		if _, after, ok := strings.Cut(first, ": "); ok {
			first = after
		}
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{
			ID:               a.Name,
			ShortDescription: sarifText{first},
			FullDescription:  sarifText{strings.TrimSpace(rest)},
			Help:             sarifText{strings.TrimSpace(rest)},
			HelpURI:          a.URL,
		})
		index[a.Name] = i
	}
	for _, f := range findings {
		r := sarifResult{
			RuleID:              f.Rule,
			RuleIndex:           index[f.Rule],
			Level:               "warning",
			Message:             sarifText{f.Message},
			Locations:           []sarifLocation{{PhysicalLocation: physical(f.File, f.Line, f.Column, f.EndLine, f.EndCol)}},
			PartialFingerprints: map[string]string{"retrylint/v1": f.Key},
		}
		var flow []sarifThreadFlowLocation
		for i, rl := range f.Related {
			m := sarifText{rl.Message}
			loc := sarifLocation{ID: i + 1, PhysicalLocation: physical(rl.File, rl.Line, 0, 0, 0), Message: &m}
			r.RelatedLocations = append(r.RelatedLocations, loc)
			flow = append(flow, sarifThreadFlowLocation{Location: sarifLocation{PhysicalLocation: loc.PhysicalLocation, Message: &m}})
			if i == 0 {
				// The outer owner comes first, then the call it makes.
				call := sarifText{"the call inside the retried operation"}
				flow = append(flow, sarifThreadFlowLocation{Location: sarifLocation{PhysicalLocation: physical(f.File, f.Line, f.Column, 0, 0), Message: &call}})
			}
		}
		if len(flow) > 1 {
			r.CodeFlows = []sarifCodeFlow{{ThreadFlows: []sarifThreadFlow{{Locations: flow}}}}
		}
		run.Results = append(run.Results, r)
	}
	log := sarifLog{Schema: "https://json.schemastore.org/sarif-2.1.0.json", Version: "2.1.0", Runs: []sarifRun{run}}
	data, err := json.MarshalIndent(log, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if path == "-" {
		_, err = stdout.Write(data)
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

func physical(file string, line, col, endLine, endCol int) sarifPhysicalLocation {
	base := "%SRCROOT%"
	if strings.HasPrefix(file, "/") {
		base = ""
	}
	return sarifPhysicalLocation{
		ArtifactLocation: sarifArtifact{URI: file, URIBaseID: base},
		Region:           sarifRegion{StartLine: max(line, 1), StartColumn: col, EndLine: endLine, EndColumn: endCol},
	}
}
