//! The OpenACC directive and clause tree.
//!
//! One [`AccDirective`] is built for each `#pragma acc` line of the C AST
//! ([`oxacc_syntax::ast::Directive`]). Clause arguments that are C expressions (conditions,
//! `num_gangs`, subarray bounds, ...) are parsed with [`oxacc_syntax::parse_expr`] into the same
//! [`Ast`](oxacc_syntax::Ast) as the program, so sema types them like any other expression (at
//! the directive's scope) and the lowering prints them with the C printer.
//!
//! Section numbers in comments are those of the OpenACC 3.3 specification.

use oxacc_syntax::ast::{BinaryOp, Directive, Expr, ExprKind, Stmt};
use oxacc_syntax::{Ast, Handle, Span};

/// The name of a directive (2.1: "a combined directive name is considered a single
/// directive-name").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DirectiveName {
    /// 2.5.1
    Parallel,
    /// 2.5.2
    Serial,
    /// 2.5.3
    Kernels,
    /// 2.6.5
    Data,
    /// 2.6.6 / 2.14.6
    EnterData,
    /// 2.6.6 / 2.14.7
    ExitData,
    /// 2.8
    HostData,
    /// 2.9
    Loop,
    /// 2.10 (`cache(...)`: its arguments are in [`DirectiveArgs::Cache`]).
    Cache,
    /// 2.11 `parallel loop`
    ParallelLoop,
    /// 2.11 `serial loop`
    SerialLoop,
    /// 2.11 `kernels loop`
    KernelsLoop,
    /// 2.12; the atomic-clause is part of the name. A bare `atomic` is `Atomic(Update)`
    /// ([`AccDirective::atomic_clause_span`] is `None` then).
    Atomic(AtomicKind),
    /// 2.13
    Declare,
    /// 2.14.1
    Init,
    /// 2.14.2
    Shutdown,
    /// 2.14.3
    Set,
    /// 2.14.4
    Update,
    /// 2.16.3 (`wait[(wait-argument)]`: the argument is in [`DirectiveArgs::Wait`]).
    Wait,
    /// 2.15.1 (`routine[(name)]`: the name is in [`DirectiveArgs::Routine`]).
    Routine,
}

/// Whether `op` is a *binop* of the atomic statement forms (2.12: one of `+ * - / & ^ | << >>`).
/// The checks and the lowering both classify atomic statements with it.
pub fn is_atomic_binop(op: BinaryOp) -> bool {
    matches!(
        op,
        BinaryOp::Add
            | BinaryOp::Mul
            | BinaryOp::Sub
            | BinaryOp::Div
            | BinaryOp::BitAnd
            | BinaryOp::BitXor
            | BinaryOp::BitOr
            | BinaryOp::Shl
            | BinaryOp::Shr
    )
}

/// The atomic-clause of 2.12.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum AtomicKind {
    Read,
    Write,
    Update,
    Capture,
}

impl DirectiveName {
    /// The spelling used in diagnostics (`enter data`, `parallel loop`, `atomic capture`).
    pub fn as_str(self) -> &'static str {
        match self {
            DirectiveName::Parallel => "parallel",
            DirectiveName::Serial => "serial",
            DirectiveName::Kernels => "kernels",
            DirectiveName::Data => "data",
            DirectiveName::EnterData => "enter data",
            DirectiveName::ExitData => "exit data",
            DirectiveName::HostData => "host_data",
            DirectiveName::Loop => "loop",
            DirectiveName::Cache => "cache",
            DirectiveName::ParallelLoop => "parallel loop",
            DirectiveName::SerialLoop => "serial loop",
            DirectiveName::KernelsLoop => "kernels loop",
            DirectiveName::Atomic(AtomicKind::Read) => "atomic read",
            DirectiveName::Atomic(AtomicKind::Write) => "atomic write",
            DirectiveName::Atomic(AtomicKind::Update) => "atomic update",
            DirectiveName::Atomic(AtomicKind::Capture) => "atomic capture",
            DirectiveName::Declare => "declare",
            DirectiveName::Init => "init",
            DirectiveName::Shutdown => "shutdown",
            DirectiveName::Set => "set",
            DirectiveName::Update => "update",
            DirectiveName::Wait => "wait",
            DirectiveName::Routine => "routine",
        }
    }

    /// `parallel`, `serial`, `kernels` and their combined `... loop` forms (2.5, 2.11).
    pub fn is_compute(self) -> bool {
        matches!(
            self,
            DirectiveName::Parallel
                | DirectiveName::Serial
                | DirectiveName::Kernels
                | DirectiveName::ParallelLoop
                | DirectiveName::SerialLoop
                | DirectiveName::KernelsLoop
        )
    }

    /// `parallel loop`, `serial loop`, `kernels loop` (2.11).
    pub fn is_combined(self) -> bool {
        matches!(
            self,
            DirectiveName::ParallelLoop | DirectiveName::SerialLoop | DirectiveName::KernelsLoop
        )
    }

    /// A construct that applies to a loop: `loop` and the combined constructs.
    pub fn is_loop(self) -> bool {
        self == DirectiveName::Loop || self.is_combined()
    }

    /// For a combined construct, its compute part (`parallel loop` → `parallel`).
    pub fn compute_part(self) -> Option<DirectiveName> {
        match self {
            DirectiveName::ParallelLoop | DirectiveName::Parallel => Some(DirectiveName::Parallel),
            DirectiveName::SerialLoop | DirectiveName::Serial => Some(DirectiveName::Serial),
            DirectiveName::KernelsLoop | DirectiveName::Kernels => Some(DirectiveName::Kernels),
            _ => None,
        }
    }

    /// The section of the OpenACC 3.3 specification that defines the directive (for
    /// diagnostics: "(OpenACC 3.3, 2.5.1)").
    pub fn section(self) -> &'static str {
        match self {
            DirectiveName::Parallel => "2.5.1",
            DirectiveName::Serial => "2.5.2",
            DirectiveName::Kernels => "2.5.3",
            DirectiveName::Data => "2.6.5",
            DirectiveName::EnterData | DirectiveName::ExitData => "2.6.6",
            DirectiveName::HostData => "2.8",
            DirectiveName::Loop => "2.9",
            DirectiveName::Cache => "2.10",
            DirectiveName::ParallelLoop
            | DirectiveName::SerialLoop
            | DirectiveName::KernelsLoop => "2.11",
            DirectiveName::Atomic(_) => "2.12",
            DirectiveName::Declare => "2.13",
            DirectiveName::Init => "2.14.1",
            DirectiveName::Shutdown => "2.14.2",
            DirectiveName::Set => "2.14.3",
            DirectiveName::Update => "2.14.4",
            DirectiveName::Wait => "2.16.3",
            DirectiveName::Routine => "2.15.1",
        }
    }
}

