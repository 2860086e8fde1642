//! `LowerCtx`: everything a lowering pass reads and writes for one translation unit.
//!
//! The pipeline (`pipeline::compile`) builds one context after parse → sema → acc, then runs
//! the lowering passes over it in order (data constructs and directives, then compute
//! constructs), and finally writes the host C with `ctx.writer.finish()`.
//!
//! A pass reads the C AST, the source text and the parsed OpenACC directives; it writes edits
//! into `writer`, diagnostics into `diags` and `-Minfo` lines through [`LowerCtx::minfo`].

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::AccDirective;
use oxacc_syntax::ast::{Ast, Directive, FunctionDef};
use oxacc_syntax::{Diagnostic, Handle, SourceMap, Span};

use crate::minfo::MinfoSink;
use crate::walk::{self, FnInfo};
use crate::writer::HostWriter;

/// The state shared by the lowering passes of one translation unit.
pub struct LowerCtx<'a> {
    pub ast: &'a Ast,
    /// The preprocessed text (spans index into it).
    pub text: &'a str,
    pub map: &'a SourceMap,
    /// The types of expressions (sema, through acc's `TypeInfo`): whether a var is a pointer
    /// or an array. `None` (or an unknown shape): the data lowering prints C that lets cc
    /// decide (see `data.rs`).
    pub types: Option<&'a dyn oxacc_acc::TypeInfo>,
    /// Sema itself (names, scopes, C types), for the compute lowering. `None`: compute
    /// constructs are not lowered.
    pub sema: Option<&'a oxacc_sema::Sema>,
    /// Every parsed `#pragma acc`, in source order.
    pub acc: Vec<AccDirective>,
    /// Index into `acc` of the directive parsed from each C directive node.
    pub acc_of: HashMap<Handle<Directive>, usize>,
    /// The function each directive is in (`None`: file scope).
    pub fn_of: HashMap<Handle<Directive>, Handle<FunctionDef>>,
    /// Per function: its name, whether it returns void.
    pub functions: HashMap<Handle<FunctionDef>, FnInfo>,
    pub writer: HostWriter<'a>,
    pub minfo: MinfoSink,
    pub diags: Vec<Diagnostic>,
    /// Code to run when control leaves a structured data region (data construct, the implicit
    /// region of a local `declare`): keyed by the C directive, filled by `data.rs` and used by
    /// `branches.rs` for `return`/`break`/`continue`.
    pub region_exits: HashMap<Handle<Directive>, String>,
    /// Whether compute regions also get GPU kernels (`-acc`, `-acc=gpu`; not
    /// `-acc=multicore`).
    pub gpu_enabled: bool,
    /// The device type whose clauses (2.4) the CUDA writer is reading: `nvidia`, or
    /// `oxacc_emul` while it writes the emulated device's own kernel of a region whose
    /// `device_type` groups differ between the two (`outline::lower_region`).
    pub gpu_type: &'static str,
    /// The translation unit's GPU module (`compute/cuda`).
    pub gpu: crate::compute::cuda::GpuModule,
    /// The structs and unions defined inside functions (or unnamed) that outlined compute
    /// regions name, defined again at file scope (`compute/ctype.rs`).
    pub hoisted: crate::compute::ctype::Hoisted,
    /// Span starts of the subscript bounds of compute constructs' data clauses that
    /// `data::construct_data` evaluated into a local of its own (`data::bound_local`): the
    /// data plan and the kernel launch read that local, so the bound is evaluated once.
    pub lower_locals: HashSet<u32>,
    /// The spans of the data-clause items that 2.11's implied copy of a combined construct's
    /// reduction added to its directive (`capture::add_implied_copies`): -Minfo reports them
    /// as "Generating implicit copy(...)".
    pub implied_copies: HashSet<Span>,
    /// The locals holding the `num_gangs`, `num_workers` and `vector_length` arguments of
    /// `kernels` constructs, evaluated once when the construct is encountered (2.5.3), by
    /// the argument's span start: every kernel of the region reads them
    /// (`compute::kernels::lower_kernels`).
    pub size_locals: HashMap<u32, String>,
    /// OpenMP directives are lowered too (`-fopenmp`): their parallel regions are outlined
    /// after this lowering, so a local of a construct outside one is not visible inside.
    pub openmp: bool,
    /// The file-scope variables each OpenMP construct gives a per-thread copy (its
    /// `private`, `firstprivate`, `lastprivate` and `reduction` clauses, a loop construct's
    /// iteration variable; OpenMP 2.0, 2.7.2), by the construct's C directive. Inside it the
    /// name is the thread's copy, so an OpenACC compute construct there captures it as it
    /// does a local; used directly, the outlined host function would reach the global.
    pub omp_privatized: HashMap<Handle<Directive>, Vec<oxacc_sema::SymbolId>>,
    /// The `threadprivate` variables (2.7.1): one copy per thread, as `_Thread_local` ones.
    pub omp_threadprivate: HashSet<oxacc_sema::SymbolId>,
    /// The names of the functions a kernel may call (`compute::kernels::routine_names`),
    /// worked out once for the translation unit: it walks every function of the file, and
    /// each `kernels` construct and `loop auto` asks.
    pub routine_names: std::cell::OnceCell<HashSet<String>>,
    next_id: u32,
}

