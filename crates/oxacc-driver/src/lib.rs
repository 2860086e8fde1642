//! The `oxacc` command: a gcc-compatible driver for the oxacc OpenACC compiler.
//!
//! The only crate of oxacc that touches files or spawns processes (see README.md).
//! `cli` sorts the command line, `toolchain` finds cc, the runtime archive and the headers,
//! `driver` runs the steps, `minfo` and `diagnostics` print what the pipeline reported.

pub mod cleanup;
pub mod cli;
pub mod diagnostics;
pub mod driver;
pub mod error;
pub mod minfo;
pub mod toolchain;

pub use driver::run;
