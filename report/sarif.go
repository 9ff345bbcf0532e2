package report

import (
	"encoding/json"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"golang.org/x/tools/go/analysis"

	"github.com/retrylint/retrylint/config"
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
	Tool               sarifTool                `json:"tool"`
	Invocations        []sarifInvocation        `json:"invocations"`
	OriginalURIBaseIDs map[string]sarifArtifact `json:"originalUriBaseIds,omitempty"`
	Results            []sarifResult            `json:"results"`
}

// sarifInvocation says whether the run met errors, and which: a package
// that did not load, an internal error (each one line, as on stderr).
type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level   string    `json:"level"`
	Message sarifText `json:"message"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string      `json:"id"`
	ShortDescription     sarifText   `json:"shortDescription"`
	FullDescription      sarifText   `json:"fullDescription"`
	Help                 sarifText   `json:"help"`
	HelpURI              string      `json:"helpUri"`
	DefaultConfiguration sarifConfig `json:"defaultConfiguration"`
}

// sarifConfig is a rule's default configuration: the level its results
// have unless a consumer says otherwise.
type sarifConfig struct {
	Level string `json:"level"`
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

// flowLabels say, per check, what the finding's own location is in its
// code flow (after the first related location).
var flowLabels = map[string]string{
	"nestedretry": "the call inside the retried operation",
	"budgetorder": "the budget check, after the selection",
	"writeretry":  "the write the retry sends again",
}

// toolVersion is the module version of the binary without its "v"
// ("1.2.0", "0.0.0-20261204...-abcdef"), or "0.0.0-devel" when it was
// built from a checkout without one: SARIF consumers compare versions
// that start with a number.
func toolVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		v := strings.TrimPrefix(bi.Main.Version, "v")
		if v != "" && v[0] >= '0' && v[0] <= '9' {
			return v
		}
	}
	return "0.0.0-devel"
}

func writeSARIF(path string, analyzers []*analysis.Analyzer, conf *config.Config, findings []Finding, loc *locator, errs []string, stdout io.Writer) error {
	run := sarifRun{Tool: sarifTool{Driver: sarifDriver{Name: "retrylint", Version: toolVersion(), InformationURI: "https://github.com/retrylint/retrylint"}}, Results: []sarifResult{}}
	inv := sarifInvocation{ExecutionSuccessful: len(errs) == 0}
	for _, e := range errs {
		inv.ToolExecutionNotifications = append(inv.ToolExecutionNotifications, sarifNotification{Level: "error", Message: sarifText{e}})
	}
	run.Invocations = []sarifInvocation{inv}
	// %SRCROOT% is the source root; a dependency's file is relative to
	// the module cache or GOROOT of this machine.
	run.OriginalURIBaseIDs = map[string]sarifArtifact{"%SRCROOT%": {URI: fileURI(loc.root) + "/"}}
	physical := func(at place, line, col, endLine, endCol int) sarifPhysicalLocation {
		switch at.base {
		case baseModCache:
			run.OriginalURIBaseIDs[at.base] = sarifArtifact{URI: fileURI(loc.modCache[0]) + "/"}
		case baseGoRoot:
			run.OriginalURIBaseIDs[at.base] = sarifArtifact{URI: fileURI(loc.goRoot[0]) + "/"}
		}
		return physicalLocation(at, line, col, endLine, endCol)
	}
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
			// warning unless the configuration says otherwise: every
			// check reports a risk to review, none a certain bug.
			DefaultConfiguration: sarifConfig{Level: conf.SeverityOf(a.Name)},
		})
		index[a.Name] = i
	}
	for _, f := range findings {
		r := sarifResult{
			RuleID:              f.Rule,
			RuleIndex:           index[f.Rule],
			Level:               conf.SeverityOf(f.Rule),
			Message:             sarifText{f.Message},
			Locations:           []sarifLocation{{PhysicalLocation: physical(placeOf(f.at, f.Source, f.File), f.Line, f.Column, f.EndLine, f.EndCol)}},
			PartialFingerprints: map[string]string{"retrylint/v2": f.Key},
		}
		var flow []sarifThreadFlowLocation
		for i, rl := range f.Related {
			m := sarifText{rl.Message}
			related := sarifLocation{ID: i + 1, PhysicalLocation: physical(placeOf(rl.at, rl.Source, rl.File), rl.Line, rl.Column, 0, 0), Message: &m}
			r.RelatedLocations = append(r.RelatedLocations, related)
			flow = append(flow, sarifThreadFlowLocation{Location: sarifLocation{PhysicalLocation: related.PhysicalLocation, Message: &m}})
			if i == 0 {
				// The outer owner (or the selection) comes first, then
				// the finding's own location.
				label, ok := flowLabels[f.Rule]
				if !ok {
					label = "the finding"
				}
				call := sarifText{label}
				flow = append(flow, sarifThreadFlowLocation{Location: sarifLocation{PhysicalLocation: physical(placeOf(f.at, f.Source, f.File), f.Line, f.Column, 0, 0), Message: &call}})
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

// placeOf is a location's place: the one the driver found, or for a
// location made without one (a baseline entry), its path from the source
// root, or from the working directory when it has none.
func placeOf(at place, source, file string) place {
	if at.file != "" || at.source != "" {
		return at
	}
	if source == "" {
		source = file
	}
	return place{file: file, source: source}
}

// fileURI is the file: URI of an absolute path.
func fileURI(path string) string {
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(path)}).String()
}

// physicalLocation is a location: relative to %SRCROOT%; a dependency's
// relative to GOMODCACHE or GOROOT (the path on disk, escaped as a URI
// path); any other file outside the root by its absolute file: URI (a
// bare absolute path is no URI).
func physicalLocation(at place, line, col, endLine, endCol int) sarifPhysicalLocation {
	art := sarifArtifact{URI: at.source, URIBaseID: "%SRCROOT%"}
	switch {
	case at.base != "":
		art = sarifArtifact{URI: (&url.URL{Path: at.uri}).EscapedPath(), URIBaseID: at.base}
	case filepath.IsAbs(at.source):
		art = sarifArtifact{URI: fileURI(at.source)}
	}
	return sarifPhysicalLocation{
		ArtifactLocation: art,
		Region:           sarifRegion{StartLine: max(line, 1), StartColumn: col, EndLine: endLine, EndColumn: endCol},
	}
}
