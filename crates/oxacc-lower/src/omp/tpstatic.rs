//! Block-scope `static` threadprivate variables (OpenMP 2.0, 2.7.1) move to file scope, where
//! the outlined regions can name them (`static _Thread_local` under a new name, inserted before
//! their function). The move must not change what the declaration means:
//!
//! - each moved variable gets a name of its own, numbered per unit
//!   (`__oxomp_tp7_f_c`): two `static int c` in different blocks of one function, or `f`/`c_x`
//!   beside `f_c`/`x`, would otherwise be defined twice;
//! - its initializer is resolved where it was written, not at file scope: a static local it
//!   names (`static int *p = &base;` with a local static `base` hiding a global one) moves
//!   too, under a new name of its own (`__oxomp_st8_f_base`, not thread-local: still one
//!   object); an integer constant subexpression naming the function's objects (`sizeof n`, a
//!   local enumerator) becomes its value; `__func__` becomes the function's name. Anything else
//!   the file scope cannot name (a type declared in the function, an automatic variable outside
//!   `sizeof`) is a located "not supported yet" error, never a binding to another object.

use std::collections::HashMap;

use oxacc_sema::{ScopeId, ScopeKind, SymbolId, SymbolKind};
use oxacc_syntax::ast::{Decl, Expr, ExprKind, FunctionDef, Initializer, StorageClass};
use oxacc_syntax::{Handle, Keyword, Punct, Span, TokenKind};

use super::{init_exprs, span_inside, Lowerer};

/// The block-scope variables of the unit declared alone by their declaration: their
/// declaration and function.
pub type BlockStatics = HashMap<SymbolId, (Handle<Decl>, Handle<FunctionDef>)>;

/// How deep a chain of static initializers naming other statics may go.
const MAX_DEPTH: u32 = 32;

impl Lowerer<'_, '_> {
    /// Moves the block-scope static `sym` to file scope (thread-local when `tp`), with the
    /// statics its initializer names before it. False after a located error.
    pub(super) fn hoist_static(
        &mut self,
        sym: SymbolId,
        statics: &BlockStatics,
        tp: bool,
        depth: u32,
    ) -> bool {
        if self.global_renames.contains_key(&sym) {
            return true;
        }
        let ast = self.ctx.ast;
        let info = self.sema.symbol(sym);
        let Some(&(d, func)) = statics.get(&sym) else {
            return false;
        };
        let (Some(decl), Some(def)) = (ast.decls.get(d), ast.functions.get(func)) else {
            return false;
        };
        if depth > MAX_DEPTH {
            self.error(
                info.span,
                format!("the static variable '{}' is named by too long a chain of static initializers: not supported yet", info.name),
            );
            return false;
        }
        let fname = def
            .declarator
            .name
            .map(|n| ast.name(n).to_string())
            .unwrap_or_default();
        let id = self.fresh();
        let kind = if tp { "tp" } else { "st" };
        let new_name = format!("__oxomp_{kind}{id}_{fname}_{}", info.name);
        let var = crate::compute::names::LocalVar {
            name: info.name.clone(),
            span: info.span,
            is_param: false,
            is_global: false,
            file_scope: false,
            sym,
            ty: info.ty,
        };
        let declared =
            crate::compute::ctype::declare_as_named(self.sema, def.span, &var, &new_name, &|_| {
                "1".to_string()
            });
        let decl_text = match declared {
            Ok(t) if t.bounds.is_empty() => t.text,
            Ok(_) | Err(_) => {
                let what = if tp { "threadprivate" } else { "static" };
                self.error(
                    decl.span,
                    format!(
                        "{what} variable '{}' has a type that must be named inside its function: not supported yet",
                        info.name
                    ),
                );
                return false;
            }
        };
        // Renamed before its initializer is read: it may name the variable itself.
        self.global_renames.insert(sym, new_name);
        let mut w = InitWalk {
            owner: sym,
            statics,
            fn_span: def.span,
            fname: &fname,
            depth,
            edits: Vec::new(),
            kept: Vec::new(),
            uses: Vec::new(),
        };
        let init = match decl.declarators.first().and_then(|x| x.init) {
            Some(i) => match self.static_init(i, &mut w) {
                Some(t) => format!(" = {t}"),
                None => return false,
            },
            None => String::new(),
        };
        let uses = w.uses;
        let thread = if tp { "_Thread_local " } else { "" };
        self.ctx.writer.insert(
            def.span.start,
            format!("__extension__ static {thread}{decl_text}{init};\n"),
        );
        // The declaration itself goes (a `for` init cannot be static anyway). Nothing stands
        // in its place but, when the initializer named automatic variables in constants, a
        // typedef that keeps naming them (a declaration: -Wdeclaration-after-statement).
        let keep: String = uses
            .iter()
            .enumerate()
            .map(|(k, u)| {
                format!("typedef char __oxomp_use{id}_{k}[({u}) ? 1 : 1] __attribute__((unused)); ")
            })
            .collect();
        self.ctx.writer.replace(decl.span, keep);
        true
    }

