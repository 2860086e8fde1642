//! Device copies of the file's constant tables of pointers (`static const char *const pats[] =
//! {"acgt", "ttga"};`, `static const int *const tab[] = {a, b};`, structs with `const char
//! *name` members): compile-time data that the module defines once as a `static __device__`
//! object whose pointers are the device's (the literals and the pointed-to constant arrays
//! are the module's own), as nvc does.
//!
//! Without it, a region read such a table through 2.6.2's implicit copy, a bitwise copy of
//! the host's table: the device dereferenced the host addresses of the literals (an invalid
//! global read on the H200; emul and the host team, which share the host's address space,
//! cannot show it). A table qualifies when nothing can change it and every pointer in its
//! initializer is an address constant the module can have too: a string literal, a null
//! pointer, or the address of (an element of) another static object that qualifies (an
//! arithmetic table, [`super::table_elem_depth`], or a table of pointers in turn).
//! "Nothing can change it": its pointers are const (`const char *const`, or a `const` struct
//! element), or it has internal linkage or none (a `static` of a function) and every use in
//! the file reads an element or member (`t[k]`, `t[i][j]`, `t[k].name`), never assigning,
//! incrementing or taking the address of one, nor letting the table decay to a pointer.
//! Tables of static storage (file scope, or a function's `static`), a function's automatic
//! table declared before the region (the same constants at every call), and a file-scope
//! pointer (`static const char *const msg = "hi";`) qualify.
//!
//! The copy is the module's object, read instead of the host's table copied as it is by
//! 2.6.2's implicit copy or by a data clause naming the table (whose copy still moves, unread).
//! A constant array such a copy points into that the region also reads directly (`a[k]`
//! beside `tab[0][k]`, `tab = {a}`) is read as the module's copy too, so `tab[0] == a` holds
//! in device code as on the host ([`Writer::device_table`]). Tables whose copy holds host
//! addresses that oxacc cannot replace (changed by the program, defined in another file, with
//! a `declare` directive) get a located warning.

use std::collections::{HashMap, HashSet};

use oxacc_sema::{SymbolId, SymbolKind, TypeId, TypeKind};
use oxacc_syntax::ast::{ExprKind, InitializerKind, UnaryOp};
use oxacc_syntax::{Handle, Span};

use super::{ident, table_elem_depth, unsupported, Access, Res, Writer};
use crate::compute::names::VarId;
use crate::compute::walk;

/// How deep tables of pointers to tables may nest (`a` → `tab` → `tabs`).
const MAX_DEPTH: u32 = 8;

impl Writer<'_, '_> {
    /// The module's name of the device copy of `sym`, a static object of this file that is
    /// a constant table of pointers (see the module's comment), defining it on first use
    /// (`const_tables`); `None` when `sym` is not such a table.
    pub(super) fn pointer_table_copy(&mut self, sym: SymbolId, at: Span) -> Res<Option<String>> {
        if !self.holds_data_pointer(self.sema.symbol(sym).ty) {
            return Ok(None);
        }
        self.static_copy(sym, at, 0)
    }

