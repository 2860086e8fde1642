//! The work-sharing constructs (OpenMP 2.0, 2.4): `for`, `sections`, `single`, and the
//! private copies of their clauses (2.7.2). They run in place, in whatever function holds
//! them (an outlined region, or an orphaned construct in any function), and ask the runtime
//! for their share through the calling thread's state.
//!
//! Private copies shadow the variable in a block around the construct:
//! `__typeof__(x) *const __oxomp_o3_0 = &(x); { __typeof__(x) x; ... }` (the declared name's
//! scope starts after its declarator, so `__typeof__(x)` still names the original). A
//! firstprivate copy is initialised from the original, a reduction copy with the operator's
//! identity and combined atomically into the original after the thread's share; the thread
//! that ran the sequentially last iteration (or the lexically last section) copies its
//! lastprivate values back. All of that happens before the construct's barrier.
//!
//! A loop runs over its logical iterations `k` in `[0, n)`, `n` computed once on entry in
//! `__int128` from the canonical form (2.4.1), the variable being `lb + k * step` (over a
//! thread's share the variable itself steps, in its own type):
//! `schedule(static)` blocks come from `__oxomp_static_range`, `static` chunks are computed
//! here, the other schedules (and every `ordered` loop) ask `__oxomp_loop_next`.

use std::collections::HashSet;

use oxacc_omp::{canon, ClauseKind, ClauseName, OmpDirective, OmpName, ScheduleKind};
use oxacc_sema::SymbolId;
use oxacc_syntax::ast::StmtKind;
use oxacc_syntax::Handle;

use super::region::{combine, identity};
use super::{Env, Lowerer};

/// The private copies of one construct.
pub struct Privates {
    /// Pointer declarations, then the shadowing copies.
    pub decls: String,
    /// The environment inside the construct (privatized names renamed to the copies).
    pub env: Env,
    /// Copy-back of lastprivate values (guarded by `__oxomp_last{id}`).
    pub last: String,
    /// Atomic combination of the reductions.
    pub combine: String,
    /// The privatized variables.
    pub syms: HashSet<SymbolId>,
    /// Lastprivate variables (name in the construct).
    pub lastprivate: Vec<(SymbolId, String)>,
}

impl Lowerer<'_, '_> {
    pub fn privates(&mut self, d: &OmpDirective, env: &Env, id: u32) -> Privates {
        let mut pointers = String::new();
        let mut shadows = String::new();
        let mut last = String::new();
        let mut comb = String::new();
        let mut child = env.clone();
        let mut syms = HashSet::new();
        let mut lastprivate = Vec::new();
        // One copy per variable: firstprivate + lastprivate share it.
        let mut done: Vec<SymbolId> = Vec::new();
        let vars: Vec<(ClauseKind, SymbolId)> = d
            .clauses
            .iter()
            .filter(|c| {
                matches!(
                    c.name(),
                    ClauseName::Private
                        | ClauseName::Firstprivate
                        | ClauseName::Lastprivate
                        | ClauseName::Reduction
                )
            })
            .flat_map(|c| {
                c.vars()
                    .iter()
                    .filter_map(|v| self.sema.resolved(v.expr).map(|s| (c.kind.clone(), s)))
                    .collect::<Vec<_>>()
            })
            .collect();
        for (j, (kind, sym)) in vars.iter().enumerate() {
            let sym = *sym;
            let has = |n: ClauseName| vars.iter().any(|(k, s)| *s == sym && clause_name(k) == n);
            if done.contains(&sym) {
                continue;
            }
            done.push(sym);
            syms.insert(sym);
            let name = self.name_in(sym, env);
            let p = format!("__oxomp_o{id}_{j}");
            // The copy has a name of its own that the construct's uses are renamed to: named
            // as the original, it would shadow it (or the region's copy) for -Wshadow, which
            // gcc's own OpenMP lowering gives no cause for, and cc warns about none of the
            // generated code.
            let local = format!("__oxomp_p{id}_{j}");
            let lastp = has(ClauseName::Lastprivate);
            // A lastprivate copy starts as the original too: its initial value is unspecified
            // (2.7.2.3), and this keeps the copy-back defined for gcc's warnings.
            let first = has(ClauseName::Firstprivate) || lastp;
            let array = self.sema.is_array(self.sema.symbol(sym).ty);
            let needs_addr = first || lastp || matches!(kind, ClauseKind::Reduction { .. });
            // A `register` variable has no address for the copy in or out, but one reaches
            // here only inside an outlined region, which has it by value or through a
            // temporary: an orphaned construct naming the function's own automatic variable is
            // an error of oxacc-omp's checks (private in any region calling the function).
            if needs_addr {
                pointers.push_str(&format!(
                    "__typeof__({name}) *const {p} __attribute__((unused)) = &({name}); "
                ));
            }
            match kind {
                ClauseKind::Reduction { op, .. } => {
                    shadows.push_str(&format!("__typeof__({name}) {local} = {}; ", identity(*op)));
                    comb.push_str(&combine(*op, &format!("(*{p})"), &local));
                    comb.push(' ');
                }
                _ if first && !array => {
                    shadows.push_str(&format!(
                        "__typeof__({name}) {local} __attribute__((unused)) = *{p}; "
                    ));
                }
                _ if first => {
                    shadows.push_str(&format!(
                        "__typeof__({name}) {local} __attribute__((unused)); __builtin_memcpy((void *)&{local}, {p}, sizeof {local}); "
                    ));
                }
                _ => {
                    shadows.push_str(&format!(
                        "__typeof__({name}) {local} __attribute__((unused)); "
                    ));
                }
            }
            if lastp {
                last.push_str(&format!(
                    "__builtin_memcpy((void *){p}, &{local}, sizeof {local}); "
                ));
                lastprivate.push((sym, local.clone()));
            }
            child.renames.insert(sym, local);
        }
        Privates {
            decls: format!("{pointers}{shadows}"),
            env: child,
            last,
            combine: comb,
            syms,
            lastprivate,
        }
    }

