//! The directive and clause grammar of chapter 2, parsed from the token run the C parser keeps
//! for each `#pragma acc` line.
//!
//! ```text
//! directive   = directive-name [ '(' args ')' ] { [','] clause }
//! clause      = name [ '(' clause-args ')' ]
//! var         = base { '[' ( expr | [expr] ':' [expr] ) ']' }      (2.7.1)
//! ```
//!
//! C expressions inside clauses are parsed by [`oxacc_syntax::parse_expr`] into the program's
//! [`Ast`]; this module only splits the token run at the top-level `,` and `:` that belong to
//! the OpenACC grammar. Parsing never fails: malformed clauses are reported and dropped, and
//! every loop consumes at least one token.

use std::collections::BTreeMap;

use oxacc_syntax::ast::{Directive, DirectiveKind, Expr, ExprKind};
use oxacc_syntax::{parse_expr, Ast, Diagnostic, Handle, Punct, Span, Token, TokenKind};

use crate::ast::*;
use crate::diagnostics as diag;
use crate::tables;

/// Every parsed `#pragma acc` directive of a translation unit, keyed by its C directive node.
#[derive(Clone, Debug, Default)]
pub struct AccDirectives {
    map: BTreeMap<Handle<Directive>, AccDirective>,
}

impl AccDirectives {
    pub fn new() -> AccDirectives {
        AccDirectives::default()
    }

    /// The parsed directive of a C directive node (`None` for `omp` directives, unknown
    /// directive names and lines whose name could not be parsed).
    pub fn get(&self, dir: Handle<Directive>) -> Option<&AccDirective> {
        self.map.get(&dir)
    }

    /// Every parsed directive in the order of the C directive arena (source order).
    pub fn iter(&self) -> impl Iterator<Item = (Handle<Directive>, &AccDirective)> {
        self.map.iter().map(|(h, d)| (*h, d))
    }

    /// Every parsed directive, mutable, in source order (for rewrites that need sema).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut AccDirective> {
        self.map.values_mut()
    }

    pub fn insert(&mut self, dir: AccDirective) {
        self.map.insert(dir.directive, dir);
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// Parses every `#pragma acc` directive of `ast`. `is_typedef_at(dir, name)` says whether
/// `name` is a typedef name at the directive (casts and `sizeof(T)` in clause arguments depend
/// on it; sema answers it with `is_typedef(scope_of(dir), name)`).
pub fn parse_all(
    ast: &mut Ast,
    text: &str,
    is_typedef_at: &dyn Fn(Handle<Directive>, &str) -> bool,
) -> (AccDirectives, Vec<Diagnostic>) {
    let handles: Vec<Handle<Directive>> = ast
        .directives
        .iter()
        .filter(|(_, d)| d.kind == DirectiveKind::Acc)
        .map(|(h, _)| h)
        .collect();
    let mut out = AccDirectives::new();
    let mut diags = Vec::new();
    for h in handles {
        let is_typedef = |name: &str| is_typedef_at(h, name);
        let (dir, d) = parse_directive(ast, text, h, &is_typedef);
        diags.extend(d);
        if let Some(dir) = dir {
            out.insert(dir);
        }
    }
    (out, diags)
}

/// Parses one `#pragma acc` directive. Returns `None` (with a warning) for an unknown directive
/// name and (with an error) when the name itself is malformed; clause errors are reported and
/// the clause dropped, the directive is still returned.
pub fn parse_directive(
    ast: &mut Ast,
    text: &str,
    dir: Handle<Directive>,
    is_typedef: &dyn Fn(&str) -> bool,
) -> (Option<AccDirective>, Vec<Diagnostic>) {
    let Some(node) = ast.directives.get(dir) else {
        return (None, Vec::new());
    };
    let tokens = node.tokens.clone();
    let span = node.span;
    let body = node.body;
    let mut p = Parser {
        ast,
        text,
        toks: &tokens,
        pos: 0,
        diags: Vec::new(),
        is_typedef,
        line: span,
        section: "2.1",
    };
    let parsed = p.directive(dir, body);
    (parsed, p.diags)
}

struct Parser<'a> {
    ast: &'a mut Ast,
    text: &'a str,
    toks: &'a [Token],
    pos: usize,
    diags: Vec<Diagnostic>,
    is_typedef: &'a dyn Fn(&str) -> bool,
    /// The whole pragma line (errors at the end of the line point at its end).
    line: Span,
    /// The section of the directive or clause being parsed (cited by "expected an
    /// expression").
    section: &'static str,
}

/// A bracketed token run: the tokens between the brackets and the spans of both brackets.
struct Group<'t> {
    inner: &'t [Token],
    open: Span,
    close: Span,
}

impl Group<'_> {
    fn span(&self) -> Span {
        self.open.to(self.close)
    }

    /// Where to point when the group is empty: just after `(`.
    fn inside(&self) -> Span {
        Span::new(self.open.end, self.close.start.max(self.open.end))
    }
}

fn is_open(t: &Token) -> bool {
    t.is_punct(Punct::LParen) || t.is_punct(Punct::LBracket) || t.is_punct(Punct::LBrace)
}

