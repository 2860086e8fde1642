//! Macro replacement in `#pragma acc` lines (OpenACC 3.3, 2.1: "tokens following the
//! `#pragma acc` are subject to macro replacement").
//!
//! The driver preprocesses with `cc -E -dD` and *without* `-fopenacc`, so cc leaves every
//! `#pragma acc` line exactly as written (gcc 12 with `-fopenacc` expands most directives but
//! not `init`, `shutdown` and `set`, which it does not know; other compilers expand none) and
//! keeps the macro definitions in the text (`#define NAME body` on one line, `#undef NAME`, at
//! the point where they took effect). [`expand_acc_pragmas`] then replaces the macros of every
//! `#pragma acc` line with the definitions in effect at that line, following C17 6.10.3
//! (object-like and function-like macros, `#`, `##`, `__VA_ARGS__`, GNU named variadic
//! parameters and `, ## __VA_ARGS__`, `__VA_OPT__`, `#pragma push_macro`/`pop_macro`,
//! `__LINE__`/`__FILE__`/`__COUNTER__`; rescanning with hide sets, Prosser's algorithm), and
//! rewrites only the lines that change. Every later pass sees the rewritten text, so spans,
//! carets and the host C agree; like gcc's own expansion, columns after an expansion on a line
//! are those of the expanded line. The lexer skips the `#define`/`#undef` lines.
//!
//! Cost: without a `#pragma acc` line the text is returned as is after one substring search;
//! with one, the `#` lines up to the last such pragma are read once (definitions are parsed
//! only when a pragma uses them).

use std::borrow::Cow;
use std::collections::{HashMap, VecDeque};
use std::rc::Rc;

use crate::diagnostic::Diagnostic;
use crate::lexer::lex_fragment;
use crate::source_map::SourceMap;
use crate::span::Span;
use crate::token::{Punct, TokenKind};

/// The text with its `#pragma acc` lines macro-expanded, and the errors found doing so (spans
/// in the returned text).
#[derive(Debug)]
pub struct Expanded<'a> {
    pub text: Cow<'a, str>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Expands the macros of every `#pragma acc` line of the preprocessed `text` (see the module
/// documentation). Returns `text` itself when nothing changes.
pub fn expand_acc_pragmas(text: &str) -> Expanded<'_> {
    let unchanged = |text| Expanded {
        text: Cow::Borrowed(text),
        diagnostics: Vec::new(),
    };
    let Some(last) = last_acc_pragma(text) else {
        return unchanged(text);
    };
    let mut ex = Expander {
        text,
        macros: HashMap::new(),
        pushed: HashMap::new(),
        parsed: HashMap::new(),
        diags: Vec::new(),
        budget: BUDGET,
        depth: 0,
        counter: 0,
        map: None,
        line_start: 0,
        shift: 0,
    };
    let mut out = String::new();
    let mut copied = 0usize;
    let mut pos = 0usize;
    while pos <= last {
        let end = logical_line_end(text, pos);
        if let Some(d) = directive_of(text, pos, end) {
            match d {
                Directive::Define(rest) => ex.define(rest),
                Directive::Undef(name) => {
                    ex.macros.remove(name);
                }
                Directive::PushMacro(name) => {
                    let cur = ex.macros.get(name).copied();
                    ex.pushed.entry(name).or_default().push(cur);
                }
                Directive::PopMacro(name) => {
                    if let Some(prev) = ex.pushed.get_mut(name).and_then(Vec::pop) {
                        match prev {
                            Some(def) => ex.macros.insert(name, def),
                            None => ex.macros.remove(name),
                        };
                    }
                }
                Directive::Acc(body_start) => {
                    ex.line_start = pos;
                    ex.shift = out.len() as i64 + (pos as i64 - copied as i64) - pos as i64;
                    if let Some(new_body) = ex.expand_line(body_start, end) {
                        out.push_str(&text[copied..body_start]);
                        out.push_str(&new_body);
                        // A line continued with backslash-newline kept its line count.
                        let breaks = text[body_start..end].matches('\n').count();
                        out.push_str(&"\n".repeat(breaks));
                        copied = end;
                    }
                }
            }
        }
        pos = match text[end..].find('\n') {
            Some(i) => end + i + 1,
            None => text.len() + 1,
        };
    }
    if copied == 0 && out.is_empty() {
        return Expanded {
            text: Cow::Borrowed(text),
            diagnostics: ex.diags,
        };
    }
    out.push_str(&text[copied..]);
    Expanded {
        text: Cow::Owned(out),
        diagnostics: ex.diags,
    }
}

