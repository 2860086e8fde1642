//! The seeds: the project's own OpenACC programs, preprocessed once the way the driver does it,
//! and analysed once (parse + sema) into the *sites* the mutator works on: the `#pragma acc`
//! lines, the statements of the main file's functions (loops with their header parts, blocks),
//! and, for each site, the variables in scope with a rough shape (integer, floating, pointer,
//! array with its extents, struct with its members) so that generated clauses name real
//! variables.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use oxacc_sema::{ScopeId, Sema, SymbolKind, TypeId, TypeKind};
use oxacc_syntax::ast::{ExprKind, ForInit, StmtKind};
use oxacc_syntax::{Ast, Handle, SourceMap};

use oxacc_testkit::{repo_root, run_with_limit};

/// The value of `_OPENACC` the driver defines (OpenACC 3.3).
const OPENACC_VERSION: &str = "202211";

/// The seed folders of the issue, relative to the repository root; `true` means recursive.
const SEED_DIRS: &[(&str, bool)] = &[
    ("tests/acc", true),
    ("tests/api", false),
    ("examples", false),
    ("tests/ui/acc", false),
    ("tests/fuzz-found", false),
    ("tests/fuzz-seeds", false),
];

/// The shape of a variable, as much as clause generation needs.
#[derive(Clone, Debug)]
pub enum Shape {
    Int,
    Float,
    /// Pointer to an object type (subarrays `p[lo:len]` make sense).
    Ptr,
    /// `void *` or a pointer to a function: only the name itself.
    OpaquePtr,
    /// Array with its extents (outermost first; `None` for an unknown extent).
    Array(Vec<Option<u64>>),
    /// Struct or union with its named members (one level).
    Record(Vec<(String, Shape)>),
    /// Pointer to a struct or union with its members.
    RecordPtr(Vec<(String, Shape)>),
    Other,
}

#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    pub shape: Shape,
}

/// A `for` statement's parts (byte ranges in the seed text).
#[derive(Clone, Debug)]
pub struct ForParts {
    /// The init clause without its `;` (`int i = 0`, `i = 0`), and whether it declares.
    pub init: Option<(usize, usize, bool)>,
    pub cond: Option<(usize, usize)>,
    pub step: Option<(usize, usize)>,
    pub body: (usize, usize),
    /// The loop variable, when the init names one (`int i = 0` or `i = 0`).
    pub var: Option<String>,
    /// The body is a `for` or a block whose first item is one.
    pub body_is_loop: bool,
}

#[derive(Clone, Debug)]
pub enum SiteKind {
    For(ForParts),
    /// A block, with its item count.
    Block {
        items: usize,
    },
    /// A statement with a directive (index into `Seed::directives`).
    Directive(usize),
    Other,
}

#[derive(Clone, Debug)]
pub struct StmtSite {
    pub span: (usize, usize),
    pub kind: SiteKind,
    /// Index into `Seed::functions`.
    pub func: usize,
    pub vars: Arc<Vec<Var>>,
    /// Directly an item of a block (not the body of an `if`, a loop or a directive).
    pub block_item: bool,
    /// The statement a directive owns.
    pub dir_body: bool,
    /// Inside the body of an OpenACC construct (compute or data).
    pub in_construct: bool,
}

#[derive(Clone, Debug)]
pub struct DirSite {
    /// The whole `#pragma acc ...` line, without its newline.
    pub line: (usize, usize),
    /// Index into `Seed::functions`; `None` at file scope.
    pub func: Option<usize>,
    pub vars: Arc<Vec<Var>>,
    /// The statement the directive owns (index into `Seed::stmts`).
    pub body: Option<usize>,
}

#[derive(Clone, Debug)]
pub struct FnSite {
    pub returns_void: bool,
    /// The function body's inner range (between the braces).
    pub inner: (usize, usize),
    /// Where the definition starts (a file-scope directive may go before it).
    pub start: usize,
    /// The file-scope variables declared before the definition.
    pub globals: Arc<Vec<Var>>,
}