fn is_close(t: &Token) -> bool {
    t.is_punct(Punct::RParen) || t.is_punct(Punct::RBracket) || t.is_punct(Punct::RBrace)
}

/// Splits `toks` at the top-level (not bracketed) occurrences of `sep`.
fn split_top(toks: &[Token], sep: Punct) -> Vec<&[Token]> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, t) in toks.iter().enumerate() {
        if is_open(t) {
            depth += 1;
        } else if is_close(t) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.is_punct(sep) {
            out.push(&toks[start..i]);
            start = i + 1;
        }
    }
    out.push(&toks[start..]);
    out
}

/// The index of the first top-level `:` that is not the `:` of a `?:` conditional.
fn top_colon(toks: &[Token]) -> Option<usize> {
    let mut depth = 0usize;
    let mut pending_question = 0usize;
    for (i, t) in toks.iter().enumerate() {
        if is_open(t) {
            depth += 1;
        } else if is_close(t) {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.is_punct(Punct::Question) {
            pending_question += 1;
        } else if depth == 0 && t.is_punct(Punct::Colon) {
            if pending_question > 0 {
                pending_question -= 1;
            } else {
                return Some(i);
            }
        }
    }
    None
}

/// The span covering a non-empty token run.
fn run_span(toks: &[Token]) -> Option<Span> {
    Some(toks.first()?.span.to(toks.last()?.span))
}

impl<'a> Parser<'a> {
    // --------------------------------------------------------------------------------------
    // Token helpers
    // --------------------------------------------------------------------------------------

    fn peek(&self) -> Option<Token> {
        self.toks.get(self.pos).copied()
    }

    /// The spelling of an identifier or keyword token (clause names such as `if`, `default`,
    /// `auto` and `static:` are C keywords).
    fn word(&self, t: Token) -> Option<&'a str> {
        match t.kind {
            TokenKind::Ident | TokenKind::Keyword(_) => Some(t.text(self.text)),
            _ => None,
        }
    }

    fn peek_word(&self) -> Option<&'a str> {
        self.peek().and_then(|t| self.word(t))
    }

    fn at_paren(&self) -> bool {
        self.peek().is_some_and(|t| t.is_punct(Punct::LParen))
    }

    /// The end of the line, for errors about something missing there.
    fn eol(&self) -> Span {
        Span::new(self.line.end, self.line.end)
    }

    fn prev_end(&self) -> u32 {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.span.end,
            None => self.line.start,
        }
    }

    /// At `(`: consumes the bracketed group up to its matching `)`. An unclosed group is
    /// reported and runs to the end of the line.
    fn group(&mut self) -> Option<Group<'a>> {
        let toks: &'a [Token] = self.toks;
        let open = toks.get(self.pos)?;
        if !open.is_punct(Punct::LParen) {
            return None;
        }
        let start = self.pos + 1;
        // Only parentheses delimit a clause's arguments: a stray `[` inside (`a[0:n)`) is
        // the var parser's business, not a reason to swallow the rest of the line.
        let mut depth = 0usize;
        let mut i = self.pos;
        while let Some(t) = toks.get(i) {
            if t.is_punct(Punct::LParen) {
                depth += 1;
            } else if t.is_punct(Punct::RParen) {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    self.pos = i + 1;
                    return Some(Group {
                        inner: &toks[start..i],
                        open: open.span,
                        close: t.span,
                    });
                }
            }
            i += 1;
        }
        self.diags.push(diag::unclosed_paren(self.eol()));
        self.pos = toks.len();
        Some(Group {
            inner: &toks[start..],
            open: open.span,
            close: self.eol(),
        })
    }

    // --------------------------------------------------------------------------------------
    // Expressions and vars
    // --------------------------------------------------------------------------------------

    fn error_expr(&mut self, span: Span) -> Handle<Expr> {
        self.ast.exprs.alloc(Expr {
            span,
            kind: ExprKind::Error,
        })
    }

    /// Parses a C expression from `toks`; `at` is where to point when `toks` is empty.
    fn expr(&mut self, toks: &[Token], at: Span, what: &str) -> Handle<Expr> {
        if toks.is_empty() {
            self.diags.push(diag::expected_expr(at, what, self.section));
            return self.error_expr(at);
        }
        let (e, d) = parse_expr(self.ast, self.text, toks, self.is_typedef);
        self.diags.extend(d);
        e
    }

    /// A comma-separated list of expressions (at least one).
    fn expr_list(&mut self, g: &Group, what: &str) -> Vec<Handle<Expr>> {
        if g.inner.is_empty() {
            self.diags
                .push(diag::expected_expr(g.inside(), what, self.section));
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut at = g.open;
        for part in split_top(g.inner, Punct::Comma) {
            let e = self.expr(part, Span::new(at.end, at.end), what);
            out.push(e);
            at = part.last().map_or(at, |t| t.span);
            at = Span::new(at.end, at.end + 1);
        }
        out
    }

    /// Exactly one expression (the whole group).
    fn single_expr(&mut self, g: &Group, what: &str) -> Handle<Expr> {
        self.expr(g.inner, g.inside(), what)
    }

    /// A condition (`if`, `self` on compute constructs): one assignment-expression. 1.6: "each
    /// expression inside of the OpenACC clauses ... must be a valid assignment-expression. This
    /// avoids ambiguity between the comma operator and comma-separated list items" (resolved
    /// in 3.2, 1.16). `if(a, b)` used to be taken as a comma expression (the condition `b`,
    /// silently; gcc rejects it); a parenthesized comma expression is still accepted.
    fn condition(&mut self, g: &Group, what: &str) -> Option<Handle<Expr>> {
        let parts = split_top(g.inner, Punct::Comma);
        if parts.len() > 1 {
            self.diags.push(diag::comma_in_condition(g.span(), what));
            return None;
        }
        Some(self.single_expr(g, what))
    }

    /// One expression that must not be a list (`num_workers(a, b)` is an error).
    fn one_arg(&mut self, g: &Group, what: &str, section: &str) -> Option<Handle<Expr>> {
        let parts = split_top(g.inner, Punct::Comma);
        if parts.len() > 1 {
            self.diags
                .push(diag::too_many_args(g.span(), what, section));
            return None;
        }
        Some(self.single_expr(g, what))
    }

    /// var-list (2.7.1): comma-separated vars.
    fn var_list(&mut self, toks: &[Token], at: Span) -> Vec<DataVar> {
        if toks.is_empty() {
            self.diags.push(diag::expected_var(at));
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut start = 0;
        // Each part ends at a top-level comma (whose span locates an empty part) or the end.
        for part in split_top(toks, Punct::Comma) {
            let end = start + part.len();
            match run_span(part) {
                None => {
                    let sep = toks.get(end).or(toks.last()).map_or(at, |t| t.span);
                    self.diags.push(diag::expected_var(sep));
                }
                Some(span) => {
                    if let Some(v) = self.var(part, span) {
                        out.push(v);
                    }
                }
            }
            start = end + 1;
        }
        out
    }

    /// var: `name`, `a[i]`, `a[lo:len]...`, `s.p[0:n]`, `p->q[0:n]` (2.7.1).
    fn var(&mut self, toks: &[Token], span: Span) -> Option<DataVar> {
        if let Some(at) = unbalanced(toks) {
            self.diags.push(diag::unbalanced_brackets(at));
            return None;
        }
        // Peel the trailing `[...]` groups off, last first.
        let mut end = toks.len();
        let mut groups: Vec<(usize, usize)> = Vec::new();
        while end > 0 && toks[end - 1].is_punct(Punct::RBracket) {
            let mut depth = 0usize;
            let mut i = end;
            let mut open = None;
            while i > 0 {
                i -= 1;
                let t = &toks[i];
                if is_close(t) {
                    depth += 1;
                } else if is_open(t) {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        open = Some(i);
                        break;
                    }
                }
            }
            let Some(open) = open else { break };
            if !toks[open].is_punct(Punct::LBracket) {
                break;
            }
            groups.push((open, end));
            end = open;
        }
        groups.reverse();
        let base_toks = &toks[..end];
        let text = self
            .text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
            .to_string();
        if base_toks.is_empty() {
            self.diags.push(diag::expected_var(span));
            return None;
        }
        // A range inside the base (`a[0:n].x`) is a subarray that is not last.
        if let Some(colon) = base_range_colon(base_toks) {
            self.diags.push(diag::subarray_not_last(colon));
            return None;
        }
        let (base, d) = parse_expr(self.ast, self.text, base_toks, self.is_typedef);
        let had_errors = d.iter().any(Diagnostic::is_error);
        self.diags.extend(d);
        if had_errors {
            return None;
        }
        let Some((root, is_member)) = self.root_of(base) else {
            self.diags.push(diag::bad_var(span, &text));
            return None;
        };
        let mut subscripts = Vec::new();
        for (open, close) in groups {
            let inner = &toks[open + 1..close - 1];
            let sspan = toks[open].span.to(toks[close - 1].span);
            let inside = Span::new(toks[open].span.end, toks[close - 1].span.start);
            let kind = if inner.is_empty() {
                self.diags.push(diag::empty_subscript(sspan));
                return None;
            } else if split_top(inner, Punct::Comma).len() > 1 {
                // 1.6: bounds and indices are assignment-expressions; `a[1, 1:n]` was taken
                // as the comma expression `(1, 1)`, silently.
                self.diags.push(diag::comma_in_subscript(sspan));
                return None;
            } else if let Some(c) = top_colon(inner) {
                let lo = &inner[..c];
                let len = &inner[c + 1..];
                let lower = if lo.is_empty() {
                    None
                } else {
                    Some(self.expr(lo, inside, "a subarray lower bound"))
                };
                let length = if len.is_empty() {
                    None
                } else {
                    Some(self.expr(len, inside, "a subarray length"))
                };
                SubscriptKind::Range { lower, length }
            } else {
                SubscriptKind::Index(self.expr(inner, inside, "an array index"))
            };
            subscripts.push(Subscript { span: sspan, kind });
        }
        Some(DataVar {
            span,
            text,
            base,
            root,
            is_member,
            subscripts,
        })
    }

    /// The root variable of a var's base expression and whether a member access is involved;
    /// `None` when the base is not a name, member or element (`*p`, `f()`).
    fn root_of(&self, e: Handle<Expr>) -> Option<(NameRef, bool)> {
        let mut cur = e;
        let mut is_member = false;
        // Bounded by the expression's size: each step goes to a sub-expression.
        for _ in 0..=self.ast.exprs.len() {
            let node = self.ast.exprs.get(cur)?;
            match &node.kind {
                ExprKind::Ident(id) => {
                    return Some((
                        NameRef {
                            name: self.ast.name(*id).to_string(),
                            span: id.span,
                        },
                        is_member,
                    ))
                }
                ExprKind::Member { base, .. } => {
                    is_member = true;
                    cur = *base;
                }
                ExprKind::Index { base, .. } => cur = *base,
                _ => return None,
            }
        }
        None
    }

    // --------------------------------------------------------------------------------------
    // Directives
    // --------------------------------------------------------------------------------------

    fn directive(
        &mut self,
        dir: Handle<Directive>,
        body: Option<Handle<oxacc_syntax::ast::Stmt>>,
    ) -> Option<AccDirective> {
        let Some(first) = self.peek() else {
            self.diags.push(diag::missing_directive_name(self.line));
            return None;
        };
        let Some(word) = self.word(first) else {
            self.diags.push(diag::missing_directive_name(first.span));
            return None;
        };
        self.pos += 1;
        let mut name_span = first.span;
        let mut atomic_clause_span = None;
        let name = match word {
            "parallel" | "serial" | "kernels" => {
                let combined = self.peek_word() == Some("loop");
                if combined {
                    name_span = name_span.to(self.toks[self.pos].span);
                    self.pos += 1;
                }
                match (word, combined) {
                    ("parallel", false) => DirectiveName::Parallel,
                    ("parallel", true) => DirectiveName::ParallelLoop,
                    ("serial", false) => DirectiveName::Serial,
                    ("serial", true) => DirectiveName::SerialLoop,
                    ("kernels", false) => DirectiveName::Kernels,
                    _ => DirectiveName::KernelsLoop,
                }
            }
            "enter" | "exit" => {
                if self.peek_word() != Some("data") {
                    let at = self.peek().map_or(self.eol(), |t| t.span);
                    self.diags.push(diag::expected_data_after(at, word));
                    return None;
                }
                name_span = name_span.to(self.toks[self.pos].span);
                self.pos += 1;
                if word == "enter" {
                    DirectiveName::EnterData
                } else {
                    DirectiveName::ExitData
                }
            }
            "data" => DirectiveName::Data,
            "host_data" => DirectiveName::HostData,
            "loop" => DirectiveName::Loop,
            "cache" => DirectiveName::Cache,
            "declare" => DirectiveName::Declare,
            "init" => DirectiveName::Init,
            "shutdown" => DirectiveName::Shutdown,
            "set" => DirectiveName::Set,
            "update" => DirectiveName::Update,
            "wait" => DirectiveName::Wait,
            "routine" => DirectiveName::Routine,
            "atomic" => {
                let kind = match self.peek_word() {
                    Some("read") => Some(AtomicKind::Read),
                    Some("write") => Some(AtomicKind::Write),
                    Some("update") => Some(AtomicKind::Update),
                    Some("capture") => Some(AtomicKind::Capture),
                    // `atomic if(c)`: an update with the `if` extension (see tables.rs).
                    Some("if") => None,
                    Some(other) => {
                        let at = self.toks[self.pos].span;
                        self.diags.push(diag::bad_atomic_clause(at, other));
                        return None;
                    }
                    None => None,
                };
                if kind.is_some() {
                    let s = self.toks[self.pos].span;
                    atomic_clause_span = Some(s);
                    name_span = name_span.to(s);
                    self.pos += 1;
                }
                DirectiveName::Atomic(kind.unwrap_or(AtomicKind::Update))
            }
            other => {
                self.diags.push(diag::unknown_directive(first.span, other));
                return None;
            }
        };
        self.section = name.section();
        let args = match name {
            DirectiveName::Cache => self.cache_args()?,
            DirectiveName::Wait => match self.group() {
                Some(g) => DirectiveArgs::Wait(self.wait_args(&g)),
                None => DirectiveArgs::None,
            },
            DirectiveName::Routine => match self.group() {
                Some(g) => match g.inner {
                    [t] if t.kind == TokenKind::Ident => DirectiveArgs::Routine(NameRef {
                        name: t.text(self.text).to_string(),
                        span: t.span,
                    }),
                    _ => {
                        // Dropped: its clauses would be checked against no function.
                        self.diags.push(diag::bad_routine_name(g.span()));
                        return None;
                    }
                },
                None => DirectiveArgs::None,
            },
            _ => DirectiveArgs::None,
        };
        let clauses = self.clauses(name);
        Some(AccDirective {
            name,
            span: self.line,
            name_span,
            atomic_clause_span,
            args,
            clauses,
            directive: dir,
            body,
        })
    }

    /// `cache( [readonly:] var-list )` (2.10).
    /// `None` (reported) without the parenthesised list: such a directive means nothing.
    fn cache_args(&mut self) -> Option<DirectiveArgs> {
        let Some(g) = self.group() else {
            let at = self.peek().map_or(self.eol(), |t| t.span);
            self.diags.push(diag::expected_paren(at, "cache", "2.10"));
            return None;
        };
        let (readonly, rest) = match g.inner {
            [m, c, rest @ ..] if self.word(*m) == Some("readonly") && c.is_punct(Punct::Colon) => {
                (Some(m.span), rest)
            }
            _ => (None, g.inner),
        };
        let vars = self.var_list(rest, g.inside());
        Some(DirectiveArgs::Cache { readonly, vars })
    }

    /// wait-argument: `[devnum: int-expr:] [queues:] async-argument-list` (2.16).
    ///
    /// With a `devnum` modifier the list may be left out (`wait(devnum: d)`, `wait(devnum: d:)`):
    /// "If there is no async-argument-list, the associated activity queues are all activity
    /// queues for the associated device" (2.16), and 3.2.12 gives `wait(devnum:dev_num)` as the
    /// directive equivalent to `acc_wait_all_device`. Without one an empty list stays an error
    /// (`wait()`: the parentheses add nothing but a likely slip).
    fn wait_args(&mut self, g: &Group) -> WaitArgs {
        let mut rest = g.inner;
        let mut devnum = None;
        if let [d, c, after @ ..] = rest {
            if self.word(*d) == Some("devnum") && c.is_punct(Punct::Colon) {
                match top_colon(after) {
                    Some(i) => {
                        devnum = Some(self.expr(&after[..i], c.span, "the devnum modifier"));
                        rest = &after[i + 1..];
                    }
                    // `devnum: d` alone: every queue of device d (an empty `d` is
                    // reported as a missing expression).
                    None => {
                        devnum = Some(self.expr(after, c.span, "the devnum modifier"));
                        rest = &[];
                    }
                }
            }
        }
        let mut queues_modifier = None;
        if let [q, c, after @ ..] = rest {
            if self.word(*q) == Some("queues") && c.is_punct(Punct::Colon) {
                queues_modifier = Some(q.span);
                rest = after;
            }
        }
        let queues = if rest.is_empty() {
            if devnum.is_none() {
                self.diags.push(diag::empty_wait_list(g.span()));
            }
            Vec::new()
        } else {
            let g2 = Group {
                inner: rest,
                open: g.open,
                close: g.close,
            };
            self.expr_list(&g2, "a wait-argument")
        };
        WaitArgs {
            span: g.span(),
            devnum,
            queues_modifier,
            queues,
        }
    }

    // --------------------------------------------------------------------------------------
    // Clauses
    // --------------------------------------------------------------------------------------

    /// `{ [','] clause }` to the end of the line.
    fn clauses(&mut self, dir: DirectiveName) -> Vec<Clause> {
        let mut out: Vec<Clause> = Vec::new();
        let mut group: Option<usize> = None;
        let groups = tables::device_type_groups(dir);
        while let Some(t) = self.peek() {
            if t.is_punct(Punct::Comma) {
                self.pos += 1;
                continue;
            }
            self.pos += 1;
            let Some(word) = self.word(t) else {
                let found = if t.kind == TokenKind::Punct(Punct::LParen) {
                    // `parallel(...)`: skip the group so one error is reported.
                    self.pos -= 1;
                    let _ = self.group();
                    "'('".to_string()
                } else {
                    t.kind.to_string()
                };
                self.diags.push(diag::expected_clause_name(t.span, &found));
                continue;
            };
            let Some(name) = ClauseName::lookup(word) else {
                self.diags.push(diag::unknown_clause(
                    t.span,
                    word,
                    dir,
                    &tables::allowed_clauses(dir),
                ));
                // Skip its arguments too, so they are not read as clauses.
                let _ = self.group();
                continue;
            };
            let Some(kind) = self.clause_args(dir, name, t) else {
                continue;
            };
            let span = Span::new(t.span.start, self.prev_end().max(t.span.end));
            let is_dt = name == ClauseName::DeviceType;
            out.push(Clause {
                kind,
                span,
                name_span: t.span,
                device_type: if is_dt { None } else { group },
            });
            if is_dt && groups {
                group = Some(out.len() - 1);
            }
        }
        out
    }

    /// Requires a parenthesised argument group after clause `name_tok`.
    fn required_group(&mut self, name_tok: Token, section: &str) -> Option<Group<'a>> {
        let g = self.group();
        if g.is_none() {
            let spelled = name_tok.text(self.text).to_string();
            self.diags.push(diag::expected_paren(
                Span::new(name_tok.span.end, name_tok.span.end),
                &spelled,
                section,
            ));
        }
        g
    }

    /// The arguments of one clause; `None` when they are malformed (already reported).
    fn clause_args(
        &mut self,
        dir: DirectiveName,
        name: ClauseName,
        tok: Token,
    ) -> Option<ClauseKind> {
        let spelled = tok.text(self.text);
        let what = format!("the '{spelled}' clause");
        self.section = name.section();
        match name {
            // Clauses without arguments.
            ClauseName::Seq
            | ClauseName::Independent
            | ClauseName::Auto
            | ClauseName::IfPresent
            | ClauseName::Finalize
            | ClauseName::Nohost => {
                if self.at_paren() {
                    let g = self.group()?;
                    self.diags.push(diag::clause_takes_no_args(
                        g.span(),
                        spelled,
                        name.section(),
                    ));
                    return None;
                }
                Some(match name {
                    ClauseName::Seq => ClauseKind::Seq,
                    ClauseName::Independent => ClauseKind::Independent,
                    ClauseName::Auto => ClauseKind::Auto,
                    ClauseName::IfPresent => ClauseKind::IfPresent,
                    ClauseName::Finalize => ClauseKind::Finalize,
                    _ => ClauseKind::Nohost,
                })
            }
            ClauseName::If => {
                let g = self.required_group(tok, "2.5.6")?;
                Some(ClauseKind::If(self.condition(&g, &what)?))
            }
            ClauseName::SelfClause => {
                if dir == DirectiveName::Update {
                    // 2.14.4: `self(var-list)`, a synonym of `host`.
                    let g = self.required_group(tok, "2.14.4")?;
                    Some(ClauseKind::SelfClause(SelfArg::Vars(
                        self.var_list(g.inner, g.inside()),
                    )))
                } else if self.at_paren() {
                    let g = self.group()?;
                    Some(ClauseKind::SelfClause(SelfArg::Cond(
                        self.condition(&g, &what)?,
                    )))
                } else {
                    Some(ClauseKind::SelfClause(SelfArg::None))
                }
            }
            ClauseName::Async => {
                if self.at_paren() {
                    let g = self.group()?;
                    let e = self.one_arg(&g, &what, name.section())?;
                    Some(ClauseKind::Async(Some(e)))
                } else {
                    Some(ClauseKind::Async(None))
                }
            }
            ClauseName::Wait => {
                if self.at_paren() {
                    let g = self.group()?;
                    Some(ClauseKind::Wait(Some(self.wait_args(&g))))
                } else {
                    Some(ClauseKind::Wait(None))
                }
            }
            ClauseName::NumGangs => {
                let g = self.required_group(tok, "2.5.10")?;
                let list = self.expr_list(&g, &what);
                if list.is_empty() {
                    return None;
                }
                Some(ClauseKind::NumGangs(list))
            }
            ClauseName::NumWorkers
            | ClauseName::VectorLength
            | ClauseName::DeviceNum
            | ClauseName::DefaultAsync => {
                let section = match name {
                    ClauseName::NumWorkers => "2.5.11",
                    ClauseName::VectorLength => "2.5.12",
                    _ => "2.14.3",
                };
                let g = self.required_group(tok, section)?;
                let e = self.one_arg(&g, &what, name.section())?;
                Some(match name {
                    ClauseName::NumWorkers => ClauseKind::NumWorkers(e),
                    ClauseName::VectorLength => ClauseKind::VectorLength(e),
                    ClauseName::DeviceNum => ClauseKind::DeviceNum(e),
                    _ => ClauseKind::DefaultAsync(e),
                })
            }
            ClauseName::DeviceType => {
                let g = self.required_group(tok, "2.4")?;
                self.device_type_arg(&g).map(ClauseKind::DeviceType)
            }
            ClauseName::Private
            | ClauseName::Firstprivate
            | ClauseName::UseDevice
            | ClauseName::Host
            | ClauseName::Device => {
                let g = self.required_group(tok, "2.7.1")?;
                let vars = self.var_list(g.inner, g.inside());
                Some(match name {
                    ClauseName::Private => ClauseKind::Private(vars),
                    ClauseName::Firstprivate => ClauseKind::Firstprivate(vars),
                    ClauseName::UseDevice => ClauseKind::UseDevice(vars),
                    ClauseName::Host => ClauseKind::Host(vars),
                    _ => ClauseKind::Device(vars),
                })
            }
            ClauseName::Reduction => {
                let g = self.required_group(tok, "2.5.15")?;
                self.reduction(&g)
            }
            ClauseName::Default => {
                let g = self.required_group(tok, "2.5.16")?;
                match g.inner {
                    [t] if self.word(*t) == Some("none") => {
                        Some(ClauseKind::Default(DefaultKind::None))
                    }
                    [t] if self.word(*t) == Some("present") => {
                        Some(ClauseKind::Default(DefaultKind::Present))
                    }
                    _ => {
                        let at = run_span(g.inner).unwrap_or(g.inside());
                        self.diags.push(diag::bad_default(at));
                        None
                    }
                }
            }
            ClauseName::Gang => {
                if self.at_paren() {
                    let g = self.group()?;
                    self.gang_args(&g).map(ClauseKind::Gang)
                } else {
                    Some(ClauseKind::Gang(GangArgs::default()))
                }
            }
            ClauseName::Worker | ClauseName::Vector => {
                let keyword = if name == ClauseName::Worker {
                    "num"
                } else {
                    "length"
                };
                let arg = if self.at_paren() {
                    let g = self.group()?;
                    let inner = match g.inner {
                        [k, c, rest @ ..]
                            if self.word(*k) == Some(keyword) && c.is_punct(Punct::Colon) =>
                        {
                            rest
                        }
                        _ => g.inner,
                    };
                    let g2 = Group {
                        inner,
                        open: g.open,
                        close: g.close,
                    };
                    Some(self.one_arg(&g2, &what, name.section())?)
                } else {
                    None
                };
                Some(if name == ClauseName::Worker {
                    ClauseKind::Worker(arg)
                } else {
                    ClauseKind::Vector(arg)
                })
            }
            ClauseName::Collapse => {
                let g = self.required_group(tok, "2.9.1")?;
                let (force, inner) = match g.inner {
                    [k, c, rest @ ..]
                        if self.word(*k) == Some("force") && c.is_punct(Punct::Colon) =>
                    {
                        (true, rest)
                    }
                    _ => (false, g.inner),
                };
                let g2 = Group {
                    inner,
                    open: g.open,
                    close: g.close,
                };
                let count = self.one_arg(&g2, &what, name.section())?;
                let value = match self.ast.exprs.get(count).map(|e| &e.kind) {
                    Some(ExprKind::IntLit(lit)) if !lit.overflow => u64::try_from(lit.value).ok(),
                    _ => None,
                };
                Some(ClauseKind::Collapse {
                    force,
                    count,
                    value,
                })
            }
            ClauseName::Tile => {
                let g = self.required_group(tok, "2.9.8")?;
                if g.inner.is_empty() {
                    self.diags
                        .push(diag::expected_expr(g.inside(), &what, self.section));
                    return None;
                }
                let mut sizes = Vec::new();
                for part in split_top(g.inner, Punct::Comma) {
                    sizes.push(self.size_expr(part, g.inside(), &what));
                }
                Some(ClauseKind::Tile(sizes))
            }
            ClauseName::Bind => {
                let g = self.required_group(tok, "2.15.1")?;
                match g.inner {
                    [t] if t.kind == TokenKind::Ident => {
                        Some(ClauseKind::Bind(BindName::Ident(NameRef {
                            name: t.text(self.text).to_string(),
                            span: t.span,
                        })))
                    }
                    [t] if matches!(t.kind, TokenKind::StrLit(_)) => {
                        let s = t.text(self.text);
                        let inner = s
                            .find('"')
                            .and_then(|i| s.get(i + 1..s.len().saturating_sub(1)))
                            .unwrap_or("");
                        Some(ClauseKind::Bind(BindName::String(NameRef {
                            name: inner.to_string(),
                            span: t.span,
                        })))
                    }
                    _ => {
                        self.diags.push(diag::bad_bind(g.span()));
                        None
                    }
                }
            }
            ClauseName::Copy
            | ClauseName::Copyin
            | ClauseName::Copyout
            | ClauseName::Create
            | ClauseName::NoCreate
            | ClauseName::Present
            | ClauseName::Deviceptr
            | ClauseName::Attach
            | ClauseName::Detach
            | ClauseName::Delete
            | ClauseName::DeviceResident
            | ClauseName::Link => {
                let kind = DataClauseKind::from_clause_name(name)?;
                let g = self.required_group(tok, "2.7")?;
                let mut inner = g.inner;
                let mut modifier = None;
                if let [m, c, rest @ ..] = inner {
                    let mw = self.word(*m);
                    if c.is_punct(Punct::Colon) && matches!(mw, Some("readonly" | "zero")) {
                        let which = if mw == Some("readonly") {
                            DataModifier::Readonly
                        } else {
                            DataModifier::Zero
                        };
                        let ok = matches!(
                            (which, kind),
                            (DataModifier::Readonly, DataClauseKind::Copyin)
                                | (DataModifier::Zero, DataClauseKind::Copyout)
                                | (DataModifier::Zero, DataClauseKind::Create)
                        );
                        if !ok {
                            self.diags
                                .push(diag::bad_modifier(m.span, mw.unwrap_or(""), spelled));
                        } else {
                            modifier = Some((which, m.span));
                        }
                        inner = rest;
                    }
                }
                let vars = self.var_list(inner, g.inside());
                Some(ClauseKind::Data(DataClause {
                    kind,
                    modifier,
                    vars,
                }))
            }
        }
    }

    /// size-expr: `*` or an int-expr (2.9).
    fn size_expr(&mut self, toks: &[Token], at: Span, what: &str) -> TileSize {
        match toks {
            [t] if t.is_punct(Punct::Star) => TileSize::Star(t.span),
            _ => TileSize::Expr(self.expr(toks, at, what)),
        }
    }

    /// `device_type( * | name, ... )` (2.4).
    fn device_type_arg(&mut self, g: &Group) -> Option<DeviceTypeArg> {
        if let [t] = g.inner {
            if t.is_punct(Punct::Star) {
                return Some(DeviceTypeArg::Star(t.span));
            }
        }
        let mut names = Vec::new();
        for part in split_top(g.inner, Punct::Comma) {
            match part {
                [t] if self.word(*t).is_some() => names.push(NameRef {
                    name: t.text(self.text).to_string(),
                    span: t.span,
                }),
                _ => {
                    let at = run_span(part).unwrap_or(g.inside());
                    self.diags.push(diag::bad_device_type(at));
                    return None;
                }
            }
        }
        Some(DeviceTypeArg::List(names))
    }

    /// `reduction( operator : var-list )` (2.5.15).
    fn reduction(&mut self, g: &Group) -> Option<ClauseKind> {
        let (op, op_len) = match g.inner {
            [a, ..] if a.is_punct(Punct::Plus) => (ReductionOp::Add, 1),
            [a, ..] if a.is_punct(Punct::Star) => (ReductionOp::Mul, 1),
            [a, ..] if a.is_punct(Punct::Amp) => (ReductionOp::BitAnd, 1),
            [a, ..] if a.is_punct(Punct::Pipe) => (ReductionOp::BitOr, 1),
            [a, ..] if a.is_punct(Punct::Caret) => (ReductionOp::BitXor, 1),
            [a, ..] if a.is_punct(Punct::AmpAmp) => (ReductionOp::LogicalAnd, 1),
            [a, ..] if a.is_punct(Punct::PipePipe) => (ReductionOp::LogicalOr, 1),
            [a, ..] if self.word(*a) == Some("max") => (ReductionOp::Max, 1),
            [a, ..] if self.word(*a) == Some("min") => (ReductionOp::Min, 1),
            _ => {
                let at = g.inner.first().map_or(g.inside(), |t| t.span);
                self.diags.push(diag::bad_reduction_op(at));
                return None;
            }
        };
        let op_span = g.inner[0].span;
        match g.inner.get(op_len) {
            Some(c) if c.is_punct(Punct::Colon) => {}
            _ => {
                self.diags.push(diag::bad_reduction_op(op_span));
                return None;
            }
        }
        let rest = &g.inner[op_len + 1..];
        let at = Span::new(
            g.inner[op_len].span.end,
            g.close.start.max(g.inner[op_len].span.end),
        );
        let vars = self.var_list(rest, at);
        Some(ClauseKind::Reduction { op, op_span, vars })
    }

    /// gang-arg-list: `[num:] int-expr | dim: int-expr | static: size-expr` (2.9).
    fn gang_args(&mut self, g: &Group) -> Option<GangArgs> {
        let mut args = GangArgs::default();
        if g.inner.is_empty() {
            self.diags.push(diag::expected_expr(
                g.inside(),
                "the 'gang' clause",
                self.section,
            ));
            return None;
        }
        for part in split_top(g.inner, Punct::Comma) {
            let at = run_span(part).unwrap_or(g.inside());
            let (key, rest) = match part {
                [k, c, rest @ ..] if c.is_punct(Punct::Colon) => match self.word(*k) {
                    Some(w @ ("num" | "dim" | "static")) => (w, rest),
                    _ => ("num", part),
                },
                _ => ("num", part),
            };
            let what = format!("the '{key}' argument of 'gang'");
            let taken = match key {
                "dim" => args.dim.is_some(),
                "static" => args.static_size.is_some(),
                _ => args.num.is_some(),
            };
            if taken {
                self.diags.push(diag::duplicate_gang_arg(at, key));
                return None;
            }
            match key {
                "dim" => args.dim = Some(self.expr(rest, at, &what)),
                "static" => args.static_size = Some(self.size_expr(rest, at, &what)),
                _ => args.num = Some(self.expr(rest, at, &what)),
            }
        }
        Some(args)
    }
}