/// Tokens one pragma line may produce before expansion gives up (a guard against macros that
/// grow exponentially; real lines stay far below).
const BUDGET: usize = 100_000;

/// Nesting of macro invocations in arguments (`F(F(F(...)))`) before expansion gives up: the
/// expander recurses once per level.
const MAX_DEPTH: u32 = 200;

/// The start of the last line that is a `#pragma acc` line, if any.
fn last_acc_pragma(text: &str) -> Option<usize> {
    let mut last = None;
    for (i, _) in text.match_indices("pragma") {
        let line = text[..i].rfind('\n').map_or(0, |n| n + 1);
        let end = logical_line_end(text, line);
        if let Some(Directive::Acc(_)) = directive_of(text, line, end) {
            last = Some(line);
        }
    }
    last
}

/// The end of the (logical) line starting at `start`: the first newline not preceded by a
/// backslash, or the end of the text.
fn logical_line_end(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let mut i = start;
    loop {
        let Some(k) = text[i..].find('\n') else {
            return text.len();
        };
        let j = i + k;
        let cont = (j >= 1 && bytes[j - 1] == b'\\')
            || (j >= 2 && bytes[j - 1] == b'\r' && bytes[j - 2] == b'\\');
        if !cont {
            return j;
        }
        i = j + 1;
    }
}