pub struct Seed {
    /// Repository-relative path of the source file.
    pub path: String,
    /// The preprocessed text.
    pub text: String,
    /// The name the line markers give the main file.
    pub main_file: String,
    pub directives: Vec<DirSite>,
    pub stmts: Vec<StmtSite>,
    pub functions: Vec<FnSite>,
    /// The line markers of `text` (for the line numbers of mutation descriptions).
    pub map: SourceMap,
}

/// The `.c` files of the seed folders whose path contains `filter`, sorted.
pub fn seed_files(filter: &str) -> Vec<PathBuf> {
    let root = repo_root();
    let mut out = Vec::new();
    for (dir, recursive) in SEED_DIRS {
        collect(&root.join(dir), *recursive, &mut out);
    }
    out.retain(|p| p.to_string_lossy().contains(filter));
    // A find that is not fixed yet fails as it is: as a seed it would only find itself again.
    out.retain(|p| !std::fs::read_to_string(p).is_ok_and(|t| t.contains("status: open")));
    out.sort();
    out
}

fn collect(dir: &Path, recursive: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if recursive {
                collect(&p, true, out);
            }
        } else if p.extension().is_some_and(|x| x == "c") {
            out.push(p);
        }
    }
}

/// `cc -E` as `oxacc` runs it (crates/oxacc-driver/src/driver.rs, `preprocess_command`): OpenACC
/// and OpenMP pragmas macro-expanded, `_OPENACC` of 3.3, `_OPENMP` undefined, the runtime's
/// headers (the ones the driver embeds) on the include path. `None` if cc fails (a seed that
/// needs flags we do not pass).
pub fn preprocess(path: &Path) -> Option<String> {
    let include = repo_root().join("crates/oxacc-rt/include");
    let mut cmd = Command::new("cc");
    // As the driver's pipeline does: `-dD` and no `-fopenacc` (every `#pragma acc` line as
    // written, the macro definitions kept; `compile_preprocessed` expands them).
    cmd.arg("-E")
        .arg("-dD")
        .arg("-fopenmp")
        .arg("-U_OPENACC")
        .arg(format!("-D_OPENACC={OPENACC_VERSION}"))
        .arg("-U_OPENMP")
        .arg("-I")
        .arg(include)
        // Relative to the repository root, so that the line markers (and every message) name
        // the file as the repository does.
        .arg(path.strip_prefix(repo_root()).unwrap_or(path))
        .current_dir(repo_root());
    let out = run_with_limit(&mut cmd, Duration::from_secs(60))?;
    if !out.status.success() {
        return None;
    }
    String::from_utf8(out.stdout).ok()
}

/// Parses and analyses a preprocessed seed; `None` when it has no `#pragma acc` line in the main
/// file or does not get through the C front end (nothing to mutate then).
pub fn analyse(path: String, text: String) -> Option<Seed> {
    let (ast, diags) = oxacc_syntax::parse(&text);
    if diags.iter().any(|d| d.is_error()) {
        return None;
    }
    let (sema, diags) = oxacc_sema::analyze(&ast, &text);
    if diags.iter().any(|d| d.is_error()) {
        return None;
    }
    let map = SourceMap::new(&text);
    // The first marker names the main file (`# 0 "tests/acc/x.c"`).
    let main_file = map.files().get(1)?.clone();
    let mut a = Analyser {
        ast: &ast,
        sema: &sema,
        text: &text,
        map: &map,
        main_file: &main_file,
        scope_spans: HashMap::new(),
        seed_dirs: Vec::new(),
        stmts: Vec::new(),
        functions: Vec::new(),
    };
    a.run();
    let Analyser {
        seed_dirs,
        stmts,
        functions,
        ..
    } = a;
    if seed_dirs.is_empty() {
        return None;
    }
    Some(Seed {
        path,
        main_file,
        directives: seed_dirs,
        stmts,
        functions,
        map,
        text,
    })
}

