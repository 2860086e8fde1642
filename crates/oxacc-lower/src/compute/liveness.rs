//! Whether the value a scalar holds when a statement completes can still be read: the
//! question the `kernels` analysis asks before privatizing a scalar a loop assigns (its last
//! value would be lost) or leaving a loop variable without its final value (kernels.rs).
//!
//! A forward walk over the function's statements with one bit of state, "the value left by
//! the statement is still there on some path". It becomes set when the walk leaves that
//! statement, is cleared by a plain assignment `v = e` (with `e` not reading `v`) in statement
//! position, and is merged (or) where paths join: after `if`/`switch`, at a loop's head (each
//! loop body is walked again when its back edge brings the value: a kernels loop inside a host
//! loop sees the host loop's next iteration), at `break`/`continue` targets. Any other mention
//! of the variable while the bit is set is a read. What the walk cannot follow is a read too:
//! a `goto` or an unknown statement while the bit is set, a label reached from a `goto` (the
//! goto itself counts), a directive line naming the variable (`update self(v)`, `copyout(v)`).
//! A variable that outlives the function (file scope, `static`) is read at the function's end
//! and by any call; one whose address is taken anywhere in the translation unit may be read
//! through a pointer at any time, so its value is always live.

use oxacc_syntax::ast::{Expr, Stmt};
use oxacc_syntax::ast::{ExprKind, ForInit, StmtKind, StorageClass, UnaryOp};
use oxacc_syntax::Handle;

use super::names::VarId;
use super::walk;
use super::FnCtx;
use crate::ctx::LowerCtx;

/// Functions known not to read the program's variables (math functions).
const PURE: &[&str] = &[
    "sqrt", "sqrtf", "sqrtl", "sin", "sinf", "cos", "cosf", "tan", "tanf", "exp", "expf", "log",
    "logf", "log10", "pow", "powf", "fabs", "fabsf", "fabsl", "abs", "labs", "fmin", "fminf",
    "fmax", "fmaxf", "floor", "floorf", "ceil", "ceilf", "atan", "atan2", "atanf", "tanh", "tanhf",
    "erf", "round", "roundf", "fma", "fmaf", "exp2", "cbrt", "hypot", "copysign",
];

/// Whether the value variable `var` holds when statement `at` (of the function `f`) completes
/// may be read afterwards, before a plain assignment replaces it. True whenever that cannot be
/// proven false.
pub fn live_after(ctx: &LowerCtx, f: &FnCtx, at: Handle<Stmt>, var: VarId) -> bool {
    let ast = ctx.ast;
    let Some(sema) = ctx.sema else { return true };
    let Some(def) = ast
        .functions
        .iter()
        .find(|(_, d)| d.span == f.names.span)
        .map(|(_, d)| d)
    else {
        return true;
    };
    // The variable's symbol, through any of its uses.
    let Some(sym) = f
        .names
        .uses
        .iter()
        .find(|(_, v)| **v == var)
        .and_then(|(e, _)| sema.resolved(*e))
    else {
        return true;
    };
    let info = sema.symbol(sym);
    // Its address taken anywhere in the translation unit: it may be read through a pointer.
    let escaped = ast.exprs.iter().any(|(_, e)| match &e.kind {
        ExprKind::Unary {
            op: UnaryOp::AddrOf,
            operand,
        } => sema.resolved(*operand) == Some(sym),
        _ => false,
    });
    if escaped {
        return true;
    }
    let persistent = f.names.var(var).is_some_and(|v| v.file_scope)
        || matches!(
            info.storage,
            Some(StorageClass::Static | StorageClass::Extern)
        )
        || info.is_thread_local;
    let mut w = Walk {
        ctx,
        f,
        var,
        name: info.name.clone(),
        at,
        persistent,
        found: false,
        reached: false,
        budget: 200_000,
        frames: Vec::new(),
        switches: Vec::new(),
    };
    let end = w.stmt(def.body, false);
    if end && persistent {
        w.found = true;
    }
    w.found || !w.reached
}

/// A loop or switch around the statement being walked: the state its `break`s (and, for a
/// loop, `continue`s) carry to their target.
struct Frame {
    is_loop: bool,
    brk: bool,
    cont: bool,
}

