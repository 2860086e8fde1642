//! Plain-text diagnostic rendering in the style of gcc/clang:
//!
//! ```text
//! file.c:3:9: error: expected ';' after expression
//!     x = 1
//!          ^
//! file.c:1:5: note: previous declaration is here
//!     int x;
//!         ^
//! note: some extra text
//! ```
//!
//! No colours, so UI tests can compare the output exactly.

use crate::diagnostic::{Diagnostic, Severity};
use crate::source_map::SourceMap;
use crate::span::Span;
use std::fmt::Write;

/// Renders every diagnostic of `diags`, in order. `text` is the preprocessed text that the
/// spans index and that `map` was built from.
pub fn render(diags: &[Diagnostic], map: &SourceMap, text: &str) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(&mut out, d, map, text);
    }
    out
}

/// Renders one diagnostic (see [`render`]).
pub fn render_one(out: &mut String, d: &Diagnostic, map: &SourceMap, text: &str) {
    snippet(out, d.severity, &d.message, d.span, map, text);
    for label in &d.labels {
        snippet(out, Severity::Note, &label.message, label.span, map, text);
    }
    for note in &d.notes {
        let _ = writeln!(out, "note: {note}");
    }
}

fn severity_name(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

fn snippet(out: &mut String, sev: Severity, msg: &str, span: Span, map: &SourceMap, text: &str) {
    let loc = map.lookup(span.start);
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}",
        loc.file,
        loc.line,
        loc.col,
        severity_name(sev),
        msg
    );
    let (line_start, line_end) = map.line_range(span.start, text);
    let Some(line) = text.get(line_start..line_end) else {
        return;
    };
    let _ = writeln!(out, "{line}");
    // The caret line repeats the line's tabs so that it lines up in any tab width; every other
    // character (a multi-byte one included) becomes one space.
    let caret_at = (span.start as usize).clamp(line_start, line_end);
    let mut caret = String::new();
    for (i, c) in line.char_indices() {
        if line_start + i >= caret_at {
            break;
        }
        caret.push(if c == '\t' { '\t' } else { ' ' });
    }
    caret.push('^');
    let span_end = (span.end as usize).clamp(caret_at, line_end);
    if let Some(under) = text.get(caret_at..span_end) {
        for _ in under.chars().skip(1) {
            caret.push('~');
        }
    }
    let _ = writeln!(out, "{caret}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_gcc_style() {
        let text = "# 1 \"t.c\"\nint x;\n\tfoo(bar);\r\n";
        let map = SourceMap::new(text);
        let off = text.find("bar").unwrap() as u32;
        let d = Diagnostic::error(
            Span::new(off, off + 3),
            "use of undeclared identifier 'bar'",
        )
        .with_label(Span::new(14, 15), "declared here")
        .with_note("oops");
        let got = render(&[d], &map, text);
        assert_eq!(
            got,
            "t.c:2:6: error: use of undeclared identifier 'bar'\n\tfoo(bar);\n\t    ^~~\n\
             t.c:1:5: note: declared here\nint x;\n    ^\nnote: oops\n"
        );
    }

    #[test]
    fn empty_text_does_not_panic() {
        let map = SourceMap::new("");
        let d = Diagnostic::error(Span::new(3, 9), "x");
        assert_eq!(render(&[d], &map, ""), "<input>:1:4: error: x\n\n^\n");
    }
}
