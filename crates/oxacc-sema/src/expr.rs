//! Expression typing: the type and lvalue-ness of every expression, integer promotions and
//! the usual arithmetic conversions, decay, pointer arithmetic, the conditional operator,
//! calls and their arguments, members, `_Generic`, `sizeof`, and constant folding (every
//! integer constant expression gets its value in `Sema::consts` as a side effect).

use oxacc_syntax::ast::{
    BinaryOp, CharLit, Expr, ExprKind, FloatLit, FloatSuffix, Ident, IntLit, OffsetofPart,
    StorageClass, UnaryOp,
};
use oxacc_syntax::{Encoding, Handle, Span};

use crate::builtins;
use crate::check::Checker;
use crate::compat;
use crate::consteval;
use crate::diagnostics as diag;
use crate::scope::{Linkage, ScopeId, SymbolId, SymbolInfo, SymbolKind};
use crate::types::{ArrayLen, FnType, Quals, RecordId, TypeId, TypeKind};

/// Where a value is converted as if by assignment (selects gcc's wording).
#[derive(Clone, Debug)]
pub(crate) enum AssignCtx<'s> {
    Assign,
    Init,
    Return,
    /// Argument `index` (1-based) of the function named `func`, whose parameter is declared
    /// at `param` (when known).
    Arg {
        index: usize,
        func: &'s str,
        param: Option<Span>,
    },
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Modify {
    Assign,
    Increment,
    Decrement,
}