struct Analyser<'a> {
    ast: &'a Ast,
    sema: &'a Sema,
    text: &'a str,
    map: &'a SourceMap,
    main_file: &'a str,
    /// The byte range each block-like scope covers (function bodies, blocks, `for` headers).
    scope_spans: HashMap<ScopeId, (usize, usize)>,
    seed_dirs: Vec<DirSite>,
    stmts: Vec<StmtSite>,
    functions: Vec<FnSite>,
}

fn range(s: oxacc_syntax::Span) -> (usize, usize) {
    (s.start as usize, s.end as usize)
}

impl Analyser<'_> {
    fn in_main(&self, offset: usize) -> bool {
        self.map.lookup(offset as u32).file == self.main_file
    }

    fn run(&mut self) {
        use oxacc_syntax::ast::ExternalDecl;
        let ast = self.ast;
        // Scope extents first (a variable is visible from its declaration to the end of the
        // block that declares it), then the sites.
        for item in &ast.items {
            if let ExternalDecl::FunctionDef(f) = item {
                let def = &ast.functions[*f];
                if let Some(info) = self.sema.function(*f) {
                    self.scope_spans
                        .insert(info.body_scope, range(ast.stmts[def.body].span));
                }
                self.scopes_of(def.body);
            }
        }
        for item in &ast.items {
            match item {
                ExternalDecl::FunctionDef(f) => {
                    let def = &ast.functions[*f];
                    let body = &ast.stmts[def.body];
                    if !self.in_main(body.span.start as usize) {
                        continue;
                    }
                    let returns_void = self.sema.function(*f).is_some_and(|info| {
                        let ty = self.sema.symbol(info.symbol).ty;
                        match &self.sema.ty(ty).kind {
                            TypeKind::Function(ft) => {
                                matches!(self.sema.ty(ft.ret).kind, TypeKind::Void)
                            }
                            _ => false,
                        }
                    });
                    let (s, e) = range(body.span);
                    let start = def.span.start as usize;
                    let globals =
                        Arc::new(visible_globals(self.sema, self.map, self.main_file, start));
                    self.functions.push(FnSite {
                        returns_void,
                        inner: (s + 1, e.saturating_sub(1).max(s + 1)),
                        start,
                        globals,
                    });
                    let func = self.functions.len() - 1;
                    self.stmt(def.body, func, false, false);
                }
                ExternalDecl::Directive(d) => {
                    let dir = &ast.directives[*d];
                    if !self.in_main(dir.span.start as usize) {
                        continue;
                    }
                    let vars = Arc::new(visible_globals(
                        self.sema,
                        self.map,
                        self.main_file,
                        dir.span.start as usize,
                    ));
                    self.seed_dirs.push(DirSite {
                        line: range(dir.span),
                        func: None,
                        vars,
                        body: None,
                    });
                }
                _ => {}
            }
        }
    }

    /// Records the extent of every scope a statement opens.
    fn scopes_of(&mut self, s: Handle<oxacc_syntax::ast::Stmt>) {
        let ast = self.ast;
        let stmt = &ast.stmts[s];
        if let Some(scope) = self.sema.stmt_scope(s) {
            self.scope_spans.insert(scope, range(stmt.span));
        }
        for child in children(ast, s) {
            self.scopes_of(child);
        }
    }

    fn extent(&self, mut scope: ScopeId) -> Option<(usize, usize)> {
        // A continuation scope (names declared after a directive) extends to the end of the
        // block it continues.
        loop {
            if let Some(r) = self.scope_spans.get(&scope) {
                return Some(*r);
            }
            scope = self.sema.scope_parent(scope)?;
        }
    }

    /// The variables visible at `pos` from `scope` outwards.
    fn vars_at(&self, scope: Option<ScopeId>, pos: usize) -> Vec<Var> {
        let mut out = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut cur = scope;
        while let Some(sc) = cur {
            if sc == self.sema.file_scope() {
                break;
            }
            for id in self.sema.scope_symbols(sc) {
                let sym = self.sema.symbol(id);
                if !matches!(sym.kind, SymbolKind::Variable | SymbolKind::Parameter) {
                    continue;
                }
                let declared = sym.span.start as usize;
                let visible = sym.kind == SymbolKind::Parameter
                    || (declared < pos
                        && self
                            .extent(sym.scope)
                            .is_some_and(|(s, e)| s <= pos && pos < e));
                if visible && !sym.name.starts_with("__") && seen.insert(sym.name.clone()) {
                    out.push(Var {
                        name: sym.name.clone(),
                        shape: shape(self.sema, sym.ty, 0),
                    });
                }
            }
            cur = self.sema.scope_parent(sc);
        }
        // File-scope variables of the main file, unless shadowed.
        for v in visible_globals(self.sema, self.map, self.main_file, pos) {
            if seen.insert(v.name.clone()) {
                out.push(v);
            }
        }
        out
    }

    /// The innermost scope containing `pos` (a block, a `for` header or the function body).
    fn scope_at(&self, pos: usize) -> Option<ScopeId> {
        self.scope_spans
            .iter()
            .filter(|(_, (s, e))| *s <= pos && pos < *e)
            .min_by_key(|(_, (s, e))| e - s)
            .map(|(id, _)| *id)
    }

    fn stmt(
        &mut self,
        s: Handle<oxacc_syntax::ast::Stmt>,
        func: usize,
        block_item: bool,
        in_construct: bool,
    ) {
        let ast = self.ast;
        let stmt = &ast.stmts[s];
        let span = range(stmt.span);
        let is_body = self.functions[func].inner.0 == span.0 + 1;
        let vars = Arc::new(self.vars_at(self.scope_at(span.0), span.0));
        let kind = match &stmt.kind {
            StmtKind::For {
                init,
                cond,
                step,
                body,
            } => {
                let body_stmt = &ast.stmts[*body];
                let body_is_loop = match &body_stmt.kind {
                    StmtKind::For { .. } => true,
                    StmtKind::Compound(items) => items
                        .first()
                        .is_some_and(|i| matches!(ast.stmts[*i].kind, StmtKind::For { .. })),
                    _ => false,
                };
                let (init_range, var) = match init {
                    ForInit::None => (None, None),
                    ForInit::Expr(e) => {
                        let ex = &ast.exprs[*e];
                        let var = match &ex.kind {
                            ExprKind::Assign { lhs, .. } => match &ast.exprs[*lhs].kind {
                                ExprKind::Ident(id) => Some(ast.name(*id).to_string()),
                                _ => None,
                            },
                            _ => None,
                        };
                        (
                            Some((ex.span.start as usize, ex.span.end as usize, false)),
                            var,
                        )
                    }
                    ForInit::Decl(d) => {
                        let decl = &ast.decls[*d];
                        let var = decl
                            .declarators
                            .first()
                            .and_then(|id| id.declarator.name)
                            .map(|n| ast.name(n).to_string());
                        // The declaration's span includes its `;`.
                        let (s, mut e) = range(decl.span);
                        if self.text.as_bytes().get(e.wrapping_sub(1)) == Some(&b';') {
                            e -= 1;
                        }
                        (Some((s, e, true)), var)
                    }
                };
                SiteKind::For(ForParts {
                    init: init_range,
                    cond: cond.map(|c| range(ast.exprs[c].span)),
                    step: step.map(|c| range(ast.exprs[c].span)),
                    body: range(body_stmt.span),
                    var,
                    body_is_loop,
                })
            }
            StmtKind::Compound(items) if !is_body => SiteKind::Block { items: items.len() },
            StmtKind::Directive(d) => {
                let dir = &ast.directives[*d];
                let dvars = Arc::new(
                    self.vars_at(
                        self.sema
                            .directive_scope(*d)
                            .or_else(|| self.scope_at(span.0)),
                        span.0,
                    ),
                );
                self.seed_dirs.push(DirSite {
                    line: range(dir.span),
                    func: Some(func),
                    vars: dvars,
                    body: None,
                });
                SiteKind::Directive(self.seed_dirs.len() - 1)
            }
            _ => SiteKind::Other,
        };
        if !is_body {
            self.stmts.push(StmtSite {
                span,
                kind: kind.clone(),
                func,
                vars,
                block_item,
                dir_body: false,
                in_construct,
            });
        }
        let construct = in_construct || matches!(stmt.kind, StmtKind::Directive(_));
        let block = matches!(stmt.kind, StmtKind::Compound(_));
        let before = self.stmts.len();
        for child in children(ast, s) {
            self.stmt(child, func, block, construct);
        }
        // A directive's body is the first statement recorded under it.
        if let SiteKind::Directive(d) = kind {
            if let StmtKind::Directive(h) = &stmt.kind {
                if ast.directives[*h].body.is_some() && self.stmts.len() > before {
                    self.seed_dirs[d].body = Some(before);
                    self.stmts[before].dir_body = true;
                }
            }
        }
    }
}