enum Directive<'a> {
    /// `#define` and what follows it (`NAME body` / `NAME(params) body`).
    Define(&'a str),
    Undef(&'a str),
    PushMacro(&'a str),
    PopMacro(&'a str),
    /// A `#pragma acc` line: the offset just after `acc`.
    Acc(usize),
}

fn skip_blanks(s: &str, mut i: usize) -> usize {
    let b = s.as_bytes();
    while i < b.len() && matches!(b[i], b' ' | b'\t' | b'\x0b' | b'\x0c' | b'\r') {
        i += 1;
    }
    i
}

fn word_at(s: &str, i: usize) -> &str {
    let b = s.as_bytes();
    let mut j = i;
    while j < b.len() && (b[j].is_ascii_alphanumeric() || b[j] == b'_' || b[j] == b'$') {
        j += 1;
    }
    &s[i..j]
}

/// Classifies the line `text[start..end]` when it is one of the directives this pass reads.
fn directive_of(text: &str, start: usize, end: usize) -> Option<Directive<'_>> {
    let line = &text[..end];
    let i = skip_blanks(line, start);
    if line.as_bytes().get(i) != Some(&b'#') {
        return None;
    }
    let i = skip_blanks(line, i + 1);
    let word = word_at(line, i);
    let after = skip_blanks(line, i + word.len());
    match word {
        "define" if after > i + word.len() => Some(Directive::Define(&line[after..])),
        "undef" => Some(Directive::Undef(word_at(line, after))),
        "pragma" => {
            let w2 = word_at(line, after);
            let j = after + w2.len();
            match w2 {
                "acc" if j == end || matches!(line.as_bytes()[j], b' ' | b'\t' | b'\r' | b'\\') => {
                    Some(Directive::Acc(j))
                }
                "push_macro" | "pop_macro" => {
                    // `#pragma push_macro("NAME")`
                    let rest = &line[j..];
                    let q1 = rest.find('"')?;
                    let q2 = rest[q1 + 1..].find('"')? + q1 + 1;
                    let name = &rest[q1 + 1..q2];
                    Some(if w2 == "push_macro" {
                        Directive::PushMacro(name)
                    } else {
                        Directive::PopMacro(name)
                    })
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// A preprocessing token during expansion.
#[derive(Clone, Debug)]
struct PTok<'a> {
    text: Cow<'a, str>,
    kind: Kind,
    /// The whitespace before it (as written for tokens of the pragma line, `" "` or `""` for
    /// tokens of definitions).
    ws: &'a str,
    /// The macros that may not be expanded from this token (C17 6.10.3.4p2).
    hide: HideSet<'a>,
    /// Where the token came from in the text (for messages): the pragma line's own tokens and
    /// the macro names they start.
    at: Option<Span>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Ident,
    Punct(Punct),
    /// Strings and character constants (escaped when stringized).
    Quoted,
    Other,
    /// The placemarker of 6.10.3.3 (an empty argument next to `##`).
    Placemarker,
}

type HideSet<'a> = Rc<Vec<&'a str>>;

fn hide_union<'a>(a: &HideSet<'a>, b: &[&'a str]) -> HideSet<'a> {
    if b.iter().all(|n| a.contains(n)) {
        return a.clone();
    }
    let mut v = (**a).clone();
    for n in b {
        if !v.contains(n) {
            v.push(n);
        }
    }
    Rc::new(v)
}

fn hide_intersection<'a>(a: &HideSet<'a>, b: &HideSet<'a>) -> Vec<&'a str> {
    a.iter().filter(|n| b.contains(n)).copied().collect()
}

impl PTok<'_> {
    fn is(&self, p: Punct) -> bool {
        self.kind == Kind::Punct(p)
    }
}

/// A parsed definition.
#[derive(Debug)]
struct Macro<'a> {
    name: &'a str,
    /// `None` for an object-like macro; the parameter names otherwise (a variadic one last,
    /// as `__VA_ARGS__` or its GNU name).
    params: Option<Vec<&'a str>>,
    variadic: bool,
    body: Vec<PTok<'a>>,
}

impl Macro<'_> {
    fn param(&self, name: &str) -> Option<usize> {
        self.params.as_ref()?.iter().position(|p| *p == name)
    }
}

struct Expander<'a> {
    text: &'a str,
    /// Name → the text after `#define ` of its definition in effect.
    macros: HashMap<&'a str, &'a str>,
    /// `#pragma push_macro` stacks.
    pushed: HashMap<&'a str, Vec<Option<&'a str>>>,
    /// Definitions parsed so far, by the address of their text.
    parsed: HashMap<usize, Rc<Macro<'a>>>,
    diags: Vec<Diagnostic>,
    budget: usize,
    /// How deeply `expand` / `subst_list` are nested (arguments of arguments ...).
    depth: u32,
    counter: u64,
    map: Option<SourceMap>,
    /// The start of the pragma line being expanded and how far its text moved in the output.
    line_start: usize,
    shift: i64,
}

/// Lexes `s` (a slice of the text at offset `base`, or an owned string: `base == None`) into
/// preprocessing tokens with their preceding whitespace.
fn tokens_of<'a>(s: &'a str, base: Option<usize>) -> Vec<PTok<'a>> {
    // A leading `#` would start a directive line for the lexer: lex after a dummy token.
    let (toks, _) = lex_fragment(&format!("_ {s}"), 0);
    let mut out = Vec::new();
    let mut prev_end = 0usize;
    for t in toks.iter().skip(1) {
        if t.kind == TokenKind::Eof {
            break;
        }
        let (a, b) = (t.span.start as usize - 2, t.span.end as usize - 2);
        let (Some(mut ws), Some(txt)) = (s.get(prev_end..a), s.get(a..b)) else {
            continue;
        };
        if ws.contains('\n') {
            // A backslash-newline inside a pragma line: the rewritten line is one line.
            ws = " ";
        }
        prev_end = b;
        let kind = match t.kind {
            TokenKind::Ident | TokenKind::Keyword(_) => Kind::Ident,
            TokenKind::Punct(p) => Kind::Punct(p),
            TokenKind::CharLit(_) | TokenKind::StrLit(_) => Kind::Quoted,
            _ => Kind::Other,
        };
        out.push(PTok {
            text: Cow::Borrowed(txt),
            kind,
            ws,
            hide: Rc::new(Vec::new()),
            at: base.map(|b0| Span::new((b0 + a) as u32, (b0 + b) as u32)),
        });
    }
    out
}

impl<'a> Expander<'a> {
    fn define(&mut self, rest: &'a str) {
        let name = word_at(rest, 0);
        if !name.is_empty() {
            self.macros.insert(name, rest);
        }
    }

    fn error(&mut self, at: Option<Span>, msg: String) {
        let span = at.map_or(
            Span::new(self.out_pos(self.line_start), self.out_pos(self.line_start)),
            |s| Span::new(self.out_pos(s.start as usize), self.out_pos(s.end as usize)),
        );
        self.diags.push(Diagnostic::error(span, msg));
    }

    /// An offset of the input as an offset of the output (before this line nothing moved
    /// but the earlier rewritten lines).
    fn out_pos(&self, p: usize) -> u32 {
        (p as i64 + self.shift).max(0) as u32
    }

    /// The parsed definition of `name` in effect, if any.
    fn lookup(&mut self, name: &str) -> Option<Rc<Macro<'a>>> {
        let def: &'a str = self.macros.get(name).copied()?;
        let key = def.as_ptr() as usize;
        if let Some(m) = self.parsed.get(&key) {
            return Some(m.clone());
        }
        let m = Rc::new(parse_define(def));
        self.parsed.insert(key, m.clone());
        Some(m)
    }

    /// The expanded text of the pragma line after `acc` (`text[start..end]`), or `None` when
    /// no macro is replaced (or expansion failed: reported).
    fn expand_line(&mut self, start: usize, end: usize) -> Option<String> {
        let line: &'a str = &self.text[start..end];
        let toks = tokens_of(line, Some(start));
        let names_a_macro = toks.iter().any(|t| {
            t.kind == Kind::Ident
                && (self.macros.contains_key(&*t.text)
                    || matches!(&*t.text, "__LINE__" | "__FILE__" | "__COUNTER__"))
        });
        if !names_a_macro {
            return None;
        }
        self.budget = BUDGET;
        let errors = self.diags.len();
        let (out, changed) = self.expand(toks.into())?;
        // A line with an error stays as written, so that the error's position is exact.
        if !changed || self.diags.len() > errors {
            return None;
        }
        Some(render(&out))
    }

    /// Expands `ts` completely (6.10.3.4). Returns the tokens and whether any macro was
    /// replaced; `None` when the budget ran out (reported).
    fn expand(&mut self, ts: VecDeque<PTok<'a>>) -> Option<(Vec<PTok<'a>>, bool)> {
        if self.depth >= MAX_DEPTH {
            let at = ts.front().and_then(|t| t.at);
            self.error(
                at,
                "macro invocations in this '#pragma acc' line are nested too deeply".into(),
            );
            return None;
        }
        self.depth += 1;
        let r = self.expand_tokens(ts);
        self.depth -= 1;
        r
    }

    fn expand_tokens(&mut self, mut ts: VecDeque<PTok<'a>>) -> Option<(Vec<PTok<'a>>, bool)> {
        let mut out = Vec::new();
        let mut changed = false;
        while let Some(t) = ts.pop_front() {
            if self.budget == 0 {
                self.error(
                    t.at,
                    "macro expansion in this '#pragma acc' line is too large".into(),
                );
                return None;
            }
            self.budget -= 1;
            if t.kind != Kind::Ident || t.hide.iter().any(|n| *n == &*t.text) {
                out.push(t);
                continue;
            }
            if let Some(special) = self.special(&t) {
                changed = true;
                out.push(special);
                continue;
            }
            let Some(m) = self.lookup(&t.text) else {
                out.push(t);
                continue;
            };
            let body = match &m.params {
                None => {
                    let hs = hide_union(&t.hide, &[m.name]);
                    self.subst(&m, &[], &hs)?
                }
                Some(_) => {
                    if !ts.front().is_some_and(|n| n.is(Punct::LParen)) {
                        // A function-like macro name without arguments is not an invocation.
                        out.push(t);
                        continue;
                    }
                    let Some((args, close)) = take_args(&mut ts) else {
                        self.error(
                            t.at,
                            format!("unterminated argument list invoking macro \"{}\"", m.name),
                        );
                        out.push(t);
                        continue;
                    };
                    let Some(args) = self.check_args(&m, args, t.at) else {
                        out.push(t);
                        out.extend(close.1);
                        continue;
                    };
                    let mut hs: Vec<&'a str> = hide_intersection(&t.hide, &close.0.hide);
                    hs.push(m.name);
                    let hs = Rc::new(hs);
                    self.subst(&m, &args, &hs)?
                }
            };
            changed = true;
            // The replacement takes the macro name's place and its preceding whitespace.
            for (k, mut b) in body.into_iter().enumerate().rev() {
                if k == 0 {
                    b.ws = t.ws;
                }
                if b.at.is_none() {
                    b.at = t.at;
                }
                ts.push_front(b);
            }
        }
        Some((out, changed))
    }

    /// `__LINE__`, `__FILE__`, `__COUNTER__` (not in `-dD`'s output: cc computes them).
    fn special(&mut self, t: &PTok<'a>) -> Option<PTok<'a>> {
        let name = &*t.text;
        if !matches!(name, "__LINE__" | "__FILE__" | "__COUNTER__")
            || self.macros.contains_key(name)
        {
            return None;
        }
        let text = if name == "__COUNTER__" {
            self.counter += 1;
            (self.counter - 1).to_string()
        } else {
            let map = self.map.get_or_insert_with(|| SourceMap::new(self.text));
            let loc = map.lookup(self.line_start as u32);
            if name == "__LINE__" {
                loc.line.to_string()
            } else {
                format!("\"{}\"", escape(loc.file))
            }
        };
        Some(PTok {
            kind: if name == "__FILE__" {
                Kind::Quoted
            } else {
                Kind::Other
            },
            text: Cow::Owned(text),
            ws: t.ws,
            hide: t.hide.clone(),
            at: t.at,
        })
    }

    /// Splits the arguments to the parameters: `None` (reported) when their number is wrong.
    fn check_args(
        &mut self,
        m: &Macro<'a>,
        mut args: Vec<Vec<PTok<'a>>>,
        at: Option<Span>,
    ) -> Option<Vec<Vec<PTok<'a>>>> {
        let n = m.params.as_ref().map_or(0, Vec::len);
        if m.variadic {
            // The variadic argument takes the rest, commas included (6.10.3.1p2); it may be
            // missing altogether (GNU, C2x).
            if args.len() > n {
                let mut va = args.split_off(n - 1);
                let mut joined = Vec::new();
                for (i, a) in va.drain(..).enumerate() {
                    if i > 0 {
                        joined.push(comma());
                    }
                    joined.extend(a);
                }
                args.push(joined);
            }
            if args.len() + 1 == n {
                args.push(Vec::new());
            }
        } else if n == 0 && args.len() == 1 && args[0].is_empty() {
            args.clear();
        }
        let needed = if m.variadic { n - 1 } else { n };
        if args.len() != n {
            // gcc's wording.
            let plural = |k: usize| if k == 1 { "" } else { "s" };
            let msg = if args.len() < needed {
                format!(
                    "macro \"{}\" requires {needed} argument{}, but only {} given",
                    m.name,
                    plural(needed),
                    args.len()
                )
            } else {
                format!(
                    "macro \"{}\" passed {} argument{}, but takes just {n}",
                    m.name,
                    args.len(),
                    plural(args.len())
                )
            };
            self.error(at, msg);
            return None;
        }
        Some(args)
    }

    /// The replacement list of `m` with its parameters substituted (6.10.3.1-6.10.3.3), every
    /// token's hide set joined with `hs`.
    fn subst(
        &mut self,
        m: &Macro<'a>,
        args: &[Vec<PTok<'a>>],
        hs: &HideSet<'a>,
    ) -> Option<Vec<PTok<'a>>> {
        let out = self.subst_list(m, &m.body, args)?;
        Some(
            out.into_iter()
                .filter(|t| t.kind != Kind::Placemarker)
                .map(|mut t| {
                    t.hide = hide_union(&t.hide, hs);
                    t
                })
                .collect(),
        )
    }

    fn subst_list(
        &mut self,
        m: &Macro<'a>,
        body: &[PTok<'a>],
        args: &[Vec<PTok<'a>>],
    ) -> Option<Vec<PTok<'a>>> {
        if self.depth >= MAX_DEPTH {
            self.error(None, "'__VA_OPT__' is nested too deeply".into());
            return None;
        }
        self.depth += 1;
        let r = self.subst_items(m, body, args);
        self.depth -= 1;
        r
    }

    fn subst_items(
        &mut self,
        m: &Macro<'a>,
        body: &[PTok<'a>],
        args: &[Vec<PTok<'a>>],
    ) -> Option<Vec<PTok<'a>>> {
        let function_like = m.params.is_some();
        let va_empty = m.variadic && args.last().is_none_or(|a| a.is_empty());
        let mut out: Vec<PTok<'a>> = Vec::new();
        let mut paste_next = false;
        let mut i = 0;
        while i < body.len() {
            let t = &body[i];
            if t.is(Punct::HashHash) && i > 0 && i + 1 < body.len() {
                paste_next = true;
                i += 1;
                continue;
            }
            let next_is_paste = body.get(i + 1).is_some_and(|n| n.is(Punct::HashHash));
            // The tokens this item of the body stands for.
            let mut seq: Vec<PTok<'a>> = if function_like
                && t.is(Punct::Hash)
                && body
                    .get(i + 1)
                    .is_some_and(|n| n.kind == Kind::Ident && m.param(&n.text).is_some())
            {
                let p = m.param(&body[i + 1].text).unwrap_or(0);
                i += 1;
                vec![stringize(args.get(p).map_or(&[][..], Vec::as_slice), t.ws)]
            } else if m.variadic && t.kind == Kind::Ident && t.text == "__VA_OPT__" {
                // `__VA_OPT__( content )`: the content when the variadic argument has tokens.
                let Some(close) = matching_paren(body, i + 1) else {
                    i += 1;
                    out.push(t.clone());
                    continue;
                };
                let inner = &body[i + 2..close];
                i = close;
                if va_empty {
                    vec![placemarker()]
                } else {
                    let mut v = self.subst_list(m, inner, args)?;
                    if let Some(f) = v.first_mut() {
                        f.ws = t.ws;
                    }
                    v
                }
            } else if let Some(p) = (t.kind == Kind::Ident).then(|| m.param(&t.text)).flatten() {
                let arg = args.get(p).cloned().unwrap_or_default();
                if paste_next || next_is_paste {
                    // An operand of `##`: the argument as written (6.10.3.3).
                    if arg.is_empty() {
                        vec![placemarker()]
                    } else {
                        let mut v = arg;
                        v[0].ws = t.ws;
                        v
                    }
                } else {
                    let (mut v, _) = self.expand(arg.into())?;
                    if let Some(f) = v.first_mut() {
                        f.ws = t.ws;
                    }
                    v
                }
            } else {
                vec![t.clone()]
            };
            if paste_next {
                paste_next = false;
                // GNU: `, ## __VA_ARGS__` with an empty variadic argument drops the comma.
                let is_va = t.kind == Kind::Ident
                    && m.variadic
                    && m.param(&t.text) == Some(m.params.as_ref().map_or(0, |p| p.len() - 1));
                // With arguments, the `##` does nothing: the comma stays, the arguments follow.
                if is_va && out.last().is_some_and(|l| l.is(Punct::Comma)) {
                    if va_empty {
                        out.pop();
                    } else {
                        out.append(&mut seq);
                    }
                    i += 1;
                    continue;
                }
                let lhs = out.pop();
                let mut rest = seq.drain(..);
                match (lhs, rest.next()) {
                    (Some(l), Some(r)) => {
                        let pasted = self.paste(l, r);
                        out.extend(pasted);
                    }
                    (Some(l), None) => out.push(l),
                    (None, Some(r)) => out.push(r),
                    (None, None) => {}
                }
                out.extend(rest);
            } else {
                out.append(&mut seq);
            }
            i += 1;
        }
        Some(out)
    }

    /// `l ## r` (6.10.3.3p3): one token, or both unchanged (reported) when the result is not a
    /// valid preprocessing token.
    fn paste(&mut self, l: PTok<'a>, r: PTok<'a>) -> Vec<PTok<'a>> {
        if l.kind == Kind::Placemarker {
            let mut r = r;
            r.ws = l.ws;
            return vec![r];
        }
        if r.kind == Kind::Placemarker {
            return vec![l];
        }
        let joined = format!("{}{}", l.text, r.text);
        let toks = tokens_of(&joined, None);
        match toks.as_slice() {
            [one] if one.ws.is_empty() && one.text.len() == joined.len() => {
                let kind = one.kind;
                vec![PTok {
                    text: Cow::Owned(joined),
                    kind,
                    ws: l.ws,
                    hide: l.hide.clone(),
                    at: l.at,
                }]
            }
            _ => {
                self.error(
                    l.at,
                    format!(
                        "pasting \"{}\" and \"{}\" does not give a valid preprocessing token",
                        l.text, r.text
                    ),
                );
                vec![l, r]
            }
        }
    }
}

fn comma<'a>() -> PTok<'a> {
    PTok {
        text: Cow::Borrowed(","),
        kind: Kind::Punct(Punct::Comma),
        ws: "",
        hide: Rc::new(Vec::new()),
        at: None,
    }
}

fn placemarker<'a>() -> PTok<'a> {
    PTok {
        text: Cow::Borrowed(""),
        kind: Kind::Placemarker,
        ws: "",
        hide: Rc::new(Vec::new()),
        at: None,
    }
}

/// The index of the `)` matching the `(` at `open`, if `body[open]` is one.
fn matching_paren(body: &[PTok], open: usize) -> Option<usize> {
    if !body.get(open)?.is(Punct::LParen) {
        return None;
    }
    let mut depth = 0usize;
    for (k, t) in body.iter().enumerate().skip(open) {
        if t.is(Punct::LParen) {
            depth += 1;
        } else if t.is(Punct::RParen) {
            depth -= 1;
            if depth == 0 {
                return Some(k);
            }
        }
    }
    None
}

/// At `(`: takes the arguments of an invocation up to the matching `)`, split at top-level
/// commas. Returns them and the `)` (with every token taken, to put back on an error); `None`
/// (nothing taken) when the line ends first.
#[allow(clippy::type_complexity)]
fn take_args<'a>(
    ts: &mut VecDeque<PTok<'a>>,
) -> Option<(Vec<Vec<PTok<'a>>>, (PTok<'a>, Vec<PTok<'a>>))> {
    let mut depth = 0usize;
    let mut close = None;
    for (k, t) in ts.iter().enumerate() {
        if t.is(Punct::LParen) {
            depth += 1;
        } else if t.is(Punct::RParen) {
            depth -= 1;
            if depth == 0 {
                close = Some(k);
                break;
            }
        }
    }
    let close = close?;
    let taken: Vec<PTok<'a>> = ts.drain(..=close).collect();
    let rparen = taken[close].clone();
    let mut args = vec![Vec::new()];
    let mut depth = 0usize;
    for t in &taken[1..close] {
        if t.is(Punct::LParen) {
            depth += 1;
        } else if t.is(Punct::RParen) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.is(Punct::Comma) {
            args.push(Vec::new());
            continue;
        }
        if let Some(a) = args.last_mut() {
            a.push(t.clone());
        }
    }
    Some((args, (rparen, taken)))
}

