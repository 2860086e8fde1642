//! Branches out of structured data regions.
//!
//! A data region ends when control leaves its structured block (spec 2.6.5: "the region exit
//! actions"), and the implicit data region of a local `declare` when control leaves the
//! enclosing block (2.13). The data lowering inserts the exit code at the end of the block;
//! this pass adds it before every `return`, `break`, `continue` and `goto` that jumps out of
//! one or more regions (innermost first): `break;` → `{ exit; break; }`, and
//! `return e;` → `{ __auto_type r = (e); exit; return r; }` (the value is computed inside the
//! region, before its data is copied out). A computed `goto *p` out of a region is an error.

use std::collections::HashMap;

use oxacc_syntax::ast::{Directive, Stmt, StmtKind};
use oxacc_syntax::{Handle, Span};

use crate::ctx::LowerCtx;
use crate::walk;

#[derive(Clone, Copy, Debug)]
enum Frame {
    Loop,
    Switch,
    /// A structured data region: its directive and the text it covers.
    Region(Handle<Directive>, Span),
}

/// One statement to rewrite: the statement and the exit code to run first.
struct Fix {
    stmt: Handle<Stmt>,
    exits: Vec<String>,
}

/// Inserts the region exit code before every branch that leaves a structured data region.
pub fn lower(ctx: &mut LowerCtx) {
    if ctx.region_exits.is_empty() {
        return;
    }
    let mut fns: Vec<_> = ctx.functions.iter().map(|(h, f)| (*h, f.clone())).collect();
    fns.sort_by_key(|(_, f)| ctx.ast.stmts.get(f.body).map(|s| s.span.start));
    for (_, info) in fns {
        let mut labels = HashMap::new();
        walk::each_stmt(ctx.ast, info.body, &mut |s| {
            if let Some(Stmt {
                kind: StmtKind::Labeled { label, .. },
                span,
            }) = ctx.ast.stmts.get(s)
            {
                labels.insert(ctx.ast.name(*label).to_string(), span.start);
            }
        });
        let scope = FnScope {
            labels,
            regions: region_extents(ctx, info.body),
        };
        let mut fixes = Vec::new();
        let mut frames = Vec::new();
        visit(ctx, info.body, &mut frames, &scope, &mut fixes);
        for fix in fixes {
            apply(ctx, fix, info.returns_void);
        }
    }
}

fn region_exits(ctx: &LowerCtx, frames: &[Frame], stop: impl Fn(&Frame) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    for f in frames.iter().rev() {
        if stop(f) {
            break;
        }
        if let Frame::Region(d, _) = f {
            if let Some(e) = ctx.region_exits.get(d) {
                out.push(e.clone());
            }
        }
    }
    out
}

/// The labels of a function (name → offset) and the text of each structured data region in it.
struct FnScope {
    labels: HashMap<String, u32>,
    regions: Vec<Span>,
}

/// The text each structured data region of the body covers: a data construct's directive and
/// body; a local `declare` from the directive to the end of its block.
fn region_extents(ctx: &LowerCtx, body: Handle<Stmt>) -> Vec<Span> {
    let mut out = Vec::new();
    walk::each_stmt(ctx.ast, body, &mut |s| {
        let Some(stmt) = ctx.ast.stmts.get(s) else {
            return;
        };
        match &stmt.kind {
            StmtKind::Directive(d) if ctx.region_exits.contains_key(d) => {
                let has_body = ctx.ast.directives.get(*d).is_some_and(|x| x.body.is_some());
                if has_body {
                    out.push(stmt.span);
                }
            }
            StmtKind::Compound(items) => {
                for i in items {
                    if let Some(Stmt {
                        kind: StmtKind::Directive(d),
                        span,
                    }) = ctx.ast.stmts.get(*i)
                    {
                        let body_less =
                            ctx.ast.directives.get(*d).is_some_and(|x| x.body.is_none());
                        if body_less && ctx.region_exits.contains_key(d) {
                            out.push(Span::new(span.start, stmt.span.end));
                        }
                    }
                }
            }
            _ => {}
        }
    });
    out
}

