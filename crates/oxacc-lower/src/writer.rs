//! The host writer: the preprocessed text with rewritten regions spliced in by byte range.
//!
//! Untouched code reaches `cc` byte for byte. After every splice a `# LINE "file"` marker is
//! emitted so that cc's messages and debug info for the code that follows still point at the
//! user's file and line (the replacement itself may span any number of lines).
//!
//! Generated code is marked as a system header's (`# LINE "file" 3`, [`HostWriter::
//! generated_marker`]): before every splice, and by the lowering passes after the user code
//! they copy into their text. cc then holds back the warnings of the user's `-W` flags about
//! oxacc's own code (`-Wdeclaration-after-statement`, `-Wconversion`, `-Wredundant-decls`...,
//! which `-Werror` would turn into a broken build) and keeps them for the user's code, which
//! always follows a plain marker ([`HostWriter::line_marker`]). A `#pragma GCC diagnostic`
//! around the code would not do: GCC 12 applies it by position only to some warnings, and a
//! function's generated parts lie between the user's statements.
//!
//! Lowering passes register edits bottom-up: an inner construct (an `atomic` inside a compute
//! region, say) registers its edit first; the outer construct then reads its body *with the
//! inner edits applied* ([`HostWriter::text_with_edits`]) and replaces its whole span. An edit
//! that lies inside a later, larger edit is superseded by it and dropped when writing.
//!
//! Every edit has an *owner*: the span of the construct it belongs to. For a replacement it
//! is the replaced span; for the closing code a construct inserts at its own end (a data
//! construct's exit, `insert_closing`) it is the whole construct. An insertion at the end of
//! a statement is ambiguous by offset alone: `#pragma acc data` whose body is directly an
//! OpenMP construct puts its exit at the very offset where the OpenMP construct (and its
//! loop's body) end, and so would an OpenACC data construct *inside* it. Passes that take or
//! render a span's edits ask whether the owner lies inside the span, not the edit.

use oxacc_syntax::{SourceMap, Span};

#[derive(Clone, Debug, PartialEq, Eq)]
struct Edit {
    span: Span,
    text: String,
    /// Emit a line marker after the replacement (off for pure insertions in the middle of a
    /// line, where the following text keeps its own line anyway).
    resync: bool,
    /// The construct the edit belongs to (contains `span`; see the module comment).
    owner: Span,
}

/// An edit taken out of the writer ([`HostWriter::take_within`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TakenEdit {
    pub span: Span,
    /// The construct the edit belongs to: `span` itself, or for closing code inserted at a
    /// construct's end, the whole construct.
    pub owner: Span,
    pub text: String,
}

/// Collects edits over one preprocessed translation unit and writes the result.
pub struct HostWriter<'a> {
    text: &'a str,
    map: &'a SourceMap,
    edits: Vec<Edit>,
    prelude: String,
}

