//! Initializers: brace lists with designators and brace elision (C11 6.7.9), string literals
//! for character arrays, and completing `T x[] = {...}` to a fixed size.
//!
//! Every expression inside is analysed (so identifier resolution is complete); a value is
//! type-checked against the member it initializes when that member is known for sure.

use oxacc_syntax::ast::{
    Designator, DesignatorKind, Expr, ExprKind, InitItem, Initializer, InitializerKind,
};
use oxacc_syntax::{Diagnostic, Handle};

use crate::check::{Checker, PathSeg};
use crate::diagnostics as diag;
use crate::expr::AssignCtx;
use crate::types::{ArrayLen, TypeId, TypeKind};

impl Checker<'_> {
    /// Analyses `init` for an object of type `target`; returns the type completed by the
    /// initializer (`int[]` → `int[3]`), or `target`.
    pub fn initializer(&mut self, target: TypeId, init: Handle<Initializer>) -> TypeId {
        let Some(i) = self.ast.inits.get(init) else {
            return target;
        };
        match &i.kind {
            InitializerKind::Expr(e) => self.init_from_expr(target, *e),
            InitializerKind::List(items) => {
                self.init_braced += 1;
                let t = self.init_list(target, items);
                self.init_braced -= 1;
                t
            }
        }
    }

    fn init_list(&mut self, target: TypeId, items: &[InitItem]) -> TypeId {
        {
            {
                let types = &self.sema.types;
                if types.is_error(target)
                    || !(types.is_aggregate(target) || types.is_vector(target))
                {
                    // A scalar in braces: `int x = {1};`.
                    let mut pos = 0;
                    if !items.is_empty() {
                        self.fill_one(target, items, &mut pos);
                    }
                    if pos < items.len() {
                        if !self.sema.types.is_error(target) {
                            let sp = self.init_span(items[pos].init);
                            let d = self.near_init(diag::excess_elements(sp, "scalar"));
                            self.diags.push(d);
                        }
                        self.analyse_items(&items[pos..]);
                    }
                    return target;
                }
                // `char s[] = {"abc"};`: a string in braces initializes the whole array.
                if let [only] = items {
                    if only.designators.is_empty() && self.sema.types.is_array(target) {
                        if let Some(InitializerKind::Expr(e)) =
                            self.ast.inits.get(only.init).map(|i| &i.kind)
                        {
                            if self.is_string_lit(*e) {
                                return self.init_from_expr(target, *e);
                            }
                        }
                    }
                }
                let mut pos = 0;
                let n = self.fill_aggregate(target, items, &mut pos, true);
                if let TypeKind::Array {
                    elem,
                    len: ArrayLen::Incomplete,
                } = *self.sema.types.kind(target)
                {
                    let q = self.sema.types.quals(target);
                    let a = self.sema.types.array(elem, ArrayLen::Fixed(n));
                    return self.sema.types.with_quals(a, q);
                }
                target
            }
        }
    }

    /// Reports initializer values of a static object that are not constant (C11 6.7.9p4).
    pub fn check_constant_init(&mut self, h: Handle<Initializer>) {
        let Some(i) = self.ast.inits.get(h) else {
            return;
        };
        match &i.kind {
            InitializerKind::Expr(e) => {
                if self.reads_object(*e, false, 0) {
                    self.error(diag::init_not_constant(self.expr_span(*e)));
                }
            }
            InitializerKind::List(items) => {
                for it in items {
                    self.check_constant_init(it.init);
                }
            }
        }
    }

    /// Whether evaluating `e` reads an object at run time, so that it is not a constant
    /// (an arithmetic constant or an address constant). `addr`: `e` is only used for its
    /// address (`&e`, array decay). Deliberately permissive: `const` objects count as
    /// constants (gcc folds them), anything unusual is accepted.
    fn reads_object(&self, e: Handle<Expr>, addr: bool, depth: u32) -> bool {
        use oxacc_syntax::ast::{BinaryOp, UnaryOp};
        if depth > 200 {
            return false;
        }
        if !addr && (self.sema.eval_int(e).is_some() || self.sema.fconsts.contains_key(&e)) {
            return false;
        }
        let Some(x) = self.ast.exprs.get(e) else {
            return false;
        };
        let d = depth + 1;
        let ty = self.sema.expr_type(e);
        if self.sema.types.is_error(ty) {
            // Already reported.
            return false;
        }
        let aggregate_addr = self.sema.types.is_array(ty) || self.sema.types.is_function(ty);
        match &x.kind {
            ExprKind::Ident(_) => {
                let Some(s) = self.sema.resolved(e) else {
                    return false;
                };
                let sym = self.sym(s);
                match sym.kind {
                    crate::scope::SymbolKind::Variable | crate::scope::SymbolKind::Parameter => {
                        if addr || aggregate_addr {
                            // The address of an automatic object is not a constant.
                            !sym.is_global
                        } else {
                            !self.sema.types.quals(sym.ty).is_const
                        }
                    }
                    _ => false,
                }
            }
            ExprKind::Unary { op, operand } => match op {
                UnaryOp::AddrOf => self.reads_object(*operand, true, d),
                UnaryOp::Deref => {
                    if addr || aggregate_addr {
                        self.reads_object(*operand, false, d)
                    } else {
                        true
                    }
                }
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => true,
                _ => self.reads_object(*operand, false, d),
            },
            ExprKind::Member { base, arrow, .. } => {
                // gcc folds reads of `const` objects with constant initializers.
                if addr || aggregate_addr || self.sema.types.quals(ty).is_const {
                    self.reads_object(*base, !*arrow, d)
                } else {
                    true
                }
            }
            ExprKind::Index { base, index } => {
                let string = matches!(
                    self.ast.exprs.get(*base).map(|b| &b.kind),
                    Some(ExprKind::StringLit(_))
                );
                if addr || aggregate_addr || string || self.sema.types.quals(ty).is_const {
                    let bt = self.sema.expr_type(*base);
                    let base_addr = self.sema.types.is_array(bt);
                    self.reads_object(*base, base_addr, d) || self.reads_object(*index, false, d)
                } else {
                    true
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                if *op == BinaryOp::Comma {
                    return true;
                }
                self.reads_object(*lhs, false, d) || self.reads_object(*rhs, false, d)
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                self.reads_object(*cond, false, d)
                    || then_expr.is_some_and(|t| self.reads_object(t, false, d))
                    || self.reads_object(*else_expr, false, d)
            }
            ExprKind::Cast { expr, .. } => self.reads_object(*expr, false, d),
            ExprKind::Assign { .. } | ExprKind::StmtExpr(_) | ExprKind::VaArg { .. } => true,
            ExprKind::Call { callee, args } if self.folded_math_call(*callee, args, d) => false,
            ExprKind::Call { .. } => {
                // A folded builtin has a value (checked above); other calls are not constant.
                let callee_builtin = matches!(
                    &x.kind,
                    ExprKind::Call { callee, .. } if matches!(
                        self.ast.exprs.get(*callee).map(|c| &c.kind),
                        Some(ExprKind::Ident(id)) if crate::builtins::is_builtin_name(self.ast.name(*id))
                    )
                );
                !callee_builtin
            }
            _ => false,
        }
    }

    /// Whether gcc folds call `callee(args)` to a constant: a math function of the C library
    /// (or its `__builtin_` form) whose arguments are constants, and whose value raises no
    /// error that `errno` would report (C11 7.12.1: a domain or pole error, an overflow),
    /// which gcc (`-fmath-errno`, its default) leaves to run time. `static const double pi =
    /// 4.0 * atan(1.0);`, a DCT's `0.5 * cos((2 * x + 1) * u * M_PI / 16)` table. Arguments
    /// whose values sema does not know are taken as gcc takes them (permissive, as the rest
    /// of this check).
    fn folded_math_call(&self, callee: Handle<Expr>, args: &[Handle<Expr>], d: u32) -> bool {
        let Some(ExprKind::Ident(id)) = self.ast.exprs.get(callee).map(|c| &c.kind) else {
            return false;
        };
        let name = self.ast.name(*id);
        // A library function (declared, not a variable holding a function pointer).
        let declared = self
            .sema
            .resolved(callee)
            .is_some_and(|s| self.sym(s).kind == crate::scope::SymbolKind::Function);
        let base = name.strip_prefix("__builtin_").unwrap_or(name);
        if !(declared || base.len() < name.len()) {
            return false;
        }
        // `cosf`, `cosl`: the `double` function's name (`fabs` itself ends in no suffix).
        let (base, float) = match math_arity(base) {
            Some(_) => (base, false),
            None => match base.strip_suffix('f') {
                Some(b) => (b, true),
                None => (base.strip_suffix('l').unwrap_or(base), false),
            },
        };
        let Some(arity) = math_arity(base) else {
            return false;
        };
        if args.len() != arity || args.iter().any(|a| self.reads_object(*a, false, d)) {
            return false;
        }
        let value = |a: &Handle<Expr>| {
            self.sema
                .fconsts
                .get(a)
                .copied()
                .or_else(|| self.sema.eval_int(*a).map(|v| v as f64))
        };
        let vals: Option<Vec<f64>> = args.iter().map(value).collect();
        match vals {
            Some(v) => math_value(base, &v).is_none_or(|r| {
                // `expf(100.0f)` overflows `float`, not `double`
                let r = if float { r as f32 as f64 } else { r };
                // a NaN from numbers is a domain error, an infinity from finite numbers a
                // pole error or an overflow
                let nan_in = v.iter().any(|x| x.is_nan());
                let finite_in = v.iter().all(|x| x.is_finite());
                (nan_in || !r.is_nan()) && (!finite_in || r.is_finite())
            }),
            None => true,
        }
    }

    fn init_span(&self, h: Handle<Initializer>) -> oxacc_syntax::Span {
        self.ast.inits.get(h).map_or(Default::default(), |i| i.span)
    }

    /// Analyses expressions without checking them (after an error, or excess elements).
    fn analyse_items(&mut self, items: &[InitItem]) {
        for it in items {
            self.analyse_designators(&it.designators);
            self.analyse_init(it.init);
        }
    }

    fn analyse_designators(&mut self, ds: &[Designator]) {
        for d in ds {
            match &d.kind {
                DesignatorKind::Field(_) => {}
                DesignatorKind::Index(e) => {
                    self.expr(*e);
                }
                DesignatorKind::Range(a, b) => {
                    self.expr(*a);
                    self.expr(*b);
                }
            }
        }
    }

    fn analyse_init(&mut self, h: Handle<Initializer>) {
        let Some(i) = self.ast.inits.get(h) else {
            return;
        };
        match &i.kind {
            InitializerKind::Expr(e) => {
                self.init_expr_type(*e);
            }
            InitializerKind::List(items) => self.analyse_items(items),
        }
    }

    /// The type of an initializer expression, analysing it once.
    fn init_expr_type(&mut self, e: Handle<Expr>) -> TypeId {
        if self.pre_analysed.contains(&e) {
            return self.sema.expr_type(e);
        }
        self.pre_analysed.insert(e);
        self.expr(e)
    }

    fn is_string_lit(&self, e: Handle<Expr>) -> bool {
        matches!(
            self.ast.exprs.get(e).map(|x| &x.kind),
            Some(ExprKind::StringLit(_))
        )
    }

    /// `T x = expr;`
    fn init_from_expr(&mut self, target: TypeId, e: Handle<Expr>) -> TypeId {
        let t = self.init_expr_type(e);
        let types = &self.sema.types;
        if types.is_error(target) || types.is_error(t) {
            return target;
        }
        if let TypeKind::Array { elem, len } = *types.kind(target) {
            // `char s[] = "abc";` (and wide strings for wchar_t arrays); GNU also accepts an
            // array compound literal.
            if types.is_array(t) {
                if len == ArrayLen::Incomplete {
                    if let Some(n) = types.array_len(t) {
                        let q = types.quals(target);
                        let a = self.sema.types.array(elem, ArrayLen::Fixed(n));
                        return self.sema.types.with_quals(a, q);
                    }
                }
                return target;
            }
            self.error(diag::invalid_initializer(self.expr_span(e)));
            return target;
        }
        if types.is_record(target)
            && !types.is_record(t)
            && !types
                .record_of(target)
                .is_some_and(|r| types.record(r).transparent)
        {
            self.error(diag::invalid_initializer(self.expr_span(e)));
            return target;
        }
        if let Some((t, sg)) = self.init_sugar {
            if t == target {
                self.assign_target_sugar = Some(sg);
            }
        }
        let before = self.diags.len();
        self.check_assign(target, e, AssignCtx::Init);
        if self.init_braced > 0 {
            for i in before..self.diags.len() {
                let d = std::mem::replace(
                    &mut self.diags[i],
                    Diagnostic::error(Default::default(), ""),
                );
                self.diags[i] = self.near_init(d);
            }
        }
        target
    }

    /// Runs `f` with `seg` (`.field`, `[3]`) appended to the path of the initialized object.
    fn with_path<R>(&mut self, seg: Option<PathSeg>, f: impl FnOnce(&mut Self) -> R) -> R {
        let pushed = seg.is_some() && !self.init_path.is_empty();
        if pushed {
            if let Some(s) = seg {
                self.init_path.push(s);
            }
        }
        let r = f(self);
        if pushed {
            self.init_path.pop();
        }
        r
    }

    /// gcc's note naming the sub-object a message inside braces is about.
    fn near_init(&self, d: Diagnostic) -> Diagnostic {
        if self.init_path.is_empty() {
            return d;
        }
        let mut path = String::new();
        for seg in &self.init_path {
            match seg {
                PathSeg::Root(id) => path.push_str(self.name(*id)),
                PathSeg::Designator(id) => {
                    path.push('.');
                    path.push_str(self.name(*id));
                }
                PathSeg::Field(fields, i) => {
                    if let Some(n) = fields.get(*i).and_then(|f| f.name.as_deref()) {
                        path.push('.');
                        path.push_str(n);
                    }
                }
                PathSeg::Index(i) => path.push_str(&format!("[{i}]")),
            }
        }
        let span = d.span;
        d.with_label(span, format!("(near initialization for '{path}')"))
    }

    /// Initializes one member of type `ty` from `items[*pos]` (and, with brace elision, the
    /// items after it).
    fn fill_one(&mut self, ty: TypeId, items: &[InitItem], pos: &mut usize) {
        let Some(item) = items.get(*pos) else {
            return;
        };
        let Some(init) = self.ast.inits.get(item.init) else {
            *pos += 1;
            return;
        };
        match &init.kind {
            InitializerKind::List(_) => {
                *pos += 1;
                self.initializer(ty, item.init);
            }
            InitializerKind::Expr(e) => {
                let e = *e;
                let types = &self.sema.types;
                if types.is_aggregate(ty) || types.is_vector(ty) {
                    let t = self.init_expr_type(e);
                    let types = &self.sema.types;
                    let whole = types.is_error(t)
                        || (types.is_array(ty)
                            && self.is_string_lit(e)
                            && types.array_elem(ty).is_some_and(|el| types.is_integer(el)))
                        || (types.is_record(ty) && types.record_of(ty) == types.record_of(t))
                        || (types.is_vector(ty) && types.is_vector(t));
                    if whole {
                        *pos += 1;
                        self.init_from_expr(ty, e);
                    } else {
                        // Brace elision: this value starts the member's own list.
                        let before = *pos;
                        self.fill_aggregate(ty, items, pos, false);
                        if *pos == before {
                            *pos += 1;
                        }
                    }
                } else {
                    *pos += 1;
                    self.init_from_expr(ty, e);
                }
            }
        }
    }

    /// Initializes an aggregate from `items[*pos..]`. `braced`: these items are the aggregate's
    /// own brace list (consume them all); otherwise braces were elided (stop when it is full or
    /// at a designator, which belongs to the enclosing list). Returns the number of array
    /// elements initialized (the size of `T x[] = {...}`).
    fn fill_aggregate(
        &mut self,
        ty: TypeId,
        items: &[InitItem],
        pos: &mut usize,
        braced: bool,
    ) -> u64 {
        let kind = self.sema.types.kind(ty).clone();
        match kind {
            TypeKind::Array { elem, len } => self.fill_array(elem, len, items, pos, braced),
            TypeKind::Vector { elem, bytes } => {
                let n = bytes / self.sema.types.size_of(elem).unwrap_or(1).max(1);
                self.fill_array(elem, ArrayLen::Fixed(n), items, pos, braced)
            }
            TypeKind::Record(r) => {
                let rec = self.sema.types.record(r);
                let is_union = rec.kind == oxacc_syntax::ast::RecordKind::Union;
                let all = rec.fields.clone();
                // Unnamed bit-fields take no part in initialization. (`at[i]`: the position
                // of `fields[i]` in `all`.)
                let at: Vec<usize> = all
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| f.name.is_some() || f.bits.is_none())
                    .map(|(i, _)| i)
                    .collect();
                let fields: Vec<&crate::types::Field> = at.iter().map(|&i| &all[i]).collect();
                let mut cursor = 0usize;
                let mut done = false;
                while *pos < items.len() {
                    let item = &items[*pos];
                    if let Some(first) = item.designators.first() {
                        if !braced {
                            break;
                        }
                        match &first.kind {
                            DesignatorKind::Field(id) => {
                                let name = self.name(*id);
                                let direct =
                                    fields.iter().position(|f| f.name.as_deref() == Some(name));
                                match direct {
                                    Some(i) => {
                                        let seg = Some(PathSeg::Designator(*id));
                                        self.with_path(seg, |c| {
                                            c.designated(
                                                fields[i].ty,
                                                &item.designators[1..],
                                                item.init,
                                            )
                                        });
                                        cursor = i + 1;
                                    }
                                    None => {
                                        let anon = fields.iter().position(|f| {
                                            f.name.is_none()
                                                && self.sema.types.record_of(f.ty).is_some_and(
                                                    |sub| self.find_member(sub, name, 0).is_some(),
                                                )
                                        });
                                        match anon {
                                            Some(i) => {
                                                self.designated(
                                                    fields[i].ty,
                                                    &item.designators,
                                                    item.init,
                                                );
                                                cursor = i + 1;
                                            }
                                            None => {
                                                let rd = self.display(ty);
                                                self.error(diag::unknown_field(id.span, &rd, name));
                                                self.analyse_items(&items[*pos..*pos + 1]);
                                            }
                                        }
                                    }
                                }
                            }
                            _ => {
                                self.error(diag::index_in_non_array(first.span));
                                self.analyse_items(&items[*pos..*pos + 1]);
                            }
                        }
                        *pos += 1;
                        done = is_union;
                        continue;
                    }
                    if cursor >= fields.len() || done {
                        if braced {
                            let sp = self.init_span(item.init);
                            let what = if is_union { "union" } else { "struct" };
                            let d = self.near_init(diag::excess_elements(sp, what));
                            self.diags.push(d);
                            self.analyse_items(&items[*pos..]);
                            *pos = items.len();
                        }
                        break;
                    }
                    let fty = fields[cursor].ty;
                    // (A flexible array member initialized, GNU, takes its list like any.)
                    let seg = fields[cursor]
                        .name
                        .as_ref()
                        .map(|_| PathSeg::Field(all.clone(), at[cursor]));
                    self.with_path(seg, |c| c.fill_one(fty, items, pos));
                    cursor += 1;
                    if is_union {
                        done = true;
                    }
                }
                0
            }
            _ => {
                // Scalar: one value.
                if *pos < items.len() {
                    self.fill_one(ty, items, pos);
                }
                0
            }
        }
    }

    fn fill_array(
        &mut self,
        elem: TypeId,
        len: ArrayLen,
        items: &[InitItem],
        pos: &mut usize,
        braced: bool,
    ) -> u64 {
        let limit = match len {
            ArrayLen::Fixed(n) => Some(n),
            _ => None,
        };
        let mut idx: u64 = 0;
        let mut max: u64 = 0;
        while *pos < items.len() {
            let item = &items[*pos];
            if let Some(first) = item.designators.first() {
                if !braced {
                    break;
                }
                let (lo, hi) = match &first.kind {
                    DesignatorKind::Index(e) => {
                        self.expr(*e);
                        let v = self.sema.eval_int(*e);
                        (v, v)
                    }
                    DesignatorKind::Range(a, b) => {
                        self.expr(*a);
                        self.expr(*b);
                        (self.sema.eval_int(*a), self.sema.eval_int(*b))
                    }
                    DesignatorKind::Field(id) => {
                        self.error(diag::field_in_array_init(id.span));
                        self.analyse_items(&items[*pos..*pos + 1]);
                        *pos += 1;
                        continue;
                    }
                };
                let (lo, hi) = (lo.unwrap_or(idx as i128), hi.unwrap_or(idx as i128));
                if let Some(l) = limit {
                    if hi >= l as i128 || lo < 0 {
                        // gcc points at the index expression.
                        let at = match &first.kind {
                            DesignatorKind::Index(e) | DesignatorKind::Range(_, e) => {
                                self.expr_span(*e)
                            }
                            DesignatorKind::Field(_) => first.span,
                        };
                        self.error(diag::index_exceeds_bounds(at));
                    }
                }
                let end = hi.max(lo).max(0) as u64;
                let seg = Some(PathSeg::Index(lo));
                self.with_path(seg, |c| {
                    c.designated(elem, &item.designators[1..], item.init)
                });
                *pos += 1;
                idx = end + 1;
                max = max.max(idx);
                continue;
            }
            if let Some(l) = limit {
                if idx >= l {
                    if braced {
                        let sp = self.init_span(item.init);
                        let d = self.near_init(diag::excess_elements(sp, "array"));
                        self.diags.push(d);
                        self.analyse_items(&items[*pos..]);
                        *pos = items.len();
                    }
                    break;
                }
            }
            self.with_path(Some(PathSeg::Index(idx as i128)), |c| {
                c.fill_one(elem, items, pos)
            });
            idx += 1;
            max = max.max(idx);
        }
        max
    }

    /// The rest of a designator list: `.a[2].b = init`.
    fn designated(&mut self, ty: TypeId, ds: &[Designator], init: Handle<Initializer>) {
        let Some(first) = ds.first() else {
            let Some(i) = self.ast.inits.get(init) else {
                return;
            };
            match &i.kind {
                InitializerKind::List(_) => {
                    self.initializer(ty, init);
                }
                InitializerKind::Expr(e) => {
                    let t = self.init_expr_type(*e);
                    let types = &self.sema.types;
                    let agg = types.is_aggregate(ty) || types.is_vector(ty);
                    let whole = !agg
                        || types.is_error(t)
                        || (types.is_array(ty) && self.is_string_lit(*e))
                        || (types.is_record(ty) && types.record_of(ty) == types.record_of(t));
                    if whole {
                        self.init_from_expr(ty, *e);
                    }
                    // Otherwise the value initializes the first scalar inside (brace elision
                    // continuing into the following items, which we do not track): accept.
                }
            }
            return;
        };
        match &first.kind {
            DesignatorKind::Field(id) => {
                let name = self.name(*id);
                let found = self
                    .sema
                    .types
                    .record_of(ty)
                    .and_then(|r| self.find_member(r, name, 0));
                match found {
                    Some((fty, _, _)) => {
                        let seg = Some(PathSeg::Designator(*id));
                        self.with_path(seg, |c| c.designated(fty, &ds[1..], init));
                    }
                    None => {
                        if self.sema.types.is_record(ty) {
                            let rd = self.display(ty);
                            self.error(diag::unknown_field(id.span, &rd, name));
                        } else if !self.sema.types.is_error(ty) {
                            self.error(diag::field_in_array_init(id.span));
                        }
                        self.analyse_designators(&ds[1..]);
                        self.analyse_init(init);
                    }
                }
            }
            DesignatorKind::Index(e) | DesignatorKind::Range(e, _) => {
                self.expr(*e);
                if let DesignatorKind::Range(_, b) = &first.kind {
                    self.expr(*b);
                }
                match self.sema.types.array_elem(ty) {
                    Some(elem) => {
                        let seg = self.sema.eval_int(*e).map(PathSeg::Index);
                        self.with_path(seg, |c| c.designated(elem, &ds[1..], init));
                    }
                    None => {
                        if !self.sema.types.is_error(ty) {
                            self.error(diag::index_in_non_array(first.span));
                        }
                        self.analyse_designators(&ds[1..]);
                        self.analyse_init(init);
                    }
                }
            }
        }
    }
}

