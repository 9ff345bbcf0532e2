package retrymap

import (
	"fmt"
	"html"
	"io"
	"strings"
)

// nodeLabel is the text of a layer's box, one line per element.
func nodeLabel(l Layer) []string {
	lines := []string{l.Func, l.Via + " · " + l.Attempts}
	if l.Retries != "" {
		lines = append(lines, "on "+l.Retries)
	}
	return append(lines, pos(l.File, l.Line))
}

// mermaidText escapes a label for a quoted Mermaid node label.
func mermaidText(s string) string {
	r := strings.NewReplacer(`"`, "#quot;", "<", "#lt;", ">", "#gt;", "\n", " ")
	return r.Replace(s)
}

func (m *Map) mermaid(w io.Writer) error {
	var b strings.Builder
	b.WriteString("flowchart LR\n")
	fmt.Fprintf(&b, "  %%%% retrylint retry map: %d entry points reach a retry owner; %d left out (the smallest products)\n", len(m.Entries), m.LeftOut)
	b.WriteString("  classDef ok fill:#e6f4ea,stroke:#1e8e3e\n  classDef warn fill:#fef7e0,stroke:#f29900\n  classDef bad fill:#fce8e6,stroke:#d93025\n  classDef entry fill:#e8f0fe,stroke:#1a73e8\n")
	for i, e := range m.drawn() {
		id := fmt.Sprintf("e%d", i)
		fmt.Fprintf(&b, "  subgraph %s_g[\"%s · %s\"]\n", id, mermaidText(e.Name), mermaidText(callsText(e.Product)))
		fmt.Fprintf(&b, "    %s[\"%s<br/>%s · %s\"]:::entry\n", id, mermaidText(e.Name), mermaidText(e.Kind), mermaidText(pos(e.File, e.Line)))
		for j, br := range e.Branches {
			prev := id
			for k, l := range br.Layers {
				nid := fmt.Sprintf("%sb%dl%d", id, j, k)
				var lines []string
				for _, line := range nodeLabel(l) {
					lines = append(lines, mermaidText(line))
				}
				fmt.Fprintf(&b, "    %s[\"%s\"]:::%s\n", nid, strings.Join(lines, "<br/>"), severity(l.Calls))
				label := ""
				if k == 0 && len(br.Path) > 0 {
					label = "|\"via " + mermaidText(br.Path[0].Name) + "\"|"
				}
				fmt.Fprintf(&b, "    %s -->%s %s\n", prev, label, nid)
				prev = nid
			}
			if len(br.Layers) > 1 {
				fmt.Fprintf(&b, "    %s_p%d([\"%s\"]):::%s\n    %s -.- %s_p%d\n", id, j, mermaidText(callsText(br.Product)), severity(br.Calls), prev, id, j)
			}
		}
		if e.Write != nil {
			fmt.Fprintf(&b, "    %s_w[/\"write: %s<br/>%s\"/]\n    %s -.-> %s_w\n", id, mermaidText(e.Write.What+" via "+e.Write.Via), mermaidText(pos(e.Write.File, e.Write.Line)), id, id)
		}
		for j, mk := range e.Marks {
			fmt.Fprintf(&b, "    %s_m%d{{\"%s: %s<br/>%s\"}}\n    %s -.- %s_m%d\n", id, j, mermaidText(mk.Kind), mermaidText(mk.What), mermaidText(pos(mk.File, mk.Line)), id, id, j)
		}
		for j, f := range e.Findings {
			fmt.Fprintf(&b, "    %s_f%d>\"%s: %s\"]:::bad\n    %s -.- %s_f%d\n", id, j, mermaidText(f.Check), mermaidText(pos(f.File, f.Line)), id, id, j)
		}
		b.WriteString("  end\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// dotText escapes a label for a quoted DOT string.
func dotText(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s)
}

var dotFill = map[string]string{"ok": "#e6f4ea", "warn": "#fef7e0", "bad": "#fce8e6"}

func (m *Map) dot(w io.Writer) error {
	var b strings.Builder
	b.WriteString("digraph retrymap {\n  rankdir=LR;\n  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=10, fillcolor=\"#ffffff\"];\n")
	fmt.Fprintf(&b, "  label=\"retrylint retry map: %d entry points reach a retry owner; %d left out (the smallest products)\";\n", len(m.Entries), m.LeftOut)
	for i, e := range m.drawn() {
		id := fmt.Sprintf("e%d", i)
		fmt.Fprintf(&b, "  subgraph cluster_%d {\n    label=\"%s · %s\";\n", i, dotText(e.Name), dotText(callsText(e.Product)))
		fmt.Fprintf(&b, "    %s [label=\"%s\\n%s · %s\", fillcolor=\"#e8f0fe\"];\n", id, dotText(e.Name), dotText(e.Kind), dotText(pos(e.File, e.Line)))
		for j, br := range e.Branches {
			prev := id
			for k, l := range br.Layers {
				nid := fmt.Sprintf("%sb%dl%d", id, j, k)
				fmt.Fprintf(&b, "    %s [label=\"%s\", fillcolor=\"%s\"];\n", nid, dotText(strings.Join(nodeLabel(l), "\n")), dotFill[severity(l.Calls)])
				attr := ""
				if k == 0 && len(br.Path) > 0 {
					attr = fmt.Sprintf(" [label=\"via %s\"]", dotText(br.Path[0].Name))
				}
				fmt.Fprintf(&b, "    %s -> %s%s;\n", prev, nid, attr)
				prev = nid
			}
			if len(br.Layers) > 1 {
				fmt.Fprintf(&b, "    %s_p%d [shape=ellipse, label=\"%s\", fillcolor=\"%s\"];\n    %s -> %s_p%d [style=dashed, arrowhead=none];\n", id, j, dotText(callsText(br.Product)), dotFill[severity(br.Calls)], prev, id, j)
			}
		}
		if e.Write != nil {
			fmt.Fprintf(&b, "    %s_w [shape=note, label=\"write: %s\\n%s\"];\n    %s -> %s_w [style=dashed];\n", id, dotText(e.Write.What+" via "+e.Write.Via), dotText(pos(e.Write.File, e.Write.Line)), id, id)
		}
		for j, mk := range e.Marks {
			fmt.Fprintf(&b, "    %s_m%d [shape=hexagon, label=\"%s: %s\\n%s\"];\n    %s -> %s_m%d [style=dashed, arrowhead=none];\n", id, j, dotText(mk.Kind), dotText(mk.What), dotText(pos(mk.File, mk.Line)), id, id, j)
		}
		for j, f := range e.Findings {
			fmt.Fprintf(&b, "    %s_f%d [shape=cds, fillcolor=\"#fce8e6\", label=\"%s: %s\"];\n    %s -> %s_f%d [style=dotted, arrowhead=none];\n", id, j, dotText(f.Check), dotText(pos(f.File, f.Line)), id, id, j)
		}
		b.WriteString("  }\n")
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

const css = `body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#202124;max-width:1400px}
h1{font-size:22px;margin:0 0 4px}
.summary{color:#5f6368;margin:0 0 16px}
.legend span{display:inline-block;padding:1px 8px;margin-right:6px;border-radius:10px;border:1px solid}
section.entry{border:1px solid #dadce0;border-radius:8px;padding:8px 12px;margin:10px 0}
section.entry h2{font-size:16px;margin:4px 0}
.kind{font-size:12px;color:#5f6368;font-weight:normal;margin-left:6px}
.product{font-size:12px;padding:1px 8px;border-radius:10px;margin-left:8px;border:1px solid}
.ok{background:#e6f4ea;border-color:#1e8e3e}
.warn{background:#fef7e0;border-color:#f29900}
.bad{background:#fce8e6;border-color:#d93025}
.pos{font-family:ui-monospace,monospace;font-size:12px;color:#5f6368}
svg{display:block;margin:6px 0;max-width:100%;height:auto}
svg text{font:11px ui-monospace,monospace;fill:#202124}
ol.chain,ul.marks,ul.findings{margin:4px 0 4px 18px;padding:0}
li.finding{color:#a50e0e}
li.finding b{font-family:ui-monospace,monospace}
details>summary{cursor:pointer}
.leftout{color:#5f6368;font-style:italic}
`

var svgFill = map[string][2]string{"ok": {"#e6f4ea", "#1e8e3e"}, "warn": {"#fef7e0", "#f29900"}, "bad": {"#fce8e6", "#d93025"}, "entry": {"#e8f0fe", "#1a73e8"}}

// svgBranch draws one branch as a row of boxes, the entry first.
func svgBranch(b *strings.Builder, e Entry, br Branch) {
	const w, gap = 230, 34
	boxes := [][]string{{e.Name, e.Kind, pos(e.File, e.Line)}}
	classes := []string{"entry"}
	for _, l := range br.Layers {
		boxes = append(boxes, nodeLabel(l))
		classes = append(classes, severity(l.Calls))
	}
	boxes = append(boxes, []string{callsText(br.Product), "per operation", ""})
	classes = append(classes, severity(br.Calls))
	// Every box is as tall as the one with the most lines (a layer's
	// class adds one).
	n := 3
	for _, lines := range boxes {
		n = max(n, len(lines))
	}
	h := 9 + n*15
	width := len(boxes)*(w+gap) - gap + 2
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`, width, h+2, width, h+2, html.EscapeString(e.Name+": "+callsText(br.Product)))
	for i, lines := range boxes {
		x := 1 + i*(w+gap)
		c := svgFill[classes[i]]
		rx := 6
		if i == len(boxes)-1 {
			rx = 26
		}
		fmt.Fprintf(b, `<rect x="%d" y="1" width="%d" height="%d" rx="%d" fill="%s" stroke="%s"/>`, x, w, h, rx, c[0], c[1])
		for j, line := range lines {
			if line == "" {
				continue
			}
			fmt.Fprintf(b, `<text x="%d" y="%d">%s</text>`, x+8, 17+j*15, html.EscapeString(clip(line, 34)))
		}
		if i > 0 {
			ax := x - gap
			fmt.Fprintf(b, `<path d="M%d %d h%d m-6 -5 l6 5 l-6 5" fill="none" stroke="#5f6368"/>`, ax+2, 1+h/2, gap-4)
		}
	}
	b.WriteString("</svg>\n")
}

// clip shortens a line to n runes for a box.
func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

func (m *Map) html(w io.Writer) error {
	var b strings.Builder
	esc := html.EscapeString
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>retrylint retry map</title>\n<style>\n")
	b.WriteString(css)
	b.WriteString("</style>\n</head>\n<body>\n<h1>Retry map</h1>\n")
	distinct := map[Finding]bool{}
	for _, e := range m.Entries {
		for _, f := range e.Findings {
			f.Owner = ""
			distinct[f] = true
		}
	}
	fmt.Fprintf(&b, "<p class=\"summary\" id=\"summary\">%d entry points reach a retry owner; %d findings on their chains. Each row is one chain of retry owners below an entry point, outermost first, with its attempts and the product per operation.</p>\n", len(m.Entries), len(distinct))
	b.WriteString("<p class=\"legend\"><span class=\"ok\">up to 4 calls</span><span class=\"warn\">up to 16, or not known</span><span class=\"bad\">more than 16, or no bound</span></p>\n")
	for i, e := range m.drawn() {
		open := len(e.Findings) > 0
		fmt.Fprintf(&b, "<section class=\"entry\" id=\"entry-%d\" data-name=\"%s\" data-product=\"%s\">\n", i, esc(e.Name), esc(e.Product))
		head := fmt.Sprintf("%s<span class=\"kind\">%s · %s</span><span class=\"product %s\">%s</span>", esc(e.Name), esc(e.Kind), esc(pos(e.File, e.Line)), severity(e.Calls), esc(callsText(e.Product)))
		if open {
			fmt.Fprintf(&b, "<h2>%s</h2>\n", head)
		} else {
			fmt.Fprintf(&b, "<details>\n<summary><b>%s</b> (no finding on its chains)</summary>\n", head)
		}
		for _, br := range e.Branches {
			svgBranch(&b, e, br)
			b.WriteString("<ol class=\"chain\">\n")
			if len(br.Path) > 0 {
				var names []string
				for _, h := range br.Path {
					names = append(names, esc(h.Name)+" <span class=\"pos\">"+esc(pos(h.File, h.Line))+"</span>")
				}
				fmt.Fprintf(&b, "<li class=\"path\">calls %s</li>\n", strings.Join(names, " → "))
			}
			for _, l := range br.Layers {
				why := ""
				if l.Why != "" {
					why = " (? because it " + esc(l.Why) + ")"
				}
				on := ""
				if l.Retries != "" {
					on = ", on " + esc(l.Retries)
				}
				fmt.Fprintf(&b, "<li class=\"layer\" data-attempts=\"%s\">%s: %s, <b>%s</b>%s%s <span class=\"pos\">%s</span></li>\n", esc(l.Attempts), esc(l.Func), esc(l.Via), esc(l.Attempts), on, why, esc(pos(l.File, l.Line)))
				if l.Deeper {
					b.WriteString("<li class=\"deeper\">… more layers below, not kept: the product counts only those above</li>\n")
				}
			}
			fmt.Fprintf(&b, "<li class=\"total\">product: <b class=\"%s\">%s</b> per operation</li>\n</ol>\n", severity(br.Calls), esc(callsText(br.Product)))
		}
		if e.Write != nil || len(e.Marks) > 0 {
			b.WriteString("<ul class=\"marks\">\n")
			if e.Write != nil {
				fmt.Fprintf(&b, "<li class=\"write\">reaches a non-idempotent write: %s via %s in %s <span class=\"pos\">%s</span></li>\n", esc(e.Write.What), esc(e.Write.Via), esc(e.Write.Func), esc(pos(e.Write.File, e.Write.Line)))
			}
			for _, mk := range e.Marks {
				fmt.Fprintf(&b, "<li class=\"mark\">%s: %s <span class=\"pos\">%s</span></li>\n", esc(mk.Kind), esc(mk.What), esc(pos(mk.File, mk.Line)))
			}
			b.WriteString("</ul>\n")
		}
		if open {
			b.WriteString("<ul class=\"findings\">\n")
			for _, f := range e.Findings {
				fmt.Fprintf(&b, "<li class=\"finding\" data-check=\"%s\"><b>%s</b> <span class=\"pos\">%s</span>: %s</li>\n", esc(f.Check), esc(f.Check), esc(pos(f.File, f.Line)), esc(f.Message))
			}
			b.WriteString("</ul>\n")
		} else {
			b.WriteString("</details>\n")
		}
		b.WriteString("</section>\n")
	}
	fmt.Fprintf(&b, "<p class=\"leftout\" id=\"leftout\">%d entry points left out (the smallest products); the JSON form (-map=FILE.json) holds them all.</p>\n", m.LeftOut)
	b.WriteString("</body>\n</html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}
