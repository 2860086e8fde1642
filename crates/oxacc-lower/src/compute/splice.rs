//! Edits inside one compute region, applied when its text is copied into the outlined
//! function (the region's own replacement in the `HostWriter` then supersedes them; see
//! `writer.rs`). Like `HostWriter`, an edit inside a later, larger one is dropped, and a
//! replacement that changes the number of lines is followed by a line marker so the code
//! after it keeps its original line numbers. On the host path each edit's text is oxacc's
//! code: it follows a "generated" marker and the user's text after it a plain one again
//! (writer.rs says why).

use oxacc_syntax::Span;

#[derive(Default, Debug)]
pub struct Edits {
    list: Vec<(Span, String)>,
}

impl Edits {
    pub fn replace(&mut self, span: Span, text: impl Into<String>) {
        self.list.push((span, text.into()));
    }

    pub fn insert(&mut self, at: u32, text: impl Into<String>) {
        self.list.push((Span::new(at, at), text.into()));
    }

    /// The text of `span` with the edits inside it applied, an edit of exactly `span`
    /// included (outermost edits win; insertions
    /// at one offset keep their order and come before a replacement starting there).
    /// `marker(offset)` resumes the user's text at `offset`; `generated(offset)` starts an
    /// edit's text there (both may be empty).
    pub fn render(
        &self,
        text: &str,
        span: Span,
        marker: &dyn Fn(u32) -> String,
        generated: &dyn Fn(u32) -> String,
    ) -> String {
        let mut inner: Vec<(usize, &(Span, String))> = self
            .list
            .iter()
            .enumerate()
            .filter(|(_, (s, _))| span.start <= s.start && s.end <= span.end)
            .collect();
        // Outer (longer) replacements first among those starting at one offset; insertions
        // (empty) before them.
        inner.sort_by_key(|(i, (s, _))| {
            (
                s.start,
                if s.is_empty() { 0 } else { 1 },
                u32::MAX - s.end,
                *i,
            )
        });
        let mut out = String::new();
        let mut pos = span.start;
        for (_, (s, t)) in inner {
            if s.start < pos {
                continue; // nested in an edit already applied
            }
            out.push_str(text.get(pos as usize..s.start as usize).unwrap_or(""));
            let gen = generated(s.start);
            out.push_str(&gen);
            out.push_str(t);
            let old = text.get(s.start as usize..s.end as usize).unwrap_or("");
            pos = s.end;
            // The user's text goes on after an edit marked as generated, and on its own
            // line after a replacement that changed the number of lines.
            let relines = !s.is_empty() && old.matches('\n').count() != t.matches('\n').count();
            if (relines || !gen.is_empty()) && pos < span.end {
                out.push_str(&marker(pos));
            }
        }
        out.push_str(text.get(pos as usize..span.end as usize).unwrap_or(""));
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outer_edit_wins_and_insertions_keep_order() {
        let text = "a + b * c;";
        let mut e = Edits::default();
        e.replace(Span::new(4, 5), "(*p)");
        e.replace(Span::new(4, 9), "X");
        e.insert(0, "[");
        e.insert(0, "(");
        e.insert(10, "]");
        let out = e.render(text, Span::new(0, 10), &|_| String::new(), &|_| {
            String::new()
        });
        assert_eq!(out, "[(a + X;]");
        // Rendering exactly an edited span gives the edit.
        assert_eq!(
            e.render(text, Span::new(4, 5), &|_| String::new(), &|_| String::new(
            )),
            "(*p)"
        );
    }

    #[test]
    fn a_replacement_changing_lines_is_followed_by_a_marker() {
        let text = "x\ny\nz";
        let mut e = Edits::default();
        e.replace(Span::new(0, 1), "x1\nx2");
        let out = e.render(text, Span::new(0, 5), &|o| format!("<{o}>"), &|_| {
            String::new()
        });
        assert_eq!(out, "x1\nx2<1>\ny\nz");
    }

    /// Host code: an edit's text follows a generated marker, and the user's text after it a
    /// plain marker, even when the edit keeps the number of lines.
    #[test]
    fn an_edit_is_marked_generated_and_the_user_text_resumes_after_it() {
        let text = "a + b;";
        let mut e = Edits::default();
        e.replace(Span::new(0, 1), "(*p)");
        let out = e.render(text, Span::new(0, 6), &|o| format!("<{o}>"), &|o| {
            format!("[{o}]")
        });
        assert_eq!(out, "[0](*p)<1> + b;");
    }
}
