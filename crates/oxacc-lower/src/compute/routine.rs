//! The routine directive (spec 2.15.1) on the CPU: a routine is an ordinary host function, so
//! a call inside a compute region calls it on the team thread; `seq`, `vector`, `worker`,
//! `gang[(dim:n)]`, `bind`, `nohost` and the named form `routine(name)` change nothing here
//! (with `nohost` the host version still exists in C: it is the one the CPU runs). Global
//! data used by routines (2.15.2) is shared memory on the host: nothing to do. The directive
//! line is removed.

use oxacc_acc::ast::DirectiveName;
use oxacc_syntax::ast::Directive;
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
