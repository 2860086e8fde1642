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
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;
use std::rc::Rc;

/// The original text of a source file named by a line marker (`None`: not readable). The
/// renderer itself reads no file: the driver passes one that does.
pub type Sources<'s> = dyn Fn(&str) -> Option<std::rc::Rc<str>> + 's;

/// Renders every diagnostic of `diags`, in order. `text` is the preprocessed text that the
/// spans index and that `map` was built from.
pub fn render(diags: &[Diagnostic], map: &SourceMap, text: &str) -> String {
    render_with_sources(diags, map, text, &|_| None)
}

/// [`render`], placing every position at its physical line and column in the original file
/// that `sources` gives: `cc -E` rewrites lines (blanks collapsed, comments and
/// backslash-newlines gone, macros expanded), so a preprocessed column is often not the
/// file's (an indented directive's clause, a statement after `N` expanded to `1000`).
pub fn render_with_sources(
    diags: &[Diagnostic],
    map: &SourceMap,
    text: &str,
    sources: &Sources<'_>,
) -> String {
    let files = Files {
        sources,
        lines: RefCell::new(HashMap::new()),
        macros: RefCell::new(None),
    };
    let mut out = String::new();
    for d in diags {
        render_one_with(&mut out, d, map, text, &files);
    }
    out
}

/// Renders one diagnostic (see [`render`]).
pub fn render_one(out: &mut String, d: &Diagnostic, map: &SourceMap, text: &str) {
    let files = Files {
        sources: &|_| None,
        lines: RefCell::new(HashMap::new()),
        macros: RefCell::new(None),
    };
    render_one_with(out, d, map, text, &files);
}

/// The source files, with the start of each line computed once per file (many diagnostics
/// in a large file would otherwise scan it from the start each time).
struct Files<'s, 'f> {
    sources: &'f Sources<'s>,
    lines: RefCell<HashMap<String, Option<SourceLines>>>,
    /// The `#define` / `#undef` lines of the preprocessed text (`cc -E -dD` keeps them), by
    /// macro name: (byte offset of the line, whether it defines), in text order. Built on
    /// the first diagnostic on a `_Pragma`'s line.
    macros: RefCell<Option<MacroIndex>>,
}

type MacroIndex = HashMap<String, Vec<(usize, bool)>>;

type SourceLines = (Rc<str>, Rc<[usize]>);