impl<'a> LowerCtx<'a> {
    pub fn new(ast: &'a Ast, text: &'a str, map: &'a SourceMap, acc: Vec<AccDirective>) -> Self {
        let acc_of = acc
            .iter()
            .enumerate()
            .map(|(i, d)| (d.directive, i))
            .collect();
        let (fn_of, functions) = walk::functions(ast);
        LowerCtx {
            ast,
            text,
            map,
            types: None,
            sema: None,
            acc,
            acc_of,
            fn_of,
            functions,
            writer: HostWriter::new(text, map),
            minfo: MinfoSink::default(),
            diags: Vec::new(),
            region_exits: HashMap::new(),
            gpu_enabled: true,
            gpu_type: "nvidia",
            gpu: Default::default(),
            hoisted: Default::default(),
            lower_locals: HashSet::new(),
            implied_copies: HashSet::new(),
            size_locals: HashMap::new(),
            openmp: false,
            omp_privatized: HashMap::new(),
            omp_threadprivate: HashSet::new(),
            routine_names: std::cell::OnceCell::new(),
            next_id: 0,
        }
    }

    /// The C text of a compute construct's size clause argument `e` (`num_gangs`,
    /// `num_workers`, `vector_length`): the local holding its value when a `kernels`
    /// construct evaluated it once ([`LowerCtx::size_locals`]), else `text`, the expression.
    pub fn size_arg(&self, e: Handle<oxacc_syntax::ast::Expr>, text: String) -> String {
        self.ast
            .exprs
            .get(e)
            .and_then(|x| self.size_locals.get(&x.span.start))
            .cloned()
            .unwrap_or(text)
    }

    /// The source text of `span` (empty if out of range).
    pub fn src(&self, span: Span) -> &'a str {
        self.text
            .get(span.start as usize..span.end as usize)
            .unwrap_or("")
    }

    /// A fresh number for generated identifiers (`__oxacc_d3`): deterministic, in the order
    /// the passes ask.
    pub fn fresh_id(&mut self) -> u32 {
        self.next_id += 1;
        self.next_id
    }

    /// The name of the function a directive is in (`None` at file scope).
    pub fn function_name(&self, dir: Handle<Directive>) -> Option<&str> {
        let f = self.fn_of.get(&dir)?;
        self.functions.get(f).map(|i| i.name.as_str())
    }

    /// Records a `-Minfo` message about the source line of `offset`, attributed to the
    /// function that contains directive `dir`.
    pub fn minfo(&mut self, dir: Handle<Directive>, offset: u32, message: impl Into<String>) {
        self.minfo_kind(dir, offset, message.into(), false);
    }

    /// [`LowerCtx::minfo`] for a message saying why something was not parallelized or not
    /// compiled for the GPU (`-Mneginfo` prints these alone).
    pub fn minfo_neg(&mut self, dir: Handle<Directive>, offset: u32, message: impl Into<String>) {
        self.minfo_kind(dir, offset, message.into(), true);
    }

    fn minfo_kind(&mut self, dir: Handle<Directive>, offset: u32, message: String, neg: bool) {
        // NVIDIA reports per function; file-scope directives (a global `declare`) have none.
        let Some(function) = self.function_name(dir).map(str::to_string) else {
            return;
        };
        let loc = self.map.lookup(offset);
        self.minfo.push_kind(
            offset,
            function,
            loc.file.to_string(),
            loc.line,
            message,
            neg,
        );
    }

    /// [`LowerCtx::minfo`], unless the same message was already recorded at `offset` (the
    /// kernels of one `kernels` construct report the construct once).
    pub fn minfo_once(&mut self, dir: Handle<Directive>, offset: u32, message: &str) {
        if !self.minfo.has(offset, message) {
            self.minfo(dir, offset, message);
        }
    }

    /// The `static const struct __oxacc_region` named `sym` for directive `d` (the profiling
    /// interface, spec chapter 5; `oxacc_rt.h`): its `acc_construct_t`, `flags`
    /// (`__OXACC_REGION_*`), source file, the lines of the directive and of the end of its
    /// body, and the enclosing function with its first and last lines. Const, so that it may
    /// appear in an inline function (C99 6.7.4p3).
    pub fn region_decl(&self, d: &AccDirective, construct: i32, flags: i32, sym: &str) -> String {
        let at = self.map.lookup(d.span.start);
        let line_of = |offset: u32| self.map.lookup(offset).line;
        // The last byte of the body (its closing brace or semicolon) is the construct's end.
        let end_line = d
            .body
            .and_then(|b| self.ast.stmts.get(b))
            .map(|b| line_of(b.span.end.saturating_sub(1).max(b.span.start)))
            .unwrap_or(at.line);
        let func = self.fn_of.get(&d.directive).and_then(|h| {
            let def = self.ast.functions.get(*h)?;
            let info = self.functions.get(h)?;
            Some((
                info.name.clone(),
                line_of(def.span.start),
                line_of(def.span.end.saturating_sub(1).max(def.span.start)),
            ))
        });
        let (fname, fline, fend) = match &func {
            Some((n, l, e)) => (format!("\"{}\"", crate::writer::escape_c_string(n)), *l, *e),
            None => ("(const char *)0".to_string(), 0, 0),
        };
        format!(
            "static const struct __oxacc_region {sym} = {{{construct}, {flags}, \"{}\", {fname}, {}, {end_line}, {fline}, {fend}}}; ",
            crate::writer::escape_c_string(at.file),
            at.line
        )
    }

    /// `"file.c:LINE"` of `offset`, escaped for a C string literal.
    pub fn loc_literal(&self, offset: u32) -> String {
        format!("\"{}\"", self.writer.location_text(offset))
    }

    pub fn error(&mut self, span: Span, message: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, message));
    }
}