impl<'a> HostWriter<'a> {
    pub fn new(text: &'a str, map: &'a SourceMap) -> HostWriter<'a> {
        HostWriter {
            text,
            map,
            edits: Vec::new(),
            prelude: String::new(),
        }
    }

    /// The preprocessed text this writer edits.
    pub fn source(&self) -> &'a str {
        self.text
    }

    /// Text placed before the first byte of the file (runtime declarations).
    pub fn add_prelude(&mut self, text: &str) {
        self.prelude.push_str(text);
    }

    /// The length of the prelude, which [`HostWriter::finish`] puts first.
    pub fn prelude_len(&self) -> usize {
        self.prelude.len()
    }

    /// Replaces `span` with `text`, then re-synchronises line numbers.
    pub fn replace(&mut self, span: Span, text: impl Into<String>) {
        self.push(span, span, text.into(), true);
    }

    /// Inserts `text` at `offset` (before the byte there), then re-synchronises line numbers.
    pub fn insert(&mut self, offset: u32, text: impl Into<String>) {
        let at = Span::new(offset, offset);
        self.push(at, at, text.into(), true);
    }

    /// Inserts the closing code of `construct` (a statement: directive line and body) at its
    /// end. The insertion belongs to `construct`: an enclosing span takes or renders it only
    /// when `construct` lies inside that span, not a statement that merely ends where
    /// `construct` ends (its body, or the OpenMP construct that is its body).
    pub fn insert_closing(&mut self, construct: Span, text: impl Into<String>) {
        let at = Span::new(construct.end, construct.end);
        self.push(at, construct, text.into(), true);
    }

    fn push(&mut self, span: Span, owner: Span, text: String, resync: bool) {
        // A new edit covering earlier ones supersedes them: their effect must already be in
        // `text` (the caller used `text_with_edits`).
        // Insertions exactly at its edges stay: they are outside the replaced bytes. Except
        // the closing code of a construct inside `span`: `text_with_edits` gave it to the
        // caller, which must not get it twice.
        self.edits.retain(|e| {
            let inside = span.start <= e.span.start && e.span.end <= span.end;
            let at_edge =
                e.span.is_empty() && (e.span.start == span.start || e.span.start == span.end);
            let closes_inner = !e.owner.is_empty()
                && e.owner != e.span
                && span.start <= e.owner.start
                && e.owner.end <= span.end;
            span.is_empty() || !inside || (at_edge && !closes_inner)
        });
        self.edits.push(Edit {
            span,
            text,
            resync,
            owner,
        });
    }

    /// The text of `span` with the edits registered inside it applied (without line markers
    /// at its edges; markers after inner splices are kept so code stays mapped).
    pub fn text_with_edits(&self, span: Span) -> String {
        let inner: Vec<&Edit> = self.sorted_edits_within(span);
        self.splice(span, &inner)
    }

    /// The texts of the edits that replace bytes around `at` (a non-empty span containing
    /// it): an identifier there is no longer in the output, but may be in their text (the
    /// OpenMP lowering renames a moved threadprivate variable's tokens in them).
    pub fn texts_covering(&mut self, at: Span) -> Vec<&mut String> {
        self.edits
            .iter_mut()
            .filter(|e| !e.span.is_empty() && e.span.start <= at.start && at.end <= e.span.end)
            .map(|e| &mut e.text)
            .collect()
    }

    /// Removes and returns every edit whose owner lies inside `span`, insertions at its edges
    /// included, in text order (the OpenMP lowering re-renders a construct with the OpenACC
    /// edits inside it and then replaces the whole construct, which must not leave an edge
    /// insertion of an inner construct behind). The closing code of an enclosing construct
    /// inserted at `span`'s end stays: it follows the replacement.
    pub fn take_within(&mut self, span: Span) -> Vec<TakenEdit> {
        let mut taken: Vec<(usize, Edit)> = Vec::new();
        let mut kept = Vec::with_capacity(self.edits.len());
        for (i, e) in std::mem::take(&mut self.edits).into_iter().enumerate() {
            if span.start <= e.owner.start && e.owner.end <= span.end {
                taken.push((i, e));
            } else {
                kept.push(e);
            }
        }
        self.edits = kept;
        taken.sort_by_key(|(i, e)| (e.span.start, e.span.end, *i));
        taken
            .into_iter()
            .map(|(_, e)| TakenEdit {
                span: e.span,
                owner: e.owner,
                text: e.text,
            })
            .collect()
    }

    /// A `# LINE "file"` marker naming the original position of `offset`, on its own line,
    /// followed by spaces up to the original column so the next token keeps its column.
    /// Past column [`MAX_PADDED_COLUMN`] no spaces are written (cc's columns there drift).
    pub fn line_marker(&self, offset: u32) -> String {
        let loc = self.map.lookup(offset);
        let mut s = format!("\n# {} \"{}\"\n", loc.line, escape_c_string(loc.file));
        if loc.col <= MAX_PADDED_COLUMN {
            for _ in 1..loc.col {
                s.push(' ');
            }
        }
        s
    }

    /// A `# LINE "file" 3` marker naming the line of `offset`, on its own line: the code
    /// after it is oxacc's, which cc treats as a system header's (no warnings; see the module
    /// comment). Code copied from the user's file must follow a [`Self::line_marker`] again.
    pub fn generated_marker(&self, offset: u32) -> String {
        let loc = self.map.lookup(offset);
        format!("\n# {} \"{}\" 3\n", loc.line, escape_c_string(loc.file))
    }

    /// The original `file:LINE` of `offset`, as a C string literal's contents.
    pub fn location_text(&self, offset: u32) -> String {
        let loc = self.map.lookup(offset);
        format!("{}:{}", escape_c_string(loc.file), loc.line)
    }

    /// The original location of `offset`.
    pub fn lookup(&self, offset: u32) -> oxacc_syntax::Location<'a> {
        self.map.lookup(offset)
    }

    /// Writes the whole translation unit.
    pub fn finish(&self) -> String {
        let all = Span::new(0, self.text.len() as u32);
        let edits = self.sorted_edits_within(all);
        let mut out = String::with_capacity(self.text.len() + self.prelude.len() + 4096);
        out.push_str(&self.prelude);
        out.push_str(&self.splice(all, &edits));
        out
    }

    /// Edits inside `span`, outermost only, in text order (insertions at one offset keep the
    /// order they were registered in).
    fn sorted_edits_within(&self, span: Span) -> Vec<&Edit> {
        let mut inner: Vec<(usize, &Edit)> = self
            .edits
            .iter()
            .enumerate()
            .filter(|(_, e)| {
                // Inside `span`, but not an edit of `span` itself (an insertion at an empty
                // span's offset is inside it), nor the closing code of an enclosing
                // construct that ends where `span` ends.
                span.start <= e.owner.start
                    && e.owner.end <= span.end
                    && (e.span != span || span.is_empty())
            })
            .collect();
        inner.sort_by_key(|(i, e)| (e.span.start, e.span.end, *i));
        // Drop edits nested in an earlier-starting one (superseded edits were removed in
        // `push`, so this only guards against overlaps registered out of order).
        let mut kept: Vec<&Edit> = Vec::with_capacity(inner.len());
        let mut end = span.start;
        for (_, e) in inner {
            if e.span.start < end && !e.span.is_empty() {
                continue;
            }
            if e.span.is_empty() && e.span.start < end {
                continue;
            }
            end = end.max(e.span.end);
            kept.push(e);
        }
        kept
    }

    fn splice(&self, span: Span, edits: &[&Edit]) -> String {
        let mut out = String::new();
        let mut pos = span.start as usize;
        for e in edits {
            let start = e.span.start as usize;
            if start > pos {
                out.push_str(self.text.get(pos..start).unwrap_or(""));
            }
            if e.resync {
                out.push_str(&self.generated_marker(start as u32));
            }
            out.push_str(&e.text);
            pos = pos.max(e.span.end as usize);
            if e.resync && pos < span.end as usize {
                out.push_str(&self.line_marker(pos as u32));
            }
        }
        if pos < span.end as usize {
            out.push_str(self.text.get(pos..span.end as usize).unwrap_or(""));
        }
        out
    }
}

