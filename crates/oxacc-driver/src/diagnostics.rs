//! Printing the front end's diagnostics.
//!
//! TEMPORARY: a minimal `file:line:col: severity: message` printer, used until
//! `oxacc_syntax::render` (with its `SourceMap`) is exported; then this calls that instead.

use oxacc_syntax::{Diagnostic, Severity};
use std::fmt::Write;

/// Renders `diags`, whose spans index `text` (preprocessed, with line markers).
pub fn render(diags: &[Diagnostic], text: &str) -> String {
    let mut out = String::new();
    for d in diags {
        let (file, line, col) = locate(text, d.span.start as usize);
        let _ = writeln!(
            out,
            "{file}:{line}:{col}: {}: {}",
            severity(d.severity),
            d.message
        );
        for label in &d.labels {
            let (file, line, col) = locate(text, label.span.start as usize);
            let _ = writeln!(out, "{file}:{line}:{col}: note: {}", label.message);
        }
        for note in &d.notes {
            let _ = writeln!(out, "note: {note}");
        }
    }
    out
}

fn severity(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Note => "note",
    }
}

/// The original file, line and column of byte `offset`, from the `# N "file"` markers before it.
fn locate(text: &str, offset: usize) -> (String, u32, usize) {
    let offset = offset.min(text.len());
    let mut file = String::from("<input>");
    let mut line: u32 = 1;
    let mut line_start = 0;
    for (i, l) in text.split_inclusive('\n').scan(0usize, |pos, l| {
        let start = *pos;
        *pos += l.len();
        Some((start, l))
    }) {
        if i > offset || (i == offset && i != 0 && offset == text.len()) {
            break;
        }
        line_start = i;
        if i + l.len() > offset {
            break;
        }
        match parse_marker(l) {
            Some((n, name)) => {
                line = n;
                if let Some(name) = name {
                    file = name;
                }
            }
            None => line = line.saturating_add(1),
        }
    }
    (file, line, offset - line_start + 1)
}

fn parse_marker(line: &str) -> Option<(u32, Option<String>)> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    let rest = rest.strip_prefix("line").unwrap_or(rest).trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let n: u32 = rest.get(..digits)?.parse().ok()?;
    let rest = rest[digits..].trim_start();
    let name = rest
        .strip_prefix('"')
        .and_then(|r| r.split_once('"'))
        .map(|(name, _)| name.to_string());
    Some((n, name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use oxacc_syntax::Span;

    #[test]
    fn locates_through_markers() {
        let text = "# 1 \"a.c\"\nint x;\n# 7 \"b.h\" 1\nint y;\nbad;\n";
        let off = text.find("bad").expect("present") as u32;
        let d = Diagnostic::error(Span::new(off, off + 3), "oops");
        assert_eq!(render(&[d], text), "b.h:8:1: error: oops\n");
        let off = text.find("x;").expect("present") as u32;
        let d = Diagnostic::warning(Span::new(off, off + 1), "w");
        assert_eq!(render(&[d], text), "a.c:1:5: warning: w\n");
    }

    #[test]
    fn out_of_range_does_not_panic() {
        let d = Diagnostic::error(Span::new(1000, 1001), "far");
        let _ = render(&[d], "abc");
        let _ = render(&[Diagnostic::error(Span::new(0, 0), "e")], "");
    }
}
