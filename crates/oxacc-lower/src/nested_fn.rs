//! GNU nested functions (a function defined in a block; gcc extension) next to OpenACC and
//! OpenMP constructs.
//!
//! The parser declares a nested function in its block and leaves its body unparsed, for cc
//! (`Ast::nested_functions`), so a file that has one compiles as gcc compiles it. What oxacc
//! cannot do with one yet is a located error here, never a cc or link error about generated
//! code: a directive inside its body (not parsed as one), and a compute construct (OpenACC
//! 2.5) or OpenMP `parallel` construct that defines or names one, whose code is outlined into
//! a function of its own that cannot see the nested function (gcc -fopenacc runs such code).

use oxacc_sema::Sema;
use oxacc_syntax::ast::{DirectiveKind, ExprKind};
use oxacc_syntax::token::PragmaKind;
use oxacc_syntax::{Ast, Diagnostic, Span};

/// The errors for the nested functions of `ast`; `acc` / `omp`: whether OpenACC / OpenMP
/// directives are compiled (`-acc`, `-fopenmp`), else cc sees them as it would anyway.
pub fn check(ast: &Ast, sema: &Sema, text: &str, acc: bool, omp: bool) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    if ast.nested_functions.is_empty() {
        return diags;
    }
    let fname = |nf: &oxacc_syntax::ast::NestedFunction| ast.name(nf.name).to_string();
    for nf in &ast.nested_functions {
        for (kind, span) in &nf.pragmas {
            let what = match kind {
                PragmaKind::Acc if acc => "an OpenACC directive",
                PragmaKind::Omp if omp => "an OpenMP directive",
                _ => continue,
            };
            diags.push(Diagnostic::error(
                *span,
                format!(
                    "{what} in the GNU nested function '{}' is not supported yet by oxacc",
                    fname(nf)
                ),
            ));
        }
    }
    let within = |outer: Span, inner: Span| outer.start <= inner.start && inner.end <= outer.end;
    for (_, d) in ast.directives.iter() {
        let name = d
            .tokens
            .first()
            .and_then(|t| text.get(t.span.start as usize..t.span.end as usize));
        let what = match (d.kind, name) {
            (DirectiveKind::Acc, Some("parallel" | "kernels" | "serial")) if acc => {
                "an OpenACC compute construct"
            }
            (DirectiveKind::Omp, Some("parallel")) if omp => "an OpenMP parallel construct",
            _ => continue,
        };
        let Some(body) = d.body.and_then(|b| ast.stmts.get(b)) else {
            continue;
        };
        let mut reported: Vec<usize> = Vec::new();
        for (i, nf) in ast.nested_functions.iter().enumerate() {
            if within(body.span, nf.span) {
                reported.push(i);
                diags.push(Diagnostic::error(
                    nf.name.span,
                    format!(
                        "the GNU nested function '{}' defined in {what} is not supported yet by oxacc",
                        fname(nf)
                    ),
                ));
            }
        }
        for (e, x) in ast.exprs.iter() {
            if !matches!(x.kind, ExprKind::Ident(_)) || !within(body.span, x.span) {
                continue;
            }
            let Some(sym) = sema.resolved(e) else {
                continue;
            };
            let decl = sema.symbol(sym).span;
            let Some(i) = ast
                .nested_functions
                .iter()
                .position(|nf| nf.name.span == decl)
            else {
                continue;
            };
            if reported.contains(&i) {
                continue;
            }
            reported.push(i);
            diags.push(Diagnostic::error(
                x.span,
                format!(
                    "the GNU nested function '{}' used in {what} is not supported yet by oxacc (the construct's code runs in a function of its own, which cannot reach it)",
                    fname(&ast.nested_functions[i])
                ),
            ));
        }
    }
    diags.sort_by_key(|d| d.span.start);
    diags
}