    /// The text of the initializer of the moved static `owner`, meaning at file scope what it
    /// meant in its function. None after a located error.
    fn static_init(&mut self, init: Handle<Initializer>, w: &mut InitWalk) -> Option<String> {
        let ast = self.ctx.ast;
        let span = ast.inits.get(init)?.span;
        let mut tops = Vec::new();
        init_exprs(ast, init, &mut tops);
        for e in tops {
            if !self.init_expr(e, w) {
                return None;
            }
        }
        // Type names are not expressions: a typedef, struct, union or enum declared in the
        // function cannot be named at file scope.
        let scope = self.sema.symbol(w.owner).scope;
        let text = self.ctx.src(span);
        if let Some(at) = self.local_type_in(text, span.start, scope, w.fn_span, &w.edits, &w.kept)
        {
            let owner_name = self.sema.symbol(w.owner).name.clone();
            self.error(
                at,
                format!(
                    "the initializer of the static variable '{owner_name}' names a type declared inside the function, which oxacc cannot name where it moves the variable (file scope): not supported yet"
                ),
            );
            return None;
        }
        let mut edits = std::mem::take(&mut w.edits);
        edits.sort_by_key(|(s, _)| s.start);
        let mut out = String::new();
        let mut pos = span.start;
        for (s, t) in &edits {
            if s.start < pos {
                continue;
            }
            out.push_str(self.ctx.src(Span::new(pos, s.start)));
            out.push_str(t);
            pos = s.end;
        }
        out.push_str(self.ctx.src(Span::new(pos, span.end)));
        Some(out)
    }

    /// Records the edits that make expression `e` of a moved static's initializer mean the
    /// same at file scope. False after a located error.
    fn init_expr(&mut self, e: Handle<Expr>, w: &mut InitWalk) -> bool {
        let ast = self.ctx.ast;
        let Some(node) = ast.exprs.get(e) else {
            return true;
        };
        if let ExprKind::Ident(id) = &node.kind {
            let name = ast.name(*id);
            let Some(sym) = self.sema.resolved(e) else {
                if matches!(name, "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__") {
                    w.edits.push((node.span, format!("(\"{}\")", w.fname)));
                } else {
                    w.kept.push(node.span);
                }
                return true;
            };
            // In parentheses: an identifier's span includes those written around it.
            if let Some(n) = self.global_renames.get(&sym) {
                w.edits.push((node.span, format!("({n})")));
                return true;
            }
            let info = self.sema.symbol(sym);
            if self.sema.scope(info.scope).kind == ScopeKind::File {
                // Declared before the function (what the moved declaration, inserted there,
                // sees), unless it is the function itself.
                if info.span.start < w.fn_span.start {
                    w.kept.push(node.span);
                    return true;
                }
            } else if let SymbolKind::Enumerator(v) = info.kind {
                w.edits.push((node.span, format!("({v})")));
                return true;
            } else if info.kind == SymbolKind::Variable
                && info.storage == Some(StorageClass::Static)
                && w.statics.contains_key(&sym)
            {
                let tp = self.threadprivate.contains(&sym);
                if !self.hoist_static(sym, w.statics, tp, w.depth + 1) {
                    return false;
                }
                if let Some(n) = self.global_renames.get(&sym) {
                    w.edits.push((node.span, format!("({n})")));
                }
                return true;
            }
            let owner = self.sema.symbol(w.owner).name.clone();
            self.error(
                node.span,
                format!(
                    "the initializer of the static variable '{owner}' names '{name}', which oxacc cannot name where it moves the variable (file scope, before the function): not supported yet"
                ),
            );
            return false;
        }
        // An integer constant naming an automatic variable or a type of the function
        // (`sizeof n`, `sizeof(struct local)`): its value (the variable keeps a use where the declaration was, `-Wunused`).
        if let Some(v) = self.sema.eval_int(e) {
            let scope = self.sema.symbol(w.owner).scope;
            let local_type = || {
                let text = self.ctx.src(node.span);
                self.local_type_in(text, node.span.start, scope, w.fn_span, &[], &[])
                    .is_some()
            };
            if self.names_automatic(e, w.statics) || local_type() {
                if let Some(lit) = self.int_literal(e, v) {
                    w.edits.push((node.span, lit));
                    w.uses.push(self.ctx.src(node.span).to_string());
                    return true;
                }
            }
        }
        if let ExprKind::CompoundLiteral { init, .. } = &node.kind {
            let mut sub = Vec::new();
            init_exprs(ast, *init, &mut sub);
            return sub.into_iter().all(|x| self.init_expr(x, w));
        }
        oxacc_omp::walk::expr_children(node)
            .into_iter()
            .all(|c| self.init_expr(c, w))
    }