/// One parsed `#pragma acc` line.
#[derive(Clone, Debug)]
pub struct AccDirective {
    pub name: DirectiveName,
    /// The whole `#pragma` line.
    pub span: Span,
    /// The directive name (both words of `enter data`, `parallel loop`; `atomic` and its
    /// atomic-clause).
    pub name_span: Span,
    /// The span of the atomic-clause word (`read` in `atomic read`); `None` for a bare
    /// `atomic` and for every other directive.
    pub atomic_clause_span: Option<Span>,
    /// Parenthesised arguments of the directive itself (`wait(...)`, `cache(...)`,
    /// `routine(name)`).
    pub args: DirectiveArgs,
    /// In source order. A clause's [`Clause::device_type`] says which `device_type` clause (if
    /// any) it follows (2.4).
    pub clauses: Vec<Clause>,
    /// The C directive node this was parsed from.
    pub directive: Handle<Directive>,
    /// The structured block / loop the construct applies to (copied from the C directive).
    pub body: Option<Handle<Stmt>>,
}

/// Arguments written right after the directive name.
#[derive(Clone, Debug, Default)]
pub enum DirectiveArgs {
    #[default]
    None,
    /// `wait(wait-argument)` (2.16.3).
    Wait(WaitArgs),
    /// `cache([readonly:] var-list)` (2.10).
    Cache {
        /// The span of `readonly` when the modifier appears.
        readonly: Option<Span>,
        vars: Vec<DataVar>,
    },
    /// `routine(name)` (2.15.1).
    Routine(NameRef),
}

/// An identifier written in a directive (a routine name, a `bind` name, a device type).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameRef {
    pub name: String,
    pub span: Span,
}

/// One clause.
#[derive(Clone, Debug)]
pub struct Clause {
    pub kind: ClauseKind,
    /// From the clause name to its closing parenthesis.
    pub span: Span,
    /// The clause name as written (`pcopyin`, `dtype`: see [`Clause::spelling`]).
    pub name_span: Span,
    /// Index into [`AccDirective::clauses`] of the `device_type` clause this clause follows
    /// (2.4: "clauses that follow a device_type clause up to ... the next device_type clause
    /// are device-specific clauses"); `None` for a default clause.
    pub device_type: Option<usize>,
}

/// The fieldless name of a clause: what tables of allowed clauses and
/// [`AccDirective::clause`] are keyed by. Aliases map to the clause they stand for
/// (`pcopy`/`present_or_copy` → `Copy`, `dtype` → `DeviceType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ClauseName {
    If,
    SelfClause,
    Async,
    Wait,
    NumGangs,
    NumWorkers,
    VectorLength,
    DeviceType,
    Private,
    Firstprivate,
    Reduction,
    Copy,
    Copyin,
    Copyout,
    Create,
    NoCreate,
    Present,
    Deviceptr,
    Attach,
    Detach,
    Delete,
    Default,
    Gang,
    Worker,
    Vector,
    Seq,
    Independent,
    Auto,
    Collapse,
    Tile,
    UseDevice,
    IfPresent,
    Finalize,
    Host,
    Device,
    DeviceResident,
    Link,
    Bind,
    Nohost,
    DeviceNum,
    DefaultAsync,
}

impl ClauseName {
    /// Every clause name, in the order used when listing valid clauses.
    pub const ALL: [ClauseName; 41] = [
        ClauseName::If,
        ClauseName::SelfClause,
        ClauseName::Async,
        ClauseName::Wait,
        ClauseName::NumGangs,
        ClauseName::NumWorkers,
        ClauseName::VectorLength,
        ClauseName::DeviceType,
        ClauseName::Private,
        ClauseName::Firstprivate,
        ClauseName::Reduction,
        ClauseName::Copy,
        ClauseName::Copyin,
        ClauseName::Copyout,
        ClauseName::Create,
        ClauseName::NoCreate,
        ClauseName::Present,
        ClauseName::Deviceptr,
        ClauseName::Attach,
        ClauseName::Detach,
        ClauseName::Delete,
        ClauseName::Default,
        ClauseName::Gang,
        ClauseName::Worker,
        ClauseName::Vector,
        ClauseName::Seq,
        ClauseName::Independent,
        ClauseName::Auto,
        ClauseName::Collapse,
        ClauseName::Tile,
        ClauseName::UseDevice,
        ClauseName::IfPresent,
        ClauseName::Finalize,
        ClauseName::Host,
        ClauseName::Device,
        ClauseName::DeviceResident,
        ClauseName::Link,
        ClauseName::Bind,
        ClauseName::Nohost,
        ClauseName::DeviceNum,
        ClauseName::DefaultAsync,
    ];

