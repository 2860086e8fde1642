//! The routine directive (spec 2.15.1) on the CPU: a routine is an ordinary host function, so
//! a call inside a compute region calls it on the team thread; `seq`, `vector`, `worker`,
//! `bind`, `nohost` and the named form `routine(name)` change nothing here (with `nohost` the
//! host version still exists in C: it is the one the CPU runs). `gang` does: every gang (team
//! thread) calls such a routine, and its gang loop divides the iterations among them (see
//! `compute::host_gang_loop`; [`gang_routines`] names the functions). Global data used by
//! routines (2.15.2) is shared memory on the host: nothing to do. The directive line is
//! removed.

use std::collections::{HashMap, HashSet};

use oxacc_acc::ast::{AccDirective, ClauseName, DirectiveArgs, DirectiveName};
use oxacc_sema::SymbolKind;
use oxacc_syntax::ast::{Directive, ExprKind, ExternalDecl, Stmt};
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

/// Each `routine` directive of the file with the name of the function it applies to
/// (2.15.1: `routine(name)`, or the directive just before the function's definition or
/// prototype; of several such directives in a row, the last).
pub fn routine_directives<'c>(ctx: &'c LowerCtx) -> Vec<(String, &'c AccDirective)> {
    let ast = ctx.ast;
    let mut out = Vec::new();
    let mut pending: Option<&AccDirective> = None;
    for item in &ast.items {
        let name = match item {
            ExternalDecl::Directive(d) => {
                if let Some(a) = ctx.acc_of.get(d).and_then(|i| ctx.acc.get(*i)) {
                    if a.name == DirectiveName::Routine {
                        match &a.args {
                            DirectiveArgs::Routine(n) => out.push((n.name.clone(), a)),
                            _ => pending = Some(a),
                        }
                    }
                }
                continue;
            }
            ExternalDecl::FunctionDef(f) => ast.functions.get(*f).and_then(|f| f.declarator.name),
            ExternalDecl::Decl(d) => ast
                .decls
                .get(*d)
                .and_then(|d| d.declarators.first())
                .and_then(|i| i.declarator.name),
            _ => continue,
        };
        if let Some(a) = pending.take() {
            if let Some(n) = name {
                out.push((ast.name(n).to_string(), a));
            }
        }
    }
    out
}

/// The clauses of routine directive `a` for device type `device` (2.4). A level clause after
/// `device_type` replaces the default level (`AccDirective::replaces`); for `host` the
/// directive's `multicore` clauses count when it names `multicore`, as for the CPU team's
/// compute constructs (`outline::host_clauses`).
fn clauses_on<'a>(a: &'a AccDirective, device: &str) -> Vec<&'a oxacc_acc::ast::Clause> {
    if device == "host" {
        super::outline::host_clauses(a)
    } else {
        a.clauses_for_device(device)
    }
}

/// The functions of this file that a `routine` directive with a `gang` clause applies to for
/// device type `device`.
pub fn gang_routines(ctx: &LowerCtx, device: &str) -> HashSet<String> {
    routine_directives(ctx)
        .into_iter()
        .filter(|(_, a)| {
            clauses_on(a, device)
                .iter()
                .any(|c| c.name() == ClauseName::Gang)
        })
        .map(|(n, _)| n)
        .collect()
}

/// The parallelism a `routine` directive gives a function (2.15.1), ordered from finest to
/// coarsest: a routine of a level may contain loops of that level and every finer one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CallLevel {
    Seq,
    Vector,
    Worker,
    Gang,
}