    /// The region's shared variable `v` (symbol `sym`; `exprs`, the body's expressions;
    /// `mapped`, named by a data clause of the construct or of an enclosing `data`
    /// construct): when it is a constant table of pointers, its uses read the module's
    /// device copy instead of the host's table copied as it is, by 2.6.2's implicit copy or
    /// by the data clause (`true`; the clause still moves its data, which nothing reads);
    /// likewise a constant table that such a copy of a table the region reads points into
    /// (`tab = {a}` and `a[k]` in the region: one device object, so `tab[0] == a` holds
    /// as on the host). When it is a table of pointers to the host's data that the program
    /// may change, or a constant one of another file, its copy stays (2.6.2, 2.7) with a
    /// warning naming it (`false`).
    pub(super) fn device_table(
        &mut self,
        v: VarId,
        sym: SymbolId,
        exprs: &[Handle<oxacc_syntax::ast::Expr>],
        mapped: bool,
    ) -> Res<bool> {
        let first = exprs
            .iter()
            .find(|e| self.f.names.uses.get(e) == Some(&v))
            .map_or(self.body_span, |e| self.span_of(*e));
        if let Some(name) = self.pointer_table_copy(sym, first)? {
            self.access.insert(v, Access::Memory(name));
            self.device_tables.push(v);
            return Ok(true);
        }
        if self.const_static_array(sym) && self.region_tables_point_into(sym, exprs, first)? {
            if let Some(name) = self.static_copy(sym, first, 0)? {
                self.access.insert(v, Access::Memory(name));
                self.device_tables.push(v);
                return Ok(true);
            }
        }
        if self.table_warnings.iter().any(|(s, _)| *s == first) {
            return Ok(false);
        }
        let n = self.sema.symbol(sym).name.clone();
        let how = if mapped {
            "its copy by the data clause (OpenACC 3.3, 2.7) holds"
        } else {
            "its implicit copy (OpenACC 3.3, 2.6.2) holds"
        };
        if self.host_address_table(sym) {
            self.table_warnings.push((
                first,
                format!(
                    "'{n}' is a table of pointers that its initializer sets to the host's data: {how} the host's addresses, which a GPU cannot read (the device gets a copy of its own only of a table that nothing changes, of pointers to string literals or to constant tables: 'static const char *const t[] = {{...}};'); map the data its pointers reach and attach them (2.7.2)"
                ),
            ));
        } else if self.other_file_constant_table(sym) {
            self.table_warnings.push((
                first,
                format!(
                    "'{n}' is a constant table of pointers defined in another file: {how} the host's addresses its initializer there gives it, which a GPU cannot read (the device gets a copy of its own only of a table this file defines); define the table in this file ('static const ... {n}[] = {{...}};'), or map the data its pointers reach and attach them (2.7.2)"
                ),
            ));
        }
        Ok(false)
    }

    /// A warning at the region's first use of `v` (symbol `sym`), a file-scope table of
    /// pointers with a `declare` directive (`declare copyin(pats)`) whose initializer sets
    /// it to the host's data (literals, objects): the directive's device copy, which the
    /// region reads (2.13), holds the host's addresses unless the program attaches them.
    pub(super) fn declared_table_warning(
        &mut self,
        v: VarId,
        sym: SymbolId,
        exprs: &[Handle<oxacc_syntax::ast::Expr>],
    ) {
        let Some(first) = exprs
            .iter()
            .find(|e| self.f.names.uses.get(e) == Some(&v))
            .map(|e| self.span_of(*e))
        else {
            return;
        };
        if !self.host_address_table(sym) || self.table_warnings.iter().any(|(s, _)| *s == first) {
            return;
        }
        let n = &self.sema.symbol(sym).name;
        self.table_warnings.push((
            first,
            format!(
                "'{n}' is a table of pointers that its initializer sets to the host's data: the device copy its 'declare' directive makes (OpenACC 3.3, 2.13) holds the host's addresses, which a GPU cannot read; map the data its pointers reach and attach them (2.7.2), or leave the table without 'declare' when nothing changes it (a constant table of pointers to string literals or to constant tables is then the device code's own copy)"
            ),
        ));
    }