/// The last column that [`HostWriter::line_marker`] pads to. Every edit in a region (a
/// variable renamed) resumes the user's text after a marker: padding each to its column made
/// the host C of one generated line of n renamed terms n x the line's length (10 000 terms:
/// 390 MB, half a minute); lines that long are generated code, where cc's columns matter less.
pub const MAX_PADDED_COLUMN: u32 = 1024;

/// Escapes `s` for use inside a C string literal.
pub fn escape_c_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\{:03o}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = "# 1 \"t.c\"\nint f(void) {\n  int x = 1;\n  return x;\n}\n";

    fn span_of(needle: &str) -> Span {
        let start = SRC.find(needle).expect("needle in source") as u32;
        Span::new(start, start + needle.len() as u32)
    }

    /// The marker pads to the column on ordinary lines, not on very long ones (the padding
    /// after each of n edits of one line made the host C quadratic in n).
    #[test]
    fn marker_padding_is_bounded() {
        let long = format!("# 1 \"t.c\"\nint x = {}1;\n", "1 + ".repeat(2000));
        let map = SourceMap::new(&long);
        let w = HostWriter::new(&long, &map);
        assert_eq!(w.line_marker(12), "\n# 1 \"t.c\"\n  ");
        let far = long.rfind("1;").expect("end") as u32;
        assert_eq!(w.line_marker(far), "\n# 1 \"t.c\"\n");
    }

    #[test]
    fn untouched_text_is_byte_for_byte() {
        let map = SourceMap::new(SRC);
        let w = HostWriter::new(SRC, &map);
        assert_eq!(w.finish(), SRC);
    }

    #[test]
    fn replacement_is_followed_by_a_line_marker_at_the_original_column() {
        let map = SourceMap::new(SRC);
        let mut w = HostWriter::new(SRC, &map);
        w.replace(span_of("int x = 1;"), "int x =\n 2;");
        let out = w.finish();
        assert_eq!(
            out,
            "# 1 \"t.c\"\nint f(void) {\n  \n# 2 \"t.c\" 3\nint x =\n 2;\n# 2 \"t.c\"\n            \n  return x;\n}\n"
        );
    }

    #[test]
    fn outer_edit_supersedes_inner_edits_and_sees_them() {
        let map = SourceMap::new(SRC);
        let mut w = HostWriter::new(SRC, &map);
        w.replace(span_of("x = 1"), "y = 1");
        let body = span_of("int x = 1;\n  return x;");
        let inner = w.text_with_edits(body);
        // The inner edit's text is marked as generated, the user's text after it is not.
        assert!(
            inner.starts_with("int \n# 2 \"t.c\" 3\ny = 1\n# 2 \"t.c\"\n           ;"),
            "{inner}"
        );
        w.replace(body, format!("{{ {inner} }}"));
        let out = w.finish();
        assert!(
            out.contains("\n# 2 \"t.c\" 3\n{ int \n# 2 \"t.c\" 3\ny = 1"),
            "{out}"
        );
        assert_eq!(out.matches("y = 1").count(), 1, "{out}");
    }

    /// `#pragma acc data` whose body is an OpenMP construct: the data exit, inserted at the
    /// end of the whole data construct, stays behind when the OpenMP construct (ending at the
    /// same offset) is taken out and replaced; an inner construct's closing code goes with it.
    #[test]
    fn closing_insertion_goes_with_its_own_construct() {
        let map = SourceMap::new(SRC);
        let mut w = HostWriter::new(SRC, &map);
        let outer = span_of("int x = 1;\n  return x;");
        let inner = span_of("return x;");
        let inner_construct = Span::new(span_of("x;").start, inner.end);
        w.insert_closing(outer, "/*outer exit*/");
        w.insert_closing(inner_construct, "/*inner exit*/");
        let taken = w.take_within(inner);
        assert_eq!(taken.len(), 1, "{taken:?}");
        assert_eq!(taken[0].text, "/*inner exit*/");
        assert_eq!(taken[0].owner, inner_construct);
        assert!(!w.text_with_edits(inner).contains("outer"));
        w.replace(inner, "return 2;/*inner exit*/");
        let out = w.finish();
        let (inner_at, outer_at) = (out.find("inner exit"), out.find("outer exit"));
        assert!(inner_at.is_some() && inner_at < outer_at, "{out}");
        assert_eq!(out.matches("inner exit").count(), 1, "{out}");
    }

    /// An outer edit that rendered an inner construct's closing code (`text_with_edits`)
    /// supersedes it even though it lies at the outer edit's edge.
    #[test]
    fn superseding_edit_drops_the_closing_code_it_rendered() {
        let map = SourceMap::new(SRC);
        let mut w = HostWriter::new(SRC, &map);
        let body = span_of("int x = 1;\n  return x;");
        w.insert_closing(span_of("return x;"), "/*exit*/");
        let text = w.text_with_edits(body);
        assert!(text.ends_with("/*exit*/"), "{text}");
        w.replace(body, text);
        assert_eq!(w.finish().matches("/*exit*/").count(), 1);
    }

    #[test]
    fn insertions_keep_registration_order() {
        let map = SourceMap::new(SRC);
        let mut w = HostWriter::new(SRC, &map);
        let at = span_of("int f").start;
        w.insert(at, "A\n");
        w.insert(at, "B\n");
        let out = w.finish();
        let a = out.find("A\n").expect("A");
        let b = out.find("B\n").expect("B");
        assert!(a < b, "{out}");
    }
}