/// `#param` (6.10.3.2): the argument's spelling as a string literal, with one space where the
/// argument had whitespace between tokens, `"` and `\` escaped inside literals.
fn stringize<'a>(arg: &[PTok<'a>], ws: &'a str) -> PTok<'a> {
    let mut s = String::from("\"");
    for (i, t) in arg.iter().enumerate() {
        if i > 0 && !t.ws.is_empty() {
            s.push(' ');
        }
        if t.kind == Kind::Quoted {
            s.push_str(&escape(&t.text));
        } else {
            s.push_str(&t.text);
        }
    }
    s.push('"');
    PTok {
        text: Cow::Owned(s),
        kind: Kind::Quoted,
        ws,
        hide: Rc::new(Vec::new()),
        at: None,
    }
}

fn escape(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        if c == '"' || c == '\\' {
            o.push('\\');
        }
        o.push(c);
    }
    o
}

/// Parses the text after `#define ` (as `cc -dD` prints it: `NAME body` or
/// `NAME(params) body`).
fn parse_define(def: &str) -> Macro<'_> {
    let name = word_at(def, 0);
    let rest = &def[name.len()..];
    let mut params = None;
    let mut variadic = false;
    let mut body_text = rest;
    // Function-like only when `(` follows the name directly (6.10.3p3).
    if rest.starts_with('(') {
        if let Some(close) = rest.find(')') {
            let mut ps = Vec::new();
            for p in rest[1..close].split(',') {
                let p = p.trim();
                if p.is_empty() {
                    continue;
                }
                if p == "..." {
                    variadic = true;
                    ps.push("__VA_ARGS__");
                } else if let Some(named) = p.strip_suffix("...") {
                    variadic = true;
                    ps.push(named.trim());
                } else {
                    ps.push(p);
                }
            }
            params = Some(ps);
            body_text = &rest[close + 1..];
        }
    }
    let mut body = tokens_of(body_text, None);
    // Whitespace inside a replacement list counts only as "some" (6.10.3p1).
    for (k, t) in body.iter_mut().enumerate() {
        t.ws = if k == 0 || t.ws.is_empty() { "" } else { " " };
    }
    Macro {
        name,
        params,
        variadic,
        body,
    }
}

