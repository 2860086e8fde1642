//! The one function that runs every pass over a preprocessed translation unit.
//!
//! Order: macro replacement in `#pragma acc` lines (`oxacc_syntax::expand_acc_pragmas`; the
//! rest runs on its text, returned in [`CompileOutput::text`] when it changed) → parse → sema →
//! (loops whose test steps their variable under OpenACC constructs rewritten into canonical
//! loops, `testform.rs`, and the passes run again on that text) → acc (directive parsing, then the spec's restriction checks) → data
//! lowering (`data::lower`: data constructs, enter/exit data, update, host_data, wait, init,
//! shutdown, set, declare) → compute lowering (`compute::lower`) → branch fix-ups for
//! structured data regions (`branches::lower`) → with `-fopenmp`, the OpenMP lowering
//! (`omp::lower`, after `oxacc_omp::analyze` ran beside the OpenACC checks) →
//! `writer.finish()`.

use oxacc_syntax::{Diagnostic, SourceMap};

use crate::ctx::LowerCtx;

/// What the user asked the compiler for (from the driver's command line).
#[derive(Clone, Debug, Default)]
pub struct CompileOptions {
    /// `-Minfo[=accel]`: collect messages about what was generated.
    pub minfo: bool,
    /// `-fopenmp`: lower `#pragma omp` (OpenMP 2.0) onto oxacc's runtime; without it the
    /// lines stay as written (cc, without -fopenmp, ignores them).
    pub openmp: bool,
    /// Leave `#pragma acc` alone (`-fopenmp` without `-acc`): the lines stay as written.
    pub no_openacc: bool,
    /// Compile compute regions for the host only (`-acc=multicore`, `-acc=host`): no GPU
    /// kernels are generated.
    pub host_only: bool,
    /// The user's C dialect is C90 (`-std=c89`, `-ansi`, `-std=gnu89`...): implicit `int` and
    /// implicit function declarations are C90 and draw no warning from gcc there (with
    /// `-Wall` cc reports them on the host C), so the C front end's warnings on them are
    /// dropped.
    pub c90: bool,
    /// `-gpu=managed`: the file's calls of `malloc`, `calloc`, `realloc`, `free`,
    /// `posix_memalign` and `aligned_alloc` go to the runtime's managed allocator
    /// (`managed.rs`).
    pub managed: bool,
}

/// The line marker before the code oxacc appends to the host C (routine registration, the
/// GPU module's definition): a system header's flag (3), like the preludes'.
pub const GENERATED_MARKER: &str = "# 1 \"<oxacc-generated>\" 3\n";

/// The symbol the host C of a file that calls oxacc's runtime references (see
/// [`link_hint`]); oxacc-rt defines it (`entry::LINK_HINT_SYMBOL`).
pub const LINK_HINT_SYMBOL: &str =
    "__oxacc_runtime_needed__link_with_oxacc_and_the_compile_flag_acc_or_fopenmp";

/// The top-level asm appended to host C that calls the runtime (`__oxacc_*`, `__oxomp_*`
/// outside the prelude): an 8-byte reference to [`LINK_HINT_SYMBOL`] in a data section of its
/// own. Objects built with `oxacc -acc -c` and linked by plain `cc` (make's built-in link
/// rule does not pass $(CFLAGS)) failed with dozens of undefined `__oxacc_*` references and
/// no hint; the linker now lists this name with them (after the text's, so last), and it
/// says what to do. A file that calls nothing of the runtime gets none, and still links
/// without it. The section is writable (relro once relocated): an absolute reference in
/// text would be a text relocation in a PIE or shared library.
fn link_hint(host: &str, prelude_len: usize) -> Option<String> {
    let generated = host.get(prelude_len..)?;
    if !generated.contains("__oxacc_") && !generated.contains("__oxomp_") {
        return None;
    }
    Some(format!(
        "__asm__(\".pushsection .data.rel.ro.__oxacc_link_hint,\\\"aw\\\"\\n.balign 8\\n.quad \\\"{LINK_HINT_SYMBOL}\\\"\\n.popsection\");\n"
    ))
}