    /// The canonical spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            ClauseName::If => "if",
            ClauseName::SelfClause => "self",
            ClauseName::Async => "async",
            ClauseName::Wait => "wait",
            ClauseName::NumGangs => "num_gangs",
            ClauseName::NumWorkers => "num_workers",
            ClauseName::VectorLength => "vector_length",
            ClauseName::DeviceType => "device_type",
            ClauseName::Private => "private",
            ClauseName::Firstprivate => "firstprivate",
            ClauseName::Reduction => "reduction",
            ClauseName::Copy => "copy",
            ClauseName::Copyin => "copyin",
            ClauseName::Copyout => "copyout",
            ClauseName::Create => "create",
            ClauseName::NoCreate => "no_create",
            ClauseName::Present => "present",
            ClauseName::Deviceptr => "deviceptr",
            ClauseName::Attach => "attach",
            ClauseName::Detach => "detach",
            ClauseName::Delete => "delete",
            ClauseName::Default => "default",
            ClauseName::Gang => "gang",
            ClauseName::Worker => "worker",
            ClauseName::Vector => "vector",
            ClauseName::Seq => "seq",
            ClauseName::Independent => "independent",
            ClauseName::Auto => "auto",
            ClauseName::Collapse => "collapse",
            ClauseName::Tile => "tile",
            ClauseName::UseDevice => "use_device",
            ClauseName::IfPresent => "if_present",
            ClauseName::Finalize => "finalize",
            ClauseName::Host => "host",
            ClauseName::Device => "device",
            ClauseName::DeviceResident => "device_resident",
            ClauseName::Link => "link",
            ClauseName::Bind => "bind",
            ClauseName::Nohost => "nohost",
            ClauseName::DeviceNum => "device_num",
            ClauseName::DefaultAsync => "default_async",
        }
    }

    /// The section of the OpenACC 3.3 specification that defines the clause.
    pub fn section(self) -> &'static str {
        match self {
            ClauseName::If => "2.5.6",
            ClauseName::SelfClause => "2.5.7",
            ClauseName::Async => "2.16.1",
            ClauseName::Wait => "2.16.2",
            ClauseName::NumGangs => "2.5.10",
            ClauseName::NumWorkers => "2.5.11",
            ClauseName::VectorLength => "2.5.12",
            ClauseName::DeviceType => "2.4",
            ClauseName::Private => "2.5.13",
            ClauseName::Firstprivate => "2.5.14",
            ClauseName::Reduction => "2.5.15",
            ClauseName::Copy => "2.7.6",
            ClauseName::Copyin => "2.7.7",
            ClauseName::Copyout => "2.7.8",
            ClauseName::Create => "2.7.9",
            ClauseName::NoCreate => "2.7.10",
            ClauseName::Present => "2.7.5",
            ClauseName::Deviceptr => "2.7.4",
            ClauseName::Attach => "2.7.12",
            ClauseName::Detach => "2.7.13",
            ClauseName::Delete => "2.7.11",
            ClauseName::Default => "2.5.16",
            ClauseName::Gang => "2.9.2",
            ClauseName::Worker => "2.9.3",
            ClauseName::Vector => "2.9.4",
            ClauseName::Seq => "2.9.5",
            ClauseName::Independent => "2.9.6",
            ClauseName::Auto => "2.9.7",
            ClauseName::Collapse => "2.9.1",
            ClauseName::Tile => "2.9.8",
            ClauseName::UseDevice => "2.8.1",
            ClauseName::IfPresent => "2.8.3",
            ClauseName::Finalize => "2.6.6",
            ClauseName::Host | ClauseName::Device => "2.14.4",
            ClauseName::DeviceResident => "2.13.1",
            ClauseName::Link => "2.13.3",
            ClauseName::Bind | ClauseName::Nohost => "2.15.1",
            ClauseName::DeviceNum => "2.14.1",
            ClauseName::DefaultAsync => "2.14.3",
        }
    }

    /// The clause a spelling names, aliases included: `dtype` (2.4) and the `present_or_*`
    /// / `p*` forms of OpenACC 2.0 that NVIDIA's compiler still accepts (in 3.3 `copy` etc.
    /// already behave as "present or copy", 2.7.1).
    pub fn lookup(s: &str) -> Option<ClauseName> {
        Some(match s {
            "if" => ClauseName::If,
            "self" => ClauseName::SelfClause,
            "async" => ClauseName::Async,
            "wait" => ClauseName::Wait,
            "num_gangs" => ClauseName::NumGangs,
            "num_workers" => ClauseName::NumWorkers,
            "vector_length" => ClauseName::VectorLength,
            "device_type" | "dtype" => ClauseName::DeviceType,
            "private" => ClauseName::Private,
            "firstprivate" => ClauseName::Firstprivate,
            "reduction" => ClauseName::Reduction,
            "copy" | "pcopy" | "present_or_copy" => ClauseName::Copy,
            "copyin" | "pcopyin" | "present_or_copyin" => ClauseName::Copyin,
            "copyout" | "pcopyout" | "present_or_copyout" => ClauseName::Copyout,
            "create" | "pcreate" | "present_or_create" => ClauseName::Create,
            "no_create" => ClauseName::NoCreate,
            "present" => ClauseName::Present,
            "deviceptr" => ClauseName::Deviceptr,
            "attach" => ClauseName::Attach,
            "detach" => ClauseName::Detach,
            "delete" => ClauseName::Delete,
            "default" => ClauseName::Default,
            "gang" => ClauseName::Gang,
            "worker" => ClauseName::Worker,
            "vector" => ClauseName::Vector,
            "seq" => ClauseName::Seq,
            "independent" => ClauseName::Independent,
            "auto" => ClauseName::Auto,
            "collapse" => ClauseName::Collapse,
            "tile" => ClauseName::Tile,
            "use_device" => ClauseName::UseDevice,
            "if_present" => ClauseName::IfPresent,
            "finalize" => ClauseName::Finalize,
            "host" => ClauseName::Host,
            "device" => ClauseName::Device,
            "device_resident" => ClauseName::DeviceResident,
            "link" => ClauseName::Link,
            "bind" => ClauseName::Bind,
            "nohost" => ClauseName::Nohost,
            "device_num" => ClauseName::DeviceNum,
            "default_async" => ClauseName::DefaultAsync,
            _ => return None,
        })
    }

    /// Data clauses of 2.7 (those whose vars get a device copy or are checked for presence),
    /// plus `deviceptr`, `attach`, `detach`, `delete`, `device_resident`, `link`.
    pub fn is_data_clause(self) -> bool {
        matches!(
            self,
            ClauseName::Copy
                | ClauseName::Copyin
                | ClauseName::Copyout
                | ClauseName::Create
                | ClauseName::NoCreate
                | ClauseName::Present
                | ClauseName::Deviceptr
                | ClauseName::Attach
                | ClauseName::Detach
                | ClauseName::Delete
                | ClauseName::DeviceResident
                | ClauseName::Link
        )
    }
}