/// The expanded tokens as text: the pragma line's tokens keep their whitespace; a space is
/// added where two tokens would otherwise lex as one (gcc's `avoid_paste`).
fn render(toks: &[PTok]) -> String {
    let mut s = String::new();
    let mut prev: Option<&PTok> = None;
    for t in toks {
        if t.kind == Kind::Placemarker {
            continue;
        }
        let mut ws = t.ws;
        if ws.is_empty() {
            if let Some(p) = prev {
                if would_paste(&p.text, &t.text) {
                    ws = " ";
                }
            } else {
                // The first token is separated from `acc`.
                ws = " ";
            }
        }
        s.push_str(ws);
        s.push_str(&t.text);
        prev = Some(t);
    }
    s
}

/// Whether `a` directly followed by `b` would lex differently from the two tokens.
fn would_paste(a: &str, b: &str) -> bool {
    let joined = format!("{a}{b}");
    let toks = tokens_of(&joined, None);
    !(toks.len() == 2 && toks[0].text == a && toks[1].text == b)
}

#[cfg(test)]
mod tests {
    use super::expand_acc_pragmas;

    fn expand(text: &str) -> String {
        let e = expand_acc_pragmas(text);
        assert!(e.diagnostics.is_empty(), "{:?}", e.diagnostics);
        e.text.into_owned()
    }

