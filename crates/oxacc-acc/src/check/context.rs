//! The checks that need a directive's place in the program: a walk of the C AST with the
//! enclosing compute construct, loop levels, scopes (names, functions, externs) and labels.

use std::collections::{HashMap, HashSet};

use oxacc_syntax::ast::{
    Ast, Decl, DerivedDeclarator, Directive, Expr, ExprKind, ExternalDecl, ForInit,
    InitializerKind, ParamList, StmtKind, StorageClass, UnaryOp,
};
use oxacc_syntax::{Diagnostic, Handle, Span};

use super::{int_literal, loopform};
use crate::ast::*;
use crate::diagnostics as diag;
use crate::parse::AccDirectives;
use crate::tables;
use crate::typed::TypeInfo;

/// A C name visible at a point, as far as the directive checks care.
#[derive(Clone, Copy, Debug)]
struct NameInfo {
    span: Span,
    is_function: bool,
    is_extern: bool,
    /// Declared with arithmetic type specifiers and no declarator derivation (`int s`): a
    /// scalar for certain. Typedef names and records are not (the 2.6.2 warning stays quiet).
    is_scalar: bool,
    /// Declared `register`: it has no address, so it cannot be given a data clause (the
    /// implied copy of a loop reduction's variable included).
    is_register: bool,
}

/// True when `specs` + `declarator` certainly declare an arithmetic scalar.
fn is_scalar_decl(
    specs: &oxacc_syntax::ast::DeclSpecs,
    declarator: &oxacc_syntax::ast::Declarator,
) -> bool {
    use oxacc_syntax::ast::TypeSpecKind as T;
    declarator.derived.is_empty()
        && !specs.types.is_empty()
        && specs
            .types
            .iter()
            .all(|t| real_type_spec(&t.kind) || matches!(t.kind, T::Complex))
}

/// A type specifier of a real arithmetic type (`unsigned`, `long`, `__int128`, `_Bool`...):
/// not `_Complex`, not a record, enumeration or typedef name.
fn real_type_spec(kind: &oxacc_syntax::ast::TypeSpecKind) -> bool {
    use oxacc_syntax::ast::TypeSpecKind as T;
    matches!(
        kind,
        T::Char
            | T::Short
            | T::Int
            | T::Long
            | T::Float
            | T::Double
            | T::Signed
            | T::Unsigned
            | T::Bool
            | T::Int128
    )
}

/// True when `decl` is a `static` read-only table: `const` (not `volatile`) in its
/// specifiers, arithmetic, struct or enum type specifiers or a typedef name (`uint32_t`),
/// every declarator an array, a plain object or a `const` pointer (`*const`: `static const
/// char *const names[] = {...};`; no function, no pointer that may be changed) with an
/// initializer. The one kind of function static a routine may declare (see `record_decl`);
/// the CUDA writer prints one of arithmetic elements or of structs of them as a static const
/// object of the device function, as it does a compute region's, one of pointers to constant
/// data (literals, the file's constant tables; a typedef'd pointer, a struct with a pointer
/// member) as the module's device copy (`cuda/kernel/static_copy.rs` in oxacc-lower), and
/// leaves a routine with any other (a union, a pointer to a host object) without device
/// code, a warning naming the declaration.
fn read_only_static(decl: &Decl) -> bool {
    use oxacc_syntax::ast::TypeSpecKind as T;
    let specs = &decl.specs;
    specs.quals.is_const
        && !specs.quals.is_volatile
        && !specs.types.is_empty()
        && specs.types.iter().all(|t| {
            real_type_spec(&t.kind)
                || matches!(t.kind, T::Record(_) | T::Enum(_) | T::TypedefName(_))
        })
        && !decl.declarators.is_empty()
        && decl.declarators.iter().all(|d| {
            d.init.is_some()
                && d.declarator.derived.iter().all(|x| match x {
                    DerivedDeclarator::Array { .. } => true,
                    DerivedDeclarator::Pointer { quals, .. } => quals.is_const,
                    DerivedDeclarator::Function { .. } => false,
                })
        })
}

/// A gang clause's dimension (2.9.2, 2.15.1): 1 without `dim:`, the value of a constant
/// argument (a literal, or an integer constant expression such as a macro's `(1 + 1)`), `None`
/// when the argument is not a constant (the typed checks report it) or no constant evaluator
/// was given: a check that needs the dimension then rejects nothing.
type Dim = Option<u128>;

/// The parallelism level of an enclosing `loop` construct (2.9.2-2.9.4).
#[derive(Clone, Copy, Debug)]
enum Level {
    Gang(Dim),
    Worker,
    Vector,
}

/// The level of a `routine` directive (2.15.1): what loops the procedure may contain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoutineLevel {
    Gang(Dim),
    Worker,
    Vector,
    Seq,
}

impl RoutineLevel {
    /// Larger is more permissive (allows more loop levels inside).
    fn rank(self) -> u128 {
        match self {
            RoutineLevel::Seq => 0,
            RoutineLevel::Vector => 1,
            RoutineLevel::Worker => 2,
            // An unknown dimension counts as the most permissive one, 3.
            RoutineLevel::Gang(d) => 2u128.saturating_add(d.unwrap_or(3)),
        }
    }

    fn name(self) -> &'static str {
        match self {
            RoutineLevel::Gang(_) => "gang",
            RoutineLevel::Worker => "worker",
            RoutineLevel::Vector => "vector",
            RoutineLevel::Seq => "seq",
        }
    }

    /// 2.15.1: a gang(dim:d) routine contains loops with a gang clause of dimension d or less;
    /// a worker routine no gang loop; a vector routine no gang or worker loop; a seq routine
    /// no gang, worker or vector loop.
    fn allows(self, l: Level) -> bool {
        match (self, l) {
            (RoutineLevel::Gang(Some(d)), Level::Gang(Some(e))) => e <= d,
            (RoutineLevel::Gang(_), _) => true,
            (RoutineLevel::Worker, Level::Gang(_)) => false,
            (RoutineLevel::Worker, _) => true,
            (RoutineLevel::Vector, Level::Vector) => true,
            (RoutineLevel::Vector, _) => false,
            (RoutineLevel::Seq, _) => false,
        }
    }

    /// 2.15.1: whether a call to a routine of this level may appear inside a loop at level
    /// `l`. A gang(dim:d) routine is called in gang-redundant mode in dimensions d and lower;
    /// a worker routine in worker-single mode; a vector routine in vector-single mode. A
    /// routine may contain loops of its level and every finer one, so calling it inside a
    /// loop at one of those levels would nest that loop in a loop of the same or a finer level
    /// (2.9.2-2.9.4; gcc: "routine call uses same OpenACC parallelism as containing loop").
    /// So a gang(dim:1) routine may be called inside a gang(dim:2) loop (GP2, GR1 mode), not
    /// inside a gang(dim:1) one; an unknown dimension on either side rejects nothing.
    fn callable_in(self, l: Level) -> bool {
        match (self, l) {
            (RoutineLevel::Seq, _) => true,
            (RoutineLevel::Gang(Some(d)), Level::Gang(Some(e))) => e > d,
            (RoutineLevel::Gang(_), Level::Gang(_)) => true,
            (RoutineLevel::Gang(_), _) => false,
            (RoutineLevel::Worker, Level::Gang(_)) => true,
            (RoutineLevel::Worker, _) => false,
            (RoutineLevel::Vector, Level::Vector) => false,
            (RoutineLevel::Vector, _) => true,
        }
    }

    /// The execution mode a call to a routine of this level must be in (2.15.1).
    fn call_mode(self) -> &'static str {
        match self {
            RoutineLevel::Gang(_) => "gang-redundant",
            RoutineLevel::Worker => "worker-single",
            RoutineLevel::Vector => "vector-single",
            RoutineLevel::Seq => "any",
        }
    }

    /// Whether a routine of this level may call one of level `callee` (2.15.1: "does not
    /// contain nor call another procedure that contains a loop with" a coarser level). A gang
    /// routine of unknown dimension, calling or called, rejects no gang routine.
    fn may_call(self, callee: RoutineLevel) -> bool {
        match (self, callee) {
            (RoutineLevel::Gang(Some(c)), RoutineLevel::Gang(Some(d))) => d <= c,
            (RoutineLevel::Gang(_), RoutineLevel::Gang(_)) => true,
            _ => callee.rank() <= self.rank(),
        }
    }

    /// The coarsest level routine directive `d` gives any device type (2.15.1 lets a level
    /// clause follow `device_type`: `routine seq device_type(nvidia) vector`), with its
    /// clause's span. The checks use it both ways: a loop in the routine may be as coarse as
    /// the level of some device type (on the others oxacc runs a routine's orphaned loops
    /// sequentially in the calling thread), and a call must be placed where the coarsest
    /// level may be called.
    fn of(
        d: &AccDirective,
        dim: impl Fn(Option<Handle<Expr>>) -> Dim,
    ) -> Option<(RoutineLevel, Span)> {
        Self::extreme(d, dim, |kept, new| kept >= new)
    }

    /// The level of the device-type view that `keep(kept rank, new rank)` does not replace:
    /// the first of the coarsest ([`Self::of`]) or of the finest ([`Self::finest`]).
    fn extreme(
        d: &AccDirective,
        dim: impl Fn(Option<Handle<Expr>>) -> Dim,
        keep: impl Fn(u128, u128) -> bool,
    ) -> Option<(RoutineLevel, Span)> {
        let mut out: Option<(RoutineLevel, Span)> = None;
        for view in super::views(d) {
            if let Some((l, s)) = view.iter().find_map(|c| Self::of_clause(c, &dim)) {
                if !matches!(out, Some((o, _)) if keep(o.rank(), l.rank())) {
                    out = Some((l, s));
                }
            }
        }
        out
    }

    /// The finest level routine directive `d` gives any device type, with its clause's span.
    /// A gang loop needs the routine to be gang on every device type: a routine that is not
    /// runs its orphaned loops whole in each calling gang, and it is called gang-redundantly
    /// wherever the coarsest level is gang (each gang would run every iteration).
    fn finest(
        d: &AccDirective,
        dim: impl Fn(Option<Handle<Expr>>) -> Dim,
    ) -> Option<(RoutineLevel, Span)> {
        Self::extreme(d, dim, |kept, new| kept <= new)
    }

    fn of_clause(
        c: &Clause,
        dim: &impl Fn(Option<Handle<Expr>>) -> Dim,
    ) -> Option<(RoutineLevel, Span)> {
        let l = match &c.kind {
            ClauseKind::Gang(g) => RoutineLevel::Gang(dim(g.dim)),
            ClauseKind::Worker(_) => RoutineLevel::Worker,
            ClauseKind::Vector(_) => RoutineLevel::Vector,
            ClauseKind::Seq => RoutineLevel::Seq,
            _ => return None,
        };
        Some((l, c.name_span))
    }
}