/// A clause and its arguments.
#[derive(Clone, Debug)]
pub enum ClauseKind {
    /// `if(condition)` (2.5.6 and each directive).
    If(Handle<Expr>),
    /// `self[(condition)]` on compute constructs (2.5.7), `self(var-list)` on `update`
    /// (2.14.4).
    SelfClause(SelfArg),
    /// `async[(int-expr)]` (2.16.1).
    Async(Option<Handle<Expr>>),
    /// `wait[(wait-argument)]` (2.16.2).
    Wait(Option<WaitArgs>),
    /// `num_gangs(int-expr-list)`: up to three on `parallel`, one on `kernels` (2.5.10).
    NumGangs(Vec<Handle<Expr>>),
    /// `num_workers(int-expr)` (2.5.11).
    NumWorkers(Handle<Expr>),
    /// `vector_length(int-expr)` (2.5.12).
    VectorLength(Handle<Expr>),
    /// `device_type(*|list)` / `dtype(...)` (2.4).
    DeviceType(DeviceTypeArg),
    /// `private(var-list)` (2.5.13, 2.9.10).
    Private(Vec<DataVar>),
    /// `firstprivate(var-list)` (2.5.14).
    Firstprivate(Vec<DataVar>),
    /// `reduction(operator: var-list)` (2.5.15, 2.9.11).
    Reduction {
        op: ReductionOp,
        op_span: Span,
        vars: Vec<DataVar>,
    },
    /// The data clauses of 2.7 (`copy`, `copyin`, ..., `link`): see [`DataClause`].
    Data(DataClause),
    /// `default(none|present)` (2.5.16).
    Default(DefaultKind),
    /// `gang[(gang-arg-list)]` (2.9.2, and `routine gang[(dim:n)]` 2.15.1).
    Gang(GangArgs),
    /// `worker[([num:] int-expr)]` (2.9.3).
    Worker(Option<Handle<Expr>>),
    /// `vector[([length:] int-expr)]` (2.9.4).
    Vector(Option<Handle<Expr>>),
    /// `seq` (2.9.5).
    Seq,
    /// `independent` (2.9.6).
    Independent,
    /// `auto` (2.9.7).
    Auto,
    /// `collapse([force:] n)` (2.9.1).
    Collapse {
        force: bool,
        count: Handle<Expr>,
        /// `n` when it is an integer literal (2.9.1: "a constant positive integer expression");
        /// sema may fold other constant expressions.
        value: Option<u64>,
    },
    /// `tile(size-expr-list)` (2.9.8).
    Tile(Vec<TileSize>),
    /// `use_device(var-list)` (2.8.1).
    UseDevice(Vec<DataVar>),
    /// `if_present` (2.8, 2.14.4, 2.6.6).
    IfPresent,
    /// `finalize` (2.6.6).
    Finalize,
    /// `host(var-list)` on `update` (2.14.4).
    Host(Vec<DataVar>),
    /// `device(var-list)` on `update` (2.14.4).
    Device(Vec<DataVar>),
    /// `bind(name | "string")` (2.15.1).
    Bind(BindName),
    /// `nohost` (2.15.1).
    Nohost,
    /// `device_num(int-expr)` on `init`, `shutdown`, `set` (2.14.1-2.14.3).
    DeviceNum(Handle<Expr>),
    /// `default_async(int-expr)` on `set` (2.14.3).
    DefaultAsync(Handle<Expr>),
}