    /// Whether a table of pointers that the region reads (an identifier in `exprs`) is
    /// the module's device copy ([`Self::pointer_table_copy`]) pointing, itself or through
    /// the tables it points to, into the static object `sym`.
    fn region_tables_point_into(
        &mut self,
        sym: SymbolId,
        exprs: &[Handle<oxacc_syntax::ast::Expr>],
        at: Span,
    ) -> Res<bool> {
        let ast = self.ctx.ast;
        let mut seen = HashSet::new();
        let mut tables = Vec::new();
        for &e in exprs {
            if !matches!(ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::Ident(_))) {
                continue;
            }
            let Some(s) = self.sema.resolved(e) else {
                continue;
            };
            if s != sym
                && seen.insert(s)
                && (self.sema.symbol(s).is_global || self.sema.is_array(self.sema.symbol(s).ty))
                && self.pointer_table_copy(s, at)?.is_some()
            {
                tables.push(s);
            }
        }
        let mut reached = HashSet::new();
        while let Some(t) = tables.pop() {
            for r in self.table_refs.get(&t).cloned().unwrap_or_default() {
                if r == sym {
                    return Ok(true);
                }
                if reached.insert(r) {
                    tables.push(r);
                }
            }
        }
        Ok(false)
    }

    /// Whether `sym` is an array of static storage whose elements are const: one a device
    /// copy of a table of pointers may point into.
    fn const_static_array(&self, sym: SymbolId) -> bool {
        let sema = self.sema;
        let info = sema.symbol(sym);
        if !info.is_global || !sema.is_array(info.ty) {
            return false;
        }
        let mut t = info.ty;
        while let TypeKind::Array { elem, .. } = sema.types.kind(sema.types.unqual_id(t)) {
            t = *elem;
        }
        sema.types.quals(t).is_const
    }

    /// Whether `sym` is a table of `*const` pointers (`extern const char *const
    /// names[];`) that this file declares but does not define: its pointers are the ones
    /// its initializer in the other file gave it, host addresses.
    fn other_file_constant_table(&self, sym: SymbolId) -> bool {
        let sema = self.sema;
        let info = sema.symbol(sym);
        if !matches!(info.kind, SymbolKind::Variable)
            || !info.is_global
            || !matches!(info.linkage, oxacc_sema::Linkage::External)
            || self.definition_init(sym).is_some()
        {
            return false;
        }
        let mut t = info.ty;
        while let TypeKind::Array { elem, .. } = sema.types.kind(sema.types.unqual_id(t)) {
            t = *elem;
        }
        if !sema.is_array(info.ty) || pointer_elem(sema, t, 0) != Some(true) {
            return false;
        }
        sema.types.quals(t).is_const
    }

    /// Whether every declarator of the `static` declaration `d` in device code is a
    /// constant table of pointers: its uses then read the module's device copy
    /// (`sym_access`), and the declaration prints nothing.
    pub(super) fn static_pointer_tables(
        &mut self,
        d: Handle<oxacc_syntax::ast::Decl>,
    ) -> Res<bool> {
        let Some(decl) = self.ctx.ast.decls.get(d) else {
            return Ok(false);
        };
        let mut names = Vec::new();
        for (i, id) in decl.declarators.iter().enumerate() {
            let Some(sym) = self.sema.decl_symbol(d, i) else {
                return Ok(false);
            };
            match self.pointer_table_copy(sym, id.span)? {
                Some(n) => names.push((sym, n)),
                None => return Ok(false),
            }
        }
        if names.is_empty() {
            return Ok(false);
        }
        self.sym_access.extend(names);
        Ok(true)
    }

    /// Whether the table `sym` is one the region reads through its implicit copy although
    /// it holds addresses of the host's data set by its initializer: a table of pointers of
    /// static storage (literals or objects in its initializer) or a function's automatic
    /// one (string literals: objects the program may have mapped and attached), which
    /// [`Self::pointer_table_copy`] refused (the program may change it). The copy's
    /// pointers are the host's, so the device reads host addresses unless the program maps
    /// the pointed-to data and attaches the pointers (2.7.2).
    pub(super) fn host_address_table(&self, sym: SymbolId) -> bool {
        let sema = self.sema;
        let info = sema.symbol(sym);
        let objects = info.is_global;
        if !sema.is_array(info.ty)
            || !self.holds_data_pointer(info.ty)
            || !matches!(info.kind, SymbolKind::Variable)
        {
            return false;
        }
        let Some(init) = self.definition_init(sym) else {
            return false;
        };
        let ast = self.ctx.ast;
        let mut leaves = Vec::new();
        init_exprs(ast, init, &mut leaves);
        leaves.iter().any(|&e| {
            let mut all = Vec::new();
            walk::exprs_in_expr(ast, e, &mut all);
            all.iter()
                .any(|x| match ast.exprs.get(*x).map(|x| &x.kind) {
                    Some(ExprKind::StringLit(_)) => true,
                    Some(ExprKind::Ident(_)) => {
                        objects
                            && sema.resolved(*x).is_some_and(|s| {
                                matches!(sema.symbol(s).kind, SymbolKind::Variable)
                            })
                    }
                    _ => false,
                })
        })
    }

    /// Whether `ty` (arrays and structs of) holds a pointer to an object, and nothing the
    /// module cannot print as a constant: no union, bit-field or function pointer.
    fn holds_data_pointer(&self, ty: TypeId) -> bool {
        let sema = self.sema;
        let mut t = ty;
        while let TypeKind::Array { elem, len } = sema.types.kind(sema.types.unqual_id(t)) {
            if !matches!(len, oxacc_sema::types::ArrayLen::Fixed(n) if *n > 0) {
                return false;
            }
            t = *elem;
        }
        pointer_elem(self.sema, t, 0) == Some(true)
    }

    /// The initializer of `sym`'s definition in this file.
    fn definition_init(&self, sym: SymbolId) -> Option<Handle<oxacc_syntax::ast::Initializer>> {
        let ast = self.ctx.ast;
        ast.decls.iter().find_map(|(d, decl)| {
            decl.declarators
                .iter()
                .enumerate()
                .find(|(i, _)| self.sema.decl_symbol(d, *i) == Some(sym))
                .and_then(|(_, id)| id.init)
        })
    }

    /// The device copy of static object `sym`: a table of arithmetic elements (or structs
    /// of them) with a constant initializer, or a constant table of pointers whose
    /// initializer's addresses are literals and such copies in turn (`depth` of them).
    pub(super) fn static_copy(
        &mut self,
        sym: SymbolId,
        at: Span,
        depth: u32,
    ) -> Res<Option<String>> {
        let sema = self.sema;
        let info = sema.symbol(sym);
        // A function's automatic table (`const char *const names[] = {"ab", "cd"};` before
        // the region) holds the same constants whenever the region runs, so it reads as the
        // module's one copy; only as the region's variable, not as an object another
        // table's initializer points to (its address differs from call to call).
        let automatic = !info.is_global && depth == 0 && sema.is_array(info.ty);
        if depth > MAX_DEPTH
            || !matches!(info.kind, SymbolKind::Variable)
            || !(info.is_global || automatic)
            || info.is_thread_local
            || sema.object_align(sym).is_some()
        {
            return Ok(None);
        }
        let ast = self.ctx.ast;
        let file_scope_decls: HashSet<_> = ast
            .items
            .iter()
            .filter_map(|it| match it {
                oxacc_syntax::ast::ExternalDecl::Decl(d) => Some(*d),
                _ => None,
            })
            .collect();
        let file_scope = file_scope_decls.iter().any(|d| {
            ast.decls.get(*d).is_some_and(|decl| {
                (0..decl.declarators.len()).any(|i| sema.decl_symbol(*d, i) == Some(sym))
            })
        });
        // A function's table may share its name with another function's: its rank among
        // the file's block-scope variables of that name keeps the module's names apart (and
        // the module's text the same whatever the headers declare before it).
        let name = if file_scope {
            format!("__oxacc_gk_{}", ident(&info.name))
        } else {
            let mut same: Vec<u32> = ast
                .decls
                .iter()
                .filter(|(d, _)| !file_scope_decls.contains(d))
                .flat_map(|(d, decl)| {
                    (0..decl.declarators.len()).filter_map(move |i| sema.decl_symbol(d, i))
                })
                .filter(|s| {
                    let x = sema.symbol(*s);
                    x.name == info.name && matches!(x.kind, SymbolKind::Variable)
                })
                .map(|s| sema.symbol(s).span.start)
                .collect();
            same.sort_unstable();
            same.dedup();
            let rank = same.iter().position(|s| *s == info.span.start).unwrap_or(0);
            format!("__oxacc_gk_{}_s{rank}", ident(&info.name))
        };
        if self.const_tables.iter().any(|(n, _)| *n == name) {
            return Ok(Some(name));
        }
        let mut t = info.ty;
        while let TypeKind::Array { elem, len } = sema.types.kind(sema.types.unqual_id(t)) {
            if !matches!(len, oxacc_sema::types::ArrayLen::Fixed(_)) {
                return Ok(None);
            }
            t = *elem;
        }
        let q = sema.types.quals(t);
        if q.is_volatile {
            return Ok(None);
        }
        let Some(init) = self.definition_init(sym) else {
            return Ok(None);
        };
        let arithmetic = table_elem_depth(sema, t, 0);
        let mut refs: HashMap<SymbolId, String> = HashMap::new();
        if arithmetic {
            if !q.is_const || !self.constant_init(init) {
                return Ok(None);
            }
        } else {
            if pointer_elem(sema, t, 0) != Some(true) {
                return Ok(None);
            }
            let unchanging = q.is_const
                || (!matches!(info.linkage, oxacc_sema::Linkage::External)
                    && self.only_read_in_file(sym));
            if !unchanging {
                return Ok(None);
            }
            let ast = self.ctx.ast;
            let mut leaves = Vec::new();
            init_exprs(ast, init, &mut leaves);
            for e in leaves {
                if !self.address_constant(e, at, depth, &mut refs)? {
                    return Ok(None);
                }
            }
        }
        let text = self
            .types
            .decl(sema, info.ty, &name)
            .map_err(|super::Unsupported(w)| unsupported(at, format!("'{}' has {w}", info.name)))?;
        // The initializer, its objects' names the device copies'.
        let mut saved = Vec::new();
        for (s, n) in &refs {
            saved.push((*s, self.sym_access.insert(*s, n.clone())));
        }
        // A static object's initializer: constants alone (`class_consts`, as for a static
        // table in device code).
        let konst = std::mem::replace(&mut self.class_consts, true);
        let printed = self.initializer(init, info.ty);
        self.class_consts = konst;
        for (s, old) in saved {
            match old {
                Some(o) => self.sym_access.insert(s, o),
                None => self.sym_access.remove(&s),
            };
        }
        let it = printed?;
        self.table_refs.insert(sym, refs.into_keys().collect());
        self.const_tables
            .push((name.clone(), format!("static __device__ {text} = {it};\n")));
        Ok(Some(name))
    }

    /// Whether the initializer expression `e` (a scalar of the table) is a constant the
    /// module can print: literals, casts and arithmetic on them, a string literal, and the
    /// address of a static object with a device copy ([`Self::static_copy`], recorded in
    /// `refs`) or of a constant element of one (`&a[2]`, `a + 2`).
    fn address_constant(
        &mut self,
        e: Handle<oxacc_syntax::ast::Expr>,
        at: Span,
        depth: u32,
        refs: &mut HashMap<SymbolId, String>,
    ) -> Res<bool> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        for x in all {
            let ok = match ast.exprs.get(x).map(|x| &x.kind) {
                Some(
                    ExprKind::IntLit(_)
                    | ExprKind::FloatLit(_)
                    | ExprKind::CharLit(_)
                    | ExprKind::StringLit(_)
                    | ExprKind::Binary { .. }
                    | ExprKind::Conditional { .. }
                    | ExprKind::Cast { .. }
                    | ExprKind::Index { .. }
                    | ExprKind::SizeofExpr(_)
                    | ExprKind::SizeofType(_),
                ) => true,
                Some(ExprKind::Unary { op, .. }) => matches!(
                    op,
                    UnaryOp::Plus
                        | UnaryOp::Minus
                        | UnaryOp::BitNot
                        | UnaryOp::Not
                        | UnaryOp::AddrOf
                ),
                Some(ExprKind::Ident(_)) => match sema.resolved(x) {
                    Some(s) if matches!(sema.symbol(s).kind, SymbolKind::Variable) => {
                        match self.static_copy(s, at, depth + 1)? {
                            Some(n) => {
                                refs.insert(s, n);
                                true
                            }
                            None => false,
                        }
                    }
                    // An enumeration constant.
                    _ => sema.eval_int(x).is_some(),
                },
                _ => false,
            };
            if !ok {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Whether every use of `sym` in the file reads an element or member of it, down to a
    /// scalar that no expression assigns, increments, decrements or takes the address of
    /// (or is the operand of `sizeof`/`_Alignof`): nothing can change the table then, nor
    /// reach it through a pointer.
    fn only_read_in_file(&self, sym: SymbolId) -> bool {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut parent = HashMap::new();
        let mut changed = HashSet::new();
        for (h, x) in ast.exprs.iter() {
            for c in walk::expr_children(x) {
                parent.insert(c, h);
            }
            changed.extend(walk::changed_lvalue(x));
        }
        let aggregate = |t: TypeId| {
            let u = sema.types.unqual_id(t);
            matches!(
                sema.types.kind(u),
                TypeKind::Array { .. } | TypeKind::Record(_)
            )
        };
        ast.exprs.iter().all(|(h, x)| {
            if !matches!(x.kind, ExprKind::Ident(_)) || sema.resolved(h) != Some(sym) {
                return true;
            }
            let mut cur = h;
            while let Some(&p) = parent.get(&cur) {
                match ast.exprs.get(p).map(|x| &x.kind) {
                    Some(ExprKind::Index { base, .. })
                        if *base == cur && sema.is_array(sema.expr_type(cur)) =>
                    {
                        cur = p
                    }
                    Some(ExprKind::Member {
                        base, arrow: false, ..
                    }) if *base == cur && aggregate(sema.expr_type(cur)) => cur = p,
                    _ => break,
                }
            }
            let operand_of_sizeof = parent.get(&cur).is_some_and(|p| {
                matches!(
                    ast.exprs.get(*p).map(|x| &x.kind),
                    Some(ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_))
                )
            });
            if operand_of_sizeof {
                return true;
            }
            !aggregate(sema.expr_type(cur))
                && !changed.contains(&cur)
                && !parent.get(&cur).is_some_and(|p| {
                    matches!(
                        ast.exprs.get(*p).map(|x| &x.kind),
                        Some(ExprKind::Generic { .. })
                    )
                })
        })
    }
}

