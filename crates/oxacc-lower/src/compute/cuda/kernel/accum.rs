//! Register accumulators for sequential loops (atax, bicg, mvt, gemver, gemm written with the
//! sum in memory: `q[i] = 0; for (j = 0; j < m; j++) q[i] = q[i] + A[i][j] * p[j];`).
//!
//! The element `q[i]` does not change while the loop runs, but any other access of the loop
//! may reach it (the pointers may alias), so a plain translation loads and stores it in
//! global memory at every `j`. A CUDA programmer keeps it in a register. That is sound only
//! when no other access of the loop touches it, which pointers do not tell at compile time;
//! so the loop is versioned in the thread: before it, the byte range each other access can
//! cover over the loop's iterations (its index is affine in the loop variable, so the range
//! lies between its addresses at the first and the last value) is compared with the
//! element's bytes. When all are disjoint (and the loop runs at least once: the element is
//! then read and written by the loop anyway) the loop runs on a register copy stored back
//! after it; otherwise the loop runs as written. The test costs a few integer operations per
//! thread and loop, against two global accesses per iteration.

use std::collections::HashSet;

use oxacc_syntax::ast::{BinaryOp, Expr, ExprKind, ForInit, Stmt, StmtKind, UnaryOp};
use oxacc_syntax::printer::prec;
use oxacc_syntax::Handle;

use super::{is_math_function, routine_named, unsupported, Mode, Res, Writer};
use crate::compute::loops::{self, Cmp};
use crate::compute::names::VarId;

/// What the body of a candidate loop does, from [`scan`].
#[derive(Default)]
struct Scan {
    /// Every memory access: the outermost `x[..][..]` of a subscript chain on a variable.
    accesses: Vec<Handle<Expr>>,
    /// The accesses assigned by an expression statement of the body (run at every iteration).
    assigned: Vec<Handle<Expr>>,
    /// Variables the body assigns or increments.
    written: HashSet<String>,
    /// Identifiers read as values (not as the base of a subscript chain).
    idents: Vec<Handle<Expr>>,
    /// Something the analysis does not follow (a call, `*p`, `&x`, a member...).
    opaque: bool,
}