impl ClauseKind {
    /// The fieldless name of this clause.
    pub fn name(&self) -> ClauseName {
        match self {
            ClauseKind::If(_) => ClauseName::If,
            ClauseKind::SelfClause(_) => ClauseName::SelfClause,
            ClauseKind::Async(_) => ClauseName::Async,
            ClauseKind::Wait(_) => ClauseName::Wait,
            ClauseKind::NumGangs(_) => ClauseName::NumGangs,
            ClauseKind::NumWorkers(_) => ClauseName::NumWorkers,
            ClauseKind::VectorLength(_) => ClauseName::VectorLength,
            ClauseKind::DeviceType(_) => ClauseName::DeviceType,
            ClauseKind::Private(_) => ClauseName::Private,
            ClauseKind::Firstprivate(_) => ClauseName::Firstprivate,
            ClauseKind::Reduction { .. } => ClauseName::Reduction,
            ClauseKind::Data(d) => d.kind.clause_name(),
            ClauseKind::Default(_) => ClauseName::Default,
            ClauseKind::Gang(_) => ClauseName::Gang,
            ClauseKind::Worker(_) => ClauseName::Worker,
            ClauseKind::Vector(_) => ClauseName::Vector,
            ClauseKind::Seq => ClauseName::Seq,
            ClauseKind::Independent => ClauseName::Independent,
            ClauseKind::Auto => ClauseName::Auto,
            ClauseKind::Collapse { .. } => ClauseName::Collapse,
            ClauseKind::Tile(_) => ClauseName::Tile,
            ClauseKind::UseDevice(_) => ClauseName::UseDevice,
            ClauseKind::IfPresent => ClauseName::IfPresent,
            ClauseKind::Finalize => ClauseName::Finalize,
            ClauseKind::Host(_) => ClauseName::Host,
            ClauseKind::Device(_) => ClauseName::Device,
            ClauseKind::Bind(_) => ClauseName::Bind,
            ClauseKind::Nohost => ClauseName::Nohost,
            ClauseKind::DeviceNum(_) => ClauseName::DeviceNum,
            ClauseKind::DefaultAsync(_) => ClauseName::DefaultAsync,
        }
    }
}

/// The argument of `self`.
#[derive(Clone, Debug)]
pub enum SelfArg {
    /// `self` with no argument (the condition is true, 2.5.7).
    None,
    /// `self(condition)` on a compute construct.
    Cond(Handle<Expr>),
    /// `self(var-list)` on `update` (a synonym of `host`, 2.14.4).
    Vars(Vec<DataVar>),
}

/// `[devnum: int-expr:] [queues:] async-argument-list` (2.16, "wait-argument").
#[derive(Clone, Debug)]
pub struct WaitArgs {
    /// Between the parentheses.
    pub span: Span,
    pub devnum: Option<Handle<Expr>>,
    /// The span of the `queues` modifier word when it appears (it changes nothing, 2.16).
    pub queues_modifier: Option<Span>,
    /// The async-arguments. Empty is allowed only with no parentheses at all.
    pub queues: Vec<Handle<Expr>>,
}

/// The argument of `device_type` (2.4).
#[derive(Clone, Debug)]
pub enum DeviceTypeArg {
    /// `device_type(*)`: every device type not named in another `device_type` clause.
    Star(Span),
    /// `device_type(nvidia, host)`: device architecture names (appendix A.1.1), kept as written.
    List(Vec<NameRef>),
}

/// The reduction operators of C (2.5.15 table).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReductionOp {
    Add,
    Mul,
    Max,
    Min,
    BitAnd,
    BitOr,
    BitXor,
    LogicalAnd,
    LogicalOr,
}

impl ReductionOp {
    pub fn as_str(self) -> &'static str {
        match self {
            ReductionOp::Add => "+",
            ReductionOp::Mul => "*",
            ReductionOp::Max => "max",
            ReductionOp::Min => "min",
            ReductionOp::BitAnd => "&",
            ReductionOp::BitOr => "|",
            ReductionOp::BitXor => "^",
            ReductionOp::LogicalAnd => "&&",
            ReductionOp::LogicalOr => "||",
        }
    }
}

/// A data clause of 2.7 with its modifier and var-list.
#[derive(Clone, Debug)]
pub struct DataClause {
    pub kind: DataClauseKind,
    /// `readonly:` on `copyin` (2.7.7), `zero:` on `copyout`/`create` (2.7.8, 2.7.9), with the
    /// span of the modifier word.
    pub modifier: Option<(DataModifier, Span)>,
    pub vars: Vec<DataVar>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DataClauseKind {
    /// 2.7.6
    Copy,
    /// 2.7.7
    Copyin,
    /// 2.7.8
    Copyout,
    /// 2.7.9
    Create,
    /// 2.7.10
    NoCreate,
    /// 2.7.11
    Delete,
    /// 2.7.5
    Present,
    /// 2.7.4
    Deviceptr,
    /// 2.7.12
    Attach,
    /// 2.7.13
    Detach,
    /// 2.13.1
    DeviceResident,
    /// 2.13.3
    Link,
}

impl DataClauseKind {
    /// The one clause that does what `self` and `other` do together on one var of one
    /// directive, when there is one: the same clause, or data movement in the union of the two
    /// directions (`copyin` + `copyout` = `copy`; `create` + `copyin` = `copyin`; `delete` +
    /// `copyout` = `copyout`). `None` when the two ask for contradicting actions (`present`,
    /// `no_create`, `deviceptr`, `attach`, `detach`, `link`, `device_resident` with another
    /// clause). Used by the checks (a warning) and the data lowering (one descriptor).
    pub fn merged(self, other: DataClauseKind) -> Option<DataClauseKind> {
        use DataClauseKind as K;
        if self == other {
            return Some(self);
        }
        let movement = |k: K| match k {
            K::Copy => Some((true, true)),
            K::Copyin => Some((true, false)),
            K::Copyout => Some((false, true)),
            K::Create | K::Delete => Some((false, false)),
            _ => None,
        };
        let (a, b) = (movement(self)?, movement(other)?);
        Some(match (a.0 || b.0, a.1 || b.1) {
            (true, true) => K::Copy,
            (true, false) => K::Copyin,
            (false, true) => K::Copyout,
            // `create` and `delete` never share a directive (enter vs exit data).
            (false, false) => self,
        })
    }