#[derive(Clone, Debug, Default)]
struct Ctx {
    /// The innermost enclosing compute construct (its compute part) and its directive.
    compute: Option<(DirectiveName, Handle<Directive>)>,
    /// Enclosing loop levels inside the current compute region / routine, with the clause span.
    levels: Vec<(Level, Span)>,
    /// Inside a C loop (`for`, `while`, `do`) of the current region.
    in_c_loop: bool,
    /// The current function has a `routine` directive.
    in_routine: bool,
    /// Inside the current compute region, a `break` / `continue` would stay inside it (an
    /// enclosing loop or switch is part of the region).
    can_break: bool,
    can_continue: bool,
    /// The next `for` is the associated loop of a combined construct: leaving it with `break`
    /// leaves the compute region.
    combined_loop: bool,
    /// The labels inside the current compute region.
    region_labels: Vec<String>,
    /// The scope depth at the current compute construct: names found shallower are declared
    /// outside the region.
    compute_depth: usize,
    /// Variables privatized by `private`/`reduction` of enclosing loops inside the region
    /// (by declaration: see `Walker::decl_of`).
    region_private: Vec<Span>,
    /// Variables in data clauses of lexically enclosing `data` constructs (by declaration).
    data_vars: Vec<Span>,
    /// Reductions of the enclosing compute construct and loops inside its region: the
    /// variable's declaration, operator and the clause's operator span.
    reductions: Vec<(Span, ReductionOp, Span)>,
    /// The innermost enclosing compute or loop construct.
    construct: Option<Handle<Directive>>,
    /// Inside a `switch`: the construct (`construct`) around the innermost `switch`. A `case`
    /// or `default` label whose switch lies outside the current construct is a branch into it.
    switch_region: Option<Option<Handle<Directive>>>,
    /// The level of the current function's `routine` directive and its clause (2.15.1): the
    /// coarsest of its device types' levels (`RoutineLevel::of`).
    routine_level: Option<(RoutineLevel, Span)>,
    /// The finest of them (`RoutineLevel::finest`).
    routine_finest: Option<(RoutineLevel, Span)>,
    /// The current function and whether a `routine` directive gives it `nohost` (2.15.1).
    function: Option<(String, bool)>,
    /// The associated loops of the innermost loop construct that must keep its loop form
    /// (see `Walker::loop_construct`), and that construct.
    strict_loops: Vec<Handle<oxacc_syntax::ast::Stmt>>,
    strict_dir: Option<Handle<Directive>>,
    /// A `break` here leaves an associated loop of this construct (2.9).
    break_leaves: Option<Handle<Directive>>,
    /// The innermost loop construct that must keep its loop form around this point, and the
    /// labels inside its loop: a `goto` to any other label, or a `return`, leaves the loop.
    loop_exit: Option<(Handle<Directive>, Vec<String>)>,
}

pub(super) struct Walker<'a> {
    ast: &'a Ast,
    text: &'a str,
    dirs: &'a AccDirectives,
    /// The values of integer constant expressions (`Sema`), for gang dimensions written as
    /// anything but a literal; `None` when the checks run without types.
    consts: Option<&'a dyn TypeInfo>,
    pub(super) diags: Vec<Diagnostic>,
    /// Block scopes, file scope first.
    scopes: Vec<HashMap<String, NameInfo>>,
    /// Functions with a `routine` directive (named or applying to the next declaration).
    routines: HashSet<String>,
    /// Their levels (the most permissive when several directives disagree, which is reported:
    /// `routine_conflicts`).
    routine_levels: HashMap<String, (RoutineLevel, Span)>,
    /// Their finest levels over the device types (the least permissive directive's).
    routine_finest: HashMap<String, (RoutineLevel, Span)>,
    /// The first `routine` directive applying to each function (its name span, or the
    /// directive's for one without a name): a use in device code before it is outside its
    /// scope (2.15.1).
    routine_first: HashMap<String, Span>,
    /// Functions a `routine` directive gives `nohost`, with the clause (2.15.1).
    nohost: HashMap<String, Span>,
    /// Functions defined so far (for "a definition ... must appear within the scope of a routine
    /// directive", 2.15.1).
    defined_functions: HashMap<String, Span>,
    /// Typedef names of function types (`typedef int fn_t(int);`): `fn_t f;` declares a
    /// function (C11 6.7.8p3), which `routine(f)` may name.
    function_typedefs: HashSet<String>,
    /// The current function has a `routine` directive (its `static` locals are reported).
    in_routine_function: bool,
    /// Labels inside compute regions of the current function, with the region's name span (a
    /// `goto` from elsewhere to one of them branches into the region).
    labels_in_regions: HashMap<String, Span>,
    /// Vars already in a `declare` directive of the current function (or of file scope): by
    /// declaration, with the first appearance.
    declared_function: HashMap<Span, Span>,
    declared_file: HashMap<Span, Span>,
}