/// Drops the C front end's warnings on what C90 allows, for [`CompileOptions::c90`].
fn drop_c90_warnings(diagnostics: &mut Vec<Diagnostic>) {
    diagnostics.retain(|d| {
        let implicit_int = d.severity == oxacc_syntax::Severity::Warning
            && d.message == oxacc_syntax::parser::IMPLICIT_INT;
        !implicit_int && !oxacc_sema::is_implicit_declaration(d)
    });
}

/// One `-Minfo` line: the function it concerns, the original file:line, and the message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MinfoMessage {
    pub function: String,
    pub file: String,
    pub line: u32,
    pub message: String,
    /// Why something was not parallelized or not compiled for the GPU (a loop of a `kernels`
    /// construct kept sequential, a region left on the host): what `-Mneginfo` prints.
    pub negative: bool,
}

#[derive(Clone, Debug, Default)]
pub struct CompileOutput {
    /// The host C to hand to `cc`; `None` when an error was reported.
    pub host_c: Option<String>,
    /// Their spans index [`CompileOutput::text`] when it is `Some`, else the input text.
    pub diagnostics: Vec<Diagnostic>,
    pub minfo: Vec<MinfoMessage>,
    /// The GPU module of the unit, when it has kernels.
    pub gpu: Option<crate::compute::cuda::GpuOutput>,
    /// The CUDA fragments of this file's routines that other files may call (2.15.1), by
    /// name (`cuda::routine_fragments`; the host C registers them): the driver checks them
    /// with NVRTC when it has it.
    pub routine_fragments: Vec<(String, String)>,
    /// The text the passes ran on, when macro replacement in `#pragma acc` lines or the
    /// rewriting of loops whose test steps their variable (`testform.rs`) changed the input
    /// (render the diagnostics against it).
    pub text: Option<String>,
    /// The indices in `diagnostics` of the C front end's (parser and sema): gcc's own
    /// diagnostics, which cc reports again on the host C under the user's -W flags. The
    /// others are oxacc's (OpenACC, OpenMP, lowering); the driver applies -Werror to them.
    pub c_front_end: std::ops::Range<usize>,
}

/// Compile one preprocessed translation unit: macro replacement in its `#pragma acc` lines
/// (OpenACC 2.1; cc -E leaves them as written, see oxacc-syntax's README), then [`compile`]
/// on the result.
pub fn compile_preprocessed(text: &str, options: &CompileOptions) -> CompileOutput {
    let expanded = oxacc_syntax::expand_acc_pragmas(text);
    let mut macro_diags = expanded.diagnostics;
    let rewritten = match expanded.text {
        std::borrow::Cow::Owned(t) => Some(t),
        std::borrow::Cow::Borrowed(_) => None,
    };
    let used = rewritten.as_deref().unwrap_or(text);
    let mut out = if macro_diags.iter().any(Diagnostic::is_error) {
        CompileOutput::default()
    } else {
        compile(used, options)
    };
    let shift = macro_diags.len();
    out.c_front_end = out.c_front_end.start + shift..out.c_front_end.end + shift;
    macro_diags.append(&mut out.diagnostics);
    out.diagnostics = macro_diags;
    // `compile` gives the text it ran on when it rewrote loops (`testform.rs`), from `used`.
    out.text = out.text.or(rewritten);
    out
}