    pub fn clause_name(self) -> ClauseName {
        match self {
            DataClauseKind::Copy => ClauseName::Copy,
            DataClauseKind::Copyin => ClauseName::Copyin,
            DataClauseKind::Copyout => ClauseName::Copyout,
            DataClauseKind::Create => ClauseName::Create,
            DataClauseKind::NoCreate => ClauseName::NoCreate,
            DataClauseKind::Delete => ClauseName::Delete,
            DataClauseKind::Present => ClauseName::Present,
            DataClauseKind::Deviceptr => ClauseName::Deviceptr,
            DataClauseKind::Attach => ClauseName::Attach,
            DataClauseKind::Detach => ClauseName::Detach,
            DataClauseKind::DeviceResident => ClauseName::DeviceResident,
            DataClauseKind::Link => ClauseName::Link,
        }
    }

    pub fn from_clause_name(name: ClauseName) -> Option<DataClauseKind> {
        Some(match name {
            ClauseName::Copy => DataClauseKind::Copy,
            ClauseName::Copyin => DataClauseKind::Copyin,
            ClauseName::Copyout => DataClauseKind::Copyout,
            ClauseName::Create => DataClauseKind::Create,
            ClauseName::NoCreate => DataClauseKind::NoCreate,
            ClauseName::Delete => DataClauseKind::Delete,
            ClauseName::Present => DataClauseKind::Present,
            ClauseName::Deviceptr => DataClauseKind::Deviceptr,
            ClauseName::Attach => DataClauseKind::Attach,
            ClauseName::Detach => DataClauseKind::Detach,
            ClauseName::DeviceResident => DataClauseKind::DeviceResident,
            ClauseName::Link => DataClauseKind::Link,
            _ => return None,
        })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DataModifier {
    /// `copyin(readonly: ...)`, `cache(readonly: ...)`.
    Readonly,
    /// `copyout(zero: ...)`, `create(zero: ...)`: the device copy starts zeroed.
    Zero,
}

/// `default(none|present)` (2.5.16).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefaultKind {
    None,
    Present,
}

/// `gang(num: e, dim: e, static: e|*)` (2.9.2). All `None` for a bare `gang`.
#[derive(Clone, Debug, Default)]
pub struct GangArgs {
    /// `num:` or the unnamed argument.
    pub num: Option<Handle<Expr>>,
    pub dim: Option<Handle<Expr>>,
    pub static_size: Option<TileSize>,
}

/// A size-expr: `*` or an int-expr (2.9: `static:` and `tile`).
#[derive(Clone, Debug)]
pub enum TileSize {
    Star(Span),
    Expr(Handle<Expr>),
}

/// The argument of `bind` (2.15.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BindName {
    /// `bind(name)`.
    Ident(NameRef),
    /// `bind("name")`: the decoded string.
    String(NameRef),
}

/// One item of a var-list (2.7.1 "Data Specification in Data Clauses"): a variable, an array
/// element, a subarray `a[lo:len]` (any dimension count), or a member of a composite variable
/// (`s.p[0:n]`, `p->q[0:n]`).
#[derive(Clone, Debug)]
pub struct DataVar {
    /// The whole item.
    pub span: Span,
    /// The item as written (whitespace kept).
    pub text: String,
    /// The expression before the trailing subscripts: `a` in `a[0:n][1:m]`, `s.p` in
    /// `s.p[0:n]`, `p->q` in `p->q[0:n]`, `a` in `a[i]`. An `Ident`, `Member` or `Index`
    /// expression.
    pub base: Handle<Expr>,
    /// The variable the item belongs to: `s` in `s.p[0:n]`, `a` in `a[1:n]`.
    pub root: NameRef,
    /// True when `base` is a member access (`s.p`, `p->q`, `s.a[2].b`).
    pub is_member: bool,
    /// The trailing `[...]` groups, outermost (leftmost) dimension first.
    pub subscripts: Vec<Subscript>,
}

/// One `[...]` after the base of a [`DataVar`].
#[derive(Clone, Debug)]
pub struct Subscript {
    /// From `[` to `]`.
    pub span: Span,
    pub kind: SubscriptKind,
}

#[derive(Clone, Debug)]
pub enum SubscriptKind {
    /// `[i]`: one element.
    Index(Handle<Expr>),
    /// `[lower:length]`, `[:length]`, `[lower:]`, `[:]` (2.7.1: a missing lower bound is 0; a
    /// missing length is the array's size minus the lower bound, and needs a known size).
    Range {
        lower: Option<Handle<Expr>>,
        length: Option<Handle<Expr>>,
    },
}

impl SubscriptKind {
    /// The lower bound and length as written: `[i]` is `(Some(i), None)`, one element; a
    /// missing bound of a range is `None` (2.7.1's defaults are the caller's).
    pub fn bounds(&self) -> (Option<Handle<Expr>>, Option<Handle<Expr>>) {
        match self {
            SubscriptKind::Index(i) => (Some(*i), None),
            SubscriptKind::Range { lower, length } => (*lower, *length),
        }
    }
}

impl Subscript {
    /// The first element it names: the index of `[i]`, the lower bound of `[lo:n]`; `None`
    /// for `[:n]` (0, 2.7.1).
    pub fn lower(&self) -> Option<Handle<Expr>> {
        match &self.kind {
            SubscriptKind::Index(i) => Some(*i),
            SubscriptKind::Range { lower, .. } => *lower,
        }
    }
}

/// `(lower, length)` of one dimension of a var (see [`DataVar::bounds`]).
pub type Bound = (Option<Handle<Expr>>, Option<Handle<Expr>>);

impl DataVar {
    /// Whether `self` and `other` name the same storage: the same base and the same bounds,
    /// compared as expressions ([`oxacc_syntax::same_expr`]: `v[0:8]` and `v[0: 8]`, `s.p`
    /// and `s . p` are the same; a missing lower bound is `0`; an element `[i]` is the section
    /// `[i:1]`). Different sections of one array are different vars. Both must be in the same scope (one directive).
    pub fn same_as(&self, other: &DataVar, ast: &Ast, text: &str) -> bool {
        let same = |a: Handle<Expr>, b: Handle<Expr>| oxacc_syntax::same_expr(ast, text, a, b);
        let is_zero = |e: Handle<Expr>| matches!(&ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::IntLit(l)) if l.value == 0 && !l.overflow);
        let is_one = |e: Handle<Expr>| matches!(&ast.exprs.get(e).map(|x| &x.kind), Some(ExprKind::IntLit(l)) if l.value == 1 && !l.overflow);
        let same_opt =
            |a: Option<Handle<Expr>>, b: Option<Handle<Expr>>, zero_default: bool| match (a, b) {
                (Some(a), Some(b)) => same(a, b),
                (None, None) => true,
                (Some(e), None) | (None, Some(e)) => zero_default && is_zero(e),
            };
        same(self.base, other.base)
            && self.subscripts.len() == other.subscripts.len()
            && self.subscripts.iter().zip(&other.subscripts).all(|(a, b)| {
                match (&a.kind, &b.kind) {
                    (SubscriptKind::Index(x), SubscriptKind::Index(y)) => same(*x, *y),
                    (
                        SubscriptKind::Range {
                            lower: la,
                            length: na,
                        },
                        SubscriptKind::Range {
                            lower: lb,
                            length: nb,
                        },
                    ) => same_opt(*la, *lb, true) && same_opt(*na, *nb, false),
                    // `[i]` is the one-element section `[i:1]` (2.7.1): `a[2]` and `a[2:1]`,
                    // `m[1][0:n]` and `m[1:1][0:n]` name the same storage.
                    (
                        SubscriptKind::Index(x),
                        SubscriptKind::Range {
                            lower: Some(l),
                            length: Some(n),
                        },
                    )
                    | (
                        SubscriptKind::Range {
                            lower: Some(l),
                            length: Some(n),
                        },
                        SubscriptKind::Index(x),
                    ) => same(*x, *l) && is_one(*n),
                    _ => false,
                }
            })
    }

