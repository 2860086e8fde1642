//! Printing the front end's diagnostics with oxacc-syntax's renderer (gcc-style
//! `file:line:col: error: message`, the source line and a caret).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use oxacc_syntax::{Diagnostic, SourceMap};

/// Renders `diags`, whose spans index `text` (preprocessed, with line markers); `name` names
/// the lines before the first marker. Positions are given at their physical line and column,
/// read from the source files the markers name (`cc -E` rewrote the line: indentation,
/// blanks, comments and backslash-newlines gone, macros expanded). `stdin` is the source
/// read from stdin, which the markers name `<stdin>`.
pub fn render(diags: &[Diagnostic], text: &str, name: &str, stdin: Option<&str>) -> String {
    if diags.is_empty() {
        return String::new();
    }
    let map = SourceMap::with_name(text, name);
    let files: RefCell<HashMap<String, Option<Rc<str>>>> = RefCell::new(HashMap::new());
    let sources = |file: &str| {
        files
            .borrow_mut()
            .entry(file.to_string())
            .or_insert_with(|| match stdin {
                Some(src) if file == "<stdin>" => Some(Rc::from(src)),
                _ => std::fs::read_to_string(file).ok().map(Rc::from),
            })
            .clone()
    };
    oxacc_syntax::render_with_sources(diags, &map, text, &sources)
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
        let out = render(&[d], text, "t.i", None);
        assert!(out.starts_with("b.h:8:1: error: oops\n"), "{out}");
    }

    #[test]
    fn out_of_range_does_not_panic() {
        let d = Diagnostic::error(Span::new(1000, 1001), "far");
        let _ = render(&[d], "abc", "t.i", None);
        let _ = render(&[Diagnostic::error(Span::new(0, 0), "e")], "", "t.i", None);
    }
}