/// Whether a table element of type `t` can be a device copy's: `Some(true)` when it is (or
/// holds) a pointer to an object, `Some(false)` for arithmetic types and structs of them,
/// `None` for anything else (unions, bit-fields, function pointers, flexible members).
fn pointer_elem(sema: &oxacc_sema::Sema, t: TypeId, depth: u32) -> Option<bool> {
    let types = &sema.types;
    let u = types.unqual_id(t);
    if super::table_elem(sema, u) {
        return Some(false);
    }
    if depth > MAX_DEPTH {
        return None;
    }
    match types.kind(u) {
        TypeKind::Pointer(p) if !types.is_function(*p) => Some(true),
        TypeKind::Array {
            elem,
            len: oxacc_sema::types::ArrayLen::Fixed(n),
        } if *n > 0 => pointer_elem(sema, *elem, depth + 1),
        TypeKind::Record(r) => {
            let def = types.record(*r);
            if def.kind != oxacc_syntax::ast::RecordKind::Struct
                || !def.complete
                || def.packed
                || def.fields.is_empty()
            {
                return None;
            }
            let mut any = false;
            for f in def.fields.iter() {
                if f.bits.is_some() || f.name.is_none() {
                    return None;
                }
                any |= pointer_elem(sema, f.ty, depth + 1)?;
            }
            Some(any)
        }
        _ => None,
    }
}

/// The scalar expressions of initializer `h`, in order.
fn init_exprs(
    ast: &oxacc_syntax::ast::Ast,
    h: Handle<oxacc_syntax::ast::Initializer>,
    out: &mut Vec<Handle<oxacc_syntax::ast::Expr>>,
) {
    match ast.inits.get(h).map(|i| &i.kind) {
        Some(InitializerKind::Expr(e)) => out.push(*e),
        Some(InitializerKind::List(items)) => {
            for it in items {
                init_exprs(ast, it.init, out);
            }
        }
        None => {}
    }
}