fn visit(
    ctx: &mut LowerCtx,
    s: Handle<Stmt>,
    frames: &mut Vec<Frame>,
    scope: &FnScope,
    fixes: &mut Vec<Fix>,
) {
    let labels = &scope.labels;
    let Some(stmt) = ctx.ast.stmts.get(s) else {
        return;
    };
    let span = stmt.span;
    match &stmt.kind {
        StmtKind::Compound(items) => {
            let depth = frames.len();
            for &item in items {
                visit(ctx, item, frames, scope, fixes);
                // A local `declare`: its region runs to the end of this block.
                if let Some(Stmt {
                    kind: StmtKind::Directive(d),
                    span: dspan,
                }) = ctx.ast.stmts.get(item)
                {
                    let is_body_less = ctx.ast.directives.get(*d).is_some_and(|x| x.body.is_none());
                    if is_body_less && ctx.region_exits.contains_key(d) {
                        frames.push(Frame::Region(*d, Span::new(dspan.start, span.end)));
                    }
                }
            }
            frames.truncate(depth);
        }
        StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. } => {
            let body = *body;
            frames.push(Frame::Loop);
            visit(ctx, body, frames, scope, fixes);
            frames.pop();
        }
        StmtKind::Switch { body, .. } => {
            let body = *body;
            frames.push(Frame::Switch);
            visit(ctx, body, frames, scope, fixes);
            frames.pop();
        }
        StmtKind::Directive(d) => {
            let d = *d;
            let body = ctx.ast.directives.get(d).and_then(|x| x.body);
            if let Some(body) = body {
                let region = ctx.region_exits.contains_key(&d);
                if region {
                    frames.push(Frame::Region(d, span));
                }
                visit(ctx, body, frames, scope, fixes);
                if region {
                    frames.pop();
                }
            }
        }
        StmtKind::Return(_) => {
            let exits = region_exits(ctx, frames, |_| false);
            if !exits.is_empty() {
                fixes.push(Fix { stmt: s, exits });
            }
        }
        StmtKind::Break => {
            let exits = region_exits(ctx, frames, |f| matches!(f, Frame::Loop | Frame::Switch));
            if !exits.is_empty() {
                fixes.push(Fix { stmt: s, exits });
            }
        }
        StmtKind::Continue => {
            let exits = region_exits(ctx, frames, |f| matches!(f, Frame::Loop));
            if !exits.is_empty() {
                fixes.push(Fix { stmt: s, exits });
            }
        }
        StmtKind::Goto(label) => {
            let target = labels.get(ctx.ast.name(*label)).copied();
            // A jump into a region would skip its entry actions.
            let into = target.is_some_and(|t| {
                scope.regions.iter().any(|r| {
                    let inside = |o: u32| r.start <= o && o < r.end;
                    inside(t) && !inside(span.start)
                })
            });
            if into {
                ctx.error(
                    span,
                    "branch into a data region is not supported: it would skip the region's entry actions (OpenACC 3.3, 2.6.5)",
                );
            }
            let exits = region_exits(ctx, frames, |f| match (f, target) {
                (Frame::Region(_, r), Some(t)) => r.start <= t && t < r.end,
                _ => false,
            });
            if !exits.is_empty() {
                fixes.push(Fix { stmt: s, exits });
            }
        }
        StmtKind::GotoIndirect(_) => {
            if frames.iter().any(|f| matches!(f, Frame::Region(..))) {
                ctx.error(
                    span,
                    "branch out of a data region is not supported: a computed goto inside a data region (OpenACC 3.3, 2.6.5)",
                );
            }
        }
        StmtKind::Case { .. } | StmtKind::Default { .. } => {
            // A `case` label inside a data region that is inside the `switch` jumps into it.
            for f in frames.iter().rev() {
                match f {
                    Frame::Switch => break,
                    Frame::Region(..) => {
                        ctx.error(
                            span,
                            "branch into a data region is not supported: a case label inside a data region skips its entry actions (OpenACC 3.3, 2.6.5)",
                        );
                        break;
                    }
                    Frame::Loop => {}
                }
            }
            for c in walk::children(ctx.ast, s) {
                visit(ctx, c, frames, scope, fixes);
            }
        }
        _ => {
            for c in walk::children(ctx.ast, s) {
                visit(ctx, c, frames, scope, fixes);
            }
        }
    }
}

fn apply(ctx: &mut LowerCtx, fix: Fix, returns_void: bool) {
    let Some(stmt) = ctx.ast.stmts.get(fix.stmt) else {
        return;
    };
    let span = stmt.span;
    let exits: String = fix.exits.join(" ");
    let text = match &stmt.kind {
        StmtKind::Return(Some(e)) => {
            let Some(espan) = ctx.ast.exprs.get(*e).map(|x| x.span) else {
                return;
            };
            let value = ctx.writer.text_with_edits(espan);
            if returns_void {
                format!("{{ ({value}); {exits} return; }}")
            } else {
                format!("{{ __auto_type __oxacc_ret = ({value}); {exits} return __oxacc_ret; }}")
            }
        }
        // `break;`, `continue;`, `goto l;`, `return;`: no expression, so no edit inside; the
        // source text, not `text_with_edits`, which would also copy the insertions at the
        // statement's edges: when the statement is a data construct's whole body, the
        // construct's exit code and closing brace are inserted at its end, and they stay there.
        _ => format!("{{ {exits} {} }}", ctx.src(span)),
    };
    ctx.writer.replace(span, text);
}