    /// `for` (2.4.1), alone or as the work-sharing part of `parallel for` (`combined`: no
    /// barrier of its own, the region's end is one).
    pub fn for_construct(
        &mut self,
        d: &OmpDirective,
        env: &Env,
        combined: bool,
        _extra: &[SymbolId],
    ) -> String {
        let Some(body) = d.body else {
            return String::new();
        };
        let ast = self.ctx.ast;
        let c = match canon::canonical(ast, body) {
            Ok(c) => c,
            Err((span, _)) => {
                // Reported by the checks; keep going without code.
                let _ = span;
                return String::new();
            }
        };
        let id = self.fresh();
        let mut p = self.privates(d, env, id);
        let var_sym = self.sema.resolved(c.var_expr);
        // The iteration variable is private (2.4.1).
        let mut decls = p.decls.clone();
        let var_text;
        let assign;
        // The loop variable's type, and its declaration in the chunk loop (`for (int i = ...`)
        // when the user's loop declares it.
        let var_type;
        let mut var_decl = String::new();
        let cast_of = |l: &Self, s: SymbolId| l.sema.type_to_c(l.sema.symbol(s).ty, "");
        match (c.decl.is_some(), var_sym) {
            (true, Some(s)) => {
                let info = self.sema.symbol(s);
                var_text = c.var.clone();
                var_type = cast_of(self, s);
                var_decl = format!(
                    "{} __attribute__((unused))",
                    self.sema.type_to_c(info.ty, &c.var)
                );
                assign = format!(
                    "{} __attribute__((unused)) = ({})({});",
                    self.sema.type_to_c(info.ty, &c.var),
                    cast_of(self, s),
                    wrapping_value(id, &format!("__oxomp_k{id}"))
                );
            }
            (_, Some(s)) => {
                // The work-sharing part of `parallel for` runs in the region, which declares
                // the variable already as its own private copy (region.rs), unless a `shared`
                // clause makes it reach the original (renamed): no second declaration to
                // shadow the first (-Wshadow).
                let region_private = combined && !env.renames.contains_key(&s);
                if !p.syms.contains(&s) && !region_private {
                    // A copy of its own name (-Wshadow, as for the clauses' copies).
                    let name = self.name_in(s, env);
                    let local = format!("__oxomp_i{id}");
                    decls.push_str(&format!(
                        "__typeof__({name}) {local} __attribute__((unused)); "
                    ));
                    p.env.renames.insert(s, local);
                }
                // The private copy: the region's, this construct's (renamed), or the clause's.
                var_text = self.name_in(s, &p.env);
                var_type = format!("__typeof__({var_text})");
                assign = format!(
                    "{var_text} = (__typeof__({var_text}))({});",
                    wrapping_value(id, &format!("__oxomp_k{id}"))
                );
            }
            (_, None) => return String::new(),
        }
        let cenv = p.env.clone();
        let lb = self.render_expr(c.lb, &cenv);
        let b = self.render_expr(c.b, &cenv);
        let step = match c.incr.expr {
            Some(e) => format!("({})", self.render_expr(e, &cenv)),
            None => "1".to_string(),
        };
        // Negated as a `long long`: `i -= 2u` negated in its own unsigned type is a huge
        // positive step.
        let step = if c.incr.negative {
            format!("-(long long){step}")
        } else {
            step
        };
        // An unsigned iteration variable (accepted as gcc does, OpenMP 3.0's rule): the trip
        // count takes its values in its own type, not through `long long` (a `size_t` start
        // above LLONG_MAX), and the bound converted as C's comparison converts it (`i < n`
        // with `int n` compares in unsigned).
        let unsigned_var = var_sym.is_some_and(|s| {
            matches!(
                self.sema.types.kind(self.sema.symbol(s).ty),
                oxacc_sema::TypeKind::UChar
                    | oxacc_sema::TypeKind::UShort
                    | oxacc_sema::TypeKind::UInt
                    | oxacc_sema::TypeKind::ULong
                    | oxacc_sema::TypeKind::ULongLong
            )
        });
        let (trip_l, trip_u) = if unsigned_var {
            (
                format!("(__int128)({var_type})__oxomp_lb{id}"),
                format!("(__int128)(__typeof__(({var_type})0 + ({b})))({b})"),
            )
        } else {
            (format!("__oxomp_lb{id}"), format!("(__int128)({b})"))
        };
        let trip = match c.op {
            canon::RelOp::Lt => "(__u > __l ? (__u - __l + __s - 1) / __s : 0)",
            canon::RelOp::Le => "(__u >= __l ? (__u - __l) / __s + 1 : 0)",
            canon::RelOp::Gt => "(__l > __u ? (__l - __u - __s - 1) / -__s : 0)",
            canon::RelOp::Ge => "(__l >= __u ? (__l - __u) / -__s + 1 : 0)",
        };
        let ordered = d.has(ClauseName::Ordered);
        let nowait = combined || d.has(ClauseName::Nowait);
        let body_text = self.render_stmt(c.body, &cenv);
        let span = self.stmt_span(c.body);
        let (marker, resume) = (self.marker(span.start), self.generated(span.end));
        let ord = if ordered {
            format!("__oxomp_ordered_iter(__oxomp_k{id}); ")
        } else {
            String::new()
        };
        let inner = if ordered {
            // `__oxomp_ordered_iter` takes the logical iteration: count those.
            format!(
                "for (long long __oxomp_k{id} = __oxomp_b{id}; __oxomp_k{id} < __oxomp_e{id}; __oxomp_k{id}++) {{ {ord}{assign}{marker}{body_text}{resume}}}"
            )
        } else {
            // The user's variable, in its own type, is the induction variable over the
            // thread's iterations [b, e), from their first value to their last one, as gcc's
            // outlined loops do. Derived from a `long long` counter in every iteration
            // (`i = (int)(lb + k * st)`), gcc's vectoriser could not prove `a[i]` contiguous
            // and used gathers and scatters (-O3 -march=native on AVX-512: 5-12x slower than
            // gcc, hunt24 bug03). The exit test follows the body, against the last value:
            // stepping past it may overflow the type (`i < INT_MAX; i += 7`, whose trip count
            // 2.4.1 defines), which `i <= last` would then need. `continue` ends the
            // `do ... while (0)`, and a `break` out of the loop is an error (2.4.1).
            let init = if var_decl.is_empty() {
                format!("{var_text} = __oxomp_f{id}")
            } else {
                format!("{var_decl} = __oxomp_f{id}")
            };
            let first = wrapping_value(id, &format!("__oxomp_b{id}"));
            let last = wrapping_value(id, &format!("(__oxomp_e{id} - 1)"));
            format!(
                "if (__oxomp_b{id} < __oxomp_e{id}) {{ \
                 const {var_type} __oxomp_f{id} = ({var_type})({first}); \
                 const {var_type} __oxomp_h{id} = ({var_type})({last}); \
                 for ({init}; ; {var_text} += ({var_type})__oxomp_st{id}) {{ do {{ {marker}{body_text}{resume}}} while (0); if ({var_text} == __oxomp_h{id}) break; }} }}"
            )
        };
        let (kind, chunk) = match d.schedule() {
            Some((k, ch)) => (Some(k), ch),
            None => (None, None),
        };
        let chunk_text = match chunk {
            Some(e) => format!("(long long)({})", self.render_expr(e, &cenv)),
            None => "0".to_string(),
        };
        let schedule = match (kind, chunk, ordered) {
            (None | Some(ScheduleKind::Static), None, false) => format!(
                "__oxomp_static_range(__oxomp_n{id}, &__oxomp_b{id}, &__oxomp_e{id}); \
                 {inner} if (__oxomp_e{id} == __oxomp_n{id} && __oxomp_e{id} > __oxomp_b{id}) __oxomp_last{id} = 1;"
            ),
            (None | Some(ScheduleKind::Static), Some(_), false) => format!(
                "{{ long long __oxomp_c{id} = {chunk_text}; if (__oxomp_c{id} < 1) __oxomp_c{id} = 1; \
                 const long long __oxomp_stride{id} = (long long)__oxomp_num_threads() * __oxomp_c{id}; \
                 for (__oxomp_b{id} = (long long)__oxomp_thread_num() * __oxomp_c{id}; __oxomp_b{id} < __oxomp_n{id}; __oxomp_b{id} += __oxomp_stride{id}) {{ \
                 __oxomp_e{id} = __oxomp_n{id} - __oxomp_b{id} > __oxomp_c{id} ? __oxomp_b{id} + __oxomp_c{id} : __oxomp_n{id}; \
                 {inner} if (__oxomp_e{id} == __oxomp_n{id}) __oxomp_last{id} = 1; }} }}"
            ),
            (k, _, _) => {
                let code = match k {
                    None | Some(ScheduleKind::Static) => 0,
                    Some(ScheduleKind::Dynamic) => 1,
                    Some(ScheduleKind::Guided) => 2,
                    Some(ScheduleKind::Runtime) => 3,
                };
                format!(
                    "__oxomp_loop_start(__oxomp_n{id}, {code}, {chunk_text}, {}); \
                     while (__oxomp_loop_next(&__oxomp_b{id}, &__oxomp_e{id})) {{ {inner} if (__oxomp_e{id} == __oxomp_n{id}) __oxomp_last{id} = 1; }} \
                     __oxomp_loop_end(1);",
                    i32::from(ordered)
                )
            }
        };
        // The iteration variable's lastprivate value is the one after the loop (lb + n*step),
        // as in the sequential loop.
        let mut last = String::new();
        if let Some(s) = var_sym {
            if p.lastprivate.iter().any(|(x, _)| *x == s) {
                last.push_str(&format!(
                    "{var_text} = (__typeof__({var_text}))({}); ",
                    wrapping_value(id, &format!("__oxomp_n{id}"))
                ));
            }
        }
        last.push_str(&p.last);
        let last = if last.is_empty() {
            String::new()
        } else {
            format!("if (__oxomp_last{id}) {{ {last}}} ")
        };
        let barrier = if nowait { "" } else { "__oxomp_barrier(); " };
        format!(
            "{{ {decls}const long long __oxomp_lb{id} = (long long)({lb}); const long long __oxomp_st{id} = (long long)({step}); \
             long long __oxomp_n{id}; {{ __extension__ const __int128 __l = {trip_l}, __u = {trip_u}, __s = __oxomp_st{id}; __oxomp_n{id} = (long long){trip}; }} \
             long long __oxomp_b{id} = 0, __oxomp_e{id} = 0; int __oxomp_last{id} __attribute__((unused)) = 0; \
             {schedule} {last}{}{barrier}}}",
            p.combine
        )
    }