impl Writer<'_, '_> {
    /// Prints sequential loop `s` in the register form described above, when its shape
    /// allows it; `Ok(false)` (nothing printed) otherwise.
    pub(super) fn register_accumulators(&mut self, s: Handle<Stmt>, m: Mode) -> Res<bool> {
        // Code a group runs redundantly stores through its leader (`guarded`): only loops
        // that each thread runs on its own are versioned.
        if self.leader(m).is_some() {
            return Ok(false);
        }
        let ast = self.ctx.ast;
        let sema = self.sema;
        let Some(cl) = loops::canonical(ast, s) else {
            return Ok(false);
        };
        let Some(StmtKind::For {
            init,
            cond: Some(cond),
            ..
        }) = ast.stmts.get(s).map(|x| &x.kind)
        else {
            return Ok(false);
        };
        if !cl.also.is_empty() || cl.step.negative || !matches!(cl.cmp, Cmp::Lt | Cmp::Le) {
            return Ok(false);
        }
        let Some(var_expr) = cl.var_expr else {
            return Ok(false);
        };
        let j = cl.var_name.clone();
        let mut sc = Scan::default();
        if !self.scan_body(cl.body, &mut sc) || sc.opaque || sc.written.contains(&j) {
            return Ok(false);
        }
        let written = std::mem::take(&mut sc.written);
        if !invariant(self, cl.lb, &written, &j)
            || !invariant(self, cl.ub, &written, &j)
            || cl
                .step
                .expr
                .is_some_and(|e| !invariant(self, e, &written, &j))
        {
            return Ok(false);
        }
        if matches!(init, ForInit::None) {
            return Ok(false);
        }
        // Scalars read or written must be registers of the thread (their printed name is
        // their own): one in memory might be the element itself.
        for &e in sc.idents.iter().chain(std::iter::once(&var_expr)) {
            let name = match ast.exprs.get(e).map(|x| &x.kind) {
                Some(ExprKind::Ident(id)) => ast.name(*id).to_string(),
                _ => return Ok(false),
            };
            // A copy of a part of a pointer's target reached from its own first element
            // (`Rebase`) has no name of its own: no register copy then.
            if self.rebase_of(e).is_some() || self.expr(e, prec::PRIMARY)? != name {
                return Ok(false);
            }
        }
        // The candidates: assigned accesses whose subscripts do not change in the loop,
        // of an arithmetic, non-volatile type.
        let mut cands: Vec<(String, Handle<Expr>)> = Vec::new();
        for &a in &sc.assigned {
            let ty = sema.expr_type(a);
            if !sema.is_arithmetic(ty) || sema.types.quals(ty).is_volatile {
                continue;
            }
            if !subscripts(ast, a)
                .iter()
                .all(|&x| invariant(self, x, &written, &j))
            {
                continue;
            }
            // Nor the pointer it is reached through: a pointer loop variable (`for (int *q =
            // b; ...; q++) q[1] += q[0];`, 2.9) or one the body moves names another element
            // at each iteration (the register was loaded from `q[1]` before the loop, where
            // the loop's own `q` is not even declared).
            if let Some(ExprKind::Ident(id)) = ast.exprs.get(chain_base(ast, a)).map(|x| &x.kind) {
                let n = ast.name(*id);
                if n == j || written.contains(n) {
                    continue;
                }
            }
            let text = self.expr(a, prec::PRIMARY)?;
            if !cands.iter().any(|(t, _)| *t == text) {
                cands.push((text, a));
            }
        }
        let cand_objs: Vec<Option<VarId>> =
            cands.iter().map(|&(_, a)| self.array_object(a)).collect();
        if cands.is_empty() {
            return Ok(false);
        }
        // Every other access: subscripts affine in the loop variable.
        let mut others: Vec<String> = Vec::new();
        let mut other_objs: Vec<Option<VarId>> = Vec::new();
        let mut uses: Vec<(usize, Handle<Expr>)> = Vec::new();
        for &a in &sc.accesses {
            let text = self.expr(a, prec::PRIMARY)?;
            if let Some(k) = cands.iter().position(|(t, _)| *t == text) {
                uses.push((k, a));
                continue;
            }
            let ty = sema.expr_type(a);
            if !sema.is_scalar(ty) || sema.types.quals(ty).is_volatile {
                return Ok(false);
            }
            if !subscripts(ast, a)
                .iter()
                .all(|&x| affine(self, x, &written, &j))
            {
                return Ok(false);
            }
            if !others.contains(&text) {
                others.push(text);
                other_objs.push(self.array_object(a));
            }
        }
        let span = ast.stmts.get(s).map(|x| x.span).unwrap_or_default();
        let jdecl = self
            .types
            .decl(sema, sema.types.unqual_id(sema.expr_type(var_expr)), &j)
            .map_err(|super::Unsupported(w)| unsupported(span, w))?;
        let lb = self.expr(cl.lb, prec::ASSIGN)?;
        let ub = self.expr(cl.ub, prec::UNARY)?;
        let cond_text = self.cond(*cond)?;
        let ok = self.fresh("ra_ok");
        self.line("{");
        self.indent += 1;
        self.line(&format!("bool {ok} = false;"));
        self.line("{");
        self.indent += 1;
        // The loop variable at its first value, then at its last: the other accesses'
        // addresses at both ends bound the bytes they reach (the subscripts are affine).
        self.line(&format!("{jdecl} = {lb};"));
        self.line(&format!("if ({cond_text}) {{"));
        self.indent += 1;
        // Two distinct array variables are two objects (C11 6.2.4), with distinct device
        // copies: an access of one never reaches an element of the other, so only the
        // pairs of an access with the same (or an unknown) object are compared at run time.
        let distinct =
            |a: Option<VarId>, b: Option<VarId>| matches!((a, b), (Some(x), Some(y)) if x != y);
        let pairs: Vec<(usize, usize)> = (0..others.len())
            .flat_map(|o| (0..cands.len()).map(move |c| (o, c)))
            .filter(|&(o, c)| !distinct(other_objs[o], cand_objs[c]))
            .collect();
        let checked: Vec<usize> = (0..others.len())
            .filter(|o| pairs.iter().any(|p| p.0 == *o))
            .collect();
        let cand_pairs: Vec<(usize, usize)> = (0..cands.len())
            .flat_map(|a| (a + 1..cands.len()).map(move |b| (a, b)))
            .filter(|&(a, b)| !distinct(cand_objs[a], cand_objs[b]))
            .collect();
        let cvars: Vec<String> = (0..cands.len()).map(|_| self.fresh("ra_c")).collect();
        for (c, (v, (t, _))) in cvars.iter().zip(&cands).enumerate() {
            let used =
                pairs.iter().any(|p| p.1 == c) || cand_pairs.iter().any(|p| p.0 == c || p.1 == c);
            if used {
                self.line(&format!("const auto *const {v} = &{t};"));
            }
        }
        let firsts: Vec<String> = (0..others.len()).map(|_| self.fresh("ra_a")).collect();
        for &o in &checked {
            self.line(&format!(
                "const auto *const {} = &{};",
                firsts[o], others[o]
            ));
        }
        let last = match cl.cmp {
            Cmp::Le => ub.clone(),
            _ => format!("{ub} - 1"),
        };
        if !checked.is_empty() {
            self.line(&format!("{j} = {last};"));
        }
        let mut tests = Vec::new();
        for &(o, c) in &pairs {
            tests.push(format!(
                "__oxacc_ra_apart({}, {}, &{})",
                cvars[c], firsts[o], others[o]
            ));
        }
        for &(a, b) in &cand_pairs {
            let (ca, cb) = (&cvars[a], &cvars[b]);
            tests.push(format!("__oxacc_ra_apart({ca}, {cb}, {cb})"));
        }
        let all = if tests.is_empty() {
            "true".to_string()
        } else {
            tests.join(" && ")
        };
        self.line(&format!("{ok} = {all};"));
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        self.line(&format!("if ({ok}) {{"));
        self.indent += 1;
        let regs: Vec<String> = (0..cands.len()).map(|_| self.fresh("ra_r")).collect();
        for (r, (t, a)) in regs.iter().zip(&cands) {
            let ty = sema.types.unqual_id(sema.expr_type(*a));
            let d = self
                .types
                .decl(sema, ty, r)
                .map_err(|super::Unsupported(w)| unsupported(span, w))?;
            self.line(&format!("{d} = {t};"));
        }
        for &(k, a) in &uses {
            self.expr_overrides.insert(a, regs[k].clone());
        }
        let r = self.seq_for(s, m);
        for &(_, a) in &uses {
            self.expr_overrides.remove(&a);
        }
        r?;
        for (r, (t, _)) in regs.iter().zip(&cands) {
            self.line(&format!("{t} = {r};"));
        }
        self.indent -= 1;
        self.line("} else {");
        self.indent += 1;
        self.seq_for(s, m)?;
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        Ok(true)
    }

