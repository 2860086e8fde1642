//! Names inside one function definition, from sema's resolution: which variable each identifier
//! expression of the function names (`Sema::resolved`), with the facts the lowering needs about
//! it (`SymbolInfo`: declaration span, parameter or not, file scope or not, type).
//!
//! Identifiers that name no variable (functions, enumerators, typedef names) stay as they are
//! in the outlined code.

use std::collections::HashMap;

use oxacc_sema::{ScopeKind, Sema, SymbolId, SymbolKind, TypeId};
use oxacc_syntax::ast::{Expr, FunctionDef};
use oxacc_syntax::{Ast, Handle, Span};

/// A variable (or parameter) used in the function.
#[derive(Clone, Debug)]
pub struct LocalVar {
    pub name: String,
    /// The span of the name in its declaration.
    pub span: Span,
    pub is_param: bool,
    /// A file-scope variable (used directly by regions unless a clause privatizes it).
    pub is_global: bool,
    /// Its type (sema; a parameter's type is the adjusted one).
    pub ty: TypeId,
}

pub type VarId = usize;

/// The variables of one function.
#[derive(Debug, Default)]
pub struct FnNames {
    /// The variables used in the function, in declaration order.
    pub vars: Vec<LocalVar>,
    /// Identifier expression → the variable it names.
    pub uses: HashMap<Handle<Expr>, VarId>,
    /// The span of the function definition: types whose definition lies inside it cannot be
    /// named by an outlined function at file scope.
    pub span: Span,
}

impl FnNames {
    pub fn var(&self, id: VarId) -> Option<&LocalVar> {
        self.vars.get(id)
    }
}

/// The variables named by the identifier expressions of `def` and by `extra` (expressions of
/// directive clauses inside it that the outlined code evaluates).
pub fn function_names(
    ast: &Ast,
    sema: &Sema,
    def: &FunctionDef,
    extra: Vec<Handle<Expr>>,
) -> FnNames {
    let mut exprs = Vec::new();
    super::walk::exprs_in_stmt(ast, def.body, &mut exprs);
    exprs.extend(extra);
    let mut used: Vec<(Handle<Expr>, SymbolId)> = Vec::new();
    for e in exprs {
        let Some(id) = sema.resolved(e) else { continue };
        if matches!(
            sema.symbol(id).kind,
            SymbolKind::Variable | SymbolKind::Parameter
        ) {
            used.push((e, id));
        }
    }
    let mut syms: Vec<SymbolId> = used.iter().map(|(_, s)| *s).collect();
    syms.sort_by_key(|s| (sema.symbol(*s).span.start, *s));
    syms.dedup();
    let index: HashMap<SymbolId, VarId> = syms.iter().enumerate().map(|(i, s)| (*s, i)).collect();
    let vars = syms
        .iter()
        .map(|s| {
            let sym = sema.symbol(*s);
            LocalVar {
                name: sym.name.clone(),
                span: sym.span,
                is_param: sym.kind == SymbolKind::Parameter,
                is_global: sema.scope(sym.scope).kind == ScopeKind::File,
                ty: sym.ty,
            }
        })
        .collect();
    FnNames {
        vars,
        uses: used.into_iter().map(|(e, s)| (e, index[&s])).collect(),
        span: def.span,
    }
}
