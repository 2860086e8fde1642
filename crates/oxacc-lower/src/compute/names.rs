//! Names inside one function definition, from sema's resolution: which variable each identifier
//! expression of the function names (`Sema::resolved`), with the facts the lowering needs about
//! it (`SymbolInfo`: declaration span, parameter or not, file scope or not, type).
//!
//! Identifiers that name no variable (functions, enumerators, typedef names) stay as they are
//! in the outlined code.

use std::collections::{HashMap, HashSet};

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
    /// A file-scope variable that every thread shares (used directly by regions unless a
    /// clause privatizes it). Not one with a copy per thread (`_Thread_local`, OpenMP
    /// `threadprivate`), nor one an enclosing OpenMP construct privatizes (set while the
    /// compute lowering is inside that construct): the team's threads running an outlined
    /// region would each reach a copy of their own, or the global, instead of the
    /// encountering thread's, so those are captured as locals are.
    pub is_global: bool,
    /// Declared at file scope (its value outlives the function, whatever `is_global` says).
    pub file_scope: bool,
    pub sym: SymbolId,
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
/// directive clauses inside it that the outlined code evaluates). `threadprivate`: the
/// OpenMP threadprivate variables of the unit, for a function whose compute constructs are
/// lowered (a routine's device code, `None`, reaches file-scope variables as globals).
pub fn function_names(
    ast: &Ast,
    sema: &Sema,
    def: &FunctionDef,
    extra: Vec<Handle<Expr>>,
    threadprivate: Option<&HashSet<SymbolId>>,
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
            let info = sema.symbol(*s);
            let file_scope = sema.scope(info.scope).kind == ScopeKind::File;
            LocalVar {
                name: info.name.clone(),
                span: info.span,
                is_param: info.kind == SymbolKind::Parameter,
                is_global: file_scope
                    && threadprivate.is_none_or(|tp| !info.is_thread_local && !tp.contains(s)),
                file_scope,
                sym: *s,
                ty: info.ty,
            }
        })
        .collect();
    FnNames {
        vars,
        uses: used.into_iter().map(|(e, s)| (e, index[&s])).collect(),
        span: def.span,
    }
}
