//! Lowering of the data directives onto the runtime (spec 2.6-2.8, 2.13, 2.14, 2.16).

use crate::ctx::LowerCtx;

/// Lowers every data construct and data directive of the translation unit.
pub fn lower(_ctx: &mut LowerCtx) {}
