//! Names inside one function definition: which local declaration each identifier expression
//! refers to (C scoping: block scope, `for` scope, shadowing), and which names the function
//! declares locally (typedefs, tags, enumerators) that an outlined region at file scope could
//! not see.
//!
//! This is the part of name resolution the compute lowering needs (spec 2.6: "find every use of
//! a captured variable"); identifiers that resolve to no local are file-scope names (globals,
//! functions, enumerators) and stay as they are in the outlined code.

use std::collections::{HashMap, HashSet};

use oxacc_syntax::ast::{
    ArraySize, DeclSpecs, Declarator, DerivedDeclarator, Expr, ExprKind, ForInit, FunctionDef,
    Initializer, InitializerKind, ParamList, StmtKind, StorageClass, TypeName, TypeSpecKind,
};
use oxacc_syntax::{Ast, Handle, Span};

/// A local variable (or parameter) of the function.
#[derive(Clone, Debug)]
pub struct LocalVar {
    pub name: String,
    pub specs: DeclSpecs,
    pub declarator: Declarator,
    /// The declarator's span (where the name is declared).
    pub span: Span,
    pub is_param: bool,
    /// `static` / `extern` locals have static storage (still captured by address).
    pub is_static: bool,
    pub is_typedef: bool,
    /// A file-scope variable (used directly by regions unless a clause privatizes it).
    pub is_global: bool,
}

pub type VarId = usize;

/// Resolution results for one function.
#[derive(Debug, Default)]
pub struct FnNames {
    pub vars: Vec<LocalVar>,
    /// Identifier expression → the local it names.
    pub uses: HashMap<Handle<Expr>, VarId>,
    /// Identifier expressions in the function in source order (resolved or not).
    pub idents: Vec<Handle<Expr>>,
    /// Typedef names, struct/union/enum tags and enumerators declared inside the function.
    pub local_type_names: HashSet<String>,
    pub local_enumerators: HashSet<String>,
}

impl FnNames {
    pub fn var(&self, id: VarId) -> Option<&LocalVar> {
        self.vars.get(id)
    }
}

struct Resolver<'a> {
    ast: &'a Ast,
    names: FnNames,
    scopes: Vec<Vec<(String, VarId)>>,
}

/// Resolves every identifier expression of `f` against its parameters and block-scope
/// declarations.
pub fn resolve_function(ast: &Ast, f: &FunctionDef) -> FnNames {
    let mut r = Resolver {
        ast,
        names: FnNames::default(),
        scopes: vec![Vec::new()],
    };
    // File-scope variables declared before the function: a clause may privatize them.
    for item in &ast.items {
        let oxacc_syntax::ast::ExternalDecl::Decl(h) = item else {
            continue;
        };
        let Some(d) = ast.decls.get(*h) else { continue };
        if d.span.start >= f.span.start
            || d.specs
                .storage
                .iter()
                .any(|(s, _)| *s == StorageClass::Typedef)
        {
            continue;
        }
        for i in &d.declarators {
            let Some(name) = i.declarator.name else {
                continue;
            };
            if matches!(
                i.declarator.derived.first(),
                Some(DerivedDeclarator::Function { .. })
            ) {
                continue;
            }
            let text = ast.name(name).to_string();
            let id = r.names.vars.len();
            r.names.vars.push(LocalVar {
                name: text.clone(),
                specs: d.specs.clone(),
                declarator: i.declarator.clone(),
                span: name.span,
                is_param: false,
                is_static: true,
                is_typedef: false,
                is_global: true,
            });
            r.scopes[0].push((text, id));
        }
    }
    r.scopes.push(Vec::new());
    if let Some(DerivedDeclarator::Function { params, .. }) = f.declarator.derived.first() {
        if let ParamList::Prototype { params, .. } = params {
            for p in params {
                r.declare(&p.specs, &p.declarator, true);
            }
        }
        if let ParamList::Identifiers(ids) = params {
            for id in ids {
                // K&R: the types come from `knr_decls`.
                let decl = f.knr_decls.iter().find_map(|d| {
                    ast.decls.get(*d).and_then(|d| {
                        d.declarators
                            .iter()
                            .find(|i| i.declarator.name.map(|n| n.name) == Some(id.name))
                            .map(|i| (d.specs.clone(), i.declarator.clone()))
                    })
                });
                if let Some((specs, decl)) = decl {
                    r.declare(&specs, &decl, true);
                }
            }
        }
    }
    r.stmt(f.body, false);
    r.names
}

