//! The OpenMP 2.0 directive tree: [`OmpDirective`], its [`Clause`]s and their variables.

use oxacc_syntax::ast::{Directive, Expr, Stmt};
use oxacc_syntax::{Handle, Span};

/// A directive name (combined constructs are one name).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OmpName {
    Parallel,
    For,
    Sections,
    Section,
    Single,
    ParallelFor,
    ParallelSections,
    Master,
    Critical,
    Barrier,
    Atomic,
    Flush,
    Ordered,
    Threadprivate,
}

impl OmpName {
    pub fn as_str(self) -> &'static str {
        match self {
            OmpName::Parallel => "parallel",
            OmpName::For => "for",
            OmpName::Sections => "sections",
            OmpName::Section => "section",
            OmpName::Single => "single",
            OmpName::ParallelFor => "parallel for",
            OmpName::ParallelSections => "parallel sections",
            OmpName::Master => "master",
            OmpName::Critical => "critical",
            OmpName::Barrier => "barrier",
            OmpName::Atomic => "atomic",
            OmpName::Flush => "flush",
            OmpName::Ordered => "ordered",
            OmpName::Threadprivate => "threadprivate",
        }
    }

    /// The section of the OpenMP 2.0 C/C++ specification that defines the directive.
    pub fn section(self) -> &'static str {
        match self {
            OmpName::Parallel => "2.3",
            OmpName::For => "2.4.1",
            OmpName::Sections | OmpName::Section => "2.4.2",
            OmpName::Single => "2.4.3",
            OmpName::ParallelFor => "2.5.1",
            OmpName::ParallelSections => "2.5.2",
            OmpName::Master => "2.6.1",
            OmpName::Critical => "2.6.2",
            OmpName::Barrier => "2.6.3",
            OmpName::Atomic => "2.6.4",
            OmpName::Flush => "2.6.5",
            OmpName::Ordered => "2.6.6",
            OmpName::Threadprivate => "2.7.1",
        }
    }

    /// Constructs with a structured block (the C parser's `directive_takes_body` agrees).
    pub fn takes_body(self) -> bool {
        !matches!(
            self,
            OmpName::Barrier | OmpName::Flush | OmpName::Threadprivate
        )
    }

    /// `parallel`, `parallel for`, `parallel sections`: a new team.
    pub fn is_parallel(self) -> bool {
        matches!(
            self,
            OmpName::Parallel | OmpName::ParallelFor | OmpName::ParallelSections
        )
    }

    /// `for`, `sections`, `single` (2.4), alone or as the work-sharing part of a combined
    /// construct.
    pub fn is_worksharing(self) -> bool {
        matches!(
            self,
            OmpName::For
                | OmpName::Sections
                | OmpName::Single
                | OmpName::ParallelFor
                | OmpName::ParallelSections
        )
    }

    /// A loop construct: its body is the loop.
    pub fn is_loop(self) -> bool {
        matches!(self, OmpName::For | OmpName::ParallelFor)
    }

    pub fn is_sections(self) -> bool {
        matches!(self, OmpName::Sections | OmpName::ParallelSections)
    }
}

/// A clause name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClauseName {
    If,
    NumThreads,
    Private,
    Firstprivate,
    Lastprivate,
    Shared,
    Default,
    Copyin,
    Copyprivate,
    Reduction,
    Schedule,
    Ordered,
    Nowait,
}

