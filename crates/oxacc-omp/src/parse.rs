//! The directive and clause grammar of OpenMP 2.0 (2.1, appendix C), from the token run the C
//! parser keeps for each `#pragma omp` line.
//!
//! ```text
//! directive = name [ '(' name-or-list ')' ] { [','] clause }
//! clause    = name [ '(' args ')' ]
//! ```
//!
//! C expressions (`if`, `num_threads`, a `schedule` chunk) and the variables of a
//! variable-list are parsed by `oxacc_syntax::parse_expr` into the program's `Ast`, so that sema
//! types and resolves them at the directive's scope. Parsing never fails: a malformed clause is
//! reported and dropped; an unknown directive name is a warning and the pragma is ignored.

use std::collections::BTreeMap;

use oxacc_syntax::ast::{Directive, DirectiveKind, Expr, ExprKind};
use oxacc_syntax::{parse_expr, Ast, Diagnostic, Handle, Punct, Span, Token, TokenKind};

use crate::ast::*;
use crate::diagnostics as diag;

/// Every parsed `#pragma omp` directive of a translation unit, keyed by its C directive node.
#[derive(Clone, Debug, Default)]
pub struct OmpDirectives {
    map: BTreeMap<Handle<Directive>, OmpDirective>,
}

impl OmpDirectives {
    pub fn get(&self, dir: Handle<Directive>) -> Option<&OmpDirective> {
        self.map.get(&dir)
    }

    /// Every parsed directive, in the order of the C directive arena (a construct's inner
    /// directives come before it: the parser allocates a directive after its body).
    pub fn iter(&self) -> impl Iterator<Item = (Handle<Directive>, &OmpDirective)> {
        self.map.iter().map(|(h, d)| (*h, d))
    }

    pub fn insert(&mut self, d: OmpDirective) {
        self.map.insert(d.directive, d);
    }

    pub fn len(&self) -> usize {
        self.map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }
}

/// Parses every `#pragma omp` directive of `ast`; `is_typedef_at(dir, name)` says whether
/// `name` is a typedef name at the directive (for casts in clause expressions).
pub fn parse_all(
    ast: &mut Ast,
    text: &str,
    is_typedef_at: &dyn Fn(Handle<Directive>, &str) -> bool,
) -> (OmpDirectives, Vec<Diagnostic>) {
    let handles: Vec<Handle<Directive>> = ast
        .directives
        .iter()
        .filter(|(_, d)| d.kind == DirectiveKind::Omp)
        .map(|(h, _)| h)
        .collect();
    let mut out = OmpDirectives::default();
    let mut diags = Vec::new();
    for h in handles {
        let is_typedef = |name: &str| is_typedef_at(h, name);
        let (d, ds) = parse_directive(ast, text, h, &is_typedef);
        diags.extend(ds);
        if let Some(d) = d {
            out.insert(d);
        }
    }
    (out, diags)
}

/// Parses one `#pragma omp` directive.
pub fn parse_directive(
    ast: &mut Ast,
    text: &str,
    dir: Handle<Directive>,
    is_typedef: &dyn Fn(&str) -> bool,
) -> (Option<OmpDirective>, Vec<Diagnostic>) {
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
    };
    let d = p.directive(dir, body);
    (d, p.diags)
}

struct Parser<'a> {
    ast: &'a mut Ast,
    text: &'a str,
    toks: &'a [Token],
    pos: usize,
    diags: Vec<Diagnostic>,
    is_typedef: &'a dyn Fn(&str) -> bool,
    line: Span,
}

/// The tokens between a `(` and its `)`, with both brackets' spans.
struct Group<'t> {
    inner: &'t [Token],
    open: Span,
    close: Span,
}

impl Group<'_> {
    fn span(&self) -> Span {
        self.open.to(self.close)
    }
    fn inside(&self) -> Span {
        Span::new(self.open.end, self.close.start.max(self.open.end))
    }
}

fn split_commas(toks: &[Token]) -> Vec<&[Token]> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (i, t) in toks.iter().enumerate() {
        if t.is_punct(Punct::LParen) || t.is_punct(Punct::LBracket) || t.is_punct(Punct::LBrace) {
            depth += 1;
        } else if t.is_punct(Punct::RParen)
            || t.is_punct(Punct::RBracket)
            || t.is_punct(Punct::RBrace)
        {
            depth = depth.saturating_sub(1);
        } else if depth == 0 && t.is_punct(Punct::Comma) {
            out.push(&toks[start..i]);
            start = i + 1;
        }
    }
    out.push(&toks[start..]);
    out
}