    /// True for a plain variable (or member) with no subscripts: the whole object.
    pub fn is_whole(&self) -> bool {
        self.subscripts.is_empty()
    }

    /// True when at least one subscript is a range (the item is a subarray).
    pub fn is_subarray(&self) -> bool {
        self.subscripts
            .iter()
            .any(|s| matches!(s.kind, SubscriptKind::Range { .. }))
    }

    /// The base and every bound, outermost first.
    pub fn exprs(&self, out: &mut Vec<Handle<Expr>>) {
        out.push(self.base);
        for s in &self.subscripts {
            match s.kind {
                SubscriptKind::Index(i) => out.push(i),
                SubscriptKind::Range { lower, length } => {
                    out.extend(lower);
                    out.extend(length);
                }
            }
        }
    }

    /// The root variable's name (`s` in `s.p[0:n]`).
    pub fn name(&self) -> &str {
        &self.root.name
    }

    /// `(lower, length)` per dimension, outermost first. An index `[i]` is `(Some(i), None)`
    /// with [`Subscript::kind`] telling it apart; use [`DataVar::subscripts`] when that
    /// matters.
    pub fn bounds(&self) -> Vec<Bound> {
        self.subscripts
            .iter()
            .map(|s| match s.kind {
                SubscriptKind::Index(i) => (Some(i), None),
                SubscriptKind::Range { lower, length } => (lower, length),
            })
            .collect()
    }
}

impl Clause {
    /// The fieldless name (aliases resolved).
    pub fn name(&self) -> ClauseName {
        self.kind.name()
    }

    /// The clause name as written in `text` (`pcopyin`, `dtype`, ...).
    pub fn spelling<'a>(&self, text: &'a str) -> &'a str {
        text.get(self.name_span.start as usize..self.name_span.end as usize)
            .unwrap_or("")
    }

    /// The var-list of the clause (empty for clauses without one).
    pub fn vars(&self) -> &[DataVar] {
        match &self.kind {
            ClauseKind::Private(v)
            | ClauseKind::Firstprivate(v)
            | ClauseKind::UseDevice(v)
            | ClauseKind::Host(v)
            | ClauseKind::Device(v)
            | ClauseKind::SelfClause(SelfArg::Vars(v)) => v,
            ClauseKind::Reduction { vars, .. } => vars,
            ClauseKind::Data(d) => &d.vars,
            _ => &[],
        }
    }
}

impl AccDirective {
    /// The first clause named `name` (aliases resolved), whatever its device type.
    pub fn clause(&self, name: ClauseName) -> Option<&Clause> {
        self.clauses.iter().find(|c| c.name() == name)
    }

