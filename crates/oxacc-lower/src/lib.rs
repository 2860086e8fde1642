//! oxacc-lower: lowering of OpenACC directives onto the runtime, the host writer, -Minfo
//! messages, and `pipeline::compile` (see README.md).

pub mod branches;
pub mod compute;
pub mod ctx;
pub mod data;
pub mod managed;
pub mod minfo;
mod nested_fn;
pub mod omp;
pub mod pipeline;
pub mod prelude;
mod testform;
pub mod walk;
pub mod writer;

pub use ctx::LowerCtx;