    /// Whether `e` names a variable of the function that does not move with the static
    /// (automatic, a parameter, a block-scope `extern`).
    fn names_automatic(&self, e: Handle<Expr>, statics: &BlockStatics) -> bool {
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        oxacc_omp::walk::exprs_in_expr(ast, e, &mut all);
        all.into_iter().any(|x| {
            if !matches!(ast.exprs.get(x).map(|n| &n.kind), Some(ExprKind::Ident(_))) {
                return false;
            }
            let Some(s) = self.sema.resolved(x) else {
                return false;
            };
            let info = self.sema.symbol(s);
            matches!(info.kind, SymbolKind::Variable | SymbolKind::Parameter)
                && self.sema.scope(info.scope).kind != ScopeKind::File
                && !(info.storage == Some(StorageClass::Static) && statics.contains_key(&s))
        })
    }

    /// `((T)value)` for an integer constant expression of integer type `T`.
    fn int_literal(&self, e: Handle<Expr>, v: i128) -> Option<String> {
        let ty = self.sema.types.unqual_id(self.sema.expr_type(e));
        if !self.sema.is_integer(ty) {
            return None;
        }
        let mut t = self.sema.type_to_c(ty, "");
        if t.contains("enum") {
            // An enumerated type of the function is not visible at file scope; its
            // constants are ints (C11 6.7.2.2p3).
            t = "int".to_string();
        }
        if let Ok(x) = i64::try_from(v) {
            Some(format!("(({t})({x}LL))"))
        } else {
            u64::try_from(v).ok().map(|x| format!("(({t}){x}ULL)"))
        }
    }

    /// The first type name in initializer `text` (at `base`) declared inside the function of
    /// `fn_span`, outside the spans already rewritten or checked.
    fn local_type_in(
        &self,
        text: &str,
        base: u32,
        scope: ScopeId,
        fn_span: Span,
        edits: &[(Span, String)],
        kept: &[Span],
    ) -> Option<Span> {
        let lexed = oxacc_syntax::lex(text);
        let inside_fn = |sp: Span| span_inside(sp, fn_span);
        let mut prev: Option<&oxacc_syntax::Token> = None;
        for t in &lexed.tokens {
            let at = Span::new(base + t.span.start, base + t.span.end);
            let after = prev;
            prev = Some(t);
            if t.kind != TokenKind::Ident
                || edits.iter().any(|(s, _)| span_inside(at, *s))
                || kept.iter().any(|s| span_inside(at, *s))
                || after.is_some_and(|p| p.is_punct(Punct::Dot) || p.is_punct(Punct::Arrow))
            {
                continue;
            }
            let name = text.get(t.span.start as usize..t.span.end as usize)?;
            let tagged = after.is_some_and(|p| {
                p.is_keyword(Keyword::Struct)
                    || p.is_keyword(Keyword::Union)
                    || p.is_keyword(Keyword::Enum)
            });
            if tagged {
                let local = match self.sema.lookup_tag(scope, name) {
                    Some(oxacc_sema::Tag::Record(r)) => {
                        crate::compute::ctype::record_needs_hoist(self.sema, fn_span, r)
                    }
                    Some(oxacc_sema::Tag::Enum(en)) => inside_fn(self.sema.types.enum_def(en).span),
                    None => false,
                };
                if local {
                    return Some(at);
                }
            } else if let Some(s) = self.sema.lookup(scope, name) {
                let info = self.sema.symbol(s);
                if info.kind == SymbolKind::Typedef && inside_fn(info.span) {
                    return Some(at);
                }
            }
        }
        None
    }
}

/// The state of one initializer's walk.
struct InitWalk<'w> {
    owner: SymbolId,
    statics: &'w BlockStatics,
    fn_span: Span,
    fname: &'w str,
    depth: u32,
    edits: Vec<(Span, String)>,
    kept: Vec<Span>,
    /// Constant subexpressions replaced by their values: what still names the function's
    /// automatic variables where the declaration was.
    uses: Vec<String>,
}
