//! The routine directive (spec 2.15.1) on the CPU: a routine is an ordinary host function, so
//! a call inside a compute region calls it on the team thread; `seq`, `vector`, `worker`,
//! `bind`, `nohost` and the named form `routine(name)` change nothing here (with `nohost` the
//! host version still exists in C: it is the one the CPU runs). `gang` does: every gang (team
//! thread) calls such a routine, and its gang loop divides the iterations among them (see
//! `compute::host_gang_loop`; [`gang_routines`] names the functions). Global data used by
//! routines (2.15.2) is shared memory on the host: nothing to do. The directive line is
//! removed.

use std::collections::HashSet;

use oxacc_acc::ast::{ClauseName, DirectiveArgs, DirectiveName};
use oxacc_syntax::ast::Directive;
use oxacc_syntax::ast::ExternalDecl;
use oxacc_syntax::Handle;

use crate::ctx::LowerCtx;

/// A `routine` directive at file scope.
pub fn lower_file_scope(ctx: &mut LowerCtx, d: Handle<Directive>) {
    let Some(acc) = ctx.acc_of.get(&d).and_then(|i| ctx.acc.get(*i)) else {
        return;
    };
    if acc.name == DirectiveName::Routine {
        let span = acc.span;
        ctx.writer.replace(span, "");
    }
}

/// The functions of this file that a `routine` directive with a `gang` clause applies to for
/// device type `device` (2.15.1: the directive just before the function's definition or
/// prototype, or `routine(name)`).
pub fn gang_routines(ctx: &LowerCtx, device: &str) -> HashSet<String> {
    let ast = ctx.ast;
    let mut out = HashSet::new();
    let mut pending = false;
    for item in &ast.items {
        match item {
            ExternalDecl::Directive(d) => {
                let Some(a) = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i)) else {
                    continue;
                };
                if a.name != DirectiveName::Routine {
                    continue;
                }
                let gang = a
                    .clauses_for_device(device)
                    .iter()
                    .any(|c| c.name() == ClauseName::Gang);
                match &a.args {
                    DirectiveArgs::Routine(n) => {
                        if gang {
                            out.insert(n.name.clone());
                        }
                    }
                    _ => pending = gang,
                }
            }
            ExternalDecl::FunctionDef(f) if pending => {
                if let Some(n) = ast.functions.get(*f).and_then(|f| f.declarator.name) {
                    out.insert(ast.name(n).to_string());
                }
                pending = false;
            }
            ExternalDecl::Decl(d) if pending => {
                if let Some(n) = ast
                    .decls
                    .get(*d)
                    .and_then(|d| d.declarators.first())
                    .and_then(|i| i.declarator.name)
                {
                    out.insert(ast.name(n).to_string());
                }
                pending = false;
            }
            _ => {}
        }
    }
    out
}