impl<'a> Walker<'a> {
    pub(super) fn new(
        ast: &'a Ast,
        text: &'a str,
        dirs: &'a AccDirectives,
        consts: Option<&'a dyn TypeInfo>,
    ) -> Walker<'a> {
        Walker {
            ast,
            text,
            dirs,
            consts,
            diags: Vec::new(),
            scopes: vec![HashMap::new()],
            routines: HashSet::new(),
            routine_levels: HashMap::new(),
            routine_finest: HashMap::new(),
            routine_first: HashMap::new(),
            nohost: HashMap::new(),
            labels_in_regions: HashMap::new(),
            defined_functions: HashMap::new(),
            function_typedefs: HashSet::new(),
            in_routine_function: false,
            declared_function: HashMap::new(),
            declared_file: HashMap::new(),
        }
    }

    fn acc(&self, h: Handle<Directive>) -> Option<&'a AccDirective> {
        self.dirs.get(h)
    }

    /// The dimension of a gang clause whose `dim:` argument is `e` (see [`Dim`]): 2.9.2 "The
    /// dim argument must be a constant positive integer", so `gang(dim:TWO)` with `#define
    /// TWO (1 + 1)` is dimension 2, as the typed checks evaluate it.
    fn dim(&self, e: Option<Handle<Expr>>) -> Dim {
        let Some(e) = e else {
            return Some(1);
        };
        if let Some(v) = int_literal(self.ast, e) {
            return Some(v);
        }
        let v = self.consts?.int_value(e)?;
        u128::try_from(v).ok().filter(|v| (1..=3).contains(v))
    }

    /// The `num_gangs` clause with more than one argument (multi-dimensional gangs, 2.5.10)
    /// of the enclosing compute construct, if any.
    fn multi_num_gangs(&self, ctx: &Ctx) -> Option<Span> {
        ctx.compute.and_then(|(_, h)| self.acc(h)).and_then(|c| {
            c.clauses
                .iter()
                .find(|x| matches!(&x.kind, ClauseKind::NumGangs(l) if l.len() > 1))
                .map(|x| x.span)
        })
    }

    fn routine_level(&self, d: &AccDirective) -> Option<(RoutineLevel, Span)> {
        RoutineLevel::of(d, |e| self.dim(e))
    }

    fn lookup(&self, name: &str) -> Option<(usize, NameInfo)> {
        self.scopes
            .iter()
            .enumerate()
            .rev()
            .find_map(|(i, s)| s.get(name).map(|n| (i, *n)))
    }

    /// The declaration a name resolves to here (its span identifies the variable: two
    /// variables of one name in different scopes are different vars).
    fn decl_of(&self, name: &str) -> Option<Span> {
        self.lookup(name).map(|(_, info)| info.span)
    }

    fn declare_name(&mut self, name: String, mut info: NameInfo) {
        if let Some(s) = self.scopes.last_mut() {
            // A redeclaration in the same scope (`extern int x; int x;`) is the same entity:
            // it keeps the span of its first declaration, which identifies it (`decl_of`).
            if let Some(prev) = s.get(&name) {
                info.span = prev.span;
            }
            s.insert(name, info);
        }
    }

    fn record_decl(&mut self, decl: &Decl) {
        // 2.15.1: "In C and C++, function static variables are not supported in functions to
        // which a routine directive applies". A read-only table is accepted as in a compute
        // region (`static const signed char tab[16][4] = {...};`, a lookup table of the
        // routine): no thread can change it (C11 6.7.3p6), so the device reads one static
        // const object of the device function, as CUDA allows, and the program cannot tell it
        // from a per-call copy.
        if self.in_routine_function && self.scopes.len() > 1 && !read_only_static(decl) {
            if let Some((_, span)) = decl
                .specs
                .storage
                .iter()
                .find(|(s, _)| *s == StorageClass::Static)
            {
                self.diags.push(diag::static_in_routine(*span));
            }
        }
        let is_extern = decl
            .specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Extern);
        let is_register = decl
            .specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Register);
        let is_typedef = decl
            .specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef);
        for d in &decl.declarators {
            let Some(id) = d.declarator.name else {
                continue;
            };
            let function_type = self.declares_function_type(&decl.specs, &d.declarator);
            let name = self.ast.name(id).to_string();
            if is_typedef {
                if function_type {
                    self.function_typedefs.insert(name.clone());
                } else {
                    self.function_typedefs.remove(&name);
                }
            }
            let is_function = function_type && !is_typedef;
            let is_scalar = is_scalar_decl(&decl.specs, &d.declarator);
            self.declare_name(
                name,
                NameInfo {
                    span: id.span,
                    is_function,
                    is_extern,
                    is_scalar,
                    is_register,
                },
            );
        }
    }

    /// Whether `declarator` with `specs` has a function type: a function declarator
    /// (`f(int)`), or a plain name whose type is a function typedef (`fn_t f;`).
    fn declares_function_type(
        &self,
        specs: &oxacc_syntax::ast::DeclSpecs,
        declarator: &oxacc_syntax::ast::Declarator,
    ) -> bool {
        match declarator.derived.first() {
            Some(DerivedDeclarator::Function { .. }) => true,
            None => specs.types.iter().any(|t| {
                matches!(&t.kind, oxacc_syntax::ast::TypeSpecKind::TypedefName(n)
                    if self.function_typedefs.contains(self.ast.name(*n)))
            }),
            Some(_) => false,
        }
    }

    /// The name of the function a declaration declares (its first declarator), if any.
    fn function_decl_name(&self, decl: &Decl) -> Option<String> {
        if decl
            .specs
            .storage
            .iter()
            .any(|(s, _)| *s == StorageClass::Typedef)
        {
            return None;
        }
        let d = decl.declarators.first()?;
        let id = d.declarator.name?;
        self.declares_function_type(&decl.specs, &d.declarator)
            .then(|| self.ast.name(id).to_string())
    }

    pub(super) fn translation_unit(&mut self) {
        // Pre-pass: functions that a `routine` directive applies to, so an orphaned loop in a
        // function defined before its named `routine` directive is still recognised.
        let items = &self.ast.items;
        let mut applied: Vec<(String, &AccDirective)> = Vec::new();
        for (i, item) in items.iter().enumerate() {
            let ExternalDecl::Directive(h) = item else {
                continue;
            };
            let Some(d) = self.acc(*h) else { continue };
            if d.name != DirectiveName::Routine {
                continue;
            }
            if !matches!(d.args, DirectiveArgs::Routine(_)) {
                if let Some(name) =
                    next_non_pragma(items, i).and_then(|next| self.item_function_name(next))
                {
                    applied.push((name, d));
                }
            }
        }
        for (_, d) in self.dirs.iter() {
            if let DirectiveArgs::Routine(n) = &d.args {
                applied.push((n.name.clone(), d));
            }
        }
        // In source order, so that a conflict is reported at the later directive.
        applied.sort_by_key(|(_, d)| d.span.start);
        let mut first: HashMap<String, &AccDirective> = HashMap::new();
        for (name, d) in applied {
            match first.get(&name) {
                Some(f) => self.routine_conflicts(&name, f, d),
                None => {
                    first.insert(name.clone(), d);
                    let at = match &d.args {
                        DirectiveArgs::Routine(n) => n.span,
                        _ => d.name_span,
                    };
                    self.routine_first.insert(name.clone(), at);
                }
            }
            if let Some(c) = d.clause(ClauseName::Nohost) {
                self.nohost.entry(name.clone()).or_insert(c.span);
            }
            self.note_routine(name, d);
        }
        for (i, item) in items.iter().enumerate() {
            match item {
                ExternalDecl::Decl(h) => {
                    let decl = &self.ast.decls[*h];
                    self.record_decl(decl);
                }
                ExternalDecl::FunctionDef(h) => self.function(*h),
                ExternalDecl::Directive(h) => {
                    let next_is_function = next_non_pragma(items, i)
                        .and_then(|n| self.item_function_name(n))
                        .is_some();
                    self.file_scope_directive(*h, next_is_function);
                }
                _ => {}
            }
        }
    }

    /// 2.15.1: a second `routine` directive for function `name` (`d`, after `first`) must
    /// agree with the first: "Exactly one of the gang, worker, vector, or seq clauses must
    /// appear" gives a procedure one level, and "If a procedure has a bind clause on both the
    /// declaration and the definition then they both must bind to the same name". gcc also
    /// rejects a differing `nohost` ("incompatible 'nohost' clause when applying '#pragma acc
    /// routine' to 'f', which has already been marked with an OpenACC 'routine' directive"):
    /// whether a host version exists cannot depend on the declaration one reads. The levels
    /// are compared per device type (2.4: each device type named by either directive, and
    /// the others), so `routine seq device_type(nvidia) vector` conflicts with `routine seq`;
    /// `bind` is compared in the default clauses.
    fn routine_conflicts(&mut self, name: &str, first: &AccDirective, d: &AccDirective) {
        let mut types: Vec<&str> = vec![""];
        for c in first.clauses.iter().chain(d.clauses.iter()) {
            if let ClauseKind::DeviceType(DeviceTypeArg::List(l)) = &c.kind {
                for n in l {
                    if !types.contains(&n.name.as_str()) {
                        types.push(n.name.as_str());
                    }
                }
            }
        }
        let mut reported: Vec<(Span, Span)> = Vec::new();
        for t in types {
            let level = |d: &AccDirective| {
                d.clauses_for_device(t)
                    .into_iter()
                    .find_map(|c| RoutineLevel::of_clause(c, &|e| self.dim(e)))
            };
            let (Some((l1, s1)), Some((l2, s2))) = (level(first), level(d)) else {
                continue;
            };
            // A dimension that is not a constant is reported by the typed checks.
            let unknown = matches!(
                (l1, l2),
                (RoutineLevel::Gang(None), RoutineLevel::Gang(_))
                    | (RoutineLevel::Gang(_), RoutineLevel::Gang(None))
            );
            if l1 != l2 && !unknown && !reported.contains(&(s1, s2)) {
                reported.push((s1, s2));
                self.diags.push(diag::routine_conflict(
                    s2,
                    name,
                    &self.level_text(l2),
                    &self.level_text(l1),
                    s1,
                ));
            }
        }
        let bind = |d: &AccDirective| {
            d.default_clauses().find_map(|c| match &c.kind {
                ClauseKind::Bind(BindName::Ident(n) | BindName::String(n)) => {
                    Some((n.name.clone(), c.span))
                }
                _ => None,
            })
        };
        if let (Some((b1, s1)), Some((b2, s2))) = (bind(first), bind(d)) {
            if b1 != b2 {
                self.diags
                    .push(diag::routine_bind_conflict(s2, name, &b2, &b1, s1));
            }
        }
        let nohost = |d: &AccDirective| d.clause(ClauseName::Nohost).map(|c| c.span);
        match (nohost(first), nohost(d)) {
            (None, Some(s)) => self.diags.push(diag::routine_nohost_conflict(
                s,
                name,
                true,
                first.name_span,
            )),
            (Some(s), None) => {
                self.diags
                    .push(diag::routine_nohost_conflict(d.name_span, name, false, s))
            }
            _ => {}
        }
    }

    /// A routine level as written (`gang(dim:2)` with its dimension).
    fn level_text(&self, l: RoutineLevel) -> String {
        match l {
            RoutineLevel::Gang(Some(d)) if d > 1 => format!("gang(dim:{d})"),
            _ => l.name().to_string(),
        }
    }

    /// Records that routine directive `d` applies to function `name`, with its level.
    fn note_routine(&mut self, name: String, d: &AccDirective) {
        if let Some((l, span)) = self.routine_level(d) {
            let keep = self
                .routine_levels
                .get(&name)
                .is_some_and(|(old, _)| old.rank() >= l.rank());
            if !keep {
                self.routine_levels.insert(name.clone(), (l, span));
            }
        }
        if let Some((l, span)) = RoutineLevel::finest(d, |e| self.dim(e)) {
            let keep = self
                .routine_finest
                .get(&name)
                .is_some_and(|(old, _)| old.rank() <= l.rank());
            if !keep {
                self.routine_finest.insert(name.clone(), (l, span));
            }
        }
        self.routines.insert(name);
    }

    fn item_function_name(&self, item: &ExternalDecl) -> Option<String> {
        match item {
            ExternalDecl::FunctionDef(f) => {
                let id = self.ast.functions[*f].declarator.name?;
                Some(self.ast.name(id).to_string())
            }
            ExternalDecl::Decl(d) => self.function_decl_name(&self.ast.decls[*d]),
            _ => None,
        }
    }

    fn file_scope_directive(&mut self, h: Handle<Directive>, next_is_function: bool) {
        let Some(d) = self.acc(h) else { return };
        match d.name {
            DirectiveName::Routine => self.routine(d, next_is_function),
            DirectiveName::Declare => self.declare(d, true),
            // Constructs and executable directives are statements (2.5-2.14): only
            // `routine` and `declare` are declarative.
            _ => self
                .diags
                .push(diag::not_at_file_scope(d.name_span, d.name)),
        }
    }

    fn function(&mut self, h: Handle<oxacc_syntax::ast::FunctionDef>) {
        let f = &self.ast.functions[h];
        let name = f.declarator.name.map(|id| self.ast.name(id).to_string());
        if let Some(id) = f.declarator.name {
            let n = self.ast.name(id).to_string();
            self.declare_name(
                n,
                NameInfo {
                    span: id.span,
                    is_function: true,
                    is_extern: false,
                    is_scalar: false,
                    is_register: false,
                },
            );
        }
        // Parameters live in the body's scope (C11 6.2.1p4).
        let mut params = HashMap::new();
        if let Some(DerivedDeclarator::Function {
            params: ParamList::Prototype { params: ps, .. },
            ..
        }) = f.declarator.derived.first()
        {
            for p in ps {
                if let Some(id) = p.declarator.name {
                    params.insert(
                        self.ast.name(id).to_string(),
                        NameInfo {
                            span: id.span,
                            is_function: false,
                            is_extern: false,
                            is_scalar: is_scalar_decl(&p.specs, &p.declarator),
                            is_register: p
                                .specs
                                .storage
                                .iter()
                                .any(|(s, _)| *s == StorageClass::Register),
                        },
                    );
                }
            }
        }
        if let Some(DerivedDeclarator::Function {
            params: ParamList::Identifiers(ids),
            ..
        }) = f.declarator.derived.first()
        {
            for id in ids {
                params.insert(
                    self.ast.name(*id).to_string(),
                    NameInfo {
                        span: id.span,
                        is_function: false,
                        is_extern: false,
                        // K&R parameters default to int unless declared otherwise.
                        is_scalar: false,
                        is_register: false,
                    },
                );
            }
        }
        let ctx = Ctx {
            in_routine: name.as_ref().is_some_and(|n| self.routines.contains(n)),
            routine_level: name
                .as_ref()
                .and_then(|n| self.routine_levels.get(n).copied()),
            routine_finest: name
                .as_ref()
                .and_then(|n| self.routine_finest.get(n).copied()),
            function: name
                .as_ref()
                .map(|n| (n.clone(), self.nohost.contains_key(n))),
            ..Ctx::default()
        };
        self.declared_function.clear();
        self.labels_in_regions.clear();
        self.in_routine_function = ctx.in_routine;
        let body = f.body;
        self.find_region_labels(body, None);
        self.scopes.push(params);
        // The body is a compound statement: walk its items in the parameters' scope.
        if let StmtKind::Compound(items) = &self.ast.stmts[body].kind {
            self.block_items(items, &ctx);
        }
        self.scopes.pop();
        self.in_routine_function = false;
        if let (Some(n), Some(id)) = (name, f.declarator.name) {
            self.defined_functions.insert(n, id.span);
        }
    }

    fn block_items(&mut self, items: &[Handle<oxacc_syntax::ast::Stmt>], ctx: &Ctx) {
        for (i, s) in items.iter().enumerate() {
            // A `routine` without a name in a block applies to the next declaration.
            if let StmtKind::Directive(h) = &self.ast.stmts[*s].kind {
                if let Some(d) = self.acc(*h) {
                    if d.name == DirectiveName::Routine {
                        // Other pragmas between the directive and the declaration are not
                        // declarations: skip them, as at file scope.
                        let next_function = items[i + 1..]
                            .iter()
                            .find(|n| !matches!(self.ast.stmts[**n].kind, StmtKind::Pragma(_)))
                            .and_then(|n| match &self.ast.stmts[*n].kind {
                                StmtKind::Decl(dh) => self.function_decl_name(&self.ast.decls[*dh]),
                                _ => None,
                            });
                        // Uses after this directive are within its scope (2.15.1): a later
                        // file-scope directive for the same function (at its definition)
                        // is not the first one for them (the "used before the routine
                        // directive" warning was given for uses that followed this one).
                        if let (Some(name), DirectiveArgs::None) = (&next_function, &d.args) {
                            let earlier = self
                                .routine_first
                                .get(name)
                                .is_none_or(|f| d.name_span.start < f.start);
                            if earlier {
                                self.routine_first.insert(name.clone(), d.name_span);
                            }
                        }
                        self.routine(d, next_function.is_some());
                        continue;
                    }
                }
            }
            self.stmt(*s, ctx);
        }
    }

    /// Reports an executable directive standing alone as the body of `parent` (2.14.4).
    fn substatement(&mut self, s: Handle<oxacc_syntax::ast::Stmt>, parent: &str) {
        if let StmtKind::Directive(h) = &self.ast.stmts[s].kind {
            if let Some(d) = self.acc(*h) {
                if is_executable(d.name) {
                    self.diags.push(diag::executable_as_substatement(
                        d.name_span,
                        d.name,
                        parent,
                    ));
                }
            }
        }
    }

    fn stmt(&mut self, s: Handle<oxacc_syntax::ast::Stmt>, ctx: &Ctx) {
        let Some(node) = self.ast.stmts.get(s) else {
            return;
        };
        self.routine_calls(s, ctx);
        match &node.kind {
            StmtKind::Compound(items) => {
                self.scopes.push(HashMap::new());
                let items = items.clone();
                self.block_items(&items, ctx);
                self.scopes.pop();
            }
            StmtKind::Decl(h) => {
                let decl = &self.ast.decls[*h];
                self.record_decl(decl);
            }
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                self.substatement(*then_branch, "an 'if'");
                self.stmt(*then_branch, ctx);
                if let Some(e) = else_branch {
                    self.substatement(*e, "an 'else'");
                    self.stmt(*e, ctx);
                }
            }
            StmtKind::Switch { body, .. } => {
                self.substatement(*body, "a 'switch'");
                let inner = Ctx {
                    can_break: true,
                    combined_loop: false,
                    switch_region: Some(ctx.construct),
                    break_leaves: None,
                    ..ctx.clone()
                };
                self.stmt(*body, &inner);
            }
            StmtKind::While { body, .. } | StmtKind::DoWhile { body, .. } => {
                let parent = if matches!(node.kind, StmtKind::While { .. }) {
                    "a 'while'"
                } else {
                    "a 'do'"
                };
                self.substatement(*body, parent);
                let inner = Ctx {
                    in_c_loop: true,
                    can_break: true,
                    can_continue: true,
                    combined_loop: false,
                    break_leaves: None,
                    ..ctx.clone()
                };
                self.stmt(*body, &inner);
            }
            StmtKind::For { init, body, .. } => {
                self.substatement(*body, "a 'for'");
                self.scopes.push(HashMap::new());
                if let ForInit::Decl(h) = init {
                    let decl = &self.ast.decls[*h];
                    self.record_decl(decl);
                }
                let inner = Ctx {
                    in_c_loop: true,
                    // `break` out of a combined construct's loop leaves the compute region.
                    can_break: !ctx.combined_loop,
                    can_continue: true,
                    combined_loop: false,
                    // `break` out of an associated loop of a loop construct without `seq`
                    // ends it early: its trip count is not computable when it starts (2.9;
                    // gcc: "break statement used with OpenMP for loop").
                    break_leaves: if ctx.strict_loops.contains(&s) {
                        ctx.strict_dir
                    } else {
                        None
                    },
                    ..ctx.clone()
                };
                self.stmt(*body, &inner);
                self.scopes.pop();
            }
            StmtKind::Return(_) if ctx.compute.is_some() => self.branch(node.span, "return", ctx),
            StmtKind::Return(_) => {
                self.leave_loop(node.span, "return", ctx.loop_exit.as_ref().map(|l| l.0))
            }
            StmtKind::Break if !ctx.can_break => self.branch(node.span, "break", ctx),
            StmtKind::Break if ctx.break_leaves.is_some() => {
                self.leave_loop(node.span, "break", ctx.break_leaves)
            }
            StmtKind::Continue if !ctx.can_continue => self.branch(node.span, "continue", ctx),
            StmtKind::Goto(label) => {
                let name = self.ast.name(*label).to_string();
                let here = ctx.compute.map(|(_, h)| h);
                let target = self.labels_in_regions.get(&name).copied();
                let here_span = here.and_then(|h| self.acc(h)).map(|d| d.name_span);
                match (target, here_span) {
                    (Some(t), cur) if cur != Some(t) => self
                        .diags
                        .push(diag::branch_into_compute(node.span, &name, t)),
                    (_, Some(_)) if !ctx.region_labels.contains(&name) => {
                        self.branch(node.span, "goto", ctx)
                    }
                    _ => match &ctx.loop_exit {
                        Some((h, labels)) if !labels.contains(&name) => {
                            self.leave_loop(node.span, "goto", Some(*h))
                        }
                        _ => {}
                    },
                }
            }
            StmtKind::Labeled { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default { body } => {
                if !matches!(node.kind, StmtKind::Labeled { .. }) {
                    self.case_label(node.span, matches!(node.kind, StmtKind::Case { .. }), ctx);
                }
                self.substatement(*body, "a label");
                self.stmt(*body, ctx);
            }
            StmtKind::Directive(h) => self.directive(*h, ctx),
            _ => {}
        }
    }

    /// The expressions statement `s` evaluates itself (its sub-statements are walked on their
    /// own), each with whether it is part of a `for` header.
    fn own_exprs(&self, s: Handle<oxacc_syntax::ast::Stmt>) -> Vec<(Handle<Expr>, bool)> {
        let mut out = Vec::new();
        let Some(node) = self.ast.stmts.get(s) else {
            return out;
        };
        let mut decl = None;
        match &node.kind {
            StmtKind::For {
                init, cond, step, ..
            } => {
                match init {
                    ForInit::Expr(e) => out.push((*e, true)),
                    ForInit::Decl(h) => decl = Some(*h),
                    ForInit::None => {}
                }
                out.extend(cond.iter().chain(step.iter()).map(|e| (*e, true)));
            }
            StmtKind::Decl(h) => decl = Some(*h),
            _ => {}
        }
        if let Some(h) = decl {
            let header = matches!(node.kind, StmtKind::For { .. });
            let mut inits: Vec<_> = self.ast.decls[h]
                .declarators
                .iter()
                .filter_map(|d| d.init)
                .collect();
            // Initializer lists nest as deep as the parser allowed; a work list keeps the
            // walk iterative.
            while let Some(i) = inits.pop() {
                match self.ast.inits.get(i).map(|i| &i.kind) {
                    Some(InitializerKind::Expr(e)) => out.push((*e, header)),
                    Some(InitializerKind::List(items)) => {
                        inits.extend(items.iter().map(|it| it.init))
                    }
                    None => {}
                }
            }
        }
        match &node.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::GotoIndirect(e) => {
                out.push((*e, false))
            }
            StmtKind::If { cond, .. }
            | StmtKind::Switch { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. } => out.push((*cond, false)),
            _ => {}
        }
        out
    }

    /// The calls statement `s` makes of functions that a `routine` directive gives a level or
    /// `nohost`, checked against the loops around them, the calling routine and the host
    /// (2.15.1).
    fn routine_calls(&mut self, s: Handle<oxacc_syntax::ast::Stmt>, ctx: &Ctx) {
        // Device code: a compute region, or a function a routine directive applies to.
        let device = ctx.compute.is_some() || ctx.in_routine;
        if ctx.levels.is_empty()
            && ctx.routine_level.is_none()
            && self.nohost.is_empty()
            && self.multi_num_gangs(ctx).is_none()
            && (!device || self.routine_first.is_empty())
        {
            return;
        }
        for (e, header) in self.own_exprs(s) {
            let mut calls = Vec::new();
            loopform::find_in_expr(self.ast, e, &mut |x| {
                if let Some(ExprKind::Call { callee, .. }) = self.ast.exprs.get(x).map(|n| &n.kind)
                {
                    if let Some(name) = loopform::ident_name(self.ast, *callee) {
                        calls.push((name, self.ast.exprs[*callee].span));
                    }
                }
                false
            });
            for (name, span) in calls {
                // A local variable (a function pointer) may hide the routine's name.
                if !self.lookup(name).is_some_and(|(_, n)| n.is_function) {
                    continue;
                }
                // 2.15.1: "In C and C++, a definition or use of a procedure must appear within
                // the scope of at least one explicit and applying routine directive if any
                // appears in the same compilation unit", the scope running from the directive
                // to the end of the file (gcc: "'#pragma acc routine' must be applied before
                // use"). The later directive's level would not be the one the call was
                // compiled against.
                if device {
                    if let Some(&at) = self.routine_first.get(name) {
                        if span.start < at.start {
                            self.diags.push(diag::routine_after_use(span, name, at));
                        }
                    }
                }
                if let Some(&nohost) = self.nohost.get(name) {
                    self.nohost_call(span, name, nohost, ctx);
                }
                // The header of an associated loop belongs to its loop construct, whose levels
                // the context already holds for the body.
                if header {
                    continue;
                }
                let Some(&(level, level_span)) = self.routine_levels.get(name) else {
                    continue;
                };
                // The innermost enclosing loop whose level the routine's parallelism needs.
                if let Some((l, lspan)) = ctx
                    .levels
                    .iter()
                    .rev()
                    .find(|(l, _)| !level.callable_in(*l))
                {
                    let loop_level = match l {
                        Level::Gang(_) => "gang",
                        Level::Worker => "worker",
                        Level::Vector => "vector",
                    };
                    let dim = match level {
                        RoutineLevel::Gang(Some(d)) if d > 1 => Some(d),
                        _ => None,
                    };
                    self.diags.push(diag::routine_call_in_loop(
                        span,
                        name,
                        (level.name(), dim, level.call_mode(), level_span),
                        loop_level,
                        *lspan,
                    ));
                    continue;
                }
                // In an accelerator routine (outside any compute construct), the routine's
                // level bounds what it calls: "does not contain nor call another procedure
                // that contains a loop with" a coarser level.
                if ctx.compute.is_none() {
                    if let Some((caller, caller_span)) = ctx.routine_level {
                        if !caller.may_call(level) {
                            self.diags.push(diag::routine_call_from_routine(
                                span,
                                name,
                                (level.name(), level_span),
                                caller.name(),
                                caller_span,
                            ));
                        }
                    }
                }
            }
        }
    }

    /// 2.15.1: "A call to a procedure with a nohost clause must not appear in a compute
    /// construct that is compiled for the host", and "If a call to a procedure with a nohost
    /// clause appears in another procedure but outside any compute construct, that other
    /// procedure must also have a nohost clause". Outside compute constructs there is no
    /// host version to call: an error. oxacc compiles every compute construct for the host too
    /// (its host fallback) and keeps a host version of every routine for it, so a call in a
    /// construct works but is what the first rule forbids: a warning saying so.
    fn nohost_call(&mut self, span: Span, name: &str, nohost: Span, ctx: &Ctx) {
        if ctx.compute.is_some() {
            self.diags
                .push(diag::nohost_call_in_compute(span, name, nohost));
            return;
        }
        match &ctx.function {
            Some((_, true)) => {}
            Some((caller, false)) => self
                .diags
                .push(diag::nohost_call_on_host(span, name, caller, nohost)),
            None => {}
        }
    }

    fn directive(&mut self, h: Handle<Directive>, ctx: &Ctx) {
        let body = self.ast.directives.get(h).and_then(|d| d.body);
        let Some(d) = self.acc(h) else {
            // An omp or unknown directive: still walk what it owns. It owns a statement only as
            // a sub-statement (the parser's `directive_ignored_by_cc`), and what it owns is the
            // sub-statement for cc: an executable directive may not stand there either.
            if let Some(b) = body {
                self.substatement(b, "an ignored directive");
                self.stmt(b, ctx);
            }
            return;
        };
        let mut inner = ctx.clone();
        if d.name.is_compute() || d.name.is_loop() {
            inner.construct = Some(h);
        }
        // Data directives whose action would be lost in device code (init, shutdown and set
        // have their own check, 2.14.1-2.14.3). `data` and `host_data` constructs too: their
        // data actions and device addresses belong to the encountering host thread (2.6.5,
        // 2.8), and nvc and gcc reject them in a compute region (accepting them as no-ops
        // would drop a `copyout` the user wrote).
        let host_only = matches!(
            d.name,
            DirectiveName::EnterData
                | DirectiveName::ExitData
                | DirectiveName::Update
                | DirectiveName::Wait
                | DirectiveName::Data
                | DirectiveName::HostData
        );
        if let (true, Some((outer, oh))) = (host_only, ctx.compute) {
            let outer_span = self.acc(oh).map_or(d.span, |o| o.name_span);
            self.diags.push(diag::host_directive_in_compute(
                d.name_span,
                d.name,
                outer,
                outer_span,
            ));
        } else if host_only && ctx.in_routine {
            // In a function with a `routine` directive (outside compute constructs) the
            // directive runs in the host version; the device version, called from a kernel,
            // has no host thread to run it and leaves it out. That was silent (a user's
            // `update self(a)` in a routine did nothing on the device). A warning, not an
            // error: the host version is right, and gcc accepts it.
            self.diags
                .push(diag::host_directive_in_routine(d.name_span, d.name));
        }
        if let Some(part) = d.name.compute_part() {
            if let Some((outer, oh)) = ctx.compute {
                let outer_span = self.acc(oh).map_or(d.span, |o| o.name_span);
                self.diags
                    .push(diag::nested_compute(d.name_span, d.name, outer, outer_span));
            }
            inner.compute = Some((part, h));
            inner.levels.clear();
            inner.in_c_loop = false;
            inner.can_break = false;
            inner.can_continue = false;
            inner.combined_loop = d.name.is_combined();
            inner.region_labels.clear();
            if let Some(b) = body {
                self.collect_labels(b, &mut inner.region_labels);
            }
            inner.compute_depth = self.scopes.len();
            inner.region_private.clear();
            inner.reductions.clear();
            inner.strict_loops.clear();
            inner.strict_dir = None;
            inner.break_leaves = None;
            inner.loop_exit = None;
        }
        if d.name == DirectiveName::Data {
            for c in d.clauses.iter().filter(|c| c.name().is_data_clause()) {
                let decls: Vec<Span> = c
                    .vars()
                    .iter()
                    .filter_map(|v| self.decl_of(v.name()))
                    .collect();
                inner.data_vars.extend(decls);
            }
        }
        if d.name.is_compute() || d.name == DirectiveName::Loop {
            self.nested_reductions(d, &mut inner);
        }
        if d.name == DirectiveName::Loop && ctx.compute.is_none() {
            self.orphaned_reduction(d);
        }
        if d.name == DirectiveName::Loop {
            self.loop_reduction_visibility(d, ctx);
            for c in d
                .clauses
                .iter()
                .filter(|c| matches!(c.name(), ClauseName::Private | ClauseName::Reduction))
            {
                let decls: Vec<Span> = c
                    .vars()
                    .iter()
                    .filter_map(|v| self.decl_of(v.name()))
                    .collect();
                inner.region_private.extend(decls);
            }
        }
        if d.name.is_loop() {
            if d.name == DirectiveName::Loop && ctx.compute.is_none() && !ctx.in_routine {
                self.diags.push(diag::orphaned_loop(d.name_span));
            }
            self.loop_construct(d, h, &mut inner);
        }
        match d.name {
            DirectiveName::Cache => {
                if !ctx.in_c_loop {
                    self.diags.push(diag::cache_outside_loop(d.name_span));
                } else if ctx.compute.is_none() && !ctx.in_routine {
                    self.diags.push(diag::cache_outside_compute(d.name_span));
                }
            }
            DirectiveName::Init | DirectiveName::Shutdown | DirectiveName::Set => {
                if ctx.compute.is_some() {
                    self.diags.push(diag::host_only_directive(
                        d.name_span,
                        d.name,
                        "a compute region",
                    ));
                } else if ctx.in_routine {
                    self.diags.push(diag::host_only_directive(
                        d.name_span,
                        d.name,
                        "an accelerator routine",
                    ));
                }
            }
            DirectiveName::Atomic(kind) => {
                if let Some(b) = body {
                    self.atomic(d, kind, b);
                }
            }
            DirectiveName::Declare => self.declare(d, false),
            DirectiveName::Routine => self.routine(d, false),
            _ => {}
        }
        if let Some(b) = body {
            self.stmt(b, &inner);
        }
    }

    /// 2.9.11: "Every var in a reduction clause appearing on an orphaned loop construct must be
    /// private": a file-scope or `extern` variable is shared by every gang calling the routine.
    fn orphaned_reduction(&mut self, d: &AccDirective) {
        // A routine's local is private to each gang that calls it (2.6.1), and gangs do not
        // synchronize, so a gang-partitioned reduction into it cannot produce the combined
        // value in any gang (every gang saw only its share, silently wrong before): the
        // lowering runs the loop in every gang, which this warning says.
        if let (Some(r), Some(g)) = (d.clause(ClauseName::Reduction), d.clause(ClauseName::Gang)) {
            self.diags
                .push(diag::orphaned_gang_reduction(r.name_span, g.name_span));
        }
        for c in d
            .clauses
            .iter()
            .filter(|c| c.name() == ClauseName::Reduction)
        {
            for v in c.vars() {
                let Some((depth, info)) = self.lookup(v.name()) else {
                    continue;
                };
                if depth == 0 || info.is_extern {
                    self.diags
                        .push(diag::orphaned_reduction_shared(v.span, v.name()));
                }
            }
        }
    }

    /// 2.9.11: "Reduction clauses on nested constructs for the same reduction var must have the
    /// same reduction operator". Records this directive's reductions for the constructs nested
    /// in it.
    fn nested_reductions(&mut self, d: &AccDirective, inner: &mut Ctx) {
        // This directive's own reductions join the list only after all its clauses are
        // compared: two clauses of one construct are not nested constructs (a var repeated
        // on one construct is reported by the duplicate check; different elements or
        // subarrays of one array may have different operators).
        let mut own = Vec::new();
        for c in &d.clauses {
            let ClauseKind::Reduction { op, op_span, vars } = &c.kind else {
                continue;
            };
            for v in vars {
                let name = v.name();
                let Some(decl) = self.decl_of(name) else {
                    continue;
                };
                let outer = inner
                    .reductions
                    .iter()
                    .find(|(n, o, s)| *n == decl && *o != *op && *s != *op_span);
                if let Some((_, outer_op, outer_span)) = outer {
                    self.diags.push(diag::nested_reduction_op(
                        *op_span,
                        name,
                        op.as_str(),
                        outer_op.as_str(),
                        *outer_span,
                    ));
                }
            }
            for v in vars {
                if let Some(decl) = self.decl_of(v.name()) {
                    own.push((decl, *op, *op_span));
                }
            }
        }
        inner.reductions.extend(own);
    }

    /// 2.6.2: "If a scalar variable appears in a reduction clause on a loop construct that has
    /// a parent parallel or serial construct, and if the reduction's access to the original
    /// variable is exposed to the parent compute construct, the variable must appear either in
    /// an explicit data clause visible at the compute construct or in a firstprivate, private,
    /// or reduction clause on the compute construct. Note: Implementations are encouraged to
    /// issue a compile-time diagnostic". A warning: the program still has a meaning, just not
    /// a portable one (by 2.6.2 the variable is firstprivate and the result is lost; the
    /// lowering, like nvc, gives it an implied copy instead, so the note says both).
    fn loop_reduction_visibility(&mut self, d: &AccDirective, ctx: &Ctx) {
        let Some((parent, h)) = ctx.compute else {
            return;
        };
        if !matches!(parent, DirectiveName::Parallel | DirectiveName::Serial) {
            return;
        }
        let Some(compute) = self.acc(h) else {
            return;
        };
        let default_none = compute
            .clauses
            .iter()
            .any(|cc| matches!(cc.kind, ClauseKind::Default(DefaultKind::None)));
        for c in d
            .clauses
            .iter()
            .filter(|c| c.name() == ClauseName::Reduction)
        {
            for v in c.vars() {
                if !v.is_whole() || v.is_member {
                    continue;
                }
                let name = v.name();
                let Some((depth, info)) = self.lookup(name) else {
                    continue;
                };
                let exposed = depth < ctx.compute_depth
                    && info.is_scalar
                    && !ctx.region_private.contains(&info.span);
                if !exposed {
                    continue;
                }
                let on_compute = compute.clauses.iter().any(|cc| {
                    (cc.name().is_data_clause()
                        || matches!(
                            cc.name(),
                            ClauseName::Private | ClauseName::Firstprivate | ClauseName::Reduction
                        ))
                        && cc.vars().iter().any(|cv| cv.root.name == name)
                });
                let visible = on_compute
                    || ctx.data_vars.contains(&info.span)
                    || self.declared_function.contains_key(&info.span)
                    || self.declared_file.contains_key(&info.span);
                if !visible && info.is_register {
                    // The implied copy the lowering gives it needs its address.
                    self.diags.push(diag::var_without_address(
                        v.span,
                        name,
                        false,
                        false,
                        "reduction",
                    ));
                } else if !visible && !default_none {
                    // (Under default(none) the lowering's error names the variable: a
                    // warning that oxacc copies it would contradict it.)
                    self.diags.push(diag::loop_reduction_not_visible(
                        v.span,
                        name,
                        compute.name,
                        compute.name_span,
                    ));
                }
            }
        }
    }

    /// Reports a `break`/`goto`/`return` that leaves the loop of loop construct `h` (one that
    /// must keep its loop form, see `loop_construct`).
    fn leave_loop(&mut self, span: Span, what: &str, h: Option<Handle<Directive>>) {
        let Some(d) = h.and_then(|h| self.acc(h)) else {
            return;
        };
        self.diags
            .push(diag::loop_exit(span, what, d.name, d.name_span));
    }

    /// Reports a `return`/`break`/`continue`/`goto` that leaves the current compute region
    /// (2.5.4: "A program may not branch into or out of a compute construct").
    fn branch(&mut self, span: Span, what: &str, ctx: &Ctx) {
        let Some((_, h)) = ctx.compute else {
            return;
        };
        let Some(d) = self.acc(h) else {
            return;
        };
        self.diags
            .push(diag::branch_out_of_compute(span, what, d.name, d.name_span));
    }

    /// A `case`/`default` label inside a compute or loop construct whose `switch` is outside
    /// it: the switch jumps into the region (2.5.4) or into the middle of a loop whose
    /// iterations the construct divides (2.9; gcc: "invalid branch to/from OpenACC structured
    /// block"). (Outside any switch, C's own error stands.)
    fn case_label(&mut self, span: Span, is_case: bool, ctx: &Ctx) {
        let Some(switch_region) = ctx.switch_region else {
            return;
        };
        let Some(h) = ctx.construct else {
            return;
        };
        if switch_region == Some(h) {
            return;
        }
        let Some(d) = self.acc(h) else {
            return;
        };
        let label = if is_case { "case" } else { "default" };
        self.diags
            .push(diag::case_into_construct(span, label, d.name, d.name_span));
    }

    /// Every label defined in the statement tree `s`.
    fn collect_labels(&self, s: Handle<oxacc_syntax::ast::Stmt>, out: &mut Vec<String>) {
        let Some(node) = self.ast.stmts.get(s) else {
            return;
        };
        match &node.kind {
            StmtKind::Compound(items) => {
                for i in items {
                    self.collect_labels(*i, out);
                }
            }
            StmtKind::Labeled { label, body, .. } => {
                out.push(self.ast.name(*label).to_string());
                self.collect_labels(*body, out);
            }
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                self.collect_labels(*then_branch, out);
                if let Some(e) = else_branch {
                    self.collect_labels(*e, out);
                }
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default { body } => self.collect_labels(*body, out),
            StmtKind::Directive(h) => {
                if let Some(b) = self.ast.directives.get(*h).and_then(|d| d.body) {
                    self.collect_labels(b, out);
                }
            }
            _ => {}
        }
    }

    /// Fills `labels_in_regions` for the statement tree `s` (`region`: the innermost enclosing
    /// compute construct's name span).
    fn find_region_labels(&mut self, s: Handle<oxacc_syntax::ast::Stmt>, region: Option<Span>) {
        let Some(node) = self.ast.stmts.get(s) else {
            return;
        };
        match &node.kind {
            StmtKind::Directive(h) => {
                let body = self.ast.directives.get(*h).and_then(|d| d.body);
                let inner = match self.acc(*h) {
                    Some(d) if d.name.is_compute() => Some(d.name_span),
                    _ => region,
                };
                if let Some(b) = body {
                    self.find_region_labels(b, inner);
                }
            }
            StmtKind::Labeled { label, body, .. } => {
                if let Some(r) = region {
                    let name = self.ast.name(*label).to_string();
                    self.labels_in_regions.insert(name, r);
                }
                self.find_region_labels(*body, region);
            }
            StmtKind::Compound(items) => {
                for i in items.clone() {
                    self.find_region_labels(i, region);
                }
            }
            StmtKind::If {
                then_branch,
                else_branch,
                ..
            } => {
                let (t, e) = (*then_branch, *else_branch);
                self.find_region_labels(t, region);
                if let Some(e) = e {
                    self.find_region_labels(e, region);
                }
            }
            StmtKind::Switch { body, .. }
            | StmtKind::While { body, .. }
            | StmtKind::DoWhile { body, .. }
            | StmtKind::For { body, .. }
            | StmtKind::Case { body, .. }
            | StmtKind::Default { body } => {
                let b = *body;
                self.find_region_labels(b, region);
            }
            _ => {}
        }
    }

    /// `loop` and combined constructs: the loop that follows, `collapse`/`tile` depth, and the
    /// nesting of gang/worker/vector levels.
    fn loop_construct(&mut self, d: &AccDirective, h: Handle<Directive>, inner: &mut Ctx) {
        let Some(body) = d.body else {
            self.diags.push(diag::loop_needs_for(d.name_span, d.name));
            return;
        };
        if !matches!(self.ast.stmts[body].kind, StmtKind::For { .. }) {
            self.diags.push(diag::loop_needs_for(d.name_span, d.name));
            return;
        }
        // 2.9.1 / 2.9.8: enough (tightly) nested loops.
        let mut associated = vec![body];
        for c in &d.clauses {
            let (wanted, tight) = match &c.kind {
                ClauseKind::Collapse {
                    value: Some(n),
                    force,
                    ..
                } => (*n, !*force),
                ClauseKind::Tile(sizes) => (sizes.len() as u64, true),
                _ => continue,
            };
            let wanted_n = usize::try_from(wanted).unwrap_or(usize::MAX);
            let r = crate::nest::associated_loops(self.ast, body, wanted_n, !tight);
            if let Some(e) = &r.error {
                self.diags.push(diag::nest_error(
                    e,
                    c.name().as_str(),
                    c.span,
                    wanted,
                    tight,
                ));
            }
            if r.nest.loops.len() > associated.len() {
                associated = r.nest.loops;
            }
        }
        // 2.9: without `seq`, "the loop trip count must be computable in constant time when
        // entering the loop construct": a condition and an increment are needed, in every
        // associated loop ("A loop associated with a loop construct that does not have a seq
        // clause must be written to meet all of the following conditions").
        let seq = d.default_clauses().any(|c| c.name() == ClauseName::Seq);
        for &l in &associated {
            if let StmtKind::For { cond, step, .. } = &self.ast.stmts[l].kind {
                if !seq && (cond.is_none() || step.is_none()) {
                    // A test that steps the variable (`i-- > 0`) in a form the lowering does
                    // not rewrite into a canonical loop (oxacc-lower's `testform.rs`): say so.
                    let var = super::loopform::loop_var(self.ast, l);
                    let steps = match (cond, step, &var) {
                        (Some(c), None, Some(v)) => {
                            super::loopform::find_in_expr(self.ast, *c, &mut |e| {
                                matches!(
                                    &self.ast.exprs[e].kind,
                                    ExprKind::Unary {
                                        op: UnaryOp::PreInc
                                            | UnaryOp::PreDec
                                            | UnaryOp::PostInc
                                            | UnaryOp::PostDec,
                                        operand,
                                    } if super::loopform::ident_name(self.ast, *operand)
                                        == Some(v.as_str())
                                )
                            })
                        }
                        _ => None,
                    };
                    let span = self.ast.stmts[l].span;
                    self.diags.push(match steps {
                        Some(at) => diag::loop_test_steps(span, self.ast.exprs[at].span, d.name),
                        None => diag::loop_form(span, d.name),
                    });
                }
            }
        }
        if !seq {
            self.loop_direction(d, &associated);
        }
        // Whether the loop must keep the form of 2.9 against what its body does (`break`,
        // `goto` or `return` out of it, writes to its variable): a loop without `seq` that is
        // data-independent. An `auto` loop, and in a `kernels` region any loop without an
        // explicit `independent` (`auto` is implied there, 2.9.6), may be determined
        // sequential ("A loop construct is sequential if it has a seq clause that is
        // determined explicitly or from an auto clause", 2.9): the implementation runs such
        // a loop in order rather than rejecting it.
        let auto = d.default_clauses().any(|c| c.name() == ClauseName::Auto);
        let independent = d
            .default_clauses()
            .any(|c| c.name() == ClauseName::Independent);
        let in_kernels = matches!(inner.compute, Some((DirectiveName::Kernels, _)));
        let strict = !seq && !auto && (!in_kernels || independent);
        if strict {
            self.loop_var_writes(d, &associated);
            let mut labels = Vec::new();
            self.collect_labels(body, &mut labels);
            inner.loop_exit = Some((h, labels));
            inner.strict_loops = associated.clone();
            inner.strict_dir = Some(h);
        } else {
            inner.strict_loops.clear();
            inner.strict_dir = None;
        }
        self.gang_reductions(d, inner);
        // Levels of this loop (default clauses; device-specific levels are the user's
        // responsibility, 2.9.2 note).
        let parent = inner.compute.map(|(p, _)| p);
        let mut mine: Vec<(Level, Span, &str)> = Vec::new();
        for c in d.clauses.iter().filter(|c| c.device_type.is_none()) {
            match &c.kind {
                ClauseKind::Gang(g) => {
                    mine.push((Level::Gang(self.dim(g.dim)), c.name_span, "gang"));
                    self.gang_args(c, g, parent, inner);
                }
                ClauseKind::Worker(arg) => {
                    mine.push((Level::Worker, c.name_span, "worker"));
                    self.level_arg(
                        c,
                        arg.is_some(),
                        parent,
                        inner,
                        ClauseName::NumWorkers,
                        "2.9.3",
                    );
                }
                ClauseKind::Vector(arg) => {
                    mine.push((Level::Vector, c.name_span, "vector"));
                    self.level_arg(
                        c,
                        arg.is_some(),
                        parent,
                        inner,
                        ClauseName::VectorLength,
                        "2.9.4",
                    );
                }
                _ => {}
            }
        }
        if inner.compute.is_none() {
            if let Some((rl, rspan)) = inner.routine_level {
                for (lvl, span, name) in &mine {
                    // A gang loop is checked against the finest device type's level (see
                    // `RoutineLevel::finest`); worker and vector loops of a routine that is
                    // finer on some device type run sequentially in its calling thread there.
                    let (rl, rspan) = match (lvl, inner.routine_finest) {
                        (Level::Gang(_), Some(f)) => f,
                        _ => (rl, rspan),
                    };
                    if !rl.allows(*lvl) {
                        self.diags
                            .push(diag::routine_level_loop(*span, name, rl.name(), rspan));
                    }
                }
            }
        }
        for (lvl, span, name) in &mine {
            for (outer, ospan) in &inner.levels {
                let (bad, oname, section) = match (outer, lvl) {
                    (Level::Gang(od), Level::Gang(id)) => (
                        matches!((od, id), (Some(o), Some(i)) if i >= o),
                        "gang",
                        "2.9.2",
                    ),
                    (Level::Gang(_), _) => (false, "gang", "2.9.2"),
                    (Level::Worker, Level::Gang(_) | Level::Worker) => (true, "worker", "2.9.3"),
                    (Level::Worker, Level::Vector) => (false, "worker", "2.9.3"),
                    (Level::Vector, _) => (true, "vector", "2.9.4"),
                };
                if bad {
                    self.diags.push(diag::loop_level_nesting(
                        *span, name, oname, *ospan, section,
                    ));
                }
            }
        }
        inner
            .levels
            .extend(mine.into_iter().map(|(l, s, _)| (l, s)));
        inner.in_c_loop = true;
    }

    /// 2.9: "The loop variable must monotonically increase or decrease in the direction of its
    /// termination condition": a literal step of zero, or one that moves the variable away
    /// from the bound its condition tests (`i < n; i--`), is an error in every associated loop
    /// of a construct without `seq`.
    fn loop_direction(&mut self, d: &AccDirective, associated: &[Handle<oxacc_syntax::ast::Stmt>]) {
        for &l in associated {
            let StmtKind::For {
                cond: Some(cond),
                step: Some(step),
                ..
            } = &self.ast.stmts[l].kind
            else {
                continue;
            };
            let Some(var) = loopform::loop_var(self.ast, l) else {
                continue;
            };
            let Some(by) = loopform::constant_step(self.ast, *step, &var) else {
                continue;
            };
            let span = self.ast.exprs[*step].span;
            if by == 0 {
                self.diags.push(diag::loop_step_zero(span, &var, d.name));
                continue;
            }
            if let Some(need) = loopform::needed_direction(self.ast, *cond, &var) {
                if need.signum() != by.signum() {
                    self.diags
                        .push(diag::loop_wrong_direction(span, &var, d.name, need > 0));
                }
            }
            // `i = 0; i != 7; i += 3`: the variable steps over the bound instead of reaching
            // it (in C it runs until it wraps onto it, 173 times for an `unsigned char`, or
            // forever). Only when the start and the bound are literals and the step moves
            // towards the bound, so that no wrap-around comes before it; the others are
            // checked when the loop starts (the trip count's `__oxacc_loop_ne_step`).
            let ends = (
                loopform::literal_start(self.ast, l),
                loopform::literal_ne_bound(self.ast, *cond, &var),
            );
            if let (Some(lb), Some(ub)) = ends {
                let dist = ub - lb;
                if dist != 0 && dist.signum() == by.signum() && dist % by != 0 {
                    self.diags
                        .push(diag::loop_ne_steps_over(span, &var, d.name, lb, ub, by));
                }
            }
        }
    }

    /// 2.9: the trip count "must be computable in constant time when entering the loop
    /// construct": the body of an associated loop may not assign its variable. (gcc 12 accepts
    /// it silently; the trip count is computed from the header, so the body's writes skip or
    /// repeat nothing and the program computes something else than it says.)
    fn loop_var_writes(
        &mut self,
        d: &AccDirective,
        associated: &[Handle<oxacc_syntax::ast::Stmt>],
    ) {
        for &l in associated {
            // A loop without a condition or increment is already reported (`loop_form`).
            let StmtKind::For {
                body,
                cond: Some(_),
                step: Some(_),
                ..
            } = &self.ast.stmts[l].kind
            else {
                continue;
            };
            let Some(var) = loopform::loop_var(self.ast, l) else {
                continue;
            };
            for w in loopform::writes_to(self.ast, *body, &var) {
                self.diags
                    .push(diag::loop_var_modified(w, &var, d.name, d.name_span));
            }
        }
    }

    /// 2.9.11: "A reduction clause may not appear on a loop directive that has a gang clause
    /// with a dim: argument whose value is greater than 1", nor on one "that has a gang clause
    /// and is within a compute construct that has a num_gangs clause with more than one
    /// explicit argument" (the combined constructs are checked as compute constructs, 2.5.4).
    fn gang_reductions(&mut self, d: &AccDirective, ctx: &Ctx) {
        let Some(r) = d.clause(ClauseName::Reduction) else {
            return;
        };
        let num_gangs = self.multi_num_gangs(ctx);
        for c in &d.clauses {
            let ClauseKind::Gang(g) = &c.kind else {
                continue;
            };
            let dim = g.dim.and_then(|e| int_literal(self.ast, e));
            if dim.is_some_and(|v| v > 1) {
                self.diags
                    .push(diag::loop_reduction_with_gang_dim(r.name_span, c.name_span));
            } else if let (Some(ng), DirectiveName::Loop) = (num_gangs, d.name) {
                self.diags.push(diag::loop_reduction_with_multi_num_gangs(
                    r.name_span,
                    c.name_span,
                    ng,
                ));
            }
        }
    }

    /// `gang` arguments by parent construct (2.9.2): no `num` under `parallel` (or orphaned),
    /// no `dim` under `kernels`, and `num` under `kernels` only without `num_gangs`.
    fn gang_args(&mut self, c: &Clause, g: &GangArgs, parent: Option<DirectiveName>, ctx: &Ctx) {
        match parent {
            Some(DirectiveName::Kernels) => {
                if let Some(dim) = g.dim {
                    self.diags.push(diag::gang_arg_in_parent(
                        self.ast.exprs[dim].span,
                        "dim",
                        Some(DirectiveName::Kernels),
                    ));
                }
                if g.num.is_some() {
                    if let Some(ng) = self.compute_clause(ctx, ClauseName::NumGangs) {
                        self.diags.push(diag::level_arg_with_kernels_clause(
                            c.span,
                            "gang",
                            "num_gangs",
                            ng,
                            "2.9.2",
                        ));
                    }
                }
            }
            // A serial construct runs "as if ... num_gangs(1) num_workers(1)
            // vector_length(1)" (2.5.2): a number of gangs or workers on its loops has no
            // meaning either (gcc rejects them too).
            Some(DirectiveName::Parallel | DirectiveName::Serial) | None => {
                if let Some(num) = g.num {
                    self.diags.push(diag::gang_arg_in_parent(
                        self.ast.exprs[num].span,
                        "num",
                        parent,
                    ));
                }
            }
            _ => {}
        }
    }

    /// `worker(n)` / `vector(n)` by parent construct (2.9.3, 2.9.4).
    fn level_arg(
        &mut self,
        c: &Clause,
        has_arg: bool,
        parent: Option<DirectiveName>,
        ctx: &Ctx,
        kernels_clause: ClauseName,
        section: &str,
    ) {
        if !has_arg {
            return;
        }
        match parent {
            Some(DirectiveName::Kernels) => {
                if let Some(at) = self.compute_clause(ctx, kernels_clause) {
                    self.diags.push(diag::level_arg_with_kernels_clause(
                        c.span,
                        c.name().as_str(),
                        kernels_clause.as_str(),
                        at,
                        section,
                    ));
                }
            }
            Some(DirectiveName::Parallel | DirectiveName::Serial) | None
                if c.name() == ClauseName::Worker =>
            {
                self.diags.push(diag::worker_arg_in_parallel(c.span));
            }
            // 3.3 (changes from 2.7: "no arguments are allowed on the vector clause in a
            // parallel region"): gcc rejects it, nvc accepts it; a warning says what oxacc
            // does with it, without rejecting nvc users' code.
            Some(DirectiveName::Parallel | DirectiveName::Serial) | None
                if c.name() == ClauseName::Vector =>
            {
                let set = self.compute_clause(ctx, ClauseName::VectorLength);
                self.diags.push(diag::vector_arg_in_parallel(c.span, set));
            }
            _ => {}
        }
    }

    fn compute_clause(&self, ctx: &Ctx, name: ClauseName) -> Option<Span> {
        let (_, h) = ctx.compute?;
        self.acc(h)?.clause(name).map(|c| c.span)
    }

    // --------------------------------------------------------------------------------------
    // atomic (2.12)
    // --------------------------------------------------------------------------------------

    fn atomic(
        &mut self,
        d: &AccDirective,
        kind: AtomicKind,
        body: Handle<oxacc_syntax::ast::Stmt>,
    ) {
        let ok = match (&self.ast.stmts[body].kind, kind) {
            (StmtKind::Expr(e), AtomicKind::Read) => self.is_read(*e),
            (StmtKind::Expr(e), AtomicKind::Write) => self.is_write(*e),
            (StmtKind::Expr(e), AtomicKind::Update) => self.is_update(*e),
            (StmtKind::Expr(e), AtomicKind::Capture) => self.is_capture_expr(*e),
            (StmtKind::Compound(items), AtomicKind::Capture) => self.is_capture_block(items),
            _ => false,
        };
        if !ok {
            let (word, forms) = match kind {
                AtomicKind::Read => ("read", "'v = x;'"),
                AtomicKind::Write => ("write", "'x = expr;'"),
                AtomicKind::Update => (
                    if d.atomic_clause_span.is_some() { "update" } else { "" },
                    "'x++;', 'x--;', '++x;', '--x;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'",
                ),
                AtomicKind::Capture => (
                    "capture",
                    "'v = x++;', 'v = x binop= expr;', 'v = x = x binop expr;' ... or a block '{v = x; x binop= expr;}' / '{x binop= expr; v = x;}'",
                ),
            };
            let span = self.ast.stmts[body].span;
            let mut dg = diag::bad_atomic_statement(span, word, forms);
            if word.is_empty() {
                dg.message = dg.message.replace("'atomic '", "'atomic'");
            }
            if let Some(call) = self.call_in_x(body) {
                // x's occurrences are compared as written, and a call may return another
                // location (or have effects) each time: the form is right but x is not
                // known to be one location, which the bare list of forms would not say.
                dg = dg.with_label(
                    self.ast.exprs[call].span,
                    "a function call in x: its two occurrences are not known to be the same location",
                ).with_note(
                    "compute the call once into a variable before the directive, or use a one-statement form such as 'v = x++;' or 'v = x += expr;'",
                );
            }
            self.diags.push(dg);
            return;
        }
        self.atomic_accesses(body, kind);
    }

    /// The `x`, `v` and `expr` operands of an atomic statement already known to have one of
    /// the forms of 2.12 (`atomic` checks the form first).
    fn atomic_operands(&self, e: Handle<Expr>, kind: AtomicKind, ops: &mut AtomicOperands) {
        match &self.ast.exprs[e].kind {
            ExprKind::Unary { operand, .. } => ops.x.push(*operand),
            ExprKind::Assign {
                op: Some(_),
                lhs,
                rhs,
            } => {
                ops.x.push(*lhs);
                ops.expr.push(*rhs);
            }
            ExprKind::Assign { op: None, lhs, rhs } => {
                if self.is_update(*rhs) {
                    // `v = x++`, `v = x binop= expr`, `v = x = x binop expr`.
                    ops.v.push(*lhs);
                    self.atomic_operands(*rhs, kind, ops);
                } else if let (ExprKind::Binary { op, lhs: a, rhs: b }, false) =
                    (&self.ast.exprs[*rhs].kind, kind == AtomicKind::Write)
                {
                    // Only a binop of 2.12 makes `x = x binop expr`; `x = x == e`, `x = x % e`
                    // in a capture block are the write `{v = x; x = expr;}` whose expr reads x.
                    if !crate::ast::is_atomic_binop(*op) {
                        ops.assign.push((*lhs, *rhs));
                        return;
                    }
                    if self.same_x(*a, *lhs) || self.same_x(*b, *lhs) {
                        // `x = x binop expr` / `x = expr binop x`: the other operand is expr
                        // (for `x = x + x` that is x itself).
                        ops.x.push(*lhs);
                        ops.expr.push(if self.same_x(*a, *lhs) { *b } else { *a });
                    } else {
                        ops.x.push(*lhs);
                        ops.expr.push(*rhs);
                    }
                } else {
                    // `v = x` or `x = expr`: which is which is decided by the caller.
                    ops.assign.push((*lhs, *rhs));
                }
            }
            _ => {}
        }
    }

    /// 2.12: "Neither of v and expr (as applicable) may access the storage location designated
    /// by x" and "Neither of x and expr (as applicable) may access the storage location
    /// designated by v": an occurrence of the same lvalue (as written, `same_expr`) inside the
    /// other operand. gcc accepts these; the result is then not atomic (`x = x + x` reads x
    /// twice) or not what was meant.
    fn atomic_accesses(&mut self, body: Handle<oxacc_syntax::ast::Stmt>, kind: AtomicKind) {
        let exprs: Vec<Handle<Expr>> = match &self.ast.stmts[body].kind {
            StmtKind::Expr(e) => vec![*e],
            StmtKind::Compound(items) => items
                .iter()
                .filter_map(|s| match &self.ast.stmts[*s].kind {
                    StmtKind::Expr(e) => Some(*e),
                    _ => None,
                })
                .collect(),
            _ => return,
        };
        let mut ops = AtomicOperands::default();
        for e in &exprs {
            self.atomic_operands(*e, kind, &mut ops);
        }
        // A plain assignment is the read `v = x` when its right side is the x of another
        // statement of the block (or the statement is `atomic read`), else the write `x = expr`.
        for (lhs, rhs) in std::mem::take(&mut ops.assign) {
            // `x = x` in a capture block is the write `x = expr` with an expr that reads x
            // (`{v = x; x = x;}`), not a second read.
            let self_assign = kind != AtomicKind::Read && self.same_x(lhs, rhs);
            let read = kind == AtomicKind::Read
                || (!self_assign && ops.x.iter().any(|x| self.same_x(*x, rhs)))
                || (kind == AtomicKind::Capture && !ops.x.iter().any(|x| self.same_x(*x, lhs)));
            if read {
                ops.v.push(lhs);
                ops.x.push(rhs);
            } else {
                ops.x.push(lhs);
                ops.expr.push(rhs);
            }
        }
        let Some(&x) = ops.x.first() else {
            return;
        };
        let v = ops.v.first().copied();
        let text = |e: Handle<Expr>| {
            let s = self.ast.exprs[e].span;
            self.text
                .get(s.start as usize..s.end as usize)
                .unwrap_or("")
                .to_string()
        };
        // (occurrence, the name of x or v, whether it is v)
        let mut found: Vec<(Span, String, bool)> = Vec::new();
        let mut find = |inside: Handle<Expr>, target: Handle<Expr>, of_v: bool| {
            let at = loopform::find_in_expr(self.ast, inside, &mut |s| self.same_x(s, target))?;
            found.push((self.ast.exprs[at].span, text(target), of_v));
            Some(())
        };
        for &e in &ops.expr {
            if find(e, x, false).is_none() {
                if let Some(v) = v {
                    find(e, v, true);
                }
            }
        }
        if let Some(v) = v {
            if find(v, x, false).is_none() {
                find(x, v, true);
            }
        }
        for (span, name, of_v) in found {
            self.diags.push(diag::atomic_access(span, &name, of_v));
        }
    }

    /// A function call inside an x of an atomic statement or block (the target of an
    /// assignment or increment, or the source of `v = x`), for the diagnostic of a form whose
    /// x's differ only because a call is never taken as the same location twice.
    fn call_in_x(&self, body: Handle<oxacc_syntax::ast::Stmt>) -> Option<Handle<Expr>> {
        let exprs: Vec<Handle<Expr>> = match &self.ast.stmts[body].kind {
            StmtKind::Expr(e) => vec![*e],
            StmtKind::Compound(items) => self.expr_stmts(items),
            _ => return None,
        };
        let mut xs = Vec::new();
        for e in exprs {
            // `v = x = ...` and `v = x op= ...` nest: follow every assignment's sides.
            let mut stack = vec![e];
            while let Some(e) = stack.pop() {
                match &self.ast.exprs[e].kind {
                    ExprKind::Assign { lhs, rhs, .. } => {
                        xs.push(*lhs);
                        stack.push(*rhs);
                    }
                    ExprKind::Unary { operand, .. } => xs.push(*operand),
                    _ if self.is_lvalue(e) => xs.push(e),
                    _ => {}
                }
            }
        }
        xs.into_iter().find_map(|x| {
            loopform::find_in_expr(self.ast, x, &mut |s| {
                matches!(self.ast.exprs[s].kind, ExprKind::Call { .. })
            })
        })
    }

    /// 2.12: "multiple syntactic occurrences of x must designate the same storage location":
    /// the same expression up to spelling (`(x)`, `x`; `p->f`, `(*p).f`), never one with side
    /// effects.
    fn same_x(&self, a: Handle<Expr>, b: Handle<Expr>) -> bool {
        oxacc_syntax::same_expr(self.ast, self.text, a, b)
    }

    /// The `x` an update statement (`x++`, `x binop= e`, `x = x binop e`, ...) updates.
    fn update_target(&self, e: Handle<Expr>) -> Option<Handle<Expr>> {
        match &self.ast.exprs[e].kind {
            ExprKind::Unary { operand, .. } => Some(*operand),
            ExprKind::Assign { lhs, .. } => Some(*lhs),
            _ => None,
        }
    }

    /// The `x` of a read statement `v = x`.
    fn read_source(&self, e: Handle<Expr>) -> Option<Handle<Expr>> {
        match &self.ast.exprs[e].kind {
            ExprKind::Assign { op: None, rhs, .. } => Some(*rhs),
            _ => None,
        }
    }

    fn is_lvalue(&self, e: Handle<Expr>) -> bool {
        matches!(
            &self.ast.exprs[e].kind,
            ExprKind::Ident(_)
                | ExprKind::Index { .. }
                | ExprKind::Member { .. }
                | ExprKind::Unary {
                    op: UnaryOp::Deref,
                    ..
                }
        )
    }

    fn is_read(&self, e: Handle<Expr>) -> bool {
        matches!(&self.ast.exprs[e].kind, ExprKind::Assign { op: None, lhs, rhs } if self.is_lvalue(*lhs) && self.is_lvalue(*rhs))
    }

    fn is_write(&self, e: Handle<Expr>) -> bool {
        matches!(&self.ast.exprs[e].kind, ExprKind::Assign { op: None, lhs, .. } if self.is_lvalue(*lhs))
    }

    fn is_update(&self, e: Handle<Expr>) -> bool {
        match &self.ast.exprs[e].kind {
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                operand,
            } => self.is_lvalue(*operand),
            ExprKind::Assign {
                op: Some(op), lhs, ..
            } => crate::ast::is_atomic_binop(*op) && self.is_lvalue(*lhs),
            ExprKind::Assign { op: None, lhs, rhs } => {
                if !self.is_lvalue(*lhs) {
                    return false;
                }
                match &self.ast.exprs[*rhs].kind {
                    ExprKind::Binary { op, lhs: a, rhs: b } => {
                        crate::ast::is_atomic_binop(*op)
                            && (self.same_x(*a, *lhs) || self.same_x(*b, *lhs))
                    }
                    _ => false,
                }
            }
            _ => false,
        }
    }

    fn is_capture_expr(&self, e: Handle<Expr>) -> bool {
        match &self.ast.exprs[e].kind {
            ExprKind::Assign { op: None, lhs, rhs } => self.is_lvalue(*lhs) && self.is_update(*rhs),
            _ => false,
        }
    }

    /// The expressions of a block's expression statements, in order (other statements skipped).
    fn expr_stmts(&self, items: &[Handle<oxacc_syntax::ast::Stmt>]) -> Vec<Handle<Expr>> {
        items
            .iter()
            .filter_map(|s| match &self.ast.stmts[*s].kind {
                StmtKind::Expr(e) => Some(*e),
                _ => None,
            })
            .collect()
    }

    fn is_capture_block(&self, items: &[Handle<oxacc_syntax::ast::Stmt>]) -> bool {
        let exprs = self.expr_stmts(items);
        if exprs.len() != 2 || items.len() != 2 {
            return false;
        }
        let (a, b) = (exprs[0], exprs[1]);
        // {v = x; x binop= expr;}  {x binop= expr; v = x;}  {v = x; x = expr;}, with the
        // same x in both statements.
        let same = |upd: Handle<Expr>, read: Handle<Expr>| match (
            self.update_target(upd),
            self.read_source(read),
        ) {
            (Some(x1), Some(x2)) => self.same_x(x1, x2),
            _ => false,
        };
        (self.is_read(a) && (self.is_update(b) || self.is_write(b)) && same(b, a))
            || (self.is_update(a) && self.is_read(b) && same(a, b))
    }

    // --------------------------------------------------------------------------------------
    // routine (2.15.1, A.3.4) and declare (2.13)
    // --------------------------------------------------------------------------------------

    fn routine(&mut self, d: &AccDirective, next_is_function: bool) {
        match &d.args {
            DirectiveArgs::Routine(n) => match self.lookup(&n.name) {
                None => self
                    .diags
                    .push(diag::routine_name_not_found(n.span, &n.name)),
                Some((_, info)) if !info.is_function => self
                    .diags
                    .push(diag::routine_name_not_function(n.span, &n.name)),
                Some(_) => {
                    // 2.15.1: a definition must be within the scope of the routine directive,
                    // which runs from the directive to the end of the file.
                    if let Some(def) = self.defined_functions.get(&n.name) {
                        self.diags
                            .push(diag::routine_after_definition(n.span, &n.name, *def));
                    }
                }
            },
            _ => {
                if !next_is_function {
                    self.diags
                        .push(diag::routine_not_before_function(d.name_span));
                }
            }
        }
    }

    fn declare(&mut self, d: &AccDirective, file_scope: bool) {
        for c in &d.clauses {
            let name = c.name();
            let global_ok = matches!(
                name,
                ClauseName::Create
                    | ClauseName::Copyin
                    | ClauseName::Deviceptr
                    | ClauseName::DeviceResident
                    | ClauseName::Link
            );
            if file_scope && !global_ok && tables::clause_allowed(DirectiveName::Declare, name) {
                self.diags.push(diag::declare_global_clause(
                    c.name_span,
                    c.spelling(self.text),
                ));
            }
            for v in c.vars() {
                let var = v.name();
                // 2.13: "A var in a declare directive must be a variable or array name"; in a
                // function a subarray is accepted (`check::var_shapes`), at file scope it
                // would map a section of data a pointer points to before `main` runs.
                if file_scope && !v.is_member && !v.is_whole() {
                    self.diags.push(diag::declare_not_name(v.span, &v.text));
                }
                // An undeclared name is sema's error ("'x' undeclared").
                let Some((depth, info)) = self.lookup(var) else {
                    continue;
                };
                // 2.13: "same scope as the declaration of any var": the innermost scope, or
                // the parameters' scope when the directive is in the function body's block.
                // (The function body's items are walked in the parameters' scope.)
                let same = depth + 1 == self.scopes.len();
                if !same && !info.is_extern {
                    self.diags
                        .push(diag::declare_scope(v.root.span, var, Some(info.span)));
                }
                if info.is_extern && !global_ok {
                    self.diags.push(diag::declare_extern_clause(
                        v.span,
                        var,
                        c.spelling(self.text),
                    ));
                }
                if name == ClauseName::Link && !file_scope && !info.is_extern {
                    self.diags.push(diag::declare_link_scope(v.span, var));
                }
                let seen = if file_scope {
                    &mut self.declared_file
                } else {
                    &mut self.declared_function
                };
                // 2.13: "A variable or array may appear at most once": the same variable, not
                // the same name (sibling blocks may each declare their own `x`).
                match seen.get(&info.span) {
                    Some(first) => {
                        let first = *first;
                        self.diags.push(diag::declare_twice(v.span, var, first));
                    }
                    None => {
                        seen.insert(info.span, v.span);
                    }
                }
            }
        }
    }
}