    /// The array variable whose storage access `a` (`x[i][j]`) lies in: `x` is an array
    /// variable (not a parameter, whose array type is a pointer) and every subscript of
    /// the chain is on an array, not on a pointer read from it (`rows[i][j]` of a
    /// `double *rows[N]` reaches elsewhere). `None` when not known.
    fn array_object(&self, a: Handle<Expr>) -> Option<VarId> {
        let ast = self.ctx.ast;
        let mut cur = a;
        while let Some(ExprKind::Index { base, .. }) = ast.exprs.get(cur).map(|x| &x.kind) {
            if !self.sema.is_array(self.sema.expr_type(*base)) {
                return None;
            }
            cur = *base;
        }
        match ast.exprs.get(cur).map(|x| &x.kind) {
            Some(ExprKind::Ident(_)) if cur != a => self.f.names.uses.get(&cur).copied(),
            _ => None,
        }
    }

    /// Scans the body: a block of expression statements (or one), nothing else.
    fn scan_body(&self, body: Handle<Stmt>, sc: &mut Scan) -> bool {
        let ast = self.ctx.ast;
        match ast.stmts.get(body).map(|x| &x.kind) {
            Some(StmtKind::Compound(items)) => items.iter().all(|&i| self.scan_body_item(i, sc)),
            Some(_) => self.scan_body_item(body, sc),
            None => false,
        }
    }