/// The direct sub-statements of a statement.
fn children(ast: &Ast, s: Handle<oxacc_syntax::ast::Stmt>) -> Vec<Handle<oxacc_syntax::ast::Stmt>> {
    match &ast.stmts[s].kind {
        StmtKind::Compound(items) => items.clone(),
        StmtKind::If {
            then_branch,
            else_branch,
            ..
        } => {
            let mut v = vec![*then_branch];
            v.extend(*else_branch);
            v
        }
        StmtKind::Switch { body, .. }
        | StmtKind::While { body, .. }
        | StmtKind::DoWhile { body, .. }
        | StmtKind::For { body, .. }
        | StmtKind::Labeled { body, .. }
        | StmtKind::Case { body, .. }
        | StmtKind::Default { body } => vec![*body],
        StmtKind::Directive(d) => ast.directives[*d].body.into_iter().collect(),
        _ => Vec::new(),
    }
}

/// The file-scope variables of the main file declared before `pos`.
fn visible_globals(sema: &Sema, map: &SourceMap, main_file: &str, pos: usize) -> Vec<Var> {
    let mut out = Vec::new();
    for id in sema.scope_symbols(sema.file_scope()) {
        let sym = sema.symbol(id);
        if sym.kind != SymbolKind::Variable
            || (sym.span.start as usize) >= pos
            || sym.name.starts_with("__")
            || map.lookup(sym.span.start).file != main_file
        {
            continue;
        }
        out.push(Var {
            name: sym.name.clone(),
            shape: shape(sema, sym.ty, 0),
        });
    }
    out
}