    /// The sections of a `sections` construct: the statements of its compound statement, each
    /// after its `section` directive (optional for the first).
    fn section_bodies(&self, d: &OmpDirective) -> Vec<Handle<oxacc_syntax::ast::Stmt>> {
        let Some(body) = d.body else {
            return Vec::new();
        };
        let Some(StmtKind::Compound(items)) = self.ctx.ast.stmts.get(body).map(|s| &s.kind) else {
            return vec![body];
        };
        items
            .iter()
            .filter_map(|it| match self.dir(*it) {
                Some(s) if s.name == OmpName::Section => s.body,
                _ => Some(*it),
            })
            .collect()
    }

    /// `sections` (2.4.2), alone or as the work-sharing part of `parallel sections`.
    pub fn sections(
        &mut self,
        d: &OmpDirective,
        env: &Env,
        combined: bool,
        _extra: &[SymbolId],
    ) -> String {
        let id = self.fresh();
        let p = self.privates(d, env, id);
        let bodies = self.section_bodies(d);
        let n = bodies.len();
        let mut dispatch = String::new();
        for (i, b) in bodies.iter().enumerate() {
            let text = self.render_stmt(*b, &p.env);
            let span = self.stmt_span(*b);
            let (marker, resume) = (self.marker(span.start), self.generated(span.end));
            if i > 0 {
                dispatch.push_str(" else ");
            }
            dispatch.push_str(&format!(
                "if (__oxomp_sec{id} == {i}) {{{marker}{text}{resume}}}"
            ));
        }
        let nowait = combined || d.has(ClauseName::Nowait);
        let last = if p.last.is_empty() {
            String::new()
        } else {
            format!("if (__oxomp_last{id}) {{ {}}} ", p.last)
        };
        let barrier = if nowait { "" } else { "__oxomp_barrier(); " };
        format!(
            "{{ {}int __oxomp_last{id} __attribute__((unused)) = 0; __oxomp_sections_start({n}); \
             for (int __oxomp_sec{id}; (__oxomp_sec{id} = __oxomp_sections_next()) >= 0; ) {{ {dispatch} \
             if (__oxomp_sec{id} == {}) __oxomp_last{id} = 1; }} __oxomp_sections_end(1); {last}{}{barrier}}}",
            p.decls,
            n.saturating_sub(1),
            p.combine
        )
    }