struct Walk<'c, 'a> {
    ctx: &'c LowerCtx<'a>,
    f: &'c FnCtx,
    var: VarId,
    name: String,
    at: Handle<Stmt>,
    persistent: bool,
    /// A read of the value was found (or could not be excluded).
    found: bool,
    /// The walk reached `at`.
    reached: bool,
    /// Statements left to walk (loop bodies are walked at most twice per visit; the bound
    /// guards against deep nests).
    budget: usize,
    frames: Vec<Frame>,
    /// The state at each enclosing `switch`'s dispatch.
    switches: Vec<bool>,
}

impl Walk<'_, '_> {
    fn is_var(&self, e: Handle<Expr>) -> bool {
        self.f.names.uses.get(&e) == Some(&self.var)
    }

    /// Reads in expression `e` (evaluated with state `p`).
    fn read(&mut self, e: Handle<Expr>, p: bool) {
        if !p || self.found {
            return;
        }
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        for h in all {
            if self.is_var(h) {
                self.found = true;
                return;
            }
            if self.persistent {
                if let Some(ExprKind::Call { callee, .. }) = ast.exprs.get(h).map(|x| &x.kind) {
                    let pure = match ast.exprs.get(*callee).map(|x| &x.kind) {
                        Some(ExprKind::Ident(id)) => {
                            PURE.contains(&ast.name(*id).trim_start_matches("__builtin_"))
                        }
                        _ => false,
                    };
                    if !pure {
                        self.found = true;
                        return;
                    }
                }
            }
        }
    }

    /// An expression in statement position (or a `for` init / step): a plain assignment of
    /// the variable from an expression not reading it ends the value's life.
    fn expr_stmt(&mut self, e: Handle<Expr>, p: bool) -> bool {
        let ast = self.ctx.ast;
        if let Some(ExprKind::Assign {
            op: None, lhs, rhs, ..
        }) = ast.exprs.get(e).map(|x| &x.kind)
        {
            if self.is_var(*lhs) {
                self.read(*rhs, p);
                return false;
            }
        }
        self.read(e, p);
        p
    }