fn shape(sema: &Sema, ty: TypeId, depth: u32) -> Shape {
    match &sema.ty(ty).kind {
        TypeKind::Bool
        | TypeKind::Char
        | TypeKind::SChar
        | TypeKind::UChar
        | TypeKind::Short
        | TypeKind::UShort
        | TypeKind::Int
        | TypeKind::UInt
        | TypeKind::Long
        | TypeKind::ULong
        | TypeKind::LongLong
        | TypeKind::ULongLong
        | TypeKind::Enum(_) => Shape::Int,
        TypeKind::Float | TypeKind::Double | TypeKind::LongDouble => Shape::Float,
        TypeKind::Pointer(p) => match &sema.ty(*p).kind {
            TypeKind::Void | TypeKind::Function(_) => Shape::OpaquePtr,
            TypeKind::Record(_) if depth == 0 => Shape::RecordPtr(members(sema, *p, depth)),
            _ => Shape::Ptr,
        },
        TypeKind::Array { .. } => {
            let mut dims = Vec::new();
            let mut t = ty;
            while sema.is_array(t) {
                dims.push(sema.array_len(t));
                match sema.array_elem(t) {
                    Some(e) => t = e,
                    None => break,
                }
            }
            Shape::Array(dims)
        }
        TypeKind::Record(_) if depth == 0 => Shape::Record(members(sema, ty, depth)),
        _ => Shape::Other,
    }
}

fn members(sema: &Sema, ty: TypeId, depth: u32) -> Vec<(String, Shape)> {
    sema.record_fields(ty)
        .iter()
        .filter(|f| f.bits.is_none())
        .filter_map(|f| Some((f.name.clone()?, shape(sema, f.ty, depth + 1))))
        .collect()
}