/// The `:` of a subarray range inside a var's base (`a[0:n].x`), if any.
fn base_range_colon(toks: &[Token]) -> Option<Span> {
    let mut i = 0;
    while i < toks.len() {
        if toks[i].is_punct(Punct::LBracket) {
            // Find the matching `]`, then look for a top-level colon inside.
            let mut depth = 0usize;
            let mut j = i;
            while j < toks.len() {
                if is_open(&toks[j]) {
                    depth += 1;
                } else if is_close(&toks[j]) {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        break;
                    }
                }
                j += 1;
            }
            let inner = &toks[i + 1..j.min(toks.len())];
            if let Some(c) = top_colon(inner) {
                return Some(inner[c].span);
            }
            i = j + 1;
        } else {
            i += 1;
        }
    }
    None
}

/// The first bracket of `toks` that has no partner of its kind, if any.
fn unbalanced(toks: &[Token]) -> Option<Span> {
    let mut stack: Vec<(Punct, Span)> = Vec::new();
    for t in toks {
        let TokenKind::Punct(p) = t.kind else {
            continue;
        };
        let want = match p {
            Punct::LParen => Some(Punct::RParen),
            Punct::LBracket => Some(Punct::RBracket),
            Punct::LBrace => Some(Punct::RBrace),
            _ => None,
        };
        if let Some(w) = want {
            stack.push((w, t.span));
        } else if matches!(p, Punct::RParen | Punct::RBracket | Punct::RBrace) {
            match stack.pop() {
                Some((w, _)) if w == p => {}
                _ => return Some(t.span),
            }
        }
    }
    stack.first().map(|(_, s)| *s)
}
