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

/// The original text of a source file named by a line marker (`None`: not readable). The
/// renderer itself reads no file: the driver passes one that does.
pub type Sources<'s> = dyn Fn(&str) -> Option<std::rc::Rc<str>> + 's;

/// Renders every diagnostic of `diags`, in order. `text` is the preprocessed text that the
/// spans index and that `map` was built from.
pub fn render(diags: &[Diagnostic], map: &SourceMap, text: &str) -> String {
    render_with_sources(diags, map, text, &|_| None)
}

/// [`render`], placing a position on a `#pragma` line at its physical line and column in
/// the original file that `sources` gives: `cc -E` rewrites a pragma line (no indentation,
/// one blank between words, comments and backslash-newlines gone), so the preprocessed
/// column of an indented or continued directive's clause was not the column of the file.
pub fn render_with_sources(
    diags: &[Diagnostic],
    map: &SourceMap,
    text: &str,
    sources: &Sources<'_>,
) -> String {
    let mut out = String::new();
    for d in diags {
        render_one_with(&mut out, d, map, text, sources);
    }
    out
}

/// Renders one diagnostic (see [`render`]).
pub fn render_one(out: &mut String, d: &Diagnostic, map: &SourceMap, text: &str) {
    render_one_with(out, d, map, text, &|_| None);
}

fn render_one_with(
    out: &mut String,
    d: &Diagnostic,
    map: &SourceMap,
    text: &str,
    sources: &Sources<'_>,
) {
    snippet(out, d.severity, &d.message, d.span, map, text, sources);
    for label in &d.labels {
        snippet(
            out,
            Severity::Note,
            &label.message,
            label.span,
            map,
            text,
            sources,
        );
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

fn snippet(
    out: &mut String,
    sev: Severity,
    msg: &str,
    span: Span,
    map: &SourceMap,
    text: &str,
    sources: &Sources<'_>,
) {
    let loc = map.lookup(span.start);
    let (line_start, line_end) = map.line_range(span.start, text);
    let Some(line) = text.get(line_start..line_end) else {
        let _ = writeln!(
            out,
            "{}:{}:{}: {}: {}",
            loc.file,
            loc.line,
            loc.col,
            severity_name(sev),
            msg
        );
        return;
    };
    let caret_at = (span.start as usize).clamp(line_start, line_end);
    let span_end = (span.end as usize).clamp(caret_at, line_end);
    let physical = if line.trim_start().starts_with("#pragma") {
        sources(loc.file).and_then(|src| {
            pragma_position(
                &src,
                loc.line,
                line,
                caret_at - line_start,
                span_end - line_start,
            )
        })
    } else {
        None
    };
    let (line_no, col, shown, from, to) = match &physical {
        Some(p) => (p.line, p.col, p.text.as_str(), p.start, p.end),
        None => (
            loc.line,
            loc.col,
            line,
            caret_at - line_start,
            span_end - line_start,
        ),
    };
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}",
        loc.file,
        line_no,
        col,
        severity_name(sev),
        msg
    );
    let _ = writeln!(out, "{shown}");
    // The caret line repeats the line's tabs so that it lines up in any tab width; every other
    // character (a multi-byte one included) becomes one space.
    let mut caret = String::new();
    for (i, c) in shown.char_indices() {
        if i >= from {
            break;
        }
        caret.push(if c == '\t' { '\t' } else { ' ' });
    }
    caret.push('^');
    if let Some(under) = shown.get(from..to.clamp(from, shown.len())) {
        for _ in under.chars().skip(1) {
            caret.push('~');
        }
    }
    let _ = writeln!(out, "{caret}");
}

/// Where a position of a preprocessed `#pragma` line lies in the original file.
struct Physical {
    /// 1-based line and byte column of the position.
    line: u32,
    col: u32,
    /// That physical line, and the byte range of the span on it.
    text: String,
    start: usize,
    end: usize,
}