/// The number of arguments of the C library's math functions whose calls on constants gcc
/// folds (their `double` names; `f` and `l` forms share them).
fn math_arity(name: &str) -> Option<usize> {
    Some(match name {
        "sin" | "cos" | "tan" | "asin" | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "asinh"
        | "acosh" | "atanh" | "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p"
        | "sqrt" | "cbrt" | "fabs" | "floor" | "ceil" | "round" | "trunc" | "rint"
        | "nearbyint" | "erf" | "erfc" => 1,
        "pow" | "atan2" | "hypot" | "fmod" | "fmin" | "fmax" | "copysign" | "fdim" => 2,
        _ => return None,
    })
}

/// The value of math function `name` (a name of [`math_arity`]) at `v`, as the C library
/// computes it in `double`; None for a function whose value this does not compute (gcc's
/// folding then decides, taken as constant).
fn math_value(name: &str, v: &[f64]) -> Option<f64> {
    let x = *v.first()?;
    let y = v.get(1).copied().unwrap_or(0.0);
    Some(match name {
        "sin" => x.sin(),
        "cos" => x.cos(),
        "tan" => x.tan(),
        "asin" => x.asin(),
        "acos" => x.acos(),
        "atan" => x.atan(),
        "sinh" => x.sinh(),
        "cosh" => x.cosh(),
        "tanh" => x.tanh(),
        "asinh" => x.asinh(),
        "acosh" => x.acosh(),
        // The poles (`atanh(1)`, `log(0)`, `log1p(-1)`) come out infinite, as C's do.
        "atanh" => x.atanh(),
        "exp" => x.exp(),
        "exp2" => x.exp2(),
        "expm1" => x.exp_m1(),
        "log" => x.ln(),
        "log2" => x.log2(),
        "log10" => x.log10(),
        "log1p" => x.ln_1p(),
        "sqrt" => x.sqrt(),
        "cbrt" => x.cbrt(),
        "fabs" => x.abs(),
        "floor" => x.floor(),
        "ceil" => x.ceil(),
        "round" => x.round(),
        "trunc" => x.trunc(),
        "pow" => x.powf(y),
        "atan2" => x.atan2(y),
        "hypot" => x.hypot(y),
        "fmod" => x % y,
        "fmin" => x.min(y),
        "fmax" => x.max(y),
        "copysign" => x.copysign(y),
        "fdim" => (x - y).max(0.0),
        _ => return None,
    })
}