impl Resolver<'_> {
    fn lookup(&self, name: &str) -> Option<VarId> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.iter().rev().find(|(n, _)| n == name).map(|(_, id)| *id))
    }

    fn declare(&mut self, specs: &DeclSpecs, d: &Declarator, is_param: bool) {
        self.specs(specs);
        self.declarator_exprs(d);
        let Some(name) = d.name else { return };
        let is_typedef = specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef);
        let text = self.ast.name(name).to_string();
        if is_typedef {
            self.names.local_type_names.insert(text.clone());
        }
        let id = self.names.vars.len();
        self.names.vars.push(LocalVar {
            name: text.clone(),
            specs: specs.clone(),
            declarator: d.clone(),
            span: name.span,
            is_param,
            is_static: specs
                .storage
                .iter()
                .any(|(s, _)| matches!(s, StorageClass::Static | StorageClass::Extern)),
            is_typedef,
            is_global: false,
        });
        if let Some(scope) = self.scopes.last_mut() {
            scope.push((text, id));
        }
    }

    fn specs(&mut self, specs: &DeclSpecs) {
        for t in &specs.types {
            match &t.kind {
                TypeSpecKind::Record(h) => {
                    if let Some(rec) = self.ast.records.get(*h) {
                        if rec.members.is_some() {
                            if let Some(tag) = rec.tag {
                                let n = self.ast.name(tag).to_string();
                                self.names.local_type_names.insert(n);
                            }
                        }
                    }
                }
                TypeSpecKind::Enum(h) => {
                    if let Some(en) = self.ast.enums.get(*h) {
                        if let Some(list) = &en.enumerators {
                            if let Some(tag) = en.tag {
                                let n = self.ast.name(tag).to_string();
                                self.names.local_type_names.insert(n);
                            }
                            for e in list {
                                let n = self.ast.name(e.name).to_string();
                                self.names.local_enumerators.insert(n);
                                if let Some(v) = e.value {
                                    self.expr(v);
                                }
                            }
                        }
                    }
                }
                TypeSpecKind::TypeofExpr(e) => self.expr(*e),
                TypeSpecKind::TypeofType(t) | TypeSpecKind::Atomic(t) => self.type_name(*t),
                _ => {}
            }
        }
    }

    fn declarator_exprs(&mut self, d: &Declarator) {
        for part in &d.derived {
            if let DerivedDeclarator::Array {
                size: ArraySize::Expr(e),
                ..
            } = part
            {
                self.expr(*e);
            }
        }
    }

    fn type_name(&mut self, t: Handle<TypeName>) {
        if let Some(tn) = self.ast.type_names.get(t) {
            let (specs, decl) = (tn.specs.clone(), tn.declarator.clone());
            self.specs(&specs);
            self.declarator_exprs(&decl);
        }
    }

    fn decl(&mut self, h: Handle<oxacc_syntax::ast::Decl>) {
        let Some(d) = self.ast.decls.get(h) else {
            return;
        };
        let specs = d.specs.clone();
        if d.declarators.is_empty() {
            self.specs(&specs);
        }
        for init in d.declarators.clone() {
            // The name is in scope from the end of its declarator (C11 6.2.1p7): `int x = x;`
            // refers to itself, so declare first, then resolve the initializer.
            self.declare(&specs, &init.declarator, false);
            if let Some(i) = init.init {
                self.init(i);
            }
        }
    }

    fn init(&mut self, h: Handle<Initializer>) {
        let Some(i) = self.ast.inits.get(h) else {
            return;
        };
        match &i.kind {
            InitializerKind::Expr(e) => self.expr(*e),
            InitializerKind::List(items) => {
                for item in items.clone() {
                    for d in &item.designators {
                        match &d.kind {
                            oxacc_syntax::ast::DesignatorKind::Index(e) => self.expr(*e),
                            oxacc_syntax::ast::DesignatorKind::Range(a, b) => {
                                self.expr(*a);
                                self.expr(*b);
                            }
                            oxacc_syntax::ast::DesignatorKind::Field(_) => {}
                        }
                    }
                    self.init(item.init);
                }
            }
        }
    }

    fn stmt(&mut self, h: Handle<oxacc_syntax::ast::Stmt>, new_scope: bool) {
        let Some(s) = self.ast.stmts.get(h) else {
            return;
        };
        match &s.kind {
            StmtKind::Compound(items) => {
                let _ = new_scope;
                self.scopes.push(Vec::new());
                for i in items.clone() {
                    self.stmt(i, false);
                }
                self.scopes.pop();
            }
            StmtKind::Expr(e) => self.expr(*e),
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                self.expr(*cond);
                self.scoped(*then_branch);
                if let Some(e) = else_branch {
                    self.scoped(*e);
                }
            }
            StmtKind::Switch { cond, body } | StmtKind::While { cond, body } => {
                self.expr(*cond);
                self.scoped(*body);
            }
            StmtKind::DoWhile { body, cond } => {
                self.scoped(*body);
                self.expr(*cond);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                self.scopes.push(Vec::new());
                match init {
                    ForInit::None => {}
                    ForInit::Expr(e) => self.expr(*e),
                    ForInit::Decl(d) => self.decl(*d),
                }
                if let Some(c) = cond {
                    self.expr(*c);
                }
                if let Some(s) = step {
                    self.expr(*s);
                }
                self.scoped(*body);
                self.scopes.pop();
            }
            StmtKind::GotoIndirect(e) => self.expr(*e),
            StmtKind::Return(Some(e)) => self.expr(*e),
            StmtKind::Labeled { body, .. } | StmtKind::Default { body } => self.stmt(*body, false),
            StmtKind::Case {
                value,
                range_end,
                body,
            } => {
                self.expr(*value);
                if let Some(e) = range_end {
                    self.expr(*e);
                }
                self.stmt(*body, false);
            }
            StmtKind::Decl(d) => self.decl(*d),
            StmtKind::StaticAssert(sa) => self.expr(sa.cond),
            StmtKind::Asm(a) => {
                for op in a.outputs.iter().chain(a.inputs.iter()) {
                    self.expr(op.expr);
                }
            }
            StmtKind::Directive(d) => {
                if let Some(body) = self.ast.directives.get(*d).and_then(|d| d.body) {
                    self.scoped(body);
                }
            }
            _ => {}
        }
    }

    /// A sub-statement is its own block scope (C11 6.8.4p3, 6.8.5p5).
    fn scoped(&mut self, h: Handle<oxacc_syntax::ast::Stmt>) {
        self.scopes.push(Vec::new());
        self.stmt(h, false);
        self.scopes.pop();
    }

    fn expr(&mut self, h: Handle<Expr>) {
        let Some(e) = self.ast.exprs.get(h) else {
            return;
        };
        match &e.kind {
            ExprKind::Ident(id) => {
                self.names.idents.push(h);
                if let Some(v) = self.lookup(self.ast.name(*id)) {
                    self.names.uses.insert(h, v);
                }
            }
            ExprKind::StmtExpr(s) => self.stmt(*s, true),
            ExprKind::Cast { ty, expr } => {
                self.type_name(*ty);
                self.expr(*expr);
            }
            ExprKind::CompoundLiteral { ty, init } => {
                self.type_name(*ty);
                self.init(*init);
            }
            ExprKind::SizeofType(t) | ExprKind::AlignofType(t) => self.type_name(*t),
            ExprKind::VaArg { ap, ty } => {
                self.expr(*ap);
                self.type_name(*ty);
            }
            _ => {
                for c in super::walk::expr_children(e) {
                    self.expr(c);
                }
            }
        }
    }
}
