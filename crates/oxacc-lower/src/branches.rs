//! Branches out of structured data regions (spec 2.6.5: the region's exit actions run however
//! control leaves it).

use crate::ctx::LowerCtx;

/// Inserts the region exit code before every `return`, `break` and `continue` that leaves a
/// structured data region; reports `goto` out of one.
pub fn lower(_ctx: &mut LowerCtx) {}