    /// Every clause named `name`, in source order.
    pub fn clauses_named(&self, name: ClauseName) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(move |c| c.name() == name)
    }

    /// True when a clause named `name` appears.
    pub fn has(&self, name: ClauseName) -> bool {
        self.clause(name).is_some()
    }

    /// The default clauses (those before any `device_type`, 2.4).
    pub fn default_clauses(&self) -> impl Iterator<Item = &Clause> {
        self.clauses.iter().filter(|c| c.device_type.is_none())
    }

    /// Whether clause `specific`, after a `device_type` clause, replaces default clause
    /// `default` for the device types it names (2.4): a like-named clause does, and on a
    /// `routine` any level clause replaces any other, since 2.15.1 lets the level clauses
    /// follow `device_type` while "exactly one of the gang, worker, vector, or seq clauses
    /// must appear": `routine seq device_type(nvidia) vector` is a vector routine on NVIDIA
    /// and a seq routine elsewhere.
    pub fn replaces(&self, specific: &Clause, default: &Clause) -> bool {
        let level = |n: ClauseName| {
            matches!(
                n,
                ClauseName::Gang | ClauseName::Worker | ClauseName::Vector | ClauseName::Seq
            )
        };
        specific.name() == default.name()
            || (self.name == DirectiveName::Routine
                && level(specific.name())
                && level(default.name()))
    }

    /// The clauses in effect for device type `device` (2.4: the clauses specific to the most
    /// specific `device_type` naming it — or `*` — plus the default clauses that have no
    /// like-named specific clause).
    ///
    /// The most specific name wins (2.4): the device type's own name, then `not_host` (oxacc's
    /// name, as `acc_device_not_host`, for every device type but the host's: `nvidia` and
    /// `oxacc_emul`), then `*`.
    pub fn clauses_for_device(&self, device: &str) -> Vec<&Clause> {
        let device = device_type_name(device);
        let group_naming = |name: &str| {
            self.clauses.iter().position(|c| match &c.kind {
                ClauseKind::DeviceType(DeviceTypeArg::List(l)) => {
                    l.iter().any(|n| device_type_name(&n.name) == name)
                }
                _ => false,
            })
        };
        let named = group_naming(&device);
        let not_host = match device.as_str() {
            "host" | "multicore" => None,
            _ => group_naming("not_host"),
        };
        let star = self
            .clauses
            .iter()
            .position(|c| matches!(c.kind, ClauseKind::DeviceType(DeviceTypeArg::Star(_))));
        let group = named.or(not_host).or(star);
        let specific: Vec<&Clause> = match group {
            Some(g) => self
                .clauses
                .iter()
                .filter(|c| c.device_type == Some(g))
                .collect(),
            None => Vec::new(),
        };
        let mut out: Vec<&Clause> = self
            .default_clauses()
            .filter(|c| c.name() != ClauseName::DeviceType)
            .filter(|c| !specific.iter().any(|s| self.replaces(s, c)))
            .collect();
        out.extend(specific);
        out
    }

    /// Every C expression the directive holds (clause arguments, var bases and bounds, wait and
    /// cache arguments), in source order: what sema must type at the directive's scope.
    pub fn exprs(&self) -> Vec<Handle<Expr>> {
        let mut out = Vec::new();
        let wait = |w: &WaitArgs, out: &mut Vec<Handle<Expr>>| {
            out.extend(w.devnum);
            out.extend(w.queues.iter().copied());
        };
        match &self.args {
            DirectiveArgs::Wait(w) => wait(w, &mut out),
            DirectiveArgs::Cache { vars, .. } => vars.iter().for_each(|v| v.exprs(&mut out)),
            DirectiveArgs::Routine(_) | DirectiveArgs::None => {}
        }
        for c in &self.clauses {
            match &c.kind {
                ClauseKind::If(e)
                | ClauseKind::SelfClause(SelfArg::Cond(e))
                | ClauseKind::NumWorkers(e)
                | ClauseKind::VectorLength(e)
                | ClauseKind::DeviceNum(e)
                | ClauseKind::DefaultAsync(e)
                | ClauseKind::Async(Some(e))
                | ClauseKind::Worker(Some(e))
                | ClauseKind::Vector(Some(e))
                | ClauseKind::Collapse { count: e, .. } => out.push(*e),
                ClauseKind::NumGangs(l) => out.extend(l.iter().copied()),
                ClauseKind::Wait(Some(w)) => wait(w, &mut out),
                ClauseKind::Gang(g) => {
                    out.extend(g.num);
                    out.extend(g.dim);
                    if let Some(TileSize::Expr(e)) = g.static_size {
                        out.push(e);
                    }
                }
                ClauseKind::Tile(sizes) => out.extend(sizes.iter().filter_map(|s| match s {
                    TileSize::Expr(e) => Some(*e),
                    TileSize::Star(_) => None,
                })),
                _ => c.vars().iter().for_each(|v| v.exprs(&mut out)),
            }
        }
        out
    }

    /// Every var of every clause, with its clause.
    pub fn all_vars(&self) -> impl Iterator<Item = (&Clause, &DataVar)> {
        self.clauses
            .iter()
            .flat_map(|c| c.vars().iter().map(move |v| (c, v)))
    }
}

/// True when a directive with this name owns the following statement. Consistent with
/// [`oxacc_syntax::directive_takes_body`], which decides from the first word only.
pub fn directive_takes_body(name: DirectiveName) -> bool {
    matches!(
        name,
        DirectiveName::Parallel
            | DirectiveName::Serial
            | DirectiveName::Kernels
            | DirectiveName::Data
            | DirectiveName::HostData
            | DirectiveName::Loop
            | DirectiveName::ParallelLoop
            | DirectiveName::SerialLoop
            | DirectiveName::KernelsLoop
            | DirectiveName::Atomic(_)
    )
}

/// The canonical spelling of a device-type name of a `device_type` clause (2.4: the names are
/// implementation-defined): lower case, the `acc_device_t` enumerator prefix of openacc.h
/// dropped (`acc_device_nvidia`), `gpu` for `nvidia`, `emul` for `oxacc_emul`. Every comparison of device-type names
/// goes through it, so the loop planner and the run-time choice of clauses (`async`, sizes)
/// agree on `device_type(NVIDIA)` or `device_type(acc_device_host)`.
pub fn device_type_name(name: &str) -> String {
    let lower = name.to_ascii_lowercase();
    let bare = lower.strip_prefix("acc_device_").unwrap_or(&lower);
    match bare {
        "gpu" => "nvidia".to_string(),
        // The emulated device answers to both names (the runtime's ACC_DEVICE_TYPE does).
        "emul" => "oxacc_emul".to_string(),
        other => other.to_string(),
    }
}