    /// `single` (2.4.3), with `copyprivate` (2.7.2.8).
    pub fn single(&mut self, d: &OmpDirective, env: &Env) -> String {
        let Some(body) = d.body else {
            return String::new();
        };
        let id = self.fresh();
        let p = self.privates(d, env, id);
        let text = self.render_stmt(body, &p.env);
        let span = self.stmt_span(body);
        let (marker, resume) = (self.marker(span.start), self.generated(span.end));
        // (name, register): a `register` variable (one the region body declares) has no
        // address to publish or copy into: a temporary of its value stands for it, alive
        // until the barrier after the copies.
        let copy: Vec<(String, bool)> = d
            .clauses_named(ClauseName::Copyprivate)
            .flat_map(|c| c.vars().iter())
            .filter_map(|v| self.sema.resolved(v.expr))
            .map(|s| {
                let register = self.sema.symbol(s).storage
                    == Some(oxacc_syntax::ast::StorageClass::Register)
                    && !env.renames.contains_key(&s);
                (self.name_in(s, env), register)
            })
            .collect();
        let tail = if !copy.is_empty() {
            let mut temps = String::new();
            let mut table = Vec::new();
            let mut copies = String::new();
            for (i, (n, register)) in copy.iter().enumerate() {
                if *register {
                    let t = format!("__oxomp_t{id}_{i}");
                    temps.push_str(&format!("__typeof__({n}) {t} = {n}; "));
                    table.push(format!("(void *)&{t}"));
                    copies.push_str(&format!(
                        "__builtin_memcpy((void *)&{t}, __oxomp_src{id}[{i}], sizeof {t}); {n} = {t}; "
                    ));
                } else {
                    table.push(format!("(void *)&({n})"));
                    copies.push_str(&format!(
                        "__builtin_memcpy((void *)&({n}), __oxomp_src{id}[{i}], sizeof ({n})); "
                    ));
                }
            }
            format!(
                "{{ {temps}void *__oxomp_cp{id}[{}] = {{ {} }}; \
                 void **__oxomp_src{id} = (void **)__oxomp_copyprivate(__oxomp_w{id} ? (void *)__oxomp_cp{id} : (void *)0); \
                 if (!__oxomp_w{id}) {{ {copies}}} __oxomp_barrier(); }} ",
                copy.len(),
                table.join(", ")
            )
        } else if d.has(ClauseName::Nowait) {
            String::new()
        } else {
            "__oxomp_barrier(); ".to_string()
        };
        format!(
            "{{ const int __oxomp_w{id} = __oxomp_single_start(); if (__oxomp_w{id}) {{ {}{marker}{text}{resume}}} {tail}}}",
            p.decls
        )
    }
}