    fn scan_body_item(&self, s: Handle<Stmt>, sc: &mut Scan) -> bool {
        match self.ctx.ast.stmts.get(s).map(|x| &x.kind) {
            Some(StmtKind::Expr(e)) => {
                self.scan_expr(*e, true, sc);
                true
            }
            Some(StmtKind::Empty) => true,
            _ => false,
        }
    }

    fn scan_expr(&self, e: Handle<Expr>, top: bool, sc: &mut Scan) {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            sc.opaque = true;
            return;
        };
        match &x.kind {
            ExprKind::Ident(_) => sc.idents.push(e),
            ExprKind::IntLit(_) | ExprKind::FloatLit(_) | ExprKind::CharLit(_) => {}
            ExprKind::SizeofType(_) | ExprKind::AlignofType(_) => {}
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                    match ast.exprs.get(*operand).map(|x| &x.kind) {
                        Some(ExprKind::Ident(id)) => {
                            sc.written.insert(ast.name(*id).to_string());
                            sc.idents.push(*operand);
                        }
                        _ => sc.opaque = true,
                    }
                }
                UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not => {
                    self.scan_expr(*operand, false, sc)
                }
                _ => sc.opaque = true,
            },
            ExprKind::Binary { lhs, rhs, .. } => {
                self.scan_expr(*lhs, false, sc);
                self.scan_expr(*rhs, false, sc);
            }
            ExprKind::Assign { lhs, rhs, .. } => {
                match ast.exprs.get(*lhs).map(|x| &x.kind) {
                    Some(ExprKind::Ident(id)) => {
                        sc.written.insert(ast.name(*id).to_string());
                        sc.idents.push(*lhs);
                    }
                    Some(ExprKind::Index { .. }) => {
                        self.scan_access(*lhs, sc);
                        if top {
                            sc.assigned.push(*lhs);
                        }
                    }
                    _ => sc.opaque = true,
                }
                self.scan_expr(*rhs, false, sc);
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                self.scan_expr(*cond, false, sc);
                if let Some(t) = then_expr {
                    self.scan_expr(*t, false, sc);
                }
                self.scan_expr(*else_expr, false, sc);
            }
            ExprKind::Cast { expr, .. } => self.scan_expr(*expr, false, sc),
            ExprKind::Call { callee, args } => {
                let pure = match ast.exprs.get(*callee).map(|x| &x.kind) {
                    Some(ExprKind::Ident(id)) => {
                        let n = ast.name(*id);
                        is_math_function(n) && !routine_named(self.ctx, n)
                    }
                    _ => false,
                };
                if !pure {
                    sc.opaque = true;
                    return;
                }
                for a in args {
                    self.scan_expr(*a, false, sc);
                }
            }
            ExprKind::Index { .. } => self.scan_access(e, sc),
            _ => sc.opaque = true,
        }
    }

    /// A subscript chain `x[a][b]` on a variable `x` (a pointer or an array).
    fn scan_access(&self, e: Handle<Expr>, sc: &mut Scan) {
        let ast = self.ctx.ast;
        let mut cur = e;
        loop {
            match ast.exprs.get(cur).map(|x| &x.kind) {
                Some(ExprKind::Index { base, index }) => {
                    self.scan_expr(*index, false, sc);
                    cur = *base;
                }
                Some(ExprKind::Ident(_)) => {
                    let ty = self.sema.expr_type(cur);
                    let arr = self.sema.is_array(ty);
                    if !arr && !self.sema.is_pointer(ty) {
                        sc.opaque = true;
                    }
                    // A pointer variable is read too (it must be a register, as any
                    // scalar); an array's name is its address.
                    if !arr {
                        sc.idents.push(cur);
                    }
                    break;
                }
                _ => {
                    sc.opaque = true;
                    break;
                }
            }
        }
        sc.accesses.push(e);
    }
}