    fn line_of(text: &str, needle: &str) -> String {
        expand(text)
            .lines()
            .find(|l| l.contains(needle))
            .unwrap_or("")
            .to_string()
    }

    #[test]
    fn unchanged_without_macros() {
        let t = "#define N 5\nint x;\n#pragma acc parallel num_gangs(4)\n{}\n";
        assert!(matches!(
            expand_acc_pragmas(t).text,
            std::borrow::Cow::Borrowed(_)
        ));
        let t = "int x;\n";
        assert!(matches!(
            expand_acc_pragmas(t).text,
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn object_and_function_like() {
        let t = "#define Q 5\n#define F(x) ((x) + 1)\n#pragma acc set default_async(Q) device_num(F(Q))\n";
        assert_eq!(
            line_of(t, "pragma"),
            "#pragma acc set default_async(5) device_num(((5) + 1))"
        );
    }

    #[test]
    fn definitions_in_effect_at_the_line() {
        let t = "#define Q 1\n#pragma acc wait(Q)\n#undef Q\n#define Q 2\n#pragma acc wait(Q)\n#undef Q\n#pragma acc wait(Q)\n";
        let out = expand(t);
        let lines: Vec<&str> = out.lines().filter(|l| l.contains("pragma")).collect();
        assert_eq!(
            lines,
            [
                "#pragma acc wait(1)",
                "#pragma acc wait(2)",
                "#pragma acc wait(Q)"
            ]
        );
    }

    #[test]
    fn rescanning_and_hide_sets() {
        // Self-reference stops (6.10.3.4p2); mutual recursion too.
        let t = "#define x x + 1\n#define a b\n#define b a\n#define f(y) f(y * 2)\n#pragma acc wait(x, a, f(3))\n";
        assert_eq!(line_of(t, "pragma"), "#pragma acc wait(x + 1, a, f(3 * 2))");
        // A function-like macro name from an expansion takes arguments from the rest of the
        // line; one without arguments stays.
        let t = "#define G F\n#define F(x) [x]\n#pragma acc wait(G(1), F)\n";
        assert_eq!(line_of(t, "pragma"), "#pragma acc wait([1], F)");
    }

    #[test]
    fn stringize_paste_and_variadics() {
        let t = concat!(
            "#define S(x) #x\n",
            "#define CAT(a, b) a ## b\n",
            "#define V(fmt, ...) g(fmt, __VA_ARGS__)\n",
            "#define W(fmt, args...) g(fmt, ## args)\n",
            "#define O(a, ...) h(a __VA_OPT__(,) __VA_ARGS__)\n",
            "#define q1 7\n",
            "#pragma acc wait(S(a  \"b\"), CAT(q, 1), CAT(, q1), V(1, 2, 3), W(1), O(1), O(1, 2))\n",
        );
        assert_eq!(
            line_of(t, "pragma"),
            "#pragma acc wait(\"a \\\"b\\\"\", 7, 7, g(1, 2, 3), g(1), h(1), h(1 , 2))"
        );
    }

    #[test]
    fn no_accidental_pasting() {
        let t = "#define M -1\n#define P +\n#pragma acc wait(-M) async(P+1)\n";
        assert_eq!(line_of(t, "pragma"), "#pragma acc wait(- -1) async(+ +1)");
    }

    #[test]
    fn push_pop_macro_and_specials() {
        let t = "# 1 \"f.c\"\n#define N 1\n#pragma push_macro(\"N\")\n#undef N\n#define N 2\n#pragma acc wait(N)\n#pragma pop_macro(\"N\")\n#pragma acc wait(N, __LINE__) async(__COUNTER__)\n";
        let out = expand(t);
        let lines: Vec<&str> = out.lines().filter(|l| l.contains("acc")).collect();
        assert_eq!(
            lines,
            ["#pragma acc wait(2)", "#pragma acc wait(1, 7) async(0)"]
        );
    }

    #[test]
    fn directive_names_and_line_count() {
        let t = "#define PAR parallel\n#pragma acc PAR \\\n  num_gangs(2)\nint after;\n";
        let out = expand(t);
        assert_eq!(out.lines().count(), t.lines().count());
        assert!(out.contains("#pragma acc parallel num_gangs(2)\n\nint after;"));
    }

    #[test]
    fn errors_are_located_in_the_output() {
        let t = "#define A 1111111111\n#pragma acc wait(A)\n#define F(x, y) x\n#pragma acc wait(F(1))\n";
        let e = expand_acc_pragmas(t);
        assert_eq!(e.diagnostics.len(), 1);
        let d = &e.diagnostics[0];
        assert!(
            d.message.contains("requires 2 arguments, but only 1 given"),
            "{}",
            d.message
        );
        let at = &e.text[d.span.start as usize..d.span.end as usize];
        assert_eq!(at, "F");
        // Hostile input stops, reported, instead of running away.
        let mut bomb = String::new();
        bomb.push_str("#define L0 x x\n");
        for i in 1..40 {
            bomb.push_str(&format!("#define L{i} L{} L{}\n", i - 1, i - 1));
        }
        bomb.push_str("#pragma acc wait(L39)\n");
        let e = expand_acc_pragmas(&bomb);
        assert_eq!(e.diagnostics.len(), 1);
    }
}