fn clause_name(k: &ClauseKind) -> ClauseName {
    match k {
        ClauseKind::Private(_) => ClauseName::Private,
        ClauseKind::Firstprivate(_) => ClauseName::Firstprivate,
        ClauseKind::Lastprivate(_) => ClauseName::Lastprivate,
        ClauseKind::Reduction { .. } => ClauseName::Reduction,
        _ => ClauseName::Shared,
    }
}

/// The value of loop `id`'s variable in logical iteration `k` (a C expression), `lb + k * st`,
/// computed in `unsigned long long` for the caller to convert to the variable's type. Every
/// value the variable takes is representable, but the offset `k * st` need not be (a `long
/// long` loop from `LLONG_MIN` to near `LLONG_MAX` by `LLONG_MAX / 3`): in `long long` that is
/// signed overflow, undefined, and gcc -O2 used it to drop the chunk loop's exit test (a hang).
/// Unsigned arithmetic wraps, and the conversion to the variable's type is modular (gcc's
/// implementation-defined conversion), so the result is the value the sequential loop reaches
/// by repeated `+= st`.
fn wrapping_value(id: u32, k: &str) -> String {
    format!(
        "(unsigned long long)__oxomp_lb{id} + (unsigned long long)({k}) * (unsigned long long)__oxomp_st{id}"
    )
}