impl Checker<'_> {
    /// Analyses an expression; returns its type (before lvalue conversion).
    pub fn expr(&mut self, e: Handle<Expr>) -> TypeId {
        let Some(x) = self.ast.exprs.get(e) else {
            return TypeId::ERROR;
        };
        if !self.enter(x.span) {
            self.set_expr(e, TypeId::ERROR, false);
            return TypeId::ERROR;
        }
        let (ty, lv) = self.expr_kind(e, &x.kind, x.span);
        self.leave();
        self.set_expr(e, ty, lv);
        if let Some(s) = self.sugar_from(&x.kind) {
            self.set_sugar(e, s);
        }
        ty
    }

    /// The typedef an expression's type was written with, from its operands or declaration.
    fn sugar_from(&self, kind: &ExprKind) -> Option<SymbolId> {
        match kind {
            ExprKind::Ident(_) | ExprKind::Member { .. } => None,
            ExprKind::Unary {
                op:
                    UnaryOp::Deref
                    | UnaryOp::AddrOf
                    | UnaryOp::PreInc
                    | UnaryOp::PreDec
                    | UnaryOp::PostInc
                    | UnaryOp::PostDec,
                operand,
            } => self.sugar_of(*operand),
            ExprKind::Index { base, index } => {
                self.sugar_of(*base).or_else(|| self.sugar_of(*index))
            }
            ExprKind::Call { callee, .. } => self.sugar_of(*callee),
            ExprKind::Assign { lhs, .. } => self.sugar_of(*lhs),
            ExprKind::Binary {
                op: BinaryOp::Comma,
                rhs,
                ..
            } => self.sugar_of(*rhs),
            ExprKind::Cast { ty, .. } | ExprKind::CompoundLiteral { ty, .. } => {
                self.type_name_sugar(*ty)
            }
            _ => None,
        }
    }

    /// The typedef named by a type name's specifiers.
    pub fn type_name_sugar(&self, tn: Handle<oxacc_syntax::ast::TypeName>) -> Option<SymbolId> {
        let t = self.ast.type_names.get(tn)?;
        t.specs.types.iter().find_map(|s| match &s.kind {
            oxacc_syntax::ast::TypeSpecKind::TypedefName(id) => self
                .key(*id)
                .and_then(|k| self.sema.scopes.lookup(self.scope, k))
                .filter(|s| self.sym(*s).kind == SymbolKind::Typedef),
            _ => None,
        })
    }

    /// Analyses an expression and applies lvalue conversion (decay, qualifiers dropped).
    pub fn rvalue(&mut self, e: Handle<Expr>) -> TypeId {
        let t = self.expr(e);
        self.sema.types.decay(t)
    }

    fn set_const(&mut self, e: Handle<Expr>, ty: TypeId, v: i128) {
        let v = self.sema.types.wrap_int(ty, v);
        self.sema.consts.insert(e, v);
    }

    fn cval(&self, e: Handle<Expr>) -> Option<i128> {
        self.sema.consts.get(&e).copied()
    }

    /// A numeric constant value as f64 (integer or floating).
    fn fval(&self, e: Handle<Expr>) -> Option<f64> {
        self.sema
            .fconsts
            .get(&e)
            .copied()
            .or_else(|| self.cval(e).map(|v| v as f64))
    }

    /// The constant value of a pointer-valued expression (an array's is its address).
    fn ptr_value(&self, e: Handle<Expr>) -> Option<i128> {
        if self.sema.types.is_array(self.sema.expr_type(e)) {
            self.sema.addr_consts.get(&e).copied()
        } else {
            self.cval(e)
        }
    }

    /// A type for a message, quoted like gcc (`'int *'`).
    pub fn display(&self, ty: TypeId) -> String {
        format!("'{}'", self.sema.type_display(ty))
    }

    /// A null pointer constant: an integer constant 0 or `(void *)0`.
    pub fn is_null_const(&self, e: Handle<Expr>) -> bool {
        let t = self.sema.expr_type(e);
        if self.cval(e) != Some(0) {
            return false;
        }
        if self.sema.types.is_integer(t) {
            return true;
        }
        match self.sema.types.pointee(t) {
            Some(p) => {
                self.sema.types.is_void(p)
                    && self.sema.types.quals(p).is_empty()
                    && matches!(
                        self.ast.exprs.get(e).map(|x| &x.kind),
                        Some(ExprKind::Cast { .. })
                    )
            }
            None => false,
        }
    }

    fn expr_kind(&mut self, e: Handle<Expr>, kind: &ExprKind, span: Span) -> (TypeId, bool) {
        match kind {
            ExprKind::Ident(id) => self.ident(e, *id),
            ExprKind::IntLit(lit) => (self.int_lit(e, lit), false),
            ExprKind::FloatLit(lit) => (self.float_lit(e, lit), false),
            ExprKind::CharLit(lit) => (self.char_lit(e, lit), false),
            ExprKind::StringLit(s) => {
                let elem = match s.encoding {
                    Encoding::Plain | Encoding::Utf8 => TypeId::CHAR,
                    Encoding::Wide => TypeId::INT,
                    Encoding::Utf16 => TypeId::USHORT,
                    Encoding::Utf32 => TypeId::UINT,
                };
                let n = s.value.len() as u64 + 1;
                (self.sema.types.array(elem, ArrayLen::Fixed(n)), true)
            }
            ExprKind::Unary { op, operand } => self.unary(e, *op, *operand, span),
            ExprKind::Binary { op, lhs, rhs } => self.binary(e, *op, *lhs, *rhs, span),
            ExprKind::Assign { op, lhs, rhs } => self.assign(*op, *lhs, *rhs, span),
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => self.conditional(e, *cond, *then_expr, *else_expr, span),
            ExprKind::Cast { ty, expr } => {
                let t = self.type_name(*ty);
                let st = self.rvalue(*expr);
                (self.cast(e, t, *expr, st, span), false)
            }
            ExprKind::CompoundLiteral { ty, init } => {
                let t = self.type_name(*ty);
                // A compound literal is its own object (no "near initialization" path).
                let saved_path = std::mem::take(&mut self.init_path);
                let saved_braced = std::mem::replace(&mut self.init_braced, 0);
                let t = self.initializer(t, *init);
                self.init_path = saved_path;
                self.init_braced = saved_braced;
                (t, true)
            }
            ExprKind::SizeofExpr(x) => {
                let t = self.expr(*x);
                if self.sema.is_bitfield(*x) {
                    self.error(diag::sizeof_bitfield(span));
                    return (TypeId::SIZE_T, false);
                }
                self.sizeof_type(e, t, span, true);
                (TypeId::SIZE_T, false)
            }
            ExprKind::SizeofType(tn) => {
                let t = self.type_name(*tn);
                self.sema.sizeof_types.insert(e, t);
                let tspan = self.ast.type_names.get(*tn).map_or(span, |x| x.span);
                self.sizeof_type(e, t, tspan, true);
                (TypeId::SIZE_T, false)
            }
            ExprKind::AlignofExpr(x) => {
                let t = self.expr(*x);
                self.sizeof_type(e, t, span, false);
                // A variable declared with a typedef that has its own alignment.
                if let Some(s) = self.sema.resolved(*x) {
                    let sym = self.sema.symbol(s);
                    if let Some(a) = self.sema.typedef_align_for(sym.sugar, sym.ty) {
                        if self.sema.eval_int(e).is_some() {
                            self.set_const(e, TypeId::SIZE_T, a as i128);
                        }
                    }
                }
                (TypeId::SIZE_T, false)
            }
            ExprKind::AlignofType(tn) => {
                let (t, typedef_align) = self.type_name_aligned(*tn);
                self.sizeof_type(e, t, span, false);
                if let Some(a) = typedef_align {
                    if self.sema.eval_int(e).is_some() {
                        self.set_const(e, TypeId::SIZE_T, a as i128);
                    }
                }
                (TypeId::SIZE_T, false)
            }
            ExprKind::Call { callee, args } => (self.call(e, *callee, args, span), false),
            ExprKind::Index { base, index } => self.index(e, *base, *index, span),
            ExprKind::Member {
                base,
                member,
                arrow,
            } => self.member(e, *base, *member, *arrow),
            ExprKind::Generic { control, assocs } => {
                let ct = self.rvalue(*control);
                let mut chosen = None;
                let mut default = None;
                for a in assocs {
                    let at = a.ty.map(|t| self.type_name(t));
                    self.expr(a.expr);
                    match at {
                        None => default = Some(a.expr),
                        Some(at) => {
                            if chosen.is_none() && compat::compatible(&self.sema.types, ct, at) {
                                chosen = Some(a.expr);
                            }
                        }
                    }
                }
                match chosen.or(default) {
                    Some(x) => {
                        self.sema.generic_choice.insert(e, x);
                        if let Some(v) = self.cval(x) {
                            self.sema.consts.insert(e, v);
                        }
                        (self.sema.expr_type(x), self.sema.is_lvalue(x))
                    }
                    None => {
                        if !self.sema.types.is_error(ct) {
                            let d = self.display_sugar(ct, self.sugar_of(*control));
                            self.error(diag::generic_no_match(self.expr_span(*control), &d));
                        }
                        (TypeId::ERROR, false)
                    }
                }
            }
            ExprKind::StmtExpr(s) => (self.stmt_expr(*s), false),
            ExprKind::LabelAddr(id) => {
                if let Some(f) = &mut self.func {
                    f.gotos.push(*id);
                }
                (self.sema.types.pointer(TypeId::VOID), false)
            }
            ExprKind::VaArg { ap, ty } => {
                self.expr(*ap);
                (self.type_name(*ty), false)
            }
            ExprKind::Offsetof { ty, path } => {
                let t = self.type_name(*ty);
                // The record type, for writers that compute a non-constant offsetof
                // (`offsetof(S, y[k])`) from its members' offsets.
                self.sema.sizeof_types.insert(e, t);
                (self.offsetof(e, t, path), false)
            }
            ExprKind::TypesCompatible { lhs, rhs } => {
                let a = self.type_name(*lhs);
                let b = self.type_name(*rhs);
                let a = self.sema.types.unqual(a);
                let b = self.sema.types.unqual(b);
                let v = compat::compatible(&self.sema.types, a, b);
                self.set_const(e, TypeId::INT, v as i128);
                (TypeId::INT, false)
            }
            ExprKind::Error => (TypeId::ERROR, false),
        }
    }

    // ---- primary expressions ---------------------------------------------------------------

    fn ident(&mut self, e: Handle<Expr>, id: Ident) -> (TypeId, bool) {
        // A file-scope object first declared after the use is not in scope there (C scope
        // starts at the declarator). Only a directive's clauses, which are checked after the
        // whole file, can meet one (found by the whole-pipeline fuzz test: `copyout(ocap)` in a
        // function above `static T ocap[...]` passed and the generated C used it undeclared).
        // Inside functions only: a file-scope directive (OpenMP's threadprivate) reports a
        // name declared after it with its own message.
        let in_function = self.func.is_some();
        let found = self
            .key(id)
            .and_then(|k| self.sema.scopes.lookup(self.scope, k))
            .filter(|&s| {
                let sym = self.sym(s);
                !(in_function
                    && sym.kind == SymbolKind::Variable
                    && sym.scope == ScopeId::FILE
                    && sym.span.start > id.span.start)
            });
        if let Some(s) = found {
            let i = e.index();
            if self.sema.resolved.len() <= i {
                let n = self.ast.exprs.len().max(i + 1);
                self.sema.resolved.resize(n, None);
            }
            self.sema.resolved[i] = Some(s);
            if let Some(sg) = self.sym(s).sugar {
                self.set_sugar(e, sg);
            }
            let sym = self.sym(s);
            let ty = sym.ty;
            return match sym.kind {
                SymbolKind::Variable | SymbolKind::Parameter => (ty, true),
                SymbolKind::Function => (ty, false),
                SymbolKind::Enumerator(v) => {
                    self.set_const(e, ty, v);
                    (ty, false)
                }
                SymbolKind::Typedef => {
                    let n = self.name(id);
                    self.error(diag::typedef_as_value(id.span, n));
                    (TypeId::ERROR, false)
                }
            };
        }
        let name = self.name(id);
        if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") {
            let n = match &self.func {
                Some(f) => f.name.len() as u64 + 1,
                None => {
                    self.diags.push(diag::func_outside_function(id.span));
                    1
                }
            };
            let c = self.sema.types.qualified(TypeId::CHAR, Quals::CONST);
            return (self.sema.types.array(c, ArrayLen::Fixed(n)), true);
        }
        if builtins::is_builtin_name(name) {
            // A builtin used other than by a call (`&__builtin_abort`): an unprototyped
            // function returning int is close enough.
            let f = self.sema.types.function(FnType {
                ret: TypeId::INT,
                params: Vec::new(),
                variadic: false,
                prototyped: false,
            });
            return (f, false);
        }
        self.report_undeclared(id);
        (TypeId::ERROR, false)
    }

    fn report_undeclared(&mut self, id: Ident) {
        let key = self.key_or_intern(id);
        let name = self.name(id);
        match &mut self.func {
            Some(f) => {
                if f.undeclared.insert(key) {
                    let first = !self.undeclared_noted;
                    self.undeclared_noted = true;
                    self.diags
                        .push(diag::undeclared(id.span, name, true, first));
                }
            }
            None => {
                if self.undeclared_file.insert(key) {
                    self.diags
                        .push(diag::undeclared(id.span, name, false, false));
                }
            }
        }
    }

    fn int_lit(&mut self, e: Handle<Expr>, lit: &IntLit) -> TypeId {
        let v = lit.value;
        let decimal = lit.radix == 10;
        let cands: &[TypeId] = match (lit.unsigned, lit.long, decimal) {
            (false, 0, true) => &[TypeId::INT, TypeId::LONG],
            (false, 0, false) => &[TypeId::INT, TypeId::UINT, TypeId::LONG, TypeId::ULONG],
            (false, 1, true) => &[TypeId::LONG],
            (false, 1, false) => &[TypeId::LONG, TypeId::ULONG],
            (false, _, true) => &[TypeId::LLONG],
            (false, _, false) => &[TypeId::LLONG, TypeId::ULLONG],
            (true, 0, _) => &[TypeId::UINT, TypeId::ULONG],
            (true, 1, _) => &[TypeId::ULONG],
            (true, _, _) => &[TypeId::ULLONG],
        };
        let fits = |t: TypeId| -> bool {
            let max: u128 = match t {
                TypeId::INT => i32::MAX as u128,
                TypeId::UINT => u32::MAX as u128,
                TypeId::LONG | TypeId::LLONG => i64::MAX as u128,
                _ => u64::MAX as u128,
            };
            v <= max
        };
        let mut ty = cands.iter().copied().find(|&t| fits(t)).unwrap_or({
            // gcc: "integer constant is so large that it is unsigned" / too large: 128-bit.
            if v <= u64::MAX as u128 {
                if lit.long >= 2 {
                    TypeId::ULLONG
                } else {
                    TypeId::ULONG
                }
            } else {
                TypeId::UINT128
            }
        });
        if let Ok(iv) = i128::try_from(v) {
            self.set_const(e, ty, iv);
        }
        if lit.imaginary {
            self.sema.consts.remove(&e);
            ty = self.sema.types.complex(ty);
        }
        ty
    }

    fn float_lit(&mut self, e: Handle<Expr>, lit: &FloatLit) -> TypeId {
        let ty = match lit.suffix {
            FloatSuffix::None | FloatSuffix::F64 | FloatSuffix::F32x => TypeId::DOUBLE,
            FloatSuffix::F | FloatSuffix::F32 => TypeId::FLOAT,
            FloatSuffix::L | FloatSuffix::F64x => TypeId::LDOUBLE,
            FloatSuffix::F16 => TypeId::FLOAT16,
            FloatSuffix::F128 => TypeId::FLOAT128,
        };
        if lit.imaginary {
            return self.sema.types.complex(ty);
        }
        self.sema.fconsts.insert(e, lit.value);
        ty
    }

    fn char_lit(&mut self, e: Handle<Expr>, lit: &CharLit) -> TypeId {
        let ty = match lit.encoding {
            Encoding::Plain | Encoding::Wide => TypeId::INT,
            Encoding::Utf8 => TypeId::UCHAR,
            Encoding::Utf16 => TypeId::USHORT,
            Encoding::Utf32 => TypeId::UINT,
        };
        self.set_const(e, ty, lit.value as i128);
        ty
    }

    // ---- conversions -------------------------------------------------------------------

    /// The operand type for arithmetic: after lvalue conversion, a bit-field narrower than
    /// `int` whose values all fit in `int` promotes to `int` (gcc), not to its declared type.
    pub fn arith_operand(&mut self, e: Handle<Expr>) -> TypeId {
        let t = self.rvalue(e);
        if let Some(&w) = self.bitfield_widths.get(&e) {
            let types = &self.sema.types;
            let signed = types.is_signed(t);
            if types.rank(t) <= types.rank(TypeId::INT) && (w < 32 || (w == 32 && signed)) {
                return TypeId::INT;
            }
        }
        t
    }

    /// Integer promotion (C11 6.3.1.1p2).
    pub fn promote(&self, ty: TypeId) -> TypeId {
        let t = &self.sema.types;
        let s = t.strip_enum(ty);
        if t.is_integer(s) && t.rank(s) < t.rank(TypeId::INT) {
            return TypeId::INT;
        }
        if t.is_integer(s) {
            // Drop qualifiers by returning the canonical unqualified id of the kind.
            return match t.kind(s) {
                TypeKind::Int => TypeId::INT,
                TypeKind::UInt => TypeId::UINT,
                TypeKind::Long => TypeId::LONG,
                TypeKind::ULong => TypeId::ULONG,
                TypeKind::LongLong => TypeId::LLONG,
                TypeKind::ULongLong => TypeId::ULLONG,
                TypeKind::Int128 => TypeId::INT128,
                TypeKind::UInt128 => TypeId::UINT128,
                _ => TypeId::INT,
            };
        }
        ty
    }

    /// The usual arithmetic conversions (C11 6.3.1.8), on unqualified operand types.
    pub fn usual_arith(&mut self, a: TypeId, b: TypeId) -> TypeId {
        let t = &self.sema.types;
        if t.is_vector(a) {
            return a;
        }
        if t.is_vector(b) {
            return b;
        }
        if t.is_complex(a) || t.is_complex(b) {
            let ea = t.complex_elem(a);
            let eb = t.complex_elem(b);
            let r = self.usual_arith(ea, eb);
            return self.sema.types.complex(r);
        }
        for f in [
            TypeId::FLOAT128,
            TypeId::LDOUBLE,
            TypeId::DOUBLE,
            TypeId::FLOAT,
            TypeId::FLOAT16,
        ] {
            let k = self.sema.types.kind(f).clone();
            if *t.kind(a) == k || *t.kind(b) == k {
                return f;
            }
        }
        let pa = self.promote(a);
        let pb = self.promote(b);
        if pa == pb {
            return pa;
        }
        let t = &self.sema.types;
        let (sa, sb) = (t.is_signed(pa), t.is_signed(pb));
        let (ra, rb) = (t.rank(pa), t.rank(pb));
        if sa == sb {
            return if ra >= rb { pa } else { pb };
        }
        let (u, s) = if sa { (pb, pa) } else { (pa, pb) };
        if t.rank(u) >= t.rank(s) {
            return u;
        }
        if t.size_of(s) > t.size_of(u) {
            return s;
        }
        match s {
            TypeId::LONG => TypeId::ULONG,
            TypeId::LLONG => TypeId::ULLONG,
            TypeId::INT128 => TypeId::UINT128,
            _ => TypeId::UINT,
        }
    }

    // ---- operators ---------------------------------------------------------------------

    fn unary(
        &mut self,
        e: Handle<Expr>,
        op: UnaryOp,
        x: Handle<Expr>,
        span: Span,
    ) -> (TypeId, bool) {
        match op {
            UnaryOp::AddrOf => {
                let t = self.expr(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                if self.sema.types.is_function(t) {
                    return (self.sema.types.pointer(t), false);
                }
                if !self.sema.is_lvalue(x) {
                    self.error(diag::lvalue_required(span, "unary '&' operand"));
                    return (TypeId::ERROR, false);
                }
                if self.sema.is_bitfield(x) {
                    let n = self.member_name(x);
                    self.error(diag::address_of_bitfield(span, &n));
                    return (TypeId::ERROR, false);
                }
                if let Some(s) = self.sema.resolved(x) {
                    if self.sym(s).storage == Some(StorageClass::Register) {
                        let n = self.sym(s).name.clone();
                        self.error(diag::address_of_register(span, &n));
                    }
                }
                if let Some(a) = self.sema.addr_consts.get(&x).copied() {
                    self.sema.consts.insert(e, a);
                }
                (self.sema.types.pointer(t), false)
            }
            UnaryOp::Deref => {
                let t = self.rvalue(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                match self.sema.types.pointee(t) {
                    Some(p) => {
                        if self.sema.types.is_void(p) {
                            self.diags.push(diag::void_deref(span));
                        }
                        if let Some(v) = self.cval(x) {
                            self.sema.addr_consts.insert(e, v);
                        }
                        let lv = !self.sema.types.is_function(p);
                        (p, lv)
                    }
                    None => {
                        let d = self.display_sugar(t, self.sugar_of(x));
                        self.error(diag::invalid_deref(span, &d));
                        (TypeId::ERROR, false)
                    }
                }
            }
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let t = self.expr(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                let inc = matches!(op, UnaryOp::PreInc | UnaryOp::PostInc);
                let what = if inc {
                    Modify::Increment
                } else {
                    Modify::Decrement
                };
                // gcc points at the operator.
                let op_at = if op.is_postfix() {
                    let xe = self.expr_span(x).end;
                    self.token_after(xe, if inc { "++" } else { "--" }, span)
                } else {
                    Span::new(span.start, span.start + 2)
                };
                if !self.check_modifiable(x, t, what, op_at) {
                    return (TypeId::ERROR, false);
                }
                let ut = self.sema.types.unqual(t);
                if !self.sema.types.is_scalar(ut) && !self.sema.types.is_vector(ut) {
                    self.error(diag::wrong_type_unary(
                        span,
                        if inc { "increment" } else { "decrement" },
                    ));
                    return (TypeId::ERROR, false);
                }
                (ut, false)
            }
            UnaryOp::Plus | UnaryOp::Minus => {
                let t = self.arith_operand(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                if !self.sema.types.is_arithmetic(t) && !self.sema.types.is_vector(t) {
                    let w = if op == UnaryOp::Plus {
                        "unary plus"
                    } else {
                        "unary minus"
                    };
                    self.error(diag::wrong_type_unary(span, w));
                    return (TypeId::ERROR, false);
                }
                let r = self.promote(t);
                if op == UnaryOp::Minus {
                    if let Some(v) = self.cval(x) {
                        self.set_const(e, r, v.wrapping_neg());
                    } else if let Some(f) = self.sema.fconsts.get(&x).copied() {
                        self.sema.fconsts.insert(e, -f);
                    }
                } else if let Some(v) = self.cval(x) {
                    self.set_const(e, r, v);
                } else if let Some(f) = self.sema.fconsts.get(&x).copied() {
                    self.sema.fconsts.insert(e, f);
                }
                (r, false)
            }
            UnaryOp::BitNot => {
                let t = self.arith_operand(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                let ty = &self.sema.types;
                if ty.is_complex(t) || ty.is_vector(t) {
                    return (t, false);
                }
                if !ty.is_integer(t) {
                    self.error(diag::wrong_type_unary(span, "bit-complement"));
                    return (TypeId::ERROR, false);
                }
                let r = self.promote(t);
                if let Some(v) = self.cval(x) {
                    self.set_const(e, r, !v);
                }
                (r, false)
            }
            UnaryOp::Not => {
                let t = self.rvalue(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                if !self.sema.types.is_scalar(t) {
                    self.error(diag::wrong_type_unary(span, "unary exclamation mark"));
                    return (TypeId::ERROR, false);
                }
                if let Some(v) = self.cval(x) {
                    self.set_const(e, TypeId::INT, (v == 0) as i128);
                } else if let Some(f) = self.sema.fconsts.get(&x).copied() {
                    self.set_const(e, TypeId::INT, (f == 0.0) as i128);
                }
                (TypeId::INT, false)
            }
            UnaryOp::Real | UnaryOp::Imag => {
                let t = self.expr(x);
                if self.sema.types.is_error(t) {
                    return (TypeId::ERROR, false);
                }
                let q = self.sema.types.quals(t);
                let lv = self.sema.is_lvalue(x);
                if let TypeKind::Complex(el) = *self.sema.types.kind(t) {
                    return (self.sema.types.qualified(el, q), lv);
                }
                let ut = self.sema.types.decay(t);
                if op == UnaryOp::Real {
                    if let Some(v) = self.cval(x) {
                        self.set_const(e, ut, v);
                    }
                    (t, lv)
                } else {
                    if self.sema.types.is_integer(ut) {
                        self.set_const(e, ut, 0);
                    }
                    (ut, false)
                }
            }
        }
    }

    fn member_name(&self, e: Handle<Expr>) -> String {
        match self.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Member { member, .. }) => self.name(*member).to_string(),
            _ => String::new(),
        }
    }

    /// Checks that `x` (of type `t`) may be modified; reports and returns false otherwise.
    pub fn check_modifiable(
        &mut self,
        x: Handle<Expr>,
        t: TypeId,
        what: Modify,
        span: Span,
    ) -> bool {
        let xspan = self.expr_span(x);
        if !self.sema.is_lvalue(x) {
            let w = match what {
                Modify::Assign => "left operand of assignment",
                Modify::Increment => "increment operand",
                Modify::Decrement => "decrement operand",
            };
            self.error(diag::lvalue_required(span, w));
            return false;
        }
        if self.sema.types.is_array(t) {
            if what == Modify::Assign {
                self.error(diag::assign_to_array(span));
            } else {
                let w = if what == Modify::Increment {
                    "increment operand"
                } else {
                    "decrement operand"
                };
                self.error(diag::lvalue_required(span, w));
            }
            return false;
        }
        let is_const = self.sema.types.quals(t).is_const || self.record_has_const_member(t);
        if is_const {
            let verb = match what {
                Modify::Assign => "assignment",
                Modify::Increment => "increment",
                Modify::Decrement => "decrement",
            };
            let what_txt = match self.ast.exprs.get(x).map(|k| &k.kind) {
                Some(ExprKind::Ident(id)) => {
                    let kind = self
                        .sema
                        .resolved(x)
                        .map(|s| self.sym(s).kind)
                        .unwrap_or(SymbolKind::Variable);
                    let k = if kind == SymbolKind::Parameter {
                        "parameter"
                    } else {
                        "variable"
                    };
                    format!("read-only {k} '{}'", self.name(*id))
                }
                Some(ExprKind::Member { member, .. }) => {
                    format!("read-only member '{}'", self.name(*member))
                }
                _ => format!("read-only location '{}'", self.src(xspan)),
            };
            self.error(diag::assign_read_only(span, verb, &what_txt));
            return false;
        }
        true
    }

    fn record_has_const_member(&self, t: TypeId) -> bool {
        fn walk(types: &crate::types::TypeTable, r: RecordId, depth: u32) -> bool {
            if depth > 16 {
                return false;
            }
            types.record(r).fields.iter().any(|f| {
                types.quals(f.ty).is_const
                    || types
                        .record_of(f.ty)
                        .is_some_and(|r2| walk(types, r2, depth + 1))
            })
        }
        match self.sema.types.record_of(t) {
            Some(r) => walk(&self.sema.types, r, 0),
            None => false,
        }
    }

    fn binary(
        &mut self,
        e: Handle<Expr>,
        op: BinaryOp,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
        span: Span,
    ) -> (TypeId, bool) {
        if op == BinaryOp::Comma {
            self.expr(lhs);
            let t = self.rvalue(rhs);
            return (t, false);
        }
        let lt = self.arith_operand(lhs);
        let rt = self.arith_operand(rhs);
        if self.sema.types.is_error(lt) || self.sema.types.is_error(rt) {
            return (TypeId::ERROR, false);
        }
        for (x, t) in [(lhs, lt), (rhs, rt)] {
            if self.sema.types.is_void(t)
                && !matches!(op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr)
            {
                // gcc: a dereferenced `void *` is an "invalid use", a void call result is
                // "not ignored".
                let deref = matches!(
                    self.ast.exprs.get(x).map(|k| &k.kind),
                    Some(ExprKind::Unary {
                        op: UnaryOp::Deref,
                        ..
                    })
                );
                let sp = self.expr_span(x);
                self.error(if deref {
                    diag::invalid_void_use(sp)
                } else {
                    diag::void_not_ignored(sp)
                });
                return (TypeId::ERROR, false);
            }
        }
        if matches!(op, BinaryOp::LogicalAnd | BinaryOp::LogicalOr) {
            for (x, t) in [(lhs, lt), (rhs, rt)] {
                if !self.sema.types.is_scalar(t) && !self.sema.types.is_vector(t) {
                    self.scalar_required(self.expr_span(x), t);
                    return (TypeId::ERROR, false);
                }
            }
            let truth = |c: &Self, x: Handle<Expr>| -> Option<bool> {
                c.cval(x)
                    .map(|v| v != 0)
                    .or_else(|| c.sema.fconsts.get(&x).map(|f| *f != 0.0))
            };
            let (a, b) = (truth(self, lhs), truth(self, rhs));
            let v = match op {
                BinaryOp::LogicalAnd => match (a, b) {
                    (Some(false), _) => Some(false),
                    (Some(true), Some(y)) => Some(y),
                    _ => None,
                },
                _ => match (a, b) {
                    (Some(true), _) => Some(true),
                    (Some(false), Some(y)) => Some(y),
                    _ => None,
                },
            };
            if let Some(v) = v {
                self.set_const(e, TypeId::INT, v as i128);
            }
            return (TypeId::INT, false);
        }
        match self.binary_type(op, lt, rt, lhs, rhs) {
            Some((ty, common)) => {
                self.fold_binary(e, op, lhs, rhs, ty, common, lt, rt);
                (ty, false)
            }
            None => {
                let (a, b) = (
                    self.display_sugar(lt, self.sugar_of(lhs)),
                    self.display_sugar(rt, self.sugar_of(rhs)),
                );
                self.error(diag::invalid_operands(
                    op_span(self, lhs, rhs, span),
                    op.as_str(),
                    &a,
                    &b,
                ));
                (TypeId::ERROR, false)
            }
        }
    }

    /// The result type of `lt op rt` (both after lvalue conversion) and the common type the
    /// operands convert to (for folding); `None` if the operands are invalid.
    pub fn binary_type(
        &mut self,
        op: BinaryOp,
        lt: TypeId,
        rt: TypeId,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
    ) -> Option<(TypeId, TypeId)> {
        use BinaryOp::*;
        let t = &self.sema.types;
        let (la, ra) = (t.is_arithmetic(lt), t.is_arithmetic(rt));
        let (li, ri) = (t.is_integer(lt), t.is_integer(rt));
        let (lp, rp) = (t.is_pointer(lt), t.is_pointer(rt));
        let (lv, rv) = (t.is_vector(lt), t.is_vector(rt));
        if lv || rv {
            // GNU vector extension: element-wise; comparisons give a vector too.
            let v = if lv { lt } else { rt };
            return Some((v, v));
        }
        match op {
            Mul | Div => {
                if la && ra {
                    let c = self.usual_arith(lt, rt);
                    return Some((c, c));
                }
                None
            }
            Rem | BitAnd | BitOr | BitXor => {
                if li && ri {
                    let c = self.usual_arith(lt, rt);
                    return Some((c, c));
                }
                // GNU: `~` and `&` etc. on complex integers are rare; reject others.
                None
            }
            Shl | Shr => {
                if li && ri {
                    let p = self.promote(lt);
                    return Some((p, p));
                }
                None
            }
            Add => {
                if la && ra {
                    let c = self.usual_arith(lt, rt);
                    return Some((c, c));
                }
                if lp && ri {
                    return Some((lt, lt));
                }
                if li && rp {
                    return Some((rt, rt));
                }
                None
            }
            Sub => {
                if la && ra {
                    let c = self.usual_arith(lt, rt);
                    return Some((c, c));
                }
                if lp && ri {
                    return Some((lt, lt));
                }
                if lp && rp {
                    return Some((TypeId::PTRDIFF_T, TypeId::PTRDIFF_T));
                }
                None
            }
            Lt | Gt | Le | Ge | Eq | Ne => {
                if la && ra {
                    let c = self.usual_arith(lt, rt);
                    return Some((TypeId::INT, c));
                }
                if lp && rp {
                    return Some((TypeId::INT, TypeId::ULONG));
                }
                if (lp && ri) || (li && rp) {
                    let other = if lp { rhs } else { lhs };
                    if !self.is_null_const(other) || !matches!(op, Eq | Ne) {
                        // gcc: a warning ("comparison between pointer and integer").
                        let s = self.expr_span(other);
                        self.diags.push(diag::pointer_int_comparison(s));
                    }
                    return Some((TypeId::INT, TypeId::ULONG));
                }
                None
            }
            LogicalAnd | LogicalOr | Comma => Some((TypeId::INT, TypeId::INT)),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn fold_binary(
        &mut self,
        e: Handle<Expr>,
        op: BinaryOp,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
        ty: TypeId,
        common: TypeId,
        lt: TypeId,
        rt: TypeId,
    ) {
        use BinaryOp::*;
        let types = &self.sema.types;
        if types.is_pointer(lt) || types.is_pointer(rt) {
            // Address constants: `(char *)&((T *)0)->m - (char *)0` and friends.
            let (a, b) = (self.ptr_value(lhs), self.ptr_value(rhs));
            let (Some(a), Some(b)) = (a.or_else(|| self.cval(lhs)), b.or_else(|| self.cval(rhs)))
            else {
                return;
            };
            let step = |t: TypeId| {
                types
                    .pointee(t)
                    .and_then(|p| types.pointee_size(p))
                    .unwrap_or(1) as i128
            };
            let v = match op {
                Add if types.is_pointer(lt) => a.wrapping_add(b.wrapping_mul(step(lt))),
                Add => b.wrapping_add(a.wrapping_mul(step(rt))),
                Sub if types.is_pointer(rt) => {
                    let s = step(lt);
                    if s == 0 {
                        return;
                    }
                    a.wrapping_sub(b) / s
                }
                Sub => a.wrapping_sub(b.wrapping_mul(step(lt))),
                Eq => (a == b) as i128,
                Ne => (a != b) as i128,
                Lt => (a < b) as i128,
                Gt => (a > b) as i128,
                Le => (a <= b) as i128,
                Ge => (a >= b) as i128,
                _ => return,
            };
            self.set_const(e, ty, v);
            return;
        }
        if types.is_floating(common)
            || self.sema.fconsts.contains_key(&lhs)
            || self.sema.fconsts.contains_key(&rhs)
        {
            if types.is_complex(common) {
                return;
            }
            let (Some(a), Some(b)) = (self.fval(lhs), self.fval(rhs)) else {
                return;
            };
            let cmp = |v: bool| Some(v as i128);
            let r = match op {
                Add => Err(a + b),
                Sub => Err(a - b),
                Mul => Err(a * b),
                Div => Err(a / b),
                Lt => Ok(cmp(a < b)),
                Gt => Ok(cmp(a > b)),
                Le => Ok(cmp(a <= b)),
                Ge => Ok(cmp(a >= b)),
                Eq => Ok(cmp(a == b)),
                Ne => Ok(cmp(a != b)),
                _ => return,
            };
            match r {
                Ok(Some(v)) => self.set_const(e, TypeId::INT, v),
                Ok(None) => {}
                Err(f) => {
                    let f = if ty == TypeId::FLOAT {
                        f as f32 as f64
                    } else {
                        f
                    };
                    self.sema.fconsts.insert(e, f);
                }
            }
            return;
        }
        let (Some(a), Some(b)) = (self.cval(lhs), self.cval(rhs)) else {
            return;
        };
        let (a, b) = if matches!(op, Shl | Shr) {
            (types.wrap_int(ty, a), b)
        } else {
            (types.wrap_int(common, a), types.wrap_int(common, b))
        };
        let v = match op {
            Add => a.wrapping_add(b),
            Sub => a.wrapping_sub(b),
            Mul => a.wrapping_mul(b),
            Div => match a.checked_div(b) {
                Some(v) => v,
                None => return,
            },
            Rem => match a.checked_rem(b) {
                Some(v) => v,
                None => return,
            },
            Shl => {
                if !(0..128).contains(&b) {
                    return;
                }
                a.wrapping_shl(b as u32)
            }
            Shr => {
                if !(0..128).contains(&b) {
                    return;
                }
                a >> b
            }
            BitAnd => a & b,
            BitOr => a | b,
            BitXor => a ^ b,
            Lt => (a < b) as i128,
            Gt => (a > b) as i128,
            Le => (a <= b) as i128,
            Ge => (a >= b) as i128,
            Eq => (a == b) as i128,
            Ne => (a != b) as i128,
            LogicalAnd | LogicalOr | Comma => return,
        };
        self.set_const(e, ty, v);
    }

    fn scalar_required(&mut self, span: Span, t: TypeId) {
        let what = if self.sema.types.is_record(t) {
            match self
                .sema
                .types
                .record_of(t)
                .map(|r| self.sema.types.record(r).kind)
            {
                Some(oxacc_syntax::ast::RecordKind::Union) => "union",
                _ => "struct",
            }
        } else if self.sema.types.is_void(t) {
            self.error(diag::void_not_ignored(span));
            return;
        } else {
            "array"
        };
        self.error(diag::scalar_required(span, what));
    }

    /// Checks a condition (`if`, `while`, `?:`, `for`): a scalar is required.
    pub fn condition(&mut self, c: Handle<Expr>) {
        let t = self.rvalue(c);
        if self.sema.types.is_error(t)
            || self.sema.types.is_scalar(t)
            || self.sema.types.is_vector(t)
        {
            return;
        }
        self.scalar_required(self.expr_span(c), t);
    }

    fn assign(
        &mut self,
        op: Option<BinaryOp>,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
        span: Span,
    ) -> (TypeId, bool) {
        let lt = self.expr(lhs);
        let rt = self.rvalue(rhs);
        if self.sema.types.is_error(lt) || self.sema.types.is_error(rt) {
            return (TypeId::ERROR, false);
        }
        let op_at = op_span(self, lhs, rhs, span);
        if self.sema.types.is_void(lt) {
            self.error(diag::invalid_void_use(op_at));
            return (TypeId::ERROR, false);
        }
        if !self.check_modifiable(lhs, lt, Modify::Assign, op_at) {
            return (TypeId::ERROR, false);
        }
        let ut = self.sema.types.unqual(lt);
        match op {
            None => {
                self.assign_target_sugar = self.sugar_of(lhs);
                self.assign_op_span = Some(op_at);
                self.check_assign(ut, rhs, AssignCtx::Assign)
            }
            Some(bop) => {
                let dl = self.sema.types.decay(lt);
                if self.binary_type(bop, dl, rt, lhs, rhs).is_none() {
                    let (a, b) = (
                        self.display_sugar(lt, self.sugar_of(lhs)),
                        self.display_sugar(rt, self.sugar_of(rhs)),
                    );
                    self.error(diag::invalid_operands(span, bop.as_str(), &a, &b));
                    return (TypeId::ERROR, false);
                }
            }
        }
        (ut, false)
    }

    /// Checks that the value of `src` (already analysed) can be assigned to an object of type
    /// `target` (C11 6.5.16.1); reports errors and gcc's default warnings.
    pub fn check_assign(&mut self, target: TypeId, src: Handle<Expr>, ctx: AssignCtx) {
        let tsugar = self.assign_target_sugar.take();
        let ssugar = self.sugar_of(src);
        let st0 = self.sema.expr_type(src);
        let st = self.sema.types.decay(st0);
        let target = self.sema.types.unqual(target);
        let types = &self.sema.types;
        if types.is_error(st) || types.is_error(target) {
            return;
        }
        let span = self.expr_span(src);
        // gcc puts warnings about an assignment on its `=`, errors on the value.
        let op_at = self.assign_op_span.take();
        let warn_span = match ctx {
            AssignCtx::Assign => op_at.unwrap_or(span),
            _ => span,
        };
        if types.is_void(st) {
            self.error(diag::void_not_ignored(span));
            return;
        }
        if types.is_arithmetic(target) && types.is_arithmetic(st) {
            return;
        }
        if types.is_vector(target) || types.is_vector(st) {
            return;
        }
        if let (Some(a), Some(b)) = (types.record_of(target), types.record_of(st)) {
            if a == b {
                return;
            }
        }
        if let Some(r) = types.record_of(target) {
            if types.record(r).transparent {
                return;
            }
        }
        if matches!(types.kind(target), TypeKind::Bool) && types.is_pointer(st) {
            return;
        }
        if let Some(tp) = types.pointee(target) {
            if let Some(sp) = types.pointee(st) {
                self.check_pointer_assign(target, st, tp, sp, warn_span, &ctx, (tsugar, ssugar));
                return;
            }
            if types.is_integer(st) {
                if !self.is_null_const(src) {
                    let (a, b) = (
                        self.display_sugar(target, tsugar),
                        self.display_sugar(st, ssugar),
                    );
                    self.diags
                        .push(diag::int_conversion(warn_span, &ctx, &a, &b, true));
                }
                return;
            }
        }
        if types.is_integer(target) && types.is_pointer(st) {
            let (a, b) = (
                self.display_sugar(target, tsugar),
                self.display_sugar(st, ssugar),
            );
            self.diags
                .push(diag::int_conversion(warn_span, &ctx, &a, &b, false));
            return;
        }
        let (a, b) = (
            self.display_sugar(target, tsugar),
            self.display_sugar(st, ssugar),
        );
        self.error(diag::incompatible_types(span, &ctx, &a, &b));
    }

    // The two types, their pointees and their typedef spellings all feed the messages.
    #[allow(clippy::too_many_arguments)]
    fn check_pointer_assign(
        &mut self,
        target: TypeId,
        st: TypeId,
        tp: TypeId,
        sp: TypeId,
        span: Span,
        ctx: &AssignCtx<'_>,
        sugars: (Option<SymbolId>, Option<SymbolId>),
    ) {
        // Pointers to arrays: the qualifiers that matter are the elements' (gcc accepts
        // `double (*)[4]` for `const double (*)[4]`; ISO C only with -pedantic complaints).
        let (mut tp, mut sp) = (tp, sp);
        for _ in 0..8 {
            match (self.sema.types.kind(tp), self.sema.types.kind(sp)) {
                (TypeKind::Array { elem: te, len: tl }, TypeKind::Array { elem: se, len: sl }) => {
                    if let (ArrayLen::Fixed(a), ArrayLen::Fixed(b)) = (tl, sl) {
                        if a != b {
                            break;
                        }
                    }
                    (tp, sp) = (*te, *se);
                }
                _ => break,
            }
        }
        let (tq, sq) = (self.sema.types.quals(tp), self.sema.types.quals(sp));
        let tv = self.sema.types.is_void(tp);
        let sv = self.sema.types.is_void(sp);
        let mut tt = self.sema.types.unqual(tp);
        let mut ss = self.sema.types.unqual(sp);
        let compatible = tv || sv || {
            if tt == ss {
                true
            } else {
                tt = self.sema.types.strip_enum(tt);
                ss = self.sema.types.strip_enum(ss);
                compat::compatible(&self.sema.types, tt, ss)
                    || self.sema.types.is_integer(tt)
                        && self.sema.types.is_integer(ss)
                        && self.sema.types.size_of(tt) == self.sema.types.size_of(ss)
                        && self.sema.types.rank(tt) == self.sema.types.rank(ss)
            }
        };
        if !compatible {
            let (a, b) = (
                self.display_sugar(target, sugars.0),
                self.display_sugar(st, sugars.1),
            );
            self.diags
                .push(diag::incompatible_pointer(span, ctx, &a, &b));
            return;
        }
        if !sq.subset_of(tq) {
            let q = if sq.is_const && !tq.is_const {
                "const"
            } else if sq.is_volatile && !tq.is_volatile {
                "volatile"
            } else if sq.is_atomic && !tq.is_atomic {
                "_Atomic"
            } else {
                "restrict"
            };
            if q != "restrict" {
                let (a, b) = (
                    self.display_sugar(target, sugars.0),
                    self.display_sugar(st, sugars.1),
                );
                self.diags
                    .push(diag::discards_qualifier(span, ctx, q, &a, &b));
            }
        }
    }

    fn conditional(
        &mut self,
        e: Handle<Expr>,
        cond: Handle<Expr>,
        then_e: Option<Handle<Expr>>,
        else_e: Handle<Expr>,
        span: Span,
    ) -> (TypeId, bool) {
        self.condition(cond);
        let ct = self.sema.types.decay(self.sema.expr_type(cond));
        let (tt, te) = match then_e {
            Some(t) => (self.rvalue(t), t),
            None => (ct, cond),
        };
        let et = self.rvalue(else_e);
        let types = &self.sema.types;
        if types.is_error(tt) || types.is_error(et) || types.is_error(ct) {
            return (TypeId::ERROR, false);
        }
        // Constant selection.
        if let Some(c) = self.cval(cond).map(|v| v != 0) {
            let pick = if c { te } else { else_e };
            if let Some(v) = self.cval(pick) {
                self.sema.consts.insert(e, v);
            } else if let Some(f) = self.sema.fconsts.get(&pick).copied() {
                self.sema.fconsts.insert(e, f);
            }
        }
        let types = &self.sema.types;
        let ty = if types.is_arithmetic(tt) && types.is_arithmetic(et) {
            self.usual_arith(tt, et)
        } else if types.is_void(tt) || types.is_void(et) {
            TypeId::VOID
        } else if tt == et || types.is_vector(tt) || types.is_vector(et) {
            tt
        } else if let (Some(a), Some(b)) = (types.record_of(tt), types.record_of(et)) {
            if a == b {
                tt
            } else {
                self.error(diag::type_mismatch_conditional(span));
                return (TypeId::ERROR, false);
            }
        } else if types.is_pointer(tt) && types.is_pointer(et) {
            if self.is_null_const(te) {
                et
            } else if self.is_null_const(else_e) {
                tt
            } else {
                let (pa, pb) = (
                    types.pointee(tt).unwrap_or(TypeId::VOID),
                    types.pointee(et).unwrap_or(TypeId::VOID),
                );
                let q = types.quals(pa).union(types.quals(pb));
                if types.is_void(pa) || types.is_void(pb) {
                    let v = self.sema.types.qualified(TypeId::VOID, q);
                    self.sema.types.pointer(v)
                } else {
                    let ua = self.sema.types.unqual(pa);
                    let ub = self.sema.types.unqual(pb);
                    if compat::compatible(&self.sema.types, ua, ub) {
                        let c = compat::composite(&mut self.sema.types, ua, ub);
                        let c = self.sema.types.qualified(c, q);
                        self.sema.types.pointer(c)
                    } else {
                        self.diags.push(diag::pointer_mismatch_conditional(span));
                        let v = self.sema.types.qualified(TypeId::VOID, q);
                        self.sema.types.pointer(v)
                    }
                }
            }
        } else if types.is_pointer(tt) && types.is_integer(et) {
            if !self.is_null_const(else_e) {
                self.diags
                    .push(diag::pointer_int_mismatch_conditional(span));
            }
            tt
        } else if types.is_integer(tt) && types.is_pointer(et) {
            if !self.is_null_const(te) {
                self.diags
                    .push(diag::pointer_int_mismatch_conditional(span));
            }
            et
        } else {
            self.error(diag::type_mismatch_conditional(span));
            return (TypeId::ERROR, false);
        };
        (ty, false)
    }

    fn cast(
        &mut self,
        e: Handle<Expr>,
        t: TypeId,
        x: Handle<Expr>,
        st: TypeId,
        span: Span,
    ) -> TypeId {
        let types = &self.sema.types;
        if types.is_error(t) || types.is_error(st) {
            return if types.is_error(t) { TypeId::ERROR } else { t };
        }
        let ut = self.sema.types.unqual(t);
        let types = &self.sema.types;
        if types.is_void(ut) {
            return ut;
        }
        if types.is_array(ut) {
            self.error(diag::cast_array(span));
            return TypeId::ERROR;
        }
        if types.is_function(ut) {
            self.error(diag::cast_function(span));
            return TypeId::ERROR;
        }
        if types.is_vector(ut) || types.is_vector(st) {
            return ut;
        }
        if let Some(r) = types.record_of(ut) {
            if types.record_of(st) == Some(r) {
                return ut;
            }
            // GNU: cast to a union from the type of one of its members.
            let is_union = types.record(r).kind == oxacc_syntax::ast::RecordKind::Union;
            if is_union
                && types
                    .record(r)
                    .fields
                    .iter()
                    .any(|f| compat::compatible(types, types.decay_id(f.ty), st))
            {
                return ut;
            }
            self.error(diag::cast_non_scalar(span));
            return TypeId::ERROR;
        }
        if types.is_void(st) {
            self.error(diag::void_not_ignored(self.expr_span(x)));
            return TypeId::ERROR;
        }
        if !types.is_scalar(st) {
            let what = if types.is_floating(ut) {
                "a floating-point"
            } else if types.is_pointer(ut) {
                "a pointer"
            } else {
                "an integer"
            };
            if types.is_pointer(ut) {
                self.error(diag::cannot_convert_to_pointer(span));
            } else {
                self.error(diag::aggregate_used(span, what));
            }
            return TypeId::ERROR;
        }
        if types.is_pointer(ut) && types.is_floating(st) {
            self.error(diag::cannot_convert_to_pointer(span));
            return TypeId::ERROR;
        }
        if types.is_floating(ut) && types.is_pointer(st) {
            self.error(diag::pointer_used_as_float(span));
            return TypeId::ERROR;
        }
        // Folding.
        if types.is_integer(ut) || types.is_pointer(ut) {
            if let Some(v) = self.cval(x).or_else(|| self.ptr_value(x)) {
                self.set_const(e, ut, v);
            } else if let Some(f) = self.sema.fconsts.get(&x).copied() {
                if let Some(v) = float_to_int(types, ut, f) {
                    self.set_const(e, ut, v);
                }
            }
        } else if types.is_real_floating(ut) {
            if let Some(f) = self.fval(x) {
                let f = if ut == TypeId::FLOAT {
                    f as f32 as f64
                } else {
                    f
                };
                self.sema.fconsts.insert(e, f);
            }
        }
        ut
    }

    fn sizeof_type(&mut self, e: Handle<Expr>, t: TypeId, span: Span, is_sizeof: bool) {
        let types = &self.sema.types;
        if types.is_error(t) {
            return;
        }
        let word = if is_sizeof { "sizeof" } else { "__alignof__" };
        if types.is_function(t) || types.is_void(t) {
            // GNU: sizeof(void) == sizeof(function) == 1.
            self.set_const(e, TypeId::SIZE_T, 1);
            return;
        }
        if types.is_vla(t) {
            if !is_sizeof {
                if let Some(a) = types.align_of(t) {
                    self.set_const(e, TypeId::SIZE_T, a as i128);
                }
            }
            return;
        }
        if !types.is_complete(t) {
            let d = self.display(t);
            self.error(diag::sizeof_incomplete(span, word, &d));
            return;
        }
        let v = if is_sizeof {
            types.size_of(t)
        } else {
            types.align_of(t)
        };
        if let Some(v) = v {
            self.set_const(e, TypeId::SIZE_T, v as i128);
        }
    }

    fn index(
        &mut self,
        e: Handle<Expr>,
        base: Handle<Expr>,
        idx: Handle<Expr>,
        span: Span,
    ) -> (TypeId, bool) {
        let bt0 = self.expr(base);
        let bt = self.sema.types.decay(bt0);
        let it = self.rvalue(idx);
        let types = &self.sema.types;
        if types.is_error(bt) || types.is_error(it) {
            return (TypeId::ERROR, false);
        }
        if let TypeKind::Vector { elem, .. } = *types.kind(bt) {
            return (elem, self.sema.is_lvalue(base));
        }
        let bracket = self.token_after(self.expr_span(base).end, "[", span);
        let (ptr, ptr_e, int_e, int_t) = if types.is_pointer(bt) {
            (bt, base, idx, it)
        } else if types.is_pointer(it) {
            (it, idx, base, bt)
        } else {
            self.error(diag::not_subscriptable(bracket));
            return (TypeId::ERROR, false);
        };
        if !types.is_integer(int_t) {
            self.error(diag::subscript_not_integer(bracket));
            return (TypeId::ERROR, false);
        }
        let elem = types.pointee(ptr).unwrap_or(TypeId::ERROR);
        if let (Some(p), Some(i)) = (self.ptr_value(ptr_e), self.cval(int_e)) {
            if let Some(sz) = self.sema.types.size_of(elem) {
                self.sema
                    .addr_consts
                    .insert(e, p.wrapping_add(i.wrapping_mul(sz as i128)));
            }
        }
        (elem, true)
    }

    /// Where gcc locates an expression in messages: a binary operator's operator, otherwise
    /// the start of the expression.
    pub fn expr_loc(&self, e: Handle<Expr>) -> Span {
        match self.ast.exprs.get(e).map(|x| (&x.kind, x.span)) {
            Some((ExprKind::Binary { lhs, rhs, .. }, span)) => op_span(self, *lhs, *rhs, span),
            Some((_, span)) => span,
            None => Span::default(),
        }
    }

    /// The typedef named in the declaration of member `name` of record `r`.
    fn member_sugar(&self, r: RecordId, name: &str, depth: u32) -> Option<SymbolId> {
        if depth > 32 {
            return None;
        }
        for f in self.sema.types.record(r).fields.iter() {
            match &f.name {
                Some(n) if n == name => return f.sugar,
                None => {
                    if let Some(sub) = self.sema.types.record_of(f.ty) {
                        if let Some(s) = self.member_sugar(sub, name, depth + 1) {
                            return Some(s);
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// Finds `name` in record `r`, looking through anonymous members. Returns the member's
    /// type, its byte offset, and whether it is a bit-field.
    pub fn find_member(
        &self,
        r: RecordId,
        name: &str,
        depth: u32,
    ) -> Option<(TypeId, u64, Option<u32>)> {
        if depth > 32 {
            return None;
        }
        let rec = self.sema.types.record(r);
        for f in rec.fields.iter() {
            match &f.name {
                Some(n) if n == name => return Some((f.ty, f.offset, f.bits.map(|(_, w)| w))),
                None => {
                    if let Some(sub) = self.sema.types.record_of(f.ty) {
                        if let Some((t, off, bf)) = self.find_member(sub, name, depth + 1) {
                            return Some((t, f.offset + off, bf));
                        }
                    }
                }
                _ => {}
            }
        }
        None
    }

    /// [`Checker::find_member`] of a complete record, memoised by (record, symbol); the memo
    /// is cleared whenever a record is laid out.
    fn find_member_cached(
        &mut self,
        r: RecordId,
        member: Ident,
        name: &str,
    ) -> Option<(TypeId, u64, Option<u32>)> {
        if !self.same_interner {
            return self.find_member(r, name, 0);
        }
        if let Some(&v) = self.member_cache.get(&(r, member.name)) {
            return v;
        }
        let v = self.find_member(r, name, 0);
        self.member_cache.insert((r, member.name), v);
        v
    }

    fn member(
        &mut self,
        e: Handle<Expr>,
        base: Handle<Expr>,
        member: Ident,
        arrow: bool,
    ) -> (TypeId, bool) {
        let bt = self.expr(base);
        if self.sema.types.is_error(bt) {
            return (TypeId::ERROR, false);
        }
        let name = self.name(member);
        let bspan = self.expr_span(base);
        // gcc's caret for errors about the access: computed only when one is reported.
        let op_at =
            move |c: &Self| c.token_after(bspan.end, if arrow { "->" } else { "." }, member.span);
        let rt = if arrow {
            let d = self.sema.types.decay(bt);
            match self.sema.types.pointee(d) {
                Some(p) => p,
                None => {
                    let disp = self.display_sugar(d, self.sugar_of(base));
                    self.error(diag::invalid_arrow(op_at(self), &disp));
                    return (TypeId::ERROR, false);
                }
            }
        } else {
            bt
        };
        let Some(r) = self.sema.types.record_of(rt) else {
            let d = self.sema.types.decay_id(rt);
            if !arrow
                && self
                    .sema
                    .types
                    .pointee(d)
                    .is_some_and(|p| self.sema.types.is_record(p))
            {
                let b = self.src(bspan).to_string();
                self.error(diag::pointer_needs_arrow(op_at(self), &b));
                return (TypeId::ERROR, false);
            }
            self.error(diag::member_of_non_record(op_at(self), name));
            return (TypeId::ERROR, false);
        };
        if !self.sema.types.record(r).complete {
            let d = self.display_sugar(self.sema.types.unqual_id(rt), self.sugar_of(base));
            self.error(diag::undefined_type(op_at(self), &d));
            return (TypeId::ERROR, false);
        }
        let Some((fty, off, bitfield)) = self.find_member_cached(r, member, name) else {
            let d = self.display_sugar(self.sema.types.unqual_id(rt), self.sugar_of(base));
            self.error(diag::no_member(op_at(self), &d, name));
            return (TypeId::ERROR, false);
        };
        let q = self.sema.types.quals(rt);
        let ty = self.sema.types.qualified(
            fty,
            Quals {
                is_restrict: false,
                ..q
            },
        );
        if let Some(w) = bitfield {
            self.sema.bitfields.insert(e);
            self.bitfield_widths.insert(e, w);
        }
        if let Some(sg) = self.member_sugar(r, name, 0) {
            self.set_sugar(e, sg);
        }
        let base_addr = if arrow {
            self.cval(base)
        } else {
            self.sema.addr_consts.get(&base).copied()
        };
        if let Some(a) = base_addr {
            self.sema.addr_consts.insert(e, a.wrapping_add(off as i128));
        }
        let lv = arrow || self.sema.is_lvalue(base);
        (ty, lv)
    }

    fn offsetof(&mut self, e: Handle<Expr>, t: TypeId, path: &[OffsetofPart]) -> TypeId {
        let mut cur = t;
        let mut off: Option<i128> = Some(0);
        for p in path {
            match p {
                OffsetofPart::Field(id) => {
                    let name = self.name(*id);
                    let Some(r) = self.sema.types.record_of(cur) else {
                        if !self.sema.types.is_error(cur) {
                            self.error(diag::member_of_non_record(id.span, name));
                        }
                        return TypeId::SIZE_T;
                    };
                    match self.find_member(r, name, 0) {
                        Some((fty, o, _)) => {
                            off = off.map(|x| x + o as i128);
                            cur = fty;
                        }
                        None => {
                            let d = self.display(cur);
                            self.error(diag::no_member(id.span, &d, name));
                            return TypeId::SIZE_T;
                        }
                    }
                }
                OffsetofPart::Index(ix) => {
                    self.rvalue(*ix);
                    let elem = self.sema.types.array_elem(cur).unwrap_or(TypeId::ERROR);
                    let sz = self.sema.types.size_of(elem);
                    off = match (off, self.cval(*ix), sz) {
                        (Some(o), Some(i), Some(s)) => Some(o + i * s as i128),
                        _ => None,
                    };
                    cur = elem;
                }
            }
        }
        if let Some(o) = off {
            self.set_const(e, TypeId::SIZE_T, o);
        }
        TypeId::SIZE_T
    }

    // ---- calls ---------------------------------------------------------------------------

    fn call(
        &mut self,
        e: Handle<Expr>,
        callee: Handle<Expr>,
        args: &[Handle<Expr>],
        span: Span,
    ) -> TypeId {
        // An undeclared name: a builtin, or an implicit declaration (C89).
        if let Some(ExprKind::Ident(id)) = self.ast.exprs.get(callee).map(|x| &x.kind) {
            let found = self
                .key(*id)
                .and_then(|k| self.sema.scopes.lookup(self.scope, k));
            if found.is_none() {
                let name = self.name(*id);
                if name.starts_with("__builtin_goacc_") {
                    self.error(diag::goacc_builtin(id.span, name));
                }
                if builtins::is_builtin_name(name) {
                    return self.builtin_call(e, callee, name, args, span);
                }
                if !matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") {
                    self.implicit_declaration(*id);
                }
            }
        }
        let ct = self.rvalue(callee);
        if self.sema.types.is_error(ct) {
            for a in args {
                self.expr(*a);
            }
            return TypeId::ERROR;
        }
        // Interned types never change, so the function type is read through its id (no
        // copy of the parameter list).
        let fn_id = self
            .sema
            .types
            .pointee(ct)
            .filter(|p| self.sema.types.fn_type(*p).is_some());
        let callee_name = match self.ast.exprs.get(callee).map(|x| &x.kind) {
            Some(ExprKind::Ident(id)) => Some(self.name(*id)),
            _ => None,
        };
        let Some(fn_id) = fn_id else {
            for a in args {
                self.expr(*a);
            }
            self.error(diag::not_callable(self.expr_span(callee), callee_name));
            return TypeId::ERROR;
        };
        let fname = callee_name.unwrap_or_else(|| self.src(self.expr_span(callee)));
        let decl_span = self.sema.resolved(callee).map(|s| self.sym(s).span);
        let (ret, prototyped, variadic, nparams) = match self.sema.types.fn_type(fn_id) {
            Some(f) => (f.ret, f.prototyped, f.variadic, f.params.len()),
            None => return TypeId::ERROR,
        };
        if prototyped {
            if args.len() < nparams {
                self.error(diag::too_few_args(span, fname, decl_span));
            } else if args.len() > nparams && !variadic {
                self.error(diag::too_many_args(span, fname, decl_span));
            }
        }
        let param_spans = self
            .sema
            .resolved(callee)
            .and_then(|s| self.sema.param_spans.get(&s).cloned());
        let param_sugar = self
            .sema
            .resolved(callee)
            .and_then(|s| self.param_sugar.get(&s).cloned());
        for (i, a) in args.iter().enumerate() {
            let at = self.rvalue(*a);
            let param = self
                .sema
                .types
                .fn_type(fn_id)
                .and_then(|f| f.params.get(i).copied());
            match param {
                Some(pt) if prototyped => {
                    self.assign_target_sugar = param_sugar
                        .as_ref()
                        .and_then(|p| p.get(i).copied().flatten());
                    self.check_assign(
                        pt,
                        *a,
                        AssignCtx::Arg {
                            index: i + 1,
                            func: fname,
                            param: param_spans.as_ref().and_then(|p| p.get(i).copied()),
                        },
                    );
                }
                _ => {
                    if self.sema.types.is_void(at) {
                        self.error(diag::void_not_ignored(self.expr_span(*a)));
                    }
                }
            }
        }
        if self.sema.types.is_record(ret) && !self.sema.types.is_complete(ret) {
            let d = self.display(ret);
            self.error(diag::undefined_type(span, &d));
        }
        ret
    }

    fn implicit_declaration(&mut self, id: Ident) {
        let key = self.key_or_intern(id);
        let name = self.name(id).to_string();
        self.diags.push(diag::implicit_declaration(id.span, &name));
        let ty = self.sema.types.function(FnType {
            ret: TypeId::INT,
            params: Vec::new(),
            variadic: false,
            prototyped: false,
        });
        let s = self.add_symbol(SymbolInfo {
            name,
            kind: SymbolKind::Function,
            ty,
            storage: Some(StorageClass::Extern),
            linkage: Linkage::External,
            is_global: true,
            is_thread_local: false,
            span: id.span,
            scope: ScopeId::FILE,
            defined: false,
            implicit: true,
            sugar: None,
        });
        self.bind(ScopeId::FILE, key, s);
    }

    fn builtin_call(
        &mut self,
        e: Handle<Expr>,
        callee: Handle<Expr>,
        name: &str,
        args: &[Handle<Expr>],
        _span: Span,
    ) -> TypeId {
        let mut tys = Vec::with_capacity(args.len());
        for a in args {
            tys.push(self.rvalue(*a));
        }
        // A `__builtin_foo` whose library function `foo` is declared has foo's type.
        let lib = name.strip_prefix("__builtin_").unwrap_or("");
        // `__builtin___memcpy_chk` (fortify) behaves like `memcpy`.
        let lib = lib
            .strip_prefix("__")
            .and_then(|l| l.strip_suffix("_chk"))
            .unwrap_or(lib);
        let lib_ty = self
            .sema
            .interner
            .get(lib)
            .and_then(|k| self.sema.scopes.lookup(ScopeId::FILE, k))
            .filter(|s| self.sym(*s).kind == SymbolKind::Function)
            .and_then(|s| self.sema.types.fn_type(self.sym(s).ty).map(|f| f.ret));
        let ret = match name {
            "__builtin_choose_expr" => {
                let pick = match args.first().and_then(|c| self.cval(*c)) {
                    Some(0) => args.get(2),
                    Some(_) => args.get(1),
                    None => None,
                };
                match pick {
                    Some(p) => {
                        if let Some(v) = self.cval(*p) {
                            self.sema.consts.insert(e, v);
                        }
                        self.sema.expr_type(*p)
                    }
                    None => TypeId::ERROR,
                }
            }
            "__builtin_constant_p" => {
                let c = args
                    .first()
                    .is_some_and(|a| self.cval(*a).is_some() || self.sema.fconsts.contains_key(a));
                self.set_const(e, TypeId::INT, c as i128);
                TypeId::INT
            }
            "__builtin_expect" | "__builtin_expect_with_probability" => {
                if let Some(v) = args.first().and_then(|a| self.cval(*a)) {
                    self.set_const(e, TypeId::LONG, v);
                }
                TypeId::LONG
            }
            _ => match builtins::return_type(name, &tys, &mut self.sema.types) {
                Some(t) => t,
                None => lib_ty.unwrap_or(TypeId::INT),
            },
        };
        let folded = match (name, args.first().and_then(|a| self.cval(*a))) {
            ("__builtin_bswap16", Some(v)) => Some(consteval::bswap(v, 2)),
            ("__builtin_bswap32", Some(v)) => Some(consteval::bswap(v, 4)),
            ("__builtin_bswap64", Some(v)) => Some(consteval::bswap(v, 8)),
            _ => None,
        };
        if let Some(v) = folded {
            self.set_const(e, ret, v);
        }
        if let Some(f) = builtins::float_value(name) {
            self.sema.fconsts.insert(e, f);
        }
        let fty = self.sema.types.function(FnType {
            ret,
            params: Vec::new(),
            variadic: true,
            prototyped: false,
        });
        self.set_expr(callee, fty, false);
        ret
    }
}

/// The span gcc points at for a binary operator error: the operator between the operands.
pub(crate) fn op_span(c: &Checker<'_>, lhs: Handle<Expr>, rhs: Handle<Expr>, whole: Span) -> Span {
    let (l, r) = (c.expr_span(lhs), c.expr_span(rhs));
    let gap = c.text.get(l.end as usize..r.start as usize).unwrap_or("");
    match gap.find(|ch: char| !ch.is_whitespace() && ch != ')') {
        Some(i) if l.end < r.start => {
            let op_len = gap[i..]
                .find(|ch: char| ch.is_whitespace() || ch == '(')
                .unwrap_or(gap.len() - i);
            Span::new(l.end + i as u32, l.end + (i + op_len) as u32)
        }
        _ => whole,
    }
}

/// The value of floating constant `f` converted to integer type `ty`, as gcc folds it.
/// C11 6.3.1.2: to `_Bool`, any value that does not compare equal to 0 (NaN and
/// infinities too) is 1, so `(_Bool)0.25` is 1, not the truncated 0 (autoconf's
/// AC_HEADER_STDBOOL checks `(bool) 0.5 == true`). C11 6.3.1.4: to another integer
/// type the fraction is discarded; a value out of range is undefined, and gcc folds it
/// saturated (`(int)3e9` is INT_MAX, `(unsigned char)-1.0` is 0), so do the same; NaN
/// has no integer value and is not folded.
fn float_to_int(types: &crate::types::TypeTable, ty: TypeId, f: f64) -> Option<i128> {
    if matches!(types.kind(types.strip_enum(ty)), TypeKind::Bool) {
        return Some((f != 0.0) as i128);
    }
    if f.is_nan() {
        return None;
    }
    let t = f.trunc();
    let bits = types.int_bits(ty).min(127);
    let (lo, hi) = if types.is_signed(ty) {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    } else {
        (0, (1i128 << bits) - 1)
    };
    // `as i128` saturates at i128's own range, which is wider than every type's here.
    Some((t as i128).clamp(lo, hi))
}
