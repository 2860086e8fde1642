//! The one function that runs every pass over a preprocessed translation unit.

use oxacc_syntax::Diagnostic;

/// What the user asked the compiler for (from the driver's command line).
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// `-Minfo[=accel]`: collect messages about what was generated.
    pub minfo: bool,
    /// `-fopenmp`: honour `#pragma omp` (a later issue).
    pub openmp: bool,
}

/// One `-Minfo` line: the function it concerns, the original file:line, and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinfoMessage {
    pub function: String,
    pub file: String,
    pub line: u32,
    pub message: String,
}

#[derive(Clone, Debug, Default)]
pub struct CompileOutput {
    /// The host C to hand to `cc`; `None` when an error was reported.
    pub host_c: Option<String>,
    pub diagnostics: Vec<Diagnostic>,
    pub minfo: Vec<MinfoMessage>,
}

/// Compile one preprocessed translation unit (the text `gcc -E` printed, line markers kept).
///
/// Passes: parse (oxacc-syntax). Later passes (sema, directives, lowering) are added here in
/// pipeline order; until the lowering pass exists the host C is the input text unchanged.
pub fn compile(text: &str, _options: &CompileOptions) -> CompileOutput {
    let (_ast, diagnostics) = oxacc_syntax::parse(text);
    let failed = diagnostics.iter().any(Diagnostic::is_error);
    CompileOutput {
        host_c: (!failed).then(|| text.to_string()),
        diagnostics,
        minfo: Vec::new(),
    }
}