/// The subscripts of chain `x[a][b]` (`[b, a]`).
fn subscripts(ast: &oxacc_syntax::Ast, e: Handle<Expr>) -> Vec<Handle<Expr>> {
    let mut out = Vec::new();
    let mut cur = e;
    while let Some(ExprKind::Index { base, index }) = ast.exprs.get(cur).map(|x| &x.kind) {
        out.push(*index);
        cur = *base;
    }
    out
}

/// The expression a subscript chain `x[..][..]` starts from.
fn chain_base(ast: &oxacc_syntax::Ast, e: Handle<Expr>) -> Handle<Expr> {
    let mut cur = e;
    while let Some(ExprKind::Index { base, .. }) = ast.exprs.get(cur).map(|x| &x.kind) {
        cur = *base;
    }
    cur
}

/// `e` has one value during the loop: no memory read, no call, no variable the body writes
/// nor the loop variable.
fn invariant(w: &Writer, e: Handle<Expr>, written: &HashSet<String>, j: &str) -> bool {
    let ast = w.ctx.ast;
    match ast.exprs.get(e).map(|x| &x.kind) {
        Some(ExprKind::Ident(id)) => {
            let n = ast.name(*id);
            n != j && !written.contains(n) && {
                let ty = w.sema.expr_type(e);
                w.sema.is_scalar(ty) && !w.sema.types.quals(ty).is_volatile
            }
        }
        Some(ExprKind::IntLit(_) | ExprKind::CharLit(_) | ExprKind::SizeofType(_)) => true,
        Some(ExprKind::Unary { op, operand }) => {
            matches!(
                op,
                UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not
            ) && invariant(w, *operand, written, j)
        }
        Some(ExprKind::Binary { op, lhs, rhs }) => {
            !matches!(op, BinaryOp::Comma)
                && invariant(w, *lhs, written, j)
                && invariant(w, *rhs, written, j)
        }
        Some(ExprKind::Cast { expr, .. }) => invariant(w, *expr, written, j),
        Some(ExprKind::Conditional {
            cond,
            then_expr: Some(t),
            else_expr,
        }) => {
            invariant(w, *cond, written, j)
                && invariant(w, *t, written, j)
                && invariant(w, *else_expr, written, j)
        }
        _ => false,
    }
}

/// `e` is `a * j + b` with `a`, `b` invariant ([`invariant`]): over the loop's values of `j`
/// it lies between its values at the first and the last.
/// Every part that depends on `j` has a signed integer type: its arithmetic does not wrap
/// (signed overflow is undefined), so it is linear (an unsigned `j - 1` at `j == 0` is not).
fn affine(w: &Writer, e: Handle<Expr>, written: &HashSet<String>, j: &str) -> bool {
    if invariant(w, e, written, j) {
        return true;
    }
    let ty = w.sema.expr_type(e);
    if !w.sema.is_integer(ty) || !w.sema.types.is_signed(ty) {
        return false;
    }
    let ast = w.ctx.ast;
    match ast.exprs.get(e).map(|x| &x.kind) {
        Some(ExprKind::Ident(id)) => ast.name(*id) == j,
        Some(ExprKind::Unary {
            op: UnaryOp::Plus | UnaryOp::Minus,
            operand,
        }) => affine(w, *operand, written, j),
        Some(ExprKind::Binary { op, lhs, rhs }) => match op {
            BinaryOp::Add | BinaryOp::Sub => {
                affine(w, *lhs, written, j) && affine(w, *rhs, written, j)
            }
            BinaryOp::Mul => {
                (invariant(w, *lhs, written, j) && affine(w, *rhs, written, j))
                    || (affine(w, *lhs, written, j) && invariant(w, *rhs, written, j))
            }
            _ => false,
        },
        // A widening integer conversion keeps the value (a narrowing one may wrap).
        Some(ExprKind::Cast { expr, .. }) => {
            let (to, from) = (w.sema.expr_type(e), w.sema.expr_type(*expr));
            w.sema.is_integer(to)
                && w.sema.is_integer(from)
                && matches!((w.sema.size_of(to), w.sema.size_of(from)), (Some(a), Some(b)) if a > b)
                && affine(w, *expr, written, j)
        }
        _ => false,
    }
}
