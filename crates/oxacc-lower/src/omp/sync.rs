//! `master`, `critical`, `ordered` and `atomic` (OpenMP 2.0, 2.6); `barrier` and `flush` are
//! one call each (`mod.rs`).
//!
//! `atomic` (2.6.4): an integer `x` updated with `+ - & | ^` by an integer expression (or
//! `++`/`--`) is one `__atomic_fetch_*` (a locked instruction); every other form on a type of
//! 1, 2, 4 or 8 bytes is a compare-and-swap loop computing `x op expr` (floating point
//! included; memory orders are numbers: `-x cpp-output` expands no `__ATOMIC_*` macro); wider types (`long double`, `double _Complex`) take the runtime's lock for
//! atomics. `x` and `expr` are each evaluated once.

use oxacc_omp::OmpDirective;
use oxacc_syntax::ast::{BinaryOp, ExprKind, StmtKind, UnaryOp};

use super::{Env, Lowerer};

impl Lowerer<'_, '_> {
    fn body_text(&mut self, d: &OmpDirective, env: &Env) -> Option<String> {
        let body = d.body?;
        let text = self.render_stmt(body, env);
        let span = self.stmt_span(body);
        let (marker, resume) = (self.marker(span.start), self.generated(span.end));
        Some(format!("{marker}{text}{resume}"))
    }

    pub fn master(&mut self, d: &OmpDirective, env: &Env) -> String {
        match self.body_text(d, env) {
            Some(b) => format!("if (__oxomp_thread_num() == 0) {{{b}}}"),
            None => String::new(),
        }
    }

    pub fn critical(&mut self, d: &OmpDirective, env: &Env) -> String {
        let lock = match &d.critical_name {
            Some((n, _)) => {
                self.critical_names.insert(n.clone());
                format!("&__oxomp_crit_{n}")
            }
            None => "0".to_string(),
        };
        match self.body_text(d, env) {
            Some(b) => format!(
                "{{ __oxomp_critical_start({lock}); {{{b}}} __oxomp_critical_end({lock}); }}"
            ),
            None => String::new(),
        }
    }

    pub fn ordered(&mut self, d: &OmpDirective, env: &Env) -> String {
        match self.body_text(d, env) {
            Some(b) => format!(
                "{{ __oxomp_ordered_start({}); {{{b}}} __oxomp_ordered_end(); }}",
                self.ctx.loc_literal(d.span.start)
            ),
            None => String::new(),
        }
    }

