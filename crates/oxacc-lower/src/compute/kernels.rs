//! The kernels construct (spec 2.5.3).
use oxacc_syntax::ast::{Directive, Stmt};
use oxacc_syntax::Handle;

use super::FnCtx;
use crate::ctx::LowerCtx;

pub fn lower_kernels(ctx: &mut LowerCtx, f: &mut FnCtx, s: Handle<Stmt>, h: Handle<Directive>) {
    let _ = (ctx, f, s, h);
}