/// Finds bytes `from..to` of preprocessed pragma line `pp` (which `cc -E` printed for the
/// directive starting on line `first` of `src`) in `src`: both texts are walked in step over
/// their non-blank characters, skipping in `src` blanks, backslash-newlines and comments.
/// `None` when they differ before `from` (a macro the directive's text expanded, a `_Pragma`
/// operator): the caller keeps the preprocessed position.
fn pragma_position(src: &str, first: u32, pp: &str, from: usize, to: usize) -> Option<Physical> {
    let s = src.as_bytes();
    // The start of line `first`.
    let mut i = 0usize;
    for _ in 1..first {
        i += s.get(i..)?.iter().position(|&b| b == b'\n')? + 1;
    }
    let mut line = first;
    let mut line_start = i;
    let p = pp.as_bytes();
    let mut j = 0usize;
    // Where the span starts (line, its start, the position), and the end of the last
    // character matched since.
    let mut start: Option<(u32, usize, usize)> = None;
    let mut last = i;
    loop {
        // Blanks of the preprocessed line.
        while j < p.len() && p[j].is_ascii_whitespace() {
            j += 1;
        }
        // Blanks, backslash-newlines and comments of the source.
        loop {
            match s.get(i..) {
                Some([b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r', ..]) => i += 1,
                Some([b'\\', b'\n', ..]) => {
                    i += 2;
                    line += 1;
                    line_start = i;
                }
                Some([b'\\', b'\r', b'\n', ..]) => {
                    i += 3;
                    line += 1;
                    line_start = i;
                }
                Some([b'/', b'*', ..]) => {
                    let close = s.get(i + 2..)?.windows(2).position(|w| w == b"*/")?;
                    let comment = &s[i..i + 2 + close];
                    if let Some(nl) = comment.iter().rposition(|&b| b == b'\n') {
                        line += comment.iter().filter(|&&b| b == b'\n').count() as u32;
                        line_start = i + nl + 1;
                    }
                    i += close + 4;
                }
                _ => break,
            }
        }
        if start.is_none() && j >= from {
            start = Some((line, line_start, i));
            last = i;
        }
        if let Some((l, ls, st)) = start {
            if j >= to || j >= p.len() || line != l {
                // A span crossing a backslash-newline is underlined to its first line's end.
                let text_end = s[ls..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(s.len(), |n| ls + n);
                let text = std::str::from_utf8(&s[ls..text_end])
                    .ok()?
                    .trim_end_matches('\r')
                    .to_string();
                return Some(Physical {
                    line: l,
                    col: u32::try_from(st - ls).ok()? + 1,
                    start: st - ls,
                    end: (last - ls).min(text.len()),
                    text,
                });
            }
        }
        // One non-blank character of each, equal (a `//` comment ends the directive).
        let (Some(&a), Some(&b)) = (p.get(j), s.get(i)) else {
            return None;
        };
        if a != b || (s.get(i..i + 2) == Some(b"//") && p.get(j..j + 2) != Some(b"//")) {
            return None;
        }
        i += 1;
        j += 1;
        last = i;
    }
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

    /// Renders `d` (found by `needle` in `pp`, preprocessed from file `t.c` = `src`) with the
    /// source file available.
    fn with_source(pp: &str, src: &str, needle: &str, len: u32) -> String {
        let map = SourceMap::new(pp);
        let off = pp.rfind(needle).unwrap() as u32;
        let d = Diagnostic::error(Span::new(off, off + len), "e");
        let src: std::rc::Rc<str> = std::rc::Rc::from(src);
        render_with_sources(&[d], &map, pp, &|f| (f == "t.c").then(|| src.clone()))
    }

    #[test]
    fn indented_pragma_at_its_physical_column() {
        // cc -E removes the indentation and the extra blanks of a pragma line.
        let src = "int a;\n\t  #  pragma   acc parallel  gang gang\n";
        let pp = "# 1 \"t.c\"\nint a;\n#pragma acc parallel gang gang\n";
        assert_eq!(
            with_source(pp, src, "gang", 4),
            "t.c:2:35: error: e\n\t  #  pragma   acc parallel  gang gang\n\t                                 ^~~~\n"
        );
    }

    #[test]
    fn continued_pragma_at_its_physical_line() {
        // Backslash-newlines and comments are gone from the preprocessed line.
        let src = "int a;\n#pragma acc parallel /* c\n d */ copy(a) \\\n    gang(x)\n";
        let pp = "# 1 \"t.c\"\nint a;\n#pragma acc parallel copy(a) gang(x)\n";
        assert_eq!(
            with_source(pp, src, "x", 1),
            "t.c:4:10: error: e\n    gang(x)\n         ^\n"
        );
        assert_eq!(
            with_source(pp, src, "copy", 7),
            "t.c:3:7: error: e\n d */ copy(a) \\\n      ^~~~~~~\n"
        );
    }

    #[test]
    fn expanded_pragma_keeps_the_preprocessed_column() {
        // A macro the directive's text expanded: the texts differ before the position.
        let src = "#define CL copy(a)\n  #pragma acc parallel CL gang\n";
        let pp = "# 1 \"t.c\"\n\n#pragma acc parallel copy(a) gang\n";
        assert_eq!(
            with_source(pp, src, "gang", 4),
            "t.c:2:30: error: e\n#pragma acc parallel copy(a) gang\n                             ^~~~\n"
        );
        // Before the macro the physical column holds.
        assert_eq!(
            with_source(pp, src, "parallel", 8),
            "t.c:2:15: error: e\n  #pragma acc parallel CL gang\n              ^~~~~~~~\n"
        );
    }

    #[test]
    fn empty_text_does_not_panic() {
        let map = SourceMap::new("");
        let d = Diagnostic::error(Span::new(3, 9), "x");
        assert_eq!(render(&[d], &map, ""), "<input>:1:4: error: x\n\n^\n");
    }
}