    pub fn atomic(&mut self, d: &OmpDirective, env: &Env) -> String {
        let ast = self.ctx.ast;
        let Some(body) = d.body else {
            return String::new();
        };
        let Some(StmtKind::Expr(e)) = ast.stmts.get(body).map(|s| &s.kind) else {
            return String::new();
        };
        // `reversed`: the form `x = expr binop x` (OpenMP 3.1's, accepted as gcc does; the
        // check in oxacc-omp admits it), computed as `expr binop x`.
        let (x, op, rhs, reversed) = match ast.exprs.get(*e).map(|x| &x.kind) {
            Some(ExprKind::Assign {
                op: Some(op),
                lhs,
                rhs,
            }) => (*lhs, *op, Some(*rhs), false),
            Some(ExprKind::Assign { op: None, lhs, rhs }) => {
                match ast.exprs.get(*rhs).map(|r| &r.kind) {
                    Some(ExprKind::Binary { op, lhs: l, rhs: r }) => {
                        if oxacc_syntax::same_expr(ast, self.ctx.text, *l, *lhs) {
                            (*lhs, *op, Some(*r), false)
                        } else {
                            (*lhs, *op, Some(*l), true)
                        }
                    }
                    _ => return String::new(),
                }
            }
            Some(ExprKind::Unary { op, operand }) => match op {
                UnaryOp::PreInc | UnaryOp::PostInc => (*operand, BinaryOp::Add, None, false),
                UnaryOp::PreDec | UnaryOp::PostDec => (*operand, BinaryOp::Sub, None, false),
                _ => return String::new(),
            },
            _ => return String::new(),
        };
        let xt = self.render_expr(x, env);
        let et = match rhs {
            Some(r) => format!("({})", self.render_expr(r, env)),
            None => "1".to_string(),
        };
        // `__typeof__` of a bit-field is an error in C ("'typeof' applied to a bit-field"):
        // a bit-field operand is typed by its promoted value (`e + 0`), which the update
        // converts the same way.
        let ety = match rhs {
            Some(r) if self.sema.is_bitfield(r) => format!("__typeof__({et} + 0)"),
            _ => format!("__typeof__({et})"),
        };
        if self.sema.is_bitfield(x) {
            // A bit-field has no address (2.6.4 allows any scalar lvalue; gcc takes its
            // global atomic lock too): the update runs under the lock of the atomic
            // constructs that have no hardware form, x evaluated once.
            let update = if reversed {
                format!("{xt} = __oxomp_e {} {xt};", op.as_str())
            } else {
                format!("{xt} {}= __oxomp_e;", op.as_str())
            };
            return format!(
                "{{ {ety} const __oxomp_e = {et}; \
                 __oxomp_atomic_start(); {update} __oxomp_atomic_end(); }}"
            );
        }
        let xty = self.sema.expr_type(x);
        let size = self.sema.size_of(xty).unwrap_or(16);
        let int_x = self.sema.is_integer(xty)
            && !matches!(self.sema.types.kind(xty), oxacc_sema::TypeKind::Bool);
        let int_e = match rhs {
            None => true,
            Some(r) => self.sema.is_integer(self.sema.value_type(r)),
        };
        let fetch = match op {
            BinaryOp::Add => Some("add"),
            BinaryOp::Sub if !reversed => Some("sub"),
            BinaryOp::BitAnd => Some("and"),
            BinaryOp::BitOr => Some("or"),
            BinaryOp::BitXor => Some("xor"),
            _ => None,
        };
        let sym = op.as_str();
        if let (true, true, Some(f)) = (int_x, int_e, fetch) {
            return format!("(void)__atomic_fetch_{f}(&({xt}), {et}, 5);");
        }
        let word = match size {
            1 => Some("unsigned char"),
            2 => Some("unsigned short"),
            4 => Some("unsigned int"),
            8 => Some("unsigned long long"),
            _ => None,
        };
        let new_value = if reversed {
            format!("__oxomp_e {sym} __oxomp_av")
        } else {
            format!("__oxomp_av {sym} __oxomp_e")
        };
        if let Some(w) = word {
            // The loop works on an integer of x's size, in registers, like gcc's own `omp
            // atomic` (the generic `__atomic_compare_exchange` on a `double` kept the expected
            // value in memory: a store and a reload between the load and the locked exchange,
            // which widened the window another thread's update falls into: 2x libgomp's
            // overhead at 2 threads, H100 host). The value is converted with memcpy (no
            // aliasing or representation question; `(void)0, x` has x's type unqualified: a volatile
            // x must not make the local volatile); the pointer type may alias x. The value is
            // `__oxomp_av`: `__oxomp_v` is the outlined region's parameter (-Wshadow).
            format!(
                "{{ __typeof__({xt}) *const __oxomp_ap = &({xt}); {ety} const __oxomp_e = {et}; \
                 typedef {w} __attribute__((__may_alias__)) __oxomp_w_t; \
                 __oxomp_w_t *const __oxomp_wp = (__oxomp_w_t *)__oxomp_ap; \
                 __oxomp_w_t __oxomp_o = __atomic_load_n(__oxomp_wp, 0), __oxomp_n; \
                 do {{ __typeof__((void)0, *__oxomp_ap) __oxomp_av; __builtin_memcpy(&__oxomp_av, &__oxomp_o, sizeof __oxomp_o); \
                 __oxomp_av = {new_value}; __builtin_memcpy(&__oxomp_n, &__oxomp_av, sizeof __oxomp_n); }} \
                 while (!__atomic_compare_exchange_n(__oxomp_wp, &__oxomp_o, __oxomp_n, 0, 5, 0)); }}"
            )
        } else {
            let locked = if reversed {
                format!("__oxomp_e {sym} *__oxomp_ap")
            } else {
                format!("*__oxomp_ap {sym} __oxomp_e")
            };
            format!(
                "{{ __typeof__({xt}) *const __oxomp_ap = &({xt}); {ety} const __oxomp_e = {et}; \
                 __oxomp_atomic_start(); *__oxomp_ap = {locked}; __oxomp_atomic_end(); }}"
            )
        }
    }
}