impl ClauseName {
    pub const ALL: [ClauseName; 13] = [
        ClauseName::If,
        ClauseName::NumThreads,
        ClauseName::Private,
        ClauseName::Firstprivate,
        ClauseName::Lastprivate,
        ClauseName::Shared,
        ClauseName::Default,
        ClauseName::Copyin,
        ClauseName::Copyprivate,
        ClauseName::Reduction,
        ClauseName::Schedule,
        ClauseName::Ordered,
        ClauseName::Nowait,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            ClauseName::If => "if",
            ClauseName::NumThreads => "num_threads",
            ClauseName::Private => "private",
            ClauseName::Firstprivate => "firstprivate",
            ClauseName::Lastprivate => "lastprivate",
            ClauseName::Shared => "shared",
            ClauseName::Default => "default",
            ClauseName::Copyin => "copyin",
            ClauseName::Copyprivate => "copyprivate",
            ClauseName::Reduction => "reduction",
            ClauseName::Schedule => "schedule",
            ClauseName::Ordered => "ordered",
            ClauseName::Nowait => "nowait",
        }
    }

    pub fn from_name(s: &str) -> Option<ClauseName> {
        ClauseName::ALL.into_iter().find(|c| c.as_str() == s)
    }

    /// The section that defines the clause.
    pub fn section(self) -> &'static str {
        match self {
            ClauseName::If | ClauseName::NumThreads => "2.3",
            ClauseName::Private => "2.7.2.1",
            ClauseName::Firstprivate => "2.7.2.2",
            ClauseName::Lastprivate => "2.7.2.3",
            ClauseName::Shared => "2.7.2.4",
            ClauseName::Default => "2.7.2.5",
            ClauseName::Reduction => "2.7.2.6",
            ClauseName::Copyin => "2.7.2.7",
            ClauseName::Copyprivate => "2.7.2.8",
            ClauseName::Schedule | ClauseName::Ordered => "2.4.1",
            ClauseName::Nowait => "2.4",
        }
    }
}

/// The operator of a `reduction` clause (2.7.2.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReductionOp {
    Add,
    Mul,
    Sub,
    BitAnd,
    BitOr,
    BitXor,
    LogAnd,
    LogOr,
}