/// Compile one preprocessed translation unit (the text `gcc -E` printed, line markers kept).
pub fn compile(text: &str, options: &CompileOptions) -> CompileOutput {
    let (mut ast, mut diagnostics) = oxacc_syntax::parse(text);
    if options.c90 {
        drop_c90_warnings(&mut diagnostics);
    }
    if diagnostics.iter().any(Diagnostic::is_error) {
        return CompileOutput {
            host_c: None,
            c_front_end: 0..diagnostics.len(),
            diagnostics,
            minfo: Vec::new(),
            text: None,
            gpu: None,
            routine_fragments: Vec::new(),
        };
    }
    let map = SourceMap::new(text);

    // SEMA: types, scopes and the C errors; errors stop compilation before any lowering.
    let (mut sema, mut sema_diags) = oxacc_sema::analyze(&ast, text);
    diagnostics.append(&mut sema_diags);
    if options.c90 {
        drop_c90_warnings(&mut diagnostics);
    }
    let c_front_end = 0..diagnostics.len();
    if diagnostics.iter().any(Diagnostic::is_error) {
        return CompileOutput {
            host_c: None,
            c_front_end,
            diagnostics,
            minfo: Vec::new(),
            text: None,
            gpu: None,
            routine_fragments: Vec::new(),
        };
    }

    // Loops whose test steps their variable (`for (size_t i = n; i-- > 0;)`) under OpenACC
    // constructs: the passes run on their canonical rewriting (`testform.rs`), whose
    // diagnostics are rendered against the rewritten text.
    if !options.no_openacc {
        if let Some(rewritten) = crate::testform::rewrite(&ast, &sema, text) {
            let mut out = compile(&rewritten, options);
            out.text = Some(out.text.unwrap_or(rewritten));
            return out;
        }
    }

    // ACC: directive parsing and the spec's restriction checks.
    let acc = if options.no_openacc {
        Vec::new()
    } else {
        parse_directives(&mut ast, text, &mut sema, &mut diagnostics)
    };
    // OMP (-fopenmp): the same for `#pragma omp`.
    let omp = if options.openmp {
        let foreign: oxacc_omp::Foreign = acc.iter().map(|d| (d.directive, d.exprs())).collect();
        let (dirs, _, mut d) = oxacc_omp::analyze_with(&mut ast, text, &mut sema, &foreign);
        diagnostics.append(&mut d);
        Some(dirs)
    } else {
        None
    };
    // GNU nested functions the constructs cannot handle yet (their bodies are cc's).
    diagnostics.extend(crate::nested_fn::check(
        &ast,
        &sema,
        text,
        !options.no_openacc,
        options.openmp,
    ));
    if diagnostics.iter().any(Diagnostic::is_error) {
        return CompileOutput {
            host_c: None,
            c_front_end,
            diagnostics,
            minfo: Vec::new(),
            text: None,
            gpu: None,
            routine_fragments: Vec::new(),
        };
    }

    // 2.11's implied copy of a combined construct's reduction on a row's element.
    let mut acc = acc;
    let implied_copies = crate::compute::capture::add_implied_copies(&sema, &mut acc);
    let mut ctx = LowerCtx::new(&ast, text, &map, acc);
    ctx.implied_copies = implied_copies;
    ctx.types = Some(&sema);
    ctx.sema = Some(&sema);
    ctx.gpu_enabled = !options.host_only;
    ctx.openmp = omp.is_some();
    if let Some(dirs) = &omp {
        ctx.omp_threadprivate = oxacc_omp::threadprivate_symbols(dirs, &sema);
        ctx.omp_privatized = crate::omp::privatized_globals(&ast, &sema, dirs);
    }
    crate::data::lower(&mut ctx);
    // Compute constructs (their data clauses: `data::construct_data`).
    crate::compute::lower(&mut ctx);
    crate::branches::lower(&mut ctx);
    // OpenMP last: its constructs carry the OpenACC edits inside them into outlined code.
    if let Some(dirs) = &omp {
        crate::omp::lower(&mut ctx, dirs);
    }
    if options.managed && !options.no_openacc {
        // Before the runtime's prelude and everything else: the first declaration of each
        // allocation function must carry its asm label.
        let managed = crate::managed::lower(&mut ctx, &sema, options.minfo);
        ctx.writer.add_prelude(&managed);
    }
    if !ctx.acc.is_empty() {
        ctx.writer.add_prelude(crate::prelude::PRELUDE);
    }
    // The device code of this file's routines that other files may call (2.15.1), registered
    // with the runtime at start-up.
    let fragments = crate::compute::cuda::routine_fragments(&ctx);
    if options.minfo {
        crate::compute::routine::minfo_routines(&mut ctx, &fragments);
    }
    let prelude_len = ctx.writer.prelude_len();
    let mut host = ctx.writer.finish();
    // A file whose only runtime calls are the managed allocator's (bound in the prelude)
    // needs the runtime too.
    let hint = link_hint(&host, prelude_len).or_else(|| {
        (options.managed && host.contains("__oxacc_managed_"))
            .then(|| link_hint("__oxacc_", 0))
            .flatten()
    });
    if !fragments.is_empty() || !ctx.gpu.is_empty() || hint.is_some() {
        // What follows is oxacc's (writer.rs: no warnings of the user's -W flags about it),
        // in a file of its own like the preludes: named after the user's last line, cc's
        // diagnostics (-Wstack-usage), `.su` files, coverage and debug lines on it pointed
        // past the end of the user's file. `-fprofile-exclude-files=^<oxacc-` (driver)
        // leaves it out of coverage.
        if !host.ends_with('\n') {
            host.push('\n');
        }
        host.push_str(GENERATED_MARKER);
    }
    if !fragments.is_empty() {
        if !host.ends_with('\n') {
            host.push('\n');
        }
        host.push_str(&crate::compute::cuda::routine_registration(&fragments));
    }
    let gpu = (!ctx.gpu.is_empty()).then(|| {
        // The module object, after every kernel descriptor that points at it.
        let source = ctx.gpu.source();
        if !host.ends_with('\n') {
            host.push('\n');
        }
        let def_offset = host.len();
        host.push_str(&crate::compute::cuda::host_definition(
            &source,
            &ctx.gpu.globals,
            None,
        ));
        crate::compute::cuda::GpuOutput {
            source,
            globals: ctx.gpu.globals.clone(),
            def_offset,
        }
    });
    if let Some(hint) = hint {
        if !host.ends_with('\n') {
            host.push('\n');
        }
        host.push_str(&hint);
    }
    diagnostics.append(&mut ctx.diags);
    let minfo = if options.minfo {
        ctx.minfo.finish()
    } else {
        Vec::new()
    };
    let failed = diagnostics.iter().any(Diagnostic::is_error);
    CompileOutput {
        host_c: (!failed).then_some(host),
        c_front_end,
        diagnostics,
        minfo,
        text: None,
        gpu: if failed { None } else { gpu },
        routine_fragments: fragments
            .into_iter()
            .filter_map(|(n, f)| Some((n, f.ok()?.source)))
            .collect(),
    }
}

