//! Small walks over the C AST shared by the lowering passes: which function each directive is
//! in, and a visitor over the statements of a function body.

use std::collections::HashMap;

use oxacc_syntax::ast::{
    Ast, DerivedDeclarator, Directive, ExternalDecl, FunctionDef, Stmt, StmtKind, TypeSpecKind,
};
use oxacc_syntax::Handle;

/// What the lowering needs to know about a function definition.
#[derive(Clone, Debug)]
pub struct FnInfo {
    pub name: String,
    /// `void f(...)`: a `return` has no value to keep.
    pub returns_void: bool,
    /// The compound statement of the body.
    pub body: Handle<Stmt>,
}

/// The function of each directive, and the facts about each function.
pub type Functions = (
    HashMap<Handle<Directive>, Handle<FunctionDef>>,
    HashMap<Handle<FunctionDef>, FnInfo>,
);

/// The function of every directive in a function body, and the facts about each function.
pub fn functions(ast: &Ast) -> Functions {
    let mut fn_of = HashMap::new();
    let mut infos = HashMap::new();
    for item in &ast.items {
        let ExternalDecl::FunctionDef(f) = item else {
            continue;
        };
        let Some(def) = ast.functions.get(*f) else {
            continue;
        };
        let name = def
            .declarator
            .name
            .map(|n| ast.name(n).to_string())
            .unwrap_or_default();
        let returns_void = def.specs.types.len() == 1
            && matches!(def.specs.types[0].kind, TypeSpecKind::Void)
            && def.declarator.derived.len() == 1
            && matches!(
                def.declarator.derived[0],
                DerivedDeclarator::Function { .. }
            );
        infos.insert(
            *f,
            FnInfo {
                name,
                returns_void,
                body: def.body,
            },
        );
        each_stmt(ast, def.body, &mut |s| {
            if let Some(Stmt {
                kind: StmtKind::Directive(d),
                ..
            }) = ast.stmts.get(s)
            {
                fn_of.insert(*d, *f);
            }
        });
    }
    (fn_of, infos)
}

/// The direct sub-statements of `s` and the pre-order visit of every nested statement: the
/// OpenMP crate's (one copy for the checks and both lowerings).
pub use oxacc_omp::walk::{children, each_stmt};

/// Every name declared by `typedef` in the file (any scope).
pub fn typedef_names(ast: &Ast) -> std::collections::HashSet<String> {
    use oxacc_syntax::ast::StorageClass;
    let mut out = std::collections::HashSet::new();
    for (_, d) in ast.decls.iter() {
        if d.specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef)
        {
            for id in &d.declarators {
                if let Some(n) = id.declarator.name {
                    out.insert(ast.name(n).to_string());
                }
            }
        }
    }
    out
}