fn run_span(toks: &[Token]) -> Option<Span> {
    Some(toks.first()?.span.to(toks.last()?.span))
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<Token> {
        self.toks.get(self.pos).copied()
    }

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

    fn eol(&self) -> Span {
        Span::new(self.line.end, self.line.end)
    }

    fn prev_end(&self) -> u32 {
        match self.pos.checked_sub(1).and_then(|i| self.toks.get(i)) {
            Some(t) => t.span.end,
            None => self.line.start,
        }
    }

    /// At `(`: the group up to its matching `)` (an unclosed one runs to the end of the line).
    fn group(&mut self) -> Option<Group<'a>> {
        let toks: &'a [Token] = self.toks;
        let open = toks.get(self.pos)?;
        if !open.is_punct(Punct::LParen) {
            return None;
        }
        let start = self.pos + 1;
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

    fn error_expr(&mut self, span: Span) -> Handle<Expr> {
        self.ast.exprs.alloc(Expr {
            span,
            kind: ExprKind::Error,
        })
    }

    fn expr(&mut self, toks: &[Token], at: Span, what: &str, section: &str) -> Handle<Expr> {
        if toks.is_empty() {
            self.diags.push(diag::expected_expr(at, what, section));
            return self.error_expr(at);
        }
        let (e, d) = parse_expr(self.ast, self.text, toks, self.is_typedef);
        self.diags.extend(d);
        e
    }

    /// A variable-list: comma-separated names (OpenMP 2.0, 2.1: "it must specify only
    /// variables"). Items that are not a name are reported and dropped.
    fn var_list(&mut self, toks: &[Token], at: Span, what: &str, section: &str) -> Vec<Var> {
        if toks.is_empty() {
            self.diags.push(diag::expected_var_list(at, what, section));
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut after = at;
        for part in split_commas(toks) {
            let Some(span) = run_span(part) else {
                self.diags.push(diag::expected_var(
                    Span::new(after.end, after.end),
                    what,
                    section,
                ));
                continue;
            };
            after = span;
            let single_name = part.len() == 1 && part[0].kind == TokenKind::Ident;
            if !single_name {
                let text = self
                    .text
                    .get(span.start as usize..span.end as usize)
                    .unwrap_or("");
                self.diags
                    .push(diag::not_a_variable(span, text, what, section));
                continue;
            }
            let (e, d) = parse_expr(self.ast, self.text, part, self.is_typedef);
            self.diags.extend(d);
            out.push(Var {
                name: part[0].text(self.text).to_string(),
                span,
                expr: e,
            });
        }
        out
    }

    fn directive(
        &mut self,
        dir: Handle<Directive>,
        body: Option<Handle<oxacc_syntax::ast::Stmt>>,
    ) -> Option<OmpDirective> {
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
        let name = match word {
            "parallel" => match self.peek_word() {
                Some("for") => {
                    name_span = name_span.to(self.toks[self.pos].span);
                    self.pos += 1;
                    OmpName::ParallelFor
                }
                Some("sections") => {
                    name_span = name_span.to(self.toks[self.pos].span);
                    self.pos += 1;
                    OmpName::ParallelSections
                }
                _ => OmpName::Parallel,
            },
            "for" => OmpName::For,
            "sections" => OmpName::Sections,
            "section" => OmpName::Section,
            "single" => OmpName::Single,
            "master" => OmpName::Master,
            "critical" => OmpName::Critical,
            "barrier" => OmpName::Barrier,
            "atomic" => OmpName::Atomic,
            "flush" => OmpName::Flush,
            "ordered" => OmpName::Ordered,
            "threadprivate" => OmpName::Threadprivate,
            other => {
                self.diags.push(diag::unknown_directive(first.span, other));
                return None;
            }
        };
        let mut d = OmpDirective {
            name,
            span: self.line,
            name_span,
            directive: dir,
            body,
            clauses: Vec::new(),
            critical_name: None,
            list: Vec::new(),
        };
        match name {
            OmpName::Critical => {
                if let Some(g) = self.group() {
                    match g.inner {
                        [t] if t.kind == TokenKind::Ident => {
                            d.critical_name = Some((t.text(self.text).to_string(), t.span));
                        }
                        _ => self.diags.push(diag::bad_critical_name(g.span())),
                    }
                }
            }
            OmpName::Flush => {
                if let Some(g) = self.group() {
                    d.list = self.var_list(g.inner, g.inside(), "flush", "2.6.5");
                }
            }
            OmpName::Threadprivate => match self.group() {
                Some(g) => d.list = self.var_list(g.inner, g.inside(), "threadprivate", "2.7.1"),
                None => self.diags.push(diag::expected_paren(
                    Span::new(self.prev_end(), self.prev_end()),
                    "threadprivate",
                    "2.7.1",
                )),
            },
            _ => {}
        }
        self.clauses(&mut d);
        Some(d)
    }

    fn clauses(&mut self, d: &mut OmpDirective) {
        while let Some(t) = self.peek() {
            if t.is_punct(Punct::Comma) {
                self.pos += 1;
                continue;
            }
            let Some(word) = self.word(t) else {
                self.diags
                    .push(diag::expected_clause_name(t.span, t.text(self.text)));
                self.pos += 1;
                continue;
            };
            self.pos += 1;
            let Some(name) = ClauseName::from_name(word) else {
                self.diags.push(diag::unknown_clause(t.span, word, d.name));
                // Skip its arguments, if any, so they do not read as clauses.
                if self.at_paren() {
                    self.group();
                }
                continue;
            };
            if let Some(c) = self.clause(name, t.span) {
                d.clauses.push(c);
            }
        }
    }

    fn clause(&mut self, name: ClauseName, name_span: Span) -> Option<Clause> {
        let section = name.section();
        let what = name.as_str();
        let no_args = matches!(name, ClauseName::Ordered | ClauseName::Nowait);
        if no_args {
            if self.at_paren() {
                let g = self.group()?;
                self.diags
                    .push(diag::clause_takes_no_args(g.span(), what, section));
            }
            let kind = if name == ClauseName::Ordered {
                ClauseKind::Ordered
            } else {
                ClauseKind::Nowait
            };
            return Some(Clause {
                kind,
                span: name_span,
                name_span,
            });
        }
        let Some(g) = self.group() else {
            self.diags.push(diag::expected_paren(
                Span::new(name_span.end, name_span.end),
                what,
                section,
            ));
            return None;
        };
        let span = name_span.to(g.close);
        let kind = match name {
            ClauseName::If => {
                ClauseKind::If(self.expr(g.inner, g.inside(), "the 'if' clause", section))
            }
            ClauseName::NumThreads => ClauseKind::NumThreads(self.expr(
                g.inner,
                g.inside(),
                "the 'num_threads' clause",
                section,
            )),
            ClauseName::Private => {
                ClauseKind::Private(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Firstprivate => {
                ClauseKind::Firstprivate(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Lastprivate => {
                ClauseKind::Lastprivate(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Shared => {
                ClauseKind::Shared(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Copyin => {
                ClauseKind::Copyin(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Copyprivate => {
                ClauseKind::Copyprivate(self.var_list(g.inner, g.inside(), what, section))
            }
            ClauseName::Default => {
                let k = match g.inner {
                    [t] => match t.text(self.text) {
                        "shared" => Some(DefaultKind::Shared),
                        "none" => Some(DefaultKind::None),
                        _ => None,
                    },
                    _ => None,
                };
                match k {
                    Some(k) => ClauseKind::Default(k),
                    None => {
                        self.diags.push(diag::bad_default(g.inside().to(g.close)));
                        return None;
                    }
                }
            }
            ClauseName::Reduction => return self.reduction(&g, name_span),
            ClauseName::Schedule => return self.schedule(&g, name_span),
            ClauseName::Ordered | ClauseName::Nowait => return None,
        };
        Some(Clause {
            kind,
            span,
            name_span,
        })
    }

    fn reduction(&mut self, g: &Group, name_span: Span) -> Option<Clause> {
        let toks = g.inner;
        let colon = toks.iter().position(|t| t.is_punct(Punct::Colon));
        let op = match (colon, toks) {
            (Some(1), [t, ..]) => match t.kind {
                TokenKind::Punct(p) => match p {
                    Punct::Plus => Some(ReductionOp::Add),
                    Punct::Star => Some(ReductionOp::Mul),
                    Punct::Minus => Some(ReductionOp::Sub),
                    Punct::Amp => Some(ReductionOp::BitAnd),
                    Punct::Pipe => Some(ReductionOp::BitOr),
                    Punct::Caret => Some(ReductionOp::BitXor),
                    Punct::AmpAmp => Some(ReductionOp::LogAnd),
                    Punct::PipePipe => Some(ReductionOp::LogOr),
                    _ => None,
                },
                _ => None,
            },
            _ => None,
        };
        let (Some(op), Some(colon)) = (op, colon) else {
            let at = toks.first().map_or(g.inside(), |t| t.span);
            self.diags.push(diag::bad_reduction_op(at));
            return None;
        };
        let op_span = toks[0].span;
        let vars = self.var_list(
            &toks[colon + 1..],
            Span::new(toks[colon].span.end, toks[colon].span.end),
            "reduction",
            "2.7.2.6",
        );
        Some(Clause {
            kind: ClauseKind::Reduction { op, op_span, vars },
            span: name_span.to(g.close),
            name_span,
        })
    }

    fn schedule(&mut self, g: &Group, name_span: Span) -> Option<Clause> {
        let parts = split_commas(g.inner);
        let kind_toks = parts.first().copied().unwrap_or(&[]);
        let kind = match kind_toks {
            [t] => match t.text(self.text) {
                "static" => Some(ScheduleKind::Static),
                "dynamic" => Some(ScheduleKind::Dynamic),
                "guided" => Some(ScheduleKind::Guided),
                "runtime" => Some(ScheduleKind::Runtime),
                _ => None,
            },
            _ => None,
        };
        let Some(kind) = kind else {
            let at = run_span(kind_toks).unwrap_or(g.inside());
            self.diags.push(diag::bad_schedule_kind(at));
            return None;
        };
        let chunk = match parts.len() {
            1 => None,
            2 => {
                let at = Span::new(kind_toks[0].span.end + 1, kind_toks[0].span.end + 1);
                Some(self.expr(parts[1], at, "the chunk size of 'schedule'", "2.4.1"))
            }
            _ => {
                self.diags.push(diag::schedule_too_many(g.span()));
                return None;
            }
        };
        Some(Clause {
            kind: ClauseKind::Schedule { kind, chunk },
            span: name_span.to(g.close),
            name_span,
        })
    }
}