/// Parses every `#pragma acc` of the AST (oxacc-acc) and runs its checks.
fn parse_directives(
    ast: &mut oxacc_syntax::Ast,
    text: &str,
    sema: &mut oxacc_sema::Sema,
    diagnostics: &mut Vec<Diagnostic>,
) -> Vec<oxacc_acc::ast::AccDirective> {
    let (mut dirs, mut diags) = oxacc_acc::parse_all(ast, text, &|dir, name| {
        sema.directive_scope(dir)
            .is_some_and(|s| sema.is_typedef(s, name))
    });
    diagnostics.append(&mut diags);
    // Clause expressions typed at their directive's scope (C errors in clause arguments), then
    // the spec's restrictions: contextual checks, then typed ones (bounds, contiguity).
    diagnostics.extend(oxacc_acc::type_directives(sema, ast, text, &dirs));
    diagnostics.extend(declared_array_params(&mut dirs, ast, sema));
    diagnostics.extend(oxacc_acc::check_with_constants(
        ast,
        text,
        &dirs,
        Some(&*sema),
    ));
    diagnostics.extend(oxacc_acc::check_types(ast, text, &dirs, &*sema));
    dirs.iter().map(|(_, d)| d.clone()).collect()
}

/// A data clause (or `update` clause) that names a parameter declared as an array with a
/// constant size, alone (`copyin(A)` for `double A[64][80]`, PolyBench's
/// `DATA_TYPE POLYBENCH_2D(A,NI,NK,ni,nk)`; `A[ni][nk]` with `ni` a parameter, its C99
/// form), maps the declared array `A[0:64]` (`A[0:ni]`), as nvc does:
/// C adjusts the parameter to a pointer (C11 6.7.6.3p7), so the clause would otherwise map the
/// 8-byte pointer variable (2.7.1: "a pointer without a subarray") and the kernels that read
/// `A[i][k]` would find no data. The written size is the length. Clauses about the pointer
/// itself (`deviceptr`, `attach`, `detach`, privates, `use_device`) keep the pointer. A
/// parameter declared with no usable size (`int v[]`, `double w[n + 1]`) keeps the 2.7.1
/// meaning, the pointer variable, with a warning: the user wrote an array.
fn declared_array_params(
    dirs: &mut oxacc_acc::AccDirectives,
    ast: &oxacc_syntax::Ast,
    sema: &oxacc_sema::Sema,
) -> Vec<Diagnostic> {
    let mut diags = Vec::new();
    use oxacc_acc::ast::{ClauseKind, DataClauseKind as K, SelfArg, Subscript, SubscriptKind};
    for d in dirs.iter_mut() {
        // A `declare` directive's vars are variable or array names (2.13): such a parameter
        // there is the pointer variable, for the function's implicit data region.
        if d.name == oxacc_acc::ast::DirectiveName::Declare {
            continue;
        }
        let scope = sema.directive_scope(d.directive);
        for c in &mut d.clauses {
            // `present(a)` of such a parameter needs no warning: when the pointer variable is
            // absent and the data it points to present, the runtime applies the clause to
            // that data (`__OXACC_POINTER_VAR`, A.3.1), as nvc does.
            let present = matches!(&c.kind, ClauseKind::Data(dc) if dc.kind == K::Present);
            let vars = match &mut c.kind {
                ClauseKind::Data(dc)
                    if matches!(
                        dc.kind,
                        K::Copy
                            | K::Copyin
                            | K::Copyout
                            | K::Create
                            | K::NoCreate
                            | K::Delete
                            | K::Present
                    ) =>
                {
                    &mut dc.vars
                }
                ClauseKind::Host(v)
                | ClauseKind::Device(v)
                | ClauseKind::SelfClause(SelfArg::Vars(v)) => v,
                _ => continue,
            };
            for v in vars.iter_mut() {
                if !v.subscripts.is_empty() || v.is_member {
                    continue;
                }
                let is_ident = matches!(
                    ast.exprs.get(v.base).map(|e| &e.kind),
                    Some(oxacc_syntax::ast::ExprKind::Ident(_))
                );
                let array_param = sema
                    .resolved(v.base)
                    .filter(|&s| is_ident && sema.param_declared_array(s));
                let size = array_param
                    .and_then(|s| sema.param_declared_size(s))
                    .filter(|&size| {
                        // A size naming a parameter (`A[n][m]`) is read again at the
                        // directive: only where that name still means the parameter.
                        match sema.resolved(size) {
                            None => true,
                            Some(p) => scope
                                .is_some_and(|sc| sema.lookup(sc, &sema.symbol(p).name) == Some(p)),
                        }
                    });
                if let Some(size) = size {
                    v.subscripts.push(Subscript {
                        span: v.span,
                        kind: SubscriptKind::Range {
                            lower: None,
                            length: Some(size),
                        },
                    });
                } else if array_param.is_some() && !present {
                    let n = v.name();
                    diags.push(Diagnostic::warning(
                        v.span,
                        format!(
                            "'{n}' is a parameter declared as an array, so a pointer (C11 6.7.6.3), and its size is not a constant or a parameter's name: this clause maps the pointer variable only (OpenACC 3.3, 2.7.1); name the array section, '{n}[0:n]' with its length"
                        ),
                    ));
                }
            }
        }
    }
    diags
}

#[cfg(test)]
mod tests {
    /// The hint the host C references is the symbol the runtime defines (`export_name` needs a
    /// literal there, so the text is written twice).
    #[test]
    fn link_hint_symbol_is_the_runtimes() {
        assert_eq!(super::LINK_HINT_SYMBOL, oxacc_rt::entry::LINK_HINT_SYMBOL);
    }

    /// A unit that calls the runtime references the hint; one that calls nothing of it (after
    /// the prelude) does not, and still links without the runtime.
    #[test]
    fn link_hint_only_for_units_calling_the_runtime() {
        let prelude = "extern void __oxacc_wait(void);\n";
        let calls = format!("{prelude}int main(void) {{ __oxacc_wait(); return 0; }}\n");
        let hint = super::link_hint(&calls, prelude.len()).expect("a hint");
        assert!(hint.contains(super::LINK_HINT_SYMBOL), "{hint}");
        let plain = format!("{prelude}int main(void) {{ return 0; }}\n");
        assert_eq!(super::link_hint(&plain, prelude.len()), None);
    }
}