/// The operands of an atomic statement (2.12): every occurrence of x and v, the expr operands,
/// and plain assignments not yet classified as a read or a write.
#[derive(Default)]
struct AtomicOperands {
    x: Vec<Handle<Expr>>,
    v: Vec<Handle<Expr>>,
    expr: Vec<Handle<Expr>>,
    assign: Vec<(Handle<Expr>, Handle<Expr>)>,
}

/// The executable directives of 2.14 (and `wait`, 2.16.3; `enter data`/`exit data`, 2.6.6).
fn is_executable(name: DirectiveName) -> bool {
    matches!(
        name,
        DirectiveName::Init
            | DirectiveName::Shutdown
            | DirectiveName::Set
            | DirectiveName::Update
            | DirectiveName::Wait
            | DirectiveName::EnterData
            | DirectiveName::ExitData
    )
}

/// The error, if any, in the nest of `wanted` loops (tightly nested if `tight`) that clause
/// `c` (`collapse` or `tile`) associates with the `for` statement `s` (2.9.1, 2.9.8).
pub(crate) fn nest_diagnostic(
    ast: &Ast,
    s: Handle<oxacc_syntax::ast::Stmt>,
    c: &crate::ast::Clause,
    wanted: u64,
    tight: bool,
) -> Option<Diagnostic> {
    let wanted_n = usize::try_from(wanted).unwrap_or(usize::MAX);
    let r = crate::nest::associated_loops(ast, s, wanted_n, !tight);
    r.error
        .map(|e| diag::nest_error(&e, c.name().as_str(), c.span, wanted, tight))
}

/// The file-scope item after `items[i]` that a `routine` directive without a name applies to.
/// 2.15.1 has it "immediately before a function definition, a function prototype"; a
/// non-OpenACC `#pragma` line in between (`#pragma GCC diagnostic ...`) is no C token, so it
/// is skipped (an extension: gcc 12 rejects it). The lowering's `routine_directives` skips
/// such pragmas too, so the directive applies to the same function there.
fn next_non_pragma(items: &[ExternalDecl], i: usize) -> Option<&ExternalDecl> {
    items
        .get(i + 1..)?
        .iter()
        .find(|n| !matches!(n, ExternalDecl::Pragma(_)))
}