impl ReductionOp {
    pub fn as_str(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Sub => "-",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
            ReductionOp::LogAnd => "&&",
            ReductionOp::LogOr => "||",
        }
    }

    /// `&`, `|`, `^`: integer operands only.
    pub fn is_bitwise(self) -> bool {
        matches!(
            self,
            ReductionOp::BitAnd | ReductionOp::BitOr | ReductionOp::BitXor
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScheduleKind {
    Static,
    Dynamic,
    Guided,
    Runtime,
}

impl ScheduleKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ScheduleKind::Static => "static",
            ScheduleKind::Dynamic => "dynamic",
            ScheduleKind::Guided => "guided",
            ScheduleKind::Runtime => "runtime",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefaultKind {
    Shared,
    None,
}

/// A variable of a variable-list: a name (OpenMP 2.0, 2.1: "it must specify only variables"),
/// parsed into the program's `Ast` so that sema resolves it at the directive's scope.
#[derive(Clone, Debug)]
pub struct Var {
    pub name: String,
    pub span: Span,
    pub expr: Handle<Expr>,
}

#[derive(Clone, Debug)]
pub enum ClauseKind {
    If(Handle<Expr>),
    NumThreads(Handle<Expr>),
    Private(Vec<Var>),
    Firstprivate(Vec<Var>),
    Lastprivate(Vec<Var>),
    Shared(Vec<Var>),
    Default(DefaultKind),
    Copyin(Vec<Var>),
    Copyprivate(Vec<Var>),
    Reduction {
        op: ReductionOp,
        op_span: Span,
        vars: Vec<Var>,
    },
    Schedule {
        kind: ScheduleKind,
        chunk: Option<Handle<Expr>>,
    },
    Ordered,
    Nowait,
}

#[derive(Clone, Debug)]
pub struct Clause {
    pub kind: ClauseKind,
    /// The whole clause (name and arguments).
    pub span: Span,
    pub name_span: Span,
}

impl Clause {
    pub fn name(&self) -> ClauseName {
        match &self.kind {
            ClauseKind::If(_) => ClauseName::If,
            ClauseKind::NumThreads(_) => ClauseName::NumThreads,
            ClauseKind::Private(_) => ClauseName::Private,
            ClauseKind::Firstprivate(_) => ClauseName::Firstprivate,
            ClauseKind::Lastprivate(_) => ClauseName::Lastprivate,
            ClauseKind::Shared(_) => ClauseName::Shared,
            ClauseKind::Default(_) => ClauseName::Default,
            ClauseKind::Copyin(_) => ClauseName::Copyin,
            ClauseKind::Copyprivate(_) => ClauseName::Copyprivate,
            ClauseKind::Reduction { .. } => ClauseName::Reduction,
            ClauseKind::Schedule { .. } => ClauseName::Schedule,
            ClauseKind::Ordered => ClauseName::Ordered,
            ClauseKind::Nowait => ClauseName::Nowait,
        }
    }

    /// The variables of a variable-list clause (empty for the others).
    pub fn vars(&self) -> &[Var] {
        match &self.kind {
            ClauseKind::Private(v)
            | ClauseKind::Firstprivate(v)
            | ClauseKind::Lastprivate(v)
            | ClauseKind::Shared(v)
            | ClauseKind::Copyin(v)
            | ClauseKind::Copyprivate(v)
            | ClauseKind::Reduction { vars: v, .. } => v,
            _ => &[],
        }
    }

    /// The C expressions of the clause (arguments and variables).
    pub fn exprs(&self) -> Vec<Handle<Expr>> {
        match &self.kind {
            ClauseKind::If(e) | ClauseKind::NumThreads(e) => vec![*e],
            ClauseKind::Schedule { chunk, .. } => chunk.iter().copied().collect(),
            _ => self.vars().iter().map(|v| v.expr).collect(),
        }
    }
}

/// One `#pragma omp` directive.
#[derive(Clone, Debug)]
pub struct OmpDirective {
    pub name: OmpName,
    /// The whole pragma line.
    pub span: Span,
    /// The directive name's words.
    pub name_span: Span,
    pub directive: Handle<Directive>,
    /// The structured block (constructs in statement position).
    pub body: Option<Handle<Stmt>>,
    pub clauses: Vec<Clause>,
    /// `critical(name)`.
    pub critical_name: Option<(String, Span)>,
    /// `flush(list)`, `threadprivate(list)`.
    pub list: Vec<Var>,
}

impl OmpDirective {
    pub fn has(&self, name: ClauseName) -> bool {
        self.clauses.iter().any(|c| c.name() == name)
    }

    pub fn clause(&self, name: ClauseName) -> Option<&Clause> {
        self.clauses.iter().find(|c| c.name() == name)
    }

    pub fn clauses_named(&self, name: ClauseName) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(move |c| c.name() == name)
    }

    /// Every (clause, var) of the variable-list clauses, in order.
    pub fn all_vars(&self) -> impl Iterator<Item = (&Clause, &Var)> {
        self.clauses
            .iter()
            .flat_map(|c| c.vars().iter().map(move |v| (c, v)))
    }

    /// Every C expression of the directive (clause arguments, variables, list items).
    pub fn exprs(&self) -> Vec<Handle<Expr>> {
        let mut out: Vec<Handle<Expr>> = self.clauses.iter().flat_map(|c| c.exprs()).collect();
        out.extend(self.list.iter().map(|v| v.expr));
        out
    }

    /// The `default` clause's kind, if any.
    pub fn default_kind(&self) -> Option<DefaultKind> {
        self.clauses.iter().find_map(|c| match c.kind {
            ClauseKind::Default(k) => Some(k),
            _ => None,
        })
    }

    /// The `schedule` clause, if any.
    pub fn schedule(&self) -> Option<(ScheduleKind, Option<Handle<Expr>>)> {
        self.clauses.iter().find_map(|c| match c.kind {
            ClauseKind::Schedule { kind, chunk } => Some((kind, chunk)),
            _ => None,
        })
    }
}
