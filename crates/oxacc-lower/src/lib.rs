//! oxacc-lower: data-attribute analysis, loop mapping, lowering of OpenACC directives onto the
//! runtime, the host writer, -Minfo messages, and `pipeline::compile`.

pub mod pipeline;
pub mod writer;