impl Files<'_, '_> {
    /// The text of `file` and the byte offset of its line `line` (1-based).
    fn line(&self, file: &str, line: u32) -> Option<(Rc<str>, usize)> {
        let mut cache = self.lines.borrow_mut();
        let entry = cache.entry(file.to_string()).or_insert_with(|| {
            let src = (self.sources)(file)?;
            let starts: Rc<[usize]> = std::iter::once(0)
                .chain(
                    src.bytes()
                        .enumerate()
                        .filter(|&(_, b)| b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect();
            Some((src, starts))
        });
        let (src, starts) = entry.as_ref()?;
        let at = *starts.get(usize::try_from(line).ok()?.checked_sub(1)?)?;
        Some((src.clone(), at))
    }
}

fn render_one_with(out: &mut String, d: &Diagnostic, map: &SourceMap, text: &str, files: &Files) {
    snippet(out, d.severity, &d.message, d.span, map, text, files);
    for label in &d.labels {
        snippet(
            out,
            Severity::Note,
            &label.message,
            label.span,
            map,
            text,
            files,
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
    files: &Files,
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
    let physical = files.line(loc.file, loc.line).and_then(|(src, at)| {
        physical_position(
            &src,
            loc.line,
            at,
            line,
            caret_at - line_start,
            span_end - line_start,
        )
    });
    if physical.is_none() {
        if let Some(origin) = pragma_origin(map, text, line_start, line, loc.file, loc.line, files)
        {
            let p = &origin.at;
            located(
                out,
                &origin.file,
                p.line,
                p.col,
                sev,
                msg,
                &p.text,
                p.start,
                p.end,
            );
            for (file, p, name) in &origin.notes {
                let note = format!("in expansion of macro '{name}'");
                let sev = Severity::Note;
                located(
                    out, file, p.line, p.col, sev, &note, &p.text, p.start, p.end,
                );
            }
            return;
        }
    }
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
    located(out, loc.file, line_no, col, sev, msg, shown, from, to);
}

/// Writes `file:line:col: severity: msg`, the line `shown` and a caret under its bytes
/// `from..to`.
#[allow(clippy::too_many_arguments)]
fn located(
    out: &mut String,
    file: &str,
    line_no: u32,
    col: u32,
    sev: Severity,
    msg: &str,
    shown: &str,
    from: usize,
    to: usize,
) {
    let _ = writeln!(
        out,
        "{}:{}:{}: {}: {}",
        file,
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

/// Where a position of a preprocessed line lies in the original file.
struct Physical {
    /// 1-based line and byte column of the position.
    line: u32,
    col: u32,
    /// That physical line, and the byte range of the span on it.
    text: String,
    start: usize,
    end: usize,
}

/// A token of a line, for aligning a preprocessed line with its source: its byte range and,
/// in the source, the physical line it starts on and that line's start.
#[derive(Clone, Copy)]
struct LineTok {
    start: usize,
    end: usize,
    line: u32,
    line_start: usize,
}

/// Most tokens read from the source for one preprocessed line, and most physical lines a
/// macro invocation's parenthesised arguments may continue onto (bounds on a pathological
/// file; beyond them the preprocessed position is kept).
const MAX_LINE_TOKENS: usize = 1 << 14;
const MAX_CONTINUED_LINES: u32 = 64;
/// Largest middle part (preprocessed tokens x source tokens, between the common prefix and
/// suffix) that is aligned by a longest common subsequence.
const MAX_LCS_CELLS: usize = 1 << 22;

/// The end of the token of `b` starting at `i` (a C preprocessing token, roughly: an
/// identifier, a pp-number, a string or character literal, or one other byte). Bytes of
/// UTF-8 sequences belong to identifiers.
fn token_end(b: &[u8], i: usize) -> usize {
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80;
    let c = b[i];
    if c == b'"' || c == b'\'' {
        let mut k = i + 1;
        while k < b.len() && b[k] != c && b[k] != b'\n' {
            k += if b[k] == b'\\' { 2 } else { 1 };
        }
        return (k + 1).min(b.len());
    }
    if c.is_ascii_digit() || (c == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)) {
        let mut k = i + 1;
        while k < b.len() {
            let sign = matches!(b[k], b'+' | b'-') && matches!(b[k - 1], b'e' | b'E' | b'p' | b'P');
            if sign || ident(b[k]) || b[k] == b'.' {
                k += 1;
            } else {
                break;
            }
        }
        return k;
    }
    if ident(c) {
        let mut k = i + 1;
        while k < b.len() && ident(b[k]) {
            k += 1;
        }
        return k;
    }
    i + 1
}

/// The tokens of preprocessed line `pp` (comments, which `-C` keeps, are skipped).
fn pp_tokens(pp: &str) -> Vec<LineTok> {
    let b = pp.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match &b[i..] {
            [c, ..] if c.is_ascii_whitespace() => i += 1,
            [b'/', b'*', rest @ ..] => {
                i += 2 + rest
                    .windows(2)
                    .position(|w| w == b"*/")
                    .map_or(rest.len(), |k| k + 2);
            }
            [b'/', b'/', ..] => break,
            _ => {
                let end = token_end(b, i);
                out.push(LineTok {
                    start: i,
                    end,
                    line: 0,
                    line_start: 0,
                });
                i = end;
            }
        }
    }
    out
}

/// The tokens of the source's logical line starting at byte `i` (line `line`): blanks,
/// comments and backslash-newlines skipped; a newline ends it unless a parenthesis is open
/// (a macro invocation's arguments may continue on the next lines, and `cc -E` prints the
/// expansion on the invocation's line). `None` past the bounds.
fn source_tokens(s: &[u8], mut i: usize, mut line: u32) -> Option<Vec<LineTok>> {
    let first = line;
    let mut line_start = i;
    let mut depth = 0usize;
    let mut out = Vec::new();
    while i < s.len() {
        match &s[i..] {
            [b'\\', b'\n', ..] | [b'\\', b'\r', b'\n', ..] => {
                i += if s[i + 1] == b'\r' { 3 } else { 2 };
                line += 1;
                line_start = i;
            }
            [b'\n', ..] => {
                if depth == 0 || line - first >= MAX_CONTINUED_LINES {
                    break;
                }
                i += 1;
                line += 1;
                line_start = i;
            }
            [c, ..] if c.is_ascii_whitespace() => i += 1,
            [b'/', b'*', rest @ ..] => {
                let close = rest.windows(2).position(|w| w == b"*/")?;
                let comment = &s[i..i + 2 + close];
                if let Some(nl) = comment.iter().rposition(|&b| b == b'\n') {
                    line += comment.iter().filter(|&&b| b == b'\n').count() as u32;
                    line_start = i + nl + 1;
                }
                i += close + 4;
            }
            [b'/', b'/', ..] => {
                i += s[i..]
                    .iter()
                    .position(|&b| b == b'\n')
                    .unwrap_or(s.len() - i);
            }
            [c, ..] => {
                match c {
                    b'(' => depth += 1,
                    b')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                let end = token_end(s, i);
                out.push(LineTok {
                    start: i,
                    end,
                    line,
                    line_start,
                });
                if out.len() > MAX_LINE_TOKENS {
                    return None;
                }
                i = end;
            }
            [] => break,
        }
    }
    Some(out)
}

/// For each token of `a`, the index of the token of `b` it is aligned with (equal texts), by
/// a longest common subsequence of the part between the common prefix and suffix (a macro
/// invocation in the source and its expansion in the preprocessed line are left unaligned).
fn align(a: &[LineTok], at: &[u8], b: &[LineTok], bt: &[u8]) -> Vec<Option<usize>> {
    let eq = |i: usize, j: usize| at[a[i].start..a[i].end] == bt[b[j].start..b[j].end];
    let mut m = vec![None; a.len()];
    let mut pre = 0;
    while pre < a.len() && pre < b.len() && eq(pre, pre) {
        m[pre] = Some(pre);
        pre += 1;
    }
    let mut suf = 0;
    while suf < a.len() - pre && suf < b.len() - pre && eq(a.len() - 1 - suf, b.len() - 1 - suf) {
        m[a.len() - 1 - suf] = Some(b.len() - 1 - suf);
        suf += 1;
    }
    let (n, k) = (a.len() - pre - suf, b.len() - pre - suf);
    if n == 0 || k == 0 || n.saturating_mul(k) > MAX_LCS_CELLS {
        return m;
    }
    // lcs[i][j]: the longest common subsequence of a[pre+i..] and b[pre+j..] (middle part).
    let w = k + 1;
    let mut lcs = vec![0u32; (n + 1) * w];
    for i in (0..n).rev() {
        for j in (0..k).rev() {
            lcs[i * w + j] = if eq(pre + i, pre + j) {
                lcs[(i + 1) * w + j + 1] + 1
            } else {
                lcs[(i + 1) * w + j].max(lcs[i * w + j + 1])
            };
        }
    }
    let (mut i, mut j) = (0, 0);
    while i < n && j < k {
        if eq(pre + i, pre + j) {
            m[pre + i] = Some(pre + j);
            i += 1;
            j += 1;
        } else if lcs[(i + 1) * w + j] >= lcs[i * w + j + 1] {
            i += 1;
        } else {
            j += 1;
        }
    }
    m
}

/// Finds bytes `from..to` of preprocessed line `pp` (which `cc -E` printed for line `first`
/// of `src`; `first_at` is that line's byte offset) in `src`. `cc -E` rewrites a line: blanks
/// collapsed, indentation changed, comments and backslash-newlines gone, macros expanded (by
/// oxacc in `#pragma acc` lines). The two token sequences are aligned; a position in an
/// expansion is placed at its macro invocation (the first unaligned source token between
/// the aligned neighbours), as gcc places it. `None` when nothing aligns (a `_Pragma`
/// operator, a file changed since) or a bound is passed: the caller keeps the preprocessed
/// position.
fn physical_position(
    src: &str,
    first: u32,
    first_at: usize,
    pp: &str,
    from: usize,
    to: usize,
) -> Option<Physical> {
    let s = src.as_bytes();
    let p = pp.as_bytes();
    let ptoks = pp_tokens(pp);
    let stoks = source_tokens(s, first_at, first)?;
    if ptoks.len() > MAX_LINE_TOKENS {
        return None;
    }
    // A `#pragma` line that is no `#` line of the source came from a `_Pragma` operator
    // (maybe of a macro): its tokens are in a string there, and any alignment is chance.
    let directive = |toks: &[LineTok], b: &[u8]| toks.first().is_some_and(|t| b[t.start] == b'#');
    if directive(&ptoks, p) != directive(&stoks, s) {
        return None;
    }
    let m = align(&ptoks, p, &stoks, s);
    // The alignment must hold at one end of the line at least, and for more than half the
    // tokens of the shorter line (else both lines are mostly expansion and invocation, or the source
    // line is not the one the preprocessed line came from, a `#line` of generated code
    // naming its grammar file: the tokens they share are chance).
    let anchored = m.first().is_some_and(|&j| j == Some(0))
        || m.last()
            .is_some_and(|&j| j.is_some_and(|j| j + 1 == stoks.len()));
    let aligned = m.iter().filter(|j| j.is_some()).count();
    if !anchored || 2 * aligned <= ptoks.len().min(stoks.len()) {
        return None;
    }
    // The source tokens between the aligned neighbours of preprocessed token `t`.
    let gap = |t: usize| -> Option<(usize, usize)> {
        let lo = m[..t].iter().rev().find_map(|&x| x).map_or(0, |j| j + 1);
        let hi = m[t + 1..].iter().find_map(|&x| x).unwrap_or(stoks.len());
        (lo < hi).then_some((lo, hi - 1))
    };
    // The start: the token at or after `from`.
    let (start_tok, start_pos) = match ptoks.iter().position(|t| t.end > from) {
        Some(t) => match m[t] {
            Some(j) => {
                let off = from.saturating_sub(ptoks[t].start);
                (
                    j,
                    (stoks[j].start + off).min(stoks[j].end.saturating_sub(1)),
                )
            }
            None => {
                let (lo, _) = gap(t)?;
                (lo, stoks[lo].start)
            }
        },
        // Past the last token (a missing `;` at the end of the line): after the last
        // token's source counterpart, when it is aligned.
        None => {
            let t = ptoks.len().checked_sub(1)?;
            let j = m[t]?;
            let end = stoks[j].end + from.saturating_sub(ptoks[t].end);
            (j, end)
        }
    };
    let st = stoks[start_tok];
    // The end: the last token before `to`.
    let mut end_pos = match ptoks.iter().rposition(|t| t.start < to) {
        Some(t) if to > from => match m[t] {
            Some(j) if stoks[j].line == st.line => {
                (stoks[j].start + (to - ptoks[t].start)).min(stoks[j].end)
            }
            Some(_) => usize::MAX,
            None => match gap(t) {
                Some((_, hi)) if stoks[hi].line == st.line => stoks[hi].end,
                _ => usize::MAX,
            },
        },
        _ => start_pos,
    };
    // The physical line of the start.
    let ls = st.line_start;
    let text = line_text(s, ls)?;
    let start_pos = start_pos.min(ls + text.len());
    // A span crossing a line end is underlined to its first line's end.
    end_pos = end_pos.clamp(start_pos, ls + text.len());
    Some(Physical {
        line: st.line,
        col: u32::try_from(start_pos - ls).ok()? + 1,
        start: start_pos - ls,
        end: end_pos - ls,
        text,
    })
}

/// Where the `#pragma` line of a diagnostic was written as a `_Pragma` operator: gcc's
/// placement, at the operator itself (in the innermost macro definition holding it), then an
/// "in expansion of macro" note at each macro's use, outermost (on the line compiled) last.
struct Origin {
    file: String,
    at: Physical,
    /// (file, position of the macro's name, macro name), innermost use first.
    notes: Vec<(String, Physical, String)>,
}

/// Most macros followed from the line's macro to the one whose body holds the `_Pragma`.
const MAX_PRAGMA_MACRO_DEPTH: usize = 16;

/// [`Origin`] of preprocessed line `line` (starting at `line_start` of `text`), which `cc -E`
/// printed for line `first` of `file`: `None` unless it is a `#pragma` line that came from a
/// `_Pragma` operator written on that source line or in a macro (`-dD` kept the definitions)
/// used there.
fn pragma_origin(
    map: &SourceMap,
    text: &str,
    line_start: usize,
    line: &str,
    file: &str,
    first: u32,
    files: &Files,
) -> Option<Origin> {
    let rest = line.trim_start().strip_prefix('#')?.trim_start();
    if !rest.starts_with("pragma") {
        return None;
    }
    let (src, at) = files.line(file, first)?;
    let s = src.as_bytes();
    let stoks = source_tokens(s, at, first)?;
    if stoks.first().is_some_and(|t| s[t.start] == b'#') {
        return None;
    }
    if let Some(t) = stoks.iter().find(|t| &s[t.start..t.end] == b"_Pragma") {
        return Some(Origin {
            file: file.to_string(),
            at: physical_of(s, t)?,
            notes: Vec::new(),
        });
    }
    let mut index = files.macros.borrow_mut();
    let index = index.get_or_insert_with(|| macro_index(text));
    for t in &stoks {
        let Some(name) = src.get(t.start..t.end) else {
            continue;
        };
        if !name.starts_with(|c: char| c == '_' || c.is_ascii_alphabetic()) {
            continue;
        }
        let mut seen = Vec::new();
        let Some(chain) = pragma_chain(index, text, line_start, name, &mut seen) else {
            continue;
        };
        // Innermost first: the `_Pragma` in the last macro's definition, then the use of
        // each macro in the previous one's, then the outermost on this line.
        let mut notes = Vec::new();
        let (inner_name, inner_def) = chain.last()?;
        let (inner_file, at) = token_in_definition(map, *inner_def, inner_name, "_Pragma", files)?;
        for w in chain.windows(2).rev() {
            let ((outer, def), (used, _)) = (&w[0], &w[1]);
            let (f, p) = token_in_definition(map, *def, outer, used, files)?;
            notes.push((f, p, used.to_string()));
        }
        notes.push((file.to_string(), physical_of(s, t)?, name.to_string()));
        return Some(Origin {
            file: inner_file,
            at,
            notes,
        });
    }
    None
}

/// The `#define` and `#undef` lines of `text` by macro name (see [`Files::macros`]).
fn macro_index(text: &str) -> MacroIndex {
    let mut index = MacroIndex::new();
    let mut at = 0;
    for l in text.split_inclusive('\n') {
        let (define, rest) = if let Some(r) = l.strip_prefix("#define ") {
            (true, r)
        } else if let Some(r) = l.strip_prefix("#undef ") {
            (false, r)
        } else {
            at += l.len();
            continue;
        };
        let end = rest
            .find(|c: char| !(c == '_' || c == '$' || c.is_ascii_alphanumeric()))
            .unwrap_or(rest.len());
        index
            .entry(rest[..end].to_string())
            .or_default()
            .push((at, define));
        at += l.len();
    }
    index
}

/// The macros from `name` to the one whose body holds a `_Pragma` operator, each with the
/// offset of its definition in effect before `before`, following the macros each body uses
/// (depth-first, each macro once).
fn pragma_chain<'i>(
    index: &'i MacroIndex,
    text: &str,
    before: usize,
    name: &str,
    seen: &mut Vec<String>,
) -> Option<Vec<(&'i str, usize)>> {
    if seen.len() >= MAX_PRAGMA_MACRO_DEPTH || seen.iter().any(|n| n == name) {
        return None;
    }
    seen.push(name.to_string());
    let (key, entries) = index.get_key_value(name)?;
    let &(def, defines) = entries.iter().rev().find(|(at, _)| *at < before)?;
    if !defines {
        return None;
    }
    let body = definition_body(text, def, key)?;
    let toks = pp_tokens(body);
    let words = toks.iter().filter_map(|t| body.get(t.start..t.end));
    let mut inner = Vec::new();
    for w in words {
        if w == "_Pragma" {
            return Some(vec![(key.as_str(), def)]);
        }
        inner.push(w);
    }
    for w in inner {
        if index.contains_key(w) {
            if let Some(mut chain) = pragma_chain(index, text, before, w, seen) {
                chain.insert(0, (key.as_str(), def));
                return Some(chain);
            }
        }
    }
    None
}

/// The replacement list of the `#define name...` line at `def` of `text`.
fn definition_body<'t>(text: &'t str, def: usize, name: &str) -> Option<&'t str> {
    let l = text.get(def..)?;
    let l = &l[..l.find('\n').unwrap_or(l.len())];
    let after = l.strip_prefix("#define ")?.strip_prefix(name)?;
    Some(match after.strip_prefix('(') {
        Some(params) => &params[params.find(')')? + 1..],
        None => after,
    })
}

/// The file and physical position of the first token `want` after the name in the source of
/// the definition of `name` at offset `def` of the text `map` maps (its line marker names
/// the file).
fn token_in_definition(
    map: &SourceMap,
    def: usize,
    name: &str,
    want: &str,
    files: &Files,
) -> Option<(String, Physical)> {
    let loc = map.lookup(u32::try_from(def).ok()?);
    let (src, at) = files.line(loc.file, loc.line)?;
    let s = src.as_bytes();
    let toks = source_tokens(s, at, loc.line)?;
    let texts: Vec<&[u8]> = toks.iter().map(|t| &s[t.start..t.end]).collect();
    // `#`, `define`, the name: the source must be this definition.
    if texts.get(..3)? != [b"#".as_slice(), b"define", name.as_bytes()] {
        return None;
    }
    let k = (3..toks.len()).find(|&k| texts[k] == want.as_bytes())?;
    Some((loc.file.to_string(), physical_of(s, &toks[k])?))
}

/// The text of the physical line of `s` that starts at `ls`, without its line end (None when
/// it is not UTF-8).
fn line_text(s: &[u8], ls: usize) -> Option<String> {
    let text_end = s[ls..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(s.len(), |n| ls + n);
    Some(
        std::str::from_utf8(&s[ls..text_end])
            .ok()?
            .trim_end_matches('\r')
            .to_string(),
    )
}

/// The physical position of source token `t` of `s`.
fn physical_of(s: &[u8], t: &LineTok) -> Option<Physical> {
    let ls = t.line_start;
    let text = line_text(s, ls)?;
    let end = (t.end - ls).min(text.len());
    Some(Physical {
        line: t.line,
        col: u32::try_from(t.start - ls).ok()? + 1,
        start: t.start - ls,
        end,
        text,
    })
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
    fn expanded_pragma_at_the_physical_column() {
        // A macro the directive's text expanded: the position after it is placed after the
        // invocation, one in the expansion at the invocation (gcc's placement).
        let src = "#define CL copy(a)\n  #pragma acc parallel CL gang\n";
        let pp = "# 1 \"t.c\"\n\n#pragma acc parallel copy(a) gang\n";
        assert_eq!(
            with_source(pp, src, "gang", 4),
            "t.c:2:27: error: e\n  #pragma acc parallel CL gang\n                          ^~~~\n"
        );
        assert_eq!(
            with_source(pp, src, "a)", 1),
            "t.c:2:24: error: e\n  #pragma acc parallel CL gang\n                       ^~\n"
        );
        assert_eq!(
            with_source(pp, src, "parallel", 8),
            "t.c:2:15: error: e\n  #pragma acc parallel CL gang\n              ^~~~~~~~\n"
        );
        // A function-like macro with arguments (known gap: the expanded column was shown).
        let src = "#define NG(n) num_gangs(n)\n    #pragma acc parallel loop NG(4) bad(x)\n";
        let pp = "# 1 \"t.c\"\n\n#pragma acc parallel loop num_gangs(4) bad(x)\n";
        assert_eq!(
            with_source(pp, src, "bad", 3),
            "t.c:2:37: error: e\n    #pragma acc parallel loop NG(4) bad(x)\n                                    ^~~\n"
        );
    }

    #[test]
    fn statement_after_a_macro_at_the_physical_column() {
        // cc -E expanded `N` and collapsed the blanks; the statement's own tokens keep their
        // physical columns (known gap: column 35 and the line `i<1000` were shown).
        let src = "#define N 1000\nvoid f(int *a, int s) {\n  for (int i=0;i<N;i++) a[i] = s;\n}\n";
        let pp =
            "# 1 \"t.c\"\n\nvoid f(int *a, int s) {\n  for (int i=0;i<1000;i++) a[i] = s;\n}\n";
        assert_eq!(
            with_source(pp, src, "s;", 1),
            "t.c:3:32: error: e\n  for (int i=0;i<N;i++) a[i] = s;\n                               ^\n"
        );
        assert_eq!(
            with_source(pp, src, "1000", 4),
            "t.c:3:18: error: e\n  for (int i=0;i<N;i++) a[i] = s;\n                 ^\n"
        );
        // Comments and tabs: cc -E writes `\tint  /* c */ s` as ` int s`.
        let src = "void f(void) {\n\tint  /* c */ s = 0; /* d */ s  +=  y;\n}\n";
        let pp = "# 1 \"t.c\"\nvoid f(void) {\n int s = 0; s += y;\n}\n";
        assert_eq!(
            with_source(pp, src, "y", 1),
            "t.c:2:37: error: e\n\tint  /* c */ s = 0; /* d */ s  +=  y;\n\t                                   ^\n"
        );
        // A missing `;` at the end of the line: after the last token.
        let src = "int f(void) {\n    return  1\n}\n";
        let pp = "# 1 \"t.c\"\nint f(void) {\n return 1\n}\n";
        let map = SourceMap::new(pp);
        let off = pp.find(" 1\n").unwrap() as u32 + 2;
        let d = Diagnostic::error(Span::new(off, off), "e");
        let src: std::rc::Rc<str> = std::rc::Rc::from(src);
        assert_eq!(
            render_with_sources(&[d], &map, pp, &|_| Some(src.clone())),
            "t.c:2:14: error: e\n    return  1\n             ^\n"
        );
    }

    #[test]
    fn macro_arguments_on_several_lines() {
        // cc -E prints the expansion on the invocation's line.
        let src = "#define F(a, b) ((a) + (b))\nint g(int x, int y) {\n  int r = F(x,\n      y) + z;\n  return r;\n}\n";
        let pp =
            "# 1 \"t.c\"\n\nint g(int x, int y) {\n  int r = ((x) + (y)) + z;\n\n  return r;\n}\n";
        assert_eq!(
            with_source(pp, src, "z", 1),
            "t.c:4:12: error: e\n      y) + z;\n           ^\n"
        );
    }

    #[test]
    fn pragma_operator_at_the_operator() {
        // A `_Pragma` operator on the line: at the operator, as gcc (the preprocessed
        // `#pragma` line and its column were shown).
        let src = "void f(void) {\n  _Pragma(\"acc parallel\") ;\n}\n";
        let pp = "# 1 \"t.c\"\nvoid f(void) {\n#pragma acc parallel\n ;\n}\n";
        assert_eq!(
            with_source(pp, src, "parallel", 8),
            "t.c:2:3: error: e\n  _Pragma(\"acc parallel\") ;\n  ^~~~~~~\n"
        );
        // From macros (`-dD` keeps the definitions): at the operator in the definition, then
        // where each macro was used, as gcc's "in expansion of macro" notes.
        let src = "#define INNER(n) \\\n   _Pragma(\"acc parallel loop copy(a[0:n])\")\n\
                   #define PLOOP(n) INNER(n) for (int i = 0; i < 8; i++)\n\
                   void f(int *a) {\n    PLOOP(8) a[i] += 2;\n}\n";
        let pp = "# 1 \"t.c\"\n#define INNER(n) _Pragma(\"acc parallel loop copy(a[0:n])\")\n\
                  # 3 \"t.c\"\n#define PLOOP(n) INNER(n) for (int i = 0; i < 8; i++)\n\
                  void f(int *a) {\n#pragma acc parallel loop copy(a[0:n])\n\
                  # 5 \"t.c\"\n for (int i = 0; i < 8; i++) a[i] += 2;\n}\n";
        assert_eq!(
            with_source(pp, src, "n]", 1),
            "t.c:2:4: error: e\n   _Pragma(\"acc parallel loop copy(a[0:n])\")\n   ^~~~~~~\n\
             t.c:3:18: note: in expansion of macro 'INNER'\n\
             #define PLOOP(n) INNER(n) for (int i = 0; i < 8; i++)\n                 ^~~~~\n\
             t.c:5:5: note: in expansion of macro 'PLOOP'\n    PLOOP(8) a[i] += 2;\n    ^~~~~\n"
        );
    }

    #[test]
    fn unrelated_source_keeps_the_preprocessed_position() {
        // A macro whose `_Pragma` shares tokens with its line: `(`, `a`, `[`, `]` are chance
        // (no definition in the text: the preprocessed position is kept).
        let src = "void f(int *a) {\n  PLOOP(8) a[i] += 2;\n}\n";
        let pp = "# 1 \"t.c\"\nvoid f(int *a) {\n#pragma acc parallel loop copy(a[0:n])\n# 2 \"t.c\"\n for (int i = 0; i < 8; i++) a[i] += 2;\n}\n";
        assert_eq!(
            with_source(pp, src, "n]", 1),
            "t.c:2:36: error: e\n#pragma acc parallel loop copy(a[0:n])\n                                   ^\n"
        );
        // A `#line` naming a file whose line is not the one compiled (a grammar's action):
        // only `=` and `;` are shared.
        let grammar = "%%\n  $$ = $1;\n";
        let action = "# 2 \"t.c\"\n  a[i] = s;\n";
        assert_eq!(
            with_source(action, grammar, "s;", 1),
            "t.c:2:10: error: e\n  a[i] = s;\n         ^\n"
        );
        // The statement after it is aligned from its end.
        assert_eq!(
            with_source(pp, src, "2;", 1),
            "t.c:2:20: error: e\n  PLOOP(8) a[i] += 2;\n                   ^\n"
        );
    }

    #[test]
    fn empty_text_does_not_panic() {
        let map = SourceMap::new("");
        let d = Diagnostic::error(Span::new(3, 9), "x");
        assert_eq!(render(&[d], &map, ""), "<input>:1:4: error: x\n\n^\n");
    }
}