    /// Walks statement `s` entered with state `p`; the state when it completes normally
    /// (false when it cannot).
    fn stmt(&mut self, s: Handle<Stmt>, p: bool) -> bool {
        if s == self.at {
            self.reached = true;
            return true;
        }
        if self.found {
            return p;
        }
        if self.budget == 0 {
            self.found = true;
            return p;
        }
        self.budget -= 1;
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else {
            return p;
        };
        match &st.kind {
            StmtKind::Compound(items) => {
                let mut p = p;
                for i in items {
                    p = self.stmt(*i, p);
                }
                p
            }
            StmtKind::Expr(e) => self.expr_stmt(*e, p),
            StmtKind::Empty | StmtKind::StaticAssert(_) | StmtKind::LocalLabels(_) => p,
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                self.read(*cond, p);
                let a = self.stmt(*then_branch, p);
                let b = match else_branch {
                    Some(e) => self.stmt(*e, p),
                    None => p,
                };
                a || b
            }
            StmtKind::While { cond, body } => self.loop_(None, Some(*cond), None, *body, p),
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let p = match init {
                    ForInit::Expr(e) => self.expr_stmt(*e, p),
                    ForInit::Decl(_) | ForInit::None => {
                        let mut v = Vec::new();
                        if let ForInit::Decl(d) = init {
                            walk::exprs_in_decl(ast, *d, &mut v);
                        }
                        for e in v {
                            self.read(e, p);
                        }
                        p
                    }
                };
                self.loop_(None, *cond, *step, *body, p)
            }
            StmtKind::DoWhile { body, cond } => self.loop_(Some(*cond), None, None, *body, p),
            StmtKind::Switch { cond, body } => {
                self.read(*cond, p);
                self.frames.push(Frame {
                    is_loop: false,
                    brk: false,
                    cont: false,
                });
                self.switches.push(p);
                // The body is entered only at its labels (`Case`/`Default` join `p`).
                let end = self.stmt(*body, false);
                self.switches.pop();
                let brk = self.frames.pop().is_some_and(|f| f.brk);
                // Without a `default` the dispatch may skip the body: `p` joins too.
                end || brk || p
            }
            StmtKind::Case { value, body, .. } => {
                self.read(*value, p);
                let entry = self.switches.last().copied().unwrap_or(true);
                self.stmt(*body, p || entry)
            }
            StmtKind::Default { body } => {
                let entry = self.switches.last().copied().unwrap_or(true);
                self.stmt(*body, p || entry)
            }
            // A `goto` made with the value still there counts as a read wherever it goes; so
            // a label needs no join of its own.
            StmtKind::Labeled { body, .. } => self.stmt(*body, p),
            StmtKind::Goto(_) => {
                self.found |= p;
                false
            }
            StmtKind::GotoIndirect(e) => {
                self.read(*e, p);
                self.found |= p;
                false
            }
            StmtKind::Continue => {
                match self.frames.iter_mut().rev().find(|f| f.is_loop) {
                    Some(f) => f.cont |= p,
                    None => self.found |= p,
                }
                false
            }
            StmtKind::Break => {
                match self.frames.last_mut() {
                    Some(f) => f.brk |= p,
                    None => self.found |= p,
                }
                false
            }
            StmtKind::Return(e) => {
                if let Some(e) = e {
                    self.read(*e, p);
                }
                if self.persistent {
                    self.found |= p;
                }
                false
            }
            StmtKind::Directive(d) => {
                let Some(dd) = ast.directives.get(*d) else {
                    return p;
                };
                // A directive line naming the variable reads or moves its value (`update
                // self(v)`, an OpenMP `firstprivate(v)` or `lastprivate(v)`): a read, before
                // and after its body. The data clauses of an OpenACC construct with a body
                // only carry the value to its body and back, where the walk follows it.
                let acc_with_body = dd.body.is_some() && self.ctx.acc_of.contains_key(d);
                let names = !acc_with_body && mentions_word(self.ctx.src(dd.span), &self.name);
                if names {
                    self.found |= p;
                }
                match dd.body {
                    Some(b) => {
                        let q = self.stmt(b, p);
                        if names {
                            self.found |= q;
                        }
                        q
                    }
                    None => p,
                }
            }
            StmtKind::Decl(_) | StmtKind::Asm(_) => {
                let mut v = Vec::new();
                walk::exprs_in_stmt(ast, s, &mut v);
                for e in v {
                    self.read(e, p);
                }
                p
            }
            // Anything else (another `#pragma` kept verbatim): nothing the walk follows.
            _ => p,
        }
    }

    /// A loop: `do_cond` for a `do ... while (c)`, else `cond` and `step` of a `while` / `for`.
    fn loop_(
        &mut self,
        do_cond: Option<Handle<Expr>>,
        cond: Option<Handle<Expr>>,
        step: Option<Handle<Expr>>,
        body: Handle<Stmt>,
        p: bool,
    ) -> bool {
        let mut entry = p;
        // At most twice: the state is one bit, and the back edge can only set it.
        loop {
            if let Some(c) = cond {
                self.read(c, entry);
            }
            self.frames.push(Frame {
                is_loop: true,
                brk: false,
                cont: false,
            });
            let end = self.stmt(body, entry);
            let f = self.frames.pop().unwrap_or(Frame {
                is_loop: true,
                brk: true,
                cont: true,
            });
            let mut back = end || f.cont;
            if let Some(s) = step {
                back = self.expr_stmt(s, back);
            }
            if let Some(c) = do_cond {
                self.read(c, back);
                // The loop leaves after its condition, or by a `break`.
                if back && !entry && !self.found {
                    entry = true;
                    continue;
                }
                return back || f.brk;
            }
            if back && !entry && !self.found {
                entry = true;
                continue;
            }
            // The loop leaves when its condition fails at the head (any iteration's, so the
            // state of every entry), or by a `break`.
            return entry || back || f.brk;
        }
    }
}

/// Whether `text` names `v` as a whole word.
fn mentions_word(text: &str, v: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
        .any(|w| w == v)
}