/// The level of each function of this file that a `routine` directive applies to, with the
/// clauses for device type `device` (2.4); no level clause is `seq` (2.15.1: "If no gang,
/// worker, vector or seq clause appears..., the implementation may choose"; oxacc runs such a
/// routine sequentially).
pub fn routine_levels(ctx: &LowerCtx, device: &str) -> HashMap<String, CallLevel> {
    let mut out = HashMap::new();
    for (name, a) in routine_directives(ctx) {
        let cl = clauses_on(a, device);
        let has = |k: ClauseName| cl.iter().any(|c| c.name() == k);
        let level = if has(ClauseName::Gang) {
            CallLevel::Gang
        } else if has(ClauseName::Worker) {
            CallLevel::Worker
        } else if has(ClauseName::Vector) {
            CallLevel::Vector
        } else {
            CallLevel::Seq
        };
        out.insert(name, level);
    }
    out
}

/// The coarsest level among the routines statement `s` calls anywhere inside it (a name
/// resolving to a function, not a local variable hiding it). 2.15.1: a call to a gang routine
/// must be executed in gang-redundant mode, to a worker routine in worker-single mode, to a
/// vector routine in vector-single mode, so no loop around the call may be partitioned at
/// that level (or a finer one the routine may use).
pub fn called_level(
    ctx: &LowerCtx,
    levels: &HashMap<String, CallLevel>,
    s: Handle<Stmt>,
) -> CallLevel {
    let mut out = CallLevel::Seq;
    if levels.values().all(|l| *l == CallLevel::Seq) {
        return out;
    }
    let ast = ctx.ast;
    let mut exprs = Vec::new();
    super::walk::exprs_in_stmt(ast, s, &mut exprs);
    for e in exprs {
        let Some(ExprKind::Call { callee, .. }) = ast.exprs.get(e).map(|x| &x.kind) else {
            continue;
        };
        let Some(ExprKind::Ident(n)) = ast.exprs.get(*callee).map(|x| &x.kind) else {
            continue;
        };
        let is_function = match ctx
            .sema
            .and_then(|se| se.resolved(*callee).map(|id| (se, id)))
        {
            Some((se, id)) => se.symbol(id).kind == SymbolKind::Function,
            None => true,
        };
        if !is_function {
            continue;
        }
        if let Some(l) = levels.get(ast.name(*n)) {
            out = out.max(*l);
        }
    }
    out
}

/// The `-Minfo=accel` lines of this file's routines, as nvc prints them under the routine's
/// own name at its definition: "Generating acc routine seq" (the level for the NVIDIA device
/// type) and "Generating NVIDIA GPU code" when the function was given device code (called
/// from a kernel, or registered for other files: `fragments`, from
/// `cuda::routine_fragments`). A routine only declared here is another file's to report.
pub fn minfo_routines(
    ctx: &mut LowerCtx,
    fragments: &[(String, Result<crate::compute::cuda::Fragment, String>)],
) {
    let levels = routine_levels(ctx, "nvidia");
    let ast = ctx.ast;
    let mut defs: Vec<(String, u32)> = Vec::new();
    for item in &ast.items {
        if let ExternalDecl::FunctionDef(f) = item {
            if let Some(f) = ast.functions.get(*f) {
                if let Some(n) = f.declarator.name {
                    defs.push((ast.name(n).to_string(), f.span.start));
                }
            }
        }
    }
    let mut names: Vec<&String> = levels.keys().collect();
    names.sort();
    for name in names {
        let Some((_, offset)) = defs.iter().find(|(n, _)| n == name) else {
            continue;
        };
        let level = match levels[name] {
            CallLevel::Seq => "seq",
            CallLevel::Vector => "vector",
            CallLevel::Worker => "worker",
            CallLevel::Gang => "gang",
        };
        let loc = ctx.map.lookup(*offset);
        let (file, line) = (loc.file.to_string(), loc.line);
        ctx.minfo.push(
            *offset,
            name.clone(),
            file.clone(),
            line,
            format!("Generating acc routine {level}"),
        );
        let device_code = ctx.gpu.done_functions.contains(name)
            || fragments.iter().any(|(n, f)| n == name && f.is_ok());
        if ctx.gpu_enabled && device_code {
            ctx.minfo.push(
                *offset,
                name.clone(),
                file,
                line,
                "Generating NVIDIA GPU code".to_string(),
            );
        }
    }
}
