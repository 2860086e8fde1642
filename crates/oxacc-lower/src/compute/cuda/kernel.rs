//! One compute region as a CUDA kernel (docs/gpu-target.md, "Execution model").
//!
//! The kernel is printed from the typed AST of the region's body. What each variable is comes
//! from the region's analysis (captures with their data attributes, loop sites with their
//! clauses: `outline.rs`); the GPU-specific decisions made here are the parallelism levels of
//! each loop (gang → blocks, worker → `threadIdx.y`, vector → `threadIdx.x`), the block shape,
//! and how code outside partitioned loops runs: redundantly on every thread of its group, with
//! side effects on memory that is not private to the thread done by one thread and followed by
//! a barrier of the group (2.2 gang-redundant / worker-single / vector-single modes).
//!
//! The library functions the generated code itself calls are spelled `::memcpy` and `::free`:
//! it lands in the program's blocks, where a variable of the program may hide the name (a
//! region's `int free = ...;`, valid C) and the call would not compile.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

use oxacc_acc::ast::{
    AccDirective, AtomicKind, Clause, ClauseKind, ClauseName, DirectiveName, ReductionOp,
};
use oxacc_sema::{Sema, SymbolId, SymbolKind, TypeId, TypeKind};
use oxacc_syntax::ast::{
    BinaryOp, Expr, ExprKind, ForInit, InitializerKind, Stmt, StmtKind, UnaryOp,
};
use oxacc_syntax::printer::{self, prec};
use oxacc_syntax::{Handle, Span};

use super::types::{ident, CudaTypes, Unsupported};
use crate::compute::atomic_form::NewValue;
use crate::compute::capture::{Attr, Capture, Origin, RegionCaptures, SectionLen};
use crate::compute::ctype::VarClass;
use crate::compute::loops::{self, LoopTexts};
use crate::compute::model::Levels;
use crate::compute::names::VarId;
use crate::compute::outline::{Kind, LoopSite, Region};
use crate::compute::walk;
use crate::compute::FnCtx;
use crate::compute::PartView;
use crate::ctx::LowerCtx;

#[path = "kernel/accum.rs"]
mod accum;
mod static_copy;

/// How the kernel receives one captured variable (the host passes `args[i]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamKind {
    /// The device address of the variable (`__oxacc_dev_addr(&x, sizeof x, ...)`).
    DevAddr,
    /// The value (a firstprivate scalar or struct).
    Value,
    /// The device address of the variable when it is present, else null
    /// (`__oxacc_dev_addr_if_present`).
    DevAddrIfPresent,
    /// A firstprivate pointer: its value translated to a device address when it points into
    /// present data (`__oxacc_dev_ptr`).
    DevPtr,
    /// A pointer to rows that a data clause maps by a section naming more than the rows
    /// (`copy(v[1][2:3])` of `double (*v)[m]`, 2.7.1): its value translated through the
    /// section's first element (host C text of its address, `&(v)[1][2]`), less that
    /// element's offset from the pointer. Through its first row (`&v[1][0]`, not present) the
    /// translation gave the host address back (bug hunt 2026-11-29, data environment, bug05).
    DevPtrAt(String),
    /// A pointer member of a struct the kernel reaches through the struct's device copy
    /// (`s.p`, [`Writer::emit_pointer_members`]; `expr` is its host C, `s.p`): translated as
    /// [`ParamKind::DevPtr`] is, but the launch's dereference check passes when the device
    /// copy of the member is attached (`__oxacc_member_ptr_used`), since the kernel then uses
    /// that instead (`copy(s.p[8:16])`: s.p's element 0 is not present).
    MemberPtr,
    /// A firstprivate array, by value inside a struct.
    ArrayValue,
    /// An array of object pointers declared inside a `kernels` construct that the region
    /// never stores into (`int *ps[2] = {a, b};`): by value inside a struct, as
    /// [`ParamKind::ArrayValue`], each pointer translated as a firstprivate pointer is.
    ArrayValueTranslated,
    /// A firstprivate section `p[lo:len]` of a pointer: a device copy of the section made
    /// for the launch (host C texts of `lo` and `len`); the kernel gets the copy's first
    /// element, the target's element `lo` (not `copy - lo`, outside it: C11 6.5.6p8).
    Snapshot { lo: String, len: String },
    /// An array of which data clauses map only a member of an element (`copy(r[2].v[0:8])`,
    /// 2.7.1): the device address through the first mapped byte (host C text of its address),
    /// less its offset in the array, so `r[2].v[j]` lands in the member's device copy.
    DevAddrAt(String),
    /// A struct that data clauses map only through sections of its pointer members
    /// (`copy(s.p[0:n])`), which the region reads but does not store to: by value, each of
    /// its pointer members (names) translated as a firstprivate pointer is; a member whose
    /// section has a lower bound (`copy(s.p[8:16])`, host C text) through that element, which
    /// is present when element 0 is not (bug hunt 2026-11-29, data environment, bug06: the
    /// value came back untranslated and the kernel wrote host memory).
    StructValue(Vec<(String, Option<String>)>),
    /// A firstprivate struct (`firstprivate(s)`): its value, with each pointer member (paths
    /// below the variable, `.p`, `.in.q`) translated as a firstprivate pointer is, checked
    /// when the region dereferences it (the flag).
    ValueTranslated(Vec<(String, bool)>),
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub kind: ParamKind,
    /// For a pointer: the lower bound (host C) of a section of it that a data or reduction
    /// clause maps (`copy(p[5:10])`): `p` is translated through `&p[lo]`, which is present
    /// even when `p[0]` is not.
    pub lower: Option<String>,
    /// For an array translated through the section a data clause maps (`copyout(a[lo:n])`,
    /// `copy(b[0:n][0:8])`, `copy(s.v[2:n])`): host C that is true when that section is
    /// empty, when it can be evaluated again at the launch. A zero-length section has no
    /// device copy, so the launch translates it as `__oxacc_data_enter` did (a null address,
    /// spec 2.7.1) instead of stopping with "not present".
    pub empty: Option<String>,
    /// For a pointer: the region dereferences it (its target must be present or readable by
    /// the device: checked at the launch).
    pub deref: bool,
    /// The host C expression passed, when it is not the variable `name` itself (the value of
    /// a firstprivate member, `s.x`).
    pub expr: Option<String>,
    /// For a `DevAddr` array with a `lower`: a complete array of constant length, whose
    /// sections mapped apart the launch may gather (`__oxacc_dev_addr_split`).
    pub whole: bool,
}

impl Param {
    /// A parameter `name` of `kind` passed as the variable itself: no section lower bound,
    /// no empty-section test, not dereferenced, not a gathered whole array.
    fn new(name: impl Into<String>, kind: ParamKind) -> Param {
        Param {
            name: name.into(),
            kind,
            lower: None,
            empty: None,
            deref: false,
            expr: None,
            whole: false,
        }
    }
}

/// What the host launch code needs.
pub struct KernelOut {
    pub kernel: String,
    pub params: Vec<Param>,
    /// Host C: the block's x (vector lanes) and y (workers) sizes.
    pub bx: String,
    pub by: String,
    /// Host C: `num_gangs` (> 0: exact) and the work estimate for the runtime's choice.
    pub num_gangs: String,
    pub work: String,
    /// Host C statements before the launch (they compute `work`).
    pub work_pre: String,
    /// `"file.c:LINE"` of the construct (a C string literal).
    pub loc: String,
    /// -Minfo lines: (offset, message).
    pub minfo: Vec<(u32, String)>,
    /// The one-pass twin of the kernel (`{kernel}_1p`, [`one_pass_twin`]), when the region is
    /// one gang-partitioned loop nest whose grid the runtime sizes from `work`; or, when
    /// `tiled`, its tiled twin (`{kernel}_t`, [`tiled_twin`]).
    pub one_pass: Option<String>,
    /// The twin is the tiled one: `work_pre` sets `__oxacc_tg`, its grid (zeros: not usable),
    /// and the launch is `__oxacc_launch_tiled`.
    pub tiled: bool,
    /// The pointer parameters that a deviceptr clause names (of the construct or an enclosing
    /// data construct): the launch checks them with `__oxacc_deviceptr_used`, whose message
    /// says "not a device address" (2.7.4) rather than the firstprivate pointer's (2.6.2).
    pub deviceptr: Vec<String>,
    /// The array and struct parameters that a no_create clause names (of the construct or an
    /// enclosing data construct, 2.7.10): absent, the kernel gets the local address ("any
    /// device code in this construct will use the local memory address for var"), not the
    /// launch's "not present" error (`__oxacc_dev_addr_nc`).
    pub no_create: Vec<String>,
    /// The checked pointer parameters that point to a struct or union: their not-present
    /// message advises `copy(p[0:1])` (`__oxacc_dev_ptr_used_one`), not a length to guess.
    pub one_object: Vec<String>,
    /// The base expressions (`a`, `s.v`, `p`, `s.p`; blanks removed) that the construct's own
    /// data clauses name in two or more different sections (`copyin(a[0:50])
    /// copyout(a[50:50])`, 2.7.1): each section has a device copy of its own, so the launch
    /// gives the kernel a block gathered from them and scatters it back after the launch
    /// (`__oxacc_dev_addr_split`, `__oxacc_dev_ptr_split_in`; [`Writer::sections_apart`]).
    pub split: Vec<String>,
    /// The pointer parameters whose target has two or more different sections in the data
    /// clauses holding at the region (the construct's own and enclosing `data` constructs':
    /// `data copy(p[0:10], p[50:10])` around `parallel loop present(p[0:10])`), with the host
    /// C lower bound of each ([`Writer::pointer_sections`]): the launch gives the kernel a
    /// block gathered from the hull of their mappings when different mappings hold them
    /// (`__oxacc_dev_split_at`).
    pub ptr_sections: Vec<(String, Vec<String>)>,
    /// Arrays and structs holding pointers, declared inside a `kernels` construct, that the
    /// kernel stores into (`ps[0] = ps[1];`, `t.q = e + 1;`), with the paths of their
    /// pointers (`ctype::pointer_paths`): the kernel reaches them through their device copy
    /// (the kernel's own data region), so the launch translates each pointer to its device
    /// address before it and back after it (outline.rs, as for a pointer variable the kernel
    /// writes; OpenACC 3.3, 2.5.3).
    pub translated: Vec<(String, Vec<String>)>,
    /// The kernel's `_na` twin, launched instead of it (and of its one-pass twin) when
    /// `__oxacc_no_alias` finds its read-only pointers apart from its written ones.
    pub no_alias: Option<NoAliasTwin>,
}

/// A kernel's twin (`{kernel}_na`) whose read-only pointer parameters are `const
/// __restrict__` ([`Writer::no_alias_split`] says when that is sound).
pub struct NoAliasTwin {
    pub text: String,
    /// The parameters' types for the simulator's wrapper.
    pub types: Vec<String>,
    /// The indexes of the read-only pointer parameters, then of the written ones.
    pub read: Vec<usize>,
    pub written: Vec<usize>,
    /// The one-pass twin's `_na` twin (`{kernel}_1p_na`), when the kernel has a one-pass twin.
    pub one_pass: Option<String>,
}

impl KernelOut {
    /// Whether the construct's own clauses name two or more sections of `base` (an array, a
    /// member array, a pointer or a pointer member, as the launch code writes it).
    pub fn is_split(&self, base: &str) -> bool {
        if self.split.is_empty() {
            return false;
        }
        let b: String = base.chars().filter(|c| !c.is_whitespace()).collect();
        self.split.contains(&b)
    }

    /// The twin kernel's name suffix: `_t` for the tiled twin, `_1p` for the one-pass twin,
    /// `None` without a twin.
    pub fn twin_suffix(&self) -> Option<&'static str> {
        self.one_pass
            .as_ref()
            .map(|_| if self.tiled { "_t" } else { "_1p" })
    }
}

/// How a captured or region variable is spelled in the kernel.
#[derive(Clone, Debug)]
enum Access {
    /// A thread-private value (register): firstprivate, private, region-reduction copy, local.
    Private(String),
    /// Device memory reached through a pointer parameter: `(*__d_x)`.
    Memory(String),
    /// A reduction's private copy (register, replicated over the threads that share it; for
    /// a subarray of a pointer, a pointer into the private copy).
    Acc(String),
}

/// A struct member a data clause maps on its own (OpenACC 3.3, 2.7.1), as the kernel reaches
/// it: by its own device address ([`Writer::member_map`]).
struct MappedMember {
    /// Host C lvalue of the member (`s.b`, `o.in.b`, `p->b`), evaluated at the launch.
    host: String,
    /// The lower bound (host C) of the section of an array member the clause maps
    /// (`copy(s.m[10:20])`): the member is translated through that element, which is present
    /// even when the member's first is not.
    lower: Option<String>,
    /// Host C true when that section is empty ([`Param::empty`]).
    empty: Option<String>,
    ty: TypeId,
    /// The region's expressions designating the member (printed as its device copy).
    uses: Vec<Handle<Expr>>,
}

/// A scalar or pointer member of such a struct that no clause maps and the region only
/// reads.
struct ReadMember {
    host: String,
    ty: TypeId,
    pointer: bool,
    /// For a pointer: the lower bound of the section of it a clause maps (`copy(s.p[2:n])`).
    lower: Option<String>,
    /// For a pointer: the region dereferences it.
    deref: bool,
    uses: Vec<Handle<Expr>>,
}

/// A pointer member of a struct that the kernel reaches whole (its device copy: 2.6.2's
/// implicit copy or a clause naming the struct), read in the region through a path of `.`
/// members (`s.p`, `s.in.p`): the region's reads of it become its value translated to the
/// device copy of its target ([`Writer::struct_pointer_members`]).
struct PtrMember {
    /// The path below the variable: `.p`, `.in.p`.
    path: String,
    ty: TypeId,
    /// The region dereferences it whenever it runs (checked at the launch).
    deref: bool,
    /// The region's expressions reading it whose value it computes with (they read the
    /// translated value; [`Writer::value_stored`]).
    uses: Vec<Handle<Expr>>,
    /// The region reads it somewhere (`uses`, or a value it stores).
    read: bool,
    /// The region stores into it, or into a part of the struct around it, or takes an
    /// address there (`s.p = q`, `s.in = t`, `&s`): the device copy may change while the
    /// region runs, so each read looks at it again.
    changes: bool,
}

struct MemberMap {
    mapped: Vec<MappedMember>,
    reads: Vec<ReadMember>,
}

#[derive(Clone, Copy, Debug, Default)]
struct Mode {
    /// Inside a worker-partitioned loop.
    worker: bool,
    /// Inside a vector-partitioned loop.
    vector: bool,
}

/// [`Writer::vla_state`]'s answer: (pointer, lengths of the array levels), or `None`.
type VlaState = Option<(bool, Vec<String>)>;
/// [`Writer::narrow_bits`]'s answer: (width, signed), or `None`.
type NarrowBits = Option<(u32, bool)>;

pub struct Writer<'c, 'a> {
    ctx: &'c LowerCtx<'a>,
    sema: &'a Sema,
    f: &'c FnCtx,
    region: Option<&'c Region>,
    rc: Option<&'c RegionCaptures>,
    /// The statement printed (region body, or a function body).
    body: Handle<Stmt>,
    kind: Kind,
    /// Printing a device function (a routine): no captures, globals through `declare`.
    in_function: bool,
    sites: &'c [LoopSite],
    caps: &'c [Capture],
    pub types: &'c mut CudaTypes,
    body_span: Span,
    levels: Vec<Levels>,
    site_of: HashMap<Handle<Stmt>, usize>,
    access: HashMap<VarId, Access>,
    /// The reduction copies of parts of a pointer's target (`p[lo:n]`, a row part), by their
    /// access text (`Access::Acc`): the uses index the copy from its own first element
    /// ([`Rebase`]).
    rebases: HashMap<String, Rebase>,
    overrides: Vec<(VarId, Access)>,
    /// Threads of a block may differ in x (vector loops) / in y (worker loops).
    bx_dyn: bool,
    by_dyn: bool,
    /// Loops (sequential or partitioned) around the statement being printed; a `goto` seen.
    /// A group barrier after a top-level loop is marked [`TAIL_SYNC`] and dropped when
    /// nothing but the kernel's end follows it (see [`drop_tail_syncs`]).
    loop_depth: usize,
    /// Declarations of compound literals' objects (`int __oxacc_clN[3];`) that the statement
    /// being printed needs before it (see `hoisted_literal`); `stmt` places them.
    hoisted: Vec<String>,
    /// The statement being printed (innermost), for `shared_literal`.
    cur_stmt: Option<Handle<Stmt>>,
    /// Local tables of function pointers being indexed (`tbl[k](x)`): the one use of such a
    /// table `fn_pointer_check` allows.
    fn_table_bases: HashSet<Handle<Expr>>,
    /// How many statements are being printed (`stmt` calls open): a compound literal's
    /// object can be hoisted only before one.
    stmt_depth: usize,
    /// Code run redundantly by the threads of a group (gang- or worker-single mode) was
    /// printed since the group's last partitioned loop: a loop partitioned over those
    /// threads starts with their barrier, so that none of them writes memory that another
    /// is still to read there (`f = a[i][0]` before a vector loop that writes `a[i][0]`).
    redundant_before: bool,
    /// How many statements set `redundant_before` so far.
    redundant_marks: usize,
    /// `redundant_before` as it was before the statement being printed (its own reads not
    /// counted): a group leader's store in it waits for the group's barrier first when set.
    reads_pending_at_stmt: bool,
    /// Thread-private arrays, structs and scalars whose address a pointer of the code took
    /// (`int *p = c + 1;`, `p = &x;`) in the blocks being printed (truncated at each block's
    /// end): a leader's store through a pointer may change them, so they are broadcast from
    /// the leader after it.
    escaped: Vec<VarId>,
    /// The expression statement just printed ended with its group's barrier (a leader's
    /// store and the barrier after it): no read before it is pending.
    ended_synced: bool,
    saw_goto: bool,
    /// The kernel calls `strtok`: it declares the thread's save pointer (`strtok_r`'s).
    uses_strtok: bool,
    /// [`KernelOut::translated`].
    translated: Vec<(String, Vec<String>)>,
    /// Labels printed, and loops printed with a 32-bit index version, so far: a loop whose
    /// body printed either is printed once (a label cannot be defined twice; nested 32-bit
    /// copies would multiply).
    labels: usize,
    narrow_loops: usize,
    /// The head of the tiled twin's top loop ([`tiled_twin`]): what replaces the text between
    /// the [`TILE_BEGIN`] and [`TILE_END`] lines of the kernel.
    tile_head: Option<String>,
    /// The tiled twin's head for the tile sizes of the loop's `tile` clause, when they are
    /// constants that make a block of whole warps ([`user_tile_shape`]): the head, the block's
    /// threads, and the sizes (innermost first).
    tile_user: Option<(String, u32, (u32, u32))>,
    /// The tiled twin's whole top loop for a transpose under `tile(32, 32)`
    /// ([`transpose_tile_text`]): what replaces the text from the [`TILE_BEGIN`] line to the
    /// [`TILE_CLOSE`] line.
    tile_transpose: Option<String>,
    serial: bool,
    /// Copies of a worker-private variable that lives in shared memory (one per worker):
    /// the construct's constant `num_workers` (the launch never has more, see
    /// `__oxacc_nworkers`), else 32, the most a block has.
    worker_copies: u64,
    /// Bytes of static shared memory the gang- and worker-private copies and the reductions'
    /// gang copies of the kernel take so far: a private copy that would take the total past
    /// [`SHARED_PRIVATE_BYTES`] goes to the device heap instead, a reduction to per-thread
    /// copies (each may fit alone while together they pass the block's limit).
    shared_private: u64,
    out: String,
    indent: usize,
    fresh: u32,
    /// Extra reductions of the kernel's top loop (kernels: found by the analysis).
    implied: Vec<(String, ReductionOp)>,
    /// Functions the kernel calls that need device code (name → definition).
    pub calls: Vec<String>,
    /// The first long double arithmetic the kernel does (computed in double on the device).
    pub long_double_at: Option<Span>,
    /// Uses of a flexible array member through a struct that a data clause maps whole, with
    /// no clause mapping the member's elements (`copy(s[0:1])`, then `s->d[i]`): the use and
    /// the warning's text (`emit_flexible_sections`).
    pub flexible_unmapped: Vec<(Span, String)>,
    /// The kernel's parameter types, in order (for the simulator's table).
    pub param_types: Vec<String>,
    /// `"file.c:LINE"` of the construct (a C string literal).
    pub loc: String,
    /// File-scope variables reached in device memory that need an implicit copy (2.6.2).
    pub implicit_globals: Vec<(String, VarId)>,
    /// File-scope read-only tables a device function reads without a `declare` directive
    /// ([`Self::global_const_table`]): (the module's name of it, its definition).
    pub const_tables: Vec<(String, String)>,
    /// Variables of the region that it reads as their module's device copy
    /// (`static_copy.rs`), with no implicit copy of its own.
    pub device_tables: Vec<VarId>,
    /// Warnings about the region's tables of pointers whose implicit copy holds the host's
    /// addresses (`static_copy.rs`): (the first use, the text).
    pub table_warnings: Vec<(Span, String)>,
    /// The static objects each device copy of a table of pointers points into, by the
    /// table (`static_copy.rs`: `tab = {a}` makes `a`'s copy too).
    table_refs: HashMap<SymbolId, Vec<SymbolId>>,
    /// Printing a static const table's initializer: elements of the kernel's classes are
    /// printed as constants ([`super::class_const::element`]), and a union's member other
    /// than the first is refused (`designated`: its form is no constant).
    class_consts: bool,
    call_spans: HashMap<String, Span>,
    /// The return type of the function being printed.
    ret_ty: Option<TypeId>,
    /// The mode of the code being printed, and the mode each private aggregate (array,
    /// struct) was declared in.
    cur: Mode,
    decl_mode: HashMap<VarId, Mode>,
    /// Private aggregates one copy of which the threads of a gang or worker share.
    shares: HashMap<VarId, Share>,
    /// `_Atomic` scalar locals that the threads of a gang or worker share (declared in
    /// gang-redundant code, updated in a `vector` loop), with their unqualified type's name:
    /// their storage is plain, and every use an atomic operation on it (`atomic_shared_use`).
    atomic_shared: HashMap<VarId, String>,
    /// Expressions printed as something else (uses of a private member: its copy).
    expr_overrides: HashMap<Handle<Expr>, String>,
    /// Frees of the heap copies of private member sections, at the end of the kernel.
    member_frees: Vec<String>,
    /// Variables reached through sema's symbol (clause expressions) rather than a capture.
    sym_access: HashMap<oxacc_sema::SymbolId, String>,
    /// Variables of variably modified types, flattened: the lengths of their array levels
    /// (constants or `__vla_` parameters).
    vla: HashMap<VarId, Vec<String>>,
    /// Memo of [`Self::vla_state`], emptied whenever `vla` changes: the writer asks it of every
    /// node of an expression and it walks down the left operands, so without the memo a sum of
    /// n terms took time in n² (10 000 terms: seconds).
    vla_memo: RefCell<HashMap<Handle<Expr>, VlaState>>,
    /// Memo of [`Self::narrow_bits`] (a function of the tree and its types alone), for the
    /// same reason.
    narrow_memo: RefCell<HashMap<Handle<Expr>, NarrowBits>>,
    /// Data-independent orphaned loops enclosing the statement being printed.
    orphan_depth: u32,
    /// `num_gangs` with several arguments (2.5.10): the grid's blocks are the gangs of all
    /// dimensions, dimension one varying fastest, and these kernel parameters hold the counts
    /// of dimensions one and two.
    gang_grid: bool,
    /// The kernel parameters holding the host's value of a `gang(static: c)` argument that is
    /// not a constant (2.9.2), by loop site.
    gang_static_params: HashMap<usize, String>,
    /// The declaration being printed may be crossed by a jump to a label in its scope: its
    /// initializers become assignments after it (`Writer::split_init`).
    split_inits: bool,
    /// Construct reductions on small arrays kept as one shared-memory copy per gang
    /// ([`Writer::shared_reduction`]): the variables, and their updates in the region, each
    /// printed as an atomic on that copy (operator, element type, and for an assignment
    /// `v[i] = max(v[i], x)` the operand `x`).
    shared_reds: HashSet<VarId>,
    shared_updates: HashMap<Handle<Expr>, SharedUpdate>,
    /// The private copy being set up is set up by every thread of the block together (the
    /// kernel's prologue, or gang-redundant code before a loop): a thread's heap copy is then
    /// its slice of one block per gang ([`slab_storage`]), not an allocation of its own.
    uniform_setup: bool,
    /// Per-launch pools of thread- and worker-private heap copies set up inside partitioned
    /// code (a loop's `private(tmp[0:m])` inside a worker loop), whose length the kernel's
    /// prologue can compute ([`Writer::launch_invariant`]): the pool's allocation, for the
    /// prologue, and its release, for the end of the kernel ([`slab_storage`]).
    pool_setup: Vec<String>,
    pool_cleanup: Vec<String>,
    /// The kernel's prologue is being written (no pool for the copies it sets up: it runs
    /// once per launch already, and the pools are allocated after it).
    in_prologue: bool,
    /// The statements that end an iteration of the region's top loop when it is partitioned
    /// over gangs alone ([`Writer::iteration_tail`]): a group barrier after one of them (the
    /// end of an inner worker or vector loop, a leader's store) publishes nothing any thread
    /// reads before the next barrier.
    iter_tail: HashSet<Handle<Stmt>>,
    /// Statements of the blocks along [`Writer::iteration_tail`] whose followers in the
    /// iteration read no memory (a leader's store `t[i] = s` of registers may follow).
    iter_quiet: HashSet<Handle<Stmt>>,
    /// The statements of `iter_quiet` whose followers read no shared scalar either (a
    /// variable in device memory: `t = x;` reads it in every thread): a leader's store there
    /// needs no barrier after it, nothing of the iteration reading what it wrote.
    iter_store_quiet: HashSet<Handle<Stmt>>,
}

type Res<T> = Result<T, (Span, String)>;

/// How an address moves as a loop variable steps ([`Writer::access_stride`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stride {
    Zero,
    Unit,
    Other,
}

/// An update of a gang's shared reduction copy ([`Writer::shared_reduction`]): the operator,
/// the element type, the operand combined for an assignment form (`v[i] = fmax(v[i], x)`:
/// `x`; `None` for `op=` and `++`/`--`, whose operand is the right side or 1), and whether an
/// `op=` update must compute C's `(T)(v[i] op e)` itself (a compare-and-swap loop), the
/// element type not taking `e` exactly (`int v[]; v[i] += 1.5`, [`Writer::same_in_x_type`]).
type SharedUpdate = (ReductionOp, String, Option<Handle<Expr>>, bool);

/// The most values a GNU case range (`case lo ... hi:`) may cover in device code, where each
/// becomes a label of its own.
const CASE_RANGE_MAX: i128 = 1024;

/// An integer constant as a C++ literal of a type that holds it (a `case` label's value is
/// converted to the switch's promoted type, C11 6.8.4.2p5 and C++ alike).
fn int_literal(v: i128) -> String {
    if v > i64::MAX as i128 {
        format!("{v}ull")
    } else if v == i64::MIN as i128 {
        "(-9223372036854775807ll - 1)".to_string()
    } else {
        format!("{v}")
    }
}

fn unsupported(span: Span, what: impl Into<String>) -> (Span, String) {
    (span, what.into())
}

/// [`Writer::body_links`]: the body's expressions, their parents, the changed lvalues.
type BodyLinks = (
    Vec<Handle<Expr>>,
    HashMap<Handle<Expr>, Handle<Expr>>,
    HashSet<Handle<Expr>>,
);

impl<'c, 'a> Writer<'c, 'a> {
    /// `span` (a declaration) lies inside the body of the compute construct this region's
    /// kernel belongs to (for a `kernels` construct: code between its kernels).
    fn declared_in_construct(&self, span: Span) -> bool {
        let ast = self.ctx.ast;
        self.region
            .and_then(|r| ast.directives.get(r.dir))
            .and_then(|d| d.body)
            .and_then(|b| ast.stmts.get(b))
            .is_some_and(|b| b.span.start <= span.start && span.end <= b.span.end)
    }

    pub fn new(
        ctx: &'c LowerCtx<'a>,
        f: &'c FnCtx,
        model: &'c crate::compute::model::RegionModel<'c>,
        types: &'c mut CudaTypes,
    ) -> Option<Self> {
        let (region, sites, caps, rc) = (model.region, model.sites, model.caps, model.rc);
        let sema = ctx.sema?;
        let body_span = ctx.ast.stmts.get(region.body)?.span;
        let mut site_of = HashMap::new();
        for (i, s) in sites.iter().enumerate() {
            site_of.insert(s.for_stmt, i);
        }
        Some(Writer {
            ctx,
            sema,
            f,
            region: Some(region),
            rc: Some(rc),
            body: region.body,
            kind: region.kind,
            in_function: false,
            sites,
            caps,
            types,
            body_span,
            levels: model.levels.clone(),
            site_of,
            access: HashMap::new(),
            rebases: HashMap::new(),
            overrides: Vec::new(),
            bx_dyn: false,
            by_dyn: false,
            loop_depth: 0,
            hoisted: Vec::new(),
            cur_stmt: None,
            fn_table_bases: HashSet::new(),
            stmt_depth: 0,
            redundant_before: false,
            redundant_marks: 0,
            reads_pending_at_stmt: false,
            escaped: Vec::new(),
            ended_synced: false,
            saw_goto: false,
            uses_strtok: false,
            translated: Vec::new(),
            labels: 0,
            narrow_loops: 0,
            tile_head: None,
            tile_user: None,
            tile_transpose: None,
            serial: region.kind == Kind::Serial || region.single,
            worker_copies: 32,
            shared_private: 0,
            out: String::new(),
            indent: 1,
            fresh: 0,
            implied: region.implied_reductions.clone(),
            calls: Vec::new(),
            long_double_at: None,
            flexible_unmapped: Vec::new(),
            param_types: Vec::new(),
            loc: String::new(),
            implicit_globals: Vec::new(),
            const_tables: Vec::new(),
            device_tables: Vec::new(),
            table_warnings: Vec::new(),
            table_refs: HashMap::new(),
            class_consts: false,
            call_spans: HashMap::new(),
            ret_ty: None,
            cur: Mode::default(),
            decl_mode: HashMap::new(),
            shares: HashMap::new(),
            atomic_shared: HashMap::new(),
            expr_overrides: HashMap::new(),
            member_frees: Vec::new(),
            sym_access: HashMap::new(),
            vla: HashMap::new(),
            vla_memo: RefCell::default(),
            narrow_memo: RefCell::default(),
            orphan_depth: 0,
            gang_grid: false,
            gang_static_params: HashMap::new(),
            split_inits: false,
            shared_reds: HashSet::new(),
            shared_updates: HashMap::new(),
            uniform_setup: false,
            pool_setup: Vec::new(),
            pool_cleanup: Vec::new(),
            in_prologue: true,
            iter_tail: HashSet::new(),
            iter_quiet: HashSet::new(),
            iter_store_quiet: HashSet::new(),
        })
    }

    /// A writer for the body of function `def` (device code of a routine, 2.15).
    pub fn for_function(
        ctx: &'c LowerCtx<'a>,
        f: &'c FnCtx,
        def: &oxacc_syntax::ast::FunctionDef,
        types: &'c mut CudaTypes,
    ) -> Option<Self> {
        let sema = ctx.sema?;
        Some(Writer {
            ctx,
            sema,
            f,
            region: None,
            rc: None,
            body: def.body,
            kind: Kind::Serial,
            in_function: true,
            sites: &[],
            caps: &[],
            types,
            body_span: def.span,
            levels: Vec::new(),
            site_of: HashMap::new(),
            access: HashMap::new(),
            rebases: HashMap::new(),
            overrides: Vec::new(),
            bx_dyn: false,
            by_dyn: false,
            loop_depth: 0,
            hoisted: Vec::new(),
            cur_stmt: None,
            fn_table_bases: HashSet::new(),
            stmt_depth: 0,
            redundant_before: false,
            redundant_marks: 0,
            reads_pending_at_stmt: false,
            escaped: Vec::new(),
            ended_synced: false,
            saw_goto: false,
            uses_strtok: false,
            translated: Vec::new(),
            labels: 0,
            narrow_loops: 0,
            tile_head: None,
            tile_user: None,
            tile_transpose: None,
            serial: true,
            worker_copies: 32,
            shared_private: 0,
            out: String::new(),
            indent: 1,
            fresh: 0,
            implied: Vec::new(),
            calls: Vec::new(),
            long_double_at: None,
            flexible_unmapped: Vec::new(),
            param_types: Vec::new(),
            loc: String::new(),
            implicit_globals: Vec::new(),
            const_tables: Vec::new(),
            device_tables: Vec::new(),
            table_warnings: Vec::new(),
            table_refs: HashMap::new(),
            class_consts: false,
            call_spans: HashMap::new(),
            ret_ty: None,
            cur: Mode::default(),
            decl_mode: HashMap::new(),
            shares: HashMap::new(),
            atomic_shared: HashMap::new(),
            expr_overrides: HashMap::new(),
            member_frees: Vec::new(),
            sym_access: HashMap::new(),
            vla: HashMap::new(),
            vla_memo: RefCell::default(),
            narrow_memo: RefCell::default(),
            orphan_depth: 0,
            gang_grid: false,
            gang_static_params: HashMap::new(),
            split_inits: false,
            shared_reds: HashSet::new(),
            shared_updates: HashMap::new(),
            uniform_setup: false,
            pool_setup: Vec::new(),
            pool_cleanup: Vec::new(),
            in_prologue: true,
            iter_tail: HashSet::new(),
            iter_quiet: HashSet::new(),
            iter_store_quiet: HashSet::new(),
        })
    }

    /// The device function of `def` (`__device__ RET name(params) { body }`), its prototype,
    /// and the `declare`d globals it reaches.
    pub fn write_function(
        &mut self,
        h: Handle<oxacc_syntax::ast::FunctionDef>,
        name: &str,
    ) -> Res<DeviceFunction> {
        let sema = self.sema;
        let span = self.body_span;
        let info = sema
            .function(h)
            .cloned()
            .ok_or_else(|| unsupported(span, format!("function '{name}'")))?;
        let fty = sema.symbol(info.symbol).ty;
        let Some(ft) = sema.types.fn_type(fty).cloned() else {
            return Err(unsupported(span, format!("function '{name}'")));
        };
        if ft.variadic {
            return Err(unsupported(
                span,
                format!("the variadic function '{name}' in device code"),
            ));
        }
        self.ret_ty = Some(ft.ret);
        let err = |Unsupported(w): Unsupported| {
            unsupported(span, format!("the function '{name}', which uses {w},"))
        };
        let mut ps = Vec::new();
        // Parameters of variably modified type (`double a[n][n]`, adjusted to `double
        // (*a)[n]`): flattened as a region's are. The parameter is an untyped pointer (the
        // callers pass whatever array type they have, which C++ would not convert to the
        // element pointer) and the body declares the element pointer and the row lengths,
        // evaluated at entry as C does (C11 6.9.1p10: the size expressions of the parameters
        // are evaluated on entry to the function).
        let mut vla_params = Vec::new();
        for p in &info.params {
            let ps_info = sema.symbol(*p);
            let name = ident(&ps_info.name);
            if sema.is_pointer(ps_info.ty) && self.vla_dims_of(ps_info.ty).is_some() {
                let raw = format!("__oxacc_vp_{name}");
                ps.push(format!("const volatile void *{raw}"));
                let v = self
                    .f
                    .names
                    .vars
                    .iter()
                    .position(|x| x.span == ps_info.span && x.name == ps_info.name);
                vla_params.push((v, ps_info.ty, name, raw, ps_info.span));
                continue;
            }
            ps.push(self.types.decl(sema, ps_info.ty, &name).map_err(err)?);
        }
        let params = if ps.is_empty() {
            "void".to_string()
        } else {
            ps.join(", ")
        };
        let head = self
            .types
            .decl(sema, ft.ret, &format!("{}({params})", device_fn_name(name)))
            .map_err(err)?;
        self.out.clear();
        // (A parameter the body does not use has nothing to declare.)
        for (v, ty, name, raw, at) in vla_params {
            if let Some(v) = v {
                self.vla_pointer(v, ty, &name, VlaInit::Value(raw), at)?;
            }
        }
        self.stmt(
            self.body,
            Mode {
                worker: true,
                vector: true,
            },
        )?;
        let body = std::mem::take(&mut self.out);
        // The declare'd globals it reaches.
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
        let mut globals: Vec<(String, String)> = Vec::new();
        for e in exprs {
            let Some(v) = self.f.names.uses.get(&e) else {
                continue;
            };
            let Some(x) = self.f.names.var(*v) else {
                continue;
            };
            if !x.is_global
                || globals
                    .iter()
                    .any(|(n, _)| *n == format!("__oxacc_gp_{}", x.name))
                || self
                    .const_tables
                    .iter()
                    .any(|(n, _)| *n == format!("__oxacc_gk_{}", ident(&x.name)))
            {
                continue;
            }
            let sym = format!("__oxacc_gp_{}", x.name);
            let d = self.types.decl_ptr(sema, x.ty, &sym).map_err(err)?;
            globals.push((sym, d));
        }
        Ok((
            format!("__device__ {head};\n"),
            format!("__device__ {head} {{\n{body}}}\n"),
            globals,
        ))
    }

    fn acc_of(&self, d: Handle<oxacc_syntax::ast::Directive>) -> Option<&'c AccDirective> {
        self.ctx.acc_of.get(&d).and_then(|i| self.ctx.acc.get(*i))
    }

    fn span_of(&self, e: Handle<Expr>) -> Span {
        self.ctx
            .ast
            .exprs
            .get(e)
            .map(|x| x.span)
            .unwrap_or(self.body_span)
    }

    /// A reduction subscript's lower bound and length as C text, as written or 2.7.1's
    /// defaults for one element: `[i]` is `(i, 1)`, `[:n]` starts at 0.
    fn bound_texts(
        &mut self,
        lo: Option<Handle<Expr>>,
        len: Option<Handle<Expr>>,
    ) -> Res<(String, String)> {
        let lo = match lo {
            Some(e) => self.expr(e, prec::ASSIGN)?,
            None => "0".into(),
        };
        let len = match len {
            Some(e) => self.expr(e, prec::ASSIGN)?,
            None => "1".into(),
        };
        Ok((lo, len))
    }

    fn fresh(&mut self, base: &str) -> String {
        self.fresh += 1;
        format!("__oxacc_{base}{}", self.fresh)
    }

    // ---- levels ------------------------------------------------------------------------

    // ---- variables ---------------------------------------------------------------------

    /// The lower bound (host C, valid at the launch) of a section of pointer `name` that the
    /// construct's clauses or an enclosing `data` construct map.
    fn pointer_lower(&self, name: &str) -> Option<String> {
        for d in self.data_directives() {
            for (c, v) in d.all_vars() {
                if v.name() != name || v.is_member {
                    continue;
                }
                // A combined construct's reduction on an element of a row reached through a
                // pointer to pointers (`p[2][1]`) is its loop's (2.11): it maps no part of
                // the pointer's target.
                if matches!(c.kind, ClauseKind::Reduction { .. })
                    && crate::compute::capture::loop_only_reduction(self.sema, d.name, v)
                {
                    continue;
                }
                let Some(first) = v.subscripts.first() else {
                    continue;
                };
                return Some(self.sub_lower(d, c, first));
            }
        }
        None
    }

    /// The host C of the bound of subscript `sub` of a var of clause `c` of directive `d`,
    /// for the launch code: the local the data code of `d` (this region's own construct or
    /// an enclosing `data` construct) evaluated it into (`data::bound_local`: a bound with
    /// side effects or a call is evaluated once), else the bound as written ("0" for
    /// `[:n]`).
    fn sub_lower(
        &self,
        d: &AccDirective,
        c: &oxacc_acc::ast::Clause,
        sub: &oxacc_acc::ast::Subscript,
    ) -> String {
        let own = self.region.is_some_and(|r| r.dir == d.directive);
        if own || d.name == DirectiveName::Data {
            if let Some((local, ..)) = crate::data::bound_local(self.ctx, d, c, sub) {
                return local;
            }
        }
        self.lower_text(sub)
    }

    /// The first element subscript `sub` names, as host C ("0" for `[:n]`).
    fn lower_text(&self, sub: &oxacc_acc::ast::Subscript) -> String {
        sub.lower().map_or_else(
            || "0".to_string(),
            |e| self.ctx.src(self.span_of(e)).to_string(),
        )
    }

    /// For an array of arrays that the data clauses holding at the region map through a
    /// section naming more than one of its dimensions (`copy(b[3][2:4])`, `copy(b[1:2][0:5])`
    /// of `int b[6][10]`, 2.7.1): the host C address of the section's first element
    /// (`&(b)[3][2]`), through which the kernel's base is translated
    /// ([`ParamKind::DevAddrAt`]). Translated through a whole row (`&b[3]`, sizeof b[0]),
    /// the launch found the row partly present and stopped (bug hunt 2026-11-29, data
    /// environment, bug04). None when a clause maps the array whole or by its first
    /// dimension only.
    fn array_section_addr(&self, v: VarId, name: &str) -> Option<String> {
        let ty = self.var_ty(v)?;
        if !self.sema.is_array(ty) {
            return None;
        }
        self.inner_section_addr(ty, name)
    }

    /// [`Writer::array_section_addr`] for a pointer to rows (`double (*v)[m]`,
    /// `double (*r)[8]`): the address of the first element of a section naming more than
    /// the rows (`copy(v[1][2:3])`: `&(v)[1][2]`), for [`ParamKind::DevPtrAt`].
    fn pointer_section_addr(&self, v: VarId, name: &str) -> Option<String> {
        let ty = self.var_ty(v)?;
        let pointee = self.sema.pointee(self.sema.types.unqual_id(ty))?;
        if !self.sema.is_array(pointee) {
            return None;
        }
        self.inner_section_addr(ty, name)
    }

    /// The host C address of the first element of the section of `name` (of type `ty`, an
    /// array or a pointer) that the data clauses holding at the region map, when that section
    /// names more than one dimension, each but the last an array dimension below the first.
    fn inner_section_addr(&self, ty: TypeId, name: &str) -> Option<String> {
        for d in self.data_directives() {
            for (c, dv) in d.all_vars() {
                if dv.name() != name || dv.is_member {
                    continue;
                }
                if dv.subscripts.len() < 2 {
                    return None;
                }
                // Every subscript but the last indexes an array dimension (not a pointer).
                let mut t = ty;
                for _ in 1..dv.subscripts.len() {
                    let u = self.sema.types.unqual_id(t);
                    t = self
                        .sema
                        .array_elem(u)
                        .or_else(|| self.sema.pointee(u).filter(|_| t == ty))?;
                    if !self.sema.is_array(t) {
                        return None;
                    }
                }
                let mut addr = format!("&({name})");
                for sub in &dv.subscripts {
                    addr.push_str(&format!("[{}]", self.sub_lower(d, c, sub)));
                }
                return Some(addr);
            }
        }
        None
    }

    /// For an array variable: the lower bound (host C) of the section of it that the
    /// construct's clauses, an enclosing `data` construct or a reduction clause of the region
    /// map (`copy(a[100:50])`, `reduction(+:a[2:5])`). Only that section need be present: the
    /// kernel's base address is translated through its first element.
    fn array_lower(&self, v: VarId, name: &str) -> Option<String> {
        let ty = self.var_ty(v)?;
        if !self.sema.is_array(ty) {
            return None;
        }
        self.pointer_lower(name)
            .or_else(|| {
                let dv = self.reduction_datavar(name)?;
                let first = dv.subscripts.first()?;
                Some(match first.lower() {
                    // A loop's `reduction(+:h[g])` whose subscript names a variable of the region
                    // (a loop variable, a local: 2.5.15 allows any array element) cannot be
                    // evaluated by the launch code ("'g' undeclared"); the array is mapped whole
                    // then (its implicit copy, 2.6.2), so its base translates as it is.
                    Some(e) if self.names_region_local(e) => return None,
                    Some(e) => self.ctx.src(self.span_of(e)).to_string(),
                    None => "0".to_string(),
                })
            })
            // An array of unknown size (`extern double g[];`): translated through its first
            // element, since `sizeof(g)` is no C (its implicit `present`, outline.rs).
            .or_else(|| {
                crate::compute::ctype::unsized_array(self.sema, ty).then(|| "0".to_string())
            })
    }

    /// For an array translated through the section a data clause maps (the construct's or an
    /// enclosing `data` construct's: the array's own section, as [`Writer::pointer_lower`] and
    /// [`Writer::array_section_addr`]): host C that is true when the section is empty (a
    /// length is 0), when evaluating the lengths again at the launch has no effect (no store,
    /// no call that may store). None otherwise.
    fn section_empty(&self, v: VarId, name: &str) -> Option<String> {
        let ty = self.var_ty(v)?;
        if !self.sema.is_array(ty) {
            return None;
        }
        for d in self.data_directives() {
            for (_, dv) in d.all_vars() {
                if dv.name() != name || dv.is_member {
                    continue;
                }
                // The first clause naming `name` is the one the launch translates through.
                return self.dv_empty(dv);
            }
        }
        // Else a reduction's section (`reduction(+:o[0:n])`, its implied copy, 2.5.15), as
        // `array_lower` translates through it: zero-length, it maps nothing.
        let dv = self.reduction_datavar(name)?;
        self.dv_empty(&dv)
    }

    /// Host C that is true when data var `dv`'s section is empty (one of its lengths is 0),
    /// if the lengths can be evaluated again at the launch ([`Writer::section_empty`]).
    fn dv_empty(&self, dv: &oxacc_acc::ast::DataVar) -> Option<String> {
        let mut conds = Vec::new();
        for sub in &dv.subscripts {
            if let oxacc_acc::ast::SubscriptKind::Range {
                length: Some(len), ..
            } = sub.kind
            {
                if self.effects(len, true) || self.names_region_local(len) {
                    return None;
                }
                conds.push(format!(
                    "(long long)({}) == 0",
                    self.ctx.src(self.span_of(len))
                ));
            }
        }
        (!conds.is_empty()).then(|| conds.join(" || "))
    }

    /// Whether expression `e` (a clause bound) names a variable declared inside the region.
    fn names_region_local(&self, e: Handle<Expr>) -> bool {
        let mut all = Vec::new();
        walk::exprs_in_expr(self.ctx.ast, e, &mut all);
        all.iter().any(|x| {
            self.sema.resolved(*x).is_some_and(|sym| {
                let info = self.sema.symbol(sym);
                self.body_span.start <= info.span.start && info.span.end <= self.body_span.end
            })
        })
    }

    /// Whether the region dereferences pointer variable `v` (indexes it, applies `*` or `->`
    /// to it, or passes it to a function, which may).
    ///
    /// Only dereferences the region makes whenever it runs count: one under a condition (an
    /// `if` / `switch` branch, the arms of `?:`, the right of `&&` / `||`) may never run, and
    /// a valid program may hold a host pointer there (`flag ? p[i] : i` with `flag` false: a
    /// firstprivate pointer, 2.6.2, that is never dereferenced); the launch's check would stop
    /// it. Such a pointer goes to the kernel translated when it points into present data, else
    /// as it is (a fault on the device only if the branch runs, as with nvc).
    fn derefs(&self, v: VarId) -> bool {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let conditional = self.uncounted_exprs(&exprs);
        let is_v = |e: Handle<Expr>| self.f.names.uses.get(&e) == Some(&v);
        exprs
            .iter()
            .filter(|e| !conditional.contains(e))
            .any(|e| self.dereferences(*e, is_v))
    }

    /// Whether expression `e` dereferences an operand `is_p` recognises: indexes with it,
    /// applies `*` or `->` to it, passes it to a function (which may), or offsets it (`p + k`,
    /// `p - k`: for a dereference later). A difference of two pointers (`e - b`), like a
    /// comparison or a conversion, reads no object (C11 6.5.6p9): its operands are translated
    /// when they point into present data (a pointer just past the end of a mapping too, so
    /// that the difference is the host's) and left alone otherwise, but never checked (bug
    /// hunt 26, bug06: `len = r.end - r.begin` stopped with "not present").
    fn dereferences(&self, e: Handle<Expr>, is_p: impl Fn(Handle<Expr>) -> bool) -> bool {
        let pointer = |x: Handle<Expr>| {
            let t = self.sema.types.unqual_id(self.sema.expr_type(x));
            self.sema.is_pointer(t) || self.sema.is_array(t)
        };
        match self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs,
                rhs,
            }) if pointer(*lhs) && pointer(*rhs) => false,
            Some(ExprKind::Index { base, index }) => is_p(*base) || is_p(*index),
            Some(ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            }) => is_p(*operand),
            Some(ExprKind::Member {
                base, arrow: true, ..
            }) => is_p(*base),
            Some(ExprKind::Call { args, .. }) => args.iter().any(|a| is_p(*a)),
            Some(ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            }) => is_p(*lhs) || is_p(*rhs),
            _ => false,
        }
    }

    /// The expressions of the region (`exprs`: all of them) whose dereferences the launch
    /// does not check ([`Writer::dereferences`]): those that run only under a condition
    /// ([`Writer::conditional_exprs`]), and offsets that are only measured, operands of a
    /// pointer difference or comparison (`(e - 1) - b`, `p + n > q`), which read nothing.
    fn uncounted_exprs(&self, exprs: &[Handle<Expr>]) -> HashSet<Handle<Expr>> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let pointer = |x: Handle<Expr>| {
            let t = sema.types.unqual_id(sema.expr_type(x));
            sema.is_pointer(t) || sema.is_array(t)
        };
        let mut out = self.conditional_exprs(exprs);
        for e in exprs {
            let Some(ExprKind::Binary { op, lhs, rhs }) = ast.exprs.get(*e).map(|x| &x.kind) else {
                continue;
            };
            let measured = matches!(
                op,
                BinaryOp::Sub
                    | BinaryOp::Lt
                    | BinaryOp::Gt
                    | BinaryOp::Le
                    | BinaryOp::Ge
                    | BinaryOp::Eq
                    | BinaryOp::Ne
            ) && pointer(*lhs)
                && pointer(*rhs);
            if !measured {
                continue;
            }
            for side in [*lhs, *rhs] {
                let mut cur = side;
                while let Some(ExprKind::Binary {
                    op: BinaryOp::Add | BinaryOp::Sub,
                    lhs,
                    rhs,
                }) = ast.exprs.get(cur).map(|x| &x.kind)
                {
                    out.insert(cur);
                    cur = if pointer(*lhs) { *lhs } else { *rhs };
                }
            }
        }
        out
    }

    /// The expressions of the region (`exprs`: all of them) that run only under a condition:
    /// inside an `if` or `switch` statement's body, an arm of `?:`, the right operand of `&&`
    /// or `||`.
    fn conditional_exprs(&self, exprs: &[Handle<Expr>]) -> HashSet<Handle<Expr>> {
        let ast = self.ctx.ast;
        let mut out = Vec::new();
        for e in exprs {
            match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Conditional {
                    then_expr,
                    else_expr,
                    ..
                }) => {
                    if let Some(t) = then_expr {
                        walk::exprs_in_expr(ast, *t, &mut out);
                    }
                    walk::exprs_in_expr(ast, *else_expr, &mut out);
                }
                Some(ExprKind::Binary {
                    op: BinaryOp::LogicalAnd | BinaryOp::LogicalOr,
                    rhs,
                    ..
                }) => walk::exprs_in_expr(ast, *rhs, &mut out),
                _ => {}
            }
        }
        crate::walk::each_stmt(
            ast,
            self.body,
            &mut |s| match ast.stmts.get(s).map(|x| &x.kind) {
                Some(StmtKind::If {
                    then_branch,
                    else_branch,
                    ..
                }) => {
                    walk::exprs_in_stmt(ast, *then_branch, &mut out);
                    if let Some(b) = else_branch {
                        walk::exprs_in_stmt(ast, *b, &mut out);
                    }
                }
                Some(StmtKind::Switch { body, .. }) => walk::exprs_in_stmt(ast, *body, &mut out),
                _ => {}
            },
        );
        out.into_iter().collect()
    }

    /// Whether the region writes variable `v` inside `scope`.
    /// The `loop`-free directives whose data clauses hold at the region: the construct and
    /// the `data` constructs around it.
    fn data_directives(&self) -> Vec<&'c AccDirective> {
        let Some(region) = self.region else {
            return Vec::new();
        };
        let site = region.site;
        let mut dirs: Vec<&AccDirective> = Vec::new();
        dirs.extend(self.acc_of(region.dir));
        for d in &self.ctx.acc {
            if d.name != DirectiveName::Data {
                continue;
            }
            let Some(body) = self
                .ctx
                .ast
                .directives
                .get(d.directive)
                .and_then(|x| x.body)
            else {
                continue;
            };
            let Some(b) = self.ctx.ast.stmts.get(body) else {
                continue;
            };
            if b.span.start <= site.start && site.end <= b.span.end {
                dirs.push(d);
            }
        }
        dirs
    }

    /// How to pass struct variable `v` (named `name`, of type `ty`) when the data clauses that
    /// hold at the region name only sections of its pointer members (`copy(s.p[0:n])`), so
    /// that the struct itself has no device copy, and the region uses it only through `s.f`
    /// (OpenACC 3.3, 2.7.1: a var may be a member; GCC and nvc map what the clause names):
    /// the struct by value with its pointer members translated ([`ParamKind::StructValue`]),
    /// when the region does not store to the struct's own storage. None otherwise (the
    /// struct must then be present as a whole, or the launch reports it). Clauses that map
    /// members' own storage (`copy(s.a)`, `copy(s.x)`) are [`Writer::member_map`]'s.
    fn member_mapped_struct(&self, v: VarId, name: &str, ty: TypeId) -> Option<ParamKind> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let ty = sema.types.unqual_id(ty);
        if !matches!(sema.types.kind(ty), TypeKind::Record(_)) {
            return None;
        }
        // The clause items naming the variable: every one a member `s.f...` of it.
        let mut items = Vec::new();
        for d in self.data_directives() {
            for (_, dv) in d.all_vars() {
                if dv.name() == name {
                    items.push(dv);
                }
            }
        }
        if items.is_empty() {
            return None;
        }
        // Each item's member path below the variable (`s.p`: "p"; a nested struct's member
        // `s.in.p`: "in.p", the form of `nested_pointer_paths`), and whether that member is a
        // pointer. Only `.` steps: `s.in->p` reaches memory the struct does not hold. Nested
        // paths were refused, so `copy(g.in.a[0:n], g.extra[0:n])` left `g` to be present as
        // a whole: "not present" at the launch (bug hunt 2026-11-29, deep copy).
        let mut fields = Vec::new();
        for dv in &items {
            // A part under a run-time subscript (`g.arr[k].a[0:n]`) has no fixed path: its
            // pointer is translated as every other one, through its element 0.
            let path = self.struct_path(dv.base)?;
            fields.push((path, sema.is_pointer(sema.expr_type(dv.base)), dv));
        }
        // Every use of the variable in the region is `s.f` (not `s`, `&s`, `s->`).
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        // The members the region uses (`s.f`, `s.sub.k`: `f`, `sub`).
        let mut used: HashSet<String> = HashSet::new();
        let mut member_of: HashMap<Handle<Expr>, String> = HashMap::new();
        for &e in &exprs {
            if let Some(ExprKind::Member {
                base,
                member,
                arrow: false,
            }) = ast.exprs.get(e).map(|x| &x.kind)
            {
                member_of.insert(*base, ast.name(*member).to_string());
            }
        }
        for &e in &exprs {
            if self.f.names.uses.get(&e) == Some(&v) {
                used.insert(member_of.get(&e)?.clone());
            }
        }
        // The section a clause maps through the member at `path` (the first clause's).
        let lower_at = |path: &str| {
            fields
                .iter()
                .find(|(g, _, _)| g.as_deref() == Some(path))
                .and_then(|(_, _, dv)| dv.subscripts.first())
                .map(|sub| self.lower_text(sub))
        };
        if fields
            .iter()
            .all(|(_, pointer, dv)| *pointer && !dv.subscripts.is_empty())
        {
            // No store into the struct's own storage.
            if self.stores_into(v, &exprs) {
                return None;
            }
            // Every pointer the struct holds is translated, also those deeper in nested
            // structs and arrays (`sub.p`, `fa[1]`); other members, aggregates among them
            // (`struct { int k; } sub;`), cross by value. A member holding pointers that
            // cannot be listed (in a union, whose live member is unknown, or too many) would
            // stay a host address: only a region that does not use it can take this path.
            let mut ptrs = Vec::new();
            for fld in sema.record_fields(ty) {
                let fty = sema.types.unqual_id(fld.ty);
                if sema.is_pointer(fty) {
                    let f = fld.name.clone()?;
                    let lower = lower_at(&f);
                    ptrs.push((f, lower));
                } else if crate::compute::ctype::holds_object_pointer(sema, fty) {
                    let mut deep = Vec::new();
                    let listed = fld
                        .name
                        .as_ref()
                        .and_then(|f| nested_pointer_paths(sema, fty, f.clone(), &mut deep));
                    match listed {
                        Some(()) => ptrs.extend(deep.into_iter().map(|p| {
                            let lower = lower_at(&p);
                            (p, lower)
                        })),
                        None if fld.name.as_ref().is_some_and(|f| !used.contains(f)) => {}
                        None => return None,
                    }
                }
            }
            return Some(ParamKind::StructValue(ptrs));
        }
        None
    }

    /// The path below the variable of a part the variable's own storage holds, in the form
    /// of `nested_pointer_paths`: `s.in.p` → "in.p", `s.parts[1].a` → "parts[1].a" (a
    /// constant subscript of an array member); `Some(None)` for a part under a subscript of
    /// an array member that is no constant (`s.parts[k].a`). None for the variable itself, a
    /// `->` step (memory the variable does not hold) or anything else.
    fn struct_path(&self, mut e: Handle<Expr>) -> Option<Option<String>> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut parts: Vec<String> = Vec::new();
        let mut fixed = true;
        for _ in 0..64 {
            match &ast.exprs.get(e)?.kind {
                ExprKind::Member {
                    base,
                    member,
                    arrow: false,
                } => {
                    parts.push(format!(".{}", ast.name(*member)));
                    e = *base;
                }
                ExprKind::Index { base, index } if sema.is_array(sema.expr_type(*base)) => {
                    match sema.eval_int(*index).filter(|k| *k >= 0) {
                        Some(k) => parts.push(format!("[{k}]")),
                        None => fixed = false,
                    }
                    e = *base;
                }
                ExprKind::Ident(_) => {
                    parts.reverse();
                    let path = parts.concat();
                    let path = path.strip_prefix('.')?.to_string();
                    return Some(fixed.then_some(path));
                }
                _ => return None,
            }
        }
        None
    }

    /// The member path of a clause item's base or of a region expression: `s.in.b` →
    /// `[(false, "in"), (false, "b")]` below the identifier `s` (`p->b`: `[(true, "b")]`).
    /// None when a subscript or anything else lies on the path (`s.a[2].x`).
    fn member_steps(&self, mut e: Handle<Expr>) -> Option<Vec<(bool, String)>> {
        let ast = self.ctx.ast;
        let mut steps = Vec::new();
        for _ in 0..64 {
            match &ast.exprs.get(e)?.kind {
                ExprKind::Member {
                    base,
                    member,
                    arrow,
                } => {
                    steps.push((*arrow, ast.name(*member).to_string()));
                    e = *base;
                }
                // A constant element of an array member (`o.in[1].v`): a fixed place in the
                // struct, as a member is (not through a pointer).
                // An element whose index is no constant (`o.in[k].v`) is a step too: the
                // region's uses match it when they write the same index of variables the
                // region does not change (`index_step`).
                ExprKind::Index { base, index } => {
                    steps.push((false, self.index_step(*base, *index, false)?));
                    e = *base;
                }
                ExprKind::Ident(_) => {
                    steps.reverse();
                    return Some(steps);
                }
                _ => return None,
            }
        }
        None
    }

    /// The step `[k]` of `base[index]` in a member path, `base` an array: `index` a constant,
    /// or an expression without side effects (`o.in[k].v`, `o.in[2 * j + 1].v`) printed as
    /// written. A clause item's index is evaluated on the host at the launch (the member's
    /// device address is looked up there); a use in the region (`region`) gets the same step
    /// only when each variable of its index is a firstprivate scalar of the region that the
    /// region never writes and no loop privatizes, so that the use designates the element
    /// the launch looked up (OpenACC 3.3, 2.7.1: the member is the var).
    fn index_step(&self, base: Handle<Expr>, index: Handle<Expr>, region: bool) -> Option<String> {
        if !self.sema.is_array(self.sema.expr_type(base)) {
            return None;
        }
        if let Some(k) = self.sema.eval_int(index) {
            return Some(format!("[{k}]"));
        }
        if !self.sema.is_integer(self.sema.expr_type(index)) || !self.pure_index(index, region) {
            return None;
        }
        let text = printer::print_expr(self.ctx.ast, self.ctx.text, index);
        Some(format!("[{text}]"))
    }

    /// `e` reads scalars only, with no side effects (see [`Writer::index_step`]).
    fn pure_index(&self, e: Handle<Expr>, region: bool) -> bool {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return false;
        };
        match &x.kind {
            ExprKind::IntLit(_) | ExprKind::CharLit(_) => true,
            ExprKind::Ident(_) => {
                if !self.sema.is_integer(self.sema.expr_type(e)) {
                    return false;
                }
                if !region {
                    return true;
                }
                let Some(&v) = self.f.names.uses.get(&e) else {
                    return false;
                };
                self.caps.iter().any(|c| {
                    c.var == v
                        && c.attr == Attr::Firstprivate
                        && !c.written
                        && !c.shared_readonly
                        && c.section.is_none()
                }) && self
                    .rc
                    .is_none_or(|rc| rc.loop_private_at(v, x.span).is_none())
            }
            ExprKind::Unary { op, operand } => {
                matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not
                ) && self.pure_index(*operand, region)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                *op != BinaryOp::Comma
                    && self.pure_index(*lhs, region)
                    && self.pure_index(*rhs, region)
            }
            ExprKind::Conditional {
                cond,
                then_expr: Some(then),
                else_expr,
            } => {
                self.pure_index(*cond, region)
                    && self.pure_index(*then, region)
                    && self.pure_index(*else_expr, region)
            }
            ExprKind::Cast { expr, .. } => {
                self.sema.is_integer(self.sema.expr_type(e)) && self.pure_index(*expr, region)
            }
            _ => false,
        }
    }

    /// How the kernel reaches struct variable `v` (named `name`, of type `ty`: a struct, or a
    /// pointer to one) when the data clauses that hold at the region map members of it on
    /// their own (`copy(s.a, s.b)`, `copy(s.x)`, `copy(o.in.b)`, `copy(p->b[0:10])`) and none
    /// maps the variable as a whole. OpenACC 3.3, 2.7.1: the member is the var; each is its
    /// own mapping, a device copy of its own, not at a fixed offset from the others, so the
    /// kernel gets each mapped member's device address ([`MemberMap::mapped`]) and the uses of
    /// the member in the region become that copy. A member no clause maps that the region
    /// only reads, a scalar or a pointer ([`MemberMap::reads`]), is taken as a firstprivate
    /// value (as nvc does): the device copy when that member is present (an earlier `enter
    /// data` or a whole-struct mapping may have changed it there), else the host's value; a
    /// pointer translated. None, and the caller's whole-variable handling (the struct must
    /// be present as a whole, else the launch's "partly present" error; 2.6.2 would give the
    /// aggregate an implicit copy), when the region uses the variable otherwise: whole (`s`,
    /// `&s`), through a part holding a mapped member (`o.in` with `o.in.b` mapped), or an
    /// unmapped member that it writes, takes the address of, or that is an aggregate.
    fn member_map(&self, v: VarId, name: &str, ty: TypeId) -> Option<MemberMap> {
        use oxacc_acc::ast::DataClauseKind as K;
        let sema = self.sema;
        let ast = self.ctx.ast;
        let uty = sema.types.unqual_id(ty);
        // An array of structs (`ams[t].b[0:n]`, `ams[1].a`, `g[i][2].v`): each path starts at
        // an element (its `dims` subscripts), and the member of that element is the var
        // (2.7.1) as for a struct variable.
        let mut dims = 0;
        let mut elem = uty;
        while let Some(t) = sema.array_elem(elem).filter(|_| sema.is_array(elem)) {
            elem = sema.types.unqual_id(t);
            dims += 1;
        }
        let array_root = dims > 0 && matches!(sema.types.kind(elem), TypeKind::Record(_));
        let at_element = |steps: &[(bool, String)]| {
            steps.len() > dims && steps[..dims].iter().all(|(_, m)| m.starts_with('['))
        };
        let arrow_root = if matches!(sema.types.kind(uty), TypeKind::Record(_)) || array_root {
            false
        } else if sema.is_pointer(uty) && sema.pointee(uty).is_some_and(|t| sema.is_record(t)) {
            true
        } else {
            return None;
        };
        if self.mapped_whole(name) {
            return None;
        }
        let lower_of =
            |d: &AccDirective, c: &oxacc_acc::ast::Clause, dv: &oxacc_acc::ast::DataVar| {
                dv.subscripts.first().map(|s| self.sub_lower(d, c, s))
            };
        let host_of = |steps: &[(bool, String)]| {
            let mut t = name.to_string();
            for (arrow, m) in steps {
                if !m.starts_with('[') {
                    t.push_str(if *arrow { "->" } else { "." });
                }
                t.push_str(m);
            }
            t
        };
        // The members the clauses map: their own storage, or (a pointer member's section)
        // what the member points to.
        let mut mapped: Vec<(Vec<(bool, String)>, MappedMember)> = Vec::new();
        let mut pointer_lower: Vec<(Vec<(bool, String)>, String)> = Vec::new();
        for d in self.data_directives() {
            for c in &d.clauses {
                let ClauseKind::Data(dc) = &c.kind else {
                    continue;
                };
                for dv in &dc.vars {
                    if dv.name() != name {
                        continue;
                    }
                    if !matches!(
                        dc.kind,
                        K::Copy | K::Copyin | K::Copyout | K::Create | K::NoCreate | K::Present
                    ) || !dv.is_member
                    {
                        return None;
                    }
                    let steps = self.member_steps(dv.base)?;
                    // An array root's paths start at an element; a struct's at a member.
                    if steps.first()?.0 != arrow_root
                        || (array_root && !at_element(&steps))
                        || (!array_root && steps.first()?.1.starts_with('['))
                    {
                        return None;
                    }
                    let mty = sema.expr_type(dv.base);
                    if sema.is_pointer(mty) && !dv.subscripts.is_empty() {
                        if let Some(lo) = lower_of(d, c, dv) {
                            pointer_lower.push((steps, lo));
                        }
                        continue;
                    }
                    if sema.is_bitfield(dv.base) {
                        return None;
                    }
                    if !mapped.iter().any(|(p, _)| *p == steps) {
                        mapped.push((
                            steps.clone(),
                            MappedMember {
                                host: host_of(&steps),
                                lower: lower_of(d, c, dv),
                                empty: self.dv_empty(dv),
                                ty: mty,
                                uses: Vec::new(),
                            },
                        ));
                    }
                }
            }
        }
        if mapped.is_empty() {
            return None;
        }
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        // Uses of private members (`private(s.x)`) are their copies already.
        let covered = self.private_member_uses();
        let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
        let mut changed: HashSet<Handle<Expr>> = HashSet::new();
        for &e in &exprs {
            let Some(x) = ast.exprs.get(e) else { continue };
            match &x.kind {
                ExprKind::Member { base, .. } => {
                    parent.insert(*base, e);
                }
                ExprKind::Index { base, index }
                    if self.index_step(*base, *index, true).is_some() =>
                {
                    parent.insert(*base, e);
                }
                _ => {}
            }
            changed.extend(walk::changed_lvalue(x));
        }
        let mut reads: Vec<(Vec<(bool, String)>, ReadMember)> = Vec::new();
        for &e in &exprs {
            if self.f.names.uses.get(&e) != Some(&v) || covered.contains(&e) {
                continue;
            }
            // The member expressions above the use, innermost first, and their path.
            let mut chain = Vec::new();
            let mut steps: Vec<(bool, String)> = Vec::new();
            let mut cur = e;
            while let Some(&p) = parent.get(&cur) {
                match ast.exprs.get(p).map(|x| &x.kind) {
                    Some(ExprKind::Member { member, arrow, .. }) => {
                        steps.push((*arrow, ast.name(*member).to_string()));
                    }
                    Some(ExprKind::Index { base, index }) => {
                        let Some(k) = self.index_step(*base, *index, true) else {
                            break;
                        };
                        steps.push((false, k));
                    }
                    _ => break,
                }
                chain.push(p);
                cur = p;
            }
            if steps.first().map(|s| s.0) != Some(arrow_root) {
                return None;
            }
            if let Some((p, m)) = mapped
                .iter_mut()
                .find(|(p, _)| p.len() <= steps.len() && steps[..p.len()] == p[..])
            {
                m.uses.push(chain[p.len() - 1]);
                continue;
            }
            // A part of the struct that holds a mapped member (not one it points to).
            if mapped.iter().any(|(p, _)| {
                p.len() > steps.len() && p[..steps.len()] == steps[..] && !p[steps.len()].0
            }) {
                return None;
            }
            // Constant elements lead only to mapped members; an element of another array
            // member is the whole variable's, as before such paths were followed. (An array
            // root's first step, its element, is the struct a member of which is read.)
            if array_root && !at_element(&steps) {
                return None;
            }
            let below = if array_root {
                &steps[dims..]
            } else {
                &steps[..]
            };
            if below.iter().any(|(_, m)| m.starts_with('[')) {
                return None;
            }
            let leaf = *chain.last()?;
            let lty = sema.expr_type(leaf);
            let pointer = sema.is_pointer(lty);
            if !(sema.is_arithmetic(lty)
                || pointer && !sema.pointee(lty).is_some_and(|t| sema.types.is_function(t)))
                || sema.is_bitfield(leaf)
                || chain.iter().any(|x| changed.contains(x))
            {
                return None;
            }
            match reads.iter_mut().find(|(p, _)| *p == steps) {
                Some((_, r)) => r.uses.push(leaf),
                None => {
                    let lower = pointer_lower
                        .iter()
                        .find(|(p, _)| *p == steps)
                        .map(|(_, lo)| lo.clone());
                    reads.push((
                        steps.clone(),
                        ReadMember {
                            host: host_of(&steps),
                            ty: lty,
                            pointer,
                            lower,
                            deref: false,
                            uses: vec![leaf],
                        },
                    ));
                }
            }
        }
        // A pointer the region dereferences must point to present data (checked at the
        // launch, as for a firstprivate pointer variable).
        // Dereferences under a condition do not count (see `derefs`).
        let conditional = self.uncounted_exprs(&exprs);
        for (_, r) in reads.iter_mut().filter(|(_, r)| r.pointer) {
            let is_r = |e: Handle<Expr>| r.uses.contains(&e);
            r.deref = exprs
                .iter()
                .filter(|e| !conditional.contains(e))
                .any(|e| self.dereferences(*e, is_r));
        }
        Some(MemberMap {
            mapped: mapped.into_iter().map(|(_, m)| m).collect(),
            reads: reads.into_iter().map(|(_, r)| r).collect(),
        })
    }

    /// The parameters and prologue of [`Writer::member_map`]'s result for variable `name`:
    /// each used mapped member by device address (`(*__oxacc_mK_s)` in the region), each read
    /// member by value (with its device copy when present) or, a pointer, translated.
    fn emit_member_map(
        &mut self,
        mm: MemberMap,
        name: &str,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
        prologue: &mut String,
    ) -> Res<()> {
        let sema = self.sema;
        let at = self.body_span;
        let n = ident(name);
        let err = |what: &str| {
            let what = what.to_string();
            move |Unsupported(w): Unsupported| unsupported(at, format!("'{what}' has {w}"))
        };
        for (k, m) in mm.mapped.into_iter().enumerate() {
            if m.uses.is_empty() {
                // Mapped but not used by the region: the kernel does not need it.
                continue;
            }
            let pn = format!("__oxacc_m{k}_{n}");
            param_decls.push(self.types.decl_ptr(sema, m.ty, &pn).map_err(err(&m.host))?);
            param_types.push(self.types.decl_ptr(sema, m.ty, "").map_err(err(&m.host))?);
            for u in &m.uses {
                self.expr_overrides.insert(*u, format!("(*{pn})"));
            }
            params.push(Param {
                lower: m.lower,
                empty: m.empty,
                expr: Some(m.host.clone()),
                ..Param::new(m.host, ParamKind::DevAddr)
            });
        }
        for (j, r) in mm.reads.into_iter().enumerate() {
            let local = format!("__oxacc_mr{j}_{n}");
            if r.pointer {
                param_decls.push(self.types.decl(sema, r.ty, &local).map_err(err(&r.host))?);
                param_types.push(self.types.decl(sema, r.ty, "").map_err(err(&r.host))?);
                params.push(Param {
                    lower: r.lower,
                    deref: r.deref,
                    expr: Some(r.host.clone()),
                    ..Param::new(r.host, ParamKind::DevPtr)
                });
            } else {
                let vn = format!("__oxacc_mv{j}_{n}");
                let dn = format!("__oxacc_md{j}_{n}");
                param_decls.push(self.types.decl(sema, r.ty, &vn).map_err(err(&r.host))?);
                param_types.push(self.types.decl(sema, r.ty, "").map_err(err(&r.host))?);
                params.push(Param {
                    expr: Some(r.host.clone()),
                    ..Param::new(r.host.clone(), ParamKind::Value)
                });
                param_decls.push(self.types.decl_ptr(sema, r.ty, &dn).map_err(err(&r.host))?);
                param_types.push(self.types.decl_ptr(sema, r.ty, "").map_err(err(&r.host))?);
                params.push(Param {
                    expr: Some(r.host.clone()),
                    ..Param::new(r.host.clone(), ParamKind::DevAddrIfPresent)
                });
                let decl = self.types.decl(sema, r.ty, &local).map_err(err(&r.host))?;
                let _ = writeln!(prologue, "    {decl} = {dn} ? *{dn} : {vn};");
            }
            for u in &r.uses {
                self.expr_overrides.insert(*u, local.clone());
            }
        }
        Ok(())
    }

    /// The pointer members of struct variable `v` (of type `ty`) that the region reads
    /// through paths of `.` members (`s.p[i]`, `*s.in.q`, `s.in->x`), each with its reads and
    /// whether the region dereferences it whenever it runs (the rule of [`Writer::derefs`]),
    /// and whether the region may change it ([`PtrMember::changes`]). Stores (`s.p = q`,
    /// `s.p++`, `&s.p`) are not reads. Uses of private members (`private(s.p)`) are their
    /// copies already.
    fn struct_pointer_members(&self, v: VarId, ty: TypeId) -> Vec<PtrMember> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        if !sema.is_record(sema.types.unqual_id(ty)) {
            return Vec::new();
        }
        let (exprs, parent, changed) = self.body_links();
        let covered = self.private_member_uses();
        let mut out: Vec<PtrMember> = Vec::new();
        // The paths the region stores into or takes the address of ("": the variable).
        let mut stored: Vec<String> = Vec::new();
        for &e in &exprs {
            if self.f.names.uses.get(&e) != Some(&v) || covered.contains(&e) {
                continue;
            }
            if changed.contains(&e) {
                stored.push(String::new());
            }
            let mut path = String::new();
            let mut cur = e;
            while let Some(&p) = parent.get(&cur) {
                let Some(ExprKind::Member {
                    member,
                    arrow: false,
                    ..
                }) = ast.exprs.get(p).map(|x| &x.kind)
                else {
                    break;
                };
                path.push('.');
                path.push_str(ast.name(*member));
                cur = p;
                let store = changed.contains(&p);
                if store {
                    stored.push(path.clone());
                }
                let mty = sema.types.unqual_id(sema.expr_type(p));
                if crate::compute::ctype::object_pointer(sema, mty) {
                    let i = match out.iter().position(|m| m.path == path) {
                        Some(i) => i,
                        None => {
                            out.push(PtrMember {
                                path: path.clone(),
                                ty: mty,
                                deref: false,
                                uses: Vec::new(),
                                read: false,
                                changes: false,
                            });
                            out.len() - 1
                        }
                    };
                    if !store {
                        out[i].read = true;
                        // A read whose value the region stores into memory (`s.cur =
                        // s.next`, `a[k] = s.p`) or converts to an integer keeps the device
                        // copy's value: what a shallow copy (2.6.2's implicit copy, nvc,
                        // gcc) gives, and what the host must find after the copy back (bug
                        // hunt 26, bug05: the translated address stored into s.cur came back
                        // to the host).
                        if !self.value_stored(p, &parent) {
                            out[i].uses.push(p);
                        }
                    }
                    break;
                }
            }
        }
        for m in out.iter_mut() {
            m.changes = stored
                .iter()
                .any(|st| m.path == *st || m.path.starts_with(&format!("{st}.")));
        }
        out.retain(|m| m.read);
        let conditional = self.uncounted_exprs(&exprs);
        for m in out.iter_mut() {
            let is_m = |e: Handle<Expr>| m.uses.contains(&e);
            m.deref = exprs
                .iter()
                .filter(|e| !conditional.contains(e))
                .any(|e| self.dereferences(*e, is_m));
        }
        out
    }

    /// Flexible array members that a data clause maps on their own (`copy(fx->d[0:n])`, with
    /// `fx[0:1]` mapped by another clause or not at all): 2.7.1 makes the section its own
    /// mapping, not at the member's offset from the struct's device copy (which covers only
    /// the fixed part, `sizeof(Flex)` bytes), so the kernel gets the device address of the
    /// member's element 0 (translated through the section's first element) as a parameter
    /// each, and the region's `fx->d` is that. Reached through the struct's device copy
    /// instead, the kernel read past that copy.
    fn emit_flexible_sections(
        &mut self,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
    ) -> Res<()> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let at = self.body_span;
        // (base text, member, arrow, lower bound text, element type)
        let mut found: Vec<(String, String, bool, String, TypeId)> = Vec::new();
        for d in self.data_directives() {
            for c in &d.clauses {
                let ClauseKind::Data(dc) = &c.kind else {
                    continue;
                };
                for dv in &dc.vars {
                    let Some(sub) = dv.subscripts.first().filter(|_| dv.is_member) else {
                        continue;
                    };
                    let Some(ExprKind::Member {
                        base,
                        member,
                        arrow,
                    }) = ast.exprs.get(dv.base).map(|x| &x.kind)
                    else {
                        continue;
                    };
                    let m = ast.name(*member).to_string();
                    let Some((elem, _)) = self.flexible_member(*base, &m, *arrow) else {
                        continue;
                    };
                    let b = self.ctx.src(self.span_of(*base)).to_string();
                    if !found
                        .iter()
                        .any(|(fb, fm, fa, ..)| *fb == b && *fm == m && fa == arrow)
                    {
                        found.push((b, m, *arrow, self.lower_text(sub), elem));
                    }
                }
            }
        }
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        self.flexible_without_section(&found, &exprs);
        if found.is_empty() {
            return Ok(());
        }
        for (k, (b, m, arrow, lo, elem)) in found.into_iter().enumerate() {
            let uses: Vec<Handle<Expr>> = exprs
                .iter()
                .copied()
                .filter(|&e| match ast.exprs.get(e).map(|x| &x.kind) {
                    Some(ExprKind::Member {
                        base,
                        member,
                        arrow: a,
                    }) => {
                        *a == arrow
                            && ast.name(*member) == m
                            && self.ctx.src(self.span_of(*base)) == b
                    }
                    _ => false,
                })
                .collect();
            if uses.is_empty() {
                continue;
            }
            let pn = format!("__oxacc_fl{k}");
            let host = format!("({b}){}{m}", if arrow { "->" } else { "." });
            let err = |Unsupported(w): Unsupported| unsupported(at, w);
            param_decls.push(self.types.decl_ptr(sema, elem, &pn).map_err(err)?);
            param_types.push(self.types.decl_ptr(sema, elem, "").map_err(err)?);
            params.push(Param {
                expr: Some(host.clone()),
                ..Param::new(
                    host.clone(),
                    ParamKind::DevPtrAt(format!("&({host})[{lo}]")),
                )
            });
            for u in uses {
                self.expr_overrides.insert(u, pn.clone());
            }
        }
        Ok(())
    }

    /// Finds the region's uses of a flexible array member (`s->d[i]`, `t.d[i]`) through a
    /// struct that a data clause here or on an enclosing `data` construct maps whole
    /// (`copy(s[0:1])`, `copy(t)`) when no clause maps the member's elements (`found`, from
    /// `copy(s->d[0:n])`). The struct's device copy holds `sizeof` bytes, which leave the
    /// flexible member out (C11 6.7.2.1), so the kernel's access lands past that copy: the
    /// device's memory beyond it is read or written and the host's elements are never
    /// copied (a silent wrong result on a discrete device). A warning, not an error: the
    /// struct may be mapped with its elements some other way (`acc_map_data`, a byte
    /// section through another pointer), which oxacc cannot see here.
    fn flexible_without_section(
        &mut self,
        found: &[(String, String, bool, String, TypeId)],
        exprs: &[Handle<Expr>],
    ) {
        let ast = self.ctx.ast;
        // The bases that a clause maps as a whole struct: the text of `s` for `s[lo:len]`
        // (a pointer to the struct) or `t` (the struct itself).
        let mut whole: Vec<(String, bool, String)> = Vec::new();
        for d in self.data_directives() {
            for c in &d.clauses {
                let ClauseKind::Data(dc) = &c.kind else {
                    continue;
                };
                if !matches!(
                    dc.kind,
                    oxacc_acc::ast::DataClauseKind::Copy
                        | oxacc_acc::ast::DataClauseKind::Copyin
                        | oxacc_acc::ast::DataClauseKind::Copyout
                        | oxacc_acc::ast::DataClauseKind::Create
                ) {
                    continue;
                }
                for dv in &dc.vars {
                    let arrow = match dv.subscripts.len() {
                        0 => false,
                        1 => true,
                        _ => continue,
                    };
                    let b = self.ctx.src(self.span_of(dv.base)).trim().to_string();
                    let item = format!("{}({})", self.ctx.src(c.name_span), dv.text.trim());
                    whole.push((b, arrow, item));
                }
            }
        }
        if whole.is_empty() {
            return;
        }
        let mut seen: Vec<(String, String)> = Vec::new();
        for &e in exprs {
            let Some(ExprKind::Member {
                base,
                member,
                arrow,
            }) = ast.exprs.get(e).map(|x| &x.kind)
            else {
                continue;
            };
            let m = ast.name(*member).to_string();
            if self.flexible_member(*base, &m, *arrow).is_none() {
                continue;
            }
            let b = self.ctx.src(self.span_of(*base)).trim().to_string();
            if found
                .iter()
                .any(|(fb, fm, fa, ..)| fb.trim() == b && *fm == m && fa == arrow)
                || seen.iter().any(|(sb, sm)| *sb == b && *sm == m)
            {
                continue;
            }
            let Some((_, _, item)) = whole.iter().find(|(wb, wa, _)| *wb == b && wa == arrow)
            else {
                continue;
            };
            let op = if *arrow { "->" } else { "." };
            let msg = format!(
                "'{b}{op}{m}' is a flexible array member, which '{item}' does not map: the \
                 struct's device copy holds its sizeof bytes, without the member's elements, \
                 so on the device this access lands past that copy (unless the elements are \
                 already present); add a clause for them, such as 'copy({b}{op}{m}[0:n])' \
                 (OpenACC 3.3, 2.7.1)"
            );
            self.flexible_unmapped.push((self.span_of(e), msg));
            seen.push((b, m));
        }
    }

    /// For a cast of `operand` to `ty`, when `ty` is a union other than the operand's own
    /// type (GNU C's cast to a union): `Some(Some(member))`, the named member whose type is
    /// the operand's, or `Some(None)` when no such member is found (an anonymous one); `None`
    /// for any other cast.
    fn union_cast_member(&self, ty: TypeId, operand: Handle<Expr>) -> Option<Option<String>> {
        let types = &self.sema.types;
        let ty = types.unqual_id(ty);
        let TypeKind::Record(r) = types.kind(ty) else {
            return None;
        };
        if types.record(*r).kind != oxacc_syntax::ast::RecordKind::Union {
            return None;
        }
        let from = types.unqual_id(self.sema.expr_type(operand));
        if from == ty {
            return None;
        }
        Some(
            self.sema
                .record_fields(ty)
                .iter()
                .find(|f| f.bits.is_none() && types.unqual_id(f.ty) == from)
                .and_then(|f| f.name.clone()),
        )
    }

    /// The element type and byte offset of member `name` of the record that `base` is (or,
    /// with `arrow`, points to) when it is a flexible array member; `None` otherwise.
    fn flexible_member(
        &self,
        base: Handle<Expr>,
        name: &str,
        arrow: bool,
    ) -> Option<(TypeId, u64)> {
        let sema = self.sema;
        let mut rec = sema.types.unqual_id(sema.expr_type(base));
        if arrow {
            rec = sema.types.unqual_id(sema.pointee(rec)?);
        }
        if !sema.is_record(rec) {
            return None;
        }
        let f = sema
            .record_fields(rec)
            .iter()
            .find(|f| f.name.as_deref() == Some(name))?;
        match sema.types.kind(sema.types.unqual_id(f.ty)) {
            TypeKind::Array {
                elem,
                len: oxacc_sema::ArrayLen::Incomplete,
            } => Some((*elem, f.offset)),
            // GNU C's zero-length array member (`char d[0]`), which the CUDA records leave
            // out as well (`types::record_body`).
            TypeKind::Array { elem, .. } if sema.size_of(f.ty) == Some(0) => {
                Some((*elem, f.offset))
            }
            _ => None,
        }
    }

    /// Whether the pointer value that expression `u` reads (a pointer member of a struct the
    /// kernel reaches whole) leaves the region's own computation: stored (directly, or after
    /// pointer arithmetic, a pointer cast or through `?:` / `,`) into memory other than a
    /// variable (`s.cur = s.next`, `a[k] = s.p + 1`, `*pp = s.p`, into a struct or array
    /// declared outside the region), or converted to an integer (`(uintptr_t)s.p`). `parent`
    /// maps each expression of the region to the one containing it.
    ///
    /// The region sees two values of such a member: the device copy's (the host's address,
    /// copied bitwise by 2.6.2's implicit copy, unless attached) and that address translated
    /// to the device copy of its target. The translated value is what the region computes
    /// with, as with a pointer variable (2.6.2: firstprivate, translated): dereferences
    /// (`s.p[i]`, `*(s.p + k)`, `s.p->x`), pointer variables (`double *x = s.p;`, which are
    /// dereferenced later), arguments (a routine may dereference them: the host's address
    /// would fault there), comparisons and differences (consistent with the region's pointer
    /// variables, which are translated too; within one mapping, differences and order are the
    /// host's). A value the region stores into memory the host may see after the copy back
    /// must be the device copy's value, as a shallow copy gives it (nvc, gcc): the host's
    /// address. An integer made from a pointer is such a value too.
    fn value_stored(&self, u: Handle<Expr>, parent: &HashMap<Handle<Expr>, Handle<Expr>>) -> bool {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let pointer = |e: Handle<Expr>| sema.is_pointer(sema.types.unqual_id(sema.expr_type(e)));
        let mut cur = u;
        while let Some(&p) = parent.get(&cur) {
            let Some(x) = ast.exprs.get(p) else {
                return false;
            };
            match &x.kind {
                ExprKind::Cast { .. } if pointer(p) => {}
                ExprKind::Cast { .. } => {
                    let t = sema.types.unqual_id(sema.expr_type(p));
                    return sema.is_integer(t) && !matches!(sema.types.kind(t), TypeKind::Bool);
                }
                ExprKind::Binary {
                    op: BinaryOp::Add | BinaryOp::Sub,
                    ..
                } if pointer(p) => {}
                ExprKind::Binary {
                    op: BinaryOp::Comma,
                    rhs,
                    ..
                } if *rhs == cur => {}
                ExprKind::Conditional { cond, .. } if *cond != cur => {}
                ExprKind::Assign { op: None, lhs, rhs } if *rhs == cur => {
                    return !self.region_variable_lvalue(*lhs);
                }
                _ => return false,
            }
            cur = p;
        }
        false
    }

    /// Whether lvalue `e` is a variable, or lies in an array or struct variable declared in
    /// the region (whose value the host never sees).
    fn region_variable_lvalue(&self, e: Handle<Expr>) -> bool {
        let ast = self.ctx.ast;
        let mut cur = e;
        let mut top = true;
        loop {
            match ast.exprs.get(cur).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) if top => return true,
                Some(ExprKind::Ident(_)) => {
                    return self
                        .f
                        .names
                        .uses
                        .get(&cur)
                        .and_then(|v| self.f.names.var(*v))
                        .is_some_and(|lv| self.declared_in_construct(lv.span));
                }
                Some(ExprKind::Member {
                    base, arrow: false, ..
                }) => cur = *base,
                Some(ExprKind::Index { base, .. })
                    if self.sema.is_array(self.sema.expr_type(*base)) =>
                {
                    cur = *base
                }
                _ => return false,
            }
            top = false;
        }
    }

    /// The kernel's reads of the pointer members of struct variable `v` (named `name`), which
    /// it reaches through the struct's device copy `dev` (`(*__d_s)`): 2.6.2's implicit copy
    /// of the struct (or a clause naming it) copies the host's addresses, so that a kernel
    /// dereferencing `s.p` reached host memory, even when what `s.p` points to is present
    /// (`enter data copyin(s.p[0:n])`), and the copy back overwrote the results (bug hunt
    /// 21). Each member the region reads is taken from the device copy when that holds
    /// something other than the host's value (attached, 2.6.8, or set there by the program),
    /// else the host's value translated as a firstprivate pointer is: to the device copy of
    /// its target when that is present, else, when the region dereferences it, the launch's
    /// located "not present" error naming `s.p` (the rule of a pointer variable; 2.6.2 treats
    /// a pointer member of a struct a C++ lambda captures as `no_create`).
    ///
    /// Reads whose value the region stores into memory keep the device copy's value (a
    /// shallow copy's, [`Writer::value_stored`]). A member the region may change
    /// ([`PtrMember::changes`]: `s.cur = s.next`, `&s` passed to a routine) is looked at
    /// again at each read: the device copy's value, translated when it is still the host's
    /// value of a member of the struct (`s.cur` holding what `s.next` held at the launch),
    /// and is not checked at the launch (the region may have set it before using it).
    #[allow(clippy::too_many_arguments)]
    fn emit_pointer_members(
        &mut self,
        v: VarId,
        name: &str,
        ty: TypeId,
        dev: &str,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
        prologue: &mut String,
    ) -> Res<()> {
        let sema = self.sema;
        let at = self.body_span;
        let n = ident(name);
        let members = self.struct_pointer_members(v, ty);
        // The members with parameters: those read through translated uses, and those a
        // changing member of their type may hold the value of.
        let members: Vec<PtrMember> = members
            .iter()
            .filter(|m| !m.uses.is_empty() || members.iter().any(|c| c.changes && c.ty == m.ty))
            .map(|m| PtrMember {
                path: m.path.clone(),
                ty: m.ty,
                deref: m.deref && !m.changes,
                uses: m.uses.clone(),
                read: m.read,
                changes: m.changes,
            })
            .collect();
        for (j, m) in members.iter().enumerate() {
            let host = format!("{name}{}", m.path);
            let err = {
                let host = host.clone();
                move |Unsupported(w): Unsupported| unsupported(at, format!("'{host}' has {w}"))
            };
            let pt = format!("__oxacc_pt{j}_{n}");
            let ph = format!("__oxacc_ph{j}_{n}");
            for (pn, kind, deref) in [
                (&pt, ParamKind::MemberPtr, m.deref),
                (&ph, ParamKind::Value, false),
            ] {
                param_decls.push(self.types.decl(sema, m.ty, pn).map_err(err.clone())?);
                param_types.push(self.types.decl(sema, m.ty, "").map_err(err.clone())?);
                params.push(Param {
                    deref,
                    expr: Some(host.clone()),
                    ..Param::new(host.clone(), kind)
                });
            }
            if m.uses.is_empty() {
                continue;
            }
            let d = format!("{dev}{}", m.path);
            let read = if m.changes {
                let mut t = String::from("(");
                let others = members
                    .iter()
                    .enumerate()
                    .filter(|(k, c)| *k != j && c.ty == m.ty);
                for (k, _) in std::iter::once((j, m)).chain(others) {
                    let _ = write!(t, "{d} == __oxacc_ph{k}_{n} ? __oxacc_pt{k}_{n} : ");
                }
                t.push_str(&d);
                t.push(')');
                t
            } else {
                let local = format!("__oxacc_pv{j}_{n}");
                let decl = self.types.decl(sema, m.ty, &local).map_err(err)?;
                let _ = writeln!(prologue, "    {decl} = {d} == {ph} ? {pt} : {d};");
                local
            };
            for u in &m.uses {
                self.expr_overrides.insert(*u, read.clone());
            }
        }
        self.emit_struct_views(v, name, ty, dev, params, param_decls, param_types)
    }

    /// The region's uses of struct variable `v` that reach its pointer members other than
    /// through `.` paths: (1) reads of pointers through an array member (`s.arr[k]`,
    /// `s.ins[k].q`: any index) and reads of the struct or of a part of it holding pointers
    /// as a whole value (`t = s`, `get(s, i)`, `t = s.in`), whose root `s` is returned in
    /// the first list; (2) addresses of the struct or of such a part, and arrays of pointers
    /// decaying to one (`&s`, `&s.in`, `s.arr` passed on), through which the region reads
    /// the device copy itself, returned (their source text) in the second.
    fn struct_whole_uses(&self, v: VarId, ty: TypeId) -> (Vec<Handle<Expr>>, Vec<String>) {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let mut views = Vec::new();
        let mut aliases = Vec::new();
        if !sema.is_record(sema.types.unqual_id(ty)) {
            return (views, aliases);
        }
        let (exprs, parent, changed) = self.body_links();
        let holds = |t: TypeId| crate::compute::ctype::holds_object_pointer(sema, t);
        for &e in &exprs {
            if self.f.names.uses.get(&e) != Some(&v) {
                continue;
            }
            let mut cur = e;
            let mut indexed = false;
            loop {
                let cty = sema.types.unqual_id(sema.expr_type(cur));
                if crate::compute::ctype::object_pointer(sema, cty) {
                    // A pointer read through an array member (the `.` paths are the
                    // member reads of `emit_pointer_members`).
                    if indexed && !changed.contains(&cur) {
                        views.push(e);
                    }
                    break;
                }
                let next = parent.get(&cur).copied();
                let step = next.and_then(|p| match ast.exprs.get(p).map(|x| &x.kind) {
                    Some(ExprKind::Member { arrow: false, .. }) => Some((p, false)),
                    Some(ExprKind::Index { base, .. })
                        if *base == cur && sema.is_array(sema.expr_type(cur)) =>
                    {
                        Some((p, true))
                    }
                    _ => None,
                });
                if let Some((p, ix)) = step {
                    indexed |= ix;
                    cur = p;
                    continue;
                }
                // The top of the path: a whole part of the struct.
                if !holds(cty) {
                    break;
                }
                let in_sizeof = next.is_some_and(|p| {
                    matches!(
                        ast.exprs.get(p).map(|x| &x.kind),
                        Some(ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_))
                    )
                });
                if in_sizeof {
                    break;
                }
                let addr = next.is_some_and(|p| {
                    matches!(
                        ast.exprs.get(p).map(|x| &x.kind),
                        Some(ExprKind::Unary {
                            op: UnaryOp::AddrOf,
                            ..
                        })
                    )
                });
                if addr || sema.is_array(cty) {
                    let at = next.filter(|_| addr).unwrap_or(cur);
                    aliases.push(self.ctx.src(self.span_of(at)).to_string());
                } else if !changed.contains(&cur) {
                    views.push(e);
                }
                break;
            }
        }
        (views, aliases)
    }

    /// The expressions inside uses of private members (`private(s.x)` on the construct or a
    /// loop): those uses are the members' copies already, not reads of the struct.
    fn private_member_uses(&self) -> HashSet<Handle<Expr>> {
        let mut covered = HashSet::new();
        if let Some(rc) = self.rc {
            for p in rc.members.iter().chain(rc.loop_privates.iter().flatten()) {
                if let Some(m) = &p.member {
                    for u in &m.uses {
                        let mut sub = Vec::new();
                        walk::exprs_in_expr(self.ctx.ast, *u, &mut sub);
                        covered.extend(sub);
                    }
                }
            }
        }
        covered
    }

    /// The parameters and prologue for [`Writer::struct_whole_uses`] of struct variable `v`
    /// (named `name`, of type `ty`, its device copy `dev`). The kernel gets the host's value
    /// of the struct and that value with every pointer in it translated (as a firstprivate
    /// pointer is, 2.6.2). (1) Each such use of `s` becomes a copy of the device copy in
    /// which every pointer still holding the host's value is the translated one: what the
    /// `.` paths read (`emit_pointer_members`), for any path (bug hunt 26, bug08: `s.arr[1][i]`,
    /// `t = s; t.p[i]`, `get(s, i)` reached host memory). (2) Addresses are left alone (see
    /// below). A struct whose pointers cannot all be named (a union, more than 64) or over
    /// 1 KiB, used in such a view, keeps the region on the host (its fallback warning).
    #[allow(clippy::too_many_arguments)]
    fn emit_struct_views(
        &mut self,
        v: VarId,
        name: &str,
        ty: TypeId,
        dev: &str,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
    ) -> Res<()> {
        let sema = self.sema;
        let at = self.body_span;
        // Through an address (`&s`, `s.arr` passed on) the kernel reads the device copy
        // itself, as nvc's and gcc's bitwise copy is read: its pointers are what the program
        // attached (2.6.8) or the host's values. Stopping there when one holds the host's
        // address of present data was tried and dropped: it also stopped routines that read
        // only `s->n` (valid programs that run on a GPU), and made any region taking the
        // address of a struct over 1 KiB host-only.
        let (views, _aliases) = self.struct_whole_uses(v, ty);
        if views.is_empty() {
            return Ok(());
        }
        let mut paths = Vec::new();
        let named = nested_pointer_paths(sema, ty, String::new(), &mut paths).is_some();
        if !named || !matches!(sema.size_of(ty), Some(b) if b <= 1024) {
            return Err(unsupported(
                at,
                format!(
                    "'{name}' (a struct with pointer members reached other than through '.' \
                     paths, whose pointers cannot all be translated)"
                ),
            ));
        }
        let n = ident(name);
        let sh = format!("__oxacc_sh_{n}");
        let st = format!("__oxacc_st_{n}");
        let err = {
            let name = name.to_string();
            move |Unsupported(w): Unsupported| unsupported(at, format!("'{name}' has {w}"))
        };
        for (pn, kind) in [
            (&sh, ParamKind::Value),
            (
                &st,
                ParamKind::ValueTranslated(paths.iter().map(|p| (p.clone(), false)).collect()),
            ),
        ] {
            param_decls.push(self.types.decl(sema, ty, pn).map_err(err.clone())?);
            param_types.push(self.types.decl(sema, ty, "").map_err(err.clone())?);
            params.push(Param {
                expr: Some(name.to_string()),
                ..Param::new(name.to_string(), kind)
            });
        }
        if !views.is_empty() {
            let mut t = format!("([&]() {{ auto __v = {dev}; ");
            for p in &paths {
                let _ = write!(
                    t,
                    "if ((void *)__v{p} == (void *){sh}{p}) *(void **)&__v{p} = (void *){st}{p}; "
                );
            }
            t.push_str("return __v; }())");
            for u in views {
                self.expr_overrides.insert(u, t.clone());
            }
        }
        Ok(())
    }

    /// The pointer members of a firstprivate struct `v` (of type `ty`) to translate in its
    /// value at the launch: every object pointer member reached through struct members (not
    /// inside a union, whose pointer may not be the member in use, nor in an array), and
    /// those the region reads through any path; each flagged when the region dereferences it
    /// (the launch checks its target then).
    fn firstprivate_pointer_members(&self, v: VarId, ty: TypeId) -> Vec<(String, bool)> {
        fn walk_fields(sema: &Sema, ty: TypeId, prefix: &str, depth: u32, out: &mut Vec<String>) {
            if depth > 16 {
                return;
            }
            let ty = sema.types.unqual_id(ty);
            let TypeKind::Record(r) = sema.types.kind(ty) else {
                return;
            };
            if sema.types.record(*r).kind != oxacc_syntax::ast::RecordKind::Struct {
                return;
            }
            for f in sema.record_fields(ty) {
                let fty = sema.types.unqual_id(f.ty);
                match &f.name {
                    Some(name) if crate::compute::ctype::object_pointer(sema, fty) => {
                        out.push(format!("{prefix}.{name}"))
                    }
                    // An array member holding pointers (`double *w[2]`): each element.
                    Some(name) if sema.is_array(fty) => {
                        if let Some(ps) = crate::compute::ctype::pointer_paths(sema, fty) {
                            out.extend(ps.into_iter().map(|p| format!("{prefix}.{name}{p}")));
                        }
                    }
                    Some(name) => {
                        walk_fields(sema, fty, &format!("{prefix}.{name}"), depth + 1, out)
                    }
                    // An anonymous struct's members are named as the enclosing struct's.
                    None => walk_fields(sema, fty, prefix, depth + 1, out),
                }
            }
        }
        let mut paths = Vec::new();
        walk_fields(self.sema, ty, "", 0, &mut paths);
        let mut out: Vec<(String, bool)> = paths.into_iter().map(|p| (p, false)).collect();
        for m in self.struct_pointer_members(v, ty) {
            match out.iter_mut().find(|(p, _)| *p == m.path) {
                Some((_, d)) => *d |= m.deref,
                None => out.push((m.path, m.deref)),
            }
        }
        out
    }

    /// Whether an expression of `exprs` stores into variable `v`'s own storage (not through
    /// a pointer it holds), or takes an address inside it.
    fn stores_into(&self, v: VarId, exprs: &[Handle<Expr>]) -> bool {
        let ast = self.ctx.ast;
        fn root(w: &Writer<'_, '_>, e: Handle<Expr>) -> Option<VarId> {
            match &w.ctx.ast.exprs.get(e)?.kind {
                ExprKind::Ident(_) => w.f.names.uses.get(&e).copied(),
                ExprKind::Index { base, .. } if w.sema.is_array(w.sema.expr_type(*base)) => {
                    root(w, *base)
                }
                ExprKind::Member {
                    base, arrow: false, ..
                } => root(w, *base),
                _ => None,
            }
        }
        exprs.iter().any(|&e| {
            ast.exprs
                .get(e)
                .and_then(walk::changed_lvalue)
                .and_then(|t| root(self, t))
                == Some(v)
        })
    }

    fn writes_in(&self, v: VarId, scope: Span) -> bool {
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
        exprs.iter().any(|e| {
            let sp = self.span_of(*e);
            if !(scope.start <= sp.start && sp.end <= scope.end) {
                return false;
            }
            let target = match self.ctx.ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => Some(*lhs),
                Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                }) => Some(*operand),
                _ => None,
            };
            target.and_then(|t| self.write_root(t)) == Some(v)
        })
    }

    /// The other parts of `dv`'s variable in the reduction clauses holding `dv` (the
    /// construct's, or one loop's) when they are reduced as one section with run-time bounds
    /// (`capture::runtime_union_ok`, `capture::merged_reduction`); else none.
    /// Whether `dv` is the only item of its variable in the reduction clauses it belongs to
    /// (the construct's, or one loop's).
    /// The access of a reduction copy `plan` (its [`Rebase`] noted for the uses).
    fn acc_access(&mut self, plan: &RedPlan) -> Access {
        if let Some(rb) = &plan.rebase {
            self.rebases.insert(plan.access.clone(), rb.clone());
        }
        Access::Acc(plan.access.clone())
    }

    /// The [`Rebase`] of the variable `h` names, when it is a reduction copy of a part of a
    /// pointer's target.
    fn rebase_of(&self, h: Handle<Expr>) -> Option<Rebase> {
        if self.rebases.is_empty() {
            return None;
        }
        if !matches!(
            self.ctx.ast.exprs.get(h).map(|x| &x.kind),
            Some(ExprKind::Ident(_))
        ) || self
            .sema
            .resolved(h)
            .is_some_and(|sym| self.sym_access.contains_key(&sym))
        {
            return None;
        }
        let v = *self.f.names.uses.get(&h)?;
        match self.lookup(v) {
            Some(Access::Acc(t) | Access::Private(t)) => self.rebases.get(&t).cloned(),
            _ => None,
        }
    }

    /// A use of a reduction copy of part of a pointer's target ([`Rebase`]): `p[i]`, `i[p]`,
    /// `*p`, `p[g][j]` (one row of a pointer to pointers), printed with the index rebased.
    fn rebased_use(&mut self, e: Handle<Expr>) -> Res<Option<String>> {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return Ok(None);
        };
        // `p + e`, `e + p`, `p - e` (`e` an integer): the copy's address moved by `e - lo`
        // (`-e - lo`), inside the copy when the source's pointer is inside the part.
        if let ExprKind::Binary {
            op: op @ (BinaryOp::Add | BinaryOp::Sub),
            lhs,
            rhs,
        } = &x.kind
        {
            let int = |h: Handle<Expr>| self.sema.is_integer(self.sema.expr_type(h));
            let side = if int(*rhs) {
                self.rebase_of(*lhs)
                    .map(|r| (r, *rhs, *op == BinaryOp::Sub))
            } else if *op == BinaryOp::Add && int(*lhs) {
                self.rebase_of(*rhs).map(|r| (r, *lhs, false))
            } else {
                None
            };
            // `p[g] + k`, `k + p[g]`, `p[g] - k`: the one row of a pointer to pointers the
            // copy holds, moved by `k - lo` (`-k - lo`).
            let row_side = if int(*rhs) {
                self.row_value(*lhs)
                    .map(|(r, g)| (r, g, *rhs, *op == BinaryOp::Sub))
            } else if *op == BinaryOp::Add && int(*lhs) {
                self.row_value(*rhs).map(|(r, g)| (r, g, *lhs, false))
            } else {
                None
            };
            if let Some((rb, g, k, neg)) = row_side {
                let k = self.expr(k, prec::COMMA)?;
                let g = if self.effects(g, true) {
                    format!("(void)({}), ", self.expr(g, prec::ASSIGN)?)
                } else {
                    String::new()
                };
                let (flat, lo) = (&rb.flat, &rb.lo);
                return Ok(Some(if neg {
                    format!("({g}{flat} - ((long long)({k}) + {lo}))")
                } else {
                    format!("({g}{flat} + ((long long)({k}) - {lo}))")
                }));
            }
            if let Some((rb, k, neg)) = side.filter(|(r, _, _)| !r.row) {
                let k = self.expr(k, prec::COMMA)?;
                let (base, lo) = match &rb.rows {
                    Some((t, lo)) => (format!("(({t}){})", rb.flat), lo.clone()),
                    None => (rb.flat.clone(), rb.lo.clone()),
                };
                return Ok(Some(if neg {
                    format!("({base} - ((long long)({k}) + {lo}))")
                } else {
                    format!("({base} + ((long long)({k}) - {lo}))")
                }));
            }
        }
        let (b, i) = match &x.kind {
            ExprKind::Index { base, index } => (*base, Some(*index)),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => match ast.exprs.get(*operand).map(|y| &y.kind) {
                // `*(p + i)`, `*(i + p)`: `p[i]`.
                Some(ExprKind::Binary {
                    op: BinaryOp::Add,
                    lhs,
                    rhs,
                }) if self.rebase_of(*lhs).is_some() || self.rebase_of(*rhs).is_some() => {
                    (*lhs, Some(*rhs))
                }
                _ => (*operand, None),
            },
            _ => return Ok(None),
        };
        let mut pairs = vec![(b, i)];
        if let Some(i) = i {
            pairs.push((i, Some(b)));
        }
        for (b, i) in pairs {
            // `i - lo` (`i` alone when `lo` is the constant 0).
            let idx = |w: &mut Self, lo: &str| -> Res<String> {
                Ok(match (i, lo) {
                    (Some(i), "0LL") => w.expr(i, prec::COMMA)?,
                    (Some(i), _) => format!("(long long)({}) - {lo}", w.expr(i, prec::COMMA)?),
                    (None, _) => format!("-{lo}"),
                })
            };
            if let Some(rb) = self.rebase_of(b) {
                if rb.row {
                    // `p[g]` alone: the row itself, which is the copy only when the part
                    // starts at the row's first element (`Rebase::bare`).
                    let (Some(bare), Some(g)) = (rb.bare.clone(), i) else {
                        return Ok(None);
                    };
                    if self.modified_or_addressed(e) {
                        // `p[g] = q`, `&p[g]`: the row pointer itself, which the copy has not.
                        return Ok(None);
                    }
                    return Ok(Some(if self.effects(g, true) {
                        format!("((void)({}), {bare})", self.expr(g, prec::ASSIGN)?)
                    } else {
                        bare
                    }));
                }
                return Ok(Some(match &rb.rows {
                    Some((t, lo)) => format!("(({t}){})[{}]", rb.flat, idx(self, lo)?),
                    None => format!("{}[{}]", rb.flat, idx(self, &rb.lo)?),
                }));
            }
            // `p[g][j]`: the element `j` of the row `p[g]` the copy holds.
            let row = match ast.exprs.get(b).map(|x| &x.kind) {
                Some(ExprKind::Index { base, index }) => [(*base, *index), (*index, *base)]
                    .into_iter()
                    .find_map(|(p, g)| self.rebase_of(p).filter(|r| r.row).map(|r| (r, g))),
                Some(ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand,
                }) => self
                    .rebase_of(*operand)
                    .filter(|r| r.row)
                    .map(|r| (r, *operand)),
                _ => None,
            };
            if let Some((rb, g)) = row {
                let i = idx(self, &rb.lo)?;
                // The row's index is evaluated as the source does (it can only be the
                // reduced row's, 2.5.15).
                return Ok(Some(if self.effects(g, true) {
                    let g = self.expr(g, prec::ASSIGN)?;
                    format!("{}[((void)({g}), {i})]", rb.flat)
                } else {
                    format!("{}[{i}]", rb.flat)
                }));
            }
        }
        Ok(None)
    }

    /// Whether the region's body assigns `e`, increments or decrements it, or takes its
    /// address.
    fn modified_or_addressed(&self, e: Handle<Expr>) -> bool {
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut all);
        all.iter()
            .any(|h| match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(ExprKind::Assign { lhs, .. }) => *lhs == e,
                Some(ExprKind::Unary {
                    op:
                        UnaryOp::AddrOf
                        | UnaryOp::PreInc
                        | UnaryOp::PreDec
                        | UnaryOp::PostInc
                        | UnaryOp::PostDec,
                    operand,
                }) => *operand == e,
                _ => false,
            })
    }

    /// `p[g]` (or `g[p]`) where `p` is a reduction copy of one row of a pointer to pointers
    /// ([`Rebase::row`]): its [`Rebase`] and the subscript `g`.
    fn row_value(&self, h: Handle<Expr>) -> Option<(Rebase, Handle<Expr>)> {
        match self.ctx.ast.exprs.get(h).map(|x| &x.kind) {
            Some(ExprKind::Index { base, index }) => [(*base, *index), (*index, *base)]
                .into_iter()
                .find_map(|(p, g)| self.rebase_of(p).filter(|r| r.row).map(|r| (r, g))),
            _ => None,
        }
    }

    fn red_alone(&self, dv: &oxacc_acc::ast::DataVar) -> bool {
        let same = |vs: &mut dyn Iterator<Item = &oxacc_acc::ast::DataVar>| {
            let vs: Vec<_> = vs.collect();
            !vs.iter().any(|v| v.span == dv.span)
                || vs.iter().filter(|v| v.name() == dv.name()).count() == 1
        };
        let construct_ok = self
            .region
            .and_then(|r| self.acc_of(r.dir))
            .is_none_or(|d| {
                same(&mut d.clauses.iter().flat_map(|c| match &c.kind {
                    ClauseKind::Reduction { vars, .. } => vars.as_slice(),
                    _ => &[],
                }))
            });
        construct_ok
            && self
                .sites
                .iter()
                .all(|s| same(&mut s.reductions.iter().map(|(_, v)| v)))
    }

    fn red_parts(&self, dv: &oxacc_acc::ast::DataVar) -> Vec<oxacc_acc::ast::DataVar> {
        let on_construct: Vec<(ReductionOp, oxacc_acc::ast::DataVar)> = self
            .region
            .and_then(|r| self.acc_of(r.dir))
            .map(|d| {
                d.clauses
                    .iter()
                    .filter_map(|c| match &c.kind {
                        ClauseKind::Reduction { op, vars, .. } => {
                            Some(vars.iter().map(|v| (*op, v.clone())).collect::<Vec<_>>())
                        }
                        _ => None,
                    })
                    .flatten()
                    .collect()
            })
            .unwrap_or_default();
        let groups = std::iter::once(on_construct).chain(self.sites.iter().map(|s| {
            s.reductions
                .iter()
                .map(|(op, v)| (*op, v.clone()))
                .collect::<Vec<_>>()
        }));
        for g in groups {
            if !g.iter().any(|(_, v)| v.span == dv.span) {
                continue;
            }
            let refs: Vec<(ReductionOp, &oxacc_acc::ast::DataVar)> =
                g.iter().map(|(op, v)| (*op, v)).collect();
            let merged = crate::compute::capture::merged_reduction(self.sema, refs[0].0, dv, &refs);
            if merged.section.is_some_and(|s| !s.also.is_empty()) {
                return g
                    .into_iter()
                    .filter(|(_, v)| v.name() == dv.name() && v.span != dv.span)
                    .map(|(_, v)| v)
                    .collect();
            }
            return Vec::new();
        }
        Vec::new()
    }

    /// The var of a `reduction` clause naming `name` on the construct or on a loop of the
    /// region (for its subarray bounds).
    fn reduction_datavar(&self, name: &str) -> Option<oxacc_acc::ast::DataVar> {
        let on_construct = self.region.and_then(|r| self.acc_of(r.dir)).and_then(|d| {
            d.clauses.iter().find_map(|c| match &c.kind {
                ClauseKind::Reduction { vars, .. } => {
                    vars.iter().find(|v| v.name() == name).cloned()
                }
                _ => None,
            })
        });
        on_construct.or_else(|| {
            self.sites.iter().find_map(|s| {
                s.reductions
                    .iter()
                    .find(|(_, v)| v.name() == name)
                    .map(|(_, v)| v.clone())
            })
        })
    }

    /// Scalars of the enclosing function used only in the bounds of the region's private,
    /// firstprivate and reduction sections (clause expressions: no capture gives them an
    /// access). Sema's symbols.
    fn bound_only_syms(&self) -> Vec<oxacc_sema::SymbolId> {
        let ast = self.ctx.ast;
        let mut bounds: Vec<Handle<Expr>> = Vec::new();
        let mut add = |v: &oxacc_acc::ast::DataVar| {
            for sub in &v.subscripts {
                match &sub.kind {
                    oxacc_acc::ast::SubscriptKind::Index(i) => bounds.push(*i),
                    oxacc_acc::ast::SubscriptKind::Range { lower, length } => {
                        bounds.extend(lower.iter().copied());
                        bounds.extend(length.iter().copied());
                    }
                }
            }
        };
        if let Some(d) = self.region.and_then(|r| self.acc_of(r.dir)) {
            for c in &d.clauses {
                if matches!(
                    c.kind,
                    ClauseKind::Private(_)
                        | ClauseKind::Firstprivate(_)
                        | ClauseKind::Reduction { .. }
                ) {
                    for v in c.vars() {
                        add(v);
                    }
                }
            }
        }
        for s in self.sites {
            for v in s.privates.iter().chain(s.reductions.iter().map(|(_, v)| v)) {
                add(v);
            }
        }
        let mut out = Vec::new();
        for b in bounds {
            let mut all = Vec::new();
            walk::exprs_in_expr(ast, b, &mut all);
            for e in all {
                let Some(sym) = self.sema.resolved(e) else {
                    continue;
                };
                let info = self.sema.symbol(sym);
                if !matches!(info.kind, SymbolKind::Variable | SymbolKind::Parameter)
                    || info.is_global
                    || out.contains(&sym)
                    || (self.body_span.start <= info.span.start
                        && info.span.end <= self.body_span.end)
                    || !self.sema.is_scalar(info.ty)
                {
                    continue;
                }
                let captured = self.caps.iter().any(|c| {
                    c.origin != Origin::Unexposed
                        && self
                            .f
                            .names
                            .var(c.var)
                            .is_some_and(|x| x.span == info.span && x.name == info.name)
                });
                if !captured {
                    out.push(sym);
                }
            }
        }
        out
    }

    /// A file-scope `declare` names the variable (its data lifetime is the program's).
    fn declared_global(&self, name: &str) -> bool {
        self.ctx.acc.iter().any(|d| {
            d.name == DirectiveName::Declare
                && !self.ctx.fn_of.contains_key(&d.directive)
                && d.all_vars().any(|(_, v)| v.name() == name)
        })
    }

    /// A data clause of the construct or of an enclosing `data` construct maps the variable
    /// itself (`copy(x)`), not only a subarray or member of it (`copy(g[0:n])`,
    /// `copy(s.a[0:n])`); `deviceptr(p)` maps nothing.
    fn mapped_whole(&self, name: &str) -> bool {
        self.mapped_whole_by(name, |_| true)
    }

    /// [`Self::mapped_whole`] by a clause other than `present`: a `present(g)` of a pointer
    /// may stand for the data `g` points to (`__OXACC_POINTER_VAR`, A.3.1), and then `g`'s
    /// own device copy does not exist; its value, translated, is what the kernel uses (the
    /// same address as an attached device copy's when `g` itself is present).
    fn mapped_whole_not_present(&self, name: &str) -> bool {
        self.mapped_whole_by(name, |k| k != oxacc_acc::ast::DataClauseKind::Present)
    }

    fn mapped_whole_by(
        &self,
        name: &str,
        kind: impl Fn(oxacc_acc::ast::DataClauseKind) -> bool,
    ) -> bool {
        self.data_directives().iter().any(|d| {
            d.clauses.iter().any(|c| match &c.kind {
                ClauseKind::Data(dc) => {
                    dc.kind != oxacc_acc::ast::DataClauseKind::Deviceptr
                        && kind(dc.kind)
                        && dc
                            .vars
                            .iter()
                            .any(|v| v.name() == name && v.is_whole() && !v.is_member)
                }
                _ => false,
            })
        }) || self.f.visible_data.contains(name) && !self.visible_through_data_construct(name)
    }

    /// A file-scope `declare` directive names the variable in a deviceptr clause (2.13).
    fn declared_global_deviceptr(&self, name: &str) -> bool {
        self.ctx.acc.iter().any(|d| {
            d.name == DirectiveName::Declare
                && !self.ctx.fn_of.contains_key(&d.directive)
                && names_in_deviceptr(d, name)
        })
    }

    /// A deviceptr clause of the construct or of an enclosing `data` construct, or of a
    /// file-scope `declare` directive, names the variable (2.7.4, 2.13).
    fn in_deviceptr(&self, name: &str) -> bool {
        self.declared_global_deviceptr(name)
            || self
                .data_directives()
                .iter()
                .any(|d| names_in_deviceptr(d, name))
    }

    /// A no_create clause of the construct or of an enclosing `data` construct names the
    /// variable itself (not a member of it, 2.7.10).
    fn in_no_create(&self, name: &str) -> bool {
        self.data_directives().iter().any(|d| {
            d.clauses.iter().any(|c| match &c.kind {
                ClauseKind::Data(dc) => {
                    dc.kind == oxacc_acc::ast::DataClauseKind::NoCreate
                        && dc.vars.iter().any(|v| v.name() == name && !v.is_member)
                }
                _ => false,
            })
        })
    }

    /// The base expressions, blanks removed, that the construct's own data clauses name in
    /// two or more different sections (`KernelOut::split`). A section's own device copy
    /// holds only that section (2.7.1 allows it), while the region reaches every section
    /// through the one base: before, the accesses to the second section went beyond the
    /// first's copy (emul: an illegal address or lost writes). A `no_create` or `deviceptr`
    /// item maps nothing of its own and is not counted.
    fn sections_apart(&self) -> Vec<String> {
        use oxacc_acc::ast::DataClauseKind as K;
        let Some(d) = self.region.and_then(|r| self.acc_of(r.dir)) else {
            return Vec::new();
        };
        let strip = |t: &str| t.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        let mut seen: Vec<(String, String)> = Vec::new();
        for c in &d.clauses {
            let ClauseKind::Data(dc) = &c.kind else {
                continue;
            };
            if !matches!(
                dc.kind,
                K::Copy | K::Copyin | K::Copyout | K::Create | K::Present
            ) {
                continue;
            }
            for v in dc.vars.iter().filter(|v| !v.subscripts.is_empty()) {
                let key = (strip(self.ctx.src(self.span_of(v.base))), strip(&v.text));
                if !seen.contains(&key) {
                    seen.push(key);
                }
            }
        }
        let mut out: Vec<String> = Vec::new();
        for (base, _) in &seen {
            if !out.contains(base) && seen.iter().filter(|(b, _)| b == base).count() > 1 {
                out.push(base.clone());
            }
        }
        out
    }

    /// [`KernelOut::ptr_sections`]: for each pointer parameter translated through a section
    /// (`lower`), the lower bounds (host C, as [`Writer::pointer_lower`] gives them) of the
    /// different sections of its target that the data clauses holding at the region name,
    /// when there are two or more. Each section has its own device copy (2.7.1), while the
    /// kernel reaches the whole target through the one pointer: translated through one
    /// section's copy, its accesses to the other went past that copy (known gap of the
    /// sections2 session: writes lost on emul). Only sections of one dimension of a pointer
    /// variable (not a member, not `deviceptr`) count: rows of a pointer array are mapped
    /// and attached row by row.
    fn pointer_sections(&self, params: &[Param]) -> Vec<(String, Vec<String>)> {
        use oxacc_acc::ast::DataClauseKind as K;
        let mut out = Vec::new();
        let candidates = params.iter().filter(|p| {
            matches!(p.kind, ParamKind::DevPtr)
                && p.lower.is_some()
                && p.expr.is_none()
                && !self.in_deviceptr(&p.name)
        });
        for p in candidates {
            let mut lows: Vec<String> = Vec::new();
            let mut rows = false;
            for d in self.data_directives() {
                for (c, v) in d.all_vars() {
                    if v.name() != p.name || v.is_member {
                        continue;
                    }
                    let ClauseKind::Data(dc) = &c.kind else {
                        continue;
                    };
                    if !matches!(
                        dc.kind,
                        K::Copy | K::Copyin | K::Copyout | K::Create | K::Present
                    ) {
                        continue;
                    }
                    let Some(first) = v.subscripts.first() else {
                        continue;
                    };
                    rows |= v.subscripts.len() > 1;
                    let lo = self.sub_lower(d, c, first);
                    // An enclosing data construct's bound read again at the launch: a number
                    // or the local its data code evaluated it into; a variable's name only
                    // when no OpenMP construct lies between, whose outlined function would
                    // not have it (tests/omp/mixed_acc_data_bounds_once_omp.c).
                    let own = self.region.is_some_and(|r| r.dir == d.directive);
                    let name = lo.starts_with(|ch: char| ch.is_ascii_alphabetic() || ch == '_')
                        && crate::data::bound_local(self.ctx, d, c, first)
                            .is_none_or(|(local, ..)| local != lo);
                    if !own && name && self.omp_between(d) {
                        continue;
                    }
                    if !lows.contains(&lo) {
                        lows.push(lo);
                    }
                }
            }
            if lows.len() >= 2 && !rows {
                out.push((p.name.clone(), lows));
            }
        }
        out
    }

    /// Whether an OpenMP construct lies between the enclosing `data` construct `d` and the
    /// region (its body holds the region and lies in `d`'s): the region's code is then in
    /// the OpenMP construct's outlined function, where only the variables its own text uses
    /// are.
    fn omp_between(&self, d: &AccDirective) -> bool {
        let Some(region) = self.region else {
            return false;
        };
        let site = region.site;
        let ast = &self.ctx.ast;
        let Some(outer) = ast
            .directives
            .get(d.directive)
            .and_then(|x| x.body)
            .and_then(|b| ast.stmts.get(b))
            .map(|b| b.span)
        else {
            return true;
        };
        ast.directives.iter().any(|(_, x)| {
            x.kind == oxacc_syntax::ast::DirectiveKind::Omp
                && x.body.and_then(|b| ast.stmts.get(b)).is_some_and(|b| {
                    b.span.start <= site.start
                        && site.end <= b.span.end
                        && outer.start <= b.span.start
                        && b.span.end <= outer.end
                })
        })
    }

    /// The name is visible through an enclosing `data` construct's clause (rather than, say,
    /// a local `declare`).
    fn visible_through_data_construct(&self, name: &str) -> bool {
        self.data_directives().iter().any(|d| {
            d.clauses.iter().any(|c| {
                matches!(c.kind, ClauseKind::Data(_)) && c.vars().iter().any(|v| v.name() == name)
            })
        })
    }

    /// A data clause of the compute construct itself names the variable.
    fn in_construct_data(&self, name: &str) -> bool {
        self.region
            .and_then(|r| self.acc_of(r.dir))
            .is_some_and(|d| {
                d.clauses.iter().any(|c| {
                    matches!(c.kind, ClauseKind::Data(_))
                        && c.vars().iter().any(|v| v.name() == name)
                })
            })
    }

    fn var_ty(&self, v: VarId) -> Option<TypeId> {
        self.f.names.var(v).map(|x| x.ty)
    }

    /// Whether the kernel of a parallel / serial region reads scalar `v` from device memory
    /// (a data clause, visible or its own: `data copy(n)`): a kernel before this one may have
    /// changed the device copy, so the host's value is no bound for the work estimate (a grid
    /// too small for the one-pass twin would leave iterations out; the grid-stride kernel
    /// covers any). In a kernels construct only a clause's scalar counts (on the construct
    /// or an enclosing `data`: an earlier construct may have changed it); the implicit copy
    /// of 2.6.2 copies the host's value in when the construct starts, and the scalars the
    /// construct itself writes are peeked (device_read.rs).
    fn device_scalar(&self, v: VarId) -> bool {
        let kernels = matches!(self.kind, Kind::Kernels);
        self.caps.iter().any(|c| {
            c.var == v
                && (c.attr == Attr::Shared || c.shared_readonly)
                && c.origin != Origin::Unexposed
                && (!kernels || c.origin == Origin::Explicit)
        }) && self.var_ty(v).is_some_and(|t| self.sema.is_scalar(t))
    }

    fn declared_inside(&self, v: VarId) -> bool {
        self.f.names.var(v).is_some_and(|x| {
            self.body_span.start <= x.span.start && x.span.end <= self.body_span.end
        })
    }

    fn lookup(&self, v: VarId) -> Option<Access> {
        if let Some((_, a)) = self.overrides.iter().rev().find(|(x, _)| *x == v) {
            return Some(a.clone());
        }
        if self.declared_inside(v) {
            if let Some(a) = self.access.get(&v) {
                return Some(a.clone());
            }
            let n = self.f.names.var(v)?.name.clone();
            return Some(Access::Private(ident(&n)));
        }
        if self.in_function {
            // 2.15.2: a routine reaches global data through `declare` (device copies bound by
            // the runtime at module load).
            let x = self.f.names.var(v)?;
            if x.is_global && self.declared_global(&x.name) {
                return Some(Access::Memory(format!("(*__oxacc_gp_{})", x.name)));
            }
            return None;
        }
        self.access.get(&v).cloned()
    }

    fn var_by_name_in(&self, name: &str, scope: Span) -> Option<VarId> {
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
        exprs.into_iter().find_map(|e| {
            let sp = self.span_of(e);
            if !(scope.start <= sp.start && sp.end <= scope.end) {
                return None;
            }
            let v = *self.f.names.uses.get(&e)?;
            (self.f.names.var(v)?.name == name).then_some(v)
        })
    }

    // ---- the kernel ----------------------------------------------------------------------

    /// Writes the kernel `kname`. Returns the kernel text and what the launch needs, or the
    /// first construct the GPU code generation does not support (with its location).
    pub fn write(&mut self, kname: &str, clauses: &[&Clause]) -> Res<(String, KernelOut)> {
        // A constant num_workers (the last clause counts, as for the launch) bounds the
        // workers of every launch: worker-private copies need no more slots.
        if let Some(w) = clauses
            .iter()
            .rev()
            .find_map(|c| match &c.kind {
                ClauseKind::NumWorkers(e) => Some(self.sema.eval_int(*e)),
                _ => None,
            })
            .flatten()
        {
            self.worker_copies = w.clamp(1, 32) as u64;
        }
        // The levels come with the model (model.rs).
        let mut has_v = false;
        let mut has_w = false;
        for l in &self.levels {
            has_v |= l.vector;
            has_w |= l.worker;
        }
        self.bx_dyn = has_v;
        self.by_dyn = has_w;
        self.plan_shares();

        let mut params: Vec<Param> = Vec::new();
        // Heap copies of the construct's reduction sections, freed at the very end.
        let mut late_frees: Vec<String> = Vec::new();
        // Scalar reductions of the construct: (op, name, type, accumulator type, private copy).
        // (operator, the target lvalue and its address, its type, the accumulator type, the
        // private copy).
        let mut scalar_reds: Vec<(ReductionOp, String, String, String, String, String)> =
            Vec::new();
        let mut param_decls: Vec<String> = Vec::new();
        // The firstprivate pointer parameters: (index, declaration with `__restrict__`) for
        // the `_na` twin (`no_alias_split`, `no_alias_twin`).
        let mut pointer_params: HashMap<VarId, (usize, String)> = HashMap::new();
        let mut param_types: Vec<String> = Vec::new();
        let mut prologue = String::new();
        let mut epilogue = String::new();
        let body_span = self.body_span;
        let sema = self.sema;
        let caps = self.caps;
        // Private and firstprivate members named on the construct (`private(s.x)`,
        // `firstprivate(s.p[0:n])`): a copy of the member; its uses in the region are the copy.
        let members: Vec<crate::compute::capture::Privatized> =
            self.rc.map(|rc| rc.members.clone()).unwrap_or_default();
        let mut member_setup: Vec<(crate::compute::capture::Privatized, String)> = Vec::new();
        for (k, m) in members.iter().enumerate() {
            let local = format!("__oxacc_pm{k}");
            member_setup.push((m.clone(), local));
        }
        // Variables that only the bounds of private, firstprivate and reduction sections use
        // (evaluated in the kernel): passed by value.
        for sym in self.bound_only_syms() {
            let info = sema.symbol(sym);
            let n = ident(&info.name);
            let err = |Unsupported(w): Unsupported| unsupported(body_span, w);
            param_decls.push(self.types.decl(sema, info.ty, &n).map_err(err)?);
            param_types.push(self.types.decl(sema, info.ty, "").map_err(err)?);
            params.push(Param::new(info.name.clone(), ParamKind::Value));
            self.sym_access.insert(sym, n);
        }
        self.emit_flexible_sections(&mut params, &mut param_decls, &mut param_types)?;
        // Two passes: the variables passed in first, then the private copies, whose set-up
        // code (section bounds) may read them.
        let needs_setup = |c: &Capture| {
            matches!(c.attr, Attr::Private | Attr::Reduction(_))
                || (c.attr == Attr::Firstprivate && c.section.is_some())
        };
        let unrestrict = self.stores_through_derived_pointers();
        let read_only = if unrestrict {
            HashSet::new()
        } else {
            self.read_only_restrict_pointers()
        };
        let read_only_arrays = self.read_only_arrays();
        let ordered: Vec<&Capture> = caps
            .iter()
            .filter(|c| !needs_setup(c))
            .chain(caps.iter().filter(|c| needs_setup(c)))
            .collect();
        for c in ordered {
            let Some(v) = self.f.names.var(c.var) else {
                continue;
            };
            if c.origin == Origin::Unexposed {
                // Used only in sizeof (printed as a constant) or where a loop privatizes it.
                // A variably modified one privatized by a loop (`parallel loop
                // private(rows[0:8])` of a `double (*rows)[m]`) is flattened in the loop's
                // copies too: the kernel needs its run-time lengths.
                if self.vla_dims_of(v.ty).is_some() && self.loop_privatizes(c.var) {
                    let names =
                        self.vla_lengths(c, &mut params, &mut param_decls, &mut param_types);
                    self.set_vla(c.var, names);
                }
                continue;
            }
            // A function's table of pointers to constant data, static or automatic, declared
            // before the region (`static const char *const names[] = {...};`): the
            // module's device copy (`static_copy.rs`).
            if c.attr == Attr::Shared
                && matches!(c.origin, Origin::Implicit | Origin::Explicit)
                && !v.file_scope
                && !v.is_param
                && (sema.symbol(v.sym).is_global || sema.is_array(v.ty))
                && !self.declared_in_construct(v.span)
            {
                let mapped =
                    self.f.visible_data.contains(&c.name) || self.in_construct_data(&c.name);
                let mut exprs = Vec::new();
                walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
                if self.device_table(c.var, v.sym, &exprs, mapped)? {
                    continue;
                }
            }
            if self.kind == Kind::Kernels
                && c.attr == Attr::Shared
                && c.origin == Origin::Implicit
                && matches!(c.class, VarClass::Array | VarClass::Aggregate)
                && self.declared_in_construct(v.span)
                && crate::compute::ctype::holds_object_pointer(sema, v.ty)
            {
                // 2.5.3: an array or struct declared inside a `kernels` construct lives in the
                // host code between its kernels, so its pointers hold host addresses
                // (`struct S t = { e, n };`, `int *ps[2] = { e, e + 50 };`), while in the
                // region they must be the device copies' addresses. Its copy carries the
                // host's bytes. A struct the region never stores into (nor takes an address
                // inside) is passed by value instead, each pointer member translated to its
                // device copy's address as a firstprivate struct's are (2.5.3: the kernels
                // see the device copies); an array of pointers, or a struct the region
                // writes, is not done yet.
                if c.class == VarClass::Aggregate {
                    let mut exprs = Vec::new();
                    walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
                    let ptrs = self.firstprivate_pointer_members(c.var, v.ty);
                    if !self.stores_into(c.var, &exprs) && !ptrs.is_empty() {
                        let n = ident(&c.name);
                        let err = |Unsupported(w): Unsupported| {
                            unsupported(v.span, format!("variable '{}' has {w}", c.name))
                        };
                        param_decls.push(self.types.decl(sema, v.ty, &n).map_err(err)?);
                        param_types.push(self.types.decl(sema, v.ty, "").map_err(err)?);
                        params.push(Param::new(c.name.clone(), ParamKind::ValueTranslated(ptrs)));
                        self.access.insert(c.var, Access::Private(n));
                        continue;
                    }
                }
                // An array of pointers the region only reads (`int *ps[2] = {a, b};`): by
                // value, each element translated; a thread's copy of it in the kernel.
                if c.class == VarClass::Array
                    && !self.shares.contains_key(&c.var)
                    && sema.size_of(v.ty).is_some_and(|b| b > 0 && b <= 4 * 1024)
                    && pointer_array(sema, v.ty)
                {
                    let mut exprs = Vec::new();
                    walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
                    if !self.stores_into(c.var, &exprs) {
                        let n = ident(&c.name);
                        let err = |Unsupported(w): Unsupported| {
                            unsupported(v.span, format!("variable '{}' has {w}", c.name))
                        };
                        let inner = self.types.decl(sema, v.ty, "v").map_err(err)?;
                        self.struct_wrapped_param(
                            &inner,
                            format!("__oxacc_fp_{kname}_{n}"),
                            format!("__p_{n}"),
                            &mut param_decls,
                            &mut param_types,
                        );
                        params.push(Param::new(c.name.clone(), ParamKind::ArrayValueTranslated));
                        let local = value_copy(self.types, sema, v.ty, &n).map_err(err)?;
                        let _ = writeln!(prologue, "    {local}");
                        self.access.insert(c.var, Access::Private(n));
                        continue;
                    }
                }
                // One the region stores into: its device copy, each pointer in it translated
                // by the launch before the kernel and back after it ([`KernelOut::translated`]).
                match crate::compute::ctype::pointer_paths(sema, v.ty) {
                    Some(paths) if !paths.is_empty() => {
                        self.translated.push((c.name.clone(), paths));
                    }
                    _ => {
                        return Err(unsupported(
                            v.span,
                            format!(
                                "a kernel using '{}', declared inside the kernels construct with pointers in it (they hold host addresses there; OpenACC 3.3, 2.5.3),",
                                c.name
                            ),
                        ))
                    }
                }
            }
            if self.vla_dims_of(v.ty).is_some() {
                // A variably modified type (`float (*a)[m]`, a local `double b[n][m]`): passed
                // flattened to its element type, with each run-time length as a parameter.
                self.capture_vla(
                    c,
                    &mut params,
                    &mut param_decls,
                    &mut param_types,
                    (&mut prologue, &mut epilogue),
                )?;
                continue;
            }
            if let (Some(sec), Attr::Firstprivate, VarClass::Scalar { pointer: true, .. }) =
                (&c.section, &c.attr, c.class)
            {
                // firstprivate(p[lo:len]) (2.5.14): the original section is copied in (the
                // launch enters it, see outline.rs), each thread copies it into its own block
                // that `p` points into.
                let ty = v.ty;
                let n = ident(&c.name);
                let fp = format!("__fp_{n}");
                param_decls.push(
                    self.types
                        .decl(sema, ty, &fp)
                        .map_err(|Unsupported(w)| unsupported(body_span, w))?,
                );
                param_types.push(
                    self.types
                        .decl(sema, ty, "")
                        .map_err(|Unsupported(w)| unsupported(body_span, w))?,
                );
                let src_of = |e: Handle<Expr>| self.ctx.src(self.span_of(e)).to_string();
                let host_lo = sec.lower.map(src_of).unwrap_or_else(|| "0".into());
                let host_len = match sec.length {
                    SectionLen::Expr(e) => src_of(e),
                    SectionLen::One => "1".into(),
                    SectionLen::Rest(Some(t)) => format!("({t}) - ({host_lo})"),
                    SectionLen::Rest(None) => {
                        return Err(unsupported(
                            body_span,
                            format!("the section of '{}'", c.name),
                        ))
                    }
                };
                params.push(Param {
                    whole: false,
                    name: c.name.clone(),
                    kind: ParamKind::Snapshot {
                        lo: host_lo,
                        len: host_len,
                    },
                    lower: None,
                    empty: None,
                    deref: true,
                    expr: None,
                });
                let level = self.shares.get(&c.var).copied().unwrap_or(Share::Thread);
                let st = self.private_storage(c.var, &c.name, Some(sec), level, body_span)?;
                for l in &st.setup {
                    let _ = writeln!(prologue, "    {l}");
                }
                let lo = match sec.lower {
                    Some(e) => self.expr(e, prec::ASSIGN)?,
                    None => "0".into(),
                };
                let len = match sec.length {
                    SectionLen::Expr(e) => self.expr(e, prec::ASSIGN)?,
                    SectionLen::One => "1".into(),
                    SectionLen::Rest(Some(t)) => format!("({t}) - ({lo})"),
                    SectionLen::Rest(None) => {
                        return Err(unsupported(
                            body_span,
                            format!("the section of '{}'", c.name),
                        ))
                    }
                };
                let (leader, sync) = match level {
                    Share::Thread => (String::new(), String::new()),
                    Share::Gang => (
                        "if (threadIdx.x == 0 && threadIdx.y == 0) ".to_string(),
                        " __syncthreads();".to_string(),
                    ),
                    Share::Worker => (
                        "if (threadIdx.x == 0) ".to_string(),
                        " __oxacc_sync_worker();".to_string(),
                    ),
                };
                // The copy's first element: the variable's element `lo`, or the block itself
                // when the uses index it from there ([`Rebase`]).
                let dst = match &st.access {
                    Access::Private(t) if self.rebases.contains_key(t) => t.clone(),
                    _ => format!("&{n}[{lo}]"),
                };
                let _ = writeln!(
                    prologue,
                    "    {leader}::memcpy((void *){dst}, (const void *){fp}, sizeof(*{fp}) * (unsigned long)(({len}) > 0 ? ({len}) : 0));{sync}"
                );
                for l in &st.cleanup {
                    let _ = writeln!(epilogue, "    {l}");
                }
                self.access.insert(c.var, st.access);
                continue;
            }
            let ty = v.ty;
            let n = ident(&c.name);
            let at = body_span;
            let cname = c.name.clone();
            let err = move |Unsupported(w): Unsupported| {
                unsupported(at, format!("variable '{cname}' has {w}"))
            };
            let decl = |types: &mut CudaTypes, t: TypeId, name: &str| {
                types.decl(sema, t, name).map_err(err.clone())
            };
            let pdecl = |types: &mut CudaTypes, t: TypeId, name: &str| {
                types.decl_ptr(sema, t, name).map_err(err.clone())
            };
            // A struct (or a pointer to one) whose members clauses map on their own.
            let member_root = matches!(c.attr, Attr::Shared)
                || c.attr == Attr::Firstprivate
                    && matches!(c.class, VarClass::Scalar { pointer: true, .. })
                    && c.section.is_none();
            if member_root {
                if let Some(mm) = self.member_map(c.var, &c.name, ty) {
                    self.emit_member_map(
                        mm,
                        &c.name,
                        &mut params,
                        &mut param_decls,
                        &mut param_types,
                        &mut prologue,
                    )?;
                    continue;
                }
            }
            let via_members = if matches!(c.attr, Attr::Shared) {
                self.member_mapped_struct(c.var, &c.name, ty)
            } else {
                None
            };
            match &c.attr {
                Attr::Shared if matches!(via_members, Some(ParamKind::StructValue(_))) => {
                    let inner = decl(self.types, ty, "v")?;
                    self.struct_wrapped_param(
                        &inner,
                        format!("__oxacc_sv_{kname}_{n}"),
                        format!("__p_{n}"),
                        &mut param_decls,
                        &mut param_types,
                    );
                    params.push(Param::new(
                        c.name.clone(),
                        via_members.unwrap_or(ParamKind::Value),
                    ));
                    let local = value_copy(self.types, sema, ty, &n).map_err(err.clone())?;
                    let _ = writeln!(prologue, "    {local}");
                    self.access.insert(c.var, Access::Private(n.clone()));
                }
                Attr::Shared => {
                    // Only read, element by element: `const T (*__restrict__ __d_A)[..]`
                    // (read_only_arrays says why that is sound). An array of arithmetic
                    // elements has no pointer members to translate.
                    let read_only_array = via_members.is_none()
                        && c.class == VarClass::Array
                        && read_only_arrays.contains(&c.var);
                    let (konst, restrict) = if read_only_array {
                        (self.read_only_const(ty), "__restrict__ ")
                    } else {
                        ("", "")
                    };
                    let pty = pdecl(self.types, ty, &format!("{restrict}__d_{n}"))?;
                    param_types.push(format!("{konst}{}", pdecl(self.types, ty, "")?));
                    param_decls.push(format!("{konst}{pty}"));
                    let section_at = self.array_section_addr(c.var, &c.name);
                    // An array mapped only through members of its elements (`copy(r[2].v[0:8])`)
                    // is reached through those members' own device copies (`member_map`); a
                    // region that reaches it otherwise needs it present whole (2.6.2), and the
                    // launch's "partly present" error says it is not. (Translated through the
                    // first mapped member, as before semfuzz6, the kernel read the rest of the
                    // array outside that mapping: a silent wrong result.)
                    let kind = via_members
                        .or_else(|| section_at.clone().map(ParamKind::DevAddrAt))
                        .unwrap_or(ParamKind::DevAddr);
                    let empty = match &kind {
                        ParamKind::DevAddr | ParamKind::DevAddrAt(_) => {
                            self.section_empty(c.var, &c.name)
                        }
                        _ => None,
                    };
                    // A multi-dimensional section is the array itself, translated through
                    // its first element.
                    let whole = kind == ParamKind::DevAddr
                        || section_at.is_some_and(|a| kind == ParamKind::DevAddrAt(a));
                    params.push(Param {
                        // A complete array of constant length: its sections mapped apart may
                        // be gathered (`__oxacc_dev_addr_split`).
                        whole: sema
                            .types
                            .array_len(sema.types.unqual_id(ty))
                            .is_some_and(|l| l > 0),
                        lower: self.array_lower(c.var, &c.name),
                        empty,
                        ..Param::new(c.name.clone(), kind)
                    });
                    self.access
                        .insert(c.var, Access::Memory(format!("(*__d_{n})")));
                    if whole && !read_only_array {
                        self.emit_pointer_members(
                            c.var,
                            &c.name,
                            ty,
                            &format!("(*__d_{n})"),
                            &mut params,
                            &mut param_decls,
                            &mut param_types,
                            &mut prologue,
                        )?;
                    }
                }
                Attr::Firstprivate => match c.class {
                    VarClass::Array if sema.size_of(ty).unwrap_or(0) > 4 * 1024 => {
                        // Too large to pass by value (kernel parameters are limited): a
                        // snapshot of the array on the device, copied into each copy.
                        param_decls.push(format!("const void *__fa_{n}"));
                        param_types.push("const void *".into());
                        params.push(Param {
                            whole: false,
                            name: c.name.clone(),
                            kind: ParamKind::Snapshot {
                                lo: "0".into(),
                                len: format!("sizeof({0}) / sizeof(*({0}))", c.name),
                            },
                            lower: None,
                            empty: None,
                            deref: false,
                            expr: None,
                        });
                        let level = self.shares.get(&c.var).copied().unwrap_or(Share::Thread);
                        let st = self.private_storage(c.var, &c.name, None, level, body_span)?;
                        for l in &st.setup {
                            let _ = writeln!(prologue, "    {l}");
                        }
                        for l in &st.cleanup {
                            let _ = writeln!(epilogue, "    {l}");
                        }
                        let t = match &st.access {
                            Access::Private(t) | Access::Memory(t) | Access::Acc(t) => t.clone(),
                        };
                        let copy = format!("::memcpy((void *)&({t}), __fa_{n}, sizeof({t}));");
                        let _ = match level {
                            Share::Thread => writeln!(prologue, "    {copy}"),
                            Share::Gang => writeln!(
                                prologue,
                                "    if (threadIdx.x == 0 && threadIdx.y == 0) {copy} __syncthreads();"
                            ),
                            Share::Worker => writeln!(
                                prologue,
                                "    if (threadIdx.x == 0) {copy} __oxacc_sync_worker();"
                            ),
                        };
                        self.access.insert(c.var, st.access);
                    }
                    VarClass::Array => {
                        let inner = decl(self.types, ty, "v")?;
                        self.struct_wrapped_param(
                            &inner,
                            format!("__oxacc_fp_{kname}_{n}"),
                            format!("__p_{n}"),
                            &mut param_decls,
                            &mut param_types,
                        );
                        params.push(Param::new(c.name.clone(), ParamKind::ArrayValue));
                        match self.shares.get(&c.var).copied() {
                            None | Some(Share::Thread) => {
                                let local =
                                    value_copy(self.types, sema, ty, &n).map_err(err.clone())?;
                                let _ = writeln!(prologue, "    {local}");
                                self.access.insert(c.var, Access::Private(n.clone()));
                            }
                            Some(level) => {
                                let st =
                                    self.private_storage(c.var, &c.name, None, level, body_span)?;
                                for l in &st.setup {
                                    let _ = writeln!(prologue, "    {l}");
                                }
                                if let Access::Memory(t) = &st.access {
                                    let (leader, sync) = group_leader(level);
                                    let _ = writeln!(
                                        prologue,
                                        "    if ({leader}) ::memcpy(&{t}, &__p_{n}.v, sizeof({t})); {sync}"
                                    );
                                }
                                self.access.insert(c.var, st.access);
                            }
                        }
                    }
                    VarClass::Scalar { pointer: true, .. } => {
                        let konst = if read_only.contains(&c.var) {
                            "const "
                        } else {
                            ""
                        };
                        // (`stores_through_derived_pointers`: no `__restrict__` then)
                        let plain = |d: String| {
                            if unrestrict {
                                d.replace("__restrict__ ", "").replace("__restrict__", "")
                            } else {
                                d
                            }
                        };
                        pointer_params.insert(
                            c.var,
                            (
                                param_decls.len(),
                                plain(decl(self.types, ty, &format!("{NA_MARK}{n}"))?)
                                    .replace(&format!("__restrict__ {NA_MARK}"), "__restrict__ ")
                                    .replace(NA_MARK, "__restrict__ "),
                            ),
                        );
                        param_decls.push(format!("{konst}{}", plain(decl(self.types, ty, &n)?)));
                        param_types.push(format!("{konst}{}", plain(decl(self.types, ty, "")?)));
                        params.push(Param {
                            whole: false,
                            name: c.name.clone(),
                            kind: self
                                .pointer_section_addr(c.var, &c.name)
                                .map_or(ParamKind::DevPtr, ParamKind::DevPtrAt),
                            lower: self.pointer_lower(&c.name),
                            empty: None,
                            deref: self.derefs(c.var),
                            expr: None,
                        });
                        self.access.insert(c.var, Access::Private(n.clone()));
                    }
                    _ if c.shared_readonly => {
                        // A shared scalar the region only reads (by value on the host): the
                        // device copy when there is one (a data clause, an enclosing `data`
                        // construct or another kernel of the same `kernels` construct may have
                        // set it on the device), else the host's value.
                        param_decls.push(decl(self.types, ty, &format!("__v_{n}"))?);
                        param_types.push(decl(self.types, ty, "")?);
                        params.push(Param::new(c.name.clone(), ParamKind::Value));
                        param_decls.push(pdecl(self.types, ty, &format!("__d_{n}"))?);
                        param_types.push(pdecl(self.types, ty, "")?);
                        params.push(Param::new(c.name.clone(), ParamKind::DevAddrIfPresent));
                        let local = decl(self.types, ty, &n)?;
                        let _ = writeln!(prologue, "    {local} = __d_{n} ? *__d_{n} : __v_{n};");
                        self.access.insert(c.var, Access::Private(n.clone()));
                    }
                    _ => {
                        // A scalar a deeper partitioned loop writes (plan_shares): the gang's
                        // (worker's) one copy, set from the value by the group's leader.
                        let level = self.shares.get(&c.var).copied().unwrap_or(Share::Thread);
                        let pname = if level == Share::Thread {
                            n.clone()
                        } else {
                            format!("__v_{n}")
                        };
                        param_decls.push(decl(self.types, ty, &pname)?);
                        param_types.push(decl(self.types, ty, "")?);
                        // A struct's pointer members are translated in its value (the host's
                        // addresses reached host memory: bug hunt 21).
                        let ptrs = if c.class == VarClass::Aggregate {
                            self.firstprivate_pointer_members(c.var, ty)
                        } else {
                            Vec::new()
                        };
                        params.push(Param {
                            whole: false,
                            name: c.name.clone(),
                            kind: if ptrs.is_empty() {
                                ParamKind::Value
                            } else {
                                ParamKind::ValueTranslated(ptrs)
                            },
                            lower: None,
                            empty: None,
                            deref: false,
                            expr: None,
                        });
                        if level == Share::Thread {
                            self.access.insert(c.var, Access::Private(n.clone()));
                        } else {
                            let st =
                                self.private_storage(c.var, &c.name, None, level, body_span)?;
                            for l in &st.setup {
                                let _ = writeln!(prologue, "    {l}");
                            }
                            for l in &st.cleanup {
                                let _ = writeln!(epilogue, "    {l}");
                            }
                            if let Access::Memory(t) = &st.access {
                                let (leader, sync) = group_leader(level);
                                let _ =
                                    writeln!(prologue, "    if ({leader}) {t} = {pname}; {sync}");
                            }
                            self.access.insert(c.var, st.access);
                        }
                    }
                },
                Attr::Private => {
                    let level = self.shares.get(&c.var).copied().unwrap_or(Share::Thread);
                    // The prologue: every thread of the block runs it.
                    self.uniform_setup = !self.in_function;
                    let st =
                        self.private_storage(c.var, &c.name, c.section.as_ref(), level, body_span);
                    self.uniform_setup = false;
                    let st = st?;
                    for l in &st.setup {
                        let _ = writeln!(prologue, "    {l}");
                    }
                    for l in &st.cleanup {
                        let _ = writeln!(epilogue, "    {l}");
                    }
                    self.access.insert(c.var, st.access);
                }
                Attr::Reduction(r) => {
                    // The capture's section is the part combined (capture.rs widens a loop's
                    // element to the whole array when its subscript is the region's or two
                    // loops reduce different parts): no section, the whole variable.
                    let dv = r
                        .section
                        .as_ref()
                        .and_then(|_| self.reduction_datavar(&c.name));
                    // Its constant bounds: those of the parts it covers (two items of one
                    // construct, or two loops' parts, merged in capture.rs).
                    let range = r
                        .section
                        .as_ref()
                        .and_then(|sec| crate::compute::capture::const_range(sema, sec));
                    let plan = self.red_plan(
                        r.op,
                        c.var,
                        &c.name,
                        dv.as_ref(),
                        range,
                        body_span,
                        body_span,
                    )?;
                    let pointer = matches!(c.class, VarClass::Scalar { pointer: true, .. });
                    if pointer {
                        param_decls.push(decl(self.types, ty, &n)?);
                        param_types.push(decl(self.types, ty, "")?);
                    } else {
                        param_decls.push(pdecl(self.types, ty, &format!("__d_{n}"))?);
                        param_types.push(pdecl(self.types, ty, "")?);
                    }
                    params.push(Param {
                        whole: false,
                        name: c.name.clone(),
                        kind: if pointer {
                            ParamKind::DevPtr
                        } else {
                            ParamKind::DevAddr
                        },
                        // A reduced section of an array is what is present (its implied
                        // copy): the array is reached through its lower bound.
                        // A pointer's element or subarray reduced without a data clause
                        // has only its implied copy (2.6.2): the pointer is translated
                        // through the section's first element.
                        lower: if pointer {
                            self.pointer_lower(&c.name).or_else(|| {
                                r.section.as_ref().map(|sec| {
                                    sec.lower
                                        .map(|e| self.ctx.src(self.span_of(e)).to_string())
                                        .unwrap_or_else(|| "0".into())
                                })
                            })
                        } else {
                            r.section
                                .as_ref()
                                .map(|sec| {
                                    sec.lower
                                        .map(|e| self.ctx.src(self.span_of(e)).to_string())
                                        .unwrap_or_else(|| "0".into())
                                })
                                .or_else(|| self.array_lower(c.var, &c.name))
                        },
                        // A zero-length reduced section maps nothing (2.7.1): the launch
                        // looks it up with zero bytes, which gives a null base when absent.
                        empty: if pointer {
                            None
                        } else {
                            dv.as_ref().and_then(|dv| self.dv_empty(dv))
                        },
                        deref: pointer && self.derefs(c.var),
                        expr: None,
                    });
                    // (Not a copy with slack for a use of the variable's address, `Rebase::bare`.)
                    let shared = if plan.rebase.as_ref().is_some_and(|r| r.slack) {
                        None
                    } else {
                        self.shared_reduction(r.op, c.var, &c.name, &plan)
                    };
                    let opn = op_name(r.op);
                    let et = &plan.elem_t;
                    if let Some((updates, bytes)) = shared {
                        self.shared_private += bytes;
                        // One copy per gang in shared memory (`shared_reduction`): the block
                        // sets it to the identity, its threads update it atomically, and the
                        // block combines each element into the variable with one atomic.
                        let tid = "threadIdx.y * blockDim.x + threadIdx.x";
                        let nthr = "blockDim.x * blockDim.y";
                        let _ = writeln!(
                            prologue,
                            "    __shared__ {};\n    for (int __e = {tid}; __e < {}; __e += {nthr}) {}[__e] = {};\n    __syncthreads();",
                            plan.decl,
                            plan.total,
                            plan.flat,
                            identity(r.op, et)
                        );
                        let dst = if plan.rows_ptr {
                            format!("&(({et} *)({n}))[{} + __e]", plan.lo)
                        } else if plan.via_pointer {
                            format!("&({n})[{} + __e]", plan.lo)
                        } else {
                            format!("&(({et} *)__d_{n})[{} + __e]", plan.lo)
                        };
                        let src = if plan.via_pointer {
                            format!("{}[__e]", plan.flat)
                        } else {
                            format!("{}[{} + __e]", plan.flat, plan.lo)
                        };
                        let _ = writeln!(
                            epilogue,
                            "    __syncthreads();\n    for (int __e = {tid}; __e < {}; __e += {nthr}) __oxacc_atomic_{opn}(({et} *){dst}, {src});",
                            plan.count
                        );
                        self.shared_reds.insert(c.var);
                        self.shared_updates.extend(updates);
                        let a = self.acc_access(&plan);
                        self.access.insert(c.var, a);
                        continue;
                    }
                    let _ = writeln!(prologue, "    {};", plan.decl);
                    if !plan.init.is_empty() {
                        let _ = writeln!(prologue, "    {}", plan.init);
                    }
                    let leader = self.block_leader();
                    if plan.scalar {
                        // Combined at the end in a fixed order (deterministic; see below).
                        scalar_reds.push((
                            r.op,
                            format!("(*__d_{n})"),
                            format!("__d_{n}"),
                            et.clone(),
                            plan.acc_t.clone(),
                            plan.flat.clone(),
                        ));
                    } else if !plan.members.is_empty() {
                        // A struct: each member as a scalar of its own.
                        for m in &plan.members {
                            scalar_reds.push((
                                r.op,
                                format!("(*__d_{n}){}", m.name),
                                format!("&(*__d_{n}){}", m.name),
                                m.elem_t.clone(),
                                m.acc_t.clone(),
                                format!("{}{}", plan.flat, m.name),
                            ));
                        }
                    } else if plan.via_pointer {
                        let dst = if plan.rows_ptr {
                            format!("&(({et} *)({n}))")
                        } else {
                            format!("&({n})")
                        };
                        let _ = writeln!(
                            epilogue,
                            "    if ({leader}) for (int __e = 0; __e < {}; ++__e) __oxacc_atomic_{opn}(({et} *){dst}[{} + __e], {}[__e]);",
                            plan.count, plan.lo, plan.flat
                        );
                    } else {
                        let _ = writeln!(
                            epilogue,
                            "    if ({leader}) for (int __e = 0; __e < {}; ++__e) __oxacc_atomic_{opn}(&(({et} *)__d_{n})[{} + __e], {}[{} + __e]);",
                            plan.count, plan.lo, plan.flat, plan.lo
                        );
                    }
                    if let Some(cl) = &plan.cleanup {
                        // After the combine (the deterministic one comes later: keep it last).
                        late_frees.push(cl.clone());
                    }
                    let a = self.acc_access(&plan);
                    self.access.insert(c.var, a);
                }
            }
        }
        // File-scope variables used directly (not privatized): device memory reached through
        // the present table, as a parameter.
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(self.ctx.ast, self.body, &mut exprs);
        let mut globals: Vec<VarId> = Vec::new();
        for e in &exprs {
            if let Some(v) = self.f.names.uses.get(e) {
                let Some(x) = self.f.names.var(*v) else {
                    continue;
                };
                // A use where a loop's private clause names the variable is the loop's copy
                // (`parallel loop private(sum)` of a file-scope array, doitgen): with no
                // other use the kernel needs no device copy of it, and none is mapped
                // (before, an implicit copy moved the array in and out at every launch).
                let loop_private = self.rc.is_some_and(|rc| {
                    self.ctx
                        .ast
                        .exprs
                        .get(*e)
                        .is_some_and(|ex| rc.loop_private_at(*v, ex.span).is_some())
                });
                if x.is_global
                    && !loop_private
                    && !self.access.contains_key(v)
                    && !globals.contains(v)
                {
                    globals.push(*v);
                }
            }
        }
        for v in globals {
            let Some(x) = self.f.names.var(v) else {
                continue;
            };
            let n = ident(&x.name);
            let ty = x.ty;
            let at = body_span;
            let name = x.name.clone();
            let err = move |Unsupported(w): Unsupported| {
                unsupported(at, format!("variable '{name}' has {w}"))
            };
            let declared = self.declared_global(&x.name);
            let visible = self.f.visible_data.contains(&x.name) || self.in_construct_data(&x.name);
            // A constant table a data clause names (`copyin(pats)`, here or on an enclosing
            // `data` construct) reads the module's copy too: the clause's copy holds the
            // host's addresses (2.7.2 copies pointers as they are).
            if !declared && self.device_table(v, x.sym, &exprs, visible)? {
                continue;
            }
            if declared {
                self.declared_table_warning(v, x.sym, &exprs);
            }
            let class = crate::compute::ctype::classify(sema, ty);
            let scalar = matches!(class, VarClass::Scalar { .. });
            // A file-scope pointer that data clauses name only through subarrays
            // (`copy(g[0:n])`, `deviceptr(g)`): what is mapped is what it points to, not the
            // pointer variable (A.3.1), so the kernel gets its value translated, as for a local
            // pointer (2.6.2: firstprivate) — unless the region assigns the pointer itself.
            let pointer_value = matches!(class, VarClass::Scalar { pointer: true, .. })
                && !declared
                && !self.mapped_whole_not_present(&x.name)
                && !self.stores_into(v, &exprs);
            // A file-scope pointer in a `declare deviceptr` (2.13, 2.7.4) holds a device
            // address and has no device copy (nothing maps it): the kernel gets its value, as
            // for a `deviceptr` clause's pointer. Looking up a device copy of the variable
            // found none ("not present" at every launch: bug hunt 2026-11-29, deep copy).
            // The region cannot assign it then (the host would not see the new value).
            let devptr_global = declared
                && matches!(class, VarClass::Scalar { pointer: true, .. })
                && self.declared_global_deviceptr(&x.name);
            if devptr_global && self.stores_into(v, &exprs) {
                return Err(unsupported(
                    at,
                    format!(
                        "an assignment to '{}', a file-scope pointer in a declare deviceptr \
                         directive (2.13: it has no device copy to assign)",
                        x.name
                    ),
                ));
            }
            let pointer_value = pointer_value || devptr_global;
            // A file-scope struct that data clauses name only through members
            // (`copy(mesh.u)`, `copyin(mesh.p[0:n])`): as for a local one (`member_map`,
            // `member_mapped_struct`).
            if !declared {
                if let Some(mm) = self.member_map(v, &x.name, ty) {
                    self.emit_member_map(
                        mm,
                        &x.name,
                        &mut params,
                        &mut param_decls,
                        &mut param_types,
                        &mut prologue,
                    )?;
                    continue;
                }
            }
            let via_members = if !declared && !self.mapped_whole(&x.name) {
                self.member_mapped_struct(v, &x.name, ty)
            } else {
                None
            };
            if let Some(ParamKind::StructValue(ptrs)) = via_members {
                let inner = self.types.decl(sema, ty, "v").map_err(err.clone())?;
                self.struct_wrapped_param(
                    &inner,
                    format!("__oxacc_sv_{kname}_{n}"),
                    format!("__p_{n}"),
                    &mut param_decls,
                    &mut param_types,
                );
                params.push(Param::new(x.name.clone(), ParamKind::StructValue(ptrs)));
                let local = value_copy(self.types, sema, ty, &n).map_err(err)?;
                let _ = writeln!(prologue, "    {local}");
                self.access.insert(v, Access::Private(n.clone()));
                continue;
            }
            if pointer_value || scalar && !declared && !visible && self.kind != Kind::Kernels {
                // 2.6.2: a scalar is firstprivate in parallel/serial constructs.
                let pointer = matches!(class, VarClass::Scalar { pointer: true, .. });
                // A file-scope `restrict` pointer loses it when the body stores through a
                // pointer that may be based on it (`stores_through_derived_pointers`), as a
                // local one does: `gq = gout + 1;` on the host, then `gq[i] = gout[i] + 1` in
                // the region, made `gout` a `__restrict__` parameter beside a plain `gq`.
                let plain = |d: String| {
                    if unrestrict {
                        d.replace("__restrict__ ", "").replace("__restrict__", "")
                    } else {
                        d
                    }
                };
                if pointer {
                    let marked = format!("{NA_MARK}{n}");
                    let d = plain(self.types.decl(sema, ty, &marked).map_err(err.clone())?)
                        .replace(&format!("__restrict__ {NA_MARK}"), "__restrict__ ")
                        .replace(NA_MARK, "__restrict__ ");
                    pointer_params.insert(v, (param_decls.len(), d));
                }
                param_decls.push(plain(self.types.decl(sema, ty, &n).map_err(err.clone())?));
                param_types.push(plain(self.types.decl(sema, ty, "").map_err(err)?));
                params.push(Param {
                    whole: false,
                    name: x.name.clone(),
                    kind: if pointer {
                        ParamKind::DevPtr
                    } else {
                        ParamKind::Value
                    },
                    lower: None,
                    empty: None,
                    deref: pointer && self.derefs(v),
                    expr: None,
                });
                self.access.insert(v, Access::Private(n.clone()));
                continue;
            }
            if class == VarClass::Array && read_only_arrays.contains(&v) {
                // Only read, element by element (read_only_arrays): as a local array's.
                let konst = self.read_only_const(ty);
                let pty = self
                    .types
                    .decl_ptr(sema, ty, &format!("__restrict__ __d_{n}"))
                    .map_err(err.clone())?;
                param_decls.push(format!("{konst}{pty}"));
                let pt = self.types.decl_ptr(sema, ty, "").map_err(err)?;
                param_types.push(format!("{konst}{pt}"));
            } else {
                param_decls.push(
                    self.types
                        .decl_ptr(sema, ty, &format!("__d_{n}"))
                        .map_err(err.clone())?,
                );
                param_types.push(self.types.decl_ptr(sema, ty, "").map_err(err)?);
            }
            let section_at = self.array_section_addr(v, &x.name);
            let kind = section_at
                .clone()
                .map_or(ParamKind::DevAddr, ParamKind::DevAddrAt);
            // A multi-dimensional section is the array itself (see above).
            let whole = kind == ParamKind::DevAddr
                || section_at.is_some_and(|a| kind == ParamKind::DevAddrAt(a));
            params.push(Param {
                // A complete array of its own storage (its `sizeof` is C):
                // `__oxacc_dev_addr_split` may gather its sections mapped apart.
                whole: sema
                    .types
                    .array_len(sema.types.unqual_id(ty))
                    .is_some_and(|l| l > 0),
                lower: self.array_lower(v, &x.name),
                ..Param::new(x.name.clone(), kind)
            });
            if !declared && !visible {
                self.implicit_globals.push((x.name.clone(), v));
            }
            self.access.insert(v, Access::Memory(format!("(*__d_{n})")));
            if whole {
                // A struct's pointer members, as for a local one.
                self.emit_pointer_members(
                    v,
                    &x.name,
                    ty,
                    &format!("(*__d_{n})"),
                    &mut params,
                    &mut param_decls,
                    &mut param_types,
                    &mut prologue,
                )?;
            }
        }

        // Member copies (their bases are reachable now).
        for (m, local) in &member_setup {
            let Some(mr) = &m.member else { continue };
            if mr.uses.is_empty() {
                // The region does not use it: the clause has no effect.
                continue;
            }
            // A firstprivate member's original value is passed in from the host at the launch
            // (the struct itself need not be on the device).
            let orig = if m.firstprivate {
                let host = self.ctx.src(self.span_of(mr.base)).to_string();
                let pname = format!("{local}_orig");
                let err = |Unsupported(w): Unsupported| {
                    unsupported(body_span, format!("'{}' has {w}", m.text))
                };
                let ty = m.ty;
                let array = sema.is_array(ty);
                let kind = match (&m.section, array) {
                    (Some(sec), false) => {
                        let src_of = |e: Handle<Expr>| self.ctx.src(self.span_of(e)).to_string();
                        let lo = sec.lower.map(src_of).unwrap_or_else(|| "0".into());
                        let len = match sec.length {
                            SectionLen::Expr(e) => src_of(e),
                            SectionLen::One => "1".into(),
                            SectionLen::Rest(Some(t)) => format!("({t}) - ({lo})"),
                            SectionLen::Rest(None) => {
                                return Err(unsupported(
                                    body_span,
                                    format!("the section '{}'", m.text),
                                ))
                            }
                        };
                        ParamKind::Snapshot { lo, len }
                    }
                    (_, true) => ParamKind::ArrayValue,
                    (None, false) => ParamKind::Value,
                };
                if kind == ParamKind::ArrayValue {
                    let inner = self.types.decl(sema, ty, "v").map_err(err)?;
                    self.struct_wrapped_param(
                        &inner,
                        format!("__oxacc_fpm_{kname}_{local}"),
                        pname.clone(),
                        &mut param_decls,
                        &mut param_types,
                    );
                } else {
                    param_decls.push(self.types.decl(sema, ty, &pname).map_err(err)?);
                    param_types.push(self.types.decl(sema, ty, "").map_err(err)?);
                }
                params.push(Param {
                    deref: matches!(kind, ParamKind::Snapshot { .. }),
                    expr: Some(host),
                    ..Param::new(m.text.clone(), kind.clone())
                });
                Some(if kind == ParamKind::ArrayValue {
                    format!("{pname}.v")
                } else {
                    pname
                })
            } else {
                None
            };
            let (setup, cleanup) = self.member_storage(m, local, orig, body_span)?;
            for l in setup {
                let _ = writeln!(prologue, "    {l}");
            }
            self.member_frees.extend(cleanup);
            for u in &mr.uses {
                self.expr_overrides.insert(*u, local.clone());
            }
        }
        // Gangs in several dimensions (2.5.10): the counts of dimensions one and two.
        // The last num_gangs clause is the one that counts (as in `finish`).
        let gang_dims = clauses
            .iter()
            .rev()
            .find_map(|c| match &c.kind {
                ClauseKind::NumGangs(v) if !v.is_empty() => Some(v.len()),
                _ => None,
            })
            .filter(|&n| n > 1)
            .unwrap_or(0);
        if gang_dims > 0 && !self.serial {
            self.gang_grid = true;
            for k in 0..gang_dims.min(2) {
                let name = format!("__oxacc_ng{}", k + 1);
                param_decls.push(format!("unsigned {name}"));
                param_types.push("unsigned".into());
                params.push(Param {
                    // The host's value of the clause's argument (`sizes_pre` in `finish`).
                    expr: Some(format!(
                        "(unsigned)(__oxacc_ngv{k} > 0 ? __oxacc_ngv{k} : 1)"
                    )),
                    ..Param::new(name.clone(), ParamKind::Value)
                });
            }
            if gang_dims < 2 {
                param_decls.push("unsigned __oxacc_ng2".into());
                param_types.push("unsigned".into());
                params.push(Param {
                    expr: Some("(unsigned)1".into()),
                    ..Param::new("__oxacc_ng2", ParamKind::Value)
                });
            }
        }
        // `gang(static: c)` with `c` known only at run time (2.9.2): its value as the
        // construct starts, the chunk size of the loop (`site_loop`). An argument naming a
        // variable declared in the region, or with side effects (evaluated once, for them,
        // by `outline::gang_static_args`), keeps one chunk per gang.
        for (si, site) in self.sites.iter().enumerate() {
            let Some(e) = crate::compute::model::gang_static_expr(self.ctx, site) else {
                continue;
            };
            if sema.eval_int(e).is_some() {
                continue;
            }
            let Some(x) = self.ctx.ast.exprs.get(e) else {
                continue;
            };
            let mut all = Vec::new();
            crate::compute::walk::exprs_in_expr(self.ctx.ast, e, &mut all);
            let body_span = self.body_span;
            let unsuitable = all.iter().any(|h| {
                sema.resolved(*h).is_some_and(|sym| {
                    let sp = sema.symbol(sym).span;
                    body_span.start <= sp.start && sp.end <= body_span.end
                }) || self.ctx.ast.exprs.get(*h).is_some_and(|x| {
                    matches!(
                        x.kind,
                        ExprKind::Assign { .. }
                            | ExprKind::Call { .. }
                            | ExprKind::StmtExpr(_)
                            | ExprKind::Unary {
                                op: UnaryOp::PreInc
                                    | UnaryOp::PreDec
                                    | UnaryOp::PostInc
                                    | UnaryOp::PostDec,
                                ..
                            }
                    )
                })
            });
            if unsuitable {
                continue;
            }
            let name = format!("__oxacc_gs{si}");
            param_decls.push(format!("long long {name}"));
            param_types.push("long long".into());
            params.push(Param {
                expr: Some(format!("(long long)({})", self.ctx.src(x.span))),
                ..Param::new(name.clone(), ParamKind::Value)
            });
            self.gang_static_params.insert(si, name);
        }
        // The variably modified typedefs declared before the construct that the region names
        // (`typedef int row[n];`, then `sizeof(row)`, `row *r`, `row tmp;` inside): their
        // lengths were evaluated where the typedef was reached (C11 6.7.8p3), so each is a
        // parameter of the kernel, computed from the typedef at the launch
        // (`ctype::declare_vla_typedef`, as the host team's outlined function gets them), and
        // printed wherever the type's length expression is.
        // A kernel of a `kernels` construct sees the typedefs of the construct's blocks around
        // it: looked up in the innermost one holding the kernel (as `local_type_names` does).
        let scope = self.region.and_then(|r| {
            let ast = self.ctx.ast;
            let outer = ast
                .directives
                .get(r.dir)
                .and_then(|d| d.body)
                .and_then(|b| ast.stmts.get(b))
                .map(|b| b.span)?;
            let body_span = self.body_span;
            ast.stmts
                .iter()
                .filter(|(_, st)| {
                    outer.start <= st.span.start
                        && st.span.end <= outer.end
                        && st.span.start <= body_span.start
                        && body_span.end <= st.span.end
                        && st.span != body_span
                })
                .filter_map(|(h, st)| Some((sema.stmt_scope(h)?, st.span.end - st.span.start)))
                .min_by_key(|&(_, len)| len)
                .map(|(sc, _)| sc)
                .or_else(|| sema.directive_scope(r.dir))
        });
        if let Some(scope) = scope {
            let body_span = self.body_span;
            let text = self
                .ctx
                .text
                .get(body_span.start as usize..body_span.end as usize)
                .unwrap_or("");
            let mut seen = HashSet::new();
            for (_, name) in crate::compute::outline::c_identifiers(text) {
                if !seen.insert(name) {
                    continue;
                }
                let Some(sym) = sema.lookup(scope, name) else {
                    continue;
                };
                let info = sema.symbol(sym);
                if info.kind != SymbolKind::Typedef || info.is_global {
                    continue;
                }
                let Ok((_, bounds)) = crate::compute::ctype::declare_vla_typedef(
                    sema,
                    self.f.names.span,
                    info.ty,
                    name,
                    &|_| String::new(),
                    &mut Default::default(),
                ) else {
                    continue;
                };
                // The length expressions, in the order the bounds were computed.
                let mut lens = Vec::new();
                let mut t = sema.pointee(info.ty).unwrap_or(info.ty);
                while let TypeKind::Array { elem, len } = sema.types.kind(t) {
                    if let oxacc_sema::ArrayLen::Vla(l) = len {
                        lens.push(*l);
                    }
                    t = *elem;
                }
                for (k, (l, b)) in lens.into_iter().zip(bounds).enumerate() {
                    let inside = self.ctx.ast.exprs.get(l).is_some_and(|x| {
                        body_span.start <= x.span.start && x.span.end <= body_span.end
                    });
                    if inside || self.expr_overrides.contains_key(&l) {
                        continue;
                    }
                    let pname = format!("__oxacc_td_{}_{k}", ident(name));
                    param_decls.push(format!("long long {pname}"));
                    param_types.push("long long".into());
                    params.push(Param {
                        expr: Some(format!("(long long)({b})")),
                        ..Param::new(pname.clone(), ParamKind::Value)
                    });
                    self.expr_overrides.insert(l, pname);
                }
            }
        }
        // The body.
        let body = self.body;
        self.out.clear();
        self.in_prologue = false;
        (self.iter_tail, self.iter_quiet, self.iter_store_quiet) = self.iteration_tail();
        let printed = self.stmt(body, Mode::default());
        self.in_prologue = true;
        printed?;
        let mut body_text = std::mem::take(&mut self.out);
        // Pools of private copies set up in partitioned code: allocated after the rest of
        // the prologue (their lengths read its parameters), released first at the end.
        for l in std::mem::take(&mut self.pool_setup) {
            let _ = writeln!(prologue, "    {l}");
        }
        let pools = std::mem::take(&mut self.pool_cleanup);
        if !pools.is_empty() {
            let mut e = String::new();
            for l in pools {
                let _ = writeln!(e, "    {l}");
            }
            epilogue.insert_str(0, &e);
        }
        for f in std::mem::take(&mut self.member_frees) {
            let _ = writeln!(epilogue, "    {f}");
        }
        // Nothing after the body needs its last barrier when the epilogue is at most the
        // scalar reductions' combine (thread 0 stores its own combined value; the last gang
        // synchronises on its own): no frees of storage other threads may still read.
        let tail_free = epilogue.is_empty() && late_frees.is_empty();

        // The construct's scalar reductions: each gang stores its value, and the last gang to
        // finish combines them in gang order into the variable, so that a run gives the same
        // bits every time for the same number of gangs (2.5.15 leaves the order open; users
        // expect reproducible sums). Grids larger than the scratch combine atomically.
        let mut globals_text = String::new();
        if !scalar_reds.is_empty() {
            const SCRATCH: u32 = 4096;
            let _ = writeln!(globals_text, "__device__ unsigned int __oxacc_rc_{kname};");
            let mut store = String::new();
            let mut fallback = String::new();
            let mut finish = String::new();
            for (i, (op, target, addr, et, acc_t, priv_copy)) in scalar_reds.iter().enumerate() {
                let _ = writeln!(
                    globals_text,
                    "__device__ {et} __oxacc_rs_{kname}_{i}[{SCRATCH}];"
                );
                let _ = write!(
                    store,
                    "__oxacc_rs_{kname}_{i}[blockIdx.x] = ({et}){priv_copy}; "
                );
                let _ = write!(
                    fallback,
                    "__oxacc_atomic_{}(({et} *){addr}, ({et}){priv_copy}); ",
                    op_name(*op)
                );
                let opn = op_functor(*op);
                let _ = write!(
                    finish,
                    "{{ {acc_t} __a = ({acc_t}){id}; for (unsigned __b = threadIdx.y * blockDim.x + threadIdx.x; __b < gridDim.x; __b += blockDim.x * blockDim.y) __a = {opn}()(__a, ({acc_t})__oxacc_rs_{kname}_{i}[__b]); \
                     __a = __oxacc_red_vector(__a, {opn}()); __a = __oxacc_red_worker(__a, {opn}()); \
                     if (threadIdx.x == 0 && threadIdx.y == 0) {{ {} }} }} ",
                    combine_expr(*op, target, &format!("({et})__a")).to_string() + ";",
                    id = identity(*op, et),
                );
            }
            let _ = writeln!(
                epilogue,
                "    {{ __shared__ int __oxacc_last;\n      if (threadIdx.x == 0 && threadIdx.y == 0) {{\n        if (gridDim.x <= {SCRATCH}) {{ {store}__threadfence(); __oxacc_last = atomicAdd(&__oxacc_rc_{kname}, 1u) == gridDim.x - 1; }}\n        else {{ {fallback}__oxacc_last = 0; }}\n      }}\n      __syncthreads();\n      if (__oxacc_last) {{ __threadfence(); {finish}if (threadIdx.x == 0 && threadIdx.y == 0) __oxacc_rc_{kname} = 0; }}\n    }}"
            );
        }
        for f in late_frees {
            let _ = writeln!(epilogue, "    {f}");
        }
        let mut k = globals_text;
        let header = format!(
            "extern \"C\" __global__ void {kname}({}) {{",
            if param_decls.is_empty() {
                "void".to_string()
            } else {
                param_decls.join(", ")
            }
        );
        let _ = writeln!(k, "{header}");
        // A gang routine's gang loop (`orphan_gang_loop`) reads the gang counts of dimensions
        // one and two from the block's shared `__oxacc_gang_dims()`, stored before any thread
        // goes on (every thread reaches this barrier: nothing precedes it).
        let gang_routines = crate::compute::routine::gang_routines(self.ctx, "nvidia");
        if self.calls.iter().any(|c| gang_routines.contains(c)) {
            let (n1, n2) = if self.gang_grid {
                ("__oxacc_ng1", "__oxacc_ng2")
            } else {
                ("gridDim.x", "1u")
            };
            let _ = writeln!(
                k,
                "    if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {{ __oxacc_gang_dims()[0] = {n1}; __oxacc_gang_dims()[1] = {n2}; }}\n    __syncthreads();"
            );
        }
        if self.uses_strtok {
            k.push_str("    char *__oxacc_strtok_save = 0;\n");
        }
        k.push_str(&prologue);
        drop_tail_syncs(&mut body_text, tail_free && !self.saw_goto);
        k.push_str(&body_text);
        k.push_str(&epilogue);
        k.push_str("}\n");

        // Launch geometry (host C).
        let expr_text = |e: Handle<Expr>| self.ctx.src(self.span_of(e)).to_string();
        let mut num_gangs = "0".to_string();
        let mut vlen = None;
        let mut workers = None;
        // Their expressions, for -Minfo's folded constants (`vector(N/8)` as `vector(5)`).
        let mut vlen_expr: Option<Handle<Expr>> = None;
        let mut workers_expr: Option<Handle<Expr>> = None;
        // The num_gangs, num_workers and vector_length expressions are evaluated once, before
        // the launch, into these (the block's sizes appear in the work estimate, the tile
        // grid and the launch; a gang dimension in the launch and a kernel argument).
        let mut sizes_pre = String::new();
        // (local, C): the construct's num_workers / vector_length values, checked.
        let mut size_checks: Vec<(&str, String)> = Vec::new();
        for c in clauses {
            match &c.kind {
                ClauseKind::NumGangs(v) if !v.is_empty() => {
                    // Several arguments: the product, every gang of every dimension a block.
                    // A later num_gangs clause replaces an earlier one (its temporaries too).
                    // Each value is checked (below 1, beyond int, a product beyond int:
                    // a runtime error naming the clause; 2^32 gangs ran without end).
                    sizes_pre.clear();
                    num_gangs = v
                        .iter()
                        .enumerate()
                        .map(|(k, e)| {
                            let before = (0..k)
                                .map(|j| format!("__oxacc_ngv{j}"))
                                .chain(std::iter::once("1LL".to_string()))
                                .collect::<Vec<_>>()
                                .join(" * ");
                            let t = crate::compute::checked_size(
                                c,
                                self.ctx.text,
                                &self.ctx.size_arg(*e, expr_text(*e)),
                                (k, v.len()),
                                &before,
                                &self.loc,
                            );
                            sizes_pre.push_str(&format!(
                                "const long long __oxacc_ngv{k} = {t}; (void)__oxacc_ngv{k}; "
                            ));
                            format!("__oxacc_ngv{k}")
                        })
                        .collect::<Vec<_>>()
                        .join(" * ");
                }
                // Checked, into a local the block shape reads, whether or not a loop uses
                // workers or lanes (-Minfo shows the expression).
                ClauseKind::VectorLength(e) | ClauseKind::NumWorkers(e) => {
                    let t = expr_text(*e);
                    let checked = crate::compute::checked_size(
                        c,
                        self.ctx.text,
                        &self.ctx.size_arg(*e, t.clone()),
                        (0, 1),
                        "1LL",
                        &self.loc,
                    );
                    let (local, slot, slot_expr) = match &c.kind {
                        ClauseKind::VectorLength(_) => ("__oxacc_vlc", &mut vlen, &mut vlen_expr),
                        _ => ("__oxacc_nwc", &mut workers, &mut workers_expr),
                    };
                    size_checks.retain(|(k, _)| *k != local);
                    size_checks.push((local, checked));
                    *slot = Some(t);
                    *slot_expr = Some(*e);
                }
                _ => {}
            }
        }
        // 2.9.2-2.9.4: a loop's `gang(num:)`, `worker(n)` and `vector(n)` size the launch where
        // the construct sets none (in a kernels construct, where the arguments are allowed,
        // and on a combined construct's loop, as nvc takes them): `loop gang vector(128)`
        // runs 128-thread vectors. Only arguments that name no variable of the region (the
        // launch code evaluates them once, before the kernel).
        for (i, s) in self.sites.iter().enumerate() {
            let l = self.levels.get(i).copied().unwrap_or_default();
            let Some(a) = s.dir.and_then(|d| self.acc_of(d)) else {
                continue;
            };
            for c in a.clauses_for_device(self.ctx.gpu_type) {
                match &c.kind {
                    ClauseKind::Vector(Some(e))
                        if l.vector && vlen.is_none() && !self.names_region_local(*e) =>
                    {
                        vlen = Some(expr_text(*e));
                        vlen_expr = Some(*e);
                    }
                    ClauseKind::Worker(Some(e))
                        if l.worker && workers.is_none() && !self.names_region_local(*e) =>
                    {
                        workers = Some(expr_text(*e));
                        workers_expr = Some(*e);
                    }
                    ClauseKind::Gang(g) if l.gang && num_gangs == "0" => {
                        if let Some(e) = g.num.filter(|e| !self.names_region_local(*e)) {
                            let t = expr_text(e);
                            sizes_pre.push_str(&format!(
                                "const long long __oxacc_ngv0 = (long long)({t}); (void)__oxacc_ngv0; "
                            ));
                            num_gangs = "(__oxacc_ngv0 > 0 ? __oxacc_ngv0 : 1LL)".into();
                        }
                    }
                    _ => {}
                }
            }
        }
        // serial, a statement of a kernels construct, or a kernels kernel with no gang loop:
        // one gang.
        // A parallel construct with no gang-partitioned code (no gang loop, explicit or
        // implied by 2.9.2, no call of a gang routine) and no num_gangs clause: one gang too
        // (2.5.10 leaves the default to the implementation; GCC's is 1 there). Every gang
        // runs gang-redundant code, so more gangs only repeated the body's side effects
        // (`parallel copy(x) x++;` gave 128).
        let one_gang_parallel = self.kind == Kind::Parallel
            && num_gangs == "0"
            && !clauses.iter().any(|c| c.name() == ClauseName::NumGangs)
            && !self.levels.iter().any(|l| l.gang)
            && crate::compute::routine::called_level(
                self.ctx,
                &crate::compute::routine::routine_levels(self.ctx, "nvidia"),
                self.body,
            ) != crate::compute::routine::CallLevel::Gang;
        if self.serial
            || one_gang_parallel
            || (self.kind == Kind::Kernels && !self.levels.iter().any(|l| l.gang))
        {
            num_gangs = "1".into();
        }
        for (local, checked) in &size_checks {
            sizes_pre.push_str(&format!(
                "const long long {local} = {checked}; (void){local}; "
            ));
        }
        // The value of the construct's clause (its local), or a loop's argument.
        let size_value = |local: &str, text: &str| {
            if size_checks.iter().any(|(k, _)| *k == local) {
                local.to_string()
            } else {
                format!("(long long)({text})")
            }
        };
        let bx = if has_v {
            match &vlen {
                Some(v) => {
                    sizes_pre.push_str(&format!(
                        "const unsigned __oxacc_bxv = __oxacc_vlen({}); ",
                        size_value("__oxacc_vlc", v)
                    ));
                    "__oxacc_bxv".to_string()
                }
                None => if has_w { "32" } else { DEFAULT_VLEN }.to_string(),
            }
        } else {
            "1".into()
        };
        let by = if has_w {
            match &workers {
                Some(w) => {
                    sizes_pre.push_str(&format!(
                        "const unsigned __oxacc_byv = __oxacc_nworkers({}, {bx}); ",
                        size_value("__oxacc_nwc", w)
                    ));
                    "__oxacc_byv".to_string()
                }
                None => "4".into(),
            }
        } else {
            "1".into()
        };
        // The grid: a region that is one gang-partitioned loop nest whose bounds have no side
        // effects gets as many gangs as the nest has units of work (its trip count over the
        // iterations one gang runs at once), so a small loop launches a small grid.
        let mut minfo = Vec::new();
        // A size as -Minfo shows it: an integer constant expression folded (`gang(N/8)` with
        // N 40 is `gang(5)`, as nvc prints it), else as written.
        let folded = |e: Option<Handle<Expr>>, text: String| {
            e.and_then(|e| self.sema.eval_int(e))
                .map_or(text, |k| k.to_string())
        };
        for (i, s) in self.sites.iter().enumerate() {
            let l = self.levels.get(i).copied().unwrap_or_default();
            let line = self.ctx.writer.lookup(s.line_offset).line;
            let vdesc = match &vlen {
                Some(v) => folded(vlen_expr, v.clone()),
                None => if has_w { "32" } else { DEFAULT_VLEN }.to_string(),
            };
            let wdesc = match &workers {
                Some(w) => folded(workers_expr, w.clone()),
                None => "4".into(),
            };
            // The loop's own `gang(num:)` argument when it is a constant (2.9.2).
            let gdesc = s
                .dir
                .and_then(|d| self.acc_of(d))
                .and_then(|a| {
                    a.clauses_for_device(self.ctx.gpu_type)
                        .iter()
                        .find_map(|c| match &c.kind {
                            ClauseKind::Gang(g) => g.num,
                            _ => None,
                        })
                })
                .and_then(|e| self.sema.eval_int(e))
                .filter(|_| l.gang);
            let coords = l.coords();
            // A sequential loop runs its whole nest (`loop seq collapse(2)`: both loops).
            let depth = if l.any() {
                s.depth
            } else {
                s.shape.loops.len()
            };
            let nest = crate::compute::outline::minfo_nest(self.ctx, s, depth);
            let desc = l.describe(gdesc, &vdesc, &wdesc);
            let what = if coords.is_empty() {
                format!("{desc}{nest}")
            } else {
                format!("{desc}{nest} /* {coords} */")
            };
            minfo.push((s.line_offset, format!("{line}, #pragma acc loop {what}")));
            for r in crate::compute::outline::minfo_reductions(s) {
                minfo.push((s.line_offset, r));
            }
            // Each further loop of a partitioned `collapse`/`tile` nest gets a line of its own
            // naming the coordinates it shares, as nvc prints it
            // (`15,   /* blockIdx.x threadIdx.x collapsed */`; `tiled` for a tile).
            if l.any() && !coords.is_empty() {
                let how = if s.tile.as_ref().is_some_and(|t| t.len() == depth) {
                    "tiled"
                } else {
                    "collapsed"
                };
                for inner in s.shape.loops.iter().take(depth).skip(1) {
                    let Some(off) = self.ctx.ast.stmts.get(*inner).map(|x| x.span.start) else {
                        continue;
                    };
                    let line = self.ctx.writer.lookup(off).line;
                    minfo.push((off, format!("{line},   /* {coords} {how} */")));
                }
            }
        }
        self.param_types = param_types;
        // A column reduction (`parallel loop` over `j`, `loop reduction(+:s)` over `i` reading
        // `a[i][j]`) runs 32 columns per block on the lanes and the rows in slices on the
        // block's y (`column_kernel`).
        let columns = if num_gangs == "0" && vlen.is_none() && workers.is_none() {
            self.column_reduction(clauses)
                .then(|| column_kernel(&strip_one_pass_marks(&k)))
                .flatten()
        } else {
            None
        };
        let k = columns.clone().unwrap_or(k);
        if columns.is_some() {
            let (outer, inner) = (self.sites[0].line_offset, self.sites[1].line_offset);
            for m in &mut minfo {
                if m.0 == outer {
                    m.1 = m.1.replace(
                        "loop gang /* blockIdx.x */",
                        &format!("loop gang, vector({COLUMN_LANES}) /* blockIdx.x threadIdx.x */"),
                    );
                } else if m.0 == inner {
                    m.1 = m.1.replace(
                        &format!("loop vector({DEFAULT_VLEN}) /* threadIdx.x */"),
                        &format!("loop vector({COLUMN_SLICES}) /* threadIdx.y */"),
                    );
                }
            }
        }
        let k = specialize_barriers(&k, barrier_mode(has_w, vlen.as_deref()));
        // The tiled twin, for a collapsed nest of vector lanes (with workers only on a `tile`
        // loop's explicit `gang worker vector`) whose kernel
        // has no grid-level reduction (one tile per block would make thousands of blocks
        // combine their values where the flat kernel's one wave has a few hundred). Its grid
        // comes from the work estimate's trip counts: none when they are unknown.
        // The user's tile sizes (2.9.8) shape the tiles and the block when the construct sets
        // no vector_length: a block of `b` threads runs a tile of tx x ty iterations, each
        // thread every (b / tx)-th row of it.
        // With a constant vector_length (or a loop's vector(n)) the block is the launch's
        // `__oxacc_vlen` of it: the user's tiles fit when a tile row is a whole number of
        // block rows (the head steps `blockDim.x / tx` rows at a time).
        let vlen_block = vlen_expr
            .and_then(|e| self.sema.eval_int(e))
            .filter(|v| (1..=1024).contains(v))
            .map(|v| vlen_launch_block(v as u32));
        // With workers (only a `tile` loop of `gang worker vector` sets a tile head then) the
        // block is `bx` x `by`, which may be known only at run time (`__oxacc_nworkers`):
        // the host launches the twin only for a block the tile fits (`work_estimate`).
        let user = self
            .tile_user
            .clone()
            .filter(|(_, _, (tx, ty))| match vlen {
                _ if has_w => true,
                None => true,
                // No idle threads either: at most one tile's iterations.
                Some(_) => vlen_block.is_some_and(|b| b >= *tx && b % tx == 0 && b <= tx * ty),
            });
        let head = match &user {
            Some((h, _, _)) => Some(h.clone()),
            None => self.tile_head.clone(),
        };
        // A transpose's twin replaces the whole top loop (its tile in shared memory).
        let full = match (&user, &self.tile_transpose) {
            // Any block of whole warps: each thread takes every (blockDim.x / 32)-th row.
            (Some((_, _, (32, 32))), Some(t)) => Some(t.clone()),
            _ => None,
        };
        let flat = |t: &String| if has_w { flat_block(t) } else { t.clone() };
        let tiled = match (&head, &full) {
            (_, Some(full)) if num_gangs == "0" && has_v && !k.contains("__oxacc_last") => {
                tiled_twin(&k, kname, &flat(full), TILE_CLOSE)
            }
            (Some(head), _) if num_gangs == "0" && has_v && !k.contains("__oxacc_last") => {
                tiled_twin(&k, kname, &flat(head), TILE_END)
            }
            _ => None,
        };
        let shape = user.as_ref().map(|(_, _, sh)| *sh);
        let bx = match &user {
            Some((_, b, _)) if tiled.is_some() && vlen.is_none() && !has_w => {
                // -Minfo names the block the launch gets (no vector_length clause here: the
                // lines say the default).
                let (from, to) = (format!("vector({DEFAULT_VLEN})"), format!("vector({b})"));
                for m in &mut minfo {
                    m.1 = m.1.replace(&from, &to);
                }
                b.to_string()
            }
            _ => bx,
        };
        let (bx, by, tiled) = if columns.is_some() {
            (COLUMN_LANES.to_string(), COLUMN_SLICES.to_string(), None)
        } else {
            (bx, by, tiled)
        };
        let (work, work_pre, gang_vector) =
            self.work_estimate(&bx, &by, tiled.is_some(), shape, has_w);
        // A block of the column kernel takes 32 of the top loop's iterations.
        let work = if columns.is_some() && work != "-1" {
            format!("(({work} + {COLUMN_LANES} - 1) / {COLUMN_LANES})")
        } else {
            work
        };
        let sized = num_gangs == "0" && work != "-1" && columns.is_none();
        let tiled = tiled.filter(|_| sized);
        let is_tiled = tiled.is_some();
        // One loop nest of gang and vector iterations with the default vector length: the
        // block narrows at run time when the nest is too short to give every SM a block
        // (`__oxacc_fit_block`; the kernel reads blockDim). A user's vector_length stays.
        let (bx, work, work_pre) = if gang_vector
            && sized
            && !is_tiled
            && !has_w
            && vlen.is_none()
            && bx == DEFAULT_VLEN
            && by == "1"
        {
            (
                "__oxacc_bxf".to_string(),
                "((__oxacc_wk + (long long)__oxacc_bxf - 1) / (long long)__oxacc_bxf)".to_string(),
                format!(
                    "{work_pre}const unsigned __oxacc_bxf = __oxacc_fit_block(__oxacc_wk, {DEFAULT_VLEN}u); "
                ),
            )
        } else {
            (bx, work, work_pre)
        };
        let work_pre = format!("{sizes_pre}{work_pre}");
        let one_pass = tiled.or_else(|| {
            sized
                .then(|| one_pass_twin(&k, kname))
                .flatten()
                .map(|t| strip_one_pass_marks(&t))
        });
        let k = strip_one_pass_marks(&k);
        let no_alias = if is_tiled || columns.is_some() {
            None
        } else {
            self.no_alias_split(&read_only, &pointer_params)
                .and_then(|(read, written)| {
                    let twin = |text: &str, name: &str, header: &str| {
                        no_alias_twin(
                            text,
                            name,
                            header,
                            &param_decls,
                            &self.param_types,
                            &pointer_params,
                            &read,
                            &written,
                        )
                    };
                    let mut na = twin(&k, kname, &header)?;
                    // The one-pass twin's own `_na` twin (`{kernel}_1p_na`): launched for
                    // a grid that covers the work, where the grid-stride loop of `_na` cost
                    // PolyBench mvt's column kernel 1.17 ms against the one-pass kernel's
                    // 0.91 (H200, 2026-11-30), more than `restrict` saved.
                    if let Some(t) = &one_pass {
                        let name = format!("{kname}_1p");
                        let h = header.replacen(&format!("{kname}("), &format!("{name}("), 1);
                        na.one_pass = Some(twin(t, &name, &h)?.text);
                    }
                    Some(na)
                })
        };
        let deviceptr = params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::DevPtr) && self.in_deviceptr(&p.name))
            .map(|p| p.name.clone())
            .collect();
        let no_create = params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::DevAddr | ParamKind::DevAddrAt(_)))
            .filter(|p| p.expr.is_none() && self.in_no_create(&p.name))
            .map(|p| p.name.clone())
            .collect();
        // Pointers to a struct or union that the launch checks: the not-present message
        // advises the one object (`copy(p[0:1])`, `__oxacc_dev_ptr_used_one`).
        let one_object = params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::DevPtr) && p.deref && p.lower.is_none())
            .filter(|p| {
                self.caps
                    .iter()
                    .find(|c| c.name == p.name)
                    .and_then(|c| self.var_ty(c.var))
                    .and_then(|t| self.sema.pointee(self.sema.types.unqual_id(t)))
                    .is_some_and(|t| {
                        self.sema
                            .types
                            .record_of(self.sema.types.unqual_id(t))
                            .is_some()
                    })
            })
            .map(|p| p.name.clone())
            .collect();
        Ok((
            k,
            KernelOut {
                kernel: kname.to_string(),
                bx,
                by,
                num_gangs,
                work,
                work_pre,
                loc: self.loc.clone(),
                minfo,
                one_pass,
                tiled: is_tiled,
                deviceptr,
                no_create,
                one_object,
                split: self.sections_apart(),
                ptr_sections: self.pointer_sections(&params),
                no_alias,
                translated: std::mem::take(&mut self.translated),
                params,
            },
        ))
    }

    /// Whether the region is a column reduction for [`column_kernel`]: a `parallel` construct
    /// without gang, worker or vector sizes whose only loops are a top loop over `j` (gang
    /// alone, no collapse or tile) and, as a statement of its body, a `loop` with a
    /// `reduction` clause over `i` (vector alone, no level clause: 2.9, the implementation
    /// picks the levels) that reads an element whose last subscript steps by one with `j`
    /// (`a[i][j]`, `a[i * m + j]`) and none whose last subscript steps with `i` (those
    /// lanes are coalesced already). The inner loop stores nothing but its own locals and
    /// calls nothing (the block's idle lanes run it again for the last column), and no jump
    /// leaves a statement of the top loop's body (every thread reaches the combine).
    fn column_reduction(&self, clauses: &[&Clause]) -> bool {
        let ast = self.ctx.ast;
        if self.serial
            || self.kind != Kind::Parallel
            || self.sites.len() != 2
            || self.levels.len() != 2
            || clauses.iter().any(|c| {
                matches!(
                    c.name(),
                    ClauseName::NumGangs | ClauseName::NumWorkers | ClauseName::VectorLength
                )
            })
        {
            return false;
        }
        let (outer, inner) = (&self.sites[0], &self.sites[1]);
        let gang = Levels {
            gang: true,
            dim: self.levels[0].dim,
            ..Levels::default()
        };
        let vector = Levels {
            vector: true,
            ..Levels::default()
        };
        if self.levels[0] != gang
            || self.levels[0].dim > 1
            || self.levels[1] != vector
            || outer.depth != 1
            || inner.depth != 1
            || outer.tile.is_some()
            || inner.tile.is_some()
            || inner.reductions.is_empty()
        {
            return false;
        }
        let level_clause = |s: &LoopSite, allowed: &[ClauseName]| {
            s.dir.and_then(|d| self.acc_of(d)).is_some_and(|a| {
                a.clauses_for_device(self.ctx.gpu_type).iter().any(|c| {
                    matches!(
                        c.name(),
                        ClauseName::Gang
                            | ClauseName::Worker
                            | ClauseName::Vector
                            | ClauseName::Tile
                            | ClauseName::Collapse
                            | ClauseName::DeviceType
                    ) && !allowed.contains(&c.name())
                })
            })
        };
        if level_clause(outer, &[ClauseName::Gang]) || level_clause(inner, &[]) {
            return false;
        }
        let (Some(ol), Some(il)) = (
            loops::canonical(ast, outer.for_stmt),
            loops::canonical(ast, inner.for_stmt),
        ) else {
            return false;
        };
        let var =
            |l: &loops::CanonLoop| l.var_expr.and_then(|e| self.f.names.uses.get(&e).copied());
        let (Some(j), Some(i)) = (var(&ol), var(&il)) else {
            return false;
        };
        // The inner loop is a statement of the outer loop's body, whose other statements are
        // declarations and expressions: every barrier the writer prints there (after a
        // leader's store) is reached by every thread of the block, whatever its column.
        let is_inner = |it: Handle<Stmt>| {
            it == inner.for_stmt
                || matches!(ast.stmts.get(it).map(|s| &s.kind),
                    Some(StmtKind::Directive(d)) if ast.directives.get(*d).and_then(|d| d.body) == Some(inner.for_stmt))
        };
        let straight = match ast.stmts.get(ol.body).map(|s| &s.kind) {
            Some(StmtKind::Compound(items)) => {
                items.iter().filter(|&&it| is_inner(it)).count() == 1
                    && items.iter().all(|&it| {
                        is_inner(it)
                            || matches!(
                                ast.stmts.get(it).map(|s| &s.kind),
                                Some(StmtKind::Decl(_) | StmtKind::Expr(_) | StmtKind::Empty)
                            )
                    })
            }
            _ => false,
        };
        if !straight {
            return false;
        }
        let mut jumps = false;
        crate::walk::each_stmt(ast, ol.body, &mut |x| {
            jumps |= matches!(
                ast.stmts.get(x).map(|x| &x.kind),
                Some(
                    StmtKind::Break
                        | StmtKind::Continue
                        | StmtKind::Goto(_)
                        | StmtKind::Return(_)
                        | StmtKind::Labeled { .. }
                        | StmtKind::Switch { .. }
                )
            );
        });
        if jumps {
            return false;
        }
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, il.body, &mut exprs);
        let mut along_j = false;
        for &e in &exprs {
            let Some(x) = ast.exprs.get(e) else {
                return false;
            };
            match &x.kind {
                ExprKind::Call { .. } | ExprKind::StmtExpr(_) => return false,
                ExprKind::Index { index, .. } if !self.sema.is_array(self.sema.expr_type(e)) => {
                    let terms = self.unit_terms(*index);
                    if terms.contains(&i) {
                        return false;
                    }
                    along_j |= terms.contains(&j);
                }
                _ => {}
            }
            // Stores only into the thread's own scalars (the reduction's copy, locals).
            if let Some(t) = walk::changed_lvalue(x) {
                let own = matches!(ast.exprs.get(t).map(|t| &t.kind), Some(ExprKind::Ident(_)))
                    && !matches!(
                        x.kind,
                        ExprKind::Unary {
                            op: UnaryOp::AddrOf,
                            ..
                        }
                    );
                if !own {
                    return false;
                }
            }
        }
        along_j
    }

    /// The variables that are terms of coefficient one of the sum `e` (`j` in `i * m + j`,
    /// `j + 1`, `(j)`), through `+` and the left of `-`.
    fn unit_terms(&self, e: Handle<Expr>) -> Vec<VarId> {
        let ast = self.ctx.ast;
        match ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Ident(_)) => self.f.names.uses.get(&e).copied().into_iter().collect(),
            Some(ExprKind::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
            }) => {
                let mut v = self.unit_terms(*lhs);
                v.extend(self.unit_terms(*rhs));
                v
            }
            Some(ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs,
                ..
            }) => self.unit_terms(*lhs),
            _ => Vec::new(),
        }
    }

    /// `(work, statements computing it)` for the launch (host C; `-1`: unknown). With
    /// `tiles`, the statements also set `__oxacc_tg`, the tiled twin's grid ([`tiled_twin`]):
    /// zeros (the flat kernel runs) unless the block is whole warps, the innermost loop has at
    /// least 32 iterations and the next at least a tile's rows (a smaller loop would leave
    /// most lanes of a tile idle), and the grid's y and z fit CUDA's limits. With `workers`
    /// the tile's threads are the whole `bx` x `by` block ([`flat_block`]).
    fn work_estimate(
        &self,
        bx: &str,
        by: &str,
        tiles: bool,
        shape: Option<(u32, u32)>,
        workers: bool,
    ) -> (String, String, bool) {
        let unknown = ("-1".to_string(), String::new(), false);
        let Some(region) = self.region else {
            return unknown;
        };
        // The construct's body is one gang loop: the loop of a combined construct, or
        // `{ #pragma acc loop gang for ... }` alone in the construct (no gang-redundant code
        // around it, so a gang beyond the loop's iterations would have nothing to do; such
        // gangs also cost their private copies on the device heap).
        let ast = self.ctx.ast;
        let mut target = walk::strip_compound(ast, region.body);
        if let Some(StmtKind::Directive(d)) = ast.stmts.get(target).map(|s| &s.kind) {
            if let Some(b) = ast.directives.get(*d).and_then(|dd| dd.body) {
                target = walk::strip_compound(ast, b);
            }
        }
        let Some(si) = self
            .site_of
            .get(&region.body)
            .or_else(|| self.site_of.get(&target))
            .copied()
        else {
            return unknown;
        };
        let lv = self.levels.get(si).copied().unwrap_or_default();
        let single = region.top_loop || self.site_of.contains_key(&target);
        if !single || !lv.gang {
            return unknown;
        }
        let site = &self.sites[si];
        let ast = self.ctx.ast;
        let depth = site.depth.max(1);
        let mut texts = Vec::new();
        let mut peek_n = 0u32;
        for &l in site.shape.loops.iter().take(depth) {
            let Some(c) = loops::canonical(ast, l) else {
                return unknown;
            };
            let exprs: Vec<Handle<Expr>> = [Some(c.lb), Some(c.ub), c.step.expr]
                .into_iter()
                .flatten()
                .chain(c.also.iter().map(|b| b.ub))
                .collect();
            // Evaluated on the host too: only when that changes nothing (no calls, no stores)
            // and reads only the region's captured variables and constants.
            for e in &exprs {
                let mut all = Vec::new();
                walk::exprs_in_expr(ast, *e, &mut all);
                let plain = all
                    .iter()
                    .all(|h| match ast.exprs.get(*h).map(|x| &x.kind) {
                        Some(
                            ExprKind::Call { .. } | ExprKind::Assign { .. } | ExprKind::StmtExpr(_),
                        ) => false,
                        Some(ExprKind::Unary { op, .. }) => !matches!(
                            op,
                            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                        ),
                        Some(ExprKind::Ident(_)) => match self.f.names.uses.get(h) {
                            Some(v) => !self.declared_inside(*v) && !self.device_scalar(*v),
                            None => true,
                        },
                        _ => true,
                    });
                if !plain {
                    return unknown;
                }
            }
            // The kernel reads its bounds on the device: so does the estimate, or a grid sized
            // from a stale host copy (`i < e[0]` after a kernel set `e[0]`; in a `kernels`
            // construct, `i < m` after a kernel set `m`) would leave iterations out of the
            // one-pass twin (device_read.rs). Bounds it cannot read so: no estimate.
            let mut bounds = Vec::new();
            for e in &exprs {
                let written = self.f.kernel_written.borrow();
                let kernels = region.kind == super::super::outline::Kind::Kernels;
                let peeks = super::super::device_read::device_reads(
                    self.ctx,
                    self.f,
                    *e,
                    self.body_span,
                    &|v| kernels && written.contains(&v),
                    // Computed only where the kernel is launched.
                    "",
                    &mut peek_n,
                );
                match peeks {
                    Ok(p) => bounds.push((*e, p)),
                    Err(_) => return unknown,
                }
            }
            let text = |e: Handle<Expr>| {
                let sp = self.span_of(e);
                let p = bounds
                    .iter()
                    .find(|(b, _)| *b == e)
                    .map(|(_, p)| p.as_slice())
                    .unwrap_or(&[]);
                format!(
                    "({})",
                    super::super::device_read::apply(self.ctx.text, sp, p)
                )
            };
            // Host code (the work estimate before the launch): host C's types.
            let typing = loops::LoopTyping::of(ast, Some(self.sema), &c, |o| {
                self.ctx.writer.location_text(o)
            });
            texts.push(LoopTexts::of(&c, None, typing, text));
        }
        let mut pre = String::from("long long __oxacc_wk; { ");
        for (i, t) in texts.iter().enumerate() {
            pre.push_str(&loops::trip_count(t, i));
            pre.push(' ');
        }
        let total: Vec<String> = (0..texts.len()).map(|i| format!("__n{i}")).collect();
        pre.push_str(&format!("__oxacc_wk = {}; ", total.join(" * ")));
        let k = texts.len();
        if tiles && k >= 2 {
            let (x, y) = (k - 1, k - 2);
            let outer = if k == 2 {
                "1LL".to_string()
            } else {
                total[..k - 2].join(" * ")
            };
            pre = format!("unsigned __oxacc_tg[3] = {{0, 0, 0}}; {pre}");
            // The tile's threads: with workers the whole 2-D block (`flat_block`).
            let threads = if workers {
                format!("(long long)({bx}) * (long long)({by})")
            } else {
                format!("(long long)({bx})")
            };
            if let Some((tx, ty)) = shape {
                // The user's tiles: every loop of at least one iteration gets them. A block of
                // workers must be whole tile rows and at most one tile (the head steps
                // `threads / tx` rows); a block of lanes alone was checked when compiling.
                let fits = if workers {
                    format!(
                        "{{ const long long __tb = {threads}; if (__tb >= {tx} && __tb % {tx} == 0 && __tb <= {tx} * {ty}) "
                    )
                } else {
                    "{ ".to_string()
                };
                pre.push_str(&format!(
                    "{fits}{{ const long long __gx = (__n{x} + {tx} - 1) / {tx}, __gy = (__n{y} + {ty} - 1) / {ty}, __gz = {outer}; \
                     if (__gx >= 1 && __gx <= 0x3ffffffLL && __gy >= 1 && __gy <= 65535 && __gz >= 1 && __gz <= 65535) {{ __oxacc_tg[0] = (unsigned)__gx; __oxacc_tg[1] = (unsigned)__gy; __oxacc_tg[2] = (unsigned)__gz; }} }} }} "
                ));
            } else {
                pre.push_str(&format!(
                "{{ const long long __tb = {threads}; \
                 if (__tb >= 32 && __tb <= 256 && (__tb & 31) == 0 && __n{x} >= 32 && __n{y} >= __tb / 32) {{ \
                 const long long __gx = (__n{x} + 31) / 32, __gy = (__n{y} + __tb / 32 - 1) / (__tb / 32), __gz = {outer}; \
                 if (__gx <= 0x3ffffffLL && __gy <= 65535 && __gz >= 1 && __gz <= 65535) {{ __oxacc_tg[0] = (unsigned)__gx; __oxacc_tg[1] = (unsigned)__gy; __oxacc_tg[2] = (unsigned)__gz; }} }} }} "
            ));
            }
        }
        pre.push_str("} ");
        let per = match (lv.worker, lv.vector) {
            (true, true) => format!("((long long)({bx}) * ({by}))"),
            (false, true) => format!("((long long)({bx}))"),
            (true, false) => format!("((long long)({by}))"),
            (false, false) => "1LL".to_string(),
        };
        (
            format!("((__oxacc_wk + {per} - 1) / {per})"),
            pre,
            lv.vector && !lv.worker,
        )
    }

    /// Where the kernel first calls `name`.
    pub fn call_span(&self, name: &str) -> Span {
        self.call_spans.get(name).copied().unwrap_or(self.body_span)
    }

    fn block_leader(&self) -> String {
        "threadIdx.x == 0 && threadIdx.y == 0".to_string()
    }

    // ---- statements ----------------------------------------------------------------------

    fn line(&mut self, s: &str) {
        for _ in 0..self.indent {
            self.out.push_str("    ");
        }
        self.out.push_str(s);
        self.out.push('\n');
    }

    /// The condition under which a thread does the side effects of code run in `m`, or
    /// `None` when every thread does its own (vector-partitioned, or a block of one thread).
    fn leader(&self, m: Mode) -> Option<String> {
        if m.vector {
            return None;
        }
        let mut parts = Vec::new();
        if self.bx_dyn {
            parts.push("threadIdx.x == 0");
        }
        if self.by_dyn && !m.worker {
            parts.push("threadIdx.y == 0");
        }
        (!parts.is_empty()).then(|| parts.join(" && "))
    }

    /// The barrier of the threads that run code in mode `m` redundantly.
    fn group_sync(&self, m: Mode) -> Option<&'static str> {
        if m.vector {
            None
        } else if m.worker {
            self.bx_dyn.then_some("__oxacc_sync_worker();")
        } else if self.bx_dyn || self.by_dyn {
            Some("__syncthreads();")
        } else {
            None
        }
    }

    fn stmt(&mut self, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let saved = self.cur;
        self.cur = m;
        let is_loop = self.ctx.ast.stmts.get(s).is_some_and(|st| {
            matches!(
                st.kind,
                StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
            )
        });
        self.loop_depth += usize::from(is_loop);
        // The objects of the compound literals in this statement (not in the statements
        // inside it, which place their own) are declared just before it, in its block: C
        // gives such an object the enclosing block's lifetime (6.5.2.5p5).
        let mark = self.out.len();
        let outer = std::mem::take(&mut self.hoisted);
        let outer_stmt = self.cur_stmt.replace(s);
        self.stmt_depth += 1;
        let r = self.stmt_in(s, m);
        self.stmt_depth -= 1;
        self.cur_stmt = outer_stmt;
        let mine = std::mem::replace(&mut self.hoisted, outer);
        if !mine.is_empty() && mark <= self.out.len() {
            let pad = "    ".repeat(self.indent);
            let text: String = mine.iter().map(|d| format!("{pad}{d}\n")).collect();
            self.out.insert_str(mark, &text);
        }
        self.loop_depth -= usize::from(is_loop);
        self.cur = saved;
        r
    }

    /// A compound literal as an lvalue (C11 6.5.2.5p4-5: an object of automatic storage in
    /// the enclosing block): an array one (`((int[]){7, 8, 9})[k]`, which decays to a
    /// pointer to it) or one whose address is taken or that is assigned (`&(struct pt){1,
    /// 2}`). C++ has no such object (a temporary dies with its full expression), so the
    /// object is declared before the statement (`hoisted`) and each evaluation of the literal
    /// initialises it again (6.5.2.5p16), in a lambda called in place, the expression being
    /// the object itself. In gang-redundant code the gang's threads share one object
    /// (`shared_literal`): a pointer to one thread's object could reach the others (a
    /// leader's value broadcast), and a store through it would be the leader's alone.
    fn hoisted_literal(
        &mut self,
        e: Handle<Expr>,
        init: Handle<oxacc_syntax::ast::Initializer>,
    ) -> Res<String> {
        let span = self.span_of(e);
        let sema = self.sema;
        let ty = sema.types.unqual_id(sema.expr_type(e));
        if self.stmt_depth == 0 || has_const(sema, ty) {
            return Err(unsupported(span, "a compound literal used as an lvalue"));
        }
        if self.leader(self.cur).is_some() {
            return self.shared_literal(e, init, ty);
        }
        let obj = self.fresh("cl");
        let decl = self
            .types
            .decl(sema, ty, &obj)
            .map_err(|Unsupported(w)| unsupported(span, w))?;
        let tmp = self.fresh("cli");
        let tmp_decl = self
            .types
            .decl(sema, ty, &tmp)
            .map_err(|Unsupported(w)| unsupported(span, w))?;
        let it = self.initializer(init, ty)?;
        self.hoisted.push(format!("{decl};"));
        Ok(format!(
            "([&]() {{ {tmp_decl} = {it}; ::memcpy((void *)&{obj}, (const void *)&{tmp}, sizeof({tmp})); }}(), {obj})"
        ))
    }

    /// A compound literal as an lvalue in gang-redundant code (`int *a = (int[]){1, 2, 3};`
    /// before a `loop gang`, read by a vector loop): one object in shared memory for the
    /// gang, declared before the statement and initialised there by the gang's leader
    /// between two barriers (the threads' reads of its previous value come first). That
    /// evaluates the literal before the rest of its statement, which C does not promise, so
    /// only where it cannot differ: an expression or declaration statement that changes
    /// none of the variables the literal reads and calls nothing that may, the literal
    /// reading no memory, calling nothing, its type plain data (no class C++ would
    /// construct). Worker-single code is not supported (one object per worker).
    fn shared_literal(
        &mut self,
        e: Handle<Expr>,
        init: Handle<oxacc_syntax::ast::Initializer>,
        ty: TypeId,
    ) -> Res<String> {
        let span = self.span_of(e);
        let refuse = || {
            unsupported(
                span,
                "a compound literal used as an lvalue in this gang-redundant or worker-single code",
            )
        };
        let ast = self.ctx.ast;
        let sema = self.sema;
        let (Some(leader), Some(sync), Some(s)) = (
            self.leader(self.cur),
            self.group_sync(self.cur),
            self.cur_stmt,
        ) else {
            return Err(refuse());
        };
        if self.cur.worker
            || !matches!(
                ast.stmts.get(s).map(|x| &x.kind),
                Some(StmtKind::Expr(_) | StmtKind::Decl(_))
            )
            || !plain_data(sema, ty, 0)
        {
            return Err(refuse());
        }
        let mut inner = Vec::new();
        walk::exprs_in_expr(ast, e, &mut inner);
        let mut reads = HashSet::new();
        for h in inner.iter().copied().filter(|h| *h != e) {
            let Some(x) = ast.exprs.get(h) else {
                continue;
            };
            let memory = matches!(
                x.kind,
                ExprKind::Index { .. }
                    | ExprKind::Call { .. }
                    | ExprKind::Member { arrow: true, .. }
                    | ExprKind::CompoundLiteral { .. }
                    | ExprKind::Unary {
                        op: UnaryOp::Deref,
                        ..
                    }
            );
            if memory || walk::changed_lvalue(x).is_some() || walk::effect_node(&x.kind) {
                return Err(refuse());
            }
            if let Some(sym) = sema.resolved(h) {
                reads.insert(sym);
            }
        }
        let mut all = Vec::new();
        walk::exprs_in_stmt(ast, s, &mut all);
        for h in &all {
            let Some(x) = ast.exprs.get(*h) else {
                continue;
            };
            if let ExprKind::Call { callee, .. } = &x.kind {
                if !self.is_pure_call(*callee) {
                    return Err(refuse());
                }
            }
            if let Some(t) = walk::changed_lvalue(x) {
                let mut lv = Vec::new();
                walk::exprs_in_expr(ast, t, &mut lv);
                if lv
                    .iter()
                    .any(|l| sema.resolved(*l).is_some_and(|y| reads.contains(&y)))
                {
                    return Err(refuse());
                }
            }
        }
        let size = sema.size_of(ty).unwrap_or(0);
        if size == 0 || self.shared_private + size > SHARED_PRIVATE_BYTES {
            return Err(refuse());
        }
        self.shared_private += size;
        let err = |Unsupported(w): Unsupported| unsupported(span, w);
        let obj = self.fresh("cls");
        let decl = self.types.decl(sema, ty, &obj).map_err(err)?;
        let tmp = self.fresh("cli");
        let tmp_decl = self.types.decl(sema, ty, &tmp).map_err(err)?;
        let it = self.initializer(init, ty)?;
        self.hoisted.push(format!("__shared__ {decl};"));
        self.hoisted.push(sync.to_string());
        self.hoisted.push(format!(
            "{{ {tmp_decl} = {it}; if ({leader}) ::memcpy((void *)&{obj}, (const void *)&{tmp}, sizeof({tmp})); }}"
        ));
        self.hoisted.push(sync.to_string());
        Ok(obj)
    }

    fn stmt_in(&mut self, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else {
            return Ok(());
        };
        if let Some(&si) = self.site_of.get(&s) {
            // 2.2.3: the threads that ran the code before redundantly (gang- or worker-
            // single) now share the loop's iterations; their reads of that code come first.
            let lv = self.levels.get(si).copied().unwrap_or_default();
            // Lanes that store nothing but their own copies cannot change what a thread
            // still to read there reads: the reads stay pending until the barrier at the
            // loop's end (or the one of its reductions), which every thread passes before
            // the group's next leader store.
            if self.redundant_before
                && ((lv.vector && !m.vector) || (lv.worker && !m.worker))
                && !self.lanes_store_own_copies(si)
            {
                if let Some(b) = self.group_sync(m) {
                    self.line(b);
                }
            }
            let r = self.site_loop(si, m);
            self.redundant_before = false;
            return r;
        }
        if m.vector {
            return self.stmt_kind(s, m);
        }
        if matches!(
            st.kind,
            StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }
        ) && self.group_reads_in(s)
        {
            // A later iteration follows the reads of the one before (the loop's back edge):
            // they are pending at the top of the body too, where a leader's store
            // (`c[0] = v + 1;` after `v = c[0] * 2;` of the iteration before) would change
            // what a thread still to read sees.
            self.redundant_before = true;
        }
        let before = self.redundant_before;
        let marks = self.redundant_marks;
        self.reads_pending_at_stmt = before;
        // A store of registers into shared memory (`a[j] = s`, reading no other memory) is
        // done by the group's leader alone (guarded: it has a side effect), so no other
        // thread's read of it waits on the next store's barrier.
        let leader_store = match &st.kind {
            StmtKind::Expr(e) => {
                matches!(
                    ast.exprs.get(*e).map(|x| &x.kind),
                    Some(ExprKind::Assign { op: None, lhs, .. })
                        if matches!(ast.exprs.get(*lhs).map(|x| &x.kind), Some(ExprKind::Index { .. }))
                ) && self.iter_store_quiet.contains(&s)
                    && !self.reads_beyond_store(s)
                    && self.side_effect(*e)
            }
            _ => false,
        };
        if (reads_memory(ast, st) || self.reads_shared_scalar(st)) && !leader_store {
            self.redundant_before = true;
            self.redundant_marks += 1;
        }
        self.ended_synced = false;
        let r = self.stmt_kind(s, m);
        if matches!(st.kind, StmtKind::Expr(_)) && self.ended_synced {
            // Every thread of the group passed a barrier after the statement's reads and
            // those before it.
            self.redundant_before = false;
        } else if self.partitioned_loop_directive(st, m) {
            // A `loop` directive whose loop is partitioned over the group's threads: every
            // thread passes the loop's barriers (before it when lanes store, at its end or
            // in its reductions), after the reads before it and those of its lanes; the
            // loop left `redundant_before` as its end leaves it. (Counting those reads
            // again put a second barrier before the next leader store, right after the
            // loop's own: `__syncthreads(); __syncthreads();`.)
        } else {
            // Reads inside it are still pending after it on some path (a branch that
            // skipped a loop's barriers), as are those before it.
            self.redundant_before |= before || self.redundant_marks != marks;
        }
        r
    }

    fn stmt_kind(&mut self, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else {
            return Ok(());
        };
        match &st.kind {
            StmtKind::Compound(items) => {
                self.line("{");
                self.indent += 1;
                // A label (goto's, case, default) after a declaration, in its scope: a jump
                // to it may cross the declaration's initializer, which C allows and C++
                // does not (6.8.6.1 / [stmt.dcl]p3). Such declarations are printed without
                // initializer, the value assigned after (`label_after[k]`: one in item k+1..).
                let mut label_after = vec![false; items.len()];
                let mut seen = false;
                for (k, i) in items.iter().enumerate().rev() {
                    label_after[k] = seen;
                    crate::walk::each_stmt(ast, *i, &mut |x| {
                        seen |= matches!(
                            ast.stmts.get(x).map(|x| &x.kind),
                            Some(
                                StmtKind::Labeled { .. }
                                    | StmtKind::Case { .. }
                                    | StmtKind::Default { .. }
                            )
                        );
                    });
                }
                let escaped = self.escaped.len();
                for (k, i) in items.iter().enumerate() {
                    let saved = self.split_inits;
                    self.split_inits = label_after[k];
                    let r = self.stmt(*i, m);
                    self.split_inits = saved;
                    r?;
                }
                // The block's own variables leave scope; the outer ones it let a pointer
                // reach stay recorded (`{ p = c + 1; } *p = 5;`).
                let block = st.span;
                let outer: Vec<VarId> = self.escaped[escaped..]
                    .iter()
                    .copied()
                    .filter(|v| {
                        self.f.names.var(*v).is_some_and(|x| {
                            x.span.start < block.start || x.span.start >= block.end
                        })
                    })
                    .collect();
                self.escaped.truncate(escaped);
                self.escaped.extend(outer);
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::Expr(e) => {
                let text = self.expr(*e, prec::COMMA)?;
                let written = self.leader_written(*e, m);
                // A store followed in the iteration by statements that read no memory
                // publishes nothing any thread reads before the iteration ends: no barrier
                // after it either (`a[j] = s; b[j] = 2 * s;`), as for the last statement.
                // (The broadcasts of `written` happen either way.)
                let last = self.iter_tail.contains(&s) || self.iter_store_quiet.contains(&s);
                let pending = self.reads_pending_at_stmt && !m.vector;
                self.guarded(
                    &format!("{text};"),
                    self.side_effect(*e),
                    m,
                    &written,
                    last,
                    pending,
                )?;
            }
            StmtKind::Empty => {}
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } if self.side_effect(*cond) && self.leader(m).is_some() => {
                // A condition with side effects in gang-redundant or worker-single code (`if
                // (!solve3(m, b, d)) break;`, a routine filling the group's array `d`): the
                // leader evaluates it once for the group, as the statement `c = cond;` would
                // be, and broadcasts its value and the group's variables it changed; every
                // thread then tests the same value (the broadcast's barrier is after the
                // leader's reads and stores, so the branches' stores need no other).
                let c = self.expr(*cond, prec::COMMA)?;
                let pending = self.reads_pending_at_stmt && !m.vector;
                self.line("{");
                self.indent += 1;
                self.leader_cond(*cond, &c, m, "bool", "__oxacc_ifc", pending)?;
                self.redundant_before = false;
                self.line("if (__oxacc_ifc)");
                self.block(*then_branch, m)?;
                if let Some(e) = else_branch {
                    self.line("else");
                    self.redundant_before = false;
                    self.block(*e, m)?;
                }
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::If {
                cond,
                then_branch,
                else_branch,
            } => {
                let c = self.cond(*cond)?;
                let branches = [Some(*then_branch), *else_branch];
                let sync = self.cond_sync(*cond, &branches, m);
                let synced = sync.is_some();
                match sync {
                    // Every thread of the group has the condition's value before the leader
                    // stores anything (`if (d2 < bd) { bd = d2; best = k; }`, `bd` shared).
                    Some(sync) => {
                        self.line(&format!("{{ const bool __oxacc_if = ({c}); {sync}"));
                        self.line("if (__oxacc_if)");
                        // (that barrier separates every read before it from the stores after)
                        self.redundant_before = false;
                    }
                    None => self.line(&format!("if ({c})")),
                }
                // The else branch starts from the condition, not from the end of the then
                // branch: reads pending there are pending in it too, whatever barriers the
                // then branch printed.
                let pending = self.redundant_before;
                self.block(*then_branch, m)?;
                if let Some(e) = else_branch {
                    self.line("else");
                    self.redundant_before |= pending;
                    self.block(*e, m)?;
                }
                if synced {
                    self.line("}");
                }
            }
            StmtKind::While { cond, body }
                if self.side_effect(*cond) && self.leader(m).is_some() =>
            {
                // As for `if` above, at each test: the leader evaluates the condition (`while
                // (step(s, d))`, a routine changing the group's `d`), its value and the group's
                // variables it changed are broadcast, and every thread leaves the loop at the
                // same test (`continue` goes back to the test: the `for (;;)`'s top).
                let c = self.expr(*cond, prec::COMMA)?;
                self.line("for (;;)");
                self.line("{");
                self.indent += 1;
                // The body's reads (and those before the loop) may be pending at each test.
                self.leader_cond(*cond, &c, m, "bool", "__oxacc_whc", !m.vector)?;
                self.line("if (!__oxacc_whc) break;");
                self.redundant_before = false;
                self.block(*body, m)?;
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::While { cond, body } => {
                let c = self.cond(*cond)?;
                match self.cond_sync(*cond, &[Some(*body)], m) {
                    // As for `if`: each test is read by every thread before the body's stores
                    // (`break` and `continue` keep their meaning in the `for (;;)`).
                    Some(sync) => {
                        self.line(&format!(
                            "for (;;) {{ const bool __oxacc_while = ({c}); {sync} if (!__oxacc_while) break;"
                        ));
                        // Every thread of the group passes that barrier at the top of each
                        // iteration, after the test's reads, the reads before the loop and
                        // those of the iteration before (the back edge): none is pending at
                        // the top of the body, whose first leader store needs no barrier of
                        // its own before it (as after the `if` above).
                        self.redundant_before = false;
                        self.block(*body, m)?;
                        self.line("}");
                    }
                    None => {
                        self.line(&format!("while ({c})"));
                        self.block(*body, m)?;
                    }
                }
            }
            StmtKind::DoWhile { body, cond }
                if self.side_effect(*cond)
                    && self.leader(m).is_some()
                    && !continues_here(ast, *body) =>
            {
                // As for `while` above, the test after each pass (`do { ... } while
                // (newton_step(x, dx));`): the body, then the leader's test broadcast to the
                // group. (A `continue` of the body would skip the test in this form: such a
                // loop stays refused.)
                self.line("for (;;)");
                self.line("{");
                self.indent += 1;
                self.block(*body, m)?;
                let c = self.expr(*cond, prec::COMMA)?;
                self.leader_cond(*cond, &c, m, "bool", "__oxacc_dwc", !m.vector)?;
                self.line("if (!__oxacc_dwc) break;");
                self.redundant_before = false;
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::DoWhile { body, cond } => {
                self.line("do");
                self.block(*body, m)?;
                let c = self.cond(*cond)?;
                self.line(&format!("while ({c});"));
            }
            StmtKind::For { .. } => {
                // A sum kept in an element (`q[i] = q[i] + ...`) goes to a register when
                // the loop's other accesses cannot reach it (accum.rs).
                if !self.register_accumulators(s, m)? {
                    self.seq_for(s, m)?;
                }
            }
            StmtKind::Switch { cond, body }
                if self.side_effect(*cond) && self.leader(m).is_some() =>
            {
                // A controlling expression with side effects in gang-redundant or
                // worker-single code (`switch (take(cnt, i))`, a routine bumping a counter in
                // device memory) was evaluated by every thread of the group: the leader
                // evaluates it once, as for `if` above, and the group switches on its value
                // (of the promoted type, C11 6.8.4.2p5).
                let c = self.expr(*cond, prec::COMMA)?;
                let pending = self.reads_pending_at_stmt && !m.vector;
                self.line("{");
                self.indent += 1;
                let ty = format!("decltype(+({c}))");
                self.leader_cond(*cond, &c, m, &ty, "__oxacc_swc", pending)?;
                self.redundant_before = false;
                self.line("switch (__oxacc_swc)");
                self.block(*body, m)?;
                self.indent -= 1;
                self.line("}");
            }
            StmtKind::Switch { cond, body } => {
                let c = self.expr(*cond, prec::COMMA)?;
                self.line(&format!("switch ({c})"));
                self.block(*body, m)?;
            }
            StmtKind::Case {
                value,
                range_end,
                body,
            } => {
                match range_end {
                    // GNU `case 1 ... 9:` (NVRTC's C++ has no case ranges, 2026-11-29): one
                    // label per value, up to a bound on the code it makes; an empty range
                    // (`case 5 ... 1:`) labels nothing, as in gcc.
                    Some(end) => {
                        let (lo, hi) = match (self.sema.eval_int(*value), self.sema.eval_int(*end))
                        {
                            (Some(lo), Some(hi)) => (lo, hi),
                            _ => return Err(unsupported(st.span, "a case range")),
                        };
                        if hi.saturating_sub(lo) >= CASE_RANGE_MAX {
                            return Err(unsupported(
                                st.span,
                                format!("a case range of more than {CASE_RANGE_MAX} values"),
                            ));
                        }
                        let mut labels = String::new();
                        let mut k = lo;
                        while k <= hi {
                            labels.push_str(&format!("case {}: ", int_literal(k)));
                            k += 1;
                        }
                        if !labels.is_empty() {
                            self.line(&format!("{};", labels.trim_end()));
                        }
                    }
                    None => {
                        let v = self.expr(*value, prec::COND)?;
                        self.line(&format!("case {v}:;"));
                    }
                }
                // A label is reached from elsewhere (the switch's condition, a goto) with
                // whatever reads were pending there.
                self.redundant_before = true;
                self.stmt(*body, m)?;
            }
            // Each label is followed by a null statement of its own (as goto labels are): the
            // body may print nothing (C's `default:;` before the closing brace, where a C++17
            // label needs a statement: g++, the simulator's compiler, rejects `default: }`).
            StmtKind::Default { body } => {
                self.line("default:;");
                self.redundant_before = true;
                self.stmt(*body, m)?;
            }
            StmtKind::Break => self.line("break;"),
            StmtKind::Continue => self.line("continue;"),
            StmtKind::Goto(l) => {
                self.saw_goto = true;
                let n = ast.name(*l).to_string();
                if let Some(r) = self.region {
                    // A `kernels` construct is split into kernels and host code: a label
                    // outside this kernel's statement (`goto done;` out of the loop to a
                    // label after it) is not in the kernel's code (NVRTC: "label referenced
                    // but not defined").
                    let mut found = false;
                    crate::walk::each_stmt(ast, r.body, &mut |x| {
                        found |= matches!(ast.stmts.get(x).map(|x| &x.kind),
                            Some(StmtKind::Labeled { label, .. }) if ast.name(*label) == n);
                    });
                    if !found {
                        return Err(unsupported(
                            st.span,
                            format!("a goto to label '{n}', which this kernel of the kernels construct does not contain,"),
                        ));
                    }
                }
                self.line(&format!("goto {n};"));
            }
            StmtKind::Labeled { label, body, .. } => {
                self.labels += 1;
                let n = ast.name(*label).to_string();
                self.line(&format!("{n}:;"));
                self.redundant_before = true;
                self.stmt(*body, m)?;
            }
            StmtKind::Decl(d) => {
                let mut es = Vec::new();
                walk::exprs_in_decl(ast, *d, &mut es);
                self.note_escapes(&es);
                self.decl(*d, m)?
            }
            StmtKind::StaticAssert(_) | StmtKind::LocalLabels(_) => {}
            StmtKind::Directive(h) => {
                let h = *h;
                let dir = ast.directives.get(h);
                match self.acc_of(h) {
                    Some(a) if matches!(a.name, DirectiveName::Atomic(_)) => {
                        self.atomic(a, s, m)?;
                    }
                    Some(a) if a.name == DirectiveName::Loop => {
                        // Its loop is a site (handled above when the body is reached).
                        if let Some(b) = dir.and_then(|d| d.body) {
                            let inner = walk::strip_compound(ast, b);
                            if self.site_of.contains_key(&inner) {
                                return self.stmt(inner, m);
                            }
                            // An orphaned loop (a routine's): sequential in the calling
                            // thread, but for the gang loop of a gang routine. 2.9.6: without
                            // auto or seq it is data-independent.
                            let cl = a.clauses_for_device("nvidia");
                            let independent = !cl
                                .iter()
                                .any(|c| matches!(c.name(), ClauseName::Seq | ClauseName::Auto));
                            // Not with a reduction: its variable is private to each gang,
                            // which must see every iteration (the host writer's rule).
                            let reduction = cl.iter().any(|c| c.name() == ClauseName::Reduction);
                            if independent
                                && !reduction
                                && self.in_function
                                && self.f.gang_routine
                                // The outermost independent loop, or one with its own gang
                                // clause inside it: a lower gang dimension (2.9.2 forbids the
                                // same or a higher one), divided along that dimension.
                                && (self.orphan_depth == 0
                                    || cl.iter().any(|c| c.name() == ClauseName::Gang))
                                && self.orphan_gang_loop(
                                    b,
                                    m,
                                    crate::compute::model::gang_dim(self.ctx, &cl),
                                )?
                            {
                                return Ok(());
                            }
                            if independent {
                                self.orphan_depth += 1;
                            }
                            let r = self.stmt(b, m);
                            if independent {
                                self.orphan_depth -= 1;
                            }
                            r?;
                        }
                    }
                    Some(a) if matches!(a.name, DirectiveName::Cache | DirectiveName::Routine) => {
                        // cache (2.10) is a hint: a correct no-op.
                    }
                    _ => {
                        if let Some(b) = dir.and_then(|d| d.body) {
                            self.stmt(b, m)?;
                        }
                    }
                }
            }
            StmtKind::Pragma(h) => {
                // `#pragma GCC unroll N` keeps its meaning (`#pragma unroll N`); other pragmas
                // are for the host compiler.
                let text = ast
                    .pragmas
                    .get(*h)
                    .map(|p| self.ctx.src(p.span).to_string())
                    .unwrap_or_default();
                let words: Vec<&str> = text.split_whitespace().collect();
                if let ["#pragma", "GCC", "unroll", n] | ["#", "pragma", "GCC", "unroll", n] =
                    words.as_slice()
                {
                    if n.chars().all(|c| c.is_ascii_digit()) {
                        self.line(&format!("#pragma unroll {n}"));
                    }
                }
            }
            StmtKind::Return(e) if self.in_function => match (e, self.ret_ty) {
                (Some(e), Some(t)) => {
                    let v = self.converted(*e, t)?;
                    self.line(&format!("return {v};"));
                }
                _ => self.line("return;"),
            },
            StmtKind::Return(_) => {
                return Err(unsupported(
                    st.span,
                    "a return statement in a compute region",
                ))
            }
            _ => {
                return Err(unsupported(
                    st.span,
                    "this kind of statement in a compute region",
                ))
            }
        }
        Ok(())
    }

    /// A statement as a braced block.
    /// A sequential `for` statement `s`, as written.
    fn seq_for(&mut self, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let Some(StmtKind::For {
            init,
            cond,
            step,
            body,
        }) = self.ctx.ast.stmts.get(s).map(|x| &x.kind)
        else {
            return Ok(());
        };
        // A sequential loop: its header runs redundantly (uniform in the group).
        self.line("{");
        self.indent += 1;
        let escaped = self.escaped.len();
        let init_text = match init {
            ForInit::Expr(e) => {
                self.redundant_side_effect(*e, HEADER_EFFECT)?;
                format!("{};", self.expr(*e, prec::COMMA)?)
            }
            ForInit::Decl(d) => {
                // `for (int *p = c; ...) *p = 5;`: the body's stores reach `c`.
                let mut es = Vec::new();
                walk::exprs_in_decl(self.ctx.ast, *d, &mut es);
                self.note_escapes(&es);
                self.decl(*d, m)?;
                ";".to_string()
            }
            ForInit::None => ";".to_string(),
        };
        let c = match cond {
            Some(c) => self.cond(*c)?,
            None => String::new(),
        };
        let st = match step {
            Some(e) => {
                self.redundant_side_effect(*e, HEADER_EFFECT)?;
                self.expr(*e, prec::COMMA)?
            }
            None => String::new(),
        };
        self.line(&format!("for ({init_text} {c}; {st})"));
        self.block(*body, m)?;
        // The header's variables leave scope with the loop (as a block's, `stmt_kind`).
        if let Some(span) = self.ctx.ast.stmts.get(s).map(|x| x.span) {
            let outer: Vec<VarId> = self.escaped[escaped..]
                .iter()
                .copied()
                .filter(|v| {
                    self.f
                        .names
                        .var(*v)
                        .is_some_and(|x| x.span.start < span.start || x.span.start >= span.end)
                })
                .collect();
            self.escaped.truncate(escaped);
            self.escaped.extend(outer);
        }
        self.indent -= 1;
        self.line("}");
        Ok(())
    }

    fn block(&mut self, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let compound = matches!(
            self.ctx.ast.stmts.get(s).map(|x| &x.kind),
            Some(StmtKind::Compound(_))
        );
        if compound {
            return self.stmt(s, m);
        }
        self.line("{");
        self.indent += 1;
        self.stmt(s, m)?;
        self.indent -= 1;
        self.line("}");
        Ok(())
    }

    /// `text` (a statement) run by every thread of the group, or by its leader followed by
    /// the group's barrier when it has side effects on memory other threads see. The
    /// thread-private variables such a statement sets (`written`: `h = f(i)` with a routine
    /// call, in gang-redundant or worker-single code) are the group's one variable in the
    /// 2.2 execution model: the leader's values are broadcast to the group, so every vector
    /// lane of a following loop sees them.
    /// `last`: the statement ends an iteration of the top gang loop (no barrier after it,
    /// [`Writer::iteration_tail`]). `pending`: the group's threads read memory redundantly
    /// since their last barrier (`int v = c[0];`, a `while (cnt[i] > 0)` condition): the
    /// leader's store waits for that barrier first, or a thread still to read would see the
    /// new value (`c[0] = v + 1;`: 510 of 512 lanes saw 6 for 5 on emul; a warp that lags
    /// behind warp 0 does the same on a GPU), and in a loop condition the threads would
    /// leave the loop at different iterations and then wait at different barriers.
    fn guarded(
        &mut self,
        text: &str,
        effect: bool,
        m: Mode,
        written: &[VarId],
        last: bool,
        pending: bool,
    ) -> Res<()> {
        match (effect, self.leader(m)) {
            (true, Some(l)) => {
                if pending {
                    if let Some(sync) = self.group_sync(m) {
                        self.line(sync);
                        // The group's reads are all before that barrier, and only the leader
                        // runs the statement: none is pending after it, even when no barrier
                        // follows (`last`).
                        self.ended_synced = written.is_empty();
                    }
                }
                self.line(&format!("if ({l}) {{ {text} }}"));
                if written.is_empty() && !last {
                    if let Some(sync) = self.group_sync(m) {
                        self.line(sync);
                        self.ended_synced = true;
                    }
                }
                for v in written {
                    self.broadcast(*v, m)?;
                }
            }
            _ => self.line(text),
        }
        Ok(())
    }

    /// The group leader's value of thread-private variable `v` to every thread of the group
    /// that runs code in mode `m` (the helpers synchronise the group).
    fn broadcast(&mut self, v: VarId, m: Mode) -> Res<()> {
        let Some(Access::Private(t)) = self.lookup(v) else {
            return Ok(());
        };
        let level = if m.worker { "worker" } else { "gang" };
        let array = self.var_ty(v).is_some_and(|ty| self.sema.is_array(ty));
        let vla = self.vla.get(&v).cloned();
        if let (Some(ty), Some(dims)) = (self.var_ty(v).filter(|_| array), vla) {
            // A variable-length array (`local_vla`): `t` points at the thread's elements.
            let elem = self.vla_elem(ty);
            let et = self
                .types
                .name(self.sema, elem)
                .map_err(|Unsupported(w)| unsupported(self.body_span, w))?;
            let n = dims.join(" * ");
            self.line(&format!(
                "__oxacc_bcast_{level}_bytes((void *){t}, (unsigned long long)({n}) * sizeof({et}));"
            ));
        } else if array {
            self.line(&format!(
                "__oxacc_bcast_{level}_bytes(&({t}), sizeof({t}));"
            ));
        } else {
            self.line(&format!("{t} = __oxacc_bcast_{level}({t});"));
        }
        Ok(())
    }

    /// The thread-private variables (registers: private, firstprivate, locals) that
    /// evaluating `e` assigns, increments or passes by address; not reduction copies, whose
    /// partial values are combined over the threads.
    fn private_writes(&self, e: Handle<Expr>) -> Vec<VarId> {
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        let mut out: Vec<VarId> = Vec::new();
        // A private array passed to a function decays to a pointer through which the
        // callee may store (`bump(c)`, `f(s.v + 1)`): the leader's call changes only its
        // own copy, like `f(&x)` (taken by `changed_lvalue`).
        let mut targets = Vec::new();
        for h in &all {
            let Some(x) = ast.exprs.get(*h) else {
                continue;
            };
            if let ExprKind::Call { args, .. } = &x.kind {
                for a in args {
                    self.decayed_arrays(*a, &mut targets);
                }
            }
            if let Some(t) = walk::changed_lvalue(x) {
                targets.push(t);
            }
        }
        for target in targets {
            // Only stores into the variable's own storage (not through a pointer it holds).
            if !self.is_private_lvalue(target) {
                continue;
            }
            let Some(v) = self.write_root(target) else {
                continue;
            };
            if matches!(self.lookup(v), Some(Access::Private(_))) && !out.contains(&v) {
                out.push(v);
            }
        }
        out
    }

    /// The thread-private variables that expression `e`, run by the group's leader alone in
    /// mode `m`, may change ([`Writer::private_writes`], and when it stores through a pointer
    /// the variables whose address escaped at this level): the values the leader broadcasts
    /// after it. Records `e`'s escapes first ([`Writer::note_escapes`]).
    /// A condition with side effects in gang-redundant or worker-single code (`if`, `while`,
    /// `do`, `switch`): `var` of type `ty` is declared, the group's leader evaluates the
    /// condition `c` into it once, and its value and the group's variables the condition
    /// changed are broadcast (`pending`: reads of the group may still be pending before the
    /// leader's stores). The caller prints the statement that tests `var`.
    fn leader_cond(
        &mut self,
        cond: Handle<Expr>,
        c: &str,
        m: Mode,
        ty: &str,
        var: &str,
        pending: bool,
    ) -> Res<()> {
        let written = self.leader_written(cond, m);
        let level = if m.worker { "worker" } else { "gang" };
        self.line(&format!(
            "{ty} {var} = {};",
            if ty == "bool" { "false" } else { "0" }
        ));
        self.guarded(
            &format!("{var} = ({c});"),
            true,
            m,
            &written,
            false,
            pending,
        )?;
        self.line(&format!("{var} = __oxacc_bcast_{level}({var});"));
        Ok(())
    }

    fn leader_written(&mut self, e: Handle<Expr>, m: Mode) -> Vec<VarId> {
        let ast = self.ctx.ast;
        let mut written = self.private_writes(e);
        let mut es = Vec::new();
        walk::exprs_in_expr(ast, e, &mut es);
        self.note_escapes(&es);
        if self.side_effect(e) && self.leader(m).is_some() && self.stores_through_pointer(&es) {
            for v in self.escaped.clone() {
                let declared = self.decl_mode.get(&v).copied().unwrap_or_default();
                if declared.worker == m.worker
                    && declared.vector == m.vector
                    && !written.contains(&v)
                {
                    written.push(v);
                }
            }
        }
        written
    }

    /// Records the thread-private variables whose address expressions `es` take (`&x`, or an
    /// array converted to a pointer other than for a subscript or `sizeof`) in
    /// [`Writer::escaped`].
    fn note_escapes(&mut self, es: &[Handle<Expr>]) {
        let ast = self.ctx.ast;
        // Uses of an array that do not make a pointer that outlives the expression.
        let mut kept: HashSet<Handle<Expr>> = HashSet::new();
        for h in es {
            match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(ExprKind::Index { base, .. }) => {
                    kept.insert(*base);
                }
                Some(ExprKind::Member { base, .. }) => {
                    kept.insert(*base);
                }
                Some(ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x)) => {
                    kept.insert(*x);
                }
                _ => {}
            }
        }
        for h in es {
            let target = match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand,
                }) => Some(*operand),
                Some(ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. })
                    if !kept.contains(h) && self.sema.is_array(self.sema.expr_type(*h)) =>
                {
                    Some(*h)
                }
                _ => None,
            };
            let Some(t) = target.filter(|t| self.is_private_lvalue(*t)) else {
                continue;
            };
            if let Some(v) = self.write_root(t) {
                if matches!(self.lookup(v), Some(Access::Private(_))) && !self.escaped.contains(&v)
                {
                    self.escaped.push(v);
                }
            }
        }
    }

    /// Whether expressions `es` store through a pointer (an assignment or increment whose
    /// target is not the thread's own storage).
    fn stores_through_pointer(&self, es: &[Handle<Expr>]) -> bool {
        es.iter().any(|h| {
            self.ctx
                .ast
                .exprs
                .get(*h)
                .and_then(walk::changed_lvalue)
                .is_some_and(|t| {
                    !self.is_private_lvalue(t)
                        && !matches!(
                            self.ctx.ast.exprs.get(*h).map(|x| &x.kind),
                            Some(ExprKind::Unary {
                                op: UnaryOp::AddrOf,
                                ..
                            })
                        )
                })
        })
    }

    /// The array lvalues that argument `e` converts to a pointer (C11 6.3.2.1p3): the
    /// argument itself, or an operand of the pointer arithmetic, cast, conditional or comma
    /// that makes its value.
    fn decayed_arrays(&self, e: Handle<Expr>, out: &mut Vec<Handle<Expr>>) {
        let Some(x) = self.ctx.ast.exprs.get(e) else {
            return;
        };
        match &x.kind {
            ExprKind::Cast { expr, .. } => self.decayed_arrays(*expr, out),
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => {
                self.decayed_arrays(*lhs, out);
                self.decayed_arrays(*rhs, out);
            }
            ExprKind::Binary {
                op: BinaryOp::Comma,
                rhs,
                ..
            } => self.decayed_arrays(*rhs, out),
            ExprKind::Conditional {
                then_expr,
                else_expr,
                ..
            } => {
                if let Some(t) = then_expr {
                    self.decayed_arrays(*t, out);
                }
                self.decayed_arrays(*else_expr, out);
            }
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. }
                if self.sema.is_array(self.sema.expr_type(e)) =>
            {
                out.push(e)
            }
            _ => {}
        }
    }

    /// The barrier to put between the test of an `if` or `while` run redundantly by a group
    /// of threads (gang- or worker-single code, 2.5.1) and its branches, when the test reads
    /// memory the group shares and a branch may store: only the group's leader stores (each
    /// store is followed by the group's barrier), so without it the leader could store before
    /// a slower thread of the group read the test, which would then go the other way and
    /// never reach the barriers of the branch (a deadlock, or a wrong branch).
    fn cond_sync(
        &self,
        cond: Handle<Expr>,
        branches: &[Option<Handle<Stmt>>],
        m: Mode,
    ) -> Option<&'static str> {
        self.leader(m)?;
        let sync = self.group_sync(m)?;
        let ast = self.ctx.ast;
        let mut read = Vec::new();
        walk::exprs_in_expr(ast, cond, &mut read);
        let shared = read
            .iter()
            .any(|e| match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) => {
                    if self
                        .sema
                        .resolved(*e)
                        .is_some_and(|sym| self.sym_access.contains_key(&sym))
                    {
                        return true;
                    }
                    match self.f.names.uses.get(e).copied() {
                        Some(v) => match self.lookup(v) {
                            Some(Access::Memory(_)) => true,
                            Some(_) => self.shares.get(&v).is_some_and(|x| *x != Share::Thread),
                            None => false,
                        },
                        None => false,
                    }
                }
                Some(
                    ExprKind::Unary {
                        op: UnaryOp::Deref, ..
                    }
                    | ExprKind::Index { .. }
                    | ExprKind::Call { .. }
                    | ExprKind::Member { arrow: true, .. },
                ) => true,
                _ => false,
            });
        if !shared {
            return None;
        }
        let mut body = Vec::new();
        for b in branches.iter().flatten() {
            walk::exprs_in_stmt(ast, *b, &mut body);
        }
        let stores = body.iter().any(|e| {
            matches!(
                ast.exprs.get(*e).map(|x| &x.kind),
                Some(
                    ExprKind::Assign { .. }
                        | ExprKind::Call { .. }
                        | ExprKind::Unary {
                            op: UnaryOp::PreInc
                                | UnaryOp::PreDec
                                | UnaryOp::PostInc
                                | UnaryOp::PostDec,
                            ..
                        }
                )
            )
        });
        stores.then_some(sync)
    }

    fn cond(&mut self, e: Handle<Expr>) -> Res<String> {
        self.redundant_side_effect(
            e,
            "a condition with side effects in gang-, worker- or vector-single code",
        )?;
        self.expr(e, prec::COMMA)
    }

    /// Whether declaration `d` (with `static`) declares only const objects of arithmetic
    /// elements or of structs of them (`table_elem_depth`), each with an initializer
    /// (constant, as C requires of a static).
    fn static_const_table(&self, d: Handle<oxacc_syntax::ast::Decl>) -> bool {
        let Some(decl) = self.ctx.ast.decls.get(d) else {
            return false;
        };
        let sema = self.sema;
        !decl.declarators.is_empty()
            && decl.declarators.iter().enumerate().all(|(i, id)| {
                let Some(sym) = sema.decl_symbol(d, i) else {
                    return false;
                };
                let mut t = sema.symbol(sym).ty;
                while let Some(e) = sema.array_elem(t) {
                    t = e;
                }
                id.init.is_some()
                    && (table_elem_depth(sema, t, 0) || super::class_const::class_elem(sema, t))
                    && sema.types.quals(t).is_const
            })
    }

    /// An automatic read-only table: a declaration without storage class of const arrays
    /// of arithmetic elements (fixed lengths), every one initialised by constants alone
    /// (`const double t[100000] = {0.5, ...};`). Printed as a static const object too
    /// ([`Self::static_const_decl`]): the values are the same in every thread and every
    /// execution, and the program cannot change them (C11 6.7.3p6), so one copy in the
    /// module's global memory reads as the per-thread copy does. A per-thread array of
    /// that initializer is what NVRTC compiles in quadratic time (a hand-written kernel with
    /// a 10,000-double local table took 3.5 s of CPU in NVRTC 13 against 0.09 s as static
    /// const; 100,000 did not finish in 10 minutes) and what each thread would copy into its
    /// local memory at every iteration.
    ///
    /// A table without `const` (`double t[4096] = {...};`) is one too when the kernel never
    /// stores into it: every use is an element read, `t[k]` (or `t[i][k]`) down to the
    /// elements, none of them assigned, incremented or decremented, nor its address taken;
    /// the table itself never decays to a pointer (an argument, pointer arithmetic, a copy
    /// into a pointer: a store may reach it through that). It then keeps its initial values
    /// in every thread, which the static const object holds (`Self::read_only_table`).
    fn auto_const_table(&self, d: Handle<oxacc_syntax::ast::Decl>) -> bool {
        let Some(decl) = self.ctx.ast.decls.get(d) else {
            return false;
        };
        let sema = self.sema;
        decl.specs.storage.is_empty()
            && !decl.declarators.is_empty()
            && decl.declarators.iter().enumerate().all(|(i, id)| {
                let Some(sym) = sema.decl_symbol(d, i) else {
                    return false;
                };
                let info = sema.symbol(sym);
                if !matches!(info.kind, SymbolKind::Variable) {
                    return false;
                }
                let mut t = info.ty;
                let mut arrays = 0;
                while let TypeKind::Array { elem, len } = sema.types.kind(sema.types.unqual_id(t)) {
                    if !matches!(len, oxacc_sema::types::ArrayLen::Fixed(_)) {
                        return false;
                    }
                    t = *elem;
                    arrays += 1;
                }
                let q = sema.types.quals(t);
                arrays > 0
                    && table_elem(sema, t)
                    && !q.is_volatile
                    && sema.object_align(sym).is_none()
                    && id.init.is_some_and(|i| self.constant_init(i))
                    && (q.is_const || self.read_only_table(info))
            })
    }

    /// The kernel body's expressions, each expression's parent (among them) and the
    /// expressions the body assigns, increments, decrements or takes the address of: what the
    /// use-classifying walks (struct members, read-only tables) look at.
    fn body_links(&self) -> BodyLinks {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let mut parent: HashMap<Handle<Expr>, Handle<Expr>> = HashMap::new();
        let mut changed: HashSet<Handle<Expr>> = HashSet::new();
        for &e in &exprs {
            let Some(x) = ast.exprs.get(e) else { continue };
            for c in walk::expr_children(x) {
                parent.insert(c, e);
            }
            changed.extend(walk::changed_lvalue(x));
        }
        (exprs, parent, changed)
    }

    /// Whether the array variable `info` (declared in the kernel's body) is only read there:
    /// each use is the base of subscripts down to an element (`t[k]`, `t[i][k]`) that no
    /// expression assigns, increments, decrements or takes the address of, and that is
    /// not selected by a `_Generic` (an lvalue that could be assigned), or the operand of
    /// `sizeof` / `_Alignof`. Any other use (the array decaying to a pointer, `&t`) answers
    /// no: a store may reach the table through it, and the per-thread copy is kept.
    fn read_only_table(&self, info: &oxacc_sema::SymbolInfo) -> bool {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let Some(body) = ast.stmts.get(self.body).map(|s| s.span) else {
            return false;
        };
        if !(body.start <= info.span.start && info.span.end <= body.end) {
            return false;
        }
        let Some(v) = self
            .f
            .names
            .vars
            .iter()
            .position(|x| x.span == info.span && x.name == info.name)
        else {
            return false;
        };
        let (exprs, parent, changed) = self.body_links();
        exprs
            .iter()
            .filter(|e| self.f.names.uses.get(e) == Some(&v))
            .all(|&e| {
                let mut cur = e;
                while let Some(&p) = parent.get(&cur) {
                    match ast.exprs.get(p).map(|x| &x.kind) {
                        Some(ExprKind::Index { base, .. })
                            if *base == cur && sema.is_array(sema.expr_type(cur)) =>
                        {
                            cur = p
                        }
                        _ => break,
                    }
                }
                let operand_of = |p: Option<&Handle<Expr>>| {
                    p.and_then(|p| ast.exprs.get(*p))
                        .map(|x| &x.kind)
                        .is_some_and(|k| {
                            matches!(k, ExprKind::SizeofExpr(_) | ExprKind::AlignofExpr(_))
                        })
                };
                // `sizeof t` reads no element and stores nothing (not evaluated, 6.5.3.4p2).
                if sema.is_array(sema.expr_type(cur)) && operand_of(parent.get(&cur)) {
                    return true;
                }
                !sema.is_array(sema.expr_type(cur))
                    && !changed.contains(&cur)
                    && !parent.get(&cur).is_some_and(|p| {
                        matches!(
                            ast.exprs.get(*p).map(|x| &x.kind),
                            Some(ExprKind::Generic { .. })
                        )
                    })
            })
    }

    /// A file-scope read-only table that device code of a function reads with no `declare`
    /// directive for it (MD5's `static const uint32_t K[64] = {...};` read by `md5()`): its
    /// module's own copy, a `static __device__` object of the same type and initializer,
    /// by name (`None` when `e` names no such variable). 2.15.2 asks for `declare
    /// copyin(K)`; nvc compiles such tables into the device code as they are, and so does
    /// oxacc: const objects of arithmetic elements or of structs of them (fixed lengths,
    /// [`table_elem_depth`]) with an initializer of
    /// constants alone hold the same values on every device for the whole run (C11 6.7.3p6:
    /// the program cannot change them), so a copy made at compile time reads as the mapped
    /// one would. Other globals still need the directive (a located warning, host only).
    fn global_const_table(&mut self, e: Handle<Expr>) -> Res<Option<String>> {
        let Some(sym) = self.sema.resolved(e) else {
            return Ok(None);
        };
        let span = self.span_of(e);
        // Tables of pointers to constant data too (`static const char *const names[] =
        // {"ab", "cd"};`): the module's copy holds the device's addresses (`static_copy.rs`).
        self.static_copy(sym, span, 0)
    }

    /// Whether initializer `h` is made of constants alone: literals, enumeration constants,
    /// and operators and casts on them (no object read, no call, no side effect).
    fn constant_init(&self, h: Handle<oxacc_syntax::ast::Initializer>) -> bool {
        let ast = self.ctx.ast;
        let Some(init) = ast.inits.get(h) else {
            return false;
        };
        match &init.kind {
            InitializerKind::List(items) => items.iter().all(|i| self.constant_init(i.init)),
            InitializerKind::Expr(e) => {
                let mut all = Vec::new();
                walk::exprs_in_expr(ast, *e, &mut all);
                all.iter()
                    .all(|x| match ast.exprs.get(*x).map(|x| &x.kind) {
                        Some(
                            ExprKind::IntLit(_)
                            | ExprKind::FloatLit(_)
                            | ExprKind::CharLit(_)
                            | ExprKind::StringLit(_)
                            | ExprKind::Binary { .. }
                            | ExprKind::Conditional { .. }
                            | ExprKind::Cast { .. },
                        ) => true,
                        Some(ExprKind::Unary { op, .. }) => matches!(
                            op,
                            UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not
                        ),
                        // An enumeration constant (an integer constant expression by itself).
                        Some(ExprKind::Ident(_)) => self.sema.eval_int(*x).is_some(),
                        _ => false,
                    })
            }
        }
    }

    fn static_const_decl(&mut self, d: Handle<oxacc_syntax::ast::Decl>) -> Res<()> {
        let Some(decl) = self.ctx.ast.decls.get(d) else {
            return Ok(());
        };
        for (i, id) in decl.declarators.iter().enumerate() {
            let Some(sym) = self.sema.decl_symbol(d, i) else {
                continue;
            };
            let info = self.sema.symbol(sym);
            let (ty, name) = (info.ty, ident(&info.name));
            let text = self
                .types
                .decl(self.sema, ty, &name)
                .map_err(|Unsupported(w)| {
                    unsupported(id.span, format!("'{}' has {w}", info.name))
                })?;
            let Some(init) = id.init else { continue };
            // Elements of the kernel's classes (`long double`, complex) as constants built
            // from their parts (`class_const.rs`): a static must be initialised without code.
            let saved = std::mem::replace(&mut self.class_consts, true);
            let it = self.initializer(init, ty);
            self.class_consts = saved;
            let it = it?;
            // A table without `const` that the kernel only reads (`auto_const_table`) is
            // printed const all the same: a static object must not be written by the threads.
            let konst = if self.sema.types.quals(elem_of(self.sema, ty)).is_const {
                ""
            } else {
                "const "
            };
            self.line(&format!("static {konst}{text} = {it};"));
        }
        Ok(())
    }

    fn decl(&mut self, d: Handle<oxacc_syntax::ast::Decl>, m: Mode) -> Res<()> {
        let ast = self.ctx.ast;
        let Some(decl) = ast.decls.get(d) else {
            return Ok(());
        };
        // `__attribute__((cleanup(f)))` calls `f(&x)` when `x` goes out of scope (GNU C): a
        // guard object's destructor after `x` (`cleanup_guard`).
        let is_cleanup = |a: &&oxacc_syntax::ast::Attribute| {
            matches!(ast.name(a.name), "cleanup" | "__cleanup__")
        };
        let spec_cleanup = decl.specs.attrs.iter().find(is_cleanup);
        let has_cleanup = spec_cleanup.is_some()
            || decl
                .declarators
                .iter()
                .any(|i| i.declarator.attrs.iter().any(|a| is_cleanup(&a)));
        if has_cleanup
            && decl.specs.storage.iter().any(|(sc, _)| {
                !matches!(
                    sc,
                    oxacc_syntax::ast::StorageClass::Auto
                        | oxacc_syntax::ast::StorageClass::Register
                )
            })
        {
            let a = spec_cleanup.or_else(|| {
                decl.declarators
                    .iter()
                    .flat_map(|i| &i.declarator.attrs)
                    .find(is_cleanup)
            });
            return Err(unsupported(
                a.map_or(decl.span, |a| a.span),
                "the 'cleanup' attribute on a declaration that is not of an automatic variable",
            ));
        }
        if self.auto_const_table(d) {
            return self.static_const_decl(d);
        }
        for (sc, sp) in &decl.specs.storage {
            match sc {
                oxacc_syntax::ast::StorageClass::Typedef => return Ok(()),
                // A read-only table (`static const int w[3] = {1, 2, 1};`): the same static
                // const object in device code, which CUDA allows in device functions.
                oxacc_syntax::ast::StorageClass::Static if self.static_const_table(d) => {
                    return self.static_const_decl(d);
                }
                // A table of pointers to constant data (`static const char *const t[] =
                // {"ab", "cd"};`): the module's device copy, whose pointers are the device's.
                oxacc_syntax::ast::StorageClass::Static if self.static_pointer_tables(d)? => {
                    return Ok(());
                }
                oxacc_syntax::ast::StorageClass::Static
                | oxacc_syntax::ast::StorageClass::Extern
                | oxacc_syntax::ast::StorageClass::ThreadLocal => {
                    return Err(unsupported(
                        *sp,
                        "a static or extern declaration in a compute region",
                    ));
                }
                _ => {}
            }
        }
        for (i, id) in decl.declarators.iter().enumerate() {
            let Some(sym) = self.sema.decl_symbol(d, i) else {
                continue;
            };
            let info = self.sema.symbol(sym);
            if !matches!(info.kind, SymbolKind::Variable) {
                continue;
            }
            let name = ident(&info.name);
            let ty = info.ty;
            let cleanup = spec_cleanup.or_else(|| id.declarator.attrs.iter().find(is_cleanup));
            if let Some(a) = cleanup {
                let vla = self.vla_dims_of(ty).is_some();
                let empty = self.sema.size_of(ty).is_none_or(|n| n == 0);
                if vla || empty {
                    return Err(unsupported(
                        a.span,
                        format!("the 'cleanup' attribute of '{}', a variable-length or zero-length object,", info.name),
                    ));
                }
            }
            // GNU C's zero-length array object (`int z[0];`): C++ has none, and no element of
            // it may be accessed (6.5.6p8), so one element of storage gives it the address
            // and decay C gives it; `sizeof` is sema's constant 0.
            if let TypeKind::Array {
                elem,
                len: oxacc_sema::ArrayLen::Fixed(0),
            } = self.sema.types.kind(self.sema.types.unqual_id(ty))
            {
                let text = self
                    .types
                    .decl(self.sema, *elem, &format!("{name}[1]"))
                    .map_err(|Unsupported(w)| {
                        unsupported(id.span, format!("'{}' has {w}", info.name))
                    })?;
                if id.init.is_some() {
                    return Err(unsupported(
                        id.span,
                        format!("the initialized zero-length array '{}'", info.name),
                    ));
                }
                self.line(&format!("{text};"));
                continue;
            }
            if self.sema.is_array(ty) && self.vla_dims_of(ty).is_some() {
                let v = self
                    .f
                    .names
                    .vars
                    .iter()
                    .position(|x| x.span == info.span && x.name == info.name);
                self.local_vla(v, ty, &name, &info.name, id.span)?;
                continue;
            }
            if let Some(v) = self
                .f
                .names
                .vars
                .iter()
                .position(|x| x.span == info.span && x.name == info.name)
            {
                if let Some(level) = self.shares.get(&v).copied() {
                    if let Some(a) =
                        spec_cleanup.or_else(|| id.declarator.attrs.iter().find(is_cleanup))
                    {
                        return Err(unsupported(
                            a.span,
                            format!("the 'cleanup' attribute of '{}', which the threads of a gang or worker share,", info.name),
                        ));
                    }
                    if id.init.is_some_and(|i| self.init_side_effect(i)) {
                        return Err(unsupported(
                            id.span,
                            format!("an initializer with side effects of '{}', which the threads of a gang or worker share", info.name),
                        ));
                    }
                    let name = info.name.clone();
                    let atomic = self.sema.types.quals(ty).is_atomic;
                    if atomic {
                        self.atomic_shared_local(v, ty, &info.name, id.span)?;
                    }
                    // An atomic object is aligned to its size (as gcc aligns `_Atomic` types
                    // of 2 to 16 bytes): the CAS of 8 bytes on a `float _Complex` or a struct
                    // of two ints needs it.
                    let atomic_align = self
                        .sema
                        .size_of(ty)
                        .filter(|n| atomic && matches!(n, 2 | 4 | 8 | 16))
                        .filter(|n| {
                            self.sema
                                .types
                                .align_of(self.sema.types.unqual_id(ty))
                                .is_some_and(|t| t < *n)
                        });
                    let align = self
                        .sema
                        .object_align(sym)
                        .filter(|a| self.sema.types.align_of(ty).is_some_and(|t| *a > t))
                        .max(atomic_align);
                    let st = self.private_storage_aligned(v, &name, None, level, id.span, align)?;
                    for l in &st.setup {
                        self.line(l);
                    }
                    if let (Some(init), Access::Memory(t)) = (id.init, &st.access) {
                        // The one copy the group shares is initialised once, by its leader,
                        // before any thread of the group uses it (every thread evaluates the
                        // initializer: its values are the same in each).
                        let it = self.initializer(init, self.sema.types.unqual_id(ty))?;
                        let tmp = self.fresh("init");
                        let d = self
                            .types
                            .decl_thread_private(self.sema, ty, &tmp)
                            .map_err(|Unsupported(w)| {
                                unsupported(id.span, format!("'{}' has {w}", info.name))
                            })?;
                        let (leader, sync) = group_leader(level);
                        self.line(&format!(
                            "{{ {d} = {it}; if ({leader}) ::memcpy(&({t}), &{tmp}, sizeof({tmp})); }}"
                        ));
                        self.line(sync);
                    }
                    self.access.insert(v, st.access);
                    continue;
                }
            }
            if self.sema.is_pointer(ty) && self.vla_dims_of(ty).is_some() {
                let v = self
                    .f
                    .names
                    .vars
                    .iter()
                    .position(|x| x.span == info.span && x.name == info.name);
                if let Some(v) = v {
                    self.vla_pointer(v, ty, &name, VlaInit::Decl(id.init), id.span)?;
                    continue;
                }
            }
            // Not shared by the threads of a group (that case returned above): the
            // thread's own object.
            let mut text = self
                .types
                .decl_thread_private(self.sema, ty, &name)
                .map_err(|Unsupported(w)| {
                    unsupported(id.span, format!("'{}' has {w}", info.name))
                })?;
            // `_Alignas(32) char c[3];`, `double d __attribute__((aligned(64)));`: the
            // alignment is the declaration's, not the type's, so the declaration carries it
            // (C++ `alignas` may only raise an alignment, as gcc does for objects).
            if let Some(a) = self
                .sema
                .object_align(sym)
                .filter(|a| self.sema.types.align_of(ty).is_some_and(|t| *a > t))
            {
                text = format!("alignas({a}) {text}");
            }
            match id.init {
                // C lets a const object (or a struct with a const member) go without an
                // initializer (its value is then indeterminate); C++ does not ("const variable
                // requires an initializer"): value-initialised, one of its possible values.
                None if has_const(self.sema, ty) => self.line(&format!("{text}{{}};")),
                None => self.line(&format!("{text};")),
                Some(init) => {
                    let it = self.initializer(init, ty)?;
                    let effect = self.init_side_effect(init);
                    let scalar_init = matches!(
                        ast.inits.get(init).map(|i| &i.kind),
                        Some(InitializerKind::Expr(_))
                    );
                    if self.split_inits && !(effect && self.leader(m).is_some()) {
                        self.split_init(&text, &name, ty, &it, id.span)?;
                        if let Some(a) = cleanup {
                            self.cleanup_guard(a, &name, d, m)?;
                        }
                        continue;
                    }
                    let own_var = self
                        .f
                        .names
                        .vars
                        .iter()
                        .position(|x| x.span == info.span && x.name == info.name);
                    match self.leader(m) {
                        // `int h = f(i);` in gang-redundant or worker-single code: the leader
                        // evaluates it once for the group and broadcasts the value.
                        Some(l) if effect && scalar_init && !self.sema.is_array(ty) => {
                            self.line(&format!("{text};"));
                            // The initializer's stores follow the group's pending reads, as
                            // a plain store does (`guarded`).
                            if self.reads_pending_at_stmt {
                                if let Some(sync) = self.group_sync(m) {
                                    self.line(sync);
                                }
                            }
                            self.line(&format!("if ({l}) {{ {name} = {it}; }}"));
                            let own = self
                                .f
                                .names
                                .vars
                                .iter()
                                .position(|x| x.span == info.span && x.name == info.name);
                            if let Some(v) = own {
                                self.broadcast(v, m)?;
                            }
                            // The initializer's other stores to the group's variables are the
                            // leader's alone too (`int ok = solve3(m, b, d);` with `d` a
                            // gang-private array the routine fills): broadcast, as after an
                            // expression statement.
                            if let Some(InitializerKind::Expr(ie)) =
                                ast.inits.get(init).map(|i| &i.kind)
                            {
                                for w in self.leader_written(*ie, m) {
                                    if Some(w) != own {
                                        self.broadcast(w, m)?;
                                    }
                                }
                            }
                        }
                        // `double b[2] = {take(cnt, i) + 1.0, 3.0};`: the leader builds the
                        // object from the list once for the group (a temporary of its type,
                        // copied in) and broadcasts it with the group's variables the list's
                        // expressions changed, as for a scalar above.
                        Some(l)
                            if effect
                                && !has_const(self.sema, ty)
                                && own_var.is_some_and(|v| {
                                    matches!(self.lookup(v), Some(Access::Private(_)))
                                }) =>
                        {
                            self.line(&format!("{text};"));
                            if self.reads_pending_at_stmt {
                                if let Some(sync) = self.group_sync(m) {
                                    self.line(sync);
                                }
                            }
                            self.line(&format!(
                                "if ({l}) {{ decltype({name}) __oxacc_lit = {it}; memcpy((void *)&({name}), (const void *)&__oxacc_lit, sizeof({name})); }}"
                            ));
                            if let Some(v) = own_var {
                                self.broadcast(v, m)?;
                            }
                            let mut leaves = Vec::new();
                            init_exprs(ast, init, &mut leaves);
                            for e in leaves {
                                for w in self.leader_written(e, m) {
                                    if Some(w) != own_var {
                                        self.broadcast(w, m)?;
                                    }
                                }
                            }
                        }
                        Some(_) if effect => {
                            return Err(unsupported(
                                id.span,
                                "an initializer list with side effects in gang-redundant or worker-single code",
                            ));
                        }
                        _ => self.line(&format!("{text} = {it};")),
                    }
                }
            }
            if let Some(a) = cleanup {
                self.cleanup_guard(a, &name, d, m)?;
            }
        }
        Ok(())
    }

    /// `__attribute__((cleanup(f)))` on the thread's own variable `x` (GNU C: `f(&x)` runs
    /// when `x` goes out of scope, by falling off its block, `break`, `continue`, `goto` or
    /// `return`): a guard object declared right after `x`, whose destructor calls `f`'s
    /// device function, C++ destroying it at every exit from the block (and before `x`,
    /// declared earlier). In gang-redundant or worker-single code only the group's leader
    /// calls it, as for any other call there. `f` must be a function of this file or a
    /// routine (2.15.1). C lets a `goto` or `case` label jump into `x`'s scope past its
    /// declaration; C++ forbids it past the guard: a label after the declaration in the same
    /// region or function is refused.
    fn cleanup_guard(
        &mut self,
        a: &oxacc_syntax::ast::Attribute,
        x: &str,
        d: Handle<oxacc_syntax::ast::Decl>,
        m: Mode,
    ) -> Res<()> {
        let ast = self.ctx.ast;
        let refuse = |why: &str| unsupported(a.span, format!("the 'cleanup' attribute {why}"));
        let f = a
            .args
            .as_ref()
            .filter(|g| g.parsed)
            .and_then(|g| match g.exprs.as_slice() {
                [e] => match &ast.exprs.get(*e)?.kind {
                    ExprKind::Ident(id) => Some(ast.name(*id).to_string()),
                    _ => None,
                },
                _ => None,
            })
            .ok_or_else(|| refuse("whose argument is not a function name"))?;
        if !(self.defined_in_file(&f) || routine_named(self.ctx, &f))
            || routine_bind(self.ctx, &f).is_some()
            || self.library_function(&f)
        {
            return Err(refuse(&format!(
                "naming '{f}', which is neither a function of this file nor a routine (or has a `bind` clause),"
            )));
        }
        let end = ast.decls.get(d).map_or(a.span.end, |x| x.span.end);
        let jump_in = ast.stmts.iter().any(|(_, st)| {
            st.span.start >= end
                && st.span.start < self.body_span.end
                && matches!(
                    st.kind,
                    StmtKind::Labeled { .. } | StmtKind::Case { .. } | StmtKind::Default { .. }
                )
        });
        if jump_in {
            return Err(refuse(
                "on a declaration followed by a label in the same region or function (C++ forbids a jump past its destructor)",
            ));
        }
        if !self.calls.contains(&f) {
            self.calls.push(f.clone());
            self.call_spans.insert(f.clone(), a.span);
        }
        let g = self.fresh("cu_");
        let call = format!("{}(p)", device_fn_name(&f));
        let call = match self.leader(m) {
            Some(l) => format!("if ({l}) {call};"),
            None => format!("{call};"),
        };
        self.line(&format!(
            "struct {g}_t {{ decltype(&({x})) p; __device__ ~{g}_t() {{ {call} }} }} {g}{{&({x})}};"
        ));
        Ok(())
    }

    /// A variable-length array declared in the region or a routine (`double t[n];`, `int
    /// m[n][4]`), which C++ cannot declare: flattened as the captured ones are, a pointer to
    /// its scalar elements held by a `__oxacc_vla` (the prelude's: inline when small, else
    /// the device heap, freed when the block is left), each length evaluated once here, in
    /// order, as C evaluates them when the declaration is reached (6.7.6.2p5, 6.8p3). A copy
    /// the threads of a gang or worker share (a deeper partitioned loop writes it) is not
    /// supported: its storage would need the group's allocation and barriers.
    fn local_vla(
        &mut self,
        v: Option<VarId>,
        ty: TypeId,
        name: &str,
        shown: &str,
        at: Span,
    ) -> Res<()> {
        let sema = self.sema;
        let Some(v) = v else {
            return Err(unsupported(
                at,
                format!("the variable-length array '{shown}'"),
            ));
        };
        if self.shares.contains_key(&v) {
            return Err(unsupported(
                at,
                format!("the variable-length array '{shown}', which the threads of a gang or worker share,"),
            ));
        }
        let et = self
            .types
            .name(sema, self.vla_elem(ty))
            .map_err(|Unsupported(w)| unsupported(at, format!("'{shown}' has {w}")))?;
        let dims = self.vla_dims(
            ty,
            name,
            at,
            &format!("the array '{shown}' of unspecified length"),
        )?;
        // A length that is not positive is undefined (6.7.6.2p5): no elements.
        let count = dims
            .iter()
            .map(|d| format!("(unsigned long long)({d} > 0 ? {d} : 0)"))
            .collect::<Vec<_>>()
            .join(" * ");
        let buf = self.fresh(&format!("vb_{name}_"));
        self.line(&format!("__oxacc_vla<{et}> {buf}({count});"));
        self.line(&format!("{et} *{name} = {buf}.p;"));
        self.set_vla(v, dims);
        Ok(())
    }

    /// The lengths of the array type `t`'s dimensions as C text, outermost first (at most 16):
    /// a fixed one as a literal, a variable one evaluated once into a local here (C11
    /// 6.7.6.2p5: when the declaration is reached); `unspecified` is the error for `[]`.
    fn vla_dims(
        &mut self,
        mut t: TypeId,
        name: &str,
        at: Span,
        unspecified: &str,
    ) -> Res<Vec<String>> {
        let sema = self.sema;
        let mut dims = Vec::new();
        for k in 0..16 {
            let TypeKind::Array { elem, len } = sema.types.kind(t) else {
                break;
            };
            dims.push(match len {
                oxacc_sema::ArrayLen::Fixed(n) => format!("{n}LL"),
                oxacc_sema::ArrayLen::Vla(e) => {
                    let d = self.fresh(&format!("vla_{name}_{k}_"));
                    let len = self.expr(*e, prec::ASSIGN)?;
                    self.line(&format!("const long long {d} = (long long)({len});"));
                    d
                }
                _ => return Err(unsupported(at, unspecified.to_string())),
            });
            t = *elem;
        }
        Ok(dims)
    }

    /// A pointer to a variable-length array declared in the region (`double (*u)[n] =
    /// (double (*)[n])p;`) or a routine's parameter of that type: flattened as the captured
    /// ones are, a pointer to the scalar elements whose indexing uses the row lengths, each
    /// evaluated once here (C11 6.7.6.2p5: the size is evaluated when the declaration is
    /// reached). A declaration's initializer may be a cast to its own type (the operand is
    /// used) or another such pointer.
    fn vla_pointer(
        &mut self,
        v: VarId,
        ty: TypeId,
        name: &str,
        init: VlaInit,
        at: Span,
    ) -> Res<()> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let elem = self.vla_elem(ty);
        let et = self
            .types
            .name(sema, elem)
            .map_err(|Unsupported(w)| unsupported(at, w))?;
        let dims = self.vla_dims(
            sema.pointee(ty).unwrap_or(ty),
            name,
            at,
            "a pointer to an array of unspecified length in a compute region",
        )?;
        let init = match init {
            VlaInit::Value(text) => {
                self.line(&format!("{et} *{name} = ({et} *)({text});"));
                self.set_vla(v, dims);
                return Ok(());
            }
            VlaInit::Decl(i) => i,
        };
        let value = match init.and_then(|i| ast.inits.get(i)).map(|i| &i.kind) {
            None => None,
            Some(InitializerKind::Expr(e)) => {
                let src = match ast.exprs.get(*e).map(|x| &x.kind) {
                    Some(ExprKind::Cast { expr, .. })
                        if self.vla_dims_of(sema.expr_type(*e)).is_some() =>
                    {
                        *expr
                    }
                    _ => *e,
                };
                Some(self.expr(src, prec::UNARY)?)
            }
            Some(InitializerKind::List(_)) => {
                return Err(unsupported(at, "a braced initializer of a pointer"))
            }
        };
        match value {
            Some(val) => self.line(&format!("{et} *{name} = ({et} *)({val});")),
            None => self.line(&format!("{et} *{name};")),
        }
        self.set_vla(v, dims);
        Ok(())
    }

    /// `T name = init;` that a jump may cross (C allows it, C++ does not): the declaration
    /// without initializer, then the value, a scalar assigned, an aggregate copied from a
    /// temporary in its own block (which no jump enters). A const object cannot be declared
    /// without initializer in C++: not supported.
    fn split_init(&mut self, text: &str, name: &str, ty: TypeId, init: &str, at: Span) -> Res<()> {
        let sema = self.sema;
        if has_const(sema, ty) {
            return Err(unsupported(
                at,
                "a jump (goto or case label) past the initialized declaration of a const object",
            ));
        }
        self.line(&format!("{text};"));
        if sema.is_scalar(ty) {
            self.line(&format!("{name} = {init};"));
        } else {
            let tmp = self.fresh("init");
            let d = self
                .types
                .decl_thread_private(sema, ty, &tmp)
                .map_err(|Unsupported(w)| unsupported(at, w))?;
            self.line(&format!(
                "{{ {d} = {init}; ::memcpy((void *)&{name}, (const void *)&{tmp}, sizeof({tmp})); }}"
            ));
        }
        Ok(())
    }

    fn initializer(
        &mut self,
        h: Handle<oxacc_syntax::ast::Initializer>,
        ty: TypeId,
    ) -> Res<String> {
        let ast = self.ctx.ast;
        let Some(init) = ast.inits.get(h) else {
            return Ok("0".into());
        };
        match &init.kind {
            InitializerKind::Expr(e)
                if self.class_consts && super::class_const::class_elem(self.sema, ty) =>
            {
                super::class_const::element(ast, self.sema, *e, ty).ok_or_else(|| {
                    unsupported(
                        self.span_of(*e),
                        "this element of a static const table of long double or complex \
                         values (only literals, integer constants and +, -, *, / and casts \
                         on them, no product or quotient of two complex values, are \
                         evaluated for device code)",
                    )
                })
            }
            InitializerKind::Expr(e) => match self.exact_string_init(*e, ty)? {
                Some(list) => Ok(list),
                None => self.converted(*e, ty),
            },
            InitializerKind::List(items) if items.len() == 1 && items[0].designators.is_empty() => {
                // `char s[3] = {"abc"};` (C 6.7.9p14: the braces may enclose the literal).
                let lit = match ast.inits.get(items[0].init).map(|i| &i.kind) {
                    Some(InitializerKind::Expr(e)) => self.exact_string_init(*e, ty)?,
                    _ => None,
                };
                match lit {
                    Some(list) => Ok(list),
                    None => self.init_list(items, ty),
                }
            }
            InitializerKind::List(items) => self.init_list(items, ty),
        }
    }

    /// A character array initialised by a string literal with no room for its NUL
    /// (`char abc[3] = "abc";`): valid C (6.7.9p14: the NUL is dropped), ill-formed C++; and
    /// any array initialised by a prefixed literal (`int w[3] = L"ab";`: in C `wchar_t` is
    /// `int`, in C++ a distinct type, and `u8` literals are `char8_t` in C++20). Printed as
    /// the list of its code units, each cast to the element type so that no brace-list
    /// narrowing rule applies (C++ fills the rest with zeros). `None` for a plain literal
    /// that fits (printed as is).
    fn exact_string_init(&mut self, e: Handle<Expr>, ty: TypeId) -> Res<Option<String>> {
        let sema = self.sema;
        let Some(ExprKind::StringLit(s)) = self.ctx.ast.exprs.get(e).map(|x| &x.kind) else {
            return Ok(None);
        };
        let (elem, n) = match sema.types.kind(sema.types.unqual_id(ty)) {
            TypeKind::Array {
                elem,
                len: oxacc_sema::types::ArrayLen::Fixed(n),
            } => (*elem, *n),
            _ => return Ok(None),
        };
        let narrow = matches!(s.encoding, oxacc_syntax::Encoding::Plain);
        if narrow && (s.value.len() as u64) < n {
            return Ok(None);
        }
        let et = self
            .types
            .name(sema, elem)
            .map_err(|Unsupported(w)| unsupported(self.span_of(e), w))?;
        let units: Vec<String> = s
            .value
            .iter()
            .take(usize::try_from(n).unwrap_or(usize::MAX))
            .map(|u| format!("({et}){u}u"))
            .collect();
        Ok(Some(format!("{{ {} }}", units.join(", "))))
    }

    fn init_list(&mut self, items: &[oxacc_syntax::ast::InitItem], ty: TypeId) -> Res<String> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut parts = Vec::new();
        // Positional initializers: the element / member types in order.
        let elems: Vec<TypeId> = match sema.types.kind(ty) {
            TypeKind::Array { elem, .. } => vec![*elem; items.len()],
            TypeKind::Record(_) => super::designated::positional_fields(sema, ty)
                .map(|f| f.ty)
                .collect(),
            _ => vec![ty],
        };
        if items.iter().any(|it| !it.designators.is_empty()) {
            let l = match super::designated::layout(sema, ast, items, ty) {
                Ok(l) => l,
                Err((sp, what)) => {
                    return match self.assigned_init(items, ty)? {
                        Some(text) => Ok(text),
                        None => Err(unsupported(sp, what)),
                    }
                }
            };
            return self.designated(&l);
        }
        let aggregate = matches!(
            sema.types.kind(sema.types.unqual_id(ty)),
            TypeKind::Array { .. } | TypeKind::Record(_)
        );
        if aggregate
            && items
                .iter()
                .enumerate()
                .any(|(k, it)| self.elided_at(it, super::designated::elem_type(sema, ty, k)))
        {
            let mut pos = 0;
            let text = self.elided(items, &mut pos, ty)?;
            if let Some(extra) = items.get(pos) {
                return Err(unsupported(
                    extra.span,
                    "this initializer in a compute region",
                ));
            }
            return Ok(text);
        }
        for (k, it) in items.iter().enumerate() {
            let Some(et) = elems.get(k).copied() else {
                return Err(unsupported(it.span, "this initializer in a compute region"));
            };
            if self.omitted_member(ty, et) {
                continue;
            }
            parts.push(self.list_item(it.init, et)?);
        }
        Ok(format!("{{ {} }}", parts.join(", ")))
    }

    /// A struct or union initializer list whose every item is designated down to a scalar
    /// (`{ .x = 1, .v.y = 2, .a[3] = 4 }`), as a value-initialised object whose designated
    /// parts are assigned in order (C11 6.7.9p19: a later item overrides an earlier one), in
    /// a lambda called in place. This is the form of the lists `designated::layout` has no
    /// positional C++ form for: a designator of a member of an anonymous struct or union
    /// (`.x` of `struct v { union { struct { float x, y; }; float e[2]; }; }`), which C++
    /// names directly (`t.x`). `None` for any other list (positional items, ranges, braced
    /// or array parts).
    fn assigned_init(
        &mut self,
        items: &[oxacc_syntax::ast::InitItem],
        ty: TypeId,
    ) -> Res<Option<String>> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let ty = sema.types.unqual_id(ty);
        // A const member cannot be assigned after the object is made.
        if !sema.is_record(ty) || has_const(sema, ty) {
            return Ok(None);
        }
        let mut stmts = String::new();
        for it in items {
            if it.designators.is_empty() {
                return Ok(None);
            }
            let mut path = String::new();
            let mut cur = ty;
            for d in &it.designators {
                match &d.kind {
                    oxacc_syntax::ast::DesignatorKind::Field(id) => {
                        let name = ast.name(*id);
                        let Some(t) = member_type(sema, cur, name, 0) else {
                            return Ok(None);
                        };
                        let _ = write!(path, ".{}", ident(name));
                        cur = t;
                    }
                    oxacc_syntax::ast::DesignatorKind::Index(e) => {
                        let (Some(k), Some(t)) = (sema.eval_int(*e), sema.array_elem(cur)) else {
                            return Ok(None);
                        };
                        let _ = write!(path, "[{k}]");
                        cur = t;
                    }
                    oxacc_syntax::ast::DesignatorKind::Range(..) => return Ok(None),
                }
                cur = sema.types.unqual_id(cur);
            }
            let scalar_expr = matches!(
                ast.inits.get(it.init).map(|i| &i.kind),
                Some(InitializerKind::Expr(_))
            );
            if !scalar_expr || sema.is_array(cur) {
                // A braced list for an aggregate part, or a string for a character array
                // (`.arr = {5, 6}`, `.name = "ab"`): the part as a whole (6.7.9p19: what it
                // leaves out is zero), made in a temporary and copied in (C++ cannot assign
                // an array).
                if !(sema.is_array(cur) || sema.is_record(cur)) || has_const(sema, cur) {
                    return Ok(None);
                }
                let value = self.list_item(it.init, cur)?;
                let tmp = self
                    .types
                    .decl(sema, cur, "__oxacc_dp")
                    .map_err(|Unsupported(w)| unsupported(it.span, w))?;
                let _ = write!(
                    stmts,
                    " {{ {tmp} = {value}; ::memcpy((void *)&__oxacc_di{path}, (const void *)&__oxacc_dp, sizeof(__oxacc_dp)); }}"
                );
                continue;
            }
            let value = self.list_item(it.init, cur)?;
            let _ = write!(stmts, " __oxacc_di{path} = {value};");
        }
        let decl = self
            .types
            .decl(sema, ty, "__oxacc_di")
            .map_err(|Unsupported(w)| {
                unsupported(items.first().map(|i| i.span).unwrap_or_default(), w)
            })?;
        Ok(Some(format!(
            "[&]() {{ {decl}{{}};{stmts} return __oxacc_di; }}()"
        )))
    }

    /// Whether the braces of a subaggregate are elided at positional item `it` whose part
    /// has type `part` (C11 6.7.9p20): the part is an aggregate and the item is an expression
    /// that does not initialise it as a whole (a struct value of its type, a string literal
    /// for a character array). `None` part: more items than parts, so braces were elided
    /// earlier.
    fn elided_at(&self, it: &oxacc_syntax::ast::InitItem, part: Option<TypeId>) -> bool {
        let Some(part) = part else { return true };
        let sema = self.sema;
        let part = sema.types.unqual_id(part);
        let aggregate = matches!(
            sema.types.kind(part),
            TypeKind::Array { .. } | TypeKind::Record(_)
        );
        let Some(InitializerKind::Expr(e)) = self.ctx.ast.inits.get(it.init).map(|i| &i.kind)
        else {
            return false;
        };
        if !aggregate {
            return false;
        }
        let whole = match sema.types.kind(part) {
            TypeKind::Record(_) => sema.types.unqual_id(sema.value_type(*e)) == part,
            _ => matches!(
                self.ctx.ast.exprs.get(*e).map(|x| &x.kind),
                Some(ExprKind::StringLit(_))
            ),
        };
        !whole
    }

    /// A braced initializer for an aggregate of type `ty` from positional items starting at
    /// `*pos`, with C's brace elision (6.7.9p20: a subaggregate whose item is not a braced
    /// list takes as many items as it has parts), printed with every brace: each scalar item
    /// then has its own part's type (`list_item`'s casts keep C++ list-initialization from
    /// rejecting a narrowing conversion). Advances `*pos` past the items used.
    fn elided(
        &mut self,
        items: &[oxacc_syntax::ast::InitItem],
        pos: &mut usize,
        ty: TypeId,
    ) -> Res<String> {
        let sema = self.sema;
        let ty = sema.types.unqual_id(ty);
        let n = match sema.types.kind(ty) {
            TypeKind::Array {
                len: oxacc_sema::ArrayLen::Fixed(n),
                ..
            } => usize::try_from(*n).unwrap_or(usize::MAX),
            TypeKind::Record(r)
                if sema.types.record(*r).kind == oxacc_syntax::ast::RecordKind::Union =>
            {
                1
            }
            TypeKind::Record(_) => super::designated::positional_fields(sema, ty).count(),
            _ => {
                let span = items.get(*pos).map(|i| i.span).unwrap_or_default();
                return Err(unsupported(span, "this initializer in a compute region"));
            }
        };
        let mut parts = Vec::new();
        for k in 0..n {
            let Some(it) = items.get(*pos) else { break };
            let Some(et) = super::designated::elem_type(sema, ty, k) else {
                break;
            };
            if self.omitted_member(ty, et) {
                // gcc gives a zero-length array member its item (`{}`, or an excess
                // scalar it drops) and goes on with the next member.
                *pos += 1;
                continue;
            }
            if self.elided_at(it, Some(et)) {
                parts.push(self.elided(items, pos, et)?);
            } else {
                parts.push(self.list_item(it.init, et)?);
                *pos += 1;
            }
        }
        Ok(format!("{{ {} }}", parts.join(", ")))
    }

    /// One item of a braced initializer list for a part of type `ty`. C converts a scalar
    /// item as by assignment (C11 6.7.9p11), `unsigned u[1] = { -1 }`, `int a[1] = { 2.5 }`,
    /// `char c[1] = { 300 }` included; in C++ list-initialization a narrowing conversion of a
    /// constant is ill-formed (g++, the simulator's compiler, rejects it), so an arithmetic
    /// item of another type than its integer or real floating target is cast to it.
    fn list_item(&mut self, h: Handle<oxacc_syntax::ast::Initializer>, ty: TypeId) -> Res<String> {
        let text = self.initializer(h, ty)?;
        let sema = self.sema;
        let Some(InitializerKind::Expr(e)) = self.ctx.ast.inits.get(h).map(|i| &i.kind) else {
            return Ok(text);
        };
        let tgt = sema.types.unqual_id(ty);
        let src = sema.types.unqual_id(sema.value_type(*e));
        // long double and _Float128 are classes on the device (`__oxacc_ld`), converted by
        // their constructors; complex values are classes too.
        let scalar = |t: TypeId| {
            sema.types.is_integer(t)
                || matches!(sema.types.kind(t), TypeKind::Float | TypeKind::Double)
        };
        if src == tgt || !scalar(tgt) || !sema.is_arithmetic(src) {
            return Ok(text);
        }
        let t = self
            .types
            .name(sema, tgt)
            .map_err(|Unsupported(w)| unsupported(self.span_of(*e), w))?;
        Ok(format!("({t})({text})"))
    }

    /// An initializer list with designators, in C++'s positional form: `{}` (zero) where
    /// the list leaves a position out (`designated.rs`).
    fn designated(&mut self, l: &super::designated::Layout) -> Res<String> {
        let end = l.slots.keys().next_back().map_or(0, |k| k + 1);
        let sema = self.sema;
        let union_member = match sema.types.kind(l.ty) {
            TypeKind::Record(r)
                if sema.types.record(*r).kind == oxacc_syntax::ast::RecordKind::Union
                    && end > 1 =>
            {
                // A designator names a named member, so the slot's member has a name.
                super::designated::positional_fields(sema, l.ty)
                    .nth(end - 1)
                    .map(|f| (f.name.clone().unwrap_or_default(), f.ty))
            }
            _ => None,
        };
        if let Some((name, mty)) = union_member {
            // A static table's element (`static const union u t[] = {{.f = 1.5f}};`): a
            // static object needs a constant initializer, which the lambda below is not,
            // and C++17 has no designator to set another member than the first.
            if self.class_consts {
                return Err(unsupported(
                    l.span,
                    format!(
                        "an initializer of the union member '{name}', not the first, in a static table (only the first member of a union can be set in the device copy's constant initializer)"
                    ),
                ));
            }
            if self.omitted_member(l.ty, mty) {
                return Err(unsupported(
                    l.span,
                    "a zero-length array member of a union initialised",
                ));
            }
            // `union U u = { .i = 1 };` with `i` not the first member (the type-punning
            // idiom): C++ aggregate initialisation sets the first member only, and C++20's
            // designators are not NVRTC's dialect, so the union is value-initialised and the
            // member assigned, in a lambda called in place (as compound literals are; an
            // array member, which C++ cannot assign, is refused by `designated::place`).
            let item = match l.slots.get(&(end - 1)) {
                Some(super::designated::Slot::Init(h)) => self.list_item(*h, mty)?,
                Some(super::designated::Slot::Agg(sub)) => self.designated(sub)?,
                None => "{}".to_string(),
            };
            let t = self
                .types
                .name(sema, l.ty)
                .map_err(|Unsupported(w)| unsupported(l.span, w))?;
            let u = self.fresh("un");
            let m = super::types::ident(&name);
            return Ok(format!(
                "[&]() {{ {t} {u}{{}}; {u}.{m} = {item}; return {u}; }}()"
            ));
        }
        let mut parts = Vec::with_capacity(end);
        for k in 0..end {
            let et = super::designated::elem_type(self.sema, l.ty, k);
            if et.is_some_and(|et| self.omitted_member(l.ty, et)) {
                continue;
            }
            parts.push(match (l.slots.get(&k), et) {
                (Some(super::designated::Slot::Init(h)), Some(et)) => self.list_item(*h, et)?,
                (Some(super::designated::Slot::Agg(sub)), _) => self.designated(sub)?,
                (_, Some(et)) if self.class_consts => self.class_zero(et),
                _ => "{}".to_string(),
            });
        }
        Ok(format!("{{ {} }}", parts.join(", ")))
    }

    /// A position that a static const table's designated initializer leaves out, when the
    /// table's elements are the kernel's classes: NVRTC takes an explicit `{}` there for
    /// a dynamic initialization (the classes' defaulted constructors are not `constexpr`),
    /// so the zero element is written out (the first one of a sub-array; C++ value-
    /// initialises the elements after the last one a list gives, as C zeroes them).
    fn class_zero(&self, et: TypeId) -> String {
        let sema = self.sema;
        match sema.types.kind(sema.types.unqual_id(et)) {
            TypeKind::Array { elem, .. } => format!("{{ {} }}", self.class_zero(*elem)),
            _ => super::class_const::zero(sema, et).unwrap_or_else(|| "{}".to_string()),
        }
    }

    /// Whether a member of type `member` of aggregate `ty` is left out of the CUDA record
    /// (`types::record_body`): a zero-length array (GNU C, `char d[0]`), so a positional
    /// initializer has no part for it.
    fn omitted_member(&self, ty: TypeId, member: TypeId) -> bool {
        let sema = self.sema;
        matches!(
            sema.types.kind(sema.types.unqual_id(ty)),
            TypeKind::Record(_)
        ) && matches!(
            sema.types.kind(sema.types.unqual_id(member)),
            TypeKind::Array { .. }
        ) && sema.size_of(member) == Some(0)
    }

    fn init_side_effect(&self, h: Handle<oxacc_syntax::ast::Initializer>) -> bool {
        let Some(init) = self.ctx.ast.inits.get(h) else {
            return false;
        };
        match &init.kind {
            InitializerKind::Expr(e) => self.side_effect(*e),
            InitializerKind::List(items) => items.iter().any(|i| self.init_side_effect(i.init)),
        }
    }

    // ---- loops -----------------------------------------------------------------------

    fn site_loop(&mut self, si: usize, m: Mode) -> Res<()> {
        let ast = self.ctx.ast;
        let site = self.sites[si].clone();
        let lv = self.levels.get(si).copied().unwrap_or_default();
        // A `loop seq` with nothing to set up (one loop declaring its variable, no private
        // or reduction): the register form of an element sum (accum.rs) when it applies.
        let plain_seq = !lv.any()
            && site.shape.loops.len() == 1
            && site.reductions.is_empty()
            && site.tile.is_none()
            && self
                .rc
                .and_then(|rc| rc.loop_privates.get(si))
                .is_none_or(|p| p.is_empty())
            && matches!(
                ast.stmts.get(site.for_stmt).map(|x| &x.kind),
                Some(StmtKind::For {
                    init: ForInit::Decl(_),
                    ..
                })
            );
        if plain_seq && self.register_accumulators(site.for_stmt, m)? {
            return Ok(());
        }
        // The associated loops.
        // The loops partitioned together; the other associated loops (an inner `auto` loop
        // the analysis keeps sequential) are ordinary loops of the body.
        let depth = if lv.any() { site.depth.max(1) } else { 1 };
        // collapse(force:n): the intervening code runs before / after the innermost body of
        // every iteration ("may be executed multiple times as needed", 2.9.1).
        let between: Vec<oxacc_acc::nest::Between> = site
            .shape
            .between
            .iter()
            .take(depth.saturating_sub(1))
            .cloned()
            .collect();
        let mut nest = Vec::new();
        // A sequential loop not in canonical form (`for (len = 1; len <= n; len <<= 1)` of a
        // radix-2 FFT under `loop seq`): valid, since 2.9 asks the canonical form only of
        // loops without seq; it is printed as the `for` statement it is, inside the set-up
        // of its private copies and reductions.
        let mut as_written = false;
        for (i, &l) in site.shape.loops.iter().take(depth).enumerate() {
            let Some(c) = loops::canonical_in(ast, Some(self.sema), l) else {
                if !lv.any() && depth == 1 {
                    as_written = true;
                    break;
                }
                let sp = ast.stmts.get(l).map(|x| x.span).unwrap_or(site.scope);
                return Err(unsupported(
                    sp,
                    format!(
                        "loop {} of this nest, which is not in canonical form,",
                        i + 1
                    ),
                ));
            };
            nest.push(c);
        }
        if nest.is_empty() && !as_written {
            return Err(unsupported(site.scope, "this loop"));
        }
        let last = nest.last().cloned();
        self.line("{");
        self.indent += 1;
        // A loop partitioned over no level (`seq`, or one the analysis keeps sequential) runs
        // as the C `for` the user wrote: its body may change the variable or the bound
        // (2.9: the canonical-form restrictions are for loops without seq), so no trip
        // count is fixed up front.
        let seq_plain = !lv.any() && nest.len() <= 1;
        // Bounds and trip counts, evaluated once by every thread of the group (uniform).
        let mut texts = Vec::new();
        for l in &nest {
            let typing = self.device_loop_typing(l);
            texts.push(LoopTexts::try_of(l, None, typing, |e| {
                self.expr(e, prec::ASSIGN)
            })?);
        }
        for (i, t) in texts.iter().enumerate().filter(|_| !seq_plain) {
            // Constant bounds give constant trip counts: the index arithmetic (divisions of
            // collapsed nests) then uses compile-time constants.
            match const_trip(self.sema, &nest[i], &t.typing) {
                Some((lb, st, n)) => self.line(&format!(
                    "const long long __lb{i} = {lb}LL; const long long __st{i} = {st}LL; const long long __n{i} = {n}LL;"
                )),
                None => self.line(&loops::trip_count(t, i)),
            }
        }
        let total = (0..texts.len())
            .map(|i| format!("__n{i}"))
            .collect::<Vec<_>>()
            .join(" * ");
        if !seq_plain {
            self.line(&format!("const long long __tot = {total};"));
        }
        // Reductions of this loop: private accumulators, and gang copies in shared memory.
        let mut reds: Vec<(ReductionOp, VarId, RedPlan)> = Vec::new();
        let mut shared_loop_reds: Vec<(ReductionOp, VarId, RedPlan)> = Vec::new();
        // Parts of one variable (`reduction(+:c[1], c[3])`) share one plan over a section
        // covering them (`capture::merged_reduction`): the later parts are dropped here.
        let group: Vec<(ReductionOp, &oxacc_acc::ast::DataVar)> =
            site.reductions.iter().map(|(op, v)| (*op, v)).collect();
        let mut red_list: Vec<RedItem> = Vec::new();
        for (op, v) in &site.reductions {
            if red_list.iter().any(|(_, n, _, _)| n == v.name()) {
                continue;
            }
            let merged = crate::compute::capture::merged_reduction(self.sema, *op, v, &group);
            // Parts with run-time bounds of a fixed-size array are reduced whole (no section
            // after the merge): the plan of the whole variable.
            let dv = if merged.section.is_none() && !v.subscripts.is_empty() {
                None
            } else {
                Some(v.clone())
            };
            let range = merged
                .section
                .and_then(|sec| crate::compute::capture::const_range(self.sema, &sec));
            red_list.push((*op, v.name().to_string(), dv, range));
        }
        if self
            .region
            .is_some_and(|r| r.top_loop && site.for_stmt == r.body)
        {
            for (n, op) in self.implied.clone() {
                if !red_list.iter().any(|(_, x, _, _)| *x == n) {
                    red_list.push((op, n, None, None));
                }
            }
        }
        // A region reduction variable updated in a loop partitioned over workers or vector
        // lanes is reduced over them too (otherwise the lanes' updates of their copies of the
        // gang's value would be lost), as NVIDIA's compiler does.
        if lv.worker || lv.vector {
            for c in self.caps {
                let Attr::Reduction(r) = &c.attr else {
                    continue;
                };
                if red_list.iter().any(|(_, n, _, _)| *n == c.name)
                    || !self.writes_in(c.var, site.scope)
                {
                    continue;
                }
                // A loop that privatizes the variable (this one or one around it, 2.9.10)
                // writes its own copies, not the gang's reduction value: their values are
                // discarded, never combined.
                let privatized = self.sites.iter().any(|o| {
                    o.scope.start <= site.scope.start
                        && site.scope.end <= o.scope.end
                        && o.privates
                            .iter()
                            .any(|p| !p.is_member && p.name() == c.name)
                });
                if privatized {
                    continue;
                }
                let range = r
                    .section
                    .as_ref()
                    .and_then(|sec| crate::compute::capture::const_range(self.sema, sec));
                red_list.push((r.op, c.name.clone(), self.reduction_datavar(&c.name), range));
            }
        }
        for (op, name, dv, range) in red_list {
            let Some(var) = self.var_by_name_in(&name, site.scope) else {
                continue;
            };
            if self.shared_reds.contains(&var) {
                // The gang's shared copy, updated atomically: no copy per thread.
                continue;
            }
            let at = dv.as_ref().map(|d| d.span).unwrap_or(site.scope);
            let plan = self.red_plan(op, var, &name, dv.as_ref(), range, at, site.scope)?;
            // A loop partitioned over the gangs and every level of the block, reached by all
            // the block's threads (gang-redundant code), reducing a small array that lives in
            // device memory (a data clause, a file-scope variable): one copy per gang in
            // shared memory, as for a construct's reduction (`shared_reduction`).
            let block_wide = lv.gang
                && (!self.bx_dyn || lv.vector)
                && (!self.by_dyn || lv.worker)
                && !m.worker
                && !m.vector;
            // Or a section through a pointer whose value every thread of the block shares (a
            // captured pointer, not a copy per thread of a private section, nor a pointer a
            // loop around privatizes).
            let uniform_pointer = plan.via_pointer
                && self.caps.iter().any(|c| {
                    c.var == var
                        && (c.attr == Attr::Shared
                            || (c.attr == Attr::Firstprivate && c.section.is_none()))
                })
                && !self.sites.iter().any(|o| {
                    o.scope.start <= site.scope.start
                        && site.scope.end <= o.scope.end
                        && o.privates.iter().any(|p| p.name() == name)
                });
            // The variable itself must be device memory: a data clause's (`Attr::Shared`) or a
            // file-scope variable used directly; a construct reduction's per-thread copy (also
            // reached as `Access::Acc`) is not.
            let captured = self.caps.iter().find(|c| c.var == var);
            let device_memory = match captured {
                Some(c) => c.attr == Attr::Shared && c.section.is_none(),
                None => self.f.names.var(var).is_some_and(|x| x.is_global),
            };
            let in_memory = match self.lookup(var) {
                Some(Access::Acc(_) | Access::Memory(_)) => device_memory,
                Some(Access::Private(_)) => uniform_pointer,
                None => false,
            };
            let shared = if block_wide
                && in_memory
                && dv.is_some()
                && !plan.rebase.as_ref().is_some_and(|r| r.slack)
            {
                self.shared_reduction_in(op, var, &name, &plan, site.for_stmt, Some(site.scope))
            } else {
                None
            };
            if let Some((updates, bytes)) = shared {
                self.shared_private += bytes;
                let tid = "threadIdx.y * blockDim.x + threadIdx.x";
                let nthr = "blockDim.x * blockDim.y";
                self.line(&format!("__shared__ {};", plan.decl));
                self.line(&format!(
                    "for (int __e = {tid}; __e < {}; __e += {nthr}) {}[__e] = {};",
                    plan.total,
                    plan.flat,
                    identity(op, &plan.elem_t)
                ));
                self.line("__syncthreads();");
                self.shared_updates.extend(updates);
                shared_loop_reds.push((op, var, plan));
                continue;
            }
            self.line(&format!("{};", plan.decl));
            self.line(&plan.init);
            reds.push((op, var, plan));
        }
        // Which threads run this loop: a vector loop outside any worker loop, in a block with
        // workers, runs on worker 0 only (worker-single mode, 2.2.3).
        // Private copies shared by the loop's threads, or on the heap: set up once, before the
        // loop, by every thread that runs it (the group's leader allocates).
        let mut after_loop: Vec<String> = Vec::new();
        let mut pre_overrides: Vec<(VarId, Access)> = Vec::new();
        if let Some(items) = self.rc.and_then(|rc| rc.loop_privates.get(si)).cloned() {
            for (k, p) in items.iter().enumerate() {
                if let Some(mr) = &p.member {
                    // A private member (`loop private(s.x)`): a copy per thread, set up once
                    // (nothing when the loop does not use it).
                    if !mr.uses.is_empty() {
                        let local = format!("__oxacc_lpm{si}_{k}");
                        let (setup, cleanup) = self.member_storage(p, &local, None, site.scope)?;
                        for l in &setup {
                            self.line(l);
                        }
                        for u in &mr.uses {
                            self.expr_overrides.insert(*u, local.clone());
                        }
                        after_loop.extend(cleanup);
                    }
                    continue;
                }
                if p.firstprivate {
                    continue;
                }
                let level = self.shares.get(&p.var).copied().unwrap_or(Share::Thread);
                // A length known only at run time (of the section, or of the rows of a
                // variably modified pointer): one heap block per thread, before the loop.
                let heap = self.vla.contains_key(&p.var)
                    || p.section.as_ref().is_some_and(|sec| match sec.length {
                        SectionLen::Expr(e) => self.sema.eval_int(e).is_none(),
                        _ => false,
                    });
                if level == Share::Thread && !heap {
                    continue;
                }
                // Gang-redundant code (outside worker and vector loops) runs on every thread
                // of the block alike, so the set-up may hold block barriers.
                self.uniform_setup =
                    !m.worker && !m.vector && !self.in_function && self.orphan_depth == 0;
                let st =
                    self.private_storage(p.var, &p.name, p.section.as_ref(), level, site.scope);
                self.uniform_setup = false;
                let st = st?;
                for l in &st.setup {
                    self.line(l);
                }
                pre_overrides.push((p.var, st.access));
                after_loop.extend(st.cleanup);
            }
        }
        let row0 = lv.vector && !lv.worker && !m.worker && self.by_dyn;
        if row0 {
            self.line("if (threadIdx.y == 0) {");
            self.indent += 1;
        }
        let (start, stride) = partition(lv, self.gang_coord(lv.dim));
        // 2.9.2 `gang(static: c)`: "the iterations are divided into chunks of the selected
        // chunk size, and the chunks are assigned to gangs starting with gang zero and
        // continuing in round-robin fashion", so that two gang loops of a region with the same
        // number of iterations and the same argument give each iteration to the same gang (a
        // program may read in the second what its gang wrote in the first, with no barrier
        // between gangs). The grid-stride schedules above give iteration `k` to gang
        // `k / blockDim.x % gridDim.x` in a gang-vector loop and `k % gridDim.x` in a gang
        // loop: the chunks follow the clause instead, divided among the gang's lanes. A tiled
        // nest keeps its tile schedule.
        let chunk = if lv.gang && site.tile.is_none() {
            crate::compute::model::gang_static_chunk(self.ctx, &site)
        } else {
            None
        };
        let (lane, lanes) = partition(Levels { gang: false, ..lv }, ("0", "1"));
        // The iteration's indices (innermost fastest), from the linear index. A collapsed
        // nest whose iteration space fits in 31 bits (the usual case) splits it with 32-bit
        // divisions, much cheaper on the GPU than 64-bit ones; the body is printed for both.
        // One loop's 32-bit index is signed, as in hand-written CUDA: its overflow cannot
        // happen (the guard) and the compiler may assume so; an unsigned one may wrap, which
        // slows the loop (a dot product of 2^25 doubles, H100: 0.262 ms unsigned, 0.188
        // signed, 0.203 with the 64-bit index alone).
        let k = texts.len();
        // A gang-partitioned collapsed nest of three or more loops (grid-stride: many
        // iterations per thread) divides by multiplying with constants computed once per
        // thread (`__oxacc_div31`, exact for indices below 2^31, which the 32-bit version's
        // guard then ensures). Measured A/B on an H200 (docs/bench-gpu.md, 2026-11-28): the
        // collapse(3) stencil 6.6% faster; with one division the results were mixed (matmul
        // 2.1% faster, Jacobi 1.4% and 2mm 4.5% slower), so collapse(2) keeps the division.
        let fast_div = k > 2 && lv.gang;
        // Each loop variable's type and name, innermost last.
        let mut vars = Vec::with_capacity(k);
        for l in &nest {
            let ty = if seq_plain {
                self.seq_loop_var_type(l)?
            } else {
                self.loop_var_type(l)?
            };
            vars.push((ty, ident(&l.var_name)));
        }
        let index_decls = |wide: bool| -> Vec<String> {
            let (it, rem) = if wide {
                ("long long", "__k")
            } else {
                ("unsigned", "__k32")
            };
            let mut v = vec![format!("{it} __rem = {rem};")];
            for (i, (ty, name)) in vars.iter().enumerate().rev() {
                if i == 0 {
                    v.push(var_from_index(0, ty, name, "__rem"));
                } else if wide {
                    v.push(format!(
                        "{} __rem /= __n{i};",
                        var_from_index(i, ty, name, &format!("__rem % __n{i}"))
                    ));
                } else if fast_div {
                    v.push(format!(
                        "unsigned __q{i} = __oxacc_div31_q(__rem, __fd{i}); {} __rem = __q{i};",
                        var_from_index(i, ty, name, &format!("__rem - __q{i} * (unsigned)__n{i}"))
                    ));
                } else {
                    v.push(var_from_rem32(i, ty, name));
                }
            }
            v
        };
        let decls64 = index_decls(true);
        let decls32 = index_decls(false);
        let (labels0, narrow0) = (self.labels, self.narrow_loops);
        // The rest of the iteration is printed once, then placed in each version.
        let saved_out = std::mem::take(&mut self.out);
        self.indent += 1;
        // Overrides: the loop variables (declared just now), privates and reductions.
        let mark = self.overrides.len();
        // A sequential loop with no `loop` directive (one the `kernels` analysis keeps
        // sequential) is C's `for`: its variable, declared before it, is not predetermined
        // private (2.6.1 is about loops of loop constructs) and the code after the loop reads
        // the final value it leaves (`for (j = 0; j < m; j++) ...; c[i] = j;` read an
        // uninitialised private copy). It runs on that variable as the enclosing code sees it.
        let own_var = seq_plain
            && site.dir.is_none()
            && nest.len() == 1
            && nest
                .iter()
                .all(|l| l.decl.is_none() && l.var_expr.is_some());
        for l in nest.iter().filter(|_| !own_var) {
            if let Some(var) = l.var_expr.and_then(|e| self.f.names.uses.get(&e).copied()) {
                self.overrides
                    .push((var, Access::Private(ident(&l.var_name))));
            }
        }
        let items: Vec<crate::compute::capture::Privatized> = self
            .rc
            .and_then(|rc| rc.loop_privates.get(si))
            .cloned()
            .unwrap_or_default();
        self.overrides.extend(pre_overrides);
        for p in &items {
            if p.member.is_some() {
                // Set up before the loop.
                continue;
            }
            if p.firstprivate {
                return Err(unsupported(
                    site.scope,
                    format!("the loop private item '{}'", p.text),
                ));
            }
            if self.overrides[mark..].iter().any(|(v, _)| *v == p.var) {
                continue;
            }
            let st = self.private_storage(
                p.var,
                &p.name,
                p.section.as_ref(),
                Share::Thread,
                site.scope,
            )?;
            for l in &st.setup {
                self.line(l);
            }
            self.overrides.push((p.var, st.access));
        }
        for (_, var, plan) in reds.iter().chain(&shared_loop_reds) {
            let a = self.acc_access(plan);
            self.overrides.push((*var, a));
        }
        let inner = Mode {
            worker: m.worker || lv.worker,
            vector: m.vector || lv.vector,
        };
        let body_mode = if lv.any() { inner } else { m };
        // The header of a sequential loop as written, its variable the private one.
        let seq_head = match last
            .as_ref()
            .and_then(|l| Some((l, &ast.stmts.get(l.for_stmt)?.kind)))
        {
            Some((last, StmtKind::For { cond, step, .. })) if seq_plain => {
                let (ty, mut name) = vars[0].clone();
                let mut decl = format!("{ty} {name};");
                if let (true, Some(v)) = (own_var, last.var_expr) {
                    name = self.expr(v, prec::UNARY)?;
                    decl = String::new();
                }
                let lb = self.expr(last.lb, prec::ASSIGN)?;
                let c = match cond {
                    Some(c) => self.cond(*c)?,
                    None => String::new(),
                };
                let st = match step {
                    Some(e) => self.expr(*e, prec::COMMA)?,
                    None => String::new(),
                };
                Some((decl, format!("for ({name} = ({ty})({lb}); {c}; {st}) {{")))
            }
            _ => None,
        };
        for b in &between {
            self.line("{");
            self.indent += 1;
            for st in &b.before {
                self.stmt(*st, body_mode)?;
            }
        }
        match &last {
            Some(last) => self.stmt(last.body, body_mode)?,
            // The whole `for` statement (`stmt_kind`: `stmt` would find this site again).
            None => self.stmt_kind(site.for_stmt, body_mode)?,
        }
        for b in between.iter().rev() {
            for st in &b.after {
                self.stmt(*st, body_mode)?;
            }
            self.indent -= 1;
            self.line("}");
        }
        // A transpose under `tile(32, 32)`: its store and value, printed with the loop
        // variables as the iteration has them, for the tiled twin's shared-memory tile.
        let transpose = match &last {
            Some(l)
                if k == 2
                    && between
                        .iter()
                        .all(|b| b.before.is_empty() && b.after.is_empty())
                    && reds.is_empty()
                    && shared_loop_reds.is_empty()
                    && items.is_empty()
                    && site.tile.as_deref().and_then(user_tile_shape) == Some((256, (32, 32))) =>
            {
                self.transpose_texts(l.body, &nest[0].var_name, &nest[1].var_name)?
            }
            _ => None,
        };
        self.overrides.truncate(mark);
        self.indent -= 1;
        let iteration = std::mem::replace(&mut self.out, saved_out);
        // One loop (not a collapsed nest) gets the 32-bit version too when its body is small,
        // has no partitioned loop of its own and defines no label (printed twice, a label
        // would be defined twice): a 64-bit
        // grid-stride index made a column sum 1.3x slower on an H100 (0.75 against 0.58 ms).
        let decls32 = (self.labels == labels0
            && (k > 1
                // Only the innermost partitioned loop: nested copies would multiply.
                || (iteration.len() <= 4096 && self.narrow_loops == narrow0)))
            .then_some(decls32);
        let pad = "    ".repeat(self.indent + 1);
        let emit = |w: &mut Self, head: String, decls: &[String]| {
            w.line(&head);
            for d in decls {
                w.out.push_str(&format!("{pad}{d}\n"));
            }
            w.out.push_str(&iteration);
            w.line("}");
        };
        match &decls32 {
            _ if as_written => self.out.push_str(&iteration),
            _ if seq_head.is_some() => {
                if let Some((decl, head)) = &seq_head {
                    if !decl.is_empty() {
                        self.line(decl);
                    }
                    emit(self, head.clone(), &[]);
                }
            }
            _ if chunk.is_some() => {
                let (g, ng) = self.gang_coord(lv.dim);
                // A constant argument is the chunk size; `*` and an argument known only on
                // the host take the implementation's: one chunk per gang, which depends on
                // the iteration count and the gang count only, as the guarantee needs.
                // A run-time argument (`gang_static_params`) is the chunk size when it is
                // positive (2.9.2 asks a positive size; one chunk per gang otherwise).
                let per_gang = format!("(__tot + (long long){ng} - 1) / (long long){ng}");
                let size = match (chunk.flatten(), self.gang_static_params.get(&si)) {
                    (Some(c), _) => format!("{c}LL"),
                    (None, Some(p)) => format!("({p} > 0 ? {p} : {per_gang})"),
                    (None, None) => per_gang,
                };
                self.line("{");
                self.indent += 1;
                self.line(&format!("const long long __ch = {size};"));
                self.line("const long long __nch = __ch > 0 ? (__tot + __ch - 1) / __ch : 0;");
                self.line(&format!(
                    "for (long long __c = (long long){g}; __c < __nch; __c += (long long){ng}) {{"
                ));
                self.indent += 1;
                self.line(
                    "const long long __ce = __tot - __c * __ch < __ch ? __tot : __c * __ch + __ch;",
                );
                emit(
                    self,
                    format!(
                        "for (long long __k = __c * __ch + {lane}; __k < __ce; __k += {lanes}) {{"
                    ),
                    &decls64,
                );
                self.indent -= 1;
                self.line("}");
                self.indent -= 1;
                self.line("}");
            }
            Some(d32) => {
                self.narrow_loops += 1;
                // Signed for one loop, unsigned for a collapsed nest (whose index is split
                // with unsigned divisions): measured best each way on an H100 (the dot
                // product above; a collapse(2) Jacobi step 0.109 ms unsigned, 0.121 signed).
                let (limit, ity) = if k > 1 && !fast_div {
                    ("0xffffffffull", "unsigned")
                } else if k > 1 {
                    ("0x7fffffffull", "unsigned")
                } else {
                    ("0x7fffffffull", "int")
                };
                // The region's top loop, partitioned over gangs, gets a one-pass twin kernel
                // (`one_pass_twin`): its guard and step are marked here.
                let top = lv.gang
                    && !self.gang_grid
                    && self
                        .region
                        .is_some_and(|r| r.top_loop && site.for_stmt == r.body);
                let (guard, step0, step1) = if top {
                    (ONE_PASS_GUARD, ONE_PASS_STEP, ONE_PASS_STEP_END)
                } else {
                    ("", "", "")
                };
                self.line(&format!(
                    "if ({guard}(unsigned long long)__tot + (unsigned long long)({stride}) <= {limit}) {{"
                ));
                self.indent += 1;
                // A collapsed nest partitioned over gangs and vector lanes alone may also get a
                // tiled twin: its head (indices from a 2-D or 3-D grid) replaces the text
                // between the tile marks.
                // A `tile` loop whose explicit levels include `worker` (`gang worker vector`)
                // too: the twin's head numbers the block's threads flat (`flat_block`), the
                // workers' rows after the lanes, so a tile is the same whichever block shape
                // the launch has (the host checks the block fits the tile, `work_estimate`).
                let tile = top
                    && k >= 2
                    && lv.vector
                    && (!lv.worker || site.tile.is_some())
                    && !m.worker
                    && !m.vector
                    && last.as_ref().is_some_and(|l| {
                        self.tiles_pay_off(l.body)
                            || (site.tile.is_some()
                                && (transpose.is_some()
                                    || self.strided_by_lanes(l.body, &l.var_name)))
                    });
                if tile {
                    self.tile_transpose = transpose.as_ref().map(|v| transpose_tile_text(&vars, v));
                    self.tile_head = Some(tile_head_text(&vars, None));
                    self.tile_user = site
                        .tile
                        .as_deref()
                        .and_then(user_tile_shape)
                        .map(|(b, sh)| (tile_head_text(&vars, Some(sh)), b, sh));
                    self.line(TILE_BEGIN);
                }
                if fast_div {
                    let consts: Vec<String> = (1..k)
                        .map(|i| format!("__fd{i} = __oxacc_div31_of((unsigned)__n{i})"))
                        .collect();
                    self.line(&format!("const __oxacc_div31 {};", consts.join(", ")));
                }
                // The start and stride in 32-bit arithmetic, exact under the guard (the
                // stride, and so every start, is below the limit), as hand-written CUDA
                // computes them. In the kernel lab (H200, 2026-11-28) a column sum with
                // 64-bit products narrowed again ran 1.12x the time of one with 32-bit
                // products; in the benchmarks' own kernels the change measured no difference.
                let (start32, stride32) = (
                    start.replace("(long long)", ""),
                    stride.replace("(long long)", ""),
                );
                let head32 = format!(
                    "for ({ity} __k32 = ({ity})({start32}); __k32 < ({ity})__tot; {step0}__k32 += ({ity})({stride32}){step1}) {{"
                );
                if tile {
                    self.line(&head32);
                    for d in d32 {
                        self.out.push_str(&format!("{pad}{d}\n"));
                    }
                    self.line(TILE_END);
                    self.out.push_str(&iteration);
                    self.line("}");
                    if self.tile_transpose.is_some() {
                        self.line(TILE_CLOSE);
                    }
                } else {
                    emit(self, head32, d32);
                }
                self.indent -= 1;
                self.line("} else {");
                self.indent += 1;
                emit(
                    self,
                    format!("for (long long __k = {start}; __k < __tot; __k += {stride}) {{"),
                    &decls64,
                );
                self.indent -= 1;
                self.line("}");
            }
            None => emit(
                self,
                format!("for (long long __k = {start}; __k < __tot; __k += {stride}) {{"),
                &decls64,
            ),
        }
        // Combine the reductions over the levels of this loop, then into the variable.
        for (op, var, plan) in &reds {
            self.combine(*op, *var, plan, lv, row0, m)?;
        }
        // The gang's shared copies: each element into the variable with one atomic, by the
        // block's threads together; the barrier after lets the copy be set up again (the loop
        // inside a sequential one).
        if !shared_loop_reds.is_empty() {
            self.line("__syncthreads();");
        }
        for (op, var, plan) in &shared_loop_reds {
            let tt = match self.lookup(*var) {
                Some(Access::Acc(t) | Access::Memory(t) | Access::Private(t)) => t,
                None => continue,
            };
            let et = &plan.elem_t;
            let (dst, src) = if plan.via_pointer {
                (
                    format!(
                        "&{}",
                        self.target_elem(&tt, plan, &format!("{} + __e", plan.lo))
                    ),
                    format!("{}[__e]", plan.flat),
                )
            } else {
                (
                    format!("&(({et} *)&({tt}))[{} + __e]", plan.lo),
                    format!("{}[{} + __e]", plan.flat, plan.lo),
                )
            };
            self.line(&format!(
                "for (int __e = threadIdx.y * blockDim.x + threadIdx.x; __e < {}; __e += blockDim.x * blockDim.y) __oxacc_atomic_{}(({et} *){dst}, {src});",
                plan.count,
                op_name(*op)
            ));
        }
        if !shared_loop_reds.is_empty() {
            self.line("__syncthreads();");
        }
        if row0 {
            self.indent -= 1;
            self.line("}");
        }
        // The loop's results are visible to the group after it. After a loop that no other
        // loop encloses (only its own), the barrier is marked: it goes if nothing follows.
        // A vector loop of gang-redundant code (no workers) whose reductions each end in
        // `__oxacc_red_vector`, which every lane of the block runs after its part of the
        // loop (a block barrier, or the shuffles of a one-warp block: a lane's loads are
        // complete when their values enter the shuffle), followed in the gang iteration only
        // by code that reads no memory: nothing the barrier would order is left.
        let fenced = !reds.is_empty()
            && lv.vector
            && !lv.worker
            && !m.worker
            && !m.vector
            && !self.by_dyn
            && self.iter_quiet.contains(&site.for_stmt);
        let ends_iteration = self.iter_tail.contains(&site.for_stmt) || fenced;
        if (lv.worker || lv.vector || !reds.is_empty()) && !ends_iteration {
            if let Some(sync) = self.group_sync(m) {
                if self.loop_depth == 1 {
                    self.line(&format!("{TAIL_SYNC}{sync}"));
                } else {
                    self.line(sync);
                }
            }
        }
        for l in &after_loop {
            self.line(l);
        }
        if row0 {
            // Worker 0's reduction results to the other workers' copies.
            for (_, var, plan) in &reds {
                if let Some(Access::Private(t) | Access::Acc(t)) = self.lookup(*var) {
                    if plan.scalar {
                        self.line(&format!("{t} = __oxacc_bcast_row0({t});"));
                    } else if !plan.members.is_empty() {
                        for m in &plan.members {
                            let tm = format!("{t}{}", m.name);
                            self.line(&format!("{tm} = __oxacc_bcast_row0({tm});"));
                        }
                    } else if !plan.via_pointer {
                        self.line(&format!(
                            "for (int __e = 0; __e < {}; ++__e) ((({}) *)&({t}))[__e] = __oxacc_bcast_row0(((({}) *)&({t}))[__e]);",
                            plan.total, plan.elem_t, plan.elem_t
                        ));
                    }
                }
            }
        }
        self.indent -= 1;
        self.line("}");
        Ok(())
    }

    /// The private copy of a reduction variable (2.5.15, 2.9.11): a scalar accumulator; a
    /// copy of a whole array; or, for a subarray `p[lo:len]` of a pointer, `len` elements
    /// reached as `acc[i - lo]` ([`Rebase`]; `scope` holds the uses, which decide whether the
    /// copy needs slack for the variable's own address).
    #[allow(clippy::too_many_arguments)]
    fn red_plan(
        &mut self,
        op: ReductionOp,
        var: VarId,
        name: &str,
        dv: Option<&oxacc_acc::ast::DataVar>,
        range: Option<(i128, i128)>,
        at: Span,
        scope: Span,
    ) -> Res<RedPlan> {
        let sema = self.sema;
        let Some(ty) = self.var_ty(var) else {
            return Err(unsupported(at, format!("the reduction variable '{name}'")));
        };
        {
            // The device combines partial results with atomics, which go up to 16 bytes.
            let mut e = ty;
            while let Some(x) = sema.array_elem(e).or_else(|| sema.pointee(e)) {
                e = x;
            }
            if long_double_complex(sema, e) {
                return Err(unsupported(
                    at,
                    format!("a reduction on the long double _Complex '{name}'"),
                ));
            }
        }
        let err = |Unsupported(w): Unsupported| unsupported(at, format!("'{name}' has {w}"));
        let acc = self.fresh(&format!("r_{name}_"));
        let mut subs = dv.map(|d| d.subscripts.as_slice()).unwrap_or(&[]);
        // An element or subarray inside the rows of a multi-dimensional array (`h[g][1]`):
        // the rows its outermost subscript selects are reduced (`capture::reduces_rows`);
        // `row` scalar elements each.
        let mut row: i128 = 1;
        if dv.is_some_and(|d| crate::compute::capture::reduces_rows(sema, d)) {
            subs = &subs[..1];
            let esz = {
                let mut e = ty;
                while let Some(x) = sema.array_elem(e) {
                    e = x;
                }
                sema.size_of(e).unwrap_or(1).max(1)
            };
            let rsz = sema
                .array_elem(ty)
                .and_then(|r| sema.size_of(r))
                .unwrap_or(esz);
            row = i128::from(rsz / esz).max(1);
        }
        // The same inside the arrays a pointer points to (`p[g][1]`, `int (*p)[8]`:
        // `capture::reduces_pointer_rows`): rows of `row` scalar elements at the pointer.
        let pointer_rows = dv.is_some_and(|d| {
            sema.is_pointer(ty) && crate::compute::capture::reduces_pointer_rows(sema, d)
        });
        if pointer_rows {
            subs = &subs[..1];
            let pointee = sema.pointee(sema.types.unqual_id(ty)).unwrap_or(ty);
            let esz = {
                let mut e = pointee;
                while let Some(x) = sema.array_elem(e) {
                    e = x;
                }
                sema.size_of(e).unwrap_or(1).max(1)
            };
            row = i128::from(sema.size_of(pointee).unwrap_or(esz) / esz).max(1);
        }
        // The copy and its combine work on the unqualified type: a `volatile` variable's
        // private copy needs no volatile accesses, and the atomic combine helpers take plain
        // pointers (NVRTC found no `__oxacc_atomic_add(volatile int *, int)`).
        let ty = sema.types.unqual_id(ty);
        if sema.is_arithmetic(ty) && subs.is_empty() {
            let tname = self.types.name(sema, ty).map_err(err)?;
            let acc_t = accumulator_type(sema, ty, &tname);
            // The identity of the variable's own type (2.5.15), held in the accumulator type.
            let decl = format!("{acc_t} {acc} = ({acc_t}){}", identity(op, &tname));
            return Ok(RedPlan::scalar(decl, acc.clone(), tname, acc_t, acc));
        }
        // The scalar element type (arrays of any rank are reduced element by element).
        let mut elem = ty;
        while let Some(e) = sema.array_elem(elem).or_else(|| sema.pointee(elem)) {
            elem = e;
        }
        let mut elem = sema.types.unqual_id(elem);
        // A struct or array of structs whose leaves share one type: a flat array of it
        // (`capture::flat_leaf`), reduced element by element as arrays are.
        // A struct, or an array of structs of mixed member types, member by member
        // (`capture::reduced_members`).
        let members = if subs.is_empty() {
            crate::compute::capture::reduced_members(sema, op, ty)
        } else {
            None
        };
        let flat = match (&members, subs.is_empty()) {
            (None, true) => crate::compute::capture::flat_leaf(sema, op, ty),
            _ => None,
        };
        if let Some((leaf, _)) = flat {
            elem = sema.types.unqual_id(leaf);
        }
        if flat.is_none()
            && sema.types.record_of(elem).is_some()
            && subs.is_empty()
            && (!sema.is_array(ty) || members.is_some())
        {
            // 2.5.15: "If the reduction var is a composite variable, the reduction operation
            // is logically equivalent to applying that reduction operation to each member":
            // a private struct whose members start at the identity, each combined as a
            // scalar (`capture::struct_members` says which structs qualify).
            let Some(names) = members else {
                return Err(unsupported(
                    at,
                    format!("a reduction on the struct '{name}' (member by member)"),
                ));
            };
            // The record (an array's element type) names the copy's type.
            let tname = self.types.name(sema, elem).map_err(err)?;
            let decl = self.types.decl(sema, ty, &acc).map_err(err)?;
            let mut members = Vec::new();
            let mut init = String::new();
            for (m, mty) in names {
                let mty = sema.types.unqual_id(mty);
                let elem_t = self.types.name(sema, mty).map_err(err)?;
                let acc_t = accumulator_type(sema, mty, &elem_t);
                // `.n`, or `[2].n` for an element of an array of structs.
                let m = crate::compute::capture::member_suffix(&m);
                let _ = write!(init, "{acc}{m} = {}; ", identity(op, &elem_t));
                members.push(RedMember {
                    name: m,
                    elem_t,
                    acc_t,
                });
            }
            return Ok(RedPlan {
                decl,
                init,
                access: acc.clone(),
                elem_t: tname.clone(),
                acc_t: tname,
                flat: acc,
                lo: "0".into(),
                count: "1".into(),
                total: "1".into(),
                scalar: false,
                via_pointer: false,
                rows_ptr: false,
                row: None,
                rebase: None,
                cleanup: None,
                members,
            });
        }
        if !sema.is_arithmetic(elem) {
            return Err(unsupported(
                at,
                format!("a reduction on '{name}', whose elements are not of arithmetic type"),
            ));
        }
        let elem_t = self.types.name(sema, elem).map_err(err)?;
        let acc_t = accumulator_type(sema, elem, &elem_t);
        // One row reached through a pointer to pointers (`p[g][0:4]`, `int **p`:
        // `capture::reduces_pointer_row`): the row's part in an array of the thread (or a
        // heap block), reached by the uses through a one-entry table of row pointers placed
        // so that `p[g]` is the copy; combined into `p[g]`, the row index read where the loop
        // starts (2.5.15: each element reduced).
        if let (Some(d), true) = (
            dv,
            dv.is_some_and(|d| crate::compute::capture::reduces_pointer_row(sema, d)),
        ) {
            let oxacc_acc::ast::SubscriptKind::Index(g) = d.subscripts[0].kind else {
                return Err(unsupported(
                    at,
                    format!("a reduction on the rows of '{name}'"),
                ));
            };
            let g = self.expr(g, prec::ASSIGN)?;
            let (lo_e, len_e) = d.subscripts[1].kind.bounds();
            let (lo, len) = self.bound_texts(lo_e, len_e)?;
            let lo_v = self.fresh(&format!("rlo_{name}_"));
            let len_v = self.fresh(&format!("rlen_{name}_"));
            let row_v = self.fresh(&format!("rrow_{name}_"));
            let small = match len_e {
                None => Some(1),
                Some(e) => sema.eval_int(e).filter(|n| (1..=64).contains(n)),
            };
            let (block, cleanup) = match small {
                Some(n) => (
                    format!("{len_v} = {n}LL; {elem_t} {acc}_a[{n}]; {elem_t} *const {acc} = {acc}_a"),
                    None,
                ),
                None => (
                    format!(
                        "{len_v} = (long long)({len}); {elem_t} *{acc} = ({elem_t} *)__oxacc_malloc(sizeof({elem_t}) * (unsigned long)({len_v} > 0 ? {len_v} : 1))"
                    ),
                    Some(format!("::free({acc});")),
                ),
            };
            return Ok(RedPlan {
                decl: format!(
                    "const long long {row_v} = (long long)({g}), {lo_v} = (long long)({lo}), {block}"
                ),
                init: format!(
                    "for (long long __e = 0; __e < {len_v}; ++__e) {acc}[__e] = {};",
                    identity(op, &elem_t)
                ),
                // The uses `p[g][j]` reach the copy as `acc[j - lo]` (`Writer::rebased_use`).
                access: acc.clone(),
                rebase: Some(Rebase {
                    flat: acc.clone(),
                    lo: lo_v.clone(),
                    rows: None,
                    row: true,
                    // The row itself (`f(p[g])`): the copy, when the part starts at the
                    // row's first element.
                    bare: lo_e
                        .is_none_or(|e| sema.eval_int(e) == Some(0))
                        .then(|| acc.clone()),
                    slack: false,
                }),
                elem_t,
                acc_t,
                flat: acc.clone(),
                lo: lo_v,
                count: len_v.clone(),
                total: len_v,
                scalar: false,
                via_pointer: true,
                rows_ptr: false,
                row: Some(row_v),
                cleanup,
                members: Vec::new(),
            });
        }
        let esize = sema.size_of(elem).unwrap_or(1).max(1);
        let section = |w: &mut Self| -> Res<Option<(i128, i128)>> {
            match subs {
                [] => Ok(None),
                [one] => {
                    let (lo, len) = one.kind.bounds();
                    let lo = match lo {
                        Some(e) => w.sema.eval_int(e),
                        None => Some(0),
                    };
                    let len = match (len, &one.kind) {
                        (_, oxacc_acc::ast::SubscriptKind::Index(_)) => Some(1),
                        (Some(e), _) => w.sema.eval_int(e),
                        (None, _) => None,
                    };
                    match (lo, len) {
                        (Some(l), Some(n)) if n > 0 => Ok(Some((l, n))),
                        // Bounds known at run time: a pointer's section on the heap, an
                        // array's within its whole copy (below).
                        _ if w
                            .var_ty(var)
                            .is_some_and(|t| w.sema.is_pointer(t) || w.sema.is_array(t)) =>
                        {
                            Ok(None)
                        }
                        _ => Err(unsupported(
                            at,
                            format!(
                                "a reduction on the subarray '{}' whose bounds are not constants",
                                dv.map(|d| d.text.as_str()).unwrap_or(name)
                            ),
                        )),
                    }
                }
                _ => Err(unsupported(
                    at,
                    format!("a reduction on the multi-dimensional subarray '{name}'"),
                )),
            }
        };
        // `range` ([lo, hi), constant) is the part reduced when it is known: it covers every
        // part of the variable that the clauses name (`capture::merged_reduction`).
        // Other parts of the variable in the same clauses (`reduction(+:p[i], p[j])`,
        // `capture::runtime_union_ok`): one copy from the least lower bound to the greatest
        // end (`capture::Section::also`), whose bounds are known at run time only.
        let parts = dv.map(|d| self.red_parts(d)).unwrap_or_default();
        // An element or part of one row through a pointer to arrays (`a[1][2]`, `int (*a)[8]`):
        // that part alone is combined (`capture::pointer_rows_part`), not the row, whose
        // other elements a copy clause naming the element does not map. (The copy still
        // spans the row: the uses reach it as rows, `(acc - lo)[g][2]`, and a copy of the
        // part alone would put their address outside the copy, which the C++ compilers
        // take as undefined: g++ -O1 and NVRTC dropped the stores.)
        let row_part = match (pointer_rows, dv) {
            (true, Some(d)) if parts.is_empty() && self.red_alone(d) => {
                crate::compute::capture::pointer_rows_part(sema, d)
            }
            _ => None,
        };
        let sec = match range {
            _ if !parts.is_empty() => None,
            Some((lo, hi)) if dv.is_some() => Some((lo, hi - lo)),
            _ => section(self)?,
        };
        if sema.is_array(ty) || flat.is_some() {
            let total = sema.size_of(ty).unwrap_or(0) / esize;
            let (lo, n) = match (sec, subs) {
                (Some((l, n)), _) => ((l * row).to_string(), (n * row).to_string()),
                (None, [one]) => {
                    // Run-time bounds: evaluated in the kernel (the whole array is copied).
                    let (lo_e, len_e) = one.kind.bounds();
                    let lo = match lo_e {
                        Some(e) => format!("(long long)({})", self.expr(e, prec::ASSIGN)?),
                        None => "0".into(),
                    };
                    let n = match (len_e, &one.kind) {
                        (_, oxacc_acc::ast::SubscriptKind::Index(_)) => "1".to_string(),
                        (Some(e), _) => format!("(long long)({})", self.expr(e, prec::ASSIGN)?),
                        (None, _) => format!("((long long){} - {lo})", total as i128 / row),
                    };
                    if row > 1 {
                        (format!("({lo} * {row})"), format!("({n} * {row})"))
                    } else {
                        (lo, n)
                    }
                }
                _ => ("0".to_string(), total.to_string()),
            };
            if total == 0 || total > 1024 {
                return Err(unsupported(
                    at,
                    format!("a reduction on the array '{name}' of {total} elements (per-thread copies are limited to 1024)"),
                ));
            }
            let d = self.types.decl(sema, ty, &acc).map_err(err)?;
            let flat = format!("(({elem_t} *)&{acc})");
            return Ok(RedPlan {
                decl: d,
                init: format!(
                    "for (int __e = 0; __e < {total}; ++__e) {flat}[__e] = {};",
                    identity(op, &elem_t)
                ),
                access: acc,
                elem_t,
                acc_t,
                flat,
                lo,
                count: n,
                total: total.to_string(),
                scalar: false,
                via_pointer: false,
                rows_ptr: false,
                row: None,
                rebase: None,
                cleanup: None,
                members: Vec::new(),
            });
        }
        // Uses of a pointer to arrays reach the copy's elements as rows of the pointer's type.
        let ptr_t = if pointer_rows {
            Some(self.types.decl(sema, ty, "").map_err(err)?)
        } else {
            None
        };
        if sema.is_pointer(ty) && sec.is_none() && subs.len() == 1 {
            // A section with bounds known only at run time: each thread's copy on the device
            // heap.
            let (lo_e, len_e) = subs[0].kind.bounds();
            let (mut lo, mut len) = self.bound_texts(lo_e, len_e)?;
            // Several parts: the section covering them all.
            if !parts.is_empty() {
                let mut end = format!("((long long)({lo}) + (long long)({len}))");
                lo = format!("(long long)({lo})");
                for part in &parts {
                    let (plo_e, plen_e) = part.subscripts[0].kind.bounds();
                    let (plo, plen) = self.bound_texts(plo_e, plen_e)?;
                    let plo = format!("(long long)({plo})");
                    let pend = format!("({plo} + (long long)({plen}))");
                    lo = format!("({lo} < {plo} ? {lo} : {plo})");
                    end = format!("({end} > {pend} ? {end} : {pend})");
                }
                len = format!("{end} - {lo}");
            }
            // Rows through a pointer to arrays: the bounds count rows, the copy elements.
            let (lo, len) = if row > 1 {
                (format!("({lo}) * {row}"), format!("({len}) * {row}"))
            } else {
                (lo, len)
            };
            let lo_v = self.fresh(&format!("rlo_{name}_"));
            let len_v = self.fresh(&format!("rlen_{name}_"));
            // An element (`reduction(+:q[i])`, bicg's row sum) or a short constant length:
            // the copy is an array of the thread (registers), not a device `malloc` and
            // `free` per thread and loop.
            // (Several parts: no constant length, a heap block.)
            let small = match len_e {
                _ if !parts.is_empty() => None,
                None => Some(row),
                Some(e) => sema
                    .eval_int(e)
                    .map(|n| n * row)
                    .filter(|n| (1..=64).contains(n)),
            };
            // A use of the variable that is no element nor pointer arithmetic (`f(p)`): a
            // heap block with `lo` elements of slack before the part, so that `copy - lo`
            // lies inside it (C11 6.5.6p8; `crate::compute::rebased_bare_use`).
            let slack = crate::compute::rebased_bare_use(
                self.ctx.ast,
                sema,
                &self.f.names.uses,
                var,
                self.body,
                scope,
            );
            // The variable's own address (`Rebase::bare`): a variable of its type, so that
            // `&p` is an lvalue's address.
            let bare_d = self
                .types
                .decl(sema, ty, &format!("{acc}_v"))
                .map_err(err)?;
            let bare_t = self.types.decl(sema, ty, "").map_err(err)?;
            let sl_v = if slack {
                self.fresh(&format!("rsl_{name}_"))
            } else {
                String::new()
            };
            // A short constant length: an array of the thread; else a heap block.
            let (decl, cleanup) = match small {
                _ if slack => {
                    let sz = format!(
                        "({sl_v} + ({len_v} > -{lo_v} ? {len_v} : -{lo_v}))"
                    );
                    (
                        format!(
                            "const long long {lo_v} = (long long)({lo}), {len_v} = (long long)({len}), {sl_v} = {lo_v} > 0 ? {lo_v} : 0; {elem_t} *const {acc}_s = ({elem_t} *)__oxacc_malloc(sizeof({elem_t}) * (unsigned long)({sz} > 0 ? {sz} : 1)); {elem_t} *const {acc} = {acc}_s + {sl_v}; {bare_d} = ({bare_t})({acc}_s + ({sl_v} - {lo_v}))"
                        ),
                        Some(format!("::free({acc}_s);")),
                    )
                }
                Some(n) => (
                    format!(
                        "const long long {lo_v} = (long long)({lo}), {len_v} = {n}LL; {elem_t} {acc}_a[{n}]; {elem_t} *const {acc} = {acc}_a"
                    ),
                    None,
                ),
                None => (
                    format!(
                        "const long long {lo_v} = (long long)({lo}), {len_v} = (long long)({len}); {elem_t} *{acc} = ({elem_t} *)__oxacc_malloc(sizeof({elem_t}) * (unsigned long)({len_v} > 0 ? {len_v} : 1))"
                    ),
                    Some(format!("::free({acc});")),
                ),
            };
            return Ok(RedPlan {
                decl,
                init: format!(
                    "for (long long __e = 0; __e < {len_v}; ++__e) {acc}[__e] = {};",
                    identity(op, &elem_t)
                ),
                access: acc.clone(),
                rebase: Some(Rebase {
                    flat: acc.clone(),
                    lo: lo_v.clone(),
                    rows: ptr_t
                        .as_ref()
                        .map(|t| (t.clone(), format!("({lo_v} / {row})"))),
                    row: false,
                    bare: slack.then(|| format!("{acc}_v")),
                    slack,
                }),
                elem_t,
                acc_t,
                flat: match row_part {
                    Some((off, _)) => format!("({acc} + {off})"),
                    None => acc.clone(),
                },
                lo: match row_part {
                    Some((off, _)) => format!("({lo_v} + {off})"),
                    None => lo_v.clone(),
                },
                count: match row_part {
                    Some((_, cnt)) => cnt.to_string(),
                    None => len_v.clone(),
                },
                total: len_v,
                scalar: false,
                via_pointer: true,
                rows_ptr: ptr_t.is_some(),
                row: None,
                cleanup,
                members: Vec::new(),
            });
        }
        if sema.is_pointer(ty) {
            let Some((lo, n)) = sec else {
                return Err(unsupported(
                    at,
                    format!("a reduction on the pointer '{name}'"),
                ));
            };
            // Rows through a pointer to arrays: the bounds count rows, the copy elements.
            let (lo, n) = (lo * row, n * row);
            let row_part = row_part.filter(|_| n == row);
            if n > 1024 {
                return Err(unsupported(
                    at,
                    format!("a reduction on {n} elements of '{name}' (per-thread copies are limited to 1024)"),
                ));
            }
            // A use that is no element nor pointer arithmetic (`f(p)`): `lo` elements of
            // slack before the part (as above), in the thread's array when it stays short.
            let slack = crate::compute::rebased_bare_use(
                self.ctx.ast,
                sema,
                &self.f.names.uses,
                var,
                self.body,
                scope,
            );
            let (sl, size) = (lo.max(0), lo.max(0) + n.max(-lo));
            let bare_d = self
                .types
                .decl(sema, ty, &format!("{acc}_v"))
                .map_err(err)?;
            let bare_t = self.types.decl(sema, ty, "").map_err(err)?;
            let bare_v = format!("{acc}_v");
            let (decl, cleanup, bare) = match (slack && lo != 0, size <= 1024) {
                // A part from the first element: the copy's address is the variable's.
                (false, _) if slack && lo == 0 => (
                    format!("{elem_t} {acc}[{n}]; {bare_d} = ({bare_t}){acc}"),
                    None,
                    Some(bare_v),
                ),
                (false, _) => (format!("{elem_t} {acc}[{n}]"), None, None),
                (true, true) => (
                    format!(
                        "{elem_t} {acc}_s[{size}]; {elem_t} *const {acc} = {acc}_s + {sl}; {bare_d} = ({bare_t})({acc}_s + {})",
                        sl - lo
                    ),
                    None,
                    Some(bare_v),
                ),
                (true, false) => (
                    format!(
                        "{elem_t} *const {acc}_s = ({elem_t} *)__oxacc_malloc(sizeof({elem_t}) * {size}UL); {elem_t} *const {acc} = {acc}_s + {sl}; {bare_d} = ({bare_t})({acc}_s + {})",
                        sl - lo
                    ),
                    Some(format!("::free({acc}_s);")),
                    Some(bare_v),
                ),
            };
            return Ok(RedPlan {
                decl,
                init: format!(
                    "for (int __e = 0; __e < {n}; ++__e) {acc}[__e] = {};",
                    identity(op, &elem_t)
                ),
                access: acc.clone(),
                rebase: Some(Rebase {
                    flat: acc.clone(),
                    lo: format!("{lo}LL"),
                    rows: ptr_t
                        .as_ref()
                        .map(|t| (t.clone(), format!("{}LL", lo / row))),
                    row: false,
                    slack: bare.is_some(),
                    bare,
                }),
                elem_t,
                acc_t,
                flat: match row_part {
                    Some((off, _)) => format!("({acc} + {off})"),
                    None => acc,
                },
                lo: match row_part {
                    Some((off, _)) => (lo + off).to_string(),
                    None => lo.to_string(),
                },
                count: match row_part {
                    Some((_, cnt)) => cnt.to_string(),
                    None => n.to_string(),
                },
                total: n.to_string(),
                scalar: false,
                via_pointer: true,
                rows_ptr: ptr_t.is_some(),
                row: None,
                cleanup,
                members: Vec::new(),
            });
        }
        Err(unsupported(at, format!("a reduction on '{name}'")))
    }

    /// A construct reduction on a small array (a histogram, `reduction(+:h[0:64])`) kept as
    /// one copy per gang in shared memory, which the gang's threads update with shared
    /// atomics, instead of a private copy per thread in local memory combined element by
    /// element over the block (a block reduction per element) and then atomically (2.5.15
    /// leaves the combination order open). The gang's copy is the gang's private copy of
    /// 2.5.15 itself, so this holds only when every thread of the gang that updates it runs
    /// distinct iterations: each update is an `op=` (`++`/`--` for `+`) statement on an
    /// element `v[i]`, or for `max`, `min`, `&&` and `||` an assignment that reduces it
    /// ([`Writer::reduction_form`]: `v[i] = fmax(v[i], x)`, `v[i] = v[i] && x`), in a loop
    /// partitioned over every level the block has (vector lanes
    /// and workers), not in an `atomic` construct; the variable appears nowhere else in the
    /// region, and no loop privatizes it or reduces it with another operator. Elements of
    /// 4 or 8 bytes (int, unsigned, long, long long, float, double), 1-D, at most 8 KiB.
    /// Returns the updates to print as atomics.
    fn shared_reduction(
        &self,
        op: ReductionOp,
        var: VarId,
        name: &str,
        plan: &RedPlan,
    ) -> Option<(HashMap<Handle<Expr>, SharedUpdate>, u64)> {
        self.shared_reduction_in(op, var, name, plan, self.body, None)
    }

    /// [`Writer::shared_reduction`] for the statement `root`: the construct's body, or
    /// (`scope` given) a loop whose reduction clause names the variable and that is
    /// partitioned over the gangs and every level of the block, so that each of its updates
    /// runs in distinct iterations (the caller checks the loop's levels): only the sites and
    /// uses inside `scope` count.
    fn shared_reduction_in(
        &self,
        op: ReductionOp,
        var: VarId,
        name: &str,
        plan: &RedPlan,
        root: Handle<Stmt>,
        scope: Option<Span>,
    ) -> Option<(HashMap<Handle<Expr>, SharedUpdate>, u64)> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        if self.in_function
            || self.serial
            || plan.scalar
            || !plan.members.is_empty()
            || plan.cleanup.is_some()
        {
            return None;
        }
        let ty = sema.types.unqual_id(self.var_ty(var)?);
        let elem = sema.array_elem(ty).or_else(|| sema.pointee(ty))?;
        let elem = sema.types.unqual_id(elem);
        if !matches!(
            sema.types.kind(elem),
            TypeKind::Int
                | TypeKind::UInt
                | TypeKind::Long
                | TypeKind::ULong
                | TypeKind::LongLong
                | TypeKind::ULongLong
                | TypeKind::Float
                | TypeKind::Double
        ) {
            return None;
        }
        let total: u64 = plan.total.parse().ok()?;
        let esize = sema.size_of(elem)?;
        let bytes = total * esize;
        if total == 0 || bytes > 8192 || self.shared_private + bytes > SHARED_PRIVATE_BYTES {
            return None;
        }
        let within = |sp: Span| scope.is_none_or(|o| o.start <= sp.start && sp.end <= o.end);
        for site in self.sites.iter().filter(|x| within(x.scope)) {
            if site.privates.iter().any(|p| p.name() == name)
                || site
                    .reductions
                    .iter()
                    .any(|(o, v)| v.name() == name && *o != op)
            {
                return None;
            }
        }
        let (has_v, has_w) = (self.bx_dyn, self.by_dyn);
        // Statements inside `atomic` constructs (their updates are printed by `atomic`).
        let mut in_atomic: HashSet<Handle<Stmt>> = HashSet::new();
        crate::walk::each_stmt(ast, root, &mut |st| {
            if let Some(StmtKind::Directive(d)) = ast.stmts.get(st).map(|x| &x.kind) {
                if self
                    .acc_of(*d)
                    .is_some_and(|a| matches!(a.name, DirectiveName::Atomic(_)))
                {
                    crate::walk::each_stmt(ast, st, &mut |x| {
                        in_atomic.insert(x);
                    });
                }
            }
        });
        let mut updates = HashMap::new();
        let mut bases: HashSet<Handle<Expr>> = HashSet::new();
        let mut ok = true;
        // Updates made native by `exact_integer_count`, and those that add at most 1024 in
        // magnitude (those, `++` and `--`): see below.
        let mut counted: Vec<Handle<Expr>> = Vec::new();
        let mut small = 0usize;
        crate::walk::each_stmt(ast, root, &mut |st| {
            let Some(x) = ast.stmts.get(st) else {
                return;
            };
            // `if (x > v[i]) v[i] = x;`: the guarded assignment is the update (its own
            // statement, visited too, is no form of its own and is skipped).
            let guarded = match &x.kind {
                StmtKind::If {
                    cond,
                    then_branch,
                    else_branch: None,
                } => self.guarded_form(op, elem, *cond, *then_branch),
                _ => None,
            };
            let e = match (&x.kind, &guarded) {
                (_, Some((assign, ..))) => *assign,
                (StmtKind::Expr(e), None) => *e,
                _ => return,
            };
            let e = &e;
            // The operand of an assignment form, and the element's other occurrences in it.
            let mut again: Option<Handle<Expr>> = None;
            let mut in_c = false;
            let mut is_counted = false;
            let mut is_small = false;
            let mut others: Vec<Handle<Expr>> = Vec::new();
            let target = match ast.exprs.get(*e).map(|x| &x.kind) {
                Some(ExprKind::Assign { op: None, lhs, .. }) if guarded.is_some() => {
                    if let Some((_, xop, occ)) = guarded {
                        again = Some(xop);
                        if let Some(ExprKind::Index { base: b, .. }) =
                            ast.exprs.get(occ).map(|y| &y.kind)
                        {
                            others.push(*b);
                        }
                    }
                    *lhs
                }
                Some(ExprKind::Assign { op: None, lhs, rhs }) => {
                    match self.reduction_form(op, elem, *lhs, *rhs) {
                        Some(x) => {
                            again = Some(x);
                            let mut all = Vec::new();
                            walk::exprs_in_expr(ast, *rhs, &mut all);
                            for h in all {
                                if let Some(ExprKind::Index { base: b, .. }) =
                                    ast.exprs.get(h).map(|y| &y.kind)
                                {
                                    if oxacc_syntax::same_expr(ast, self.ctx.text, h, *lhs) {
                                        others.push(*b);
                                    }
                                }
                            }
                            *lhs
                        }
                        None => return,
                    }
                }
                Some(ExprKind::Assign {
                    op: Some(b),
                    lhs,
                    rhs,
                }) if matches!(
                    (b, op),
                    (BinaryOp::Add, ReductionOp::Add)
                        | (BinaryOp::Mul, ReductionOp::Mul)
                        | (BinaryOp::BitAnd, ReductionOp::BitAnd)
                        | (BinaryOp::BitOr, ReductionOp::BitOr)
                        | (BinaryOp::BitXor, ReductionOp::BitXor)
                ) =>
                {
                    // C computes `v[i] op= e` in the common type of both and converts the
                    // result (6.5.16.2p3): converting `e` first is the same only when the
                    // element type takes it exactly; else the update computes C's
                    // expression in a compare-and-swap loop, for a real operand (a `long
                    // double` or complex one keeps the copy per thread).
                    let same = self.same_in_x_type(*lhs, *rhs);
                    is_counted =
                        !same && op == ReductionOp::Add && self.exact_integer_count(*lhs, *rhs);
                    is_small = is_counted;
                    if !(same || is_counted) {
                        let rt = sema.types.unqual_id(sema.value_type(*rhs));
                        if !(sema.is_integer(rt)
                            || matches!(sema.types.kind(rt), TypeKind::Float | TypeKind::Double))
                        {
                            ok = false;
                            return;
                        }
                        in_c = true;
                    }
                    *lhs
                }
                Some(ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                }) if op == ReductionOp::Add => {
                    is_small = true;
                    *operand
                }
                _ => return,
            };
            let Some(ExprKind::Index { base, .. }) = ast.exprs.get(target).map(|x| &x.kind) else {
                return;
            };
            if self.f.names.uses.get(base) != Some(&var) {
                return;
            }
            // Every thread of the gang runs distinct iterations here.
            let mut lv = Levels::default();
            for (i, site) in self.sites.iter().enumerate() {
                if site.for_stmt != st
                    && site.scope.start <= x.span.start
                    && x.span.end <= site.scope.end
                {
                    let l = self.levels.get(i).copied().unwrap_or_default();
                    lv.vector |= l.vector;
                    lv.worker |= l.worker;
                }
            }
            let levels_ok = scope.is_some() || ((!has_v || lv.vector) && (!has_w || lv.worker));
            if in_atomic.contains(&st) || !levels_ok {
                ok = false;
                return;
            }
            bases.insert(*base);
            bases.extend(others);
            if is_counted {
                counted.push(*e);
            }
            small += usize::from(is_small);
            updates.insert(*e, (op, plan.elem_t.clone(), again, in_c));
        });
        if !ok || updates.is_empty() {
            return None;
        }
        // A 64-bit element counted natively with a `double` constant stays below 2^53, where
        // the conversions are exact, only when every update of the array adds at most 1024:
        // beside any other (`l[k] += 1e17`, `l[k] += n`) each counted update computes C's
        // `(T)((double)x + c)` in the compare-and-swap loop (gpu_red_shared_convert.c).
        if esize == 8 && !counted.is_empty() && small < updates.len() {
            for e in &counted {
                if let Some(u) = updates.get_mut(e) {
                    u.3 = true;
                }
            }
        }
        // No other use of the variable (a read would see the gang's partial copy).
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, root, &mut exprs);
        if exprs
            .iter()
            .any(|e| self.f.names.uses.get(e) == Some(&var) && !bases.contains(e))
        {
            return None;
        }
        Some((updates, bytes))
    }

    /// An assignment `lhs = rhs` that reduces the element `lhs` with `op` (2.5.15's operators
    /// written out): `v[i] = fmax(v[i], x)` (floating elements: fmax converts to double),
    /// `v[i] = v[i] > x ? v[i] : x` and its mirror forms for `max` (`<` for `min`), `v[i] =
    /// v[i] && x` / `x || v[i]` for `&&` / `||`. Returns the operand `x`. The atomic evaluates `x` once and always (the forms evaluate it
    /// once or twice, or not at all after `&&`/`||` decided), so `x` and the subscript have no
    /// effects at all; `x` does not name the variable (checked by the caller: any other use of
    /// it refuses the form). For `max`/`min` of integers, `x` has the element's own type: the
    /// comparison is then the element type's (an `unsigned` operand would compare an `int`
    /// element as unsigned).
    fn reduction_form(
        &self,
        op: ReductionOp,
        elem: TypeId,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
    ) -> Option<Handle<Expr>> {
        let ast = self.ctx.ast;
        let same =
            |a: Handle<Expr>, b: Handle<Expr>| oxacc_syntax::same_expr(ast, self.ctx.text, a, b);
        let kind = |x: Handle<Expr>| ast.exprs.get(x).map(|y| &y.kind);
        // One of `a`, `b` is the element, the other the operand.
        let pick = |a: Handle<Expr>, b: Handle<Expr>| {
            if same(a, lhs) {
                Some((a, b))
            } else if same(b, lhs) {
                Some((b, a))
            } else {
                None
            }
        };
        let floating = self.sema.is_floating(elem);
        let found = match (op, kind(rhs)?) {
            (
                ReductionOp::LogicalAnd,
                ExprKind::Binary {
                    op: BinaryOp::LogicalAnd,
                    lhs: a,
                    rhs: b,
                },
            )
            | (
                ReductionOp::LogicalOr,
                ExprKind::Binary {
                    op: BinaryOp::LogicalOr,
                    lhs: a,
                    rhs: b,
                },
            ) => pick(*a, *b),
            (ReductionOp::Max | ReductionOp::Min, ExprKind::Call { callee, args })
                if floating && args.len() == 2 =>
            {
                let want: &[&str] = if op == ReductionOp::Max {
                    &["fmax", "fmaxf", "__builtin_fmax", "__builtin_fmaxf"]
                } else {
                    &["fmin", "fminf", "__builtin_fmin", "__builtin_fminf"]
                };
                let name = self.callee_name(*callee)?;
                if !want.contains(&name.as_str()) || self.defined_in_file(&name) {
                    return None;
                }
                pick(args[0], args[1])
            }
            (
                ReductionOp::Max | ReductionOp::Min,
                ExprKind::Conditional {
                    cond,
                    then_expr: Some(t),
                    else_expr: f,
                },
            ) => {
                let ExprKind::Binary {
                    op: c,
                    lhs: p,
                    rhs: q,
                } = kind(*cond)?
                else {
                    return None;
                };
                // `p > q ? p : q` is the larger; `p < q ? q : p` too.
                let greater = match c {
                    BinaryOp::Gt | BinaryOp::Ge => true,
                    BinaryOp::Lt | BinaryOp::Le => false,
                    _ => return None,
                };
                let (first, second) = if same(*t, *p) && same(*f, *q) {
                    (greater, true)
                } else if same(*t, *q) && same(*f, *p) {
                    (!greater, true)
                } else {
                    (false, false)
                };
                if !second || first != (op == ReductionOp::Max) {
                    return None;
                }
                pick(*t, *f)
            }
            _ => None,
        };
        let (_, x) = found?;
        if self.effectful(x) || self.effectful(lhs) {
            return None;
        }
        if matches!(op, ReductionOp::Max | ReductionOp::Min) && !floating {
            let xt = self.sema.types.unqual_id(self.sema.value_type(x));
            if xt != elem {
                return None;
            }
        }
        Some(x)
    }

    /// `if (x > v[i]) v[i] = x;` (or `if (v[i] < x)`, `>=`, `<=`) for `max`, the mirror
    /// comparisons for `min`, with no `else`: the assignment `v[i] = x` (the then-branch, or
    /// the only statement of its block), the operand `x` and the element's occurrence in the
    /// condition. A stale read of the gang's shared copy in the condition only skips updates
    /// that would not change it (the copy only grows for `max`, shrinks for `min`). The same
    /// rules as [`Writer::reduction_form`] for `x`.
    fn guarded_form(
        &self,
        op: ReductionOp,
        elem: TypeId,
        cond: Handle<Expr>,
        then: Handle<Stmt>,
    ) -> Option<(Handle<Expr>, Handle<Expr>, Handle<Expr>)> {
        if !matches!(op, ReductionOp::Max | ReductionOp::Min) {
            return None;
        }
        let ast = self.ctx.ast;
        let stmt = match &ast.stmts.get(then)?.kind {
            StmtKind::Compound(v) if v.len() == 1 => v[0],
            _ => then,
        };
        let StmtKind::Expr(assign) = &ast.stmts.get(stmt)?.kind else {
            return None;
        };
        let ExprKind::Assign {
            op: None,
            lhs,
            rhs: x,
        } = &ast.exprs.get(*assign)?.kind
        else {
            return None;
        };
        let ExprKind::Binary {
            op: c,
            lhs: p,
            rhs: q,
        } = &ast.exprs.get(cond)?.kind
        else {
            return None;
        };
        let same =
            |a: Handle<Expr>, b: Handle<Expr>| oxacc_syntax::same_expr(ast, self.ctx.text, a, b);
        // `x > v` or `v < x` guards a max; `x < v` or `v > x` a min.
        let (greater, occ) = if same(*p, *x) && same(*q, *lhs) {
            (matches!(c, BinaryOp::Gt | BinaryOp::Ge), *q)
        } else if same(*p, *lhs) && same(*q, *x) {
            (matches!(c, BinaryOp::Lt | BinaryOp::Le), *p)
        } else {
            return None;
        };
        if !matches!(c, BinaryOp::Gt | BinaryOp::Ge | BinaryOp::Lt | BinaryOp::Le)
            || greater != (op == ReductionOp::Max)
        {
            return None;
        }
        if self.effectful(*x) || self.effectful(*lhs) {
            return None;
        }
        if !self.sema.is_floating(elem) {
            let xt = self.sema.types.unqual_id(self.sema.value_type(*x));
            if xt != elem {
                return None;
            }
        }
        Some((*assign, *x, occ))
    }

    /// Whether evaluating `e` has any effect (a store, `++`/`--`, a statement expression, a
    /// call that is not a pure library function): stricter than [`Writer::side_effect`],
    /// which allows the thread's own stores.
    fn effectful(&self, e: Handle<Expr>) -> bool {
        self.effects(e, true)
    }

    /// Combines a loop's private copies over the loop's levels, then into the variable as it
    /// is outside the loop: one atomic per gang into device memory, or the replicated
    /// private copy of the enclosing level.
    fn combine(
        &mut self,
        op: ReductionOp,
        var: VarId,
        plan: &RedPlan,
        lv: Levels,
        row0: bool,
        m: Mode,
    ) -> Res<()> {
        let Some(target) = self.lookup(var) else {
            return Ok(());
        };
        let (tt, memory) = match &target {
            Access::Private(t) => (t.clone(), plan.via_pointer),
            Access::Acc(t) => (t.clone(), false),
            Access::Memory(t) => (t.clone(), true),
        };
        if !plan.members.is_empty() {
            // A struct (2.5.15): each member as a scalar reduction of its own.
            for mem in &plan.members {
                let member = RedPlan::scalar(
                    String::new(),
                    String::new(),
                    mem.elem_t.clone(),
                    mem.acc_t.clone(),
                    format!("{}{}", plan.flat, mem.name),
                );
                let dst = format!("({tt}){}", mem.name);
                self.combine_into(op, &member, &dst, memory, lv, row0, m);
            }
            return Ok(());
        }
        self.combine_into(op, plan, &tt, memory, lv, row0, m);
        if let Some(c) = &plan.cleanup {
            self.line(c);
        }
        Ok(())
    }

    /// The element `idx` (counted in elements from the target's first) of the target `tt` of
    /// the copy `plan` of a part of a pointer's target (`plan.via_pointer`): the variable, or
    /// an enclosing loop's copy of it, indexed from its own first element ([`Rebase`]).
    fn target_elem(&self, tt: &str, plan: &RedPlan, idx: &str) -> String {
        let et = &plan.elem_t;
        if let Some(rb) = self.rebases.get(tt) {
            format!("{}[({idx}) - {}]", rb.flat, rb.lo)
        } else if plan.rows_ptr {
            format!("(({et} *)({tt}))[{idx}]")
        } else if let Some(r) = &plan.row {
            format!("({tt})[{r}][{idx}]")
        } else {
            format!("({tt})[{idx}]")
        }
    }

    /// The combine of [`Self::combine`] for `plan` into the target lvalue `tt` (`memory`:
    /// shared by other threads, combined atomically by one thread of the group).
    #[allow(clippy::too_many_arguments)]
    fn combine_into(
        &mut self,
        op: ReductionOp,
        plan: &RedPlan,
        tt: &str,
        memory: bool,
        lv: Levels,
        row0: bool,
        m: Mode,
    ) {
        let opn = op_functor(op);
        let elem_t = &plan.elem_t;
        let (src, dst, open, close) = if plan.scalar {
            (
                plan.flat.clone(),
                tt.to_string(),
                String::new(),
                String::new(),
            )
        } else if plan.via_pointer {
            (
                format!("{}[__e]", plan.flat),
                // Through the element type: a pointer to arrays (`int (*p)[8]`) reaches
                // rows, the copy scalar elements.
                self.target_elem(tt, plan, &format!("{} + __e", plan.lo)),
                format!("for (int __e = 0; __e < {}; ++__e) {{ ", plan.count),
                " }".to_string(),
            )
        } else {
            (
                format!("{}[{} + __e]", plan.flat, plan.lo),
                format!("(({elem_t} *)&({tt}))[{} + __e]", plan.lo),
                format!("for (int __e = 0; __e < {}; ++__e) {{ ", plan.count),
                " }".to_string(),
            )
        };
        let acc_t = &plan.acc_t;
        let mut body = format!("{acc_t} __v = ({acc_t}){src}; ");
        if lv.vector {
            body.push_str(&format!("__v = __oxacc_red_vector(__v, {opn}()); "));
        }
        if lv.worker && !row0 {
            body.push_str(&format!("__v = __oxacc_red_worker(__v, {opn}()); "));
        }
        if memory {
            // One thread of the group that runs the code after the loop combines.
            let leader = if m.vector {
                "1"
            } else if row0 || m.worker {
                "threadIdx.x == 0"
            } else {
                "threadIdx.x == 0 && threadIdx.y == 0"
            };
            body.push_str(&format!(
                "if ({leader}) __oxacc_atomic_{}(({elem_t} *)&{dst}, ({elem_t})__v); ",
                op_name(op)
            ));
        } else {
            body.push_str(&format!(
                "{}; ",
                combine_expr(op, &dst, &format!("({elem_t})__v"))
            ));
        }
        self.line(&format!("{open}{{ {body}}}{close}"));
    }

    /// Storage for a private copy of `var` (2.5.13, 2.9.10): for `level` Thread, the thread's
    /// own (a local; for a section `p[lo:len]` of a pointer, `len` elements that `p` points
    /// into so that `p[lo]` is the first); for Gang / Worker, one copy shared by the threads
    /// of the gang (worker), because a deeper partitioned loop writes it (2.6.1): static
    /// shared memory for constant sizes, else a block that the group's leader allocates on
    /// the device heap.
    /// Registers `v`, an `_Atomic` local of type `ty` that the threads of a gang or worker
    /// share, for [`Self::atomic_shared_use`]: an arithmetic scalar whose address the kernel
    /// never takes (a pointer to it could reach it with plain accesses).
    fn atomic_shared_local(&mut self, v: VarId, ty: TypeId, name: &str, at: Span) -> Res<()> {
        let sema = self.sema;
        let u = sema.types.unqual_id(ty);
        let size = sema.size_of(u).unwrap_or(0);
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut all);
        // Pointers and complex values are read-modify-written whole as scalars are (the
        // prelude's CAS loop, or its lock for 16 bytes). A struct or union is only read and
        // assigned whole: a member of it (undefined behaviour on an atomic object in C,
        // C11 6.5.2.3p5) would be one of the atomic read's value, not an lvalue.
        let record = matches!(sema.types.kind(u), TypeKind::Record(_));
        let member_base = record
            && all.iter().any(|x| {
                matches!(
                    ast.exprs.get(*x).map(|y| &y.kind),
                    Some(ExprKind::Member { base, .. })
                        if self.f.names.uses.get(base) == Some(&v)
                )
            });
        let scalar = sema.types.is_integer(u)
            || sema.is_pointer(u)
            || matches!(sema.types.kind(u), TypeKind::Float | TypeKind::Double)
            || (matches!(sema.types.kind(u), TypeKind::Complex(_))
                && !long_double_complex(sema, u));
        let fits = matches!(size, 1 | 2 | 4 | 8 | 16);
        let address_taken = all.iter().any(|x| {
            matches!(
                ast.exprs.get(*x).map(|y| &y.kind),
                Some(ExprKind::Unary { op: UnaryOp::AddrOf, operand })
                    if self.f.names.uses.get(operand) == Some(&v)
            )
        });
        if !(scalar || record) || !fits || member_base || address_taken {
            return Err(unsupported(
                at,
                format!("the _Atomic '{name}', which the threads of a gang or worker share (only a scalar, or a struct or union of 1, 2, 4, 8 or 16 bytes used whole, whose address is not taken, is),"),
            ));
        }
        let t = self
            .types
            .decl_thread_private(sema, u, "")
            .map_err(|Unsupported(w)| unsupported(at, format!("'{name}' has {w}")))?;
        self.atomic_shared.insert(v, t);
        Ok(())
    }

    /// A use of a shared `_Atomic` local ([`Self::atomic_shared_local`]) as C11 6.5.16.2p3
    /// and 6.5.2.4p2 make it: a compound assignment, `++`/`--` and a plain assignment are
    /// each one atomic read-modify-write of the shared copy (a compare-and-swap loop), with
    /// the value C gives the expression; a read is an atomic load. `None` for any other
    /// expression.
    fn atomic_shared_use(&mut self, e: Handle<Expr>) -> Res<Option<String>> {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return Ok(None);
        };
        let target = |w: &Self, h: Handle<Expr>| -> Option<(String, String)> {
            let v = *w.f.names.uses.get(&h)?;
            let t = w.atomic_shared.get(&v)?.clone();
            match w.lookup(v) {
                Some(Access::Memory(n) | Access::Private(n) | Access::Acc(n)) => Some((n, t)),
                None => None,
            }
        };
        Ok(match &x.kind {
            ExprKind::Ident(_) => {
                target(self, e).map(|(n, t)| format!("__oxacc_atomic_read(({t} *)&({n}))"))
            }
            ExprKind::Assign { op, lhs, rhs } => {
                let Some((n, t)) = target(self, *lhs) else {
                    return Ok(None);
                };
                let v = self.expr(*rhs, prec::ASSIGN)?;
                let body = match op {
                    Some(b) => format!("({t})(__o {} __v)", b.as_str()),
                    None => format!("({t})__v"),
                };
                Some(format!(
                    "__oxacc_atomic_rmw(({t} *)&({n}), [__v = ({v})]({t} __o) {{ (void)__o; return {body}; }}, true)"
                ))
            }
            ExprKind::Unary { op, operand }
                if matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ) =>
            {
                let Some((n, t)) = target(self, *operand) else {
                    return Ok(None);
                };
                let (sign, new) = match op {
                    UnaryOp::PreInc => ('+', true),
                    UnaryOp::PreDec => ('-', true),
                    UnaryOp::PostInc => ('+', false),
                    _ => ('-', false),
                };
                Some(format!(
                    "__oxacc_atomic_rmw(({t} *)&({n}), []({t} __o) {{ return ({t})(__o {sign} 1); }}, {new})"
                ))
            }
            _ => None,
        })
    }

    fn private_storage(
        &mut self,
        var: VarId,
        name: &str,
        section: Option<&crate::compute::capture::Section>,
        level: Share,
        at: Span,
    ) -> Res<PrivStorage> {
        self.private_storage_aligned(var, name, section, level, at, None)
    }

    /// [`Self::private_storage`] of a local whose declaration asks for an alignment `align`
    /// above its type's (`double d[4] __attribute__((aligned(64)));`): the one copy a gang
    /// shares, and each worker's, keep it (a byte block of that alignment, each worker's
    /// slice padded to a multiple of it).
    fn private_storage_aligned(
        &mut self,
        var: VarId,
        name: &str,
        section: Option<&crate::compute::capture::Section>,
        level: Share,
        at: Span,
        align: Option<u64>,
    ) -> Res<PrivStorage> {
        let sema = self.sema;
        let Some(ty) = self.var_ty(var) else {
            return Err(unsupported(at, format!("the private variable '{name}'")));
        };
        let n = ident(name);
        let err = |Unsupported(w): Unsupported| unsupported(at, format!("'{name}' has {w}"));
        let (leader, sync, slot, copies) = match level {
            Share::Thread => ("", "", "", 1),
            Share::Gang => (
                "threadIdx.x == 0 && threadIdx.y == 0",
                "__syncthreads();",
                "",
                1,
            ),
            Share::Worker => (
                "threadIdx.x == 0",
                "__oxacc_sync_worker();",
                "[threadIdx.y]",
                self.worker_copies,
            ),
        };
        // The dimension of the per-worker copies (indexed by `slot`).
        let cnt = if level == Share::Worker {
            format!("[{copies}]")
        } else {
            String::new()
        };
        if let Some(names) = self.vla.get(&var).cloned() {
            return self.vla_private_storage(
                ty,
                name,
                section,
                &names,
                (level, leader, sync, slot, copies),
                at,
            );
        }
        let section = section.filter(|_| !sema.is_array(ty));
        let Some(sec) = section else {
            // The whole variable.
            let size = sema.size_of(ty).unwrap_or(0);
            let shared = size * copies;
            if let Some(a) = align {
                if level != Share::Thread && size > 0 {
                    // Each copy rounded up to the alignment, so every worker's starts aligned.
                    let per = size.div_ceil(a) * a;
                    let bytes = per * copies;
                    // Too large for shared memory: the device heap below, aligned to 16
                    // bytes only (docs/known-gaps).
                    if bytes <= SHARED_PRIVATE_BYTES
                        && self.shared_private + bytes <= SHARED_PRIVATE_BYTES
                    {
                        self.shared_private += bytes;
                        let ss = self.fresh(&format!("ss_{name}_"));
                        let tname = if self.atomic_shared.contains_key(&var) {
                            self.types.decl_ptr(sema, sema.types.unqual_id(ty), "")
                        } else {
                            self.types.decl_ptr(sema, ty, "")
                        }
                        .map_err(err)?;
                        return Ok(PrivStorage {
                        setup: vec![format!(
                            "__shared__ unsigned char {ss}{cnt}[{per}] __attribute__((aligned({a})));"
                        )],
                        access: Access::Memory(format!("(*({tname}){ss}{slot})")),
                        cleanup: Vec::new(),
                    });
                    }
                }
            }
            if size > 16 * 1024
                || (level != Share::Thread
                    && (shared > SHARED_PRIVATE_BYTES
                        || self.shared_private + shared > SHARED_PRIVATE_BYTES))
            {
                // Too large for a thread's stack or for shared memory (a worker-private
                // array of 300 doubles is 75 KiB for 32 workers): on the device heap,
                // reached through a pointer to the whole object (uses keep its type).
                let p = self.fresh(&format!("pa_{name}_"));
                let tname = self.types.decl_ptr(sema, ty, "").map_err(err)?;
                let alloc = format!("({tname})__oxacc_malloc({size}UL)");
                if level == Share::Thread {
                    let d = self.types.decl_ptr(sema, ty, &p).map_err(err)?;
                    return Ok(PrivStorage {
                        setup: vec![format!("{d} = {alloc};")],
                        access: Access::Memory(format!("(*{p})")),
                        cleanup: vec![format!("::free((void *){p});")],
                    });
                }
                let d = self
                    .types
                    .decl_ptr(sema, ty, &format!("{p}{cnt}"))
                    .map_err(err)?;
                return Ok(PrivStorage {
                    setup: vec![
                        format!("__shared__ {d};"),
                        format!("if ({leader}) {p}{slot} = {alloc};"),
                        sync.to_string(),
                    ],
                    access: Access::Memory(format!("(*{p}{slot})")),
                    cleanup: vec![
                        sync.to_string(),
                        format!("if ({leader}) ::free((void *){p}{slot});"),
                    ],
                });
            }
            if level == Share::Thread {
                let whole = self.types.decl(sema, ty, &n).map_err(err)?;
                // C lets a const object go uninitialised (`private(c)` of a `const int c`: the
                // copy is never written, its value unspecified, 2.5.14); C++ requires an
                // initializer: `{}` (zero) satisfies it.
                let init = if has_const(sema, ty) { " = {}" } else { "" };
                return Ok(PrivStorage {
                    setup: vec![format!("{whole}{init};")],
                    access: Access::Private(n),
                    cleanup: Vec::new(),
                });
            }
            let bytes = sema.size_of(ty).unwrap_or(0) * copies;
            if bytes == 0 || bytes > 40 * 1024 {
                return Err(unsupported(
                    at,
                    format!(
                        "the gang- or worker-private '{name}' of {bytes} bytes in shared memory"
                    ),
                ));
            }
            self.shared_private += bytes;
            let ss = self.fresh(&format!("ss_{name}_"));
            // An `_Atomic` local shared by the group: plain storage, atomic uses.
            let d = if self.atomic_shared.contains_key(&var) {
                self.types
                    .decl_thread_private(sema, ty, &format!("{ss}{cnt}"))
                    .map_err(err)?
            } else {
                self.types
                    .decl(sema, ty, &format!("{ss}{cnt}"))
                    .map_err(err)?
            };
            return Ok(PrivStorage {
                setup: vec![format!("__shared__ {d};")],
                access: Access::Memory(format!("{ss}{slot}")),
                cleanup: Vec::new(),
            });
        };
        let lo_text = match sec.lower {
            Some(e) => self.expr(e, prec::ASSIGN)?,
            None => "0".into(),
        };
        let lo = match sec.lower {
            Some(e) => sema.eval_int(e),
            None => Some(0),
        };
        let len_const = match sec.length {
            SectionLen::Expr(e) => sema.eval_int(e),
            SectionLen::One => Some(1),
            SectionLen::Rest(Some(total)) => lo.map(|l| total as i128 - l),
            SectionLen::Rest(None) => None,
        };
        let len_text = match sec.length {
            SectionLen::Expr(e) => self.expr(e, prec::ASSIGN)?,
            SectionLen::One => "1".into(),
            SectionLen::Rest(Some(total)) => format!("({total}) - ({lo_text})"),
            SectionLen::Rest(None) => {
                return Err(unsupported(at, format!("a private section of '{name}'")));
            }
        };
        // A part that does not start at the first element (`private(p[lo:n])`): the copy
        // holds the elements from `lo` on, and `copy - lo` would be undefined (C11 6.5.6p8).
        // The uses index the copy from its own first element ([`Rebase`]: `p[i]` becomes
        // `copy[(long long)(i) - lo]`); when a use is no element nor pointer arithmetic
        // (`f(p)`, `q = p`: `crate::compute::rebased_bare_use`), or the copy serves a device
        // function whose body is not the region's, the copy has `lo` elements of slack before
        // the part instead and the variable points at its first, inside the object.
        let part = match crate::compute::private_part_view(
            self.ctx.ast,
            sema,
            &self.f.names.uses,
            var,
            sec,
            self.body,
            at,
        ) {
            PartView::Rebased if self.in_function => PartView::Slack,
            v => v,
        };
        let lo_ll = format!("((long long)({lo_text}))");
        let sl_ll = format!("({lo_ll} > 0 ? {lo_ll} : 0LL)");
        let (len_const, len_text) = if part == PartView::Slack {
            (
                lo.zip(len_const).map(|(l, n)| l.max(0) + n.max(-l)),
                format!("({sl_ll} + ((long long)({len_text}) > -{lo_ll} ? (long long)({len_text}) : -{lo_ll}))"),
            )
        } else {
            (len_const, len_text)
        };
        let whole = self.types.decl(sema, ty, &n).map_err(err)?;
        // The block itself is writable (it holds a copy), whatever the pointer's target type.
        let elem = sema.types.unqual_id(sec.elem);
        let et = self.types.name(sema, elem).map_err(err)?;
        // How the region reaches the block that starts at `src` (`[Self::rebases]` for the
        // rebased view), and the name of its access.
        let (flat, lo_v) = if part == PartView::Rebased {
            (
                self.fresh(&format!("pf_{name}_")),
                self.fresh(&format!("plo_{name}_")),
            )
        } else {
            (n.clone(), String::new())
        };
        let flat_v = flat.clone();
        let point = |src: &str| match part {
            PartView::Whole => format!("{whole} = {src} - ({lo_text});"),
            PartView::Slack => format!("{whole} = {src} + ({sl_ll} - {lo_ll});"),
            PartView::Rebased => {
                format!("{et} *const {flat_v} = {src}; const long long {lo_v} = {lo_ll};")
            }
        };
        if part == PartView::Rebased {
            self.rebases.insert(
                flat.clone(),
                Rebase {
                    flat: flat.clone(),
                    lo: lo_v.clone(),
                    rows: None,
                    row: false,
                    bare: None,
                    slack: false,
                },
            );
        }
        let n = flat;
        let esize = sema.size_of(elem).unwrap_or(1).max(1) as i128;
        let bytes = len_const.map_or(0, |l| l * esize * copies as i128);
        let fits = len_const.is_some_and(|l| bytes <= 16 * 1024 && l > 0)
            && (level == Share::Thread
                || self.shared_private as i128 + bytes <= SHARED_PRIVATE_BYTES as i128);
        if fits && level != Share::Thread {
            self.shared_private += bytes as u64;
        }
        let blk = self.fresh(&format!("pv_{name}_"));
        if fits {
            let l = len_const.unwrap_or(1);
            let d = self
                .types
                .decl(sema, elem, &format!("{blk}{cnt}[{l}]"))
                .map_err(err)?;
            let shared = if level == Share::Thread {
                ""
            } else {
                "__shared__ "
            };
            return Ok(PrivStorage {
                setup: vec![format!(
                    "{shared}{d}; {}",
                    point(&format!("({et} *){blk}{slot}"))
                )],
                access: Access::Private(n),
                cleanup: Vec::new(),
            });
        }
        // A length the prologue can compute: the thread's (worker's) slice of a pool the
        // prologue allocates once per gang and launch, reused each time the copy is set up (a
        // private copy starts undefined, 2.5.13), instead of a device `malloc` and `free` per
        // thread and iteration where the set-up is in partitioned code (a worker or vector
        // loop: not every thread of the block runs it together), or a gang's block per
        // iteration of a gang loop.
        let invariant = match sec.length {
            SectionLen::Expr(e) => self.launch_invariant(e),
            _ => false,
        } && (part != PartView::Slack
            || sec.lower.is_none_or(|e| self.launch_invariant(e)));
        if level != Share::Gang
            && !self.in_function
            && !self.in_prologue
            && self.orphan_depth == 0
            && invariant
        {
            let point = point(&blk);
            let per = format!("(unsigned long long)({len_text} > 0 ? {len_text} : 1)");
            let mut st = slab_storage(&et, &blk, &per, point, n, level);
            let at_site = st.setup.pop().unwrap_or_default();
            self.pool_setup.append(&mut st.setup);
            self.pool_cleanup.append(&mut st.cleanup);
            st.setup = vec![at_site];
            return Ok(st);
        }
        if level != Share::Gang && self.uniform_setup {
            let point = point(&blk);
            let per = format!("(unsigned long long)({len_text} > 0 ? {len_text} : 1)");
            return Ok(slab_storage(&et, &blk, &per, point, n, level));
        }

        let alloc = format!(
            "({et} *)__oxacc_malloc(sizeof({et}) * (unsigned long)({len_text} > 0 ? {len_text} : 1))"
        );
        let point = point(&format!("{blk}{slot}"));
        Ok(heap_block_storage(
            &et,
            &blk,
            &alloc,
            point,
            n,
            (level, leader, sync, slot, copies),
        ))
    }

    /// [`Self::private_storage`] of a flattened variably modified variable (`self.vla`): a
    /// local variable-length array (the whole of it), or a section of rows of a pointer to
    /// variable-length rows (`private(rows[0:8])` of a `double (*rows)[m]`). The copy is a
    /// block of scalar elements on the device heap, and the name points at its element
    /// `[lo][0]...`, so that the flattened indexing of the uses reaches the copy.
    fn vla_private_storage(
        &mut self,
        ty: TypeId,
        name: &str,
        section: Option<&crate::compute::capture::Section>,
        names: &[String],
        (level, leader, sync, slot, copies): (Share, &str, &str, &str, u64),
        at: Span,
    ) -> Res<PrivStorage> {
        let sema = self.sema;
        let n = ident(name);
        let pointer = sema.is_pointer(ty);
        let (lo_text, len_text) = match (pointer, section) {
            (false, _) => ("0".to_string(), names.first().cloned().unwrap_or_default()),
            (true, Some(sec)) => {
                let lo = match sec.lower {
                    Some(e) => self.expr(e, prec::ASSIGN)?,
                    None => "0".into(),
                };
                let len = match sec.length {
                    SectionLen::Expr(e) => self.expr(e, prec::ASSIGN)?,
                    SectionLen::One => "1".into(),
                    SectionLen::Rest(Some(total)) => format!("({total}) - ({lo})"),
                    SectionLen::Rest(None) => {
                        return Err(unsupported(at, format!("a private section of '{name}'")))
                    }
                };
                (lo, len)
            }
            (true, None) => {
                return Err(unsupported(
                    at,
                    format!(
                    "the private pointer '{name}' of a variably modified type without a section"
                ),
                ))
            }
        };
        // Elements per unit of the outermost level (a row of the pointer, or of the array).
        let inner: Vec<&str> = names
            .iter()
            .skip(usize::from(!pointer))
            .map(String::as_str)
            .collect();
        let row = if inner.is_empty() {
            "1LL".to_string()
        } else {
            format!("((long long)({}))", inner.join(") * (long long)("))
        };
        let et = self
            .types
            .name(sema, self.vla_elem(ty))
            .map_err(|Unsupported(w)| unsupported(at, format!("'{name}' has {w}")))?;
        let total =
            format!("((unsigned long long)(({len_text}) > 0 ? ({len_text}) : 0) * (unsigned long long){row})");
        let alloc = format!("({et} *)__oxacc_malloc(sizeof({et}) * ({total} > 0 ? {total} : 1))");
        let blk = self.fresh(&format!("pv_{name}_"));
        if level != Share::Gang && self.uniform_setup {
            let point = format!("{et} *{n} = {blk} - (long long)({lo_text}) * {row};");
            let per = format!("({total} > 0 ? {total} : 1)");
            return Ok(slab_storage(&et, &blk, &per, point, n, level));
        }
        let point = format!("{et} *{n} = {blk}{slot} - (long long)({lo_text}) * {row};");
        Ok(heap_block_storage(
            &et,
            &blk,
            &alloc,
            point,
            n,
            (level, leader, sync, slot, copies),
        ))
    }

    /// A private (firstprivate) copy of a struct member named by a clause: `T local;` (with
    /// the member's value for firstprivate), or for a section of a pointer member a block of
    /// its elements that `local` points into. Returns the setup lines and the local's name.
    fn member_storage(
        &mut self,
        m: &crate::compute::capture::Privatized,
        local: &str,
        orig: Option<String>,
        at: Span,
    ) -> Res<(Vec<String>, Vec<String>)> {
        let sema = self.sema;
        let err = |Unsupported(w): Unsupported| unsupported(at, format!("'{}' has {w}", m.text));
        // The original member (a kernel parameter): read only to initialise a firstprivate copy.
        let orig = orig.unwrap_or_default();
        let whole = self.types.decl(sema, m.ty, local).map_err(err)?;
        let Some(sec) = &m.section else {
            let init = if m.firstprivate {
                format!(" = {orig}")
            } else {
                String::new()
            };
            return Ok((vec![format!("{whole}{init};")], Vec::new()));
        };
        if sema.is_array(m.ty) {
            // An array member: a copy of the whole array (the section is part of it).
            let mut v = vec![format!("{whole};")];
            if m.firstprivate {
                // Cast: memcpy takes no pointer to a volatile array (a member of a volatile
                // struct, `firstprivate(vs.d)`), and a C-style cast drops the qualifier.
                v.push(format!(
                    "::memcpy((void *)&{local}, (const void *)&({orig}), sizeof({local}));"
                ));
            }
            return Ok((v, Vec::new()));
        }
        let lo = match sec.lower {
            Some(e) => self.expr(e, prec::ASSIGN)?,
            None => "0".into(),
        };
        let len = match sec.length {
            SectionLen::Expr(e) => self.expr(e, prec::ASSIGN)?,
            SectionLen::One => "1".into(),
            SectionLen::Rest(Some(n)) => format!("({n}) - ({lo})"),
            SectionLen::Rest(None) => {
                return Err(unsupported(at, format!("the section '{}'", m.text)))
            }
        };
        let et = self
            .types
            .name(sema, sema.types.unqual_id(sec.elem))
            .map_err(err)?;
        let blk = format!("{local}_blk");
        let mut v = vec![
            format!("{et} *{blk} = ({et} *)__oxacc_malloc(sizeof({et}) * (unsigned long)(({len}) > 0 ? ({len}) : 1));"),
            format!("{whole} = {blk} - ({lo});"),
        ];
        if m.firstprivate {
            v.push(format!(
                "::memcpy({blk}, ({orig}), sizeof({et}) * (unsigned long)(({len}) > 0 ? ({len}) : 0));"
            ));
        }
        Ok((v, vec![format!("::free({blk});")]))
    }

    /// The array lengths below a variably modified type: the pointee's for a pointer, the
    /// array's own for an array; `None` when no length is variable. Each length is
    /// `Ok(constant)` or `Err(())` for a variable one.
    fn vla_dims_of(&self, ty: TypeId) -> Option<Vec<Result<u64, ()>>> {
        let sema = self.sema;
        let mut t = if sema.is_pointer(ty) {
            sema.pointee(ty)?
        } else {
            ty
        };
        let mut dims = Vec::new();
        let mut variable = false;
        for _ in 0..16 {
            match sema.types.kind(t) {
                TypeKind::Array { elem, len } => {
                    match len {
                        oxacc_sema::ArrayLen::Fixed(n) => dims.push(Ok(*n)),
                        oxacc_sema::ArrayLen::Vla(_) | oxacc_sema::ArrayLen::Star => {
                            variable = true;
                            dims.push(Err(()))
                        }
                        oxacc_sema::ArrayLen::Incomplete => dims.push(Ok(0)),
                    }
                    t = *elem;
                }
                _ => break,
            }
        }
        variable.then_some(dims)
    }

    /// The scalar element type under the arrays of a variably modified type.
    fn vla_elem(&self, ty: TypeId) -> TypeId {
        let sema = self.sema;
        let mut t = if sema.is_pointer(ty) {
            sema.pointee(ty).unwrap_or(ty)
        } else {
            ty
        };
        while let Some(e) = sema.array_elem(t) {
            t = e;
        }
        t
    }

    /// Passes a variable of a variably modified type: a pointer (firstprivate) as a pointer to
    /// its scalar elements, an array (shared) by its device address as such a pointer; each
    /// length as `unsigned long __vla_NAME_K` (computed at the launch from the variable, so
    /// they are the lengths its type was created with).
    fn capture_vla(
        &mut self,
        c: &Capture,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
        (prologue, epilogue): (&mut String, &mut String),
    ) -> Res<()> {
        let sema = self.sema;
        let at = self.body_span;
        let Some(v) = self.f.names.var(c.var) else {
            return Ok(());
        };
        let ty = v.ty;
        let n = ident(&c.name);
        if self.vla_dims_of(ty).is_none() {
            return Ok(());
        }
        let pointer = sema.is_pointer(ty);
        // A private or firstprivate variable-length array (the whole array), or a section of
        // a pointer to variable-length rows (`firstprivate(rows[2:4])`): a copy on the device
        // heap per thread (or per gang / worker when deeper loops write it), a firstprivate
        // one filled from a snapshot of the original taken at the launch. `copy` holds the
        // host C lower bound and length (in elements of the outermost level).
        let copy: Option<(String, String)> = match (&c.attr, pointer, &c.section) {
            (Attr::Private | Attr::Firstprivate, false, sec)
                if sec.as_ref().is_none_or(|s| s.lower.is_none()) =>
            {
                Some(("0".into(), format!("sizeof({0}) / sizeof(*({0}))", c.name)))
            }
            (Attr::Private | Attr::Firstprivate, true, Some(sec)) => {
                let src = |e: Handle<Expr>| self.ctx.src(self.span_of(e)).to_string();
                let lo = sec.lower.map(src).unwrap_or_else(|| "0".into());
                let len = match sec.length {
                    SectionLen::Expr(e) => Some(src(e)),
                    SectionLen::One => Some("1".into()),
                    SectionLen::Rest(_) => None,
                };
                len.map(|len| (lo, len))
            }
            _ => None,
        };
        let private_array = copy.is_some();
        let kind = match (&c.attr, pointer, &copy) {
            (Attr::Firstprivate, _, Some((lo, len))) => ParamKind::Snapshot {
                lo: lo.clone(),
                len: len.clone(),
            },
            (Attr::Private, _, Some(_)) => ParamKind::Value,
            (Attr::Firstprivate, true, None) => ParamKind::DevPtr,
            (Attr::Shared, false, None) => ParamKind::DevAddr,
            _ => {
                return Err(unsupported(
                    at,
                    format!("'{}' of a variable-length array type as a private, reduction or shared pointer", c.name),
                ))
            }
        };
        let elem = self.vla_elem(ty);
        let et = self
            .types
            .name(sema, elem)
            .map_err(|Unsupported(w)| unsupported(at, format!("'{}' has {w}", c.name)))?;
        let pname = if pointer {
            n.clone()
        } else {
            format!("__d_{n}")
        };
        match (&c.attr, private_array) {
            // A private array needs nothing from the host but its lengths.
            (Attr::Private, true) => {}
            (Attr::Firstprivate, true) => {
                param_decls.push(format!("const {et} *__fv_{n}"));
                param_types.push(format!("const {et} *"));
                params.push(Param::new(c.name.clone(), kind));
            }
            _ => {
                param_decls.push(format!("{et} *{pname}"));
                param_types.push(format!("{et} *"));
                let row_pointer = matches!(kind, ParamKind::DevPtr);
                // A section inside the rows (`copy(v[1][2:3])`, `copy(w[3][1:4])`): through
                // its first element.
                let kind = match kind {
                    ParamKind::DevPtr => self
                        .pointer_section_addr(c.var, &c.name)
                        .map_or(ParamKind::DevPtr, ParamKind::DevPtrAt),
                    ParamKind::DevAddr if matches!(c.attr, Attr::Shared) && !pointer => self
                        .array_section_addr(c.var, &c.name)
                        .map_or(ParamKind::DevAddr, ParamKind::DevAddrAt),
                    k => k,
                };
                params.push(Param {
                    // A section of the array is what a clause maps (`copy(v[2:3])`): reached
                    // through its first element, as for a fixed-size array; a pointer to
                    // rows (`double (*c)[m]`, `copy(c[1:2][0:m])`) through its first row, as
                    // for any firstprivate pointer.
                    lower: if matches!(c.attr, Attr::Shared) && !pointer || row_pointer {
                        self.pointer_lower(&c.name)
                    } else {
                        None
                    },
                    deref: pointer && self.derefs(c.var),
                    ..Param::new(c.name.clone(), kind)
                });
            }
        }
        let names = self.vla_lengths(c, params, param_decls, param_types);
        if let Some((lo, len)) = &copy {
            // The bounds, evaluated at the launch.
            for (k, text) in [("lo", lo), ("len", len)] {
                param_decls.push(format!("long long __v{k}_{n}"));
                param_types.push("long long".into());
                params.push(Param {
                    expr: Some(format!("(long long)({text})")),
                    ..Param::new(format!("__v{k}_{n}"), ParamKind::Value)
                });
            }
            // Elements per unit of the outermost level (a row of the pointer, or of the array).
            let inner: Vec<&String> = names.iter().skip(usize::from(!pointer)).collect();
            let row = if inner.is_empty() {
                "1ULL".to_string()
            } else {
                format!(
                    "((unsigned long long)({}))",
                    inner
                        .iter()
                        .map(|x| x.as_str())
                        .collect::<Vec<_>>()
                        .join(") * (unsigned long long)(")
                )
            };
            let total = format!("((unsigned long long)(__vlen_{n} > 0 ? __vlen_{n} : 0) * {row})");
            let alloc =
                format!("({et} *)__oxacc_malloc(sizeof({et}) * ({total} > 0 ? {total} : 1))");
            let fill = if c.attr == Attr::Firstprivate {
                format!(" ::memcpy(__b, __fv_{n}, sizeof({et}) * {total});")
            } else {
                String::new()
            };
            let base = format!("{et} *{n} = ");
            let blk = self.fresh(&format!("pv_{n}_"));
            match self.shares.get(&c.var).copied().unwrap_or(Share::Thread) {
                Share::Thread => {
                    let _ = writeln!(
                        prologue,
                        "    {et} *{blk} = {alloc}; {{ {et} *__b = {blk};{fill} }} {base}{blk} - __vlo_{n} * {row};"
                    );
                    let _ = writeln!(epilogue, "    ::free({blk});");
                }
                level => {
                    let (leader, sync, slot, cnt) = if level == Share::Worker {
                        (
                            "threadIdx.x == 0",
                            "__oxacc_sync_worker();",
                            "[threadIdx.y]",
                            "[32]",
                        )
                    } else {
                        (
                            "threadIdx.x == 0 && threadIdx.y == 0",
                            "__syncthreads();",
                            "",
                            "",
                        )
                    };
                    let _ = writeln!(
                        prologue,
                        "    __shared__ {et} *{blk}{cnt}; if ({leader}) {{ {et} *__b = {alloc};{fill} {blk}{slot} = __b; }} {sync} {base}{blk}{slot} - __vlo_{n} * {row};"
                    );
                    let _ = writeln!(epilogue, "    {sync} if ({leader}) ::free({blk}{slot});");
                }
            }
            self.set_vla(c.var, names);
            self.access.insert(c.var, Access::Private(n));
            return Ok(());
        }
        self.set_vla(c.var, names);
        self.access.insert(c.var, Access::Private(pname));
        Ok(())
    }

    /// The lengths of the array levels of a variably modified variable, flattened: a constant
    /// for a fixed level, else an `unsigned long __vla_NAME_K` parameter computed at the
    /// launch from the host object (level k: `sizeof(e_k) / sizeof(e_k+1)`, so they are the
    /// lengths its type was created with).
    fn vla_lengths(
        &self,
        c: &Capture,
        params: &mut Vec<Param>,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
    ) -> Vec<String> {
        let Some(ty) = self.f.names.var(c.var).map(|v| v.ty) else {
            return Vec::new();
        };
        let Some(dims) = self.vla_dims_of(ty) else {
            return Vec::new();
        };
        let n = ident(&c.name);
        let mut level = if self.sema.is_pointer(ty) {
            format!("(*({}))", c.name)
        } else {
            format!("({})", c.name)
        };
        let mut names = Vec::new();
        for (k, d) in dims.iter().enumerate() {
            let next = format!("({level}[0])");
            match d {
                Ok(len) => names.push(len.to_string()),
                Err(()) => {
                    let pn = format!("__vla_{n}_{k}");
                    param_decls.push(format!("unsigned long {pn}"));
                    param_types.push("unsigned long".into());
                    params.push(Param {
                        expr: Some(format!("(unsigned long)(sizeof({level}) / sizeof({next}))")),
                        ..Param::new(pn.clone(), ParamKind::Value)
                    });
                    names.push(pn);
                }
            }
            level = next;
        }
        names
    }

    /// Whether a loop of the region privatizes variable `v` itself (not a member of it).
    fn loop_privatizes(&self, v: VarId) -> bool {
        self.rc.is_some_and(|rc| {
            rc.loop_privates
                .iter()
                .flatten()
                .any(|p| p.var == v && p.member.is_none())
        })
    }

    /// For an expression inside the flattened representation of a variably modified
    /// variable: whether it is a pointer (to arrays of `dims`) or an array of `dims`.
    fn vla_state(&self, e: Handle<Expr>) -> Option<(bool, Vec<String>)> {
        if self.vla.is_empty() {
            return None;
        }
        if let Some(known) = self.vla_memo.borrow().get(&e) {
            return known.clone();
        }
        let state = self.vla_state_uncached(e);
        self.vla_memo.borrow_mut().insert(e, state.clone());
        state
    }

    /// Records the flattened array levels of `v` (see `vla`), forgetting what
    /// [`Self::vla_state`] concluded before.
    fn set_vla(&mut self, v: VarId, dims: Vec<String>) {
        self.vla.insert(v, dims);
        self.vla_memo.get_mut().clear();
    }

    fn vla_state_uncached(&self, e: Handle<Expr>) -> Option<(bool, Vec<String>)> {
        let ast = self.ctx.ast;
        match &ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => {
                let v = *self.f.names.uses.get(&e)?;
                let dims = self.vla.get(&v)?.clone();
                let ptr = self.var_ty(v).is_some_and(|t| self.sema.is_pointer(t));
                Some((ptr, dims))
            }
            ExprKind::Index { base, .. } => {
                let (ptr, dims) = self.vla_state(*base)?;
                if ptr {
                    Some((false, dims))
                } else if dims.len() > 1 {
                    Some((false, dims[1..].to_vec()))
                } else {
                    None
                }
            }
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => {
                let (ptr, dims) = self.vla_state(*operand)?;
                if ptr {
                    Some((false, dims))
                } else if dims.len() > 1 {
                    Some((false, dims[1..].to_vec()))
                } else {
                    None
                }
            }
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                ..
            } => {
                let (ptr, dims) = self.vla_state(*lhs)?;
                // Array operands decay to a pointer to their rows.
                if ptr {
                    Some((true, dims))
                } else if dims.len() > 1 {
                    Some((true, dims[1..].to_vec()))
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// Which private arrays, structs and sections are written by a loop partitioned deeper
    /// than where they are private (2.6.1: one copy per gang or worker, shared by the loop's
    /// threads): those get shared storage ([`Share`]).
    fn plan_shares(&mut self) {
        let mut decl: HashMap<VarId, Mode> = HashMap::new();
        for c in self.caps {
            if matches!(c.attr, Attr::Private | Attr::Firstprivate) {
                decl.insert(c.var, Mode::default());
            }
        }
        let mut writes: Vec<(VarId, Mode)> = Vec::new();
        let mut reach = PointerReach::default();
        self.walk_shares(
            self.body,
            Mode::default(),
            &mut decl,
            &mut writes,
            &mut reach,
        );
        let mut shares = HashMap::new();
        self.decl_mode = decl.clone();
        let written: HashSet<VarId> = writes_all(&writes);
        for (v, w) in writes {
            let Some(d) = decl.get(&v).copied() else {
                continue;
            };
            let Some(ty) = self.var_ty(v) else { continue };
            let aggregate =
                self.sema.is_array(ty) || self.sema.is_record(ty) || self.is_section_pointer(v);
            if !aggregate {
                continue;
            }
            let deeper =
                (w.vector && !d.vector && self.bx_dyn) || (w.worker && !d.worker && self.by_dyn);
            if deeper {
                let level = if d.worker { Share::Worker } else { Share::Gang };
                shares.insert(v, level);
            }
        }
        // A private object whose address a pointer took (`int *p = c + 1;`, `ps[i] = c;`,
        // `s.p = &x;`) may be stored through that pointer by code partitioned deeper than
        // the object (`if (w == 1) *p = 5;` in a worker loop's worker-single code, a vector
        // lane's `*p = j`): the thread that stores is not the group's leader, so broadcasting
        // the leader's copy (as for gang-single stores, `escaped`) would lose the store. The
        // group has one such object (2.2, 2.6.1): its one copy in shared storage is the
        // object every thread's pointer reaches. A store through a local pointer of the
        // region whose every value points into another object (`wp = w;` with `w` the
        // worker's own array) cannot reach it.
        for v in &reach.escapes {
            let Some(d) = decl.get(v).copied() else {
                continue;
            };
            let deeper = |w: &Mode| {
                (w.vector && !d.vector && self.bx_dyn) || (w.worker && !d.worker && self.by_dyn)
            };
            let reaches = |p: &Option<VarId>| match p {
                None => true,
                Some(p) => {
                    !decl.contains_key(p)
                        || self
                            .f
                            .names
                            .var(*p)
                            .is_none_or(|x| x.is_global || x.file_scope)
                        || reach.escapes.contains(p)
                        || reach.assigns.iter().any(|(q, e)| {
                            q == p && e.is_none_or(|e| self.address_root(e).is_none_or(|u| u == *v))
                        })
                }
            };
            if reach.stores.iter().any(|(w, p)| deeper(w) && reaches(p)) {
                let level = if d.worker { Share::Worker } else { Share::Gang };
                shares.entry(*v).or_insert(level);
            }
        }
        // A scalar of a gang (worker) that a loop partitioned deeper writes is the group's
        // one variable too (2.6.1, 2.2): an atomic on it, or a write by one iteration
        // (`if (a[j] == key) pos = j;`), must reach the others and the code after the loop.
        // Unless every iteration assigns it before reading it (a temporary the loop uses
        // per iteration): that one stays the thread's own, as nvc privatizes it.
        for (v, level) in self.shared_scalars(&decl) {
            shares.entry(v).or_insert(level);
        }
        // A firstprivate copy on the device heap (over 16 KiB, or of a length known only at
        // run time) that nothing writes or lets escape is read the same by every thread: one
        // copy per gang (or worker) is the spec's own (2.5.14), and one per thread multiplied
        // the heap use by the block size (128 gangs x 256 threads x 200 KB exhausted it).
        let read_only = self.element_reads_only();
        for c in self.caps {
            if c.attr != Attr::Firstprivate
                || shares.contains_key(&c.var)
                || written.contains(&c.var)
                || !read_only.contains(&c.var)
            {
                continue;
            }
            let Some(d) = decl.get(&c.var).copied() else {
                continue;
            };
            if d.vector {
                continue;
            }
            let Some(ty) = self.var_ty(c.var) else {
                continue;
            };
            let heap = self.is_section_pointer(c.var)
                || ((self.sema.is_array(ty) || self.sema.is_record(ty))
                    && self.sema.size_of(ty).is_none_or(|b| b > 16 * 1024));
            if heap {
                let level = if d.worker { Share::Worker } else { Share::Gang };
                shares.insert(c.var, level);
            }
        }
        self.shares = shares;
    }

    /// The scalars private to a gang or worker (declared at that level, `decl`) that a loop
    /// partitioned over its threads writes without assigning them first in each iteration,
    /// with the level of their one copy.
    fn shared_scalars(&self, decl: &HashMap<VarId, Mode>) -> Vec<(VarId, Share)> {
        let ast = self.ctx.ast;
        // The partitioned loops over workers or lanes: (span of the body, body, levels).
        let mut loops: Vec<(Span, Handle<Stmt>, Levels)> = Vec::new();
        for (si, site) in self.sites.iter().enumerate() {
            let lv = self.levels.get(si).copied().unwrap_or_default();
            if !(lv.vector && self.bx_dyn || lv.worker && self.by_dyn) {
                continue;
            }
            let depth = site.depth.max(1);
            let Some(&inner) = site.shape.loops.get(depth - 1) else {
                continue;
            };
            let Some(StmtKind::For { body, .. }) = ast.stmts.get(inner).map(|x| &x.kind) else {
                continue;
            };
            if let Some(b) = ast.stmts.get(*body) {
                loops.push((b.span, *body, lv));
            }
        }
        if loops.is_empty() {
            return Vec::new();
        }
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let mut out: Vec<(VarId, Share)> = Vec::new();
        for h in exprs {
            let Some(x) = ast.exprs.get(h) else { continue };
            let Some(t) = walk::changed_lvalue(x) else {
                continue;
            };
            let Some(ExprKind::Ident(id)) = ast.exprs.get(t).map(|y| &y.kind) else {
                continue;
            };
            let Some(&v) = self.f.names.uses.get(&t) else {
                continue;
            };
            let Some(d) = decl.get(&v).copied() else {
                continue;
            };
            if out.iter().any(|(w, _)| *w == v) {
                continue;
            }
            let Some(ty) = self.var_ty(v) else { continue };
            if !self.sema.is_scalar(ty) {
                continue;
            }
            // The innermost partitioned loop around the write.
            let at = x.span;
            let Some((_, body, lv)) = loops
                .iter()
                .filter(|(sp, _, _)| sp.start <= at.start && at.end <= sp.end)
                .min_by_key(|(sp, _, _)| sp.end - sp.start)
            else {
                continue;
            };
            let deeper = (lv.vector && !d.vector) || (lv.worker && !d.worker);
            let name = ast.name(*id);
            // The reduction variables and privates of the loops around the write that are
            // partitioned deeper than the variable have copies of their own; so has a region
            // reduction variable (reduced over the loop's threads too).
            let around = |k: usize| {
                let l = self.levels.get(k).copied().unwrap_or_default();
                ((l.vector && !d.vector) || (l.worker && !d.worker))
                    && self
                        .sites
                        .get(k)
                        .is_some_and(|st| st.scope.start <= at.start && at.end <= st.scope.end)
            };
            let own_copy = (0..self.sites.len()).filter(|k| around(*k)).any(|k| {
                self.sites[k]
                    .reductions
                    .iter()
                    .any(|(_, dv)| dv.name() == name)
                    || self
                        .rc
                        .and_then(|rc| rc.loop_privates.get(k))
                        .is_some_and(|items| items.iter().any(|p| p.var == v))
            }) || self.implied.iter().any(|(n, _)| n == name)
                || self
                    .caps
                    .iter()
                    .any(|c| c.var == v && matches!(c.attr, Attr::Reduction(_)));
            if !deeper || own_copy || walk::assigned_first(ast, *body, name, true) {
                continue;
            }
            out.push((v, if d.worker { Share::Worker } else { Share::Gang }));
        }
        out
    }

    /// The variables every use of which in the body reads an element (`a[i]`, `a[i][j]`,
    /// `p[i]` of arithmetic or pointer type) or is inside `sizeof`: no use can alias their
    /// storage (a decayed array, `&a[i]`, `a[i]` of array type, a call argument).
    fn element_reads_only(&self) -> HashSet<VarId> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let mut safe: HashSet<Handle<Expr>> = HashSet::new();
        for &h in &exprs {
            let Some(x) = ast.exprs.get(h) else { continue };
            match &x.kind {
                ExprKind::Index { base, .. } => {
                    let ty = self.sema.expr_type(h);
                    if self.sema.is_array(ty) || self.sema.is_record(ty) {
                        continue;
                    }
                    let mut b = *base;
                    while let Some(ExprKind::Index { base, .. }) = ast.exprs.get(b).map(|e| &e.kind)
                    {
                        b = *base;
                    }
                    safe.insert(b);
                }
                ExprKind::SizeofExpr(e) | ExprKind::AlignofExpr(e) => {
                    let mut inner = Vec::new();
                    walk::exprs_in_expr(ast, *e, &mut inner);
                    safe.extend(inner);
                }
                _ => {}
            }
        }
        self.used_only_at(&exprs, &safe)
    }

    /// The variables named in `exprs` every use of which (an identifier) is one of `at`.
    fn used_only_at(&self, exprs: &[Handle<Expr>], at: &HashSet<Handle<Expr>>) -> HashSet<VarId> {
        let ast = self.ctx.ast;
        let mut ok: HashSet<VarId> = HashSet::new();
        let mut bad: HashSet<VarId> = HashSet::new();
        for &h in exprs {
            if !matches!(ast.exprs.get(h).map(|e| &e.kind), Some(ExprKind::Ident(_))) {
                continue;
            }
            let Some(v) = self.f.names.uses.get(&h).copied() else {
                continue;
            };
            if at.contains(&h) {
                ok.insert(v);
            } else {
                bad.insert(v);
            }
        }
        ok.retain(|v| !bad.contains(v));
        ok
    }

    /// The firstprivate `restrict` pointers to arithmetic data that the body only reads
    /// through (`p[i]` and `*p` as values): their kernel parameters point to const. With
    /// `__restrict__` that lets nvcc load through the read-only data path (LDG.NC), as it
    /// does for hand-written `const T *__restrict__` parameters (alone it changed none of the
    /// benchmarks' kernel times on the H200: docs/bench-gpu.md). Sound because the
    /// user's `restrict` promises that, while the pointer is live, what it reaches is changed
    /// only through it (C11 6.7.3.1), and the body changes nothing through it; a pointer
    /// used any other way (assigned, incremented, passed on, its element's address taken,
    /// named in an inner loop's clause) keeps its type. Not asked when the body stores
    /// through a pointer that may be based on one (`stores_through_derived_pointers`): what
    /// the pointer reaches may change through another name then.
    fn read_only_restrict_pointers(&self) -> HashSet<VarId> {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        // Expressions that are written or whose address is taken.
        let changed: HashSet<Handle<Expr>> = exprs
            .iter()
            .filter_map(|&h| ast.exprs.get(h).and_then(walk::changed_lvalue))
            .collect();
        // Identifiers that are the pointer of an element read.
        let mut reads: HashSet<Handle<Expr>> = HashSet::new();
        for &h in &exprs {
            if changed.contains(&h) || !self.sema.is_arithmetic(self.sema.expr_type(h)) {
                continue;
            }
            match ast.exprs.get(h).map(|e| &e.kind) {
                Some(ExprKind::Index { base, .. })
                | Some(ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand: base,
                }) => {
                    reads.insert(*base);
                }
                _ => {}
            }
        }
        let in_clauses: HashSet<&str> = self
            .sites
            .iter()
            .flat_map(|s| s.privates.iter().chain(s.reductions.iter().map(|(_, v)| v)))
            .map(|v| v.name())
            .collect();
        let ok = self.used_only_at(&exprs, &reads);
        let types = &self.sema.types;
        self.caps
            .iter()
            .filter(|c| {
                c.attr == Attr::Firstprivate
                    && c.section.is_none()
                    && matches!(c.class, VarClass::Scalar { pointer: true, .. })
                    && ok.contains(&c.var)
                    && !in_clauses.contains(c.name.as_str())
                    && self.var_ty(c.var).is_some_and(|ty| {
                        let t = types.get(ty);
                        t.quals.is_restrict
                            && !t.quals.is_volatile
                            && types.pointee(ty).is_some_and(|p| {
                                let q = types.get(p).quals;
                                self.sema.is_arithmetic(p) && !q.is_const && !q.is_volatile
                            })
                    })
            })
            .map(|c| c.var)
            .collect()
    }

    /// A parameter passed by value in a struct of its own (`struct sname { T v; }`, declared
    /// once in the module's types; `inner` is `T v`): a C array, or a struct holding arrays,
    /// crosses the launch whole that way. `pname` is the kernel's name for it.
    fn struct_wrapped_param(
        &mut self,
        inner: &str,
        sname: String,
        pname: String,
        param_decls: &mut Vec<String>,
        param_types: &mut Vec<String>,
    ) {
        let _ = writeln!(self.types.defs, "struct {sname} {{ {inner}; }};");
        param_decls.push(format!("struct {sname} {pname}"));
        param_types.push(format!("struct {sname}"));
    }

    /// The pointers of the kernel's `_na` twin ([`NoAliasTwin`]): (read, written). `read` are
    /// firstprivate pointers to arithmetic data (or arrays of it) that the body only reads
    /// element by element, `written` every other pointer parameter it dereferences. In the
    /// twin the `read` ones become `const __restrict__`, which lets nvcc load them ahead of
    /// the stores of earlier iterations and through the read-only path. That is sound when
    /// nothing the kernel stores can land in what they reach: the launch checks at run time
    /// that no `read` pointer shares a mapping with a `written` one (`__oxacc_no_alias`), and
    /// this asks that the body store only into its own objects (locals, private copies) and
    /// through the `written` pointers themselves (`w[i][j] = `, `*w = `, `w->m = `: no store
    /// through a pointer held in a local or in memory, no store to shared variables or
    /// globals, no reduction's combine), and call nothing but library functions that take no
    /// pointer. `None` unless there is a `read` pointer and a sequential loop of the body both
    /// reads one and stores through a `written` one (the loads that wait for earlier stores:
    /// PolyBench symm's column walk ran 1.72x faster with them restrict, H200 2026-11-30).
    /// `pointers` are the kernel's firstprivate pointer parameters (of captured locals and
    /// file-scope pointers passed by value), with their parameter indexes.
    fn no_alias_split(
        &self,
        already: &HashSet<VarId>,
        pointers: &HashMap<VarId, (usize, String)>,
    ) -> Option<(Vec<VarId>, Vec<VarId>)> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        if self
            .caps
            .iter()
            .any(|c| matches!(c.attr, Attr::Reduction(_)))
            || self.sites.iter().any(|s| !s.reductions.is_empty())
        {
            return None;
        }
        let pointer_cap = |v: VarId| pointers.contains_key(&v).then_some(());
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        // The pointer variable whose target a store changes, for each store (`None`: the
        // store goes to the thread's own object).
        let mut stores: HashMap<Handle<Expr>, Option<VarId>> = HashMap::new();
        for &h in &exprs {
            let Some(x) = ast.exprs.get(h) else { continue };
            if let ExprKind::Call { callee, args } = &x.kind {
                if args.iter().any(|&a| sema.is_pointer(sema.value_type(a)))
                    || !self.is_pure_call(*callee)
                {
                    return None;
                }
            }
            let Some(lv) = walk::changed_lvalue(x) else {
                continue;
            };
            let mut e = lv;
            let through = loop {
                let pointer_base = match ast.exprs.get(e).map(|x| &x.kind) {
                    Some(ExprKind::Ident(_)) => {
                        let v = self.f.names.uses.get(&e).copied()?;
                        // A pointer the kernel changes (or whose address it takes) may
                        // reach memory its launch value did not.
                        if pointer_cap(v).is_some() {
                            return None;
                        }
                        match self.caps.iter().find(|c| c.var == v) {
                            Some(c) if c.attr == Attr::Shared => return None,
                            Some(_) => {}
                            None => {
                                let var = self.f.names.var(v)?;
                                if var.is_global || var.file_scope {
                                    return None;
                                }
                            }
                        }
                        break None;
                    }
                    Some(ExprKind::Index { base, .. }) if sema.is_array(sema.expr_type(*base)) => {
                        e = *base;
                        continue;
                    }
                    Some(ExprKind::Member {
                        base, arrow: false, ..
                    }) => {
                        e = *base;
                        continue;
                    }
                    Some(ExprKind::Index { base, .. })
                    | Some(ExprKind::Member {
                        base, arrow: true, ..
                    })
                    | Some(ExprKind::Unary {
                        op: UnaryOp::Deref,
                        operand: base,
                    }) => *base,
                    _ => return None,
                };
                if !matches!(
                    ast.exprs.get(pointer_base).map(|x| &x.kind),
                    Some(ExprKind::Ident(_))
                ) {
                    return None;
                }
                let v = self.f.names.uses.get(&pointer_base).copied()?;
                pointer_cap(v)?;
                break Some(v);
            };
            stores.insert(h, through);
        }
        let stored: HashSet<VarId> = stores.values().flatten().copied().collect();
        let in_clauses: HashSet<&str> = self
            .sites
            .iter()
            .flat_map(|s| s.privates.iter().map(|v| v.name()))
            .collect();
        let types = &sema.types;
        // Arithmetic data, through arrays of it.
        let arithmetic_target = |ty: TypeId| {
            let mut t = types.pointee(types.unqual_id(ty));
            while let Some(p) = t {
                let q = types.get(p).quals;
                if q.is_volatile {
                    return false;
                }
                if sema.is_arithmetic(p) {
                    return true;
                }
                t = types.array_elem(p);
            }
            false
        };
        let reads_only = self.element_reads_only();
        let mut read: Vec<VarId> = Vec::new();
        let mut written: Vec<VarId> = Vec::new();
        let mut by_index: Vec<(usize, VarId)> = pointers.iter().map(|(v, p)| (p.0, *v)).collect();
        by_index.sort_unstable();
        for (_, v) in by_index {
            // (a `restrict` pointer the body only reads is `const __restrict__` already)
            if !self.derefs(v) || already.contains(&v) {
                continue;
            }
            let name = self.f.names.var(v).map(|x| x.name.as_str()).unwrap_or("");
            let candidate = reads_only.contains(&v)
                && !stored.contains(&v)
                && !in_clauses.contains(name)
                && !already.contains(&v)
                && self.var_ty(v).is_some_and(arithmetic_target);
            if candidate {
                read.push(v);
            } else {
                written.push(v);
            }
        }
        if read.is_empty() || read.len() + written.len() > 16 {
            return None;
        }
        // A sequential loop (no partitioned loop of a site) that reads a `read` pointer and
        // stores through a `written` one.
        let partitioned: HashSet<Handle<Stmt>> = self
            .sites
            .iter()
            .enumerate()
            .filter(|(si, _)| self.levels.get(*si).is_some_and(|l| l.any()))
            .flat_map(|(_, s)| s.shape.loops.iter().take(s.depth.max(1)).copied())
            .collect();
        let mut worth = false;
        walk::each_stmt(ast, self.body, &mut |st| {
            if worth || partitioned.contains(&st) {
                return;
            }
            let is_loop = matches!(
                ast.stmts.get(st).map(|x| &x.kind),
                Some(StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. })
            );
            if !is_loop {
                return;
            }
            let mut inner = Vec::new();
            walk::exprs_in_stmt(ast, st, &mut inner);
            let reads = inner
                .iter()
                .any(|e| self.f.names.uses.get(e).is_some_and(|v| read.contains(v)));
            let writes = inner
                .iter()
                .any(|e| stores.get(e).is_some_and(|v| v.is_some()));
            worth = reads && writes;
        });
        worth.then_some((read, written))
    }

    /// Whether the body stores through (or takes an element's address through, or passes to a
    /// call) a pointer that may be based on a `restrict` pointer it uses: any pointer but a
    /// pointer parameter that the file never assigns or takes the address of. C11 6.7.3.1 lets
    /// what a restrict pointer reaches change through pointers based on it (`float *q = out +
    /// 1;` then `q[i] = out[i] + 1`), but in the kernel `q` and `out` are two parameters: a
    /// `__restrict__` (or `const __restrict__`) `out` let nvcc load `out[i + 1]` before the
    /// store of the iteration before (wrong results on the H200, not on emul). The kernel's
    /// pointers then lose `restrict`. A store into a variable, an element of a declared array
    /// or a member of a struct variable goes through no pointer.
    fn stores_through_derived_pointers(&self) -> bool {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let assigned: HashSet<SymbolId> = ast
            .exprs
            .iter()
            .filter_map(|(_, x)| walk::changed_lvalue(x).and_then(|t| sema.resolved(t)))
            .collect();
        // `e` names a pointer parameter that nothing assigns: based on no other parameter.
        let unassigned_param = |e: Handle<Expr>| {
            self.f
                .names
                .uses
                .get(&e)
                .and_then(|&v| self.f.names.var(v))
                .is_some_and(|v| v.is_param && sema.is_pointer(v.ty) && !assigned.contains(&v.sym))
        };
        // Whether pointer value `x` is based only on a declared array or on a pointer
        // parameter that nothing assigns (through casts, pointer arithmetic and `&` of such an
        // object): what a store through it changes is reached through that parameter in the
        // kernel too. A pointer loaded from a variable of its own (a local, a global, an
        // element, a member) may have been derived on the host from a restrict pointer, which
        // the kernel's parameters no longer show.
        fn ptr_known(
            sema: &Sema,
            ast: &oxacc_syntax::Ast,
            var_ok: &dyn Fn(Handle<Expr>, bool) -> bool,
            x: Handle<Expr>,
        ) -> bool {
            match ast.exprs.get(x).map(|e| &e.kind) {
                Some(ExprKind::Ident(_)) => var_ok(x, false),
                Some(ExprKind::Binary {
                    op: BinaryOp::Add | BinaryOp::Sub,
                    lhs,
                    rhs,
                }) => {
                    let ptr = |y: Handle<Expr>| {
                        let ty = sema.expr_type(y);
                        sema.is_pointer(ty) || sema.is_array(ty)
                    };
                    match (ptr(*lhs), ptr(*rhs)) {
                        (true, false) => ptr_known(sema, ast, var_ok, *lhs),
                        (false, true) => ptr_known(sema, ast, var_ok, *rhs),
                        _ => false,
                    }
                }
                Some(ExprKind::Cast { expr, .. }) => ptr_known(sema, ast, var_ok, *expr),
                Some(ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand,
                }) => obj_known(sema, ast, var_ok, *operand),
                _ => false,
            }
        }
        // Whether lvalue `l` is an object that no pointer derived on the host can reach in a
        // way the kernel does not show: a variable, or an element or member of one, or an
        // object reached through a pointer value that `ptr_known` accepts.
        fn obj_known(
            sema: &Sema,
            ast: &oxacc_syntax::Ast,
            var_ok: &dyn Fn(Handle<Expr>, bool) -> bool,
            l: Handle<Expr>,
        ) -> bool {
            match ast.exprs.get(l).map(|e| &e.kind) {
                Some(ExprKind::Ident(_)) => var_ok(l, true),
                Some(ExprKind::Index { base, .. }) => {
                    if sema.is_pointer(sema.expr_type(*base)) {
                        ptr_known(sema, ast, var_ok, *base)
                    } else {
                        obj_known(sema, ast, var_ok, *base)
                    }
                }
                Some(ExprKind::Unary {
                    op: UnaryOp::Deref,
                    operand,
                }) => ptr_known(sema, ast, var_ok, *operand),
                Some(ExprKind::Member { base, arrow, .. }) => {
                    if *arrow {
                        ptr_known(sema, ast, var_ok, *base)
                    } else {
                        obj_known(sema, ast, var_ok, *base)
                    }
                }
                _ => false,
            }
        }
        // A variable as an object (`as_object`): any, it is its own object. As a pointer
        // value: a declared array (its own object), an unassigned pointer parameter, or a
        // `restrict` pointer (file-scope ones too): a store through it reaches only what no
        // other restrict pointer reaches (C11 6.7.3.1; assigning one restrict pointer from
        // another is undefined but from an outer block, whose objects the inner one may not
        // share then), so `gy[i] += 2 * gx[i]` keeps both qualifiers.
        let var_ok = |e: Handle<Expr>, as_object: bool| {
            as_object
                || unassigned_param(e)
                || self
                    .f
                    .names
                    .uses
                    .get(&e)
                    .and_then(|&v| self.f.names.var(v))
                    .is_some_and(|v| {
                        sema.is_array(v.ty)
                            || (sema.is_pointer(v.ty) && sema.types.get(v.ty).quals.is_restrict)
                    })
        };
        let through_unknown_pointer = |t: Handle<Expr>| !obj_known(sema, ast, &var_ok, t);
        exprs.iter().any(|&h| {
            let Some(x) = ast.exprs.get(h) else {
                return false;
            };
            if let Some(t) = walk::changed_lvalue(x) {
                return through_unknown_pointer(t);
            }
            match &x.kind {
                ExprKind::Call { args, .. } => args.iter().any(|&a| {
                    sema.is_pointer(sema.expr_type(a)) && !ptr_known(sema, ast, &var_ok, a)
                }),
                _ => false,
            }
        })
    }

    /// The qualifier a read-only array's parameter adds (`read_only_arrays`): `const `, unless
    /// its element type has one already (one qualifier, not two).
    fn read_only_const(&self, ty: TypeId) -> &'static str {
        if self.sema.types.get(self.innermost_elem(ty)).quals.is_const {
            ""
        } else {
            "const "
        }
    }

    /// The shared arrays of arithmetic elements (`static double A[N][N]` at file scope,
    /// `declare`d or named in a data clause) that the body only reads, element by element:
    /// their kernel parameters become `const T (*__restrict__ __d_A)[..]`, the form a CUDA
    /// programmer writes, which lets nvcc load them through the read-only data path (LDG.NC).
    /// `__restrict__` promises that nothing else changes what the parameter reaches while
    /// the kernel runs. Another array variable is another object (C11 6.2.4) with its own
    /// device copy, so only writes through pointers and calls could reach the array: any
    /// call that is not a library math function, or that passes a pointer, keeps every array
    /// as it was; a store through a pointer keeps the arrays whose element has the stored
    /// type's size (C11 6.5p7 lets an object be changed only through its own type, up to
    /// signedness; a character or non-arithmetic store keeps them all). An array used any
    /// other way (passed on, its address or a row taken, written, named in a loop's clause)
    /// keeps its type.
    fn read_only_arrays(&self) -> HashSet<VarId> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut exprs = Vec::new();
        walk::exprs_in_stmt(ast, self.body, &mut exprs);
        let changed: HashSet<Handle<Expr>> = exprs
            .iter()
            .filter_map(|&h| ast.exprs.get(h).and_then(walk::changed_lvalue))
            .collect();
        // Sizes of the elements stored through pointers.
        let mut stored_sizes: HashSet<u64> = HashSet::new();
        for &h in &exprs {
            let Some(x) = ast.exprs.get(h) else { continue };
            match &x.kind {
                ExprKind::Call { callee, args } => {
                    let passes_pointer = args.iter().any(|&a| sema.is_pointer(sema.value_type(a)));
                    if passes_pointer || !self.is_pure_call(*callee) {
                        return HashSet::new();
                    }
                }
                ExprKind::Assign { lhs, .. } => {
                    if let Some(ty) = self.pointer_store_type(*lhs) {
                        match sema.size_of(ty) {
                            Some(sz) if sema.is_arithmetic(ty) && sz > 1 => {
                                stored_sizes.insert(sz);
                            }
                            _ => return HashSet::new(),
                        }
                    }
                }
                ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                } => {
                    if let Some(ty) = self.pointer_store_type(*operand) {
                        match sema.size_of(ty) {
                            Some(sz) if sema.is_arithmetic(ty) && sz > 1 => {
                                stored_sizes.insert(sz);
                            }
                            _ => return HashSet::new(),
                        }
                    }
                }
                _ => {}
            }
        }
        // Identifiers that are the array of an element read (`A[i][j]` as a value).
        let mut reads: HashSet<Handle<Expr>> = HashSet::new();
        for &h in &exprs {
            let Some(ExprKind::Index { base, .. }) = ast.exprs.get(h).map(|e| &e.kind) else {
                continue;
            };
            let ty = sema.expr_type(h);
            if changed.contains(&h) || !sema.is_arithmetic(ty) {
                continue;
            }
            let mut b = *base;
            // Every subscript of the chain is on an array (not on a row pointer read from
            // it) and none of the rows is itself written or has its address taken.
            let mut whole = true;
            while let Some(ExprKind::Index { base, .. }) = ast.exprs.get(b).map(|e| &e.kind) {
                if changed.contains(&b) || !sema.is_array(sema.expr_type(b)) {
                    whole = false;
                    break;
                }
                b = *base;
            }
            if whole && sema.is_array(sema.expr_type(b)) {
                reads.insert(b);
            }
        }
        let in_clauses: HashSet<&str> = self
            .sites
            .iter()
            .flat_map(|s| s.privates.iter().chain(s.reductions.iter().map(|(_, v)| v)))
            .map(|v| v.name())
            .collect();
        let ok = self.used_only_at(&exprs, &reads);
        let types = &sema.types;
        ok.into_iter()
            .filter(|&v| {
                self.f.names.var(v).is_some_and(|x| {
                    !in_clauses.contains(x.name.as_str()) && types.is_array(x.ty) && {
                        let mut e = x.ty;
                        let mut plain = true;
                        while let Some(el) = types.array_elem(e) {
                            plain &= !types.get(e).quals.is_volatile;
                            e = el;
                        }
                        let q = types.get(e).quals;
                        plain
                            && sema.is_arithmetic(e)
                            && !q.is_volatile
                            && !q.is_atomic
                            && sema
                                .size_of(e)
                                .is_some_and(|sz| !stored_sizes.contains(&sz))
                    }
                })
            })
            .collect()
    }

    /// The element type of an array type, under all its dimensions (`ty` when not an array).
    fn innermost_elem(&self, ty: TypeId) -> TypeId {
        let mut e = ty;
        while let Some(x) = self.sema.types.array_elem(e) {
            e = x;
        }
        e
    }

    /// The type stored by an assignment or increment of `lv` when it may store through a
    /// pointer (`*p`, `p[i]`, `s->x`, a row of a pointer array); `None` when `lv` is a
    /// variable, an element of an array variable or a member of a struct variable.
    fn pointer_store_type(&self, lv: Handle<Expr>) -> Option<TypeId> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        let mut e = lv;
        loop {
            match ast.exprs.get(e).map(|x| &x.kind) {
                Some(ExprKind::Ident(_)) => return None,
                Some(ExprKind::Index { base, .. }) if sema.is_array(sema.expr_type(*base)) => {
                    e = *base;
                }
                Some(ExprKind::Member {
                    base, arrow: false, ..
                }) => e = *base,
                _ => return Some(sema.expr_type(lv)),
            }
        }
    }

    /// A private pointer whose clause names a section (`private(p[0:n])`): writes through it
    /// write the private copy.
    fn is_section_pointer(&self, v: VarId) -> bool {
        self.caps.iter().any(|c| c.var == v && c.section.is_some())
            || self.rc.is_some_and(|rc| {
                rc.loop_privates
                    .iter()
                    .flatten()
                    .any(|p| p.var == v && p.section.is_some())
            })
    }

    fn walk_shares(
        &self,
        s: Handle<Stmt>,
        m: Mode,
        decl: &mut HashMap<VarId, Mode>,
        writes: &mut Vec<(VarId, Mode)>,
        reach: &mut PointerReach,
    ) {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else { return };
        let mut inner = m;
        if let Some(&si) = self.site_of.get(&s) {
            let lv = self.levels.get(si).copied().unwrap_or_default();
            if lv.any() {
                inner = Mode {
                    worker: m.worker || lv.worker,
                    vector: m.vector || lv.vector,
                };
            }
            if let Some(items) = self.rc.and_then(|rc| rc.loop_privates.get(si)) {
                for p in items {
                    decl.insert(p.var, inner);
                }
            }
        }
        let mut own: Vec<Handle<Expr>> = Vec::new();
        let mut nested: Vec<Handle<Expr>> = Vec::new();
        match &st.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => own.push(*e),
            StmtKind::If { cond, .. }
            | StmtKind::While { cond, .. }
            | StmtKind::DoWhile { cond, .. }
            | StmtKind::Switch { cond, .. } => own.push(*cond),
            StmtKind::For {
                init, cond, step, ..
            } => {
                if let ForInit::Expr(e) = init {
                    own.push(*e);
                }
                own.extend(cond.iter().copied());
                own.extend(step.iter().copied());
            }
            StmtKind::Decl(d) => {
                if let Some(dd) = ast.decls.get(*d) {
                    for i in 0..dd.declarators.len() {
                        if let Some(sym) = self.sema.decl_symbol(*d, i) {
                            let info = self.sema.symbol(sym);
                            if let Some(v) = self
                                .f
                                .names
                                .vars
                                .iter()
                                .position(|x| x.span == info.span && x.name == info.name)
                            {
                                decl.insert(v, m);
                                // The value the declaration gives it (a list: unknown).
                                if let Some(init) =
                                    dd.declarators[i].init.and_then(|h| ast.inits.get(h))
                                {
                                    reach.assigns.push((
                                        v,
                                        match &init.kind {
                                            InitializerKind::Expr(e) => Some(*e),
                                            InitializerKind::List(_) => None,
                                        },
                                    ));
                                }
                            }
                        }
                    }
                }
                // Every expression of the declaration, nested ones included: walking each
                // again below made an initializer of n terms cost n² (40 000 terms: 50 s).
                walk::exprs_in_decl(ast, *d, &mut nested);
            }
            _ => {}
        }
        for e in own {
            walk::exprs_in_expr(ast, e, &mut nested);
        }
        self.pointer_reach(&nested, m, reach);
        for h in nested {
            let Some(x) = ast.exprs.get(h) else { continue };
            if let Some(t) = walk::changed_lvalue(x) {
                if let Some(v) = self.write_root(t) {
                    writes.push((v, m));
                }
            }
            // An array passed to a function may be written by it.
            if let ExprKind::Call { args, .. } = &x.kind {
                for a in args {
                    if let Some(v) = self.write_root(*a) {
                        writes.push((v, m));
                    }
                }
            }
        }
        for c in crate::walk::children(ast, s) {
            self.walk_shares(c, if c == s { m } else { inner }, decl, writes, reach);
        }
    }

    /// Whether statement `st` is a `loop` directive whose loop is partitioned over the
    /// threads that run code in mode `m` redundantly (so it ends with their barrier).
    fn partitioned_loop_directive(&self, st: &Stmt, m: Mode) -> bool {
        let ast = self.ctx.ast;
        let StmtKind::Directive(d) = &st.kind else {
            return false;
        };
        let Some(body) = ast.directives.get(*d).and_then(|x| x.body) else {
            return false;
        };
        let Some(&si) = self.site_of.get(&body) else {
            return false;
        };
        let lv = self.levels.get(si).copied().unwrap_or_default();
        ((lv.vector && !m.vector) || (lv.worker && !m.worker)) && self.group_sync(m).is_some()
    }

    /// Whether the iterations of partitioned loop `si` store into nothing but their own
    /// copies: variables declared in the loop (not given shared storage), the loops'
    /// variables, the loop's `private` and `reduction` variables; calls only of library
    /// math functions given no pointer; no directive (`atomic`, an inner loop's clauses) and
    /// no `asm`.
    fn lanes_store_own_copies(&self, si: usize) -> bool {
        let ast = self.ctx.ast;
        let Some(site) = self.sites.get(si) else {
            return false;
        };
        let Some(span) = ast.stmts.get(site.for_stmt).map(|x| x.span) else {
            return false;
        };
        let mut plain = true;
        crate::walk::each_stmt(ast, site.for_stmt, &mut |x| {
            plain &= !matches!(
                ast.stmts.get(x).map(|y| &y.kind),
                Some(StmtKind::Directive(_) | StmtKind::Asm(_) | StmtKind::GotoIndirect(_)) | None
            );
        });
        if !plain {
            return false;
        }
        let loop_vars: Vec<String> = site
            .shape
            .loops
            .iter()
            .filter_map(|l| loops::canonical_in(ast, Some(self.sema), *l))
            .map(|c| c.var_name)
            .collect();
        let privates = self.rc.and_then(|rc| rc.loop_privates.get(si));
        let own = |t: Handle<Expr>| {
            let Some(v) = self.storage_root(t) else {
                return false;
            };
            if self.shares.get(&v).is_some_and(|x| *x != Share::Thread) {
                return false;
            }
            let Some(var) = self.f.names.var(v) else {
                return false;
            };
            (span.start <= var.span.start && var.span.end <= span.end)
                || loop_vars.contains(&var.name)
                || site.reductions.iter().any(|(_, dv)| dv.name() == var.name)
                || privates.is_some_and(|p| p.iter().any(|p| p.var == v))
        };
        let mut es = Vec::new();
        walk::exprs_in_stmt(ast, site.for_stmt, &mut es);
        es.iter().all(|h| {
            let Some(x) = ast.exprs.get(*h) else {
                return false;
            };
            match &x.kind {
                ExprKind::Call { callee, args } => {
                    self.is_pure_call(*callee)
                        && args.iter().all(|a| {
                            let ty = self.sema.expr_type(*a);
                            !self.sema.is_pointer(ty) && !self.sema.is_array(ty)
                        })
                }
                ExprKind::StmtExpr(..) => false,
                ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    ..
                } => true,
                _ => walk::changed_lvalue(x).is_none_or(own),
            }
        })
    }

    /// Adds to `reach` the variables whose storage expressions `es` (one statement's, run in
    /// mode `m`) let a pointer reach (`&x`, an array converted to a pointer other than for a
    /// subscript or `sizeof`), and whether they may store through a pointer: an assignment
    /// or increment whose target is reached through one (`*p = 5`, `p[1]`, `q->a`), or a
    /// call other than of a math function given no pointer.
    fn pointer_reach(&self, es: &[Handle<Expr>], m: Mode, reach: &mut PointerReach) {
        let ast = self.ctx.ast;
        let mut kept: HashSet<Handle<Expr>> = HashSet::new();
        for h in es {
            match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(ExprKind::Index { base, .. } | ExprKind::Member { base, .. }) => {
                    kept.insert(*base);
                }
                Some(ExprKind::SizeofExpr(x) | ExprKind::AlignofExpr(x)) => {
                    kept.insert(*x);
                }
                _ => {}
            }
        }
        let mut stores = false;
        for h in es {
            let Some(x) = ast.exprs.get(*h) else { continue };
            let target = match &x.kind {
                ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    operand,
                } => Some(*operand),
                ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. }
                    if !kept.contains(h) && self.sema.is_array(self.sema.expr_type(*h)) =>
                {
                    Some(*h)
                }
                _ => None,
            };
            if let Some(v) = target.and_then(|t| self.storage_root(t)) {
                if !reach.escapes.contains(&v) {
                    reach.escapes.push(v);
                }
            }
            match &x.kind {
                ExprKind::Unary {
                    op: UnaryOp::AddrOf,
                    ..
                } => {}
                ExprKind::Call { callee, args } => {
                    // (A routine may also store through a pointer it reads from memory: `gp`
                    // of `gp = c;`.)
                    stores |= !self.is_pure_call(*callee)
                        || args.iter().any(|a| {
                            let ty = self.sema.expr_type(*a);
                            self.sema.is_pointer(ty) || self.sema.is_array(ty)
                        });
                }
                _ => {
                    if let Some(t) = walk::changed_lvalue(x) {
                        match self.storage_root(t) {
                            None => reach.stores.push((m, self.stored_through(t))),
                            // A variable given a new value as a whole (`p = c + 1`); pointer
                            // arithmetic on it (`p++`, `p += 2`) keeps the object it points
                            // into.
                            Some(v)
                                if matches!(
                                    ast.exprs.get(t).map(|y| &y.kind),
                                    Some(ExprKind::Ident(_))
                                ) =>
                            {
                                match &x.kind {
                                    ExprKind::Assign { op: None, rhs, .. } => {
                                        reach.assigns.push((v, Some(*rhs)))
                                    }
                                    ExprKind::Assign {
                                        op: Some(BinaryOp::Add | BinaryOp::Sub),
                                        ..
                                    }
                                    | ExprKind::Unary { .. } => {}
                                    _ => reach.assigns.push((v, None)),
                                }
                            }
                            Some(_) => {}
                        }
                    }
                }
            }
        }
        if stores {
            reach.stores.push((m, None));
        }
    }

    /// The local pointer variable a store target is reached through (`p` of `*p`, `p[1]`,
    /// `(p + 2)->a`, `p[1].b[2]`), or `None` when it is not one.
    fn stored_through(&self, t: Handle<Expr>) -> Option<VarId> {
        let ast = self.ctx.ast;
        match &ast.exprs.get(t)?.kind {
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.pointer_var(*operand),
            ExprKind::Index { base, .. } if self.sema.is_array(self.sema.expr_type(*base)) => {
                self.stored_through(*base)
            }
            ExprKind::Index { base, .. } => self.pointer_var(*base),
            ExprKind::Member {
                base, arrow: true, ..
            } => self.pointer_var(*base),
            ExprKind::Member {
                base, arrow: false, ..
            } => self.stored_through(*base),
            _ => None,
        }
    }

    /// The pointer variable whose value pointer expression `e` offsets (`p`, `p + k`,
    /// `(char *)p - 1`).
    fn pointer_var(&self, e: Handle<Expr>) -> Option<VarId> {
        let ast = self.ctx.ast;
        match &ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) if self.sema.is_pointer(self.sema.expr_type(e)) => {
                self.f.names.uses.get(&e).copied()
            }
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => {
                if self.sema.is_pointer(self.sema.expr_type(*lhs)) {
                    self.pointer_var(*lhs)
                } else {
                    self.pointer_var(*rhs)
                }
            }
            ExprKind::Cast { expr, .. } => self.pointer_var(*expr),
            _ => None,
        }
    }

    /// The variable into whose storage address expression `e` points (`&x`, `&c[1]`, `c`
    /// of array type, `c + 1`), or `None` when it is not known.
    fn address_root(&self, e: Handle<Expr>) -> Option<VarId> {
        let ast = self.ctx.ast;
        match &ast.exprs.get(e)?.kind {
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } => self.storage_root(*operand),
            ExprKind::Ident(_) | ExprKind::Index { .. } | ExprKind::Member { .. }
                if self.sema.is_array(self.sema.expr_type(e)) =>
            {
                self.storage_root(e)
            }
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
            } => {
                let lt = self.sema.expr_type(*lhs);
                if self.sema.is_pointer(lt) || self.sema.is_array(lt) {
                    self.address_root(*lhs)
                } else {
                    self.address_root(*rhs)
                }
            }
            ExprKind::Cast { expr, .. } => self.address_root(*expr),
            _ => None,
        }
    }

    /// The variable whose own storage lvalue `e` designates (`x`, `c[1]`, `s.a[2]`), not
    /// through a pointer (`*p`, `p[1]`, `q->a`).
    fn storage_root(&self, e: Handle<Expr>) -> Option<VarId> {
        match &self.ctx.ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => self.f.names.uses.get(&e).copied(),
            ExprKind::Index { base, .. } if self.sema.is_array(self.sema.expr_type(*base)) => {
                self.storage_root(*base)
            }
            ExprKind::Member {
                base, arrow: false, ..
            } => self.storage_root(*base),
            _ => None,
        }
    }

    /// The private variable whose storage an lvalue (or an array / section pointer passed
    /// on) designates.
    fn write_root(&self, e: Handle<Expr>) -> Option<VarId> {
        match &self.ctx.ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => self.f.names.uses.get(&e).copied(),
            ExprKind::Index { base, .. }
            | ExprKind::Member {
                base, arrow: false, ..
            } => self.write_root(*base),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } => self.write_root(*operand),
            ExprKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                ..
            } => self.write_root(*lhs),
            _ => None,
        }
    }

    /// This gang's coordinate and the gang count along gang dimension `dim` (0 or 1: one).
    /// One dimension: the block; several (`num_gangs(a, b, c)`): the block number split
    /// with dimension one fastest. A dimension the construct did not ask for has one gang.
    fn gang_coord(&self, dim: u8) -> (&'static str, &'static str) {
        match (self.gang_grid, dim) {
            (false, 0 | 1) => ("blockIdx.x", "gridDim.x"),
            (false, _) => ("0", "1"),
            (true, 0 | 1) => ("(blockIdx.x % __oxacc_ng1)", "__oxacc_ng1"),
            (true, 2) => ("((blockIdx.x / __oxacc_ng1) % __oxacc_ng2)", "__oxacc_ng2"),
            (true, _) => (
                "(blockIdx.x / (__oxacc_ng1 * __oxacc_ng2))",
                "(gridDim.x / (__oxacc_ng1 * __oxacc_ng2))",
            ),
        }
    }

    /// The gang loop of a gang routine's device function (2.9.2, 2.15.1): the calling thread
    /// (one per gang: a call with side effects runs in one thread of its group) takes the
    /// iterations `blockIdx.x, blockIdx.x + gridDim.x, ...`, so that the gangs divide the
    /// loop between them instead of each running all of it. `false` (printed nothing) for a
    /// loop not in canonical form.
    ///
    /// With several gang dimensions (2.5.10) the loop is divided among the gangs of its own
    /// dimension `dim` (2.9.2), the others running it redundantly: the kernel that calls the
    /// routine stores the gang counts of dimensions one and two in the block's
    /// `__oxacc_gang_dims()` (`gridDim.x` and 1 for a one-dimensional grid).
    fn orphan_gang_loop(&mut self, for_stmt: Handle<Stmt>, m: Mode, dim: u8) -> Res<bool> {
        let ast = self.ctx.ast;
        let for_stmt = walk::strip_compound(ast, for_stmt);
        let Some(l) = loops::canonical_in(ast, Some(self.sema), for_stmt) else {
            return Ok(false);
        };
        let ty = self.loop_var_type(&l)?;
        let typing = self.device_loop_typing(&l);
        let texts = LoopTexts::try_of(&l, None, typing, |e| self.expr(e, prec::ASSIGN))?;
        let var = ident(&l.var_name);
        self.line("{");
        self.indent += 1;
        self.line(&loops::trip_count(&texts, 0));
        let (coord, count) = match dim {
            0 | 1 => (
                "(blockIdx.x % __oxacc_gang_dims()[0])",
                "__oxacc_gang_dims()[0]",
            ),
            2 => (
                "((blockIdx.x / __oxacc_gang_dims()[0]) % __oxacc_gang_dims()[1])",
                "__oxacc_gang_dims()[1]",
            ),
            _ => (
                "(blockIdx.x / (__oxacc_gang_dims()[0] * __oxacc_gang_dims()[1]))",
                "(gridDim.x / (__oxacc_gang_dims()[0] * __oxacc_gang_dims()[1]))",
            ),
        };
        self.line(&format!(
            "for (long long __gk = {coord}; __gk < __n0; __gk += {count}) {{"
        ));
        self.indent += 1;
        let set = if l.decl.is_some() {
            var_from_index(0, &ty, &var, "__gk")
        } else {
            format!("{var} = ({ty}){};", loops::value_at(0, "__gk"))
        };
        self.line(&set);
        self.orphan_depth += 1;
        let r = self.stmt(l.body, m);
        self.orphan_depth -= 1;
        r?;
        self.indent -= 1;
        self.line("}");
        self.indent -= 1;
        self.line("}");
        Ok(true)
    }

    /// Whether tiles help the body of a collapsed nest: the threads of a tile reuse each
    /// other's data when the body has a loop of its own (a matmul's or 2mm's dot product over
    /// k reads a row of A that the tile's row shares, and B's columns that its columns share)
    /// or reads one array at three or more places (a stencil's neighbours). Measured A/B on an
    /// H200 (2026-11-28, docs/bench-gpu.md): matmul 0.74x and 2mm 0.79x the flat kernel's
    /// time, the 7-point stencil 0.93x, Jacobi's 5 points 1.00x; gemver's update (each
    /// element read and written once) 1.04x for the whole benchmark, so a streaming body
    /// keeps the flat grid-stride loop.
    fn tiles_pay_off(&self, body: Handle<Stmt>) -> bool {
        fn has_loop(ast: &oxacc_syntax::ast::Ast, s: Handle<Stmt>) -> bool {
            let Some(st) = ast.stmts.get(s) else {
                return false;
            };
            match &st.kind {
                StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. } => true,
                StmtKind::Compound(items) => items.iter().any(|i| has_loop(ast, *i)),
                StmtKind::If {
                    then_branch,
                    else_branch,
                    ..
                } => has_loop(ast, *then_branch) || else_branch.is_some_and(|e| has_loop(ast, e)),
                StmtKind::Switch { body, .. }
                | StmtKind::Labeled { body, .. }
                | StmtKind::Default { body }
                | StmtKind::Case { body, .. } => has_loop(ast, *body),
                StmtKind::Directive(d) => ast
                    .directives
                    .get(*d)
                    .and_then(|d| d.body)
                    .is_some_and(|b| has_loop(ast, b)),
                _ => false,
            }
        }
        let ast = self.ctx.ast;
        if has_loop(ast, body) {
            return true;
        }
        let mut all = Vec::new();
        walk::exprs_in_stmt(ast, body, &mut all);
        let mut places: HashMap<String, HashSet<String>> = HashMap::new();
        for h in all {
            let Some(ExprKind::Index { base, index }) = ast.exprs.get(h).map(|x| &x.kind) else {
                continue;
            };
            let Some(ExprKind::Ident(_)) = ast.exprs.get(*base).map(|x| &x.kind) else {
                continue;
            };
            let at = places
                .entry(self.ctx.src(self.span_of(*base)).to_string())
                .or_default();
            at.insert(self.ctx.src(self.span_of(*index)).replace(' ', ""));
            if at.len() >= 3 {
                return true;
            }
        }
        false
    }

    /// Whether the body of an explicit `tile` nest (2.9.8) subscripts an array with the
    /// innermost loop's variable `lane` (the one the lanes of a warp step through) in a
    /// subscript other than the last, as a transpose's `t[j][i] = a[i][j]` stores. The flat
    /// kernel gives each warp 32 iterations of that loop at one value of the others, so each
    /// lane's access falls in a different row (one 4-byte store per 32-byte sector across the
    /// whole grid); the tiled twin's blocks of 32 x blockDim.x/32 iterations touch a few
    /// consecutive elements of each of those rows, which the user asked for by writing
    /// `tile`. A streaming body without such an access keeps the flat kernel (gemver's
    /// update ran 1.04x slower tiled, see `tiles_pay_off`).
    fn strided_by_lanes(&self, body: Handle<Stmt>, lane: &str) -> bool {
        let ast = self.ctx.ast;
        let mentions = |e: Handle<Expr>| {
            let mut sub = Vec::new();
            walk::exprs_in_expr(ast, e, &mut sub);
            sub.iter().any(|x| {
                matches!(ast.exprs.get(*x).map(|x| &x.kind), Some(ExprKind::Ident(_)))
                    && self.ctx.src(self.span_of(*x)) == lane
            })
        };
        let mut all = Vec::new();
        walk::exprs_in_stmt(ast, body, &mut all);
        all.into_iter().any(|h| {
            let Some(ExprKind::Index { base, index }) = ast.exprs.get(h).map(|x| &x.kind) else {
                return false;
            };
            if mentions(*index) {
                return false;
            }
            // The earlier subscripts: `x[a][b]` is `Index { base: x[a], index: b }`.
            let mut b = *base;
            while let Some(ExprKind::Index { base, index }) = ast.exprs.get(b).map(|x| &x.kind) {
                if mentions(*index) {
                    return true;
                }
                b = *base;
            }
            false
        })
    }

    /// The statements whose end is the end of an iteration of the region's top loop, when
    /// that loop is one loop (no collapse or tile) partitioned over gangs alone and every
    /// private copy of the kernel is the thread's own: the loop's body, and from it the last
    /// statement of each block, and the loop a `loop` directive there owns. A group barrier
    /// after such a statement only orders the iteration against the next one the same gang
    /// runs, and a gang loop's iterations are independent (2.9: no iteration reads what
    /// another writes; `kernels` loops are gang loops only when the analysis proves it): the
    /// next barrier a thread meets is in the next iteration, before the memory it guards is
    /// read again, or the kernel's end. So the barrier at the end of an inner worker or
    /// vector loop, or after a leader's store, that ends the iteration goes: a row-per-gang
    /// kernel (atax, bicg, covariance) paid one or two block barriers per row. Shared
    /// copies (a gang's private array in shared memory, reused by the next iteration's
    /// loop) keep them.
    #[allow(clippy::type_complexity)]
    fn iteration_tail(
        &self,
    ) -> (
        HashSet<Handle<Stmt>>,
        HashSet<Handle<Stmt>>,
        HashSet<Handle<Stmt>>,
    ) {
        let mut out = HashSet::new();
        let mut quiet = HashSet::new();
        let mut store_quiet = HashSet::new();
        let ast = self.ctx.ast;
        let Some(region) = self.region else {
            return (out, quiet, store_quiet);
        };
        if !region.top_loop
            || self.in_function
            || self.serial
            || !self.shared_reds.is_empty()
            || self.shares.values().any(|s| *s != Share::Thread)
        {
            return (out, quiet, store_quiet);
        }
        let Some((si, site)) = self
            .sites
            .iter()
            .enumerate()
            .find(|(_, x)| x.for_stmt == region.body)
        else {
            return (out, quiet, store_quiet);
        };
        let lv = self.levels.get(si).copied().unwrap_or_default();
        if !lv.gang || lv.worker || lv.vector || site.depth != 1 || site.tile.is_some() {
            return (out, quiet, store_quiet);
        }
        let Some(StmtKind::For { body, .. }) = ast.stmts.get(site.for_stmt).map(|x| &x.kind) else {
            return (out, quiet, store_quiet);
        };
        // A statement, and the loop a `loop` directive there owns.
        let with_loop = |st: Handle<Stmt>, set: &mut HashSet<Handle<Stmt>>| {
            set.insert(st);
            if let Some(StmtKind::Directive(d)) = ast.stmts.get(st).map(|x| &x.kind) {
                if let Some(b) = ast.directives.get(*d).and_then(|x| x.body) {
                    set.insert(b);
                }
            }
        };
        let mut cur = Some(*body);
        while let Some(c) = cur {
            out.insert(c);
            cur = match ast.stmts.get(c).map(|x| &x.kind) {
                Some(StmtKind::Compound(v)) => {
                    // The variables in device memory (shared scalars, pointers) the items
                    // store into: a follower reading one reads what a leader wrote.
                    let mut shared_written = HashSet::new();
                    for it in v {
                        let mut es = Vec::new();
                        walk::exprs_in_stmt(ast, *it, &mut es);
                        for e in es {
                            // The variable itself (`x = ...`, `&x`), not an element a
                            // pointer it holds reaches (`b[j] = s` leaves `b` unchanged); a
                            // member or element of a struct or array variable counts too.
                            let Some(t) = ast.exprs.get(e).and_then(walk::changed_lvalue) else {
                                continue;
                            };
                            let mut root = t;
                            loop {
                                match ast.exprs.get(root).map(|x| &x.kind) {
                                    Some(ExprKind::Index { base, .. })
                                        if self.sema.is_array(self.sema.expr_type(*base)) =>
                                    {
                                        root = *base
                                    }
                                    Some(ExprKind::Member {
                                        base, arrow: false, ..
                                    }) => root = *base,
                                    _ => break,
                                }
                            }
                            if let Some(v) = self.f.names.uses.get(&root) {
                                shared_written.insert(*v);
                            }
                        }
                    }
                    // The items whose followers (to the end of the iteration) read no memory.
                    for (k, it) in v.iter().enumerate() {
                        if v[k + 1..].iter().all(|x| !self.reads_beyond_store(*x)) {
                            with_loop(*it, &mut quiet);
                            if v[k + 1..]
                                .iter()
                                .all(|x| !self.reads_written_shared(*x, &shared_written))
                            {
                                store_quiet.insert(*it);
                            }
                        }
                    }
                    v.last().copied()
                }
                Some(StmtKind::Directive(d)) => ast.directives.get(*d).and_then(|x| x.body),
                _ => None,
            };
        }
        (out, quiet, store_quiet)
    }

    /// Whether statement `st` may read memory, other than by storing into an element
    /// (`t[i] = s` reads only `t`, `i` and `s`; `reads_memory` counts the element itself).
    fn reads_beyond_store(&self, st: Handle<Stmt>) -> bool {
        let ast = self.ctx.ast;
        let Some(x) = ast.stmts.get(st) else {
            return true;
        };
        if let StmtKind::Expr(e) = &x.kind {
            if let Some(ExprKind::Assign { op: None, lhs, rhs }) =
                ast.exprs.get(*e).map(|y| &y.kind)
            {
                if let Some(ExprKind::Index { base, index }) = ast.exprs.get(*lhs).map(|y| &y.kind)
                {
                    let mut es = Vec::new();
                    for h in [*rhs, *index, *base] {
                        es.push(h);
                        walk::exprs_in_expr(ast, h, &mut es);
                    }
                    return es.iter().any(|h| {
                        ast.exprs.get(*h).is_none_or(|y| {
                            // A math function of values (`sqrt(s / n)`) reads no memory.
                            if let ExprKind::Call { callee, args } = &y.kind {
                                return !self.is_pure_call(*callee)
                                    || args.iter().any(|a| {
                                        let ty = self.sema.expr_type(*a);
                                        self.sema.is_pointer(ty) || self.sema.is_array(ty)
                                    });
                            }
                            matches!(
                                y.kind,
                                ExprKind::Index { .. }
                                    | ExprKind::Member { .. }
                                    | ExprKind::Assign { .. }
                                    | ExprKind::Unary {
                                        op: UnaryOp::Deref
                                            | UnaryOp::PreInc
                                            | UnaryOp::PreDec
                                            | UnaryOp::PostInc
                                            | UnaryOp::PostDec,
                                        ..
                                    }
                            )
                        })
                    });
                }
            }
        }
        reads_memory(ast, x) || !matches!(x.kind, StmtKind::Expr(_) | StmtKind::Empty)
    }

    /// Whether the kernel's prologue computes expression `e` as the code that sets up a
    /// private copy would: integer constants, `sizeof`, arithmetic, and firstprivate scalars
    /// the region never writes nor privatizes (kernel parameters by value); no memory reads,
    /// calls or effects.
    fn launch_invariant(&self, e: Handle<Expr>) -> bool {
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, e, &mut all);
        all.push(e);
        all.iter()
            .all(|h| match ast.exprs.get(*h).map(|x| &x.kind) {
                Some(
                    ExprKind::IntLit(_)
                    | ExprKind::CharLit(_)
                    | ExprKind::SizeofType(_)
                    | ExprKind::SizeofExpr(_)
                    | ExprKind::Cast { .. }
                    | ExprKind::Conditional { .. },
                ) => true,
                Some(ExprKind::Binary { op, .. }) => !matches!(op, BinaryOp::Comma),
                Some(ExprKind::Unary { op, .. }) => matches!(
                    op,
                    UnaryOp::Plus | UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Not
                ),
                Some(ExprKind::Ident(_)) => {
                    if self.sema.eval_int(*h).is_some() {
                        // An enumeration constant.
                        return true;
                    }
                    let Some(var) = self.f.names.uses.get(h).copied() else {
                        return false;
                    };
                    let Some(c) = self.caps.iter().find(|c| c.var == var) else {
                        return false;
                    };
                    c.attr == Attr::Firstprivate
                        && !c.written
                        && matches!(c.class, VarClass::Scalar { pointer: false, .. })
                        && matches!(self.access.get(&var), Some(Access::Private(_)))
                        && !self
                            .sites
                            .iter()
                            .any(|s| s.privates.iter().any(|p| p.name() == c.name))
                }
                _ => false,
            })
    }

    /// A transpose's iteration for the shared-memory tile ([`transpose_tile_text`]): `body`
    /// is a statement `store = value;` or a block of up to four (each store to a variable of
    /// its own, no value reading a stored variable but its own element), each `store` an array
    /// element whose address steps by more than one element as the innermost loop's variable
    /// `inner` does (across a warp's lanes) and by exactly one as the outer loop's `outer`
    /// does (`b[j][i]`, `b[j * n + i]`), of an arithmetic type of at most 8 bytes, and neither
    /// side has any effect (a store, a call other than a pure math function: the value is
    /// computed in one phase, the store made in the other). Returns the store and the value
    /// as device code, and the store's type, per statement.
    fn transpose_texts(
        &mut self,
        body: Handle<Stmt>,
        outer: &str,
        inner: &str,
    ) -> Res<Option<Vec<(String, String, String)>>> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        // The statements: one, or a block of up to four (each store gets a tile in shared
        // memory: four tiles of doubles are 33 KiB of the block's 48).
        let mut st = body;
        let mut stmts = vec![body];
        while let Some(StmtKind::Compound(v)) = ast.stmts.get(st).map(|x| &x.kind) {
            match v.as_slice() {
                [one] => st = *one,
                many if !many.is_empty() && many.len() <= 4 => {
                    stmts = many.to_vec();
                    break;
                }
                _ => return Ok(None),
            }
            stmts = vec![st];
        }
        let root = |mut x: Handle<Expr>| {
            while let Some(ExprKind::Index { base, .. }) = ast.exprs.get(x).map(|y| &y.kind) {
                x = *base;
            }
            self.f.names.uses.get(&x).copied()
        };
        let mut pairs = Vec::new();
        for st in &stmts {
            let Some(StmtKind::Expr(e)) = ast.stmts.get(*st).map(|x| &x.kind) else {
                return Ok(None);
            };
            let Some(ExprKind::Assign { op: None, lhs, rhs }) = ast.exprs.get(*e).map(|x| &x.kind)
            else {
                return Ok(None);
            };
            let (lhs, rhs) = (*lhs, *rhs);
            if !matches!(
                ast.exprs.get(lhs).map(|x| &x.kind),
                Some(ExprKind::Index { .. })
            ) {
                return Ok(None);
            }
            let t = sema.types.unqual_id(sema.expr_type(lhs));
            let small = matches!(
                sema.types.kind(t),
                TypeKind::Char
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
                    | TypeKind::Float
                    | TypeKind::Double
            );
            if !small || self.effectful(lhs) || self.effectful(rhs) {
                return Ok(None);
            }
            if self.access_stride(lhs, inner) != Stride::Other
                || self.access_stride(lhs, outer) != Stride::Unit
            {
                return Ok(None);
            }
            let Some(stored) = root(lhs) else {
                return Ok(None);
            };
            pairs.push((lhs, rhs, t, stored));
        }
        // Two stores to one variable: the tiles would reorder them.
        for (k, p) in pairs.iter().enumerate() {
            if pairs[..k].iter().any(|q| q.3 == p.3) {
                return Ok(None);
            }
        }
        // No value reads an element of a stored variable (an in-place transpose
        // `b[j][i] = b[i][j]` is a race between iterations anyway; the tile would change
        // which value a racing read sees; and every value is computed before any store, so
        // `c[j][i] = b[j][i]` after `b[j][i] = ...` would read the old one) other than its
        // own statement's element (`b[j][i] = b[j][i] + a[i][j]`, with its parts `b[j]`).
        for &(lhs, rhs, _, _) in &pairs {
            let mut all = Vec::new();
            walk::exprs_in_expr(ast, rhs, &mut all);
            let mut own: HashSet<Handle<Expr>> = HashSet::new();
            for h in &all {
                if oxacc_syntax::same_expr(ast, self.ctx.text, *h, lhs) {
                    let mut parts = Vec::new();
                    walk::exprs_in_expr(ast, *h, &mut parts);
                    own.extend(parts);
                    own.insert(*h);
                }
            }
            if all.iter().any(|h| {
                matches!(
                    ast.exprs.get(*h).map(|y| &y.kind),
                    Some(ExprKind::Index { .. })
                ) && root(*h).is_some_and(|r| pairs.iter().any(|p| p.3 == r))
                    && !own.contains(h)
            }) {
                return Ok(None);
            }
        }
        let mut out = Vec::new();
        for &(lhs, rhs, t, _) in &pairs {
            let ty = match self.types.name(sema, t) {
                Ok(n) => n,
                Err(_) => return Ok(None),
            };
            let store = self.expr(lhs, prec::ASSIGN)?;
            let value = self.expr(rhs, prec::ASSIGN)?;
            out.push((store, value, ty));
        }
        Ok(Some(out))
    }

    /// How the address of the array element `e` (`x[a][b]`, `p[a * n + b]`) moves as the
    /// variable `var` steps by one: not at all, by one element, or otherwise (a row, an
    /// unknown multiple). Only sums and differences of the variable and terms without it
    /// are recognised as unit strides, with the variable in the last subscript.
    fn access_stride(&self, e: Handle<Expr>, var: &str) -> Stride {
        let ast = self.ctx.ast;
        let Some(ExprKind::Index { base, index }) = ast.exprs.get(e).map(|x| &x.kind) else {
            return Stride::Other;
        };
        let last = self.linear_in(*index, var);
        let mut b = *base;
        while let Some(ExprKind::Index { base, index }) = ast.exprs.get(b).map(|x| &x.kind) {
            if self.linear_in(*index, var) != Stride::Zero {
                return Stride::Other;
            }
            b = *base;
        }
        // The base itself: a variable (array or pointer) not moving with `var`.
        if self.linear_in(b, var) != Stride::Zero {
            return Stride::Other;
        }
        last
    }

    /// The coefficient of `var` in the integer expression `e`: zero (not named), one (`var`,
    /// `var + c`, `c + var`, `var - c`, a cast of such), or other.
    fn linear_in(&self, e: Handle<Expr>, var: &str) -> Stride {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return Stride::Other;
        };
        match &x.kind {
            ExprKind::Ident(_) => {
                if self.ctx.src(self.span_of(e)) == var {
                    Stride::Unit
                } else {
                    Stride::Zero
                }
            }
            ExprKind::Cast { expr, .. } => {
                // A narrowing cast could wrap; integer casts of the index are the usual
                // `(long)i`, and a floating one is no index.
                let t = self.sema.types.unqual_id(self.sema.expr_type(e));
                match self.linear_in(*expr, var) {
                    Stride::Zero => Stride::Zero,
                    s if self.sema.is_integer(t) && self.sema.size_of(t).unwrap_or(0) >= 4 => s,
                    _ => Stride::Other,
                }
            }
            ExprKind::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
            } => match (self.linear_in(*lhs, var), self.linear_in(*rhs, var)) {
                (Stride::Zero, s) | (s, Stride::Zero) => s,
                _ => Stride::Other,
            },
            ExprKind::Binary {
                op: BinaryOp::Sub,
                lhs,
                rhs,
            } => match (self.linear_in(*lhs, var), self.linear_in(*rhs, var)) {
                (s, Stride::Zero) => s,
                _ => Stride::Other,
            },
            _ => {
                let mut all = Vec::new();
                walk::exprs_in_expr(ast, e, &mut all);
                let named = all.iter().any(|h| {
                    ast.exprs.get(*h).is_some_and(|y| {
                        matches!(y.kind, ExprKind::Ident(_))
                            && self.ctx.src(self.span_of(*h)) == var
                    })
                });
                if named {
                    Stride::Other
                } else {
                    Stride::Zero
                }
            }
        }
    }

    /// The typing of loop `l`'s trip count in device code: a floating bound is computed in
    /// double (the GPU's long double is double, see `types.rs`), and nothing is marked
    /// `__extension__` (host C's -pedantic is no concern of NVRTC's).
    fn device_loop_typing(&self, l: &loops::CanonLoop) -> loops::LoopTyping {
        let mut typing = loops::LoopTyping::of(self.ctx.ast, Some(self.sema), l, |o| {
            self.ctx.writer.location_text(o)
        });
        for test in std::iter::once(&mut typing.test).chain(typing.also.iter_mut()) {
            if let loops::TestType::Floating { ty } = test {
                *ty = "double".to_string();
            }
        }
        typing.device = true;
        typing
    }

    fn loop_var_type(&mut self, l: &loops::CanonLoop) -> Res<String> {
        let ty = l
            .var_expr
            .map(|e| self.sema.expr_type(e))
            // (a pointer's trip count is in bytes: `LoopTyping::ptr_elem`)
            .filter(|t| self.sema.is_integer(*t) || self.sema.types.is_pointer(*t))
            .ok_or_else(|| unsupported(self.body_span, "a loop variable of non-integer type"))?;
        let unq = self.sema.types.unqual_id(ty);
        self.types
            .name(self.sema, unq)
            .map_err(|Unsupported(w)| unsupported(self.body_span, w))
    }

    /// The type of a sequential loop's variable, which may be a pointer (2.9: the integer
    /// or pointer restriction of the canonical form is for loops without seq; the header is
    /// printed as written, so no trip count is computed from it).
    fn seq_loop_var_type(&mut self, l: &loops::CanonLoop) -> Res<String> {
        let ty = l
            .var_expr
            .map(|e| self.sema.expr_type(e))
            .filter(|t| self.sema.is_integer(*t) || self.sema.types.is_pointer(*t))
            .ok_or_else(|| unsupported(self.body_span, "a loop variable of non-integer type"))?;
        let unq = self.sema.types.unqual_id(ty);
        let name = self
            .types
            .name(self.sema, unq)
            .map_err(|Unsupported(w)| unsupported(self.body_span, w))?;
        // `T name;` declares the variable: not so for a pointer to an array or a function
        // (`int (*)[4]`).
        if name.contains('(') {
            return Err(unsupported(
                self.body_span,
                "a loop variable of pointer-to-array or pointer-to-function type",
            ));
        }
        Ok(name)
    }

    // ---- atomics (2.12) ----------------------------------------------------------------

    fn atomic(&mut self, a: &AccDirective, s: Handle<Stmt>, m: Mode) -> Res<()> {
        let ast = self.ctx.ast;
        let Some(StmtKind::Directive(h)) = ast.stmts.get(s).map(|x| &x.kind) else {
            return Ok(());
        };
        let Some(body) = ast.directives.get(*h).and_then(|d| d.body) else {
            return Ok(());
        };
        let DirectiveName::Atomic(kind) = a.name else {
            return Ok(());
        };
        let cond = a.clauses.iter().find_map(|c| match &c.kind {
            ClauseKind::If(e) => Some(*e),
            _ => None,
        });
        let span = ast.stmts.get(s).map(|x| x.span).unwrap_or(self.body_span);
        // An atomic on data private to the thread (a reduction's private copy, a private
        // variable) needs no atomicity: no other thread can see it. (Atomics on local memory
        // are not even valid on the GPU.)
        if let Some(x) = self.atomic_target(kind, body) {
            if self.is_private_lvalue(x) {
                let plain = self.plain_stmt(body)?;
                self.line(&plain);
                return Ok(());
            }
            // 32 bytes: the device's atomics go up to 16.
            if long_double_complex(self.sema, self.sema.value_type(x)) {
                return Err(unsupported(
                    span,
                    "an atomic operation on a long double _Complex object",
                ));
            }
        }
        let code = self.atomic_code(kind, body, span)?;
        let (code, capture_private) = code;
        let code = match cond {
            Some(c) => {
                let ct = self.cond(c)?;
                let plain = self.plain_stmt(body)?;
                format!("if ({ct}) {{ {code} }} else {{ {plain} }}")
            }
            None => code,
        };
        match self.leader(m) {
            None => self.line(&code),
            Some(l) => {
                // As for a plain store (`guarded`): the group's earlier reads of what the
                // leader's atomic changes (`int v = c[0];` before `c[0] += 1`) come first.
                if self.reads_pending_at_stmt {
                    if let Some(sync) = self.group_sync(m) {
                        self.line(sync);
                    }
                }
                self.line(&format!("if ({l}) {{ {code} }}"));
                match (&capture_private, m.worker) {
                    (Some(v), false) => self.line(&format!("{v} = __oxacc_bcast_gang({v});")),
                    (Some(v), true) => self.line(&format!("{v} = __oxacc_bcast_worker({v});")),
                    (None, _) => {
                        if let Some(sync) = self.group_sync(m) {
                            self.line(sync);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// gcc's type for arithmetic on a bit-field of a 64-bit type narrower than 64 but wider
    /// than 32 bits (`unsigned long long x : 40`): a 40-bit integer type, in which `x + 1`
    /// wraps at 40 bits; C++ computes in the declared 64-bit type. The (width, signed) of
    /// such a type for `e` (a member, or arithmetic whose other operand is narrower), else
    /// `None`.
    fn narrow_bits(&self, e: Handle<Expr>) -> Option<(u32, bool)> {
        if let Some(known) = self.narrow_memo.borrow().get(&e) {
            return *known;
        }
        let bits = self.narrow_bits_uncached(e);
        self.narrow_memo.borrow_mut().insert(e, bits);
        bits
    }

    fn narrow_bits_uncached(&self, e: Handle<Expr>) -> Option<(u32, bool)> {
        let ast = self.ctx.ast;
        let sema = self.sema;
        match &ast.exprs.get(e)?.kind {
            ExprKind::Member {
                base,
                member,
                arrow,
            } if sema.is_bitfield(e) => {
                let bt = sema.expr_type(*base);
                let rt = if *arrow { sema.pointee(bt)? } else { bt };
                let name = ast.name(*member);
                let f = sema
                    .record_fields(rt)
                    .iter()
                    .find(|f| f.name.as_deref() == Some(name))?;
                let (_, w) = f.bits?;
                let ty = sema.expr_type(e);
                (w > 32 && w < 64 && sema.size_of(ty) == Some(8))
                    .then(|| (w, sema.types.is_signed(ty)))
            }
            ExprKind::Unary {
                op: UnaryOp::Minus | UnaryOp::BitNot | UnaryOp::Plus,
                operand,
            } => self.narrow_bits(*operand),
            ExprKind::Binary {
                op: BinaryOp::Shl | BinaryOp::Shr,
                lhs,
                ..
            } => self.narrow_bits(*lhs),
            ExprKind::Binary {
                op:
                    BinaryOp::Add
                    | BinaryOp::Sub
                    | BinaryOp::Mul
                    | BinaryOp::Div
                    | BinaryOp::Rem
                    | BinaryOp::BitAnd
                    | BinaryOp::BitOr
                    | BinaryOp::BitXor,
                lhs,
                rhs,
            } => self.narrow_common(*lhs, *rhs),
            _ => None,
        }
    }

    /// The narrow bit-field type (see [`Self::narrow_bits`]) that the usual arithmetic
    /// conversions give operands `lhs` and `rhs`: the wider of two, or one's when the other
    /// is an integer narrower than 64 bits.
    fn narrow_common(&self, lhs: Handle<Expr>, rhs: Handle<Expr>) -> NarrowBits {
        let sema = self.sema;
        let narrower = |x: Handle<Expr>| {
            let t = sema.expr_type(x);
            sema.is_integer(t) && sema.size_of(t).is_some_and(|n| n < 8)
        };
        match (self.narrow_bits(lhs), self.narrow_bits(rhs)) {
            (Some(a), Some(b)) => Some(if a.0 != b.0 {
                a.max(b)
            } else {
                (a.0, a.1 && b.1)
            }),
            (Some(a), None) if narrower(rhs) => Some(a),
            (None, Some(b)) if narrower(lhs) => Some(b),
            _ => None,
        }
    }

    /// Whether statement `s` (a statement expression's body) leaves itself other than by
    /// completing: `return`, `goto` or a label (jumps a lambda cannot make), a `break` or
    /// `continue` not inside a loop (or a `switch`, for `break`) of its own, a `case` of a
    /// switch outside it; or holds a directive.
    fn escapes(&self, s: Handle<Stmt>) -> bool {
        // A `loop seq` directive (2.9.5) without a reduction: a sequential loop in the
        // thread that evaluates the statement expression, as the host team runs it.
        let seq_loop = |h: Handle<oxacc_syntax::ast::Directive>| {
            self.acc_of(h).is_some_and(|a| {
                let cl = a.clauses_for_device(self.ctx.gpu_type);
                a.name == DirectiveName::Loop
                    && cl.iter().any(|c| c.name() == ClauseName::Seq)
                    && !cl.iter().any(|c| c.name() == ClauseName::Reduction)
            })
        };
        fn walk(
            ast: &oxacc_syntax::Ast,
            seq_loop: &dyn Fn(Handle<oxacc_syntax::ast::Directive>) -> bool,
            s: Handle<Stmt>,
            in_loop: bool,
            in_switch: bool,
        ) -> bool {
            let walk = |s, in_loop, in_switch| walk(ast, seq_loop, s, in_loop, in_switch);
            let Some(st) = ast.stmts.get(s) else {
                return false;
            };
            match &st.kind {
                StmtKind::Directive(h) if seq_loop(*h) => ast
                    .directives
                    .get(*h)
                    .and_then(|d| d.body)
                    .is_some_and(|b| walk(b, in_loop, in_switch)),
                StmtKind::Return(_)
                | StmtKind::Goto(_)
                | StmtKind::GotoIndirect(_)
                | StmtKind::Labeled { .. }
                | StmtKind::Directive(_) => true,
                StmtKind::Break => !(in_loop || in_switch),
                StmtKind::Continue => !in_loop,
                StmtKind::Case { body, .. } | StmtKind::Default { body } => {
                    !in_switch || walk(*body, in_loop, in_switch)
                }
                StmtKind::For { body, .. }
                | StmtKind::While { body, .. }
                | StmtKind::DoWhile { body, .. } => walk(*body, true, in_switch),
                StmtKind::Switch { body, .. } => walk(*body, in_loop, true),
                _ => crate::walk::children(ast, s)
                    .into_iter()
                    .any(|c| walk(c, in_loop, in_switch)),
            }
        }
        walk(self.ctx.ast, &seq_loop, s, false, false)
    }

    /// A GNU statement expression `e` with body `body` as a lambda called in place: the
    /// statements, then the last one's value returned (C: "the value of the last
    /// expression statement"; no value, or type void: nothing returned).
    fn stmt_expr(&mut self, e: Handle<Expr>, body: Handle<Stmt>) -> Res<String> {
        let ast = self.ctx.ast;
        let ty = self.sema.value_type(e);
        let void = matches!(
            self.sema.types.kind(self.sema.types.unqual_id(ty)),
            TypeKind::Void
        );
        let items: &[Handle<Stmt>] = match ast.stmts.get(body).map(|s| &s.kind) {
            Some(StmtKind::Compound(items)) => items,
            _ => &[],
        };
        let last = match items
            .last()
            .and_then(|l| ast.stmts.get(*l))
            .map(|s| &s.kind)
        {
            Some(StmtKind::Expr(x)) if !void => Some(*x),
            _ => None,
        };
        // No jump from outside reaches into the lambda: its declarations keep their
        // initializers (see `split_inits`).
        let saved = std::mem::replace(&mut self.split_inits, false);
        let r = self.stmt_expr_text(e, body, items, last, ty);
        self.split_inits = saved;
        r
    }

    fn stmt_expr_text(
        &mut self,
        e: Handle<Expr>,
        body: Handle<Stmt>,
        items: &[Handle<Stmt>],
        last: Option<Handle<Expr>>,
        ty: TypeId,
    ) -> Res<String> {
        let Some(last) = last else {
            let text = self.plain_stmt(body)?;
            return Ok(format!("[&]() {{ {text} }}()"));
        };
        let t = self
            .types
            .name(self.sema, ty)
            .map_err(|Unsupported(w)| unsupported(self.span_of(e), w))?;
        let mut text = String::new();
        for i in &items[..items.len() - 1] {
            text.push_str(&self.plain_stmt(*i)?);
            text.push(' ');
        }
        let v = self.expr(last, prec::COMMA)?;
        Ok(format!("[&]() -> {t} {{ {text}return {v}; }}()"))
    }

    /// A statement printed without any partitioning (an atomic's body when `if` is false).
    fn plain_stmt(&mut self, s: Handle<Stmt>) -> Res<String> {
        let saved = std::mem::take(&mut self.out);
        let ind = self.indent;
        self.indent = 0;
        let r = self.stmt(
            s,
            Mode {
                worker: true,
                vector: true,
            },
        );
        let text = std::mem::replace(&mut self.out, saved);
        self.indent = ind;
        r?;
        Ok(text.replace('\n', " "))
    }

    /// The atomic operation (from the shared analysis, `atomic_form.rs`); the second value is
    /// the captured variable when it is private to the thread (it must be broadcast when only
    /// the group's leader ran the atomic).
    fn atomic_code(
        &mut self,
        kind: AtomicKind,
        body: Handle<Stmt>,
        span: Span,
    ) -> Res<(String, Option<String>)> {
        let form = crate::compute::atomic_form::analyze(self.ctx.ast, self.ctx.text, kind, body)
            .ok_or_else(|| unsupported(span, "this form of the atomic construct"))?;
        let t = self.type_name(form.x)?;
        if self.sema.is_bitfield(form.x) {
            // A bit-field has no address for an atomic instruction to work on: a CAS loop on
            // the word of its record that holds it.
            let word = self.bitfield_word(form.x)?;
            let capture = match form.capture {
                Some((v, n)) => Some((self.expr(v, prec::UNARY)?, n, None)),
                None => None,
            };
            let priv_v = match form.capture {
                Some((v, _)) if self.is_private_lvalue(v) => capture.as_ref().map(|c| c.0.clone()),
                _ => None,
            };
            let code = self.rmw(&form, "", &t, false, capture, Some(&word))?;
            return Ok((code, priv_v));
        }
        let xt = self.expr(form.x, prec::UNARY)?;
        // The helpers take a `T *` of the unqualified type: a volatile `x` (which the atomic
        // accesses through memory anyway) has its qualifier cast away, else no template
        // matches `volatile T *`.
        let x_ty = self.sema.expr_type(form.x);
        let addr = if self.sema.types.quals(x_ty).is_volatile {
            format!("(({t} *)&{xt})")
        } else {
            format!("&{xt}")
        };
        let (capture, priv_v) = match form.capture {
            Some((v, n)) => {
                let vt = self.expr(v, prec::UNARY)?;
                let private = self.is_private_lvalue(v).then(|| vt.clone());
                (Some((vt, n)), private)
            }
            None => (None, None),
        };
        // A complex `x` captured into a real `v` (`n = z++`): C converts the value (its real
        // part, 6.3.1.7); the kernel's complex class has no conversion to a real type, so the
        // captured value is converted as an assignment's right side is.
        let types = &self.sema.types;
        let v_real = form.capture.and_then(|(v, _)| {
            let vt = types.unqual_id(self.sema.expr_type(v));
            (types.is_complex(types.unqual_id(x_ty))
                && types.is_arithmetic(vt)
                && !types.is_complex(vt))
            .then_some(vt)
        });
        let code = match (form.new, &capture) {
            (NewValue::Keep, Some((vt, _))) => {
                let read = format!("__oxacc_atomic_read({addr})");
                let read = match v_real {
                    Some(tgt) => self.complex_to_real(&read, tgt, span)?,
                    None => read,
                };
                format!("{vt} = {read};")
            }
            (NewValue::Set(e), None) => {
                let r = self.expr(e, prec::ASSIGN)?;
                format!("__oxacc_atomic_write({addr}, ({t})({r}));")
            }
            _ => {
                let pointer = self.sema.is_pointer(x_ty);
                let capture = capture.map(|(vt, n)| (vt, n, v_real));
                self.rmw(&form, &addr, &t, pointer, capture, None)?
            }
        };
        Ok((code, priv_v))
    }

    /// The `x` of an atomic construct's statement(s).
    fn atomic_target(&self, kind: AtomicKind, body: Handle<Stmt>) -> Option<Handle<Expr>> {
        crate::compute::atomic_form::analyze(self.ctx.ast, self.ctx.text, kind, body).map(|f| f.x)
    }

    /// The read-modify-write of `form` on `addr` (of type `t *`), capturing into `capture` (v,
    /// captures the new value): native atomics for a plain update where CUDA has them, else a
    /// compare-and-swap loop; `expr` is evaluated once. For a pointer `x` (`p++`, `p += n`)
    /// `expr` is an integer (C 6.5.6: pointer arithmetic), kept as one, and there is no
    /// native atomic. The capture's third part: the real type of `v` that a complex `x`'s
    /// value is converted to.
    fn rmw(
        &mut self,
        form: &crate::compute::atomic_form::AtomicOp,
        addr: &str,
        t: &str,
        pointer: bool,
        capture: Option<(String, bool, Option<TypeId>)>,
        bitfield: Option<&BitfieldWord>,
    ) -> Res<String> {
        let (e, new) = match form.new {
            NewValue::Keep => ("0".to_string(), "__o".to_string()),
            NewValue::Set(e) => (self.expr(e, prec::ASSIGN)?, "__e".to_string()),
            NewValue::Binary { op, e, e_first } => {
                let et = match e {
                    Some(e) => self.expr(e, prec::ASSIGN)?,
                    None => "1".into(),
                };
                let new = if e_first {
                    format!("({t})(__e {} __o)", op.as_str())
                } else {
                    format!("({t})(__o {} __e)", op.as_str())
                };
                (et, new)
            }
        };
        // `expr` keeps its own type: `x binop expr` is C's expression (the usual arithmetic
        // conversions of both operands, then the result converted to x's type, 6.5.16.2), so
        // `int x; x -= 0.5;` subtracts 1 from a positive x; converting expr to x's type first
        // made it subtract (int)0.5 = 0.
        let et = match form.new {
            NewValue::Binary { .. } if pointer => "long long".to_string(),
            // A long double expr updating a float or double complex x (`z += 1.0L`): a
            // double, as device code computes long double; the complex classes' operators
            // take it, where the long double class matches two of them.
            NewValue::Binary { e: Some(e), .. }
                if self.long_double_real_with_complex(e, form.x) =>
            {
                "double".to_string()
            }
            NewValue::Binary { e: Some(e), .. } => self.type_name(e)?,
            _ => t.to_string(),
        };
        if capture.is_none() && !pointer && bitfield.is_none() {
            if let NewValue::Binary {
                op,
                e: ex,
                e_first: false,
            } = form.new
            {
                // A native atomic takes expr converted to x's type: the same result only when
                // that conversion is what C does to expr anyway.
                let exact = ex.is_none_or(|ex| self.same_in_x_type(form.x, ex));
                let native = match op {
                    _ if !exact => None,
                    BinaryOp::Add => Some(("add", e.clone())),
                    // Negated after the conversion: `-(1u)` is 4294967295u, which a
                    // `long long` or `float` x would add as such.
                    BinaryOp::Sub => Some(("add", format!("-({t})({e})"))),
                    BinaryOp::BitAnd => Some(("band", e.clone())),
                    BinaryOp::BitOr => Some(("bor", e.clone())),
                    BinaryOp::BitXor => Some(("bxor", e.clone())),
                    _ => None,
                };
                if let Some((name, val)) = native {
                    return Ok(format!("__oxacc_atomic_{name}({addr}, ({t})({val}));"));
                }
            }
        }
        let (pre, yields, to_real) = match &capture {
            Some((v, n, r)) => (format!("{v} = "), *n, *r),
            None => (String::new(), false, None),
        };
        let call = match bitfield {
            Some(b) if b.bytes == 0 => format!(
                "__oxacc_bitfield_rmw_at<{t}>((void *)((char *)({}) + {}), {}, {}, ",
                b.record, b.offset, b.shift, b.width
            ),
            Some(b) => format!(
                "__oxacc_bitfield_rmw<{t}, {}>((void *)((char *)({}) + {}), {}, {}, ",
                b.bytes, b.record, b.offset, b.shift, b.width
            ),
            None => format!("__oxacc_atomic_rmw({addr}, "),
        };
        let value = format!("{call}[=]({t} __o) {{ (void)__o; return {new}; }}, {yields})");
        let value = match to_real {
            Some(tgt) => self.complex_to_real(&value, tgt, self.span_of(form.x))?,
            None => value,
        };
        Ok(format!(
            "{{ {et} __e = ({et})({e}); (void)__e; {pre}{value}; }}"
        ))
    }

    /// Where the bit-field `x` (`b.f`, `p->f`) of an atomic construct lies: the aligned word
    /// of 4 or 8 bytes of its record that holds all its bits (gcc's layout, sema's: the
    /// record's alignment guarantees the word's, and the word lies inside the record, so the
    /// CAS reads no byte of another object), members of anonymous structs included. When no
    /// such word holds it (a record aligned to less than 4 bytes, a packed field), the
    /// aligned 8-byte word around it at run time; refused when the field may straddle two
    /// such words.
    fn bitfield_word(&mut self, x: Handle<Expr>) -> Res<BitfieldWord> {
        let span = self.span_of(x);
        let refuse = || unsupported(span, "an atomic construct on this bit-field");
        let Some(ExprKind::Member {
            base,
            member,
            arrow,
        }) = self.ctx.ast.exprs.get(x).map(|e| &e.kind)
        else {
            return Err(refuse());
        };
        let sema = self.sema;
        let bt = sema.expr_type(*base);
        let rt = if *arrow {
            sema.pointee(bt).ok_or_else(refuse)?
        } else {
            bt
        };
        let rt = sema.types.unqual_id(rt);
        let name = self.ctx.ast.name(*member);
        let (pos, width) = bitfield_position(sema, rt, name, 0).ok_or_else(refuse)?;
        let (align, size) = (
            sema.types.align_of(rt).ok_or_else(refuse)?,
            sema.size_of(rt).ok_or_else(refuse)?,
        );
        let width = u64::from(width);
        if width == 0 {
            return Err(refuse());
        }
        let b = self.expr(*base, prec::UNARY)?;
        let record = if *arrow { b } else { format!("&{b}") };
        let word = [4u64, 8]
            .into_iter()
            .filter(|w| *w <= align)
            .map(|w| (w, pos / (8 * w) * w))
            .find(|(w, off)| (pos + width - 1) / (8 * w) * w == *off && off + w <= size);
        if let Some((bytes, offset)) = word {
            return Ok(BitfieldWord {
                record,
                bytes,
                offset,
                shift: pos - offset * 8,
                width,
            });
        }
        // A record aligned to less than the word (`struct { unsigned char f:4; }`, packed
        // records): the aligned 8-byte word holding the field's first byte, found at run
        // time (`__oxacc_bitfield_rmw_at`), when every place that byte can have in its word
        // (the record's address is a multiple of its alignment) leaves room for the field.
        let (byte, bit) = (pos / 8, pos % 8);
        let fits = (0..8u64)
            .map(|j| (byte + j * align) % 8)
            .all(|k| k * 8 + bit + width <= 64);
        if !fits {
            return Err(refuse());
        }
        Ok(BitfieldWord {
            record,
            bytes: 0,
            offset: byte,
            shift: bit,
            width,
        })
    }

    /// Whether C computes `x binop e` (binop one of + - * & | ^, whose results modulo 2^n depend
    /// only on the operands modulo 2^n) as `x binop (T)e` in x's type T: both integers, or a
    /// floating x and an integer or a floating type no wider (6.3.1.8). Never for a `_Bool` x:
    /// the conversion to `_Bool` is not modular (`b &= 2` clears `b`, `b & (_Bool)2` does
    /// not, 6.3.1.2), and `b -= e` is printed as adding `-(_Bool)e`, which is true again.
    fn same_in_x_type(&self, x: Handle<Expr>, e: Handle<Expr>) -> bool {
        let types = &self.sema.types;
        let xt = types.unqual_id(self.sema.expr_type(x));
        let et = types.unqual_id(self.sema.expr_type(e));
        if matches!(types.kind(xt), TypeKind::Bool) {
            return false;
        }
        if types.is_integer(xt) && types.is_integer(et) {
            return true;
        }
        let rank = |k: &TypeKind| match k {
            TypeKind::Float => Some(1),
            TypeKind::Double => Some(2),
            TypeKind::LongDouble => Some(3),
            _ => None,
        };
        // A `double` constant that is exactly a float (`h[k] += 1.0` on a float h): the sum of
        // two floats computed in double and rounded to float is the float sum (53 >= 2 * 24
        // + 2 bits), so the native float atomicAdd stays exact.
        let float_constant = || match self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::FloatLit(l)) => {
                !l.imaginary
                    && matches!(l.suffix, oxacc_syntax::ast::FloatSuffix::None)
                    && f64::from(l.value as f32) == l.value
            }
            _ => false,
        };
        match (rank(types.kind(xt)), rank(types.kind(et))) {
            (Some(_), None) => types.is_integer(et),
            (Some(rx), Some(re)) => re <= rx || rx == 1 && re == 2 && float_constant(),
            (None, _) => false,
        }
    }

    /// `x += c` on a gang's shared copy of an integer reduction array (`long h[]; h[k] +=
    /// 1.0`, [`Writer::shared_reduction`]), `c` a `double` constant with an integer value:
    /// C's `(T)((double)x + c)` equals the integer sum `x + (T)c` while `x` and the sum are
    /// doubles exactly, so the native integer atomic replaces the compare-and-swap loop. An
    /// element of at most 32 bits always is one (|c| < 2^31; a sum out of its range is
    /// undefined in C either way); a 64-bit one is below 2^53 for |c| <= 1024 until its gang
    /// alone made more than 2^43 updates (the copy starts at the identity, 0), when no other
    /// update of the array adds more (the caller checks the array's updates together).
    fn exact_integer_count(&self, x: Handle<Expr>, e: Handle<Expr>) -> bool {
        let types = &self.sema.types;
        let xt = types.unqual_id(self.sema.expr_type(x));
        if !types.is_integer(xt) || matches!(types.kind(xt), TypeKind::Bool) {
            return false;
        }
        let Some(ExprKind::FloatLit(l)) = self.ctx.ast.exprs.get(e).map(|y| &y.kind) else {
            return false;
        };
        if l.imaginary
            || !matches!(l.suffix, oxacc_syntax::ast::FloatSuffix::None)
            || l.value.fract() != 0.0
        {
            return false;
        }
        let limit = match self.sema.size_of(xt) {
            Some(n) if n <= 4 => 2147483647.0,
            Some(8) => 1024.0,
            _ => return false,
        };
        l.value.abs() <= limit
    }

    fn type_name(&mut self, e: Handle<Expr>) -> Res<String> {
        let ty = self.sema.types.unqual_id(self.sema.expr_type(e));
        self.types
            .name(self.sema, ty)
            .map_err(|Unsupported(w)| unsupported(self.span_of(e), w))
    }

    // ---- side effects --------------------------------------------------------------------

    /// The variable an lvalue designates part of (`a` in `a[i].f`), if it is not reached
    /// through a pointer.
    fn lvalue_root(&self, e: Handle<Expr>) -> Option<VarId> {
        match &self.ctx.ast.exprs.get(e)?.kind {
            ExprKind::Ident(_) => self.f.names.uses.get(&e).copied(),
            ExprKind::Index { base, .. } if self.sema.is_array(self.sema.expr_type(*base)) => {
                self.lvalue_root(*base)
            }
            ExprKind::Member {
                base, arrow: false, ..
            } => self.lvalue_root(*base),
            _ => None,
        }
    }

    /// An array or struct private to a gang (or worker) is one object shared by the threads
    /// of the loops inside it (2.6.1); registers replicated per thread cannot hold it once a
    /// deeper partitioned loop writes it. Shared-memory copies for that case are not done
    /// yet: say so instead of computing per-thread values.
    fn check_shared_private_write(&self, lhs: Handle<Expr>) -> Res<()> {
        let Some(v) = self.lvalue_root(lhs) else {
            return Ok(());
        };
        // A flattened variably modified array (`self.vla`) is reached through a pointer to its
        // device memory, not a private copy.
        if self.shares.contains_key(&v)
            || self.vla.contains_key(&v)
            || !matches!(self.lookup(v), Some(Access::Private(_)))
        {
            return Ok(());
        }
        let Some(ty) = self.var_ty(v) else {
            return Ok(());
        };
        if !(self.sema.is_array(ty) || self.sema.is_record(ty)) {
            return Ok(());
        }
        let declared = self.decl_mode.get(&v).copied().unwrap_or_default();
        let deeper = (self.cur.vector && !declared.vector && self.bx_dyn)
            || (self.cur.worker && !declared.worker && self.by_dyn);
        if deeper {
            let name = self
                .f
                .names
                .var(v)
                .map(|x| x.name.clone())
                .unwrap_or_default();
            return Err(unsupported(
                self.span_of(lhs),
                format!("writing the gang- or worker-private array or struct '{name}' inside a worker or vector loop (one copy shared by the loop's threads)"),
            ));
        }
        Ok(())
    }

    /// Whether an lvalue is private to the thread (a register of its own).
    fn is_private_lvalue(&self, e: Handle<Expr>) -> bool {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return false;
        };
        match &x.kind {
            ExprKind::Ident(_) => match self.f.names.uses.get(&e) {
                Some(v) => matches!(self.lookup(*v), Some(Access::Private(_) | Access::Acc(_))),
                None => false,
            },
            ExprKind::Index { base, .. } => {
                self.sema.is_array(self.sema.expr_type(*base)) && self.is_private_lvalue(*base)
            }
            ExprKind::Member {
                base, arrow: false, ..
            } => self.is_private_lvalue(*base),
            _ => false,
        }
    }

    /// Whether the threads of a group that run statement `s` redundantly all read memory in
    /// it, outside its partitioned loops (which end with the group's barrier): a condition,
    /// a declaration, an expression statement without side effects (one with them runs on
    /// the group's leader alone).
    fn group_reads_in(&self, s: Handle<Stmt>) -> bool {
        let ast = self.ctx.ast;
        let Some(st) = ast.stmts.get(s) else {
            return false;
        };
        if self.site_of.contains_key(&s) {
            return false;
        }
        let own = match &st.kind {
            StmtKind::Expr(e) if self.side_effect(*e) => false,
            _ => reads_memory(ast, st) || self.reads_shared_scalar(st),
        };
        own || crate::walk::children(ast, s)
            .into_iter()
            .any(|c| self.group_reads_in(c))
    }

    /// Whether statement `st` itself names a variable the kernel keeps in device memory
    /// (`Access::Memory`: a scalar of a data clause, a `declare`d global), which its threads
    /// read there when they run it redundantly (`int v = s;` before `s = v + 1;`), as
    /// `reads_memory` counts subscripts and dereferences.
    /// Whether statement `st`'s own expressions read a variable of `written` that lives in
    /// device memory (a shared scalar or pointer of the region).
    fn reads_written_shared(&self, st: Handle<Stmt>, written: &HashSet<VarId>) -> bool {
        let ast = self.ctx.ast;
        let Some(x) = ast.stmts.get(st) else {
            return true;
        };
        let Some(es) = own_exprs(ast, x) else {
            return false;
        };
        es.iter().any(|h| {
            self.f.names.uses.get(h).is_some_and(|v| {
                written.contains(v) && matches!(self.lookup(*v), Some(Access::Memory(_)))
            })
        })
    }

    fn reads_shared_scalar(&self, st: &Stmt) -> bool {
        let ast = self.ctx.ast;
        let Some(es) = own_exprs(ast, st) else {
            return false;
        };
        es.iter().any(|h| {
            matches!(ast.exprs.get(*h).map(|e| &e.kind), Some(ExprKind::Ident(_)))
                && self
                    .f
                    .names
                    .uses
                    .get(h)
                    .is_some_and(|&v| matches!(self.lookup(v), Some(Access::Memory(_))))
        })
    }

    /// Whether evaluating `e` writes memory that is not private to the thread, or calls a
    /// function with effects outside the thread.
    fn side_effect(&self, e: Handle<Expr>) -> bool {
        self.effects(e, false)
    }

    /// The walk of [`Writer::side_effect`] (`all`: false) and [`Writer::effectful`] (`all`:
    /// true, where every store counts, to the thread's own memory too, and every statement
    /// expression).
    fn effects(&self, e: Handle<Expr>, all: bool) -> bool {
        let ast = self.ctx.ast;
        let mut exprs = Vec::new();
        walk::exprs_in_expr(ast, e, &mut exprs);
        let counts = |lv: Handle<Expr>| all || !self.is_private_lvalue(lv);
        exprs.iter().any(|h| {
            let Some(x) = ast.exprs.get(*h) else {
                return false;
            };
            match &x.kind {
                ExprKind::Assign { lhs, .. } => counts(*lhs),
                ExprKind::Unary {
                    op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                    operand,
                } => counts(*operand),
                ExprKind::Call { callee, .. } => !self.is_pure_call(*callee),
                ExprKind::StmtExpr(..) => all,
                // Otherwise a statement expression's own expressions are in `exprs` (its locals
                // are not bound yet: a store to one counts, which only costs a leader's turn).
                _ => false,
            }
        })
    }

    /// `e`, or the association a `_Generic` selection `e` selects (through nested ones): the
    /// selection is that expression (C11 6.5.1.1p3), the others are not evaluated.
    fn through_generic(&self, mut e: Handle<Expr>) -> Handle<Expr> {
        while let Some(ExprKind::Generic { .. }) = self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            match self.sema.generic_choice(e) {
                Some(x) => e = x,
                None => break,
            }
        }
        e
    }

    fn callee_name(&self, callee: Handle<Expr>) -> Option<String> {
        let callee = self.through_generic(callee);
        match &self.ctx.ast.exprs.get(callee)?.kind {
            ExprKind::Ident(id) => Some(self.ctx.ast.name(*id).to_string()),
            _ => None,
        }
    }

    /// The function designator among the arguments of `__builtin_tgmath` that gcc calls with
    /// the others ([`oxacc_sema::tgmath_choice`]), and the number of designators.
    fn tgmath_choice(&self, args: &[Handle<Expr>]) -> Option<(Handle<Expr>, usize)> {
        let tys: Vec<TypeId> = args.iter().map(|a| self.sema.value_type(*a)).collect();
        let (i, k) = oxacc_sema::tgmath_choice(&self.sema.types, &tys)?;
        Some((*args.get(i)?, k))
    }

    fn is_pure_call(&self, callee: Handle<Expr>) -> bool {
        self.callee_name(callee).is_some_and(|n| {
            let builtin = n.strip_prefix("__builtin_");
            self.library_function(n.trim_start_matches("__builtin_"))
                || builtin.is_some_and(|b| {
                    builtin_helper(b)
                        || matches!(b, "expect" | "unreachable" | "constant_p" | "classify_type")
                })
                || is_complex_function(&n)
                || (is_ctype_function(&n) && !self.defined_in_file(&n))
                || n == "__builtin_complex"
                || (matches!(
                    n.trim_start_matches("__builtin_"),
                    "nexttoward"
                        | "nexttowardf"
                        | "roundeven"
                        | "roundevenf"
                        | "nanl"
                        | "finite"
                        | "finitef"
                        | "significand"
                        | "significandf"
                        | "drem"
                        | "dremf"
                        | "gamma"
                        | "gammaf"
                        | "scalb"
                        | "scalbf"
                        | "isinff"
                        | "isnanf"
                        | "isinfl"
                        | "isnanl"
                ) && !self.defined_in_file(&n))
                || (n == "acc_on_device" && !self.defined_in_file(&n))
        })
    }

    /// Refuses an expression with side effects (a store to memory that is not the thread's
    /// own, a call that may store) where the group's threads all evaluate it (a condition or
    /// loop header in gang-, worker- or vector-single code): each would do the side effect.
    /// A thread that runs its own iteration of a partitioned loop evaluates it once.
    fn redundant_side_effect(&self, e: Handle<Expr>, what: &str) -> Res<()> {
        if self.side_effect(e) && self.leader(self.cur).is_some() {
            return Err(unsupported(self.span_of(e), what));
        }
        Ok(())
    }

    /// Whether a file-scope declaration of this file (a prototype or a definition) declares a
    /// function of that name.
    fn declared_in_file(&self, name: &str) -> bool {
        let ast = self.ctx.ast;
        self.defined_in_file(name)
            || ast.items.iter().any(|it| match it {
                oxacc_syntax::ast::ExternalDecl::Decl(h) => ast.decls.get(*h).is_some_and(|d| {
                    d.declarators
                        .iter()
                        .any(|i| i.declarator.name.is_some_and(|n| ast.name(n) == name))
                }),
                _ => false,
            })
    }

    /// Whether this file defines a function of that name.
    /// Whether the file's definition of `name` is the C library's own: an `extern inline`
    /// one (glibc's <bits/stdio.h> defines `putchar` so with optimisation on, for inlining
    /// only; gnu_inline), which calls library internals the device does not have.
    fn library_inline_definition(&self, name: &str) -> bool {
        let ast = self.ctx.ast;
        ast.items.iter().any(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => {
                ast.functions.get(*h).is_some_and(|d| {
                    d.declarator.name.is_some_and(|n| ast.name(n) == name)
                        && d.specs.is_inline
                        && d.specs.has_storage(oxacc_syntax::ast::StorageClass::Extern)
                })
            }
            _ => false,
        })
    }

    /// The function this file defines that a call of `name` (the designator `callee`)
    /// reaches through an asm label of the declaration it resolves to (`int plus1(int)
    /// __asm__("real_plus1");`, at block or file scope): the symbol is the label's, and a
    /// definition of that name with no asm label of its own has that symbol. `None` when
    /// `name` is defined here itself, has no label, or the label names no such function.
    fn asm_label_target(&self, callee: Handle<Expr>, name: &str) -> Option<String> {
        let ast = self.ctx.ast;
        if self.defined_in_file(name) {
            return None;
        }
        let sym = self.sema.resolved(callee)?;
        let label = ast.decls.iter().find_map(|(d, decl)| {
            decl.declarators.iter().enumerate().find_map(|(i, id)| {
                let l = id.declarator.asm_label?;
                (self.sema.decl_symbol(d, i) == Some(sym)).then_some(l)
            })
        })?;
        let Some(ExprKind::StringLit(s)) = ast.exprs.get(label).map(|x| &x.kind) else {
            return None;
        };
        let target: String = s.value.iter().filter_map(|c| char::from_u32(*c)).collect();
        // The definition's own symbol is its name: no declaration of it carries a label.
        let relabelled = ast.decls.iter().any(|(_, decl)| {
            decl.declarators.iter().any(|id| {
                id.declarator.asm_label.is_some()
                    && id.declarator.name.is_some_and(|n| ast.name(n) == target)
            })
        }) || ast.items.iter().any(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => {
                ast.functions.get(*h).is_some_and(|d| {
                    d.declarator.asm_label.is_some()
                        && d.declarator.name.is_some_and(|n| ast.name(n) == target)
                })
            }
            _ => false,
        });
        (self.defined_in_file(&target) && !relabelled).then_some(target)
    }

    fn defined_in_file(&self, name: &str) -> bool {
        let ast = self.ctx.ast;
        ast.items.iter().any(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => ast
                .functions
                .get(*h)
                .and_then(|d| d.declarator.name)
                .is_some_and(|n| ast.name(n) == name),
            _ => false,
        })
    }

    // ---- expressions ---------------------------------------------------------------------

    /// The name of `target` when `e`, of another real arithmetic type (an integer, `float` or
    /// `double`), must be cast to it to be converted as C converts an argument.
    fn arith_cast(&mut self, e: Handle<Expr>, target: TypeId) -> Option<String> {
        let sema = self.sema;
        let plain = |t: TypeId| {
            sema.is_integer(t) || matches!(sema.types.kind(t), TypeKind::Float | TypeKind::Double)
        };
        let src = sema.types.unqual_id(sema.value_type(e));
        let tgt = sema.types.unqual_id(target);
        if src == tgt || !plain(src) || !plain(tgt) {
            return None;
        }
        self.types.name(sema, tgt).ok()
    }

    /// `e` converted to `target` as C does implicitly (an explicit cast where C++ would not
    /// convert: between pointer types, from `void *`, from an integer to a pointer).
    /// Whether the value of `e` is a pointer to (possibly qualified) void: GNU C's arithmetic
    /// on it counts bytes (sizeof(void) is 1), C++ has none.
    fn is_void_pointer(&self, e: Handle<Expr>) -> bool {
        let types = &self.sema.types;
        match types.kind(types.unqual_id(self.sema.value_type(e))) {
            TypeKind::Pointer(p) => matches!(types.kind(types.unqual_id(*p)), TypeKind::Void),
            _ => false,
        }
    }

    /// Whether the value of `e` has type long double.
    fn is_long_double(&self, e: Handle<Expr>) -> bool {
        let t = self.sema.types.unqual_id(self.sema.value_type(e));
        matches!(self.sema.types.kind(t), TypeKind::LongDouble)
    }

    /// Whether the value of `e` has type long double or long double _Complex (both computed
    /// in double on the device: the once-per-region warning).
    fn computes_long_double(&self, e: Handle<Expr>) -> bool {
        let types = &self.sema.types;
        let t = types.unqual_id(self.sema.value_type(e));
        match types.kind(t) {
            TypeKind::LongDouble => true,
            TypeKind::Complex(c) => matches!(types.kind(types.unqual_id(*c)), TypeKind::LongDouble),
            _ => false,
        }
    }

    /// `s.b op= z` with a bit-field `s.b` and a complex `z` (C11 6.5.16.2: `s.b = s.b op z`,
    /// the complex result converted to the bit-field's type). The prelude's `real op= complex`
    /// operators take the left operand by reference, which C++ cannot bind to a bit-field
    /// (NVRTC: "taking the address of a bit field is not allowed"); a lambda takes the
    /// record instead, so its expression is evaluated once. `None` when `lhs` is not such a
    /// bit-field or `rhs` not complex.
    fn bitfield_complex_assign(
        &mut self,
        op: &str,
        lhs: Handle<Expr>,
        rhs: Handle<Expr>,
    ) -> Res<Option<String>> {
        let ast = self.ctx.ast;
        let Some(ExprKind::Member {
            base,
            member,
            arrow,
        }) = ast.exprs.get(lhs).map(|x| &x.kind)
        else {
            return Ok(None);
        };
        let types = &self.sema.types;
        if !self.sema.is_bitfield(lhs)
            || !types.is_complex(types.unqual_id(self.sema.value_type(rhs)))
        {
            return Ok(None);
        }
        let record = if *arrow {
            format!("*{}", self.expr(*base, prec::UNARY)?)
        } else {
            self.expr(*base, prec::POSTFIX)?
        };
        let r = self.expr(rhs, prec::ASSIGN)?;
        let m = ast.name(*member);
        Ok(Some(format!(
            "([&](auto &__oxacc_rec) {{ return __oxacc_rec.{m} = __oxacc_cx_to<decltype(__oxacc_rec.{m})>::of(__oxacc_rec.{m} {op} ({r})); }}({record}))"
        )))
    }

    /// `text`, a value of a complex type, converted to the real (or _Bool) type `tgt`: C
    /// discards the imaginary part (C11 6.3.1.7) and a _Bool is whether either part is
    /// nonzero (6.3.1.2). The prelude's complex class has no implicit conversion to a real
    /// type (it would make `z + 1` ambiguous), so the writer spells it out.
    fn complex_to_real(&mut self, text: &str, tgt: TypeId, span: Span) -> Res<String> {
        if matches!(self.sema.types.kind(tgt), TypeKind::Bool) {
            return Ok(format!("((bool)({text}))"));
        }
        let t = self
            .types
            .name(self.sema, tgt)
            .map_err(|Unsupported(w)| unsupported(span, w))?;
        Ok(format!("(({t})({text}).re)"))
    }

    /// Whether a conversion from the value of `e` to `tgt` goes from a complex type to a
    /// real one.
    fn complex_to_real_needed(&self, e: Handle<Expr>, tgt: TypeId) -> bool {
        let types = &self.sema.types;
        let tgt = types.unqual_id(tgt);
        types.is_complex(types.unqual_id(self.sema.value_type(e)))
            && types.is_arithmetic(tgt)
            && !types.is_complex(tgt)
    }

    fn converted(&mut self, e: Handle<Expr>, target: TypeId) -> Res<String> {
        {
            // An integer initialized from a pointer (`int x = p;`): see
            // `pointer_integer_check`.
            let sema = self.sema;
            let t = sema.types.unqual_id(target);
            if sema.is_pointer(sema.value_type(e))
                && sema.is_arithmetic(t)
                && !matches!(sema.types.kind(t), TypeKind::Bool)
            {
                return Err(unsupported(
                    self.span_of(e),
                    "an integer assigned or compared to a pointer without a cast (a constraint violation of C11 6.5.8, 6.5.9, 6.5.16 that C compilers accept with a warning)",
                ));
            }
        }
        if self.complex_to_real_needed(e, target) {
            let text = self.expr(e, prec::ASSIGN)?;
            let tgt = self.sema.types.unqual_id(target);
            return self.complex_to_real(&text, tgt, self.span_of(e));
        }
        let text = self.expr(e, prec::ASSIGN)?;
        if self.volatile_record(e) {
            // A volatile struct read as a value: C++ has no copy from a volatile object.
            return Ok(format!("__oxacc_vread({text})"));
        }
        let sema = self.sema;
        let src = sema.value_type(e);
        let tgt = sema.types.unqual_id(target);
        let need = sema.is_pointer(tgt)
            && (sema.is_pointer(src) && !sema.compatible(sema.types.unqual_id(src), tgt)
                || sema.is_integer(src) && sema.eval_int(e) != Some(0)
                || matches!(
                    self.ctx.ast.exprs.get(e).map(|x| &x.kind),
                    Some(ExprKind::StringLit(_))
                ));
        if need {
            let t = self
                .types
                .name(sema, tgt)
                .map_err(|Unsupported(w)| unsupported(self.span_of(e), w))?;
            Ok(format!("({t})({text})"))
        } else {
            Ok(text)
        }
    }

    /// Whether `ty` is an arithmetic type that device code represents as a class: a complex
    /// type (`__oxacc_cx<T>`) or long double (`__oxacc_ld`).
    fn class_arithmetic(&self, ty: TypeId) -> bool {
        let t = self.sema.types.unqual_id(ty);
        self.sema.types.is_complex(t) || matches!(self.sema.types.kind(t), TypeKind::LongDouble)
    }

    /// Whether `real` is of real type long double and `cx` of a float or double complex
    /// type.
    fn long_double_real_with_complex(&self, real: Handle<Expr>, cx: Handle<Expr>) -> bool {
        let types = &self.sema.types;
        let rt = types.unqual_id(self.sema.value_type(real));
        let ct = types.unqual_id(self.sema.value_type(cx));
        matches!(types.kind(rt), TypeKind::LongDouble)
            && types.is_complex(ct)
            && !matches!(
                types.kind(types.unqual_id(types.complex_elem(ct))),
                TypeKind::LongDouble
            )
    }

    /// Whether `e` is an object of volatile-qualified struct or union type (`vs`, `a[i]` of
    /// a `volatile struct s a[]`), which C++ can neither copy nor assign whole.
    fn volatile_record(&self, e: Handle<Expr>) -> bool {
        let t = self.sema.expr_type(e);
        self.sema.types.quals(t).is_volatile && self.sema.is_record(self.sema.types.unqual_id(t))
    }

    fn expr_prec(&self, e: Handle<Expr>) -> u8 {
        match self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Binary { op, .. }) => op.precedence(),
            Some(ExprKind::Assign { .. }) => prec::ASSIGN,
            Some(ExprKind::Conditional { .. }) => prec::COND,
            Some(
                ExprKind::Cast { .. }
                | ExprKind::SizeofExpr(_)
                | ExprKind::SizeofType(_)
                | ExprKind::AlignofExpr(_)
                | ExprKind::AlignofType(_),
            ) => prec::UNARY,
            Some(ExprKind::Unary { op, .. }) if !op.is_postfix() => prec::UNARY,
            Some(
                ExprKind::Unary { .. }
                | ExprKind::Call { .. }
                | ExprKind::Index { .. }
                | ExprKind::Member { .. },
            ) => prec::POSTFIX,
            _ => prec::PRIMARY,
        }
    }

    pub fn expr(&mut self, e: Handle<Expr>, min: u8) -> Res<String> {
        let inner = self.expr_inner(e)?;
        if self.expr_prec(e) < min || inner.starts_with("(*__d_") && min > prec::UNARY {
            Ok(format!("({inner})"))
        } else {
            Ok(inner)
        }
    }

    fn expr_inner(&mut self, e: Handle<Expr>) -> Res<String> {
        self.fn_pointer_check(e)?;
        self.pointer_integer_check(e)?;
        if let Some(t) = self.expr_overrides.get(&e) {
            return Ok(t.clone());
        }
        if !self.atomic_shared.is_empty() {
            if let Some(t) = self.atomic_shared_use(e)? {
                return Ok(t);
            }
        }
        let ast = self.ctx.ast;
        if let Some((op, et, operand, in_c)) = self.shared_updates.get(&e).cloned() {
            // An update of a gang's shared reduction copy (`shared_reduction`): an atomic
            // on the element (its value is not used: the update is a statement).
            if let Some(ExprKind::Assign {
                op: Some(b),
                lhs,
                rhs,
            }) = ast.exprs.get(e).map(|x| &x.kind)
            {
                if in_c {
                    // `(T)(v[i] op e)` as C computes it, `e` evaluated once (the capture).
                    let (b, lhs, rhs) = (*b, *lhs, *rhs);
                    let v = self.expr(rhs, prec::ASSIGN)?;
                    let lhs = self.expr(lhs, prec::UNARY)?;
                    return Ok(format!(
                        "__oxacc_atomic_rmw(({et} *)&{lhs}, [__v = ({v})]({et} __o) {{ return ({et})(__o {} __v); }}, false)",
                        b.as_str()
                    ));
                }
            }
            let (lhs, val) = match ast.exprs.get(e).map(|x| &x.kind) {
                // `v[i] = v[i] && x`: the truth value of `x` (C's `&&` gives 0 or 1; a
                // conversion of `x` to an integer element type would truncate 0.5 to 0).
                Some(ExprKind::Assign { lhs, .. })
                    if operand.is_some()
                        && matches!(op, ReductionOp::LogicalAnd | ReductionOp::LogicalOr) =>
                {
                    let x = operand.map_or(Ok("0".into()), |x| self.expr(x, prec::UNARY))?;
                    (*lhs, format!("({et})!!{x}"))
                }
                Some(ExprKind::Assign { lhs, .. }) if operand.is_some() => {
                    let x = operand.map_or(Ok("0".into()), |x| self.expr(x, prec::ASSIGN))?;
                    (*lhs, format!("({et})({x})"))
                }
                Some(ExprKind::Assign { lhs, rhs, .. }) => {
                    (*lhs, format!("({et})({})", self.expr(*rhs, prec::ASSIGN)?))
                }
                Some(ExprKind::Unary {
                    op: UnaryOp::PreDec | UnaryOp::PostDec,
                    operand,
                }) => (*operand, format!("({et})-1")),
                Some(ExprKind::Unary { operand, .. }) => (*operand, format!("({et})1")),
                _ => return Ok("0".into()),
            };
            let lhs = self.expr(lhs, prec::UNARY)?;
            // The copy of a volatile array keeps its element type's qualifier; the atomic
            // helpers take plain pointers.
            return Ok(format!(
                "__oxacc_atomic_{}(({et} *)&{lhs}, {val})",
                op_name(op)
            ));
        }
        let Some(x) = ast.exprs.get(e) else {
            return Ok("0".into());
        };
        let span = x.span;
        if !self.rebases.is_empty() {
            if let Some(t) = self.rebased_use(e)? {
                return Ok(t);
            }
        }
        if self.long_double_at.is_none()
            && matches!(
                x.kind,
                ExprKind::Binary { .. }
                    | ExprKind::Call { .. }
                    | ExprKind::Assign { op: Some(_), .. }
                    | ExprKind::Unary {
                        op: UnaryOp::Minus
                            | UnaryOp::PreInc
                            | UnaryOp::PreDec
                            | UnaryOp::PostInc
                            | UnaryOp::PostDec,
                        ..
                    }
            )
            && self.computes_long_double(e)
        {
            self.long_double_at = Some(span);
        }
        Ok(match &x.kind {
            ExprKind::Ident(id) => {
                if let Some(t) = self
                    .sema
                    .resolved(e)
                    .and_then(|sym| self.sym_access.get(&sym))
                {
                    t.clone()
                } else if let Some(v) = self.f.names.uses.get(&e).copied() {
                    match self.lookup(v) {
                        Some(Access::Acc(n) | Access::Private(n))
                            if self.rebases.get(&n).is_some_and(|rb| !rb.row) =>
                        {
                            // A reduction copy of a part of a pointer's target reached from
                            // its own first element ([`Rebase`]); a use that is no element
                            // nor pointer arithmetic (`f(p)`, `q = p`) gets the pointer
                            // through which the target's indexes reach the copy, `copy - lo`,
                            // inside the copy's object: it has `lo` elements of slack before
                            // the part for such a use (C11 6.5.6p8).
                            let rb = &self.rebases[&n];
                            let Some(bare) = &rb.bare else {
                                return Err(unsupported(
                                    span,
                                    format!(
                                        "this use of '{}', whose reduction copy holds a part of its target (write '{}[i]')",
                                        ast.name(*id),
                                        ast.name(*id)
                                    ),
                                ));
                            };
                            bare.clone()
                        }
                        Some(Access::Acc(n)) if self.rebases.contains_key(&n) => {
                            // One row of a pointer to pointers (`p[g][j]`): only an element
                            // of the row has a form.
                            return Err(unsupported(
                                span,
                                format!(
                                    "a use of '{}' other than an element of the part of it a reduction clause names (write '{}[i]')",
                                    ast.name(*id),
                                    ast.name(*id)
                                ),
                            ));
                        }
                        Some(Access::Private(n) | Access::Memory(n) | Access::Acc(n)) => n,
                        None => {
                            let n = ast.name(*id);
                            // 2.15.2: a function's device code reaches a file-scope variable
                            // only through a declare directive; say so, rather than a bare
                            // "no device copy" (a `static const` table is the usual case).
                            if self.in_function
                                && self.f.names.var(v).is_some_and(|x| x.is_global)
                            {
                                if let Some(t) = self.global_const_table(e)? {
                                    return Ok(t);
                                }
                                return Err(unsupported(
                                    span,
                                    format!(
                                        "file-scope variable '{n}' in function '{}', with no 'declare' directive for it (OpenACC 3.3, 2.15.2: a global used in device code of a function needs '#pragma acc declare copyin({n})' or 'create({n})' after its definition),",
                                        self.f.name
                                    ),
                                ));
                            }
                            return Err(unsupported(
                                span,
                                format!("variable '{n}' (no device copy was arranged for it)"),
                            ));
                        }
                    }
                } else if let Some(v) = self.sema.eval_int(e) {
                    // An enumeration constant.
                    format!("{v}")
                } else if self.sema.resolved(e).is_none()
                    && matches!(
                        ast.name(*id),
                        "__func__" | "__FUNCTION__" | "__PRETTY_FUNCTION__"
                    )
                {
                    // C11 6.4.2.2: the name of the enclosing function, which in device code
                    // is the user's function (or routine), not the kernel's generated name.
                    printer::string_text(
                        oxacc_syntax::Encoding::Plain,
                        &self.f.name.bytes().map(u32::from).collect::<Vec<_>>(),
                    )
                } else {
                    let n = ast.name(*id).to_string();
                    if self
                        .sema
                        .resolved(e)
                        .is_some_and(|s| self.sema.symbol(s).kind == SymbolKind::Function)
                    {
                        // Through an asm label naming a function of the file, that one.
                        let n = self.asm_label_target(e, &n).unwrap_or(n);
                        return self.function_address(&n, span);
                    }
                    ident(&n)
                }
            }
            ExprKind::IntLit(l) => {
                if l.imaginary {
                    let mut t = printer::int_text(l);
                    t.pop();
                    format!("__oxacc_cx<double>(0.0, (double){t})")
                } else {
                    printer::int_text(l)
                }
            }
            ExprKind::FloatLit(l) => {
                let mut t = device_float_text(l, l.spelling.map(|x| ast.interner.resolve(x)));
                let imag = l.imaginary;
                if imag {
                    t.pop();
                }
                // `1.0L`: long double is computed in double on the GPU.
                if t.ends_with('L') || t.ends_with('l') {
                    t.pop();
                }
                if imag {
                    let part = if matches!(
                        l.suffix,
                        oxacc_syntax::ast::FloatSuffix::F | oxacc_syntax::ast::FloatSuffix::F32
                    ) {
                        "float"
                    } else {
                        "double"
                    };
                    format!("__oxacc_cx<{part}>(({part})0, ({part}){t})")
                } else {
                    t
                }
            }
            // A multi-character constant (`'é'` is two bytes) has an implementation-defined
            // value (C11 6.4.4.4p10): print gcc's value, which sema computed, rather than trust
            // NVRTC to combine the bytes as gcc does.
            ExprKind::CharLit(c)
                if c.encoding == oxacc_syntax::Encoding::Plain
                    && !(-128..=255).contains(&c.value) =>
            {
                format!("((int){})", c.value)
            }
            ExprKind::CharLit(c) => format!("((int){})", printer::char_text(c)),
            ExprKind::StringLit(s) => printer::string_text(s.encoding, &s.value),
            ExprKind::Unary {
                op: UnaryOp::Deref,
                operand,
            } if self
                .vla_state(*operand)
                .is_some_and(|(ptr, d)| ptr || d.len() > 1) =>
            {
                let (ptr, dims) = self.vla_state(*operand).unwrap_or_default();
                let o = self.expr(*operand, prec::POSTFIX)?;
                let rest: &[String] = if ptr { &dims } else { &dims[1..] };
                if rest.is_empty() || ptr {
                    // `*a` of a pointer to rows is the first row: the same address.
                    if rest.is_empty() {
                        format!("(*{o})")
                    } else {
                        o
                    }
                } else {
                    o
                }
            }
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } if self.vla_state(*operand).is_some() => self.expr(*operand, prec::POSTFIX)?,
            ExprKind::Binary {
                op: op @ (BinaryOp::Add | BinaryOp::Sub),
                lhs,
                rhs,
            } if self
                .vla_state(*lhs)
                .is_some_and(|(ptr, d)| ptr || d.len() > 1) =>
            {
                let (ptr, dims) = self.vla_state(*lhs).unwrap_or_default();
                let rest: &[String] = if ptr { &dims } else { &dims[1..] };
                let l = self.expr(*lhs, prec::POSTFIX)?;
                let r = self.expr(*rhs, prec::UNARY)?;
                format!(
                    "({l} {} (long long)({r}) * (long long)({}))",
                    op.as_str(),
                    rest.join(" * ")
                )
            }
            ExprKind::Unary { op, operand } => {
                if matches!(
                    op,
                    UnaryOp::AddrOf
                        | UnaryOp::PreInc
                        | UnaryOp::PreDec
                        | UnaryOp::PostInc
                        | UnaryOp::PostDec
                ) {
                    if let Some(ExprKind::CompoundLiteral { init, .. }) =
                        ast.exprs.get(*operand).map(|x| &x.kind)
                    {
                        let obj = self.hoisted_literal(*operand, *init)?;
                        return Ok(if op.is_postfix() {
                            format!("{obj}{}", op.as_str())
                        } else {
                            format!("{}{obj}", op.as_str())
                        });
                    }
                }
                if matches!(op, UnaryOp::Real | UnaryOp::Imag) {
                    let o = self.expr(*operand, prec::POSTFIX)?;
                    let part = if *op == UnaryOp::Real { "re" } else { "im" };
                    // Of a real operand: the value itself, or zero.
                    if self.sema.types.is_complex(self.sema.expr_type(*operand)) {
                        return Ok(format!("{o}.{part}"));
                    }
                    return Ok(if *op == UnaryOp::Real {
                        o
                    } else {
                        "0".to_string()
                    });
                }
                if matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ) {
                    self.check_shared_private_write(*operand)?;
                    // C lets ++ and -- apply to a _Bool (++ sets it, -- flips it: 6.5.2.4,
                    // 6.3.1.2); C++17 (CUDA) rejects them on bool.
                    let ty = self.sema.types.unqual_id(self.sema.expr_type(*operand));
                    if matches!(self.sema.types.kind(ty), oxacc_sema::TypeKind::Bool) {
                        // A _Bool bit-field has no address for the helpers' reference: a
                        // lambda takes the object holding it (evaluated once) instead.
                        if let (true, Some(ExprKind::Member { base, member, arrow })) = (
                            self.sema.is_bitfield(*operand),
                            self.ctx.ast.exprs.get(*operand).map(|x| &x.kind),
                        ) {
                            let (base, arrow) = (*base, *arrow);
                            let m = ident(self.ctx.ast.name(*member));
                            let obj = if arrow {
                                format!("*{}", self.expr(base, prec::UNARY)?)
                            } else {
                                self.expr(base, prec::COMMA)?
                            };
                            let (new, res) = match op {
                                UnaryOp::PreInc => ("true", "__oxacc_s.M"),
                                UnaryOp::PostInc => ("true", "__oxacc_o"),
                                UnaryOp::PreDec => ("!__oxacc_o", "__oxacc_s.M"),
                                _ => ("!__oxacc_o", "__oxacc_o"),
                            };
                            let res = res.replace(".M", &format!(".{m}"));
                            return Ok(format!(
                                "[&](auto &__oxacc_s) -> bool {{ bool __oxacc_o = __oxacc_s.{m}; \
                                 __oxacc_s.{m} = {new}; return {res}; }}({obj})"
                            ));
                        }
                        let o = self.expr(*operand, prec::COMMA)?;
                        let f = match op {
                            UnaryOp::PreInc => "preinc",
                            UnaryOp::PostInc => "postinc",
                            UnaryOp::PreDec => "predec",
                            _ => "postdec",
                        };
                        return Ok(format!("__oxacc_bool_{f}({o})"));
                    }
                }
                if matches!(
                    op,
                    UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
                ) && self.is_void_pointer(*operand)
                {
                    // GNU C: a void pointer steps by one byte (prelude.cuh).
                    let o = self.expr(*operand, prec::COMMA)?;
                    let (f, n) = match op {
                        UnaryOp::PreInc => ("add", "1"),
                        UnaryOp::PreDec => ("add", "-1"),
                        UnaryOp::PostInc => ("postadd", "1"),
                        _ => ("postadd", "-1"),
                    };
                    return Ok(format!("__oxacc_vp_{f}({o}, {n})"));
                }
                if *op == UnaryOp::BitNot
                    && self.sema.types.is_complex(
                        self.sema.types.unqual_id(self.sema.value_type(*operand)),
                    )
                {
                    // GNU C: `~` of a complex value is its conjugate (prelude.cuh).
                    return Ok(format!(
                        "__oxacc_cx_conj({})",
                        self.expr(*operand, prec::COMMA)?
                    ));
                }
                if op.is_postfix() {
                    format!("{}{}", self.expr(*operand, prec::POSTFIX)?, op.as_str())
                } else {
                    let o = self.expr(*operand, prec::UNARY)?;
                    let sep = if o.starts_with(op.as_str().chars().next().unwrap_or(' ')) {
                        " "
                    } else {
                        ""
                    };
                    let text = format!("{}{sep}{o}", op.as_str());
                    match op {
                        UnaryOp::Minus | UnaryOp::BitNot => wrap_narrow(self.narrow_bits(e), text),
                        _ => text,
                    }
                }
            }
            // GNU C's arithmetic on void pointers (sizeof(void) is 1): on char pointers.
            ExprKind::Binary { op, lhs, rhs }
                if matches!(op, BinaryOp::Add | BinaryOp::Sub)
                    && (self.is_void_pointer(*lhs) || self.is_void_pointer(*rhs)) =>
            {
                let l = self.expr(*lhs, prec::UNARY)?;
                let r = self.expr(*rhs, prec::UNARY)?;
                let (vl, vr) = (self.is_void_pointer(*lhs), self.is_void_pointer(*rhs));
                let o = op.as_str();
                if vl && vr {
                    format!("((char *){l} {o} (char *){r})")
                } else {
                    let t = self
                        .types
                        .name(self.sema, self.sema.expr_type(e))
                        .map_err(|Unsupported(w)| unsupported(span, w))?;
                    if vl {
                        format!("(({t})((char *){l} {o} {r}))")
                    } else {
                        format!("(({t})({l} {o} (char *){r}))")
                    }
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let p = op.precedence();
                let mut l = self.expr(*lhs, p)?;
                let mut r = self.expr(*rhs, p + 1)?;
                // A long double real operand with a float or double complex one (`L + I`,
                // `fc * L`): the result is long double complex (C11 6.3.1.8), which C++'s
                // overloads cannot pick between the long double class's conversions and
                // the complex ones (NVRTC: "more than one operator"); the complex operand
                // converts to long double complex, the real one stays real (G.5.1).
                if matches!(
                    op,
                    BinaryOp::Add
                        | BinaryOp::Sub
                        | BinaryOp::Mul
                        | BinaryOp::Div
                        | BinaryOp::Eq
                        | BinaryOp::Ne
                ) {
                    if self.long_double_real_with_complex(*lhs, *rhs) {
                        r = format!("__oxacc_cx<__oxacc_ld>({r})");
                    } else if self.long_double_real_with_complex(*rhs, *lhs) {
                        l = format!("__oxacc_cx<__oxacc_ld>({l})");
                    }
                }
                let compares = matches!(
                    op,
                    BinaryOp::Lt
                        | BinaryOp::Gt
                        | BinaryOp::Le
                        | BinaryOp::Ge
                        | BinaryOp::Eq
                        | BinaryOp::Ne
                );
                if *op == BinaryOp::Comma {
                    format!("{l}, {r}")
                } else if let (true, Some(n)) = (compares, self.narrow_common(*lhs, *rhs)) {
                    // gcc compares in the narrow type too: `x < -1` with `unsigned long long
                    // x : 40` converts -1 to 2^40 - 1 (C++ to 2^64 - 1).
                    let (l, r) = (wrap_narrow(Some(n), l), wrap_narrow(Some(n), r));
                    format!("{l} {} {r}", op.as_str())
                } else {
                    wrap_narrow(self.narrow_bits(e), format!("{l} {} {r}", op.as_str()))
                }
            }
            ExprKind::Assign {
                op: Some(op @ (BinaryOp::Add | BinaryOp::Sub)),
                lhs,
                rhs,
            } if self.is_void_pointer(*lhs) => {
                self.check_shared_private_write(*lhs)?;
                let l = self.expr(*lhs, prec::COMMA)?;
                let r = self.expr(*rhs, prec::UNARY)?;
                let sign = if *op == BinaryOp::Sub { "-" } else { "" };
                format!("__oxacc_vp_add({l}, {sign}(long long){r})")
            }
            ExprKind::Assign { op, lhs, rhs } => {
                self.check_shared_private_write(*lhs)?;
                if let Some(o) = op {
                    if let Some(text) = self.bitfield_complex_assign(o.as_str(), *lhs, *rhs)? {
                        return Ok(text);
                    }
                }
                if op.is_none() && self.volatile_record(*lhs) {
                    // C++ has no assignment to a volatile struct (prelude.cuh).
                    let l = self.expr(*lhs, prec::ASSIGN)?;
                    let r = self.converted(*rhs, self.sema.expr_type(*lhs))?;
                    return Ok(format!("__oxacc_vwrite({l}, {r})"));
                }
                let l = self.expr(*lhs, prec::UNARY)?;
                let r = match op {
                    None => self.converted(*rhs, self.sema.expr_type(*lhs))?,
                    // `fc += L`: a float or double complex object updated with a long double
                    // real operand. The long double is a double in device code (prelude.cuh),
                    // which the complex classes' operators take, where the long double class
                    // matches two of them (NVRTC: "more than one operator").
                    Some(_) if self.long_double_real_with_complex(*rhs, *lhs) => {
                        format!("(double)({})", self.expr(*rhs, prec::COMMA)?)
                    }
                    Some(_) => self.expr(*rhs, prec::ASSIGN)?,
                };
                let o = op.map(|o| o.as_str()).unwrap_or("");
                format!("{l} {o}= {r}")
            }
            ExprKind::Conditional {
                cond,
                then_expr,
                else_expr,
            } => {
                let c = self.expr(*cond, prec::LOGICAL_OR)?;
                let ty = self.sema.expr_type(e);
                let Some(t) = then_expr else {
                    return self.gnu_elvis(e, *cond, *else_expr);
                };
                let types = &self.sema.types;
                let uty = types.unqual_id(ty);
                let (a, b) = if self.class_arithmetic(uty) {
                    // A complex or long double result (`c ? I : 1.0`, `c ? dc : fc`, `c ? L :
                    // 1.0`): C converts both operands to the result's type (C11 6.5.15p5,
                    // 6.3.1.8), where C++ finds the prelude's classes convertible both ways
                    // (float <-> double) or not at all from a real, and NVRTC calls the `?:`
                    // ambiguous. So an operand of another type is cast to the result's
                    // class; a long double one is cast even when C gives it that type: one
                    // computed from constants alone (`i * 0.5L`) is a double in device code,
                    // whose long double constants are doubles.
                    let tn = self
                        .types
                        .name(self.sema, uty)
                        .map_err(|Unsupported(w)| unsupported(span, w))?;
                    let complex = types.is_complex(uty);
                    let mut operand = |op: Handle<Expr>, p| -> Res<String> {
                        let types = &self.sema.types;
                        if complex && types.unqual_id(self.sema.value_type(op)) == uty {
                            self.expr(op, p)
                        } else {
                            Ok(format!("(({tn})({}))", self.expr(op, prec::ASSIGN)?))
                        }
                    };
                    (operand(*t, prec::COMMA)?, operand(*else_expr, prec::COND)?)
                } else if self.sema.is_pointer(ty)
                    || self.volatile_record(*t)
                    || self.volatile_record(*else_expr)
                {
                    // (`converted` also reads a volatile struct operand into a value.)
                    (self.converted(*t, ty)?, self.converted(*else_expr, ty)?)
                } else {
                    (
                        self.expr(*t, prec::COMMA)?,
                        self.expr(*else_expr, prec::COND)?,
                    )
                };
                format!("{c} ? {a} : {b}")
            }
            ExprKind::Cast { expr, .. } if self.complex_to_real_needed(*expr, self.sema.expr_type(e)) => {
                let o = self.expr(*expr, prec::ASSIGN)?;
                let ty = self.sema.types.unqual_id(self.sema.expr_type(e));
                self.complex_to_real(&o, ty, span)?
            }
            ExprKind::Cast { expr, .. } => {
                let ty = self.sema.expr_type(e);
                let t = self
                    .types
                    .name(self.sema, ty)
                    .map_err(|Unsupported(w)| unsupported(span, w))?;
                match self.union_cast_member(ty, *expr) {
                    // GNU C's cast to a union (`(union u)x`): the union with the member of
                    // x's type initialised to x, as `(union u){ .m = x }`. C++ has no such
                    // cast (NVRTC looks for a constructor).
                    Some(Some(m)) => format!(
                        "[&]() {{ {t} __oxacc_uc; __oxacc_uc.{} = {}; return __oxacc_uc; }}()",
                        ident(&m),
                        self.expr(*expr, prec::ASSIGN)?
                    ),
                    Some(None) => {
                        return Err(unsupported(span, "this cast to a union type"))
                    }
                    // GNU C's cast of a volatile struct to its own type: its value.
                    None if self.volatile_record(*expr) => {
                        format!("({t})__oxacc_vread({})", self.expr(*expr, prec::ASSIGN)?)
                    }
                    None => format!("({t}){}", self.expr(*expr, prec::UNARY)?),
                }
            }
            ExprKind::SizeofExpr(o) if self.vla_state(*o).is_some_and(|(p, _)| !p) => {
                // sizeof of a flattened variable-length array (or row): its elements times
                // the element's size.
                let (_, dims) = self.vla_state(*o).unwrap_or_default();
                let elem = self.vla_elem(self.sema.expr_type(*o));
                let et = self
                    .types
                    .name(self.sema, elem)
                    .map_err(|Unsupported(w)| unsupported(span, w))?;
                format!("((unsigned long)({}) * sizeof({et}))", dims.join(" * "))
            }
            ExprKind::SizeofType(_) if self.sema.eval_int(e).is_none() => {
                self.vla_type_size(e, span)?
            }
            ExprKind::SizeofExpr(_)
            | ExprKind::SizeofType(_)
            | ExprKind::AlignofExpr(_)
            | ExprKind::AlignofType(_)
            | ExprKind::Offsetof { .. }
            | ExprKind::TypesCompatible { .. } => match self.sema.eval_int(e) {
                Some(v) => {
                    let ty = self.sema.expr_type(e);
                    let t = self
                        .types
                        .name(self.sema, ty)
                        .map_err(|Unsupported(w)| unsupported(span, w))?;
                    format!("(({t}){v})")
                }
                // `__builtin_offsetof(T, y[k])` with a variable `k` is not a constant either:
                // say so rather than blaming a variable-length array that is not there.
                None if matches!(x.kind, ExprKind::Offsetof { .. }) => {
                    self.offsetof_value(e, span)?
                }
                None => return Err(unsupported(span, "sizeof of a variable-length array")),
            },
            // gcc folds `__builtin_constant_p` at compile time (sema has its value: 1 for an
            // integer or floating constant expression, else 0); the argument is not evaluated.
            ExprKind::Call { callee, .. }
                if self.callee_name(*callee).as_deref() == Some("__builtin_constant_p")
                    && !self.f.names.uses.contains_key(callee) =>
            {
                format!("{}", self.sema.eval_int(e).unwrap_or(0))
            }
            // `__builtin_choose_expr(c, a, b)` (GNU): `a` if the constant `c` is nonzero, else
            // `b`; the other is not evaluated (sema picked the type the same way).
            ExprKind::Call { callee, args }
                if self.callee_name(*callee).as_deref() == Some("__builtin_choose_expr")
                    && !self.f.names.uses.contains_key(callee) =>
            {
                let pick = match args.first().and_then(|c| self.sema.eval_int(*c)) {
                    Some(0) => args.get(2),
                    Some(_) => args.get(1),
                    None => None,
                };
                match pick {
                    Some(p) => format!("({})", self.expr(*p, prec::COMMA)?),
                    None => return Err(unsupported(span, "this __builtin_choose_expr")),
                }
            }
            // <tgmath.h>: glibc expands `sqrt(x)` to `__builtin_tgmath(sqrtf, sqrt, sqrtl,
            // csqrtf, csqrt, csqrtl, x)`; the call is the one gcc picks by the arguments' types.
            ExprKind::Call { callee, args }
                if self.callee_name(*callee).as_deref() == Some("__builtin_tgmath")
                    && !self.f.names.uses.contains_key(callee) =>
            {
                let Some((f, k)) = self.tgmath_choice(args) else {
                    return Err(unsupported(
                        span,
                        "this type-generic math call (<tgmath.h>'s __builtin_tgmath)",
                    ));
                };
                self.call(f, &args[k..])?
            }
            ExprKind::Call { callee, args } => self.call(*callee, args)?,
            ExprKind::Index { base, index } => {
                if let Some((ptr, dims)) = self.vla_state(*base) {
                    // A row of a flattened variably modified array: pointer arithmetic with the
                    // row's length in elements.
                    let b = self.expr(*base, prec::POSTFIX)?;
                    let i = self.expr(*index, prec::COMMA)?;
                    let rest: &[String] = if ptr { &dims } else { &dims[1..] };
                    if rest.is_empty() {
                        format!("{b}[{i}]")
                    } else {
                        format!(
                            "({b} + (long long)({i}) * (long long)({}))",
                            rest.join(" * ")
                        )
                    }
                } else {
                    format!(
                        "{}[{}]",
                        self.expr(*base, prec::POSTFIX)?,
                        self.expr(*index, prec::COMMA)?
                    )
                }
            }
            ExprKind::Member {
                base,
                member,
                arrow,
            } => match self.flexible_member(*base, ast.name(*member), *arrow) {
                // A flexible array member (C99 6.7.2.1), which the CUDA records leave out
                // (NVRTC's C++ has no `T d[]` member): the array of unknown bound at its
                // offset in the record, an lvalue (`&fx->d`) that decays to its first
                // element's address wherever C uses it (`fx->d[i]`, `double *p = fx->d`;
                // sizeof of it is no C).
                Some((elem, off)) => {
                    let ptr = self
                        .types
                        .decl(self.sema, elem, "(*)[]")
                        .map_err(|Unsupported(w)| unsupported(span, w))?;
                    let b = self.expr(*base, prec::UNARY)?;
                    let at = if *arrow {
                        format!("(char *)({b})")
                    } else {
                        format!("(char *)&({b})")
                    };
                    format!("(*({ptr})({at} + {off}))")
                }
                None => format!(
                    "{}{}{}",
                    self.expr(*base, prec::POSTFIX)?,
                    if *arrow { "->" } else { "." },
                    ident(ast.name(*member))
                ),
            },
            // A struct or union literal used as a value (C11 6.5.2.5): an object initialised
            // in a lambda and returned. C++ has no compound literals; one that must be an
            // lvalue (an array, `&(T){...}`, an assignment to it) stays unsupported.
            ExprKind::CompoundLiteral { init, .. }
                if matches!(
                    self.sema
                        .types
                        .kind(self.sema.types.unqual_id(self.sema.expr_type(e))),
                    TypeKind::Record(_)
                ) =>
            {
                let ty = self.sema.types.unqual_id(self.sema.expr_type(e));
                // An object where one can be declared (`hoisted_literal`): the literal is an
                // lvalue (`(struct pt){i, 2}.x = 5`, whose member a C++ temporary cannot
                // give: NVRTC rejected the assignment).
                if self.stmt_depth > 0
                    && self.leader(self.cur).is_none()
                    && !has_const(self.sema, ty)
                {
                    return self.hoisted_literal(e, *init);
                }
                let decl = self
                    .types
                    .decl(self.sema, ty, "__oxacc_cl")
                    .map_err(|Unsupported(w)| unsupported(span, w))?;
                let it = self.initializer(*init, ty)?;
                format!("[&]() {{ {decl} = {it}; return __oxacc_cl; }}()")
            }
            ExprKind::CompoundLiteral { init, .. } => self.hoisted_literal(e, *init)?,
            // C11 6.5.1.1p3: the selection is the selected association's expression (an
            // lvalue, a function designator or a void expression if that is); the others are
            // not evaluated, so only it is printed.
            ExprKind::Generic { .. } => match self.sema.generic_choice(e) {
                Some(x) => format!("({})", self.expr(x, prec::COMMA)?),
                None => return Err(unsupported(span, "this _Generic selection")),
            },
            // A GNU statement expression (glibc's `assert`, `({ if (c) ; else
            // __assert_fail(...); })`; the GNU MIN/MAX macros, `({ __typeof__(a) _a = (a);
            // ... _a > _b ? _a : _b; })`): a lambda called in place, returning the value of
            // the last expression statement as C does (NVRTC's C++ does not accept statement
            // expressions, 2026-11-29). One that jumps out of itself or returns (out of the
            // lambda it would leave the wrong function) stays unsupported.
            ExprKind::StmtExpr(body) if !self.escapes(*body) => self.stmt_expr(e, *body)?,
            ExprKind::StmtExpr(_) => {
                return Err(unsupported(
                    span,
                    "a statement expression that jumps out of itself or holds a directive in a compute region",
                ))
            }
            ExprKind::LabelAddr(_) => return Err(unsupported(span, "a label address")),
            ExprKind::VaArg { .. } => return Err(unsupported(span, "va_arg")),
            ExprKind::Error => return Err(unsupported(span, "an erroneous expression")),
        })
    }

    /// GNU `a ?: b` (`e`): `a` evaluated once, its value when nonzero, else `b`'s. NVRTC's
    /// C++ does not accept the operator (2026-11-29): `a ? a : b` when evaluating `a` has no
    /// effect, else a lambda holding `a`'s value. Each arm is cast to the result's type, as
    /// C's conversions of the operands (6.5.15p5) give it.
    fn gnu_elvis(&mut self, e: Handle<Expr>, a: Handle<Expr>, b: Handle<Expr>) -> Res<String> {
        let ty = self.sema.value_type(e);
        let t = self
            .types
            .name(self.sema, ty)
            .map_err(|Unsupported(w)| unsupported(self.span_of(e), w))?;
        let ast = self.ctx.ast;
        let mut all = Vec::new();
        walk::exprs_in_expr(ast, a, &mut all);
        let effect = all.iter().any(|h| {
            ast.exprs
                .get(*h)
                .is_some_and(|x| walk::effect_node(&x.kind))
                || self.sema.types.quals(self.sema.expr_type(*h)).is_volatile
        });
        let av = self.expr(a, prec::COMMA)?;
        let bv = self.expr(b, prec::COMMA)?;
        if effect {
            let c = self.fresh("elvis");
            Ok(format!(
                "[&]() -> {t} {{ auto {c} = ({av}); return {c} ? ({t})({c}) : ({t})({bv}); }}()"
            ))
        } else {
            Ok(format!("(({av}) ? ({t})({av}) : ({t})({bv}))"))
        }
    }

    /// Whether a call of `name` is a call of the device math library: a math function, unless
    /// it is a name C does not reserve (`max`, `rsqrt`, `sinpi`, ...) that the program makes
    /// its own: defined in this file, named by a `routine` directive of this file (2.15.1: the
    /// directive must also appear in the file that defines it, so another file of the program
    /// defines it), or, for a name no C library declares (`max`, `rsqrtf`), declared here.
    /// Calling CUDA's function of that name instead was a silent wrong result.
    fn library_function(&self, name: &str) -> bool {
        if !is_math_function(name) {
            return false;
        }
        if is_c_library_math(name) {
            return true;
        }
        if self.defined_in_file(name) || routine_named(self.ctx, name) {
            return false;
        }
        !(in_no_c_library(name) && self.declared_in_file(name))
    }

    /// `__builtin_offsetof(T, y[k].z)` with a subscript that is not a constant (gcc computes
    /// it at run time; C++ `offsetof` wants a constant): the members' offsets from sema's
    /// layout, each variable subscript times its element's size, in `size_t` arithmetic.
    fn offsetof_value(&mut self, e: Handle<Expr>, span: Span) -> Res<String> {
        let refuse = || unsupported(span, "this __builtin_offsetof");
        let sema = self.sema;
        let ast = self.ctx.ast;
        let Some(ExprKind::Offsetof { path, .. }) = ast.exprs.get(e).map(|x| &x.kind) else {
            return Err(refuse());
        };
        let mut cur = sema.sizeof_type_operand(e).ok_or_else(refuse)?;
        let mut off: i128 = 0;
        let mut terms = Vec::new();
        for p in path {
            match p {
                oxacc_syntax::ast::OffsetofPart::Field(id) => {
                    let (t, o) = member_offset(sema, cur, ast.name(*id), 0).ok_or_else(refuse)?;
                    off += i128::from(o);
                    cur = t;
                }
                oxacc_syntax::ast::OffsetofPart::Index(ix) => {
                    let elem = sema.types.array_elem(cur).ok_or_else(refuse)?;
                    let size = sema.types.size_of(elem).ok_or_else(refuse)?;
                    match sema.eval_int(*ix) {
                        Some(i) => off += i * i128::from(size),
                        None => terms.push(format!(
                            " + (unsigned long)({}) * {size}ul",
                            self.expr(*ix, prec::ASSIGN)?
                        )),
                    }
                    cur = elem;
                }
            }
        }
        Ok(format!("((unsigned long)({off}LL){})", terms.concat()))
    }

    /// `sizeof(T)` of a variable-length array type written in the region or routine
    /// (`sizeof(int[n])`, `sizeof(double[n][4])`): the product of its lengths, evaluated
    /// here as C evaluates them when the sizeof is (6.5.3.4p2), times the element's size. A
    /// length written elsewhere (a typedef declared before the region) was evaluated there,
    /// with values the region may no longer see: refused.
    fn vla_type_size(&mut self, e: Handle<Expr>, span: Span) -> Res<String> {
        let refuse = || unsupported(span, "sizeof of a variable-length array");
        let sema = self.sema;
        let mut t = sema.sizeof_type_operand(e).ok_or_else(refuse)?;
        let mut dims = Vec::new();
        for _ in 0..64 {
            match sema.types.kind(t) {
                TypeKind::Array { elem, len } => {
                    match len {
                        oxacc_sema::ArrayLen::Fixed(n) => dims.push(format!("{n}ul")),
                        oxacc_sema::ArrayLen::Vla(l) => {
                            // A typedef's length evaluated before the region is a
                            // parameter of the kernel (`expr_overrides`).
                            let given = self.expr_overrides.contains_key(l);
                            let inside = self.ctx.ast.exprs.get(*l).is_some_and(|x| {
                                self.body_span.start <= x.span.start
                                    && x.span.end <= self.body_span.end
                            });
                            if !given && (!inside || self.side_effect(*l)) {
                                return Err(refuse());
                            }
                            dims.push(format!("(unsigned long)({})", self.expr(*l, prec::ASSIGN)?));
                        }
                        _ => return Err(refuse()),
                    }
                    t = *elem;
                }
                _ => break,
            }
        }
        let size = sema.size_of(t).ok_or_else(refuse)?;
        Ok(format!("({} * {size}ul)", dims.join(" * ")))
    }

    /// gcc's `__builtin_classify_type` value for the expression `e` (gcc 12's `enum
    /// type_class`, `typeclass.h`), after the conversions C applies to the argument.
    /// gcc's `__atomic_always_lock_free(size, ptr)` on x86-64 (`fold_builtin_atomic_always_lock_free`):
    /// true for a constant size of 1, 2, 4 or 8 bytes when `ptr` is a null constant (typical
    /// alignment) or the type `ptr` points to, pointer conversions stripped as gcc's
    /// `STRIP_NOPS` does (`(int *)&c` is `&c`), is aligned to at least the size. `None`: the
    /// size is not a constant (gcc rejects that).
    fn always_lock_free(&self, args: &[Handle<Expr>]) -> Option<bool> {
        let [size, ptr] = args else { return None };
        let size = self.sema.eval_int(*size)?;
        if !matches!(size, 1 | 2 | 4 | 8) {
            return Some(false);
        }
        if self.sema.eval_int(*ptr) == Some(0) {
            return Some(true);
        }
        let mut p = *ptr;
        while let Some(ExprKind::Cast { expr, .. }) = self.ctx.ast.exprs.get(p).map(|x| &x.kind) {
            let inner = self.sema.expr_type(*expr);
            if !(self.sema.types.is_pointer(inner) || self.sema.types.is_array(inner)) {
                break;
            }
            p = *expr;
        }
        let t = self.sema.types.unqual_id(self.sema.expr_type(p));
        let target = self
            .sema
            .types
            .pointee(t)
            .or_else(|| self.sema.types.array_elem(t))?;
        let align = match self.sema.types.kind(self.sema.types.unqual_id(target)) {
            TypeKind::Void => 1,
            _ => self.sema.types.align_of(target)?,
        };
        Some(align as i128 >= size)
    }

    fn type_class(&self, e: Handle<Expr>) -> Option<i32> {
        let t = self.sema.types.strip_enum(self.sema.expr_type(e));
        Some(match self.sema.types.kind(t) {
            TypeKind::Array { .. } | TypeKind::Function(_) | TypeKind::Pointer(_) => 5,
            TypeKind::Complex(_) => 9,
            TypeKind::Record(r) => match self.sema.types.record(*r).kind {
                oxacc_syntax::ast::RecordKind::Struct => 12,
                oxacc_syntax::ast::RecordKind::Union => 13,
            },
            _ if self.sema.types.is_integer(t) => 1,
            _ if self.sema.types.is_real_floating(t) => 8,
            _ => return None,
        })
    }

    /// A function designator used as a value in device code (`apply(twice, i)`, `int
    /// (*f)(int) = twice;`): the device function's address, which only device code can call
    /// (a host address is no device function, 2.15.1), for a function this file defines
    /// that runs sequentially (`routine seq` or none: an indirect call cannot give a gang,
    /// worker or vector routine its parallelism) and has no `bind` clause.
    fn function_address(&mut self, name: &str, span: Span) -> Res<String> {
        let level = crate::compute::routine::routine_levels(self.ctx, "nvidia")
            .get(name)
            .copied();
        // A routine of another file (its `routine` directive here, 2.15.1) has a device
        // function in this module too: the wrapper of its cross-file entry.
        if !(self.defined_in_file(name) || routine_named(self.ctx, name))
            || self.library_function(name)
            || routine_bind(self.ctx, name).is_some()
            || level.is_some_and(|l| l != crate::compute::routine::CallLevel::Seq)
        {
            return Err(unsupported(
                span,
                format!("the address of function '{name}' in a compute region"),
            ));
        }
        if !self.calls.iter().any(|c| c == name) {
            self.calls.push(name.to_string());
            self.call_spans.insert(name.to_string(), span);
        }
        Ok(device_fn_name(name))
    }

    /// Whether values of type `ty` hold function pointers (a pointer to a function, or an
    /// array or record of them).
    fn holds_fn_pointer(&self, ty: TypeId, depth: u32) -> bool {
        let sema = self.sema;
        let ty = sema.types.unqual_id(ty);
        if depth > 16 {
            return true;
        }
        match sema.types.kind(ty) {
            TypeKind::Pointer(p) => sema.types.is_function(*p),
            TypeKind::Array { elem, .. } => self.holds_fn_pointer(*elem, depth + 1),
            TypeKind::Record(_) => sema
                .record_fields(ty)
                .iter()
                .any(|f| self.holds_fn_pointer(f.ty, depth + 1)),
            _ => false,
        }
    }

    /// Whether identifier `e` names an object of this device code: a local (not static) of
    /// the region or a parameter or local of the routine, declared inside what is printed.
    fn device_local(&self, e: Handle<Expr>) -> bool {
        self.sema.resolved(e).is_some_and(|s| {
            let info = self.sema.symbol(s);
            matches!(info.kind, SymbolKind::Variable | SymbolKind::Parameter)
                && !info.is_global
                && self.body_span.start <= info.span.start
                && info.span.end <= self.body_span.end
        })
    }

    /// Device code may hold only device functions' addresses (a function designator there is
    /// one, `function_address`): a function pointer read from or written to anything but a
    /// local of the device code (a captured variable, a global, memory reached through a
    /// pointer or a member, which the host may have filled or may read), its address taken
    /// (`&g`, then written through), a local table of them used other than indexed, or a
    /// cast making one from another type, could carry a host address into a call (or a
    /// device one out to the host): refused, and the region keeps its host fallback.
    /// An integer given a pointer's value (`s = p`, `s += p`) or compared with a pointer
    /// (`s < p`, `p == 1`) without a cast: constraint violations (C11 6.5.16.1, 6.5.16.2,
    /// 6.5.8, 6.5.9) that C compilers accept with a warning (-Wint-conversion), but C++ does
    /// not, so NVRTC rejected the kernel. Such a region runs on the host (a located warning).
    fn pointer_integer_check(&self, e: Handle<Expr>) -> Res<()> {
        let sema = self.sema;
        let ptr = |x: Handle<Expr>| sema.is_pointer(sema.value_type(x));
        let int = |x: Handle<Expr>| {
            let t = sema.types.unqual_id(sema.value_type(x));
            sema.is_arithmetic(t) && !matches!(sema.types.kind(t), TypeKind::Bool)
        };
        let mixed = match self.ctx.ast.exprs.get(e).map(|x| &x.kind) {
            Some(ExprKind::Assign { op, lhs, rhs }) => {
                int(*lhs) && ptr(*rhs)
                    || op.is_some_and(|o| !matches!(o, BinaryOp::Add | BinaryOp::Sub)) && ptr(*lhs)
            }
            Some(ExprKind::Binary {
                op:
                    BinaryOp::Lt
                    | BinaryOp::Gt
                    | BinaryOp::Le
                    | BinaryOp::Ge
                    | BinaryOp::Eq
                    | BinaryOp::Ne,
                lhs,
                rhs,
            }) => {
                let null = |x: Handle<Expr>| sema.eval_int(x) == Some(0);
                ptr(*lhs) && int(*rhs) && !null(*rhs) || int(*lhs) && ptr(*rhs) && !null(*lhs)
            }
            _ => false,
        };
        if mixed {
            return Err(unsupported(
                self.span_of(e),
                "an integer assigned or compared to a pointer without a cast (a constraint violation of C11 6.5.8, 6.5.9, 6.5.16 that C compilers accept with a warning)",
            ));
        }
        Ok(())
    }

    fn fn_pointer_check(&mut self, e: Handle<Expr>) -> Res<()> {
        let ast = self.ctx.ast;
        let Some(x) = ast.exprs.get(e) else {
            return Ok(());
        };
        let sema = self.sema;
        let ty = sema.expr_type(e);
        let refuse = || {
            Err(unsupported(
                x.span,
                "a function pointer that may hold a host function's address",
            ))
        };
        match &x.kind {
            ExprKind::Ident(_) if self.holds_fn_pointer(ty, 0) => {
                let table = sema.is_array(ty) && !self.fn_table_bases.contains(&e);
                // A file-scope table printed as its device copy (`file_fn_table`).
                let device_copy = self.expr_overrides.contains_key(&e);
                if (!self.device_local(e) && !device_copy) || table {
                    return refuse();
                }
            }
            ExprKind::Index { base, .. } if self.holds_fn_pointer(ty, 0) => {
                let ident = matches!(
                    ast.exprs.get(*base).map(|b| &b.kind),
                    Some(ExprKind::Ident(_))
                ) && sema.is_array(sema.expr_type(*base));
                let local_table = ident && self.device_local(*base);
                if !local_table {
                    match self.file_fn_table(*base)? {
                        Some(name) => {
                            self.expr_overrides.insert(*base, name);
                        }
                        None => return refuse(),
                    }
                }
                self.fn_table_bases.insert(*base);
            }
            ExprKind::Member { .. }
            | ExprKind::Unary {
                op: UnaryOp::Deref, ..
            } if self.holds_fn_pointer(ty, 0) => {
                return refuse();
            }
            ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            } if self.holds_fn_pointer(sema.expr_type(*operand), 0) => return refuse(),
            ExprKind::Cast { expr, .. }
                if self.holds_fn_pointer(ty, 0)
                    && !self.holds_fn_pointer(sema.expr_type(*expr), 0)
                    && !sema.types.is_function(sema.expr_type(*expr))
                    && sema.eval_int(*expr) != Some(0) =>
            {
                return refuse();
            }
            _ => {}
        }
        Ok(())
    }

    /// A file-scope table of function pointers indexed in device code (`static int
    /// (*ops[])(int) = {twice, sq};` read as `ops[k](x)`): the host's copy holds host
    /// addresses, so the device code reads a table of its own, a static const object before
    /// the statement initialised with the device functions' addresses (nvc does the same for
    /// tables of routines). Only for a table this file defines with a list of function names
    /// (or null pointers) that device code may call (`function_address`), which nothing can
    /// change: its elements are const, or it is `static` and every use in the file is a call
    /// through an element (`ops[k](x)`) or the operand of `sizeof`. `None`: not such a table.
    fn file_fn_table(&mut self, base: Handle<Expr>) -> Res<Option<String>> {
        let sema = self.sema;
        let ast = self.ctx.ast;
        let Some(sym) = sema.resolved(base) else {
            return Ok(None);
        };
        let info = sema.symbol(sym);
        let elem = match sema.array_elem(info.ty) {
            Some(e) if info.is_global && matches!(info.kind, SymbolKind::Variable) => e,
            _ => return Ok(None),
        };
        let fn_pointer = sema
            .pointee(elem)
            .is_some_and(|p| sema.types.is_function(p));
        if !fn_pointer || self.stmt_depth == 0 {
            return Ok(None);
        }
        // The definition with its initializer.
        let Some(init) = ast.decls.iter().find_map(|(d, decl)| {
            decl.declarators
                .iter()
                .enumerate()
                .find(|(i, _)| sema.decl_symbol(d, *i) == Some(sym))
                .and_then(|(_, id)| id.init)
        }) else {
            return Ok(None);
        };
        let konst = sema.types.quals(elem).is_const;
        if !konst {
            if !matches!(info.linkage, oxacc_sema::Linkage::Internal) {
                return Ok(None);
            }
            // Every use of the table in the file: a call through an element, or sizeof.
            let mut fine = HashSet::new();
            for (_, x) in ast.exprs.iter() {
                match &x.kind {
                    ExprKind::Call { callee, .. } => {
                        if let Some(ExprKind::Index { base: b, .. }) =
                            ast.exprs.get(*callee).map(|c| &c.kind)
                        {
                            fine.insert(*b);
                        }
                    }
                    ExprKind::SizeofExpr(o) => {
                        let mut inner = Vec::new();
                        walk::exprs_in_expr(ast, *o, &mut inner);
                        fine.extend(inner);
                    }
                    _ => {}
                }
            }
            let changed = ast
                .exprs
                .iter()
                .any(|(h, _)| sema.resolved(h) == Some(sym) && !fine.contains(&h));
            if changed {
                return Ok(None);
            }
        }
        let Some(InitializerKind::List(items)) = ast.inits.get(init).map(|i| &i.kind) else {
            return Ok(None);
        };
        let mut values = Vec::new();
        for it in items {
            let Some(InitializerKind::Expr(v)) = ast.inits.get(it.init).map(|i| &i.kind) else {
                return Ok(None);
            };
            if !it.designators.is_empty() {
                return Ok(None);
            }
            let mut v = *v;
            // `&f` is `f` (6.5.3.2p3 with 6.3.2.1p4).
            if let Some(ExprKind::Unary {
                op: UnaryOp::AddrOf,
                operand,
            }) = ast.exprs.get(v).map(|x| &x.kind)
            {
                v = *operand;
            }
            let function = sema
                .resolved(v)
                .filter(|f| matches!(sema.symbol(*f).kind, SymbolKind::Function));
            match (ast.exprs.get(v).map(|x| &x.kind), function) {
                (Some(ExprKind::Ident(_)), Some(f)) => {
                    let name = sema.symbol(f).name.clone();
                    let name = self.asm_label_target(v, &name).unwrap_or(name);
                    let span = self.span_of(v);
                    values.push(self.function_address(&name, span)?);
                }
                _ if sema.eval_int(v) == Some(0) => values.push("nullptr".to_string()),
                _ => return Ok(None),
            }
        }
        let len = match sema.types.kind(sema.types.unqual_id(info.ty)) {
            TypeKind::Array {
                len: oxacc_sema::ArrayLen::Fixed(n),
                ..
            } => *n,
            _ => return Ok(None),
        };
        if values.len() as u64 > len {
            return Ok(None);
        }
        let at = self.span_of(base);
        let name = self.fresh(&format!("ft_{}_", info.name));
        let t = self.fresh("ftt");
        let td = self
            .types
            .decl(sema, sema.types.unqual_id(elem), &t)
            .map_err(|Unsupported(w)| unsupported(at, w))?;
        self.hoisted.push(format!("typedef {td};"));
        self.hoisted.push(format!(
            "static const {t} {name}[{len}] = {{{}}};",
            values.join(", ")
        ));
        Ok(Some(name))
    }

    /// The arguments of a call, each converted to its parameter's type (`params`, the
    /// callee's prototype; none for a variadic part).
    fn call_args(&mut self, args: &[Handle<Expr>], params: &[TypeId]) -> Res<Vec<String>> {
        let mut a = Vec::new();
        for (i, arg) in args.iter().enumerate() {
            a.push(match params.get(i) {
                // A parameter of variably modified type is an untyped pointer on the device
                // (`Writer::write_function`): the argument as it is.
                Some(t) if self.sema.is_pointer(*t) && self.vla_dims_of(*t).is_some() => {
                    self.expr(*arg, prec::ASSIGN)?
                }
                Some(t) => {
                    let text = self.converted(*arg, *t)?;
                    // C converts an argument to its parameter's type (6.5.2.2); C++ picks
                    // an overload by the argument's type instead: `sqrt(f)` of a float ran
                    // `float sqrt(float)`, `abs(f)` the float `abs`, and `sqrt(i)` of an int
                    // was ambiguous (NVRTC rejected the module). The cast keeps C's meaning.
                    match self.arith_cast(*arg, *t) {
                        Some(tn) => format!("({tn})({text})"),
                        None => text,
                    }
                }
                // A variadic argument of type long double: the device's long double is a
                // 16-byte class (prelude.cuh), which C varargs (printf) cannot carry; its
                // value is a double on the device anyway (the format loses its `L` below).
                None if self.is_long_double(*arg) => {
                    format!("(double)({})", self.expr(*arg, prec::ASSIGN)?)
                }
                None => self.expr(*arg, prec::ASSIGN)?,
            });
        }
        Ok(a)
    }

    /// A call through a function pointer (`f(x)` with `int (*f)(int)` a parameter of a
    /// routine, `tbl[k](x)` with a local table). Its value is a device function's address:
    /// `fn_pointer_check` refuses every function pointer that could hold a host address, and
    /// a function designator in device code is the device function's address.
    fn pointer_call(&mut self, callee: Handle<Expr>, args: &[Handle<Expr>]) -> Res<String> {
        let sema = self.sema;
        let ct = sema.expr_type(callee);
        let ft = sema.pointee(ct).unwrap_or(ct);
        let params: Vec<TypeId> = sema
            .types
            .fn_type(ft)
            .map(|f| f.params.clone())
            .unwrap_or_default();
        let c = self.expr(callee, prec::POSTFIX)?;
        let a = self.call_args(args, &params)?;
        Ok(format!("{c}({})", a.join(", ")))
    }

    fn call(&mut self, callee: Handle<Expr>, args: &[Handle<Expr>]) -> Res<String> {
        // `_Generic(x, float: fabsf, default: fabs)(x)`: a call of the selected designator.
        let callee = self.through_generic(callee);
        let span = self.span_of(callee);
        // A variable of the region or routine (sema's resolution: a local that hides a
        // function of the same name is one too).
        let pointer = self.f.names.uses.contains_key(&callee)
            || self.sema.resolved(callee).is_some_and(|s| {
                matches!(
                    self.sema.symbol(s).kind,
                    SymbolKind::Variable | SymbolKind::Parameter
                )
            });
        let Some(name) = self.callee_name(callee).filter(|_| !pointer) else {
            return self.pointer_call(callee, args);
        };
        // gcc folds it to a constant of the argument's type class (its `enum type_class`),
        // without evaluating the argument; C promotes the argument first (char, _Bool and
        // enums are integer 1, float is real 8; arrays and functions decay to pointers 5).
        if name == "__builtin_classify_type" {
            if let [arg] = args {
                if let Some(c) = self.type_class(*arg) {
                    return Ok(c.to_string());
                }
            }
            return Err(unsupported(span, "this call of '__builtin_classify_type'"));
        }
        // gcc folds both to constants on x86-64 (its answers, not the GPU's: the program sees
        // what it sees on the host); `__atomic_is_lock_free` that gcc leaves to libatomic at
        // run time (a 16-byte or under-aligned object) has no device answer.
        if matches!(
            name.as_str(),
            "__atomic_always_lock_free" | "__atomic_is_lock_free"
        ) {
            let always = self.always_lock_free(args);
            return match always {
                Some(true) => Ok("1".into()),
                Some(false) if name == "__atomic_always_lock_free" => Ok("0".into()),
                _ => Err(unsupported(
                    span,
                    format!("this call of '{name}' (gcc asks libatomic at run time)"),
                )),
            };
        }
        let ctype = self.sema.expr_type(callee);
        let params: Vec<TypeId> = self
            .sema
            .types
            .fn_type(ctype)
            .map(|f| f.params.clone())
            .unwrap_or_default();
        let mut a = self.call_args(args, &params)?;
        let base = name.strip_prefix("__builtin_").unwrap_or(&name);
        if base == "printf" {
            if let Some(ExprKind::StringLit(s)) = args
                .first()
                .and_then(|f| self.ctx.ast.exprs.get(*f))
                .map(|x| &x.kind)
            {
                if let (Some(v), Some(first)) =
                    (without_long_double_length(&s.value), a.first_mut())
                {
                    *first = printer::string_text(s.encoding, &v);
                }
            }
        }
        // printf with a format that is not a literal and a long double argument: the
        // argument goes as a double (`call_args`), so the format loses its `L` length
        // modifiers at run time (the prelude's `__oxacc_printf_ld`), as a literal's do above.
        let printf_ld = base == "printf"
            && !matches!(
                args.first()
                    .and_then(|f| self.ctx.ast.exprs.get(*f))
                    .map(|x| &x.kind),
                Some(ExprKind::StringLit(_))
            )
            && args.iter().skip(1).any(|x| self.is_long_double(*x));
        let args_text = a.join(", ");
        // The overflow builtins compute exactly on operands of up to 64 bits (prelude.cuh);
        // a 128-bit operand would need 256-bit products.
        if name.starts_with("__builtin_")
            && base.contains("_overflow")
            && args.iter().take(2).any(|x| {
                self.sema
                    .types
                    .size_of(self.sema.types.unqual_id(self.sema.value_type(*x)))
                    == Some(16)
            })
        {
            return Err(unsupported(span, format!("'{name}' on a 128-bit operand")));
        }
        let mapped = match base {
            // gcc's source-location builtins: the line and file of the call (as `__LINE__`
            // and `__FILE__` give them there) and the enclosing function's name, which in
            // device code is the user's function, as `__func__` (C11 6.4.2.2).
            "LINE" if name.starts_with("__builtin_") => {
                return Ok(format!("{}", self.ctx.map.lookup(span.start).line))
            }
            "FILE" | "FUNCTION" if name.starts_with("__builtin_") => {
                let text = if base == "FILE" {
                    self.ctx.map.lookup(span.start).file.to_string()
                } else {
                    self.f.name.to_string()
                };
                return Ok(printer::string_text(
                    oxacc_syntax::Encoding::Plain,
                    &text.bytes().map(u32::from).collect::<Vec<_>>(),
                ));
            }
            // `__builtin_expect_with_probability(e, c, p)` and
            // `__builtin_speculation_safe_value(v)`: their first operand's value (hints).
            "expect" | "expect_with_probability" | "speculation_safe_value"
                if name.starts_with("__builtin_") || base == "expect" =>
            {
                return Ok(format!("({})", a.first().cloned().unwrap_or_default()))
            }
            "printf" if printf_ld => "__oxacc_printf_ld".to_string(),
            "assert_fail" | "__assert_fail" => "__oxacc_assert_fail".to_string(),
            "abort" => "__oxacc_abort".to_string(),
            "exit" | "_Exit" | "_exit" => "__oxacc_exit".to_string(),
            "printf" | "malloc" | "free" | "memcpy" | "memset" => base.to_string(),
            // CUDA has no device memmove or memcmp: the prelude's.
            "memmove" | "memcmp" => format!("__oxacc_{base}"),
            // <string.h>'s strlen and <stdlib.h>'s div, ldiv, lldiv have no CUDA version: the
            // prelude's strlen, and the quotient and remainder (C11 7.22.6.2: `/` and `%`,
            // truncating) in the host's div_t / ldiv_t / lldiv_t, each operand evaluated once.
            "strlen" if !self.defined_in_file(base) && !routine_named(self.ctx, base) => {
                "__oxacc_b_strlen".to_string()
            }
            // strtok (C11 7.24.5.8) keeps its state per thread: strtok_r with a save pointer
            // the kernel declares, so each thread's calls continue its own string. In a
            // function the kernel calls, a `strtok(NULL, ...)` may continue the caller's
            // string, which a local of that function cannot: refused there.
            "strtok"
                if !name.starts_with("__builtin_")
                    && (!self.defined_in_file(base) || self.library_inline_definition(base))
                    && !routine_named(self.ctx, base) =>
            {
                if self.in_function {
                    return Err(unsupported(
                        span,
                        "a call of 'strtok' in a function called from a compute region (its state would not follow the caller's; strtok_r runs on the GPU)",
                    ));
                }
                let [s, d] = a.as_slice() else {
                    return Err(unsupported(span, format!("this call of '{name}'")));
                };
                self.uses_strtok = true;
                return Ok(format!("__oxacc_strtok_r({s}, {d}, &__oxacc_strtok_save)"));
            }
            // sprintf and snprintf (C11 7.21.6.5, 7.21.6.6: glibc's formatting, prelude.cuh)
            // and sscanf (7.21.6.7): the prelude's variadic templates, which take the
            // arguments C's default promotions leave: integers, floating values (a long
            // double as a double, `call_args`) and pointers; sscanf's are pointers. Another
            // argument (a struct, a complex value) is refused here rather than by NVRTC.
            "sprintf" | "snprintf" | "sscanf"
                if (name.starts_with("__builtin_")
                    || (!self.defined_in_file(base) || self.library_inline_definition(base))
                        && !routine_named(self.ctx, base)) =>
            {
                let fixed = if base == "snprintf" { 3 } else { 2 };
                for x in args.iter().skip(fixed) {
                    let sema = self.sema;
                    let t = sema.types.unqual_id(sema.value_type(*x));
                    let pointer =
                        sema.is_pointer(t) || sema.is_array(t) || sema.types.is_function(t);
                    let fits = if base == "sscanf" {
                        pointer
                    } else {
                        pointer || sema.types.is_integer(t) || sema.types.is_real_floating(t)
                    };
                    if !fits {
                        return Err(unsupported(
                            self.span_of(*x),
                            format!("an argument of type '{}' to '{base}'", sema.type_display(t)),
                        ));
                    }
                }
                format!("__oxacc_{base}")
            }
            // <string.h>'s copies, comparisons and searches, and <stdlib.h>'s atoi, strtol,
            // strtod (correctly rounded, C11 7.22.1.3), qsort and bsearch (7.22.5, the
            // comparison a device function), <inttypes.h>'s strtoimax, strtoumax, imaxabs
            // (7.8.2), and POSIX's strcasecmp, strncasecmp, stpcpy, memccpy, strdup,
            // strndup (the device heap) and ffs: the prelude's (CUDA has none). So are
            // strerror (glibc's messages), strtok_r, the GNU and BSD string extensions
            // (strchrnul, mempcpy, memrchr, stpncpy, strsep, strcasestr, memmem, index,
            // rindex, bcmp, bzero, bcopy) and strcoll and strxfrm in the "C" locale.
            // glibc's inline wrappers (`_FORTIFY_SOURCE`) are the library's too.
            "strcpy" | "strncpy" | "strcat" | "strncat" | "strcmp" | "strncmp" | "strchr"
            | "strrchr" | "strnlen" | "memchr" | "strspn" | "strcspn" | "strpbrk" | "strstr"
            | "atoi" | "atol" | "atoll" | "strtol" | "strtoll" | "strtoul" | "strtoull"
            | "strtod" | "strtof" | "strtold" | "atof" | "qsort" | "bsearch" | "strtoimax"
            | "strtoumax" | "imaxabs" | "strcasecmp" | "strncasecmp" | "stpcpy" | "memccpy"
            | "strdup" | "strndup" | "ffs" | "ffsl" | "ffsll" | "strerror" | "strtok_r"
            | "strchrnul" | "mempcpy" | "memrchr" | "stpncpy" | "strsep" | "strcasestr"
            | "memmem" | "index" | "rindex" | "bcmp" | "bzero" | "bcopy" | "strcoll"
            | "strxfrm"
                if (name.starts_with("__builtin_")
                    || (!self.defined_in_file(base) || self.library_inline_definition(base))
                        && !routine_named(self.ctx, base)) =>
            {
                format!("__oxacc_{base}")
            }
            // roundeven (C23 7.12.9.8, glibc 2.25): CUDA has none; the prelude's, exact in
            // any rounding mode. The long double functions storing through a pointer or
            // reading a string (nanl, frexpl, modfl, remquol: `long_double_math` leaves them
            // out) and BSD's finite: the prelude's, in double as long double is in kernels.
            // glibc's obsolete significand, drem, gamma and scalb, the function forms
            // isinff, isnanf, isinfl and isnanl, and lgamma_r with Γ's sign: the prelude's.
            "roundeven" | "roundevenf" | "nanl" | "frexpl" | "modfl" | "remquol" | "finite"
            | "finitef" | "significand" | "significandf" | "drem" | "dremf" | "gamma"
            | "gammaf" | "scalb" | "scalbf" | "isinff" | "isnanf" | "isinfl" | "isnanl"
            | "lgamma_r" | "lgammaf_r"
                if !self.defined_in_file(base) && !routine_named(self.ctx, base) =>
            {
                format!("__oxacc_{base}")
            }
            // nexttoward (C11 7.12.11.4): CUDA has none, and its long double `y` is a double
            // in device code (prelude.cuh): the prelude's, on `y` as a double.
            "nexttoward" | "nexttowardf"
                if !self.defined_in_file(base) && !routine_named(self.ctx, base) =>
            {
                let [x, y] = a.as_slice() else {
                    return Err(unsupported(span, format!("this call of '{name}'")));
                };
                return Ok(format!("__oxacc_{base}({x}, (double)({y}))"));
            }
            // <ctype.h> (C11 7.4) and the glibc tables its macros read: the prelude's, in
            // the "C" locale (CUDA has none).
            b if is_ctype_function(b)
                && (name.starts_with("__builtin_")
                    || (!self.defined_in_file(base) || self.library_inline_definition(base))
                        && !routine_named(self.ctx, base)) =>
            {
                format!("__oxacc_{base}")
            }
            // <stdio.h>'s putchar and puts: the prelude's, through printf (gcc also turns
            // `printf("x\n")` into `puts("x")` in host code, so users see both).
            "putchar" | "puts"
                if (!self.defined_in_file(base) || self.library_inline_definition(base))
                    && !routine_named(self.ctx, base) =>
            {
                format!("__oxacc_{base}")
            }
            "div" | "ldiv" | "lldiv"
                if !name.starts_with("__builtin_")
                    && !self.defined_in_file(base)
                    && !routine_named(self.ctx, base) =>
            {
                let ret = self
                    .sema
                    .types
                    .fn_type(ctype)
                    .map(|f| f.ret)
                    .unwrap_or(TypeId::ERROR);
                let rt = self
                    .types
                    .name(self.sema, ret)
                    .map_err(|Unsupported(w)| unsupported(span, w))?;
                let it = match base {
                    "div" => "int",
                    "ldiv" => "long",
                    _ => "long long",
                };
                let [n, d] = a.as_slice() else {
                    return Err(unsupported(span, format!("this call of '{name}'")));
                };
                return Ok(format!(
                    "[&]({it} __oxacc_n, {it} __oxacc_d) {{ {rt} __oxacc_r; \
                     __oxacc_r.quot = __oxacc_n / __oxacc_d; __oxacc_r.rem = __oxacc_n % __oxacc_d; \
                     return __oxacc_r; }}({n}, {d})"
                ));
            }
            b if is_complex_function(b) => b.to_string(),
            // The one runtime routine that device code may call (3.2.14).
            "acc_on_device" if !self.defined_in_file(base) => "__oxacc_acc_on_device".to_string(),
            // GCC builtins NVRTC and the simulator's g++ both know (the simulator defines
            // CUDA's __trap).
            "unreachable" if name.starts_with("__builtin_") => "__builtin_unreachable".to_string(),
            "trap" if name.starts_with("__builtin_") => "__trap".to_string(),
            // Type-generic, storing through their third argument: not pure, so not in
            // `builtin_helper`.
            "add_overflow" | "sub_overflow" | "mul_overflow" if name.starts_with("__builtin_") => {
                format!("__oxacc_b_{base}")
            }
            // `__builtin_add_overflow_p(a, b, (T)0)`: whether the result overflows type T,
            // that of the third operand, which is not evaluated (gcc manual).
            "add_overflow_p" | "sub_overflow_p" | "mul_overflow_p"
                if name.starts_with("__builtin_") =>
            {
                let (Some(third), [x, y, _]) = (args.get(2), a.as_slice()) else {
                    return Err(unsupported(span, format!("this call of '{name}'")));
                };
                let t = self
                    .types
                    .name(
                        self.sema,
                        self.sema.types.unqual_id(self.sema.value_type(*third)),
                    )
                    .map_err(|Unsupported(w)| unsupported(span, w))?;
                let op = base.trim_end_matches("_p");
                return Ok(format!(
                    "[&]() -> bool {{ {t} __oxacc_r; return __oxacc_b_{op}({x}, {y}, &__oxacc_r); }}()"
                ));
            }
            // The typed forms (`__builtin_uaddll_overflow(a, b, &r)`): the generic one on the
            // operands converted to the named type, as their prototypes convert them.
            b if name.starts_with("__builtin_") && typed_overflow(b).is_some() => {
                if let (Some((op, ty)), [x, y, r]) = (typed_overflow(b), a.as_slice()) {
                    return Ok(format!(
                        "__oxacc_b_{op}_overflow(({ty})({x}), ({ty})({y}), {r})"
                    ));
                }
                return Err(unsupported(span, format!("this call of '{name}'")));
            }
            // `__builtin_complex(x, y)` (glibc's CMPLX, C11 7.3.9.3): the value x + iy built
            // from its parts, with no arithmetic (so `CMPLX(INFINITY, 0.0)` keeps both).
            "complex" if name.starts_with("__builtin_") => {
                let part = args.first().map(|x| {
                    self.sema
                        .types
                        .kind(self.sema.types.unqual_id(self.sema.expr_type(*x)))
                        .clone()
                });
                let t = match part {
                    Some(TypeKind::Float) => "float",
                    Some(TypeKind::Double) => "double",
                    _ => return Err(unsupported(span, format!("this call of '{name}'"))),
                };
                let [re, im] = a.as_slice() else {
                    return Err(unsupported(span, format!("this call of '{name}'")));
                };
                return Ok(format!("__oxacc_cx<{t}>(({t})({re}), ({t})({im}))"));
            }
            // GCC's atomic builtins (a hash table's `__sync_val_compare_and_swap`, a CAS loop
            // for an atomic minimum, `__atomic_fetch_add`): the prelude's templates of the
            // same name, on the location's type as C gives it (gcc converts the value
            // operands to it). Those that take a location need one of 1, 2, 4, 8 or 16
            // bytes, as CUDA's compare-and-swap works on (gcc calls libatomic for others).
            b if gcc_atomic_builtin(b).is_some() => {
                if gcc_atomic_builtin(b) == Some(true) {
                    let size = args
                        .first()
                        .and_then(|p| self.sema.pointee(self.sema.expr_type(*p)))
                        .and_then(|t| self.sema.types.size_of(t));
                    if !matches!(size, Some(1 | 2 | 4 | 8 | 16)) {
                        return Err(unsupported(
                            span,
                            format!("this call of '{name}' on a location that is not of 1, 2, 4, 8 or 16 bytes"),
                        ));
                    }
                }
                format!("__oxacc_gcc{}", &b[1..])
            }
            b if name.starts_with("__builtin_") && builtin_helper(b) => format!("__oxacc_b_{b}"),
            // <math.h>'s long double functions (`sqrtl`, `powl`, ...): the device computes long
            // double in double (prelude.cuh), so the double function on the long double
            // operands converted to double; the result converts back where C wants a long
            // double. Not those that store through a pointer to long double (frexpl, modfl,
            // remquol, sincosl), nor a function of this file of that name.
            b if long_double_math(b).is_some()
                && !self.defined_in_file(b)
                && !routine_named(self.ctx, b) =>
            {
                let base = long_double_math(b).unwrap_or(b);
                let args: Vec<String> = a
                    .iter()
                    .enumerate()
                    .map(|(i, x)| {
                        let ld = params.get(i).is_some_and(|t| {
                            matches!(
                                self.sema.types.kind(self.sema.types.unqual_id(*t)),
                                TypeKind::LongDouble
                            )
                        });
                        if ld {
                            format!("(double)({x})")
                        } else {
                            x.clone()
                        }
                    })
                    .collect();
                return Ok(format!("{base}({})", args.join(", ")));
            }
            b if self.library_function(b) => b.to_string(),
            _ if name == "__assert_fail" => "__oxacc_assert_fail".to_string(),
            _ => {
                // `routine bind(g)` (2.15.1): the device calls g instead.
                let name = match routine_bind(self.ctx, &name) {
                    Some(g) if g != name => {
                        if self.library_function(&g) {
                            return Ok(format!("{g}({args_text})"));
                        }
                        if !self.defined_in_file(&g) {
                            if self.defined_in_file(&name) {
                                return Err(unsupported(
                                    span,
                                    format!("the bind name '{g}' of routine '{name}', which this file does not define,"),
                                ));
                            }
                            // A routine of another file: the call is the routine's, whose
                            // device code its own file registers with the bind applied
                            // (2.15.1: the same directive appears where it is defined).
                            name
                        } else {
                            g
                        }
                    }
                    _ => name,
                };
                // A prototype with an asm label naming a function this file defines (`int
                // plus1(int) __asm__("real_plus1");`, GNU C): the call is that function's.
                let name = self.asm_label_target(callee, &name).unwrap_or(name);
                // A function of this file: it gets device code (implicit `routine seq`,
                // 2.15.1).
                if !self.calls.contains(&name) {
                    self.calls.push(name.clone());
                    self.call_spans.insert(name.clone(), span);
                }
                device_fn_name(&name)
            }
        };
        Ok(format!("{mapped}({args_text})"))
    }
}

/// `text` reduced to the `(width, signed)` integer type of [`Writer::narrow_bits`]: masked,
/// or sign-extended from its top bit, as gcc's arithmetic in that type leaves it.
fn wrap_narrow(narrow: Option<(u32, bool)>, text: String) -> String {
    match narrow {
        Some((w, false)) => format!(
            "((unsigned long long)({text}) & 0x{:x}ULL)",
            (1u64 << w) - 1
        ),
        Some((w, true)) => format!(
            "((long long)((unsigned long long)({text}) << {s}) >> {s})",
            s = 64 - w
        ),
        None => text,
    }
}

/// A `deviceptr` clause of `d` names the variable `name` (not a member of it).
fn names_in_deviceptr(d: &AccDirective, name: &str) -> bool {
    d.clauses.iter().any(|c| match &c.kind {
        ClauseKind::Data(dc) => {
            dc.kind == oxacc_acc::ast::DataClauseKind::Deviceptr
                && dc.vars.iter().any(|v| v.name() == name && !v.is_member)
        }
        _ => false,
    })
}

/// The type of member `name` of record `rec`, looked for in its anonymous struct and union
/// members too (C11 6.7.2.1p13: their members are members of `rec`).
fn member_type(sema: &Sema, rec: TypeId, name: &str, depth: u32) -> Option<TypeId> {
    if depth > 32 || !sema.is_record(sema.types.unqual_id(rec)) {
        return None;
    }
    sema.record_fields(sema.types.unqual_id(rec))
        .iter()
        .find_map(|f| match &f.name {
            Some(n) if n == name => Some(f.ty),
            Some(_) => None,
            None if f.bits.is_none() => member_type(sema, f.ty, name, depth + 1),
            None => None,
        })
}

/// Whether an object of type `ty` has a const part (itself, its elements or, through nested
/// records, a member): C++ then requires an initializer where C does not.
fn has_const(sema: &Sema, ty: TypeId) -> bool {
    fn walk(sema: &Sema, ty: TypeId, depth: u32) -> bool {
        if depth > 32 {
            return false;
        }
        if sema.types.quals(ty).is_const {
            return true;
        }
        if let Some(e) = sema.array_elem(ty) {
            return walk(sema, e, depth + 1);
        }
        matches!(sema.types.kind(ty), TypeKind::Record(_))
            && sema
                .record_fields(ty)
                .iter()
                .any(|f| walk(sema, f.ty, depth + 1))
    }
    walk(sema, ty, 0)
}

/// A private copy in a block of `et` elements from the device heap (`alloc`): one per
/// thread, or one per gang or worker that the group's leader allocates and frees (`group`, as
/// in `Writer::private_storage`: level, leader test, barrier, slot, copies); `point` is the
/// statement that makes the variable `n` reach the block `{blk}{slot}`.
/// The static shared memory a kernel's gang- and worker-private copies and reductions' gang
/// copies may take in all: a block has 48 KiB of static shared memory (ptxas: "uses too much
/// shared data"), and the rest is left to the shared scalars and the runtime's helpers.
const SHARED_PRIVATE_BYTES: u64 = 40 * 1024;

fn heap_block_storage(
    et: &str,
    blk: &str,
    alloc: &str,
    point: String,
    n: String,
    (level, leader, sync, slot, copies): (Share, &str, &str, &str, u64),
) -> PrivStorage {
    if level == Share::Thread {
        return PrivStorage {
            setup: vec![format!("{et} *{blk} = {alloc}; {point}")],
            access: Access::Private(n),
            cleanup: vec![format!("::free({blk});")],
        };
    }
    let cnt = if level == Share::Worker {
        format!("[{copies}]")
    } else {
        String::new()
    };
    PrivStorage {
        setup: vec![
            format!("__shared__ {et} *{blk}{cnt};"),
            format!("if ({leader}) {blk}{slot} = {alloc};"),
            sync.to_string(),
            point,
        ],
        access: Access::Private(n),
        cleanup: vec![
            sync.to_string(),
            format!("if ({leader}) ::free({blk}{slot});"),
        ],
    }
}

/// A thread's (`level` Thread) or a worker's (Worker) private copy of `per` elements (a
/// length known at run time) as its slice of one device-heap block per gang, which the
/// block's first thread allocates for every thread (worker) of the block and frees after the
/// last use: one `malloc` per gang and launch instead of one per thread or worker (the device
/// heap's allocator serialises; thousands of threads calling it made the kernel's start its
/// slowest part). Every thread of the block must run the setup and the cleanup together
/// (they hold block barriers): the caller checks that ([`Writer::uniform_setup`]). `point`
/// then sets the variable from `blk`, the slice.
fn slab_storage(
    et: &str,
    blk: &str,
    per: &str,
    point: String,
    n: String,
    level: Share,
) -> PrivStorage {
    let leader = "threadIdx.x == 0 && threadIdx.y == 0";
    let (slice, count) = if level == Share::Worker {
        ("threadIdx.y", "blockDim.y")
    } else {
        (
            "threadIdx.y * blockDim.x + threadIdx.x",
            "blockDim.x * blockDim.y",
        )
    };
    PrivStorage {
        setup: vec![
            format!("__shared__ {et} *{blk}_s; const unsigned long long {blk}_n = {per};"),
            // A plain `malloc`: its failure is reported where a thread uses its slice
            // (`__oxacc_pool_check`), not here, since the pool is set up as the kernel
            // starts and a kernel whose loops do not run uses none of it (a huge length on
            // a path that never runs stopped the kernel, "device heap exhausted").
            format!(
                "if ({leader}) {blk}_s = ({et} *)::malloc(sizeof({et}) * {blk}_n * (unsigned long long)({count}));"
            ),
            "__syncthreads();".to_string(),
            format!("__oxacc_pool_check({blk}_s, sizeof({et}) * {blk}_n); {et} *{blk} = {blk}_s + (unsigned long long)({slice}) * {blk}_n; {point}"),
        ],
        access: Access::Private(n),
        cleanup: vec![
            "__syncthreads();".to_string(),
            format!("if ({leader}) ::free({blk}_s);"),
        ],
    }
}

/// Who shares one private copy (2.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Share {
    /// Each thread its own.
    Thread,
    /// The threads of a gang (block).
    Gang,
    /// The vector lanes of a worker.
    Worker,
}

/// How a private copy is set up, reached and released.
struct PrivStorage {
    setup: Vec<String>,
    access: Access,
    cleanup: Vec<String>,
}

/// A reduction a loop's code combines: operator, variable, its clause item (bounds), and the
/// constant elements `[lo, hi)` it reduces when known.
type RedItem = (
    ReductionOp,
    String,
    Option<oxacc_acc::ast::DataVar>,
    Option<(i128, i128)>,
);

/// A reduction copy of a part of a pointer's target (`p[lo:n]`, `a[g][1]` with `int (*a)[8]`,
/// `p[g][0:4]` with `int **p`), reached from its own first element: a use `p[i]` becomes
/// `copy[(long long)(i) - lo]`, a row of a pointer to arrays
/// `((T (*)[8])copy)[(long long)(g) - lo]`, an element of the one row of a pointer to pointers
/// `p[g][j]` `copy[(long long)(j) - lo]`. No pointer is formed outside the copy (C11 6.5.6p8: `copy - lo` would be undefined,
/// and the C++ compilers dropped stores through such pointers). Pointer arithmetic
/// `p + e` becomes `copy + ((long long)(e) - lo)`; a use of the variable's own address
/// (`f(p)`) reaches `bare`, inside a copy with `lo` elements of slack before the part.
#[derive(Clone)]
struct Rebase {
    /// The copy's first element (`T *`).
    flat: String,
    /// The target's index of that element, counted in elements.
    lo: String,
    /// A pointer to arrays: the type of the copy seen as rows, and `lo` counted in rows.
    rows: Option<(String, String)>,
    /// One row of a pointer to pointers: a use is `p[g][j]`.
    row: bool,
    /// The variable's own address for a use that is no element nor pointer arithmetic
    /// (`f(p)`, `q = p`): `copy - lo` inside the copy's object, which then has `lo` elements
    /// of slack before the part (`crate::compute::rebased_bare_use`); none when the loop has
    /// no such use. For one row of a pointer to pointers (`row`), the row's own address
    /// (`f(p[g])`): the copy, when the part starts at the row's first element.
    bare: Option<String>,
    /// The copy has slack before the part (`bare` points into it): not the plain array of
    /// a shared-memory combine.
    slack: bool,
}

/// The private copy of one reduction variable in a loop (see `Writer::red_plan`).
struct RedPlan {
    /// The declaration of the copy (`float __oxacc_r_s_1 = 0` / `int __oxacc_r_h_2[10]`).
    decl: String,
    /// Statements that set every element to the identity (arrays).
    init: String,
    /// What uses of the variable inside the loop become.
    access: String,
    /// The scalar element type, and the type it is accumulated in (narrow integers: int).
    elem_t: String,
    acc_t: String,
    /// The copy's elements as a flat array (or the scalar).
    flat: String,
    /// The reduced elements: `[lo, lo + count)` of `total`.
    lo: String,
    count: String,
    total: String,
    scalar: bool,
    /// A subarray reached through a pointer: the target is the memory it points to.
    via_pointer: bool,
    /// `via_pointer` through a pointer to arrays (`int (*p)[8]`, `p[g][1]`): the target is
    /// reached through the element type (the pointer indexes rows, the copy elements).
    rows_ptr: bool,
    /// `via_pointer` into one row of a pointer to pointers (`p[g][1]`, `int **p`): the
    /// variable holding the row's index; the target is `p[row]`.
    row: Option<String>,
    /// `via_pointer`: how the uses reach the copy, which holds the target's elements from
    /// `lo` on (indexes rebased: no pointer is moved outside the copy, C11 6.5.6p8).
    rebase: Option<Rebase>,
    /// Releases the copy (a heap block) after the combine.
    cleanup: Option<String>,
    /// A struct reduced member by member (2.5.15): each member's name, type and accumulator
    /// type; the copy is a struct (`flat`), each member combined as a scalar.
    members: Vec<RedMember>,
}

impl RedPlan {
    /// The plan of a scalar copy `flat` (declared by `decl`, used as `access`).
    fn scalar(decl: String, access: String, elem_t: String, acc_t: String, flat: String) -> Self {
        RedPlan {
            decl,
            init: String::new(),
            access,
            elem_t,
            acc_t,
            flat,
            lo: "0".into(),
            count: "1".into(),
            total: "1".into(),
            scalar: true,
            via_pointer: false,
            rows_ptr: false,
            row: None,
            rebase: None,
            cleanup: None,
            members: Vec::new(),
        }
    }
}

struct RedMember {
    /// The member's path as a suffix of the copy's lvalue: `.n`, `.v[2]`, `[1].n` (an element
    /// of an array of structs), `capture::member_suffix`.
    name: String,
    elem_t: String,
    acc_t: String,
}

/// A device function: its prototype, its definition, and the `declare`d globals it reaches
/// (device pointer symbol, its CUDA declaration).
pub type DeviceFunction = (String, String, Vec<(String, String)>);

/// `(lb, step, trip count)` of a loop whose bounds and step are integer constants (sema's
/// values), computed as `loops::trip_count` does: `lb` is the variable's first value, each
/// test compares in its type of `typing`, and a conjunction's count is the least of its
/// tests' counts.
fn const_trip(
    sema: &Sema,
    l: &loops::CanonLoop,
    typing: &loops::LoopTyping,
) -> Option<(i128, i128, i128)> {
    if typing.ptr_elem.is_some() || l.shift.is_some() {
        // (addresses: counted in bytes at run time; a shifted test's count is its sum's)
        return None;
    }
    let mut best = const_test_trip(sema, l, l.ub, l.cmp, &typing.test)?;
    for (j, b) in l.also.iter().enumerate() {
        let test = typing.also.get(j)?;
        let (_, _, n) = const_test_trip(sema, l, b.ub, b.cmp, test)?;
        best.2 = best.2.min(n);
    }
    Some(best)
}

/// [`const_trip`] for the one test `var cmp ub`, compared in `test`.
fn const_test_trip(
    sema: &Sema,
    l: &loops::CanonLoop,
    ub: Handle<Expr>,
    cmp: loops::Cmp,
    test: &loops::TestType,
) -> Option<(i128, i128, i128)> {
    let lb = sema.eval_int(l.lb)?;
    let ub = sema.eval_int(ub)?;
    // Modulo 2^bits, as a conversion to an unsigned type of that many bits.
    let wrap = |v: i128, bits: u32| v.rem_euclid(1i128 << bits);
    // The start converts to the variable's type first (`unsigned char i = -1` is 255).
    let var_ty = l.var_expr.map(|e| sema.value_type(e))?;
    let lb = match sema.size_of(var_ty) {
        Some(s @ 1..=8) if !sema.types.is_signed(sema.types.strip_enum(var_ty)) => {
            wrap(lb, 8 * s as u32)
        }
        _ => lb,
    };
    // The values the test compares (an unsigned `!=` wraps: left to the run-time count).
    let (lbc, ub) = match test {
        loops::TestType::Signed => (lb, ub),
        loops::TestType::Unsigned { ty } if cmp != loops::Cmp::Ne => {
            let bits = match *ty {
                "unsigned int" => 32,
                "unsigned long long" => 64,
                _ => return None,
            };
            (wrap(lb, bits), wrap(ub, bits))
        }
        _ => return None,
    };
    let s = match l.step.expr {
        Some(e) => sema.eval_int(e)?,
        None => 1,
    };
    let st = if l.step.negative { -s } else { s };
    if st == 0 {
        return None;
    }
    // `lb` is the variable's first value (`__lb`), `lbc` the one the test compares.
    let (first, lb) = (lb, lbc);
    let n = match cmp {
        loops::Cmp::Lt if st > 0 => {
            if ub > lb {
                (ub - lb + st - 1) / st
            } else {
                0
            }
        }
        loops::Cmp::Le if st > 0 => {
            if ub >= lb {
                (ub - lb) / st + 1
            } else {
                0
            }
        }
        loops::Cmp::Gt if st < 0 => {
            if lb > ub {
                (lb - ub - st - 1) / -st
            } else {
                0
            }
        }
        loops::Cmp::Ge if st < 0 => {
            if lb >= ub {
                (lb - ub) / -st + 1
            } else {
                0
            }
        }
        _ => return None,
    };
    let fits = |v: i128| i64::try_from(v).is_ok();
    (fits(first) && fits(st) && fits(n)).then_some((first, st, n))
}

/// The kernel's own copy `n` of a value passed in the parameter `__p_n` (a struct holding it as
/// `v`): a copy made with `memcpy`, or, for a const object (a `const double t[4]` or a const
/// struct in a `firstprivate` clause, 2.5.14), a reference to the parameter: C++ wants a const
/// object initialised where it is declared ("const variable requires an initializer") and
/// `memcpy` cannot write it; nothing in the region may change it either. A volatile one is
/// copied through `void *` casts.
/// An array (of any rank) whose elements are object pointers (`int *ps[2]`, `double *m[2][3]`).
fn pointer_array(sema: &Sema, ty: TypeId) -> bool {
    let mut t = sema.types.unqual_id(ty);
    for _ in 0..64 {
        match sema.types.kind(t) {
            TypeKind::Array { elem, .. } => t = sema.types.unqual_id(*elem),
            _ => return crate::compute::ctype::object_pointer(sema, t),
        }
    }
    false
}

fn value_copy(
    types: &mut CudaTypes,
    sema: &Sema,
    ty: TypeId,
    n: &str,
) -> Result<String, Unsupported> {
    let mut t = ty;
    let mut konst = false;
    for _ in 0..64 {
        let x = sema.types.get(t);
        konst |= x.quals.is_const;
        match x.kind {
            TypeKind::Array { elem, .. } => t = elem,
            _ => break,
        }
    }
    if konst {
        let r = types.decl(sema, ty, &format!("(&{n})"))?;
        Ok(format!("{r} = __p_{n}.v;"))
    } else {
        let local = types.decl(sema, ty, n)?;
        // The casts: a volatile array's pointers convert to no `void *` implicitly.
        Ok(format!(
            "{local}; ::memcpy((void *)&{n}, (const void *)&__p_{n}.v, sizeof({n}));"
        ))
    }
}

/// The start and stride of a partitioned loop's linear index.
/// The first index and the stride of a partitioned loop's threads; `(g, n)`: this gang's
/// coordinate and the gang count along the loop's gang dimension.
fn partition(l: Levels, (g, n): (&str, &str)) -> (String, String) {
    let (a, b): (String, String) = match (l.gang, l.worker, l.vector) {
        (true, false, false) => (g.into(), n.into()),
        (true, false, true) => (
            format!("(long long){g} * blockDim.x + threadIdx.x"),
            format!("(long long){n} * blockDim.x"),
        ),
        (true, true, false) => (
            format!("(long long){g} * blockDim.y + threadIdx.y"),
            format!("(long long){n} * blockDim.y"),
        ),
        (true, true, true) => (
            format!("((long long){g} * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x"),
            format!("(long long){n} * blockDim.y * blockDim.x"),
        ),
        (false, true, false) => ("threadIdx.y".into(), "blockDim.y".into()),
        (false, false, true) => ("threadIdx.x".into(), "blockDim.x".into()),
        (false, true, true) => (
            "threadIdx.y * blockDim.x + threadIdx.x".into(),
            "blockDim.y * blockDim.x".into(),
        ),
        (false, false, false) => ("0".into(), "1".into()),
    };
    (a, b)
}

/// The identity of a reduction operator for type `t` (2.5.15), as CUDA C++.
pub fn identity(op: ReductionOp, t: &str) -> String {
    match op {
        ReductionOp::Add | ReductionOp::BitOr | ReductionOp::BitXor | ReductionOp::LogicalOr => {
            format!("({t})0")
        }
        ReductionOp::Mul | ReductionOp::LogicalAnd => format!("({t})1"),
        ReductionOp::BitAnd => format!("({t})~({t})0"),
        ReductionOp::Max => format!("__oxacc_lowest<{t}>()"),
        ReductionOp::Min => format!("__oxacc_highest<{t}>()"),
    }
}

fn op_name(op: ReductionOp) -> &'static str {
    match op {
        ReductionOp::Add => "add",
        ReductionOp::Mul => "mul",
        ReductionOp::Max => "max",
        ReductionOp::Min => "min",
        ReductionOp::BitAnd => "band",
        ReductionOp::BitOr => "bor",
        ReductionOp::BitXor => "bxor",
        ReductionOp::LogicalAnd => "land",
        ReductionOp::LogicalOr => "lor",
    }
}

fn op_functor(op: ReductionOp) -> String {
    format!("__oxacc_op_{}", op_name(op))
}

/// `t = t OP v` as a C++ expression.
fn combine_expr(op: ReductionOp, t: &str, v: &str) -> String {
    match op {
        ReductionOp::Add => format!("{t} = {t} + {v}"),
        ReductionOp::Mul => format!("{t} = {t} * {v}"),
        ReductionOp::BitAnd => format!("{t} = {t} & {v}"),
        ReductionOp::BitOr => format!("{t} = {t} | {v}"),
        ReductionOp::BitXor => format!("{t} = {t} ^ {v}"),
        ReductionOp::LogicalAnd => format!("{t} = {t} && {v}"),
        ReductionOp::LogicalOr => format!("{t} = {t} || {v}"),
        ReductionOp::Max => format!("{t} = {v} > {t} ? {v} : {t}"),
        ReductionOp::Min => format!("{t} = {v} < {t} ? {v} : {t}"),
    }
}

/// Narrow integer types are accumulated (and shuffled) as `int`.
fn accumulator_type(sema: &Sema, ty: TypeId, name: &str) -> String {
    match sema.types.kind(sema.types.strip_enum(ty)) {
        TypeKind::Bool
        | TypeKind::Char
        | TypeKind::SChar
        | TypeKind::UChar
        | TypeKind::Short
        | TypeKind::UShort => "int".to_string(),
        _ => name.to_string(),
    }
}

/// The operation and operand type of a typed GCC overflow builtin (`sadd`, `uaddl`,
/// `smulll`, ...`_overflow`, without `__builtin_`).
fn typed_overflow(name: &str) -> Option<(&'static str, &'static str)> {
    let rest = name.strip_suffix("_overflow")?;
    let (unsigned, rest) = match (rest.strip_prefix('s'), rest.strip_prefix('u')) {
        (Some(r), _) => (false, r),
        (_, Some(r)) => (true, r),
        _ => return None,
    };
    let (op, width) = ["add", "sub", "mul"]
        .iter()
        .find_map(|op| rest.strip_prefix(op).map(|w| (*op, w)))?;
    let ty = match (unsigned, width) {
        (false, "") => "int",
        (false, "l") => "long",
        (false, "ll") => "long long",
        (true, "") => "unsigned",
        (true, "l") => "unsigned long",
        (true, "ll") => "unsigned long long",
        _ => return None,
    };
    Some((op, ty))
}

/// A printf format without the `L` length modifiers of its conversions (`%Lf` is `%f`): the
/// device passes long double arguments as double (see `call`). `None`: the format has none.
fn without_long_double_length(format: &[u32]) -> Option<Vec<u32>> {
    let is = |c: u32, set: &str| char::from_u32(c).is_some_and(|c| set.contains(c));
    let mut out = Vec::with_capacity(format.len());
    let mut changed = false;
    let mut i = 0;
    while i < format.len() {
        out.push(format[i]);
        if format[i] != '%' as u32 {
            i += 1;
            continue;
        }
        i += 1;
        // Flags, width, precision (digits, `*`, `.`, an argument position `n$`), then the
        // length modifier and the conversion.
        while i < format.len() && is(format[i], "-+ #0'I*.$0123456789") {
            out.push(format[i]);
            i += 1;
        }
        if i < format.len() && format[i] == 'L' as u32 {
            changed = true;
            i += 1;
        }
        if i < format.len() {
            // The conversion (`%` of `%%` included) is copied as it is.
            out.push(format[i]);
            i += 1;
        }
    }
    changed.then_some(out)
}

/// The word an atomic construct on a bit-field works on (`Writer::bitfield_word`): `bytes`
/// (4 or 8) at byte `offset` of the record whose address is `record`, the field at bit
/// `shift` of it, `width` bits wide; `bytes` 0: the field's first byte is at `offset` and
/// the field at bit `shift` of it, in an aligned word chosen at run time.
struct BitfieldWord {
    record: String,
    bytes: u64,
    offset: u64,
    shift: u64,
    width: u64,
}

/// GCC's atomic builtins the prelude provides as `__oxacc_gcc_sync_X` / `__oxacc_gcc_atomic_X`
/// (gcc manual: "Legacy __sync Built-in Functions for Atomic Memory Access", "Built-in
/// Functions for Memory Model Aware Atomic Operations"): `Some(true)` for those whose first
/// argument points to the location (its type checked by the caller), `Some(false)` for the
/// fences, `None` for any other name.
fn gcc_atomic_builtin(name: &str) -> Option<bool> {
    const OPS: [&str; 6] = ["add", "sub", "or", "and", "xor", "nand"];
    if let Some(op) = name.strip_prefix("__sync_") {
        return match op {
            "synchronize" => Some(false),
            "val_compare_and_swap"
            | "bool_compare_and_swap"
            | "lock_test_and_set"
            | "lock_release" => Some(true),
            _ => OPS
                .iter()
                .any(|o| {
                    op.strip_prefix("fetch_and_") == Some(*o)
                        || op.strip_suffix("_and_fetch") == Some(*o)
                })
                .then_some(true),
        };
    }
    let op = name.strip_prefix("__atomic_")?;
    match op {
        "thread_fence" | "signal_fence" => Some(false),
        // test_and_set and clear work on the byte the pointer points to, whatever its type.
        "load_n" | "load" | "store_n" | "store" | "exchange_n" | "exchange"
        | "compare_exchange_n" | "compare_exchange" => Some(true),
        "test_and_set" | "clear" => Some(false),
        _ => OPS
            .iter()
            .any(|o| op.strip_prefix("fetch_") == Some(*o) || op.strip_suffix("_fetch") == Some(*o))
            .then_some(true),
    }
}

/// `__builtin_NAME` functions the prelude provides as `__oxacc_b_NAME`.
fn builtin_helper(name: &str) -> bool {
    matches!(
        name,
        "inf"
            | "inff"
            | "infl"
            | "huge_vall"
            | "nanl"
            | "nans"
            | "nansf"
            | "nansl"
            | "signbitl"
            | "islessgreater"
            | "huge_val"
            | "huge_valf"
            | "nan"
            | "nanf"
            | "isnan"
            | "isinf"
            | "isinf_sign"
            | "isfinite"
            | "signbit"
            | "signbitf"
            | "fabs"
            | "fabsf"
            | "sqrt"
            | "sqrtf"
            | "popcount"
            | "popcountl"
            | "popcountll"
            | "clz"
            | "clzl"
            | "clzll"
            | "ctz"
            | "ctzl"
            | "ctzll"
            | "ffs"
            | "ffsl"
            | "ffsll"
            | "abs"
            | "labs"
            | "llabs"
            | "isnormal"
            | "isless"
            | "isgreater"
            | "islessequal"
            | "isgreaterequal"
            | "isunordered"
            | "copysign"
            | "copysignf"
            | "fpclassify"
            | "bswap32"
            | "bswap64"
            | "bswap16"
            | "parity"
            | "parityl"
            | "parityll"
            | "clrsb"
            | "clrsbl"
            | "clrsbll"
            | "object_size"
            | "powi"
            | "powif"
            | "powil"
            | "strlen"
            | "prefetch"
            | "assume_aligned"
    )
}

/// A function of <ctype.h> (C11 7.4, and POSIX's isascii/toascii), or one of glibc's
/// locale tables that its macros read, which the prelude defines for device code.
fn is_ctype_function(name: &str) -> bool {
    matches!(
        name,
        "isalnum"
            | "isalpha"
            | "isblank"
            | "iscntrl"
            | "isdigit"
            | "isgraph"
            | "islower"
            | "isprint"
            | "ispunct"
            | "isspace"
            | "isupper"
            | "isxdigit"
            | "tolower"
            | "toupper"
            | "isascii"
            | "toascii"
            | "__ctype_b_loc"
            | "__ctype_tolower_loc"
            | "__ctype_toupper_loc"
    )
}

/// A function of <complex.h> that the prelude defines for device code (C11 7.3).
fn is_complex_function(name: &str) -> bool {
    const F: &[&str] = &[
        "creal", "cimag", "conj", "cabs", "carg", "cexp", "clog", "csqrt", "cpow", "csin", "ccos",
        "ctan", "csinh", "ccosh", "ctanh", "casin", "cacos", "catan", "casinh", "cacosh", "catanh",
        "cproj",
    ];
    F.contains(&name)
        || name.strip_suffix('f').is_some_and(|b| F.contains(&b))
        || name.strip_suffix('l').is_some_and(|b| F.contains(&b))
}

/// Whether a `routine` directive of this file applies to function `name` (2.15.1).
fn routine_named(ctx: &LowerCtx, name: &str) -> bool {
    crate::compute::routine::routine_directives(ctx)
        .iter()
        .any(|(n, _)| n == name)
}

/// A name of [`is_math_function`] that no C library declares (CUDA's own functions): a
/// declaration of it in the program is the program's function. glibc declares `exp10`,
/// `sincos`, `j0`, `j1`, `y0` and `y1` (with CUDA's meaning), and C23 reserves `sinpi` and
/// `cospi`.
fn in_no_c_library(name: &str) -> bool {
    const N: &[&str] = &["rsqrt", "norm3d", "rhypot", "min", "max"];
    let base = name.strip_suffix('f').unwrap_or(name);
    N.contains(&name) || N.contains(&base)
}

/// The `bind` name of the routine directive of function `name` on the GPU device type the
/// kernel is written for (`LowerCtx::gpu_type`), if it has one (2.15.1; 2.4: a `bind` after
/// `device_type(host)` or `device_type(oxacc_emul)` is not NVIDIA's; the first bind found,
/// whatever its group, used to be every kernel's).
fn routine_bind(ctx: &LowerCtx, name: &str) -> Option<String> {
    crate::compute::routine::routine_directives(ctx)
        .into_iter()
        .filter(|(n, _)| n == name)
        .flat_map(|(_, a)| a.clauses_for_device(ctx.gpu_type))
        .find_map(|c| match &c.kind {
            oxacc_acc::ast::ClauseKind::Bind(
                oxacc_acc::ast::BindName::Ident(n) | oxacc_acc::ast::BindName::String(n),
            ) => Some(n.name.clone()),
            _ => None,
        })
}

/// The source of a flattened pointer to variable-length rows ([`Writer::vla_pointer`]).
enum VlaInit {
    /// A declaration in device code, with its initializer if it has one.
    Decl(Option<Handle<oxacc_syntax::ast::Initializer>>),
    /// A routine's parameter: the CUDA expression of the untyped pointer passed.
    Value(String),
}

/// The device function of the program's function `name`: prefixed, because CUDA's device
/// library (and the simulator's header) defines many names a C program may use for its own
/// functions (`max`, `min`, `rsqrt`, `saturate`, `atomicAdd`, ...).
pub fn device_fn_name(name: &str) -> String {
    if name.contains('$') {
        // NVRTC rejects `$` in names (see `types::ident`).
        format!("__oxacc_fS_{}", name.replace('$', "_S_"))
    } else {
        format!("__oxacc_f_{name}")
    }
}

/// A math function of C's standard library (C11 7.12, 7.22.6: reserved names a program cannot
/// define itself); the other names `is_math_function` maps are CUDA's or POSIX's.
fn is_c_library_math(name: &str) -> bool {
    const NOT_C: &[&str] = &[
        "rsqrt", "sincos", "exp10", "j0", "j1", "y0", "y1", "jn", "yn", "norm3d", "rhypot",
        "cospi", "sinpi", "min", "max",
    ];
    let base = name.strip_suffix('f').unwrap_or(name);
    !NOT_C.contains(&name) && !NOT_C.contains(&base)
}

/// The double function of a C <math.h> long double function `name` (`sqrtl` → `sqrt`),
/// for the functions whose operands and result are values (not those storing through a
/// pointer to long double: frexpl, modfl, remquol, sincosl, lgammal_r).
fn long_double_math(name: &str) -> Option<&str> {
    let base = name.strip_suffix('l')?;
    if matches!(
        base,
        "frexp" | "modf" | "remquo" | "sincos" | "lgamma_r" | "nan"
    ) || !is_math_function(base)
        || !is_c_library_math(base)
        || matches!(base, "abs" | "labs" | "llabs" | "min" | "max")
    {
        return None;
    }
    Some(base)
}

pub fn is_math_function(name: &str) -> bool {
    // Beyond the value-only functions of C11 7.12 (`kernels::C_MATH`): those storing through a
    // pointer or setting a global, and CUDA's and POSIX's extras.
    const MORE: &[&str] = &[
        "cospi", "exp10", "frexp", "j0", "j1", "jn", "lgamma", "modf", "nan", "norm3d", "remquo",
        "rhypot", "rsqrt", "sincos", "sinpi", "y0", "y1", "yn",
    ];
    if matches!(name, "abs" | "labs" | "llabs" | "min" | "max") {
        return true;
    }
    let base = name.strip_suffix('f').unwrap_or(name);
    let known = |n: &str| crate::compute::kernels::C_MATH.contains(&n) || MORE.contains(&n);
    known(name) || known(base)
}

/// The vector length of a region with no `vector_length` clause and no worker loop: 256 threads
/// per block. Measured on an H100 against 128: a row sum over 8192x8192 (block per row)
/// 0.102 against 0.136 ms (CUDA's warp per row: 0.095), a dot product 0.180 against 0.188 ms.
const DEFAULT_VLEN: &str = "256";

/// Marks a group barrier printed after a loop that no other loop of the kernel encloses.
const TAIL_SYNC: &str = "/*oxacc:tail-sync*/";

/// Removes the marked barriers that only the kernel's end follows (closing braces: no loop
/// encloses them, so no later iteration can read what the barrier would publish), when
/// `drop` (the kernel has no epilogue and no `goto` that could jump back); unmarks the
/// others. A barrier as a kernel's last act costs as much as the loop before it when the
/// grid is small: the block's warps cannot retire one by one (a column sum over an
/// 8192x8192 matrix with 64 blocks measured 1.52 ms with it and 0.75 ms without on an H100).
fn drop_tail_syncs(body: &mut String, drop: bool) {
    if !body.contains(TAIL_SYNC) {
        return;
    }
    let lines: Vec<&str> = body.lines().collect();
    let mut keep = vec![true; lines.len()];
    if drop {
        // From the end: closing braces and blank lines, then marked barriers, are dropped;
        // anything else stops the walk.
        for (i, l) in lines.iter().enumerate().rev() {
            let t = l.trim();
            if t.chars().all(|c| c == '}' || c == ';') {
                continue;
            }
            if t.starts_with(TAIL_SYNC) {
                keep[i] = false;
                continue;
            }
            break;
        }
    }
    let mut out = String::with_capacity(body.len());
    for (l, k) in lines.iter().zip(keep) {
        if k {
            out.push_str(&l.replacen(TAIL_SYNC, "", 1));
            out.push('\n');
        }
    }
    *body = out;
}

/// The variables of `writes`.
/// What [`Writer::pointer_reach`] found in the body: the variables a pointer reached; the
/// modes of code that may store through a pointer, each with the local pointer variable
/// stored through when known; the values given to variables as a whole (`None`: not known).
#[derive(Default)]
struct PointerReach {
    escapes: Vec<VarId>,
    stores: Vec<(Mode, Option<VarId>)>,
    assigns: Vec<(VarId, Option<Handle<Expr>>)>,
}

fn writes_all(writes: &[(VarId, Mode)]) -> HashSet<VarId> {
    writes.iter().map(|(v, _)| *v).collect()
}

/// Marks on the guard and the step of the 32-bit loop of a region's top gang-partitioned loop
/// ([`one_pass_twin`]; removed from the kernel itself by [`strip_one_pass_marks`]).
const ONE_PASS_GUARD: &str = "/*oxacc:1p-guard*/";
const ONE_PASS_STEP: &str = "/*oxacc:1p-step<*/";
const ONE_PASS_STEP_END: &str = "/*oxacc:1p-step>*/";

/// `ty name = (ty)value;`: loop `i`'s variable from its iteration number `idx`
/// ([`loops::value_at`], in unsigned arithmetic).
fn var_from_index(i: usize, ty: &str, name: &str, idx: &str) -> String {
    format!("{ty} {name} = ({ty}){};", loops::value_at(i, idx))
}

/// Loop `i`'s variable from the 32-bit remainder `__rem` of a collapsed nest's index, which
/// then drops the loop (`__rem /= __n{i}`).
fn var_from_rem32(i: usize, ty: &str, name: &str) -> String {
    format!(
        "{ty} {name} = ({ty}){}; __rem /= (unsigned)__n{i};",
        loops::value_at(i, &format!("__rem % (unsigned)__n{i}"))
    )
}

/// The head of the tiled twin's top loop for a collapsed nest whose loop variables are
/// `vars` (type and name, k >= 2 loops): the innermost loop over `blockIdx.x` tiles of 32
/// lanes, the next over `blockIdx.y` tiles of `blockDim.x / 32` rows, the outer ones over
/// `blockIdx.z` (the runtime launches the twin only with the grid `__oxacc_tg` the host
/// computed from the trip counts, so every index fits in 32 bits). A `for` that runs at most
/// once, so that the body's `continue` still ends its iteration; it opens the brace the
/// kernel's loop closes.
fn tile_head_text(vars: &[(String, String)], shape: Option<(u32, u32)>) -> String {
    let k = vars.len();
    let (x, y) = (k - 1, k - 2);
    let outer = if k == 2 {
        "1u".to_string()
    } else {
        (0..k - 2)
            .map(|i| format!("(unsigned)__n{i}"))
            .collect::<Vec<_>>()
            .join(" * ")
    };
    let mut t = match shape {
        // A tile of tx x ty iterations (the user's sizes): lane `threadIdx.x % tx` of its
        // row, rows `threadIdx.x / tx` and every (blockDim.x / tx)-th after it.
        Some((tx, ty)) => format!(
            "const unsigned __tx = {TILE_BX} * {tx}u + threadIdx.x % {tx}u;\n\
             for (unsigned __r = threadIdx.x / {tx}u, __ty = {TILE_BY} * {ty}u + __r, __rem = {TILE_BZ}; __r < {ty}u; __r += blockDim.x / {tx}u, __ty += blockDim.x / {tx}u, __rem = {TILE_BZ}) if (__tx < (unsigned)__n{x} && __ty < (unsigned)__n{y} && __rem < {outer}) {{\n"
        ),
        None => format!(
        "const unsigned __tx = {TILE_BX} * 32u + (threadIdx.x & 31u), __ty = {TILE_BY} * (blockDim.x >> 5) + (threadIdx.x >> 5);\n\
         for (unsigned __rem = {TILE_BZ}, __once = __tx < (unsigned)__n{x} && __ty < (unsigned)__n{y} && __rem < {outer}; __once; __once = 0) {{\n"
        ),
    };
    for (i, (ty, name)) in vars.iter().enumerate().rev() {
        let line = match i {
            _ if i == x => var_from_index(i, ty, name, "__tx"),
            _ if i == y => var_from_index(i, ty, name, "__ty"),
            0 => var_from_index(0, ty, name, "__rem"),
            _ => var_from_rem32(i, ty, name),
        };
        t.push_str(&line);
        t.push('\n');
    }
    t
}

/// Whether a static const table of elements of type `t` can be printed in device code: a
/// function-scope static there must be initialised without code (CUDA rejects "dynamic
/// initialization"), which integers, `float` and `double` are, and the classes that stand
/// for complex numbers, `long double`, `_Float16` and `_Float128` in the kernel are not.
/// Whether `t` is `long double _Complex` (32 bytes on the device, computed as double
/// _Complex: prelude.cuh).
fn long_double_complex(sema: &Sema, t: TypeId) -> bool {
    let types = &sema.types;
    match types.kind(types.unqual_id(t)) {
        TypeKind::Complex(c) => matches!(types.kind(types.unqual_id(*c)), TypeKind::LongDouble),
        _ => false,
    }
}

fn table_elem(sema: &Sema, t: TypeId) -> bool {
    let types = &sema.types;
    let u = types.unqual_id(t);
    types.is_integer(u) || matches!(types.kind(u), TypeKind::Float | TypeKind::Double)
}

/// [`table_elem`], also for a struct of such members, arrays of them and nested structs
/// (MCML's `static const layer_t layers[3] = {{mua, mus, g, z0, z1}, ...}`): constants
/// alone, no pointer, union or bit-field, so the device copy is the initializer printed
/// again. `depth` bounds the nesting.
fn table_elem_depth(sema: &Sema, t: TypeId, depth: u32) -> bool {
    let types = &sema.types;
    let u = types.unqual_id(t);
    if table_elem(sema, u) {
        return true;
    }
    match types.kind(u) {
        TypeKind::Array {
            elem,
            len: oxacc_sema::types::ArrayLen::Fixed(n),
        } if *n > 0 && depth < 8 => table_elem_depth(sema, *elem, depth + 1),
        // A union of such members too (`static const union u { int i; float f; } t[2] =
        // {{1}, {2}};`): C++ prints its constant initializer as C reads it when it sets the
        // first member; another member's is refused where it is printed (`designated`).
        TypeKind::Record(r) if depth < 8 => {
            let def = types.record(*r);
            matches!(
                def.kind,
                oxacc_syntax::ast::RecordKind::Struct | oxacc_syntax::ast::RecordKind::Union
            ) && def.complete
                && !def.packed
                && !def.fields.is_empty()
                && def.fields.iter().all(|f| {
                    f.bits.is_none() && f.name.is_some() && table_elem_depth(sema, f.ty, depth + 1)
                })
        }
        _ => false,
    }
}

/// A tiled twin's head (or a transpose's top loop) `t`, written for a block of `blockDim.x`
/// threads, for a 2-D block of lanes x workers: the threads numbered flat, lanes fastest
/// (a warp is 32 consecutive flat numbers, as CUDA forms warps from a 2-D block), so each
/// warp still reads and writes consecutive elements.
fn flat_block(t: &str) -> String {
    t.replace("blockDim.x", "\u{2}")
        .replace("threadIdx.x", "(threadIdx.x + blockDim.x * threadIdx.y)")
        .replace('\u{2}', "(blockDim.x * blockDim.y)")
}

/// The block width the launch gives a constant vector length `n` (1 to 1024): the
/// prelude's `__oxacc_vlen` (compute/mod.rs), a power of two up to 32, whole warps above.
fn vlen_launch_block(n: u32) -> u32 {
    match n {
        0 | 1 => 1,
        2..=32 => n.next_power_of_two(),
        _ => n.min(1024).div_ceil(32) * 32,
    }
}

/// The block and tile shape for a `tile` clause's sizes (outermost first, as in
/// `LoopSite::tile`): `(threads, (tx, ty))`, tx the innermost loop's size. Only constant sizes
/// whose tile is at most 1024 iterations and whose block is whole warps: a tile of at most 256
/// iterations is one block of as many threads (whole warps); a larger one a block of 256 whose
/// threads take several rows (tx must divide 256). `None` keeps the 32 x 8 tiles.
fn user_tile_shape(sizes: &[String]) -> Option<(u32, (u32, u32))> {
    let [.., ty, tx] = sizes else {
        return None;
    };
    let (tx, ty): (u32, u32) = (tx.trim().parse().ok()?, ty.trim().parse().ok()?);
    let p = tx.checked_mul(ty)?;
    if tx == 0 || ty == 0 || p > 1024 {
        return None;
    }
    if p <= 256 {
        return p.is_multiple_of(32).then_some((p, (tx, ty)));
    }
    (256 % tx == 0).then_some((256, (tx, ty)))
}

/// The tiled twin's top loop for a transpose under `tile(32, 32)` ([`Writer::transpose_texts`]:
/// `store = value;` statements, each store strided across the innermost loop's lanes and unit-stride
/// in the outer loop's variable, `b[j][i] = a[i][j]`): a block of 256 threads computes the
/// values of its 32 x 32 tile as the kernel does (lanes along the innermost loop, so the
/// loads stay coalesced) into a 32 x 33 tile in shared memory (the extra column keeps the
/// column reads free of bank conflicts), waits for the block, then stores the tile with the
/// roles of the two loops swapped: lanes along the outer loop, so the stores are coalesced
/// too, as hand-written CUDA transposes. Each iteration's value is still computed before its
/// store, by the thread that computed it in the same block; iterations of a parallel loop are
/// independent (2.9: a value no other iteration stores), so computing a tile's values before
/// its stores is the loop's meaning. Both phases check the bounds: tiles at the edges of
/// sizes not multiples of 32 are partial.
fn transpose_tile_text(vars: &[(String, String)], stores: &[(String, String, String)]) -> String {
    let (ti, ni) = (&vars[0].0, &vars[0].1);
    let (tj, nj) = (&vars[1].0, &vars[1].1);
    let decls = format!(
        "{} {}",
        var_from_index(1, tj, nj, "__tx"),
        var_from_index(0, ti, ni, "__ty")
    );
    let mut tiles = String::new();
    let mut fill = String::new();
    let mut drain = String::new();
    for (k, (store, value, ty)) in stores.iter().enumerate() {
        tiles.push_str(&format!(
            "         __shared__ {ty} __oxacc_tt{k}[32][33];\n"
        ));
        fill.push_str(&format!(" __oxacc_tt{k}[__r][__tl] = ({ty})({value});"));
        drain.push_str(&format!(" {store} = __oxacc_tt{k}[__tl][__r];"));
    }
    format!(
        "{{
{tiles}         const unsigned __tl = threadIdx.x & 31u;
         for (unsigned __r = threadIdx.x >> 5; __r < 32u; __r += blockDim.x >> 5) {{
             const unsigned __tx = {TILE_BX} * 32u + __tl, __ty = {TILE_BY} * 32u + __r;
             if (__tx < (unsigned)__n1 && __ty < (unsigned)__n0) {{ {decls}{fill} }}
         }}
         __syncthreads();
         for (unsigned __r = threadIdx.x >> 5; __r < 32u; __r += blockDim.x >> 5) {{
             const unsigned __tx = {TILE_BX} * 32u + __r, __ty = {TILE_BY} * 32u + __tl;
             if (__tx < (unsigned)__n1 && __ty < (unsigned)__n0) {{ {decls}{drain} }}
         }}
         }}
"
    )
}

/// Lines around the 32-bit head of a collapsed top loop (its fast-division constants, its
/// `for` and its index declarations), replaced in the tiled twin ([`tiled_twin`]) and removed
/// from the kernel itself.
const TILE_BEGIN: &str = "/*oxacc:tile<*/";
const TILE_END: &str = "/*oxacc:tile>*/";
/// The line after the closing brace of a top loop whose tiled twin replaces it whole
/// ([`transpose_tile_text`]).
const TILE_CLOSE: &str = "/*oxacc:tile}*/";
/// The tile coordinates in the tiled twin's head, spelled so that [`tiled_twin`]'s renaming
/// of `blockIdx.x` leaves them alone.
const TILE_BX: &str = "__OXACC_TILE_BX";
const TILE_BY: &str = "__OXACC_TILE_BY";
const TILE_BZ: &str = "__OXACC_TILE_BZ";

/// The tiled twin of kernel text `k` (named `{kname}_t`), whose top loop is a collapsed nest
/// partitioned over gangs and vector lanes: each block runs one tile of 32 iterations of the
/// innermost loop by `blockDim.x / 32` of the next, from a grid of tiles (x: innermost, y:
/// next, z: the outer loops), as hand-written CUDA maps a 2-D or 3-D loop nest onto 2-D
/// blocks. Measured in the kernel lab (H200, 2026-11-28, benches/gpu/lab): a matmul 2048^3
/// ran in 0.79x the time of CUDA's 16x16 blocks with 32x8 tiles one per block, against
/// 1.07x for the flat grid-stride kernel; the 7-point stencil's flat kernel 1.15x against
/// CUDA's 32x8 tiles from a 3-D grid. Everything outside the head sees one flat block index:
/// `blockIdx.x` and `gridDim.x` become the block's number and the block count (reduction
/// scratch, gang coordinates). `None` when `k` has no tile marks or uses a second grid
/// dimension of its own.
fn tiled_twin(k: &str, kname: &str, head: &str, end_mark: &str) -> Option<String> {
    let decl = format!("extern \"C\" __global__ void {kname}(");
    let at = k.find(&decl)?;
    let mut t = k[at..].replacen(
        &decl,
        &format!("extern \"C\" __global__ void {kname}_t("),
        1,
    );
    let a = t.find(TILE_BEGIN)?;
    let b = t[a..].find(end_mark)? + a + end_mark.len();
    if t[b..].contains(TILE_BEGIN) {
        return None;
    }
    let line_start = t[..a].rfind('\n').map_or(0, |i| i + 1);
    let line_end = t[b..].find('\n').map_or(t.len(), |i| b + i + 1);
    let pad = &t[line_start..a];
    let head: String = head.lines().map(|l| format!("{pad}{l}\n")).collect();
    t.replace_range(line_start..line_end, "\u{1}");
    if ["blockIdx.y", "blockIdx.z", "gridDim.y", "gridDim.z"]
        .iter()
        .any(|d| t.contains(d))
    {
        return None;
    }
    t = t.replace(ONE_PASS_GUARD, "1 || ");
    t = strip_one_pass_marks(&t)
        .replace("blockIdx.x", "__oxacc_bid")
        .replace("gridDim.x", "__oxacc_nb");
    let open = t.find(") {\n")? + 4;
    t.insert_str(
        open,
        "    const unsigned __oxacc_bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z), __oxacc_nb = gridDim.x * gridDim.y * gridDim.z;\n    (void)__oxacc_bid; (void)__oxacc_nb;\n",
    );
    let head = head
        .replace(TILE_BX, "blockIdx.x")
        .replace(TILE_BY, "blockIdx.y")
        .replace(TILE_BZ, "blockIdx.z");
    Some(t.replacen('\u{1}', &head, 1))
}

/// Stands for `__restrict__ ` in a declaration's name while `stores_through_derived_pointers`
/// may strip the qualifiers the type itself has (the twin's own is added after, once: a
/// `restrict` pointer kept as one has its qualifier already, and `__restrict__ __restrict__`
/// is a duplicate qualifier for g++ and NVRTC).
const NA_MARK: &str = "__oxacc_na_restrict_";

/// The `_na` twin of kernel text `k` ([`NoAliasTwin`]): its header (`header`, the kernel's
/// own) with the `read` pointers declared `const __restrict__`. `None` when a pointer has no
/// parameter of its own in `pointers` (a variably modified one, passed flattened).
#[allow(clippy::too_many_arguments)]
fn no_alias_twin(
    k: &str,
    kname: &str,
    header: &str,
    decls: &[String],
    types: &[String],
    pointers: &HashMap<VarId, (usize, String)>,
    read: &[VarId],
    written: &[VarId],
) -> Option<NoAliasTwin> {
    let at = k.find(header)?;
    let mut na_decls = decls.to_vec();
    let mut na_types = types.to_vec();
    let mut read_at = Vec::new();
    // (a pointer to const data is one already: `const const` is an error)
    let konst = |d: &str| {
        if d.starts_with("const ") {
            d.to_string()
        } else {
            format!("const {d}")
        }
    };
    for v in read {
        let (i, d) = pointers.get(v)?;
        *na_decls.get_mut(*i)? = konst(d);
        let t = na_types.get_mut(*i)?;
        *t = konst(t);
        read_at.push(*i);
    }
    let written_at = written
        .iter()
        .map(|v| pointers.get(v).map(|p| p.0))
        .collect::<Option<Vec<usize>>>()?;
    let na_header = format!(
        "extern \"C\" __global__ void {kname}_na({}) {{",
        na_decls.join(", ")
    );
    Some(NoAliasTwin {
        text: k[at..].replacen(header, &na_header, 1),
        types: na_types,
        read: read_at,
        written: written_at,
        one_pass: None,
    })
}

/// The one-pass twin of kernel text `k` (named `{kname}_1p`), or `None` when `k` has no
/// marked top loop. The runtime launches the twin instead of the kernel when the grid it
/// chose covers the top loop's iterations (`__oxacc_launch_1p`: the grid is the work
/// estimate, not clamped), so that each thread runs at most one iteration: the twin's guard
/// is always true (the 64-bit path is dead) and its step ends the loop after one iteration,
/// which nvcc compiles as the `if (i < n)` of hand-written CUDA. A grid-stride loop that runs
/// once cost 14-20% over that `if` in a latency-bound column sum (atax, H200 kernel lab,
/// 2026-11-28), and the `if` as a third path in the same kernel still 12%: the twin must be
/// a kernel of its own. The module's other globals (reduction scratch) are shared with the
/// kernel, which never runs at the same time on the same queue.
fn one_pass_twin(k: &str, kname: &str) -> Option<String> {
    if !k.contains(ONE_PASS_GUARD) {
        return None;
    }
    let head = format!("extern \"C\" __global__ void {kname}(");
    let at = k.find(&head)?;
    let mut t = k[at..].replacen(
        &head,
        &format!("extern \"C\" __global__ void {kname}_1p("),
        1,
    );
    t = t.replace(ONE_PASS_GUARD, "1 || ");
    // One division per thread: by the divisor itself (prelude.cuh, `__oxacc_div31_once`).
    t = t
        .replace("__oxacc_div31_of(", "__oxacc_div31_once(")
        .replace("__oxacc_div31_q(", "__oxacc_div31_once_q(");
    while let Some(a) = t.find(ONE_PASS_STEP) {
        let b = t[a..].find(ONE_PASS_STEP_END)? + a;
        t.replace_range(
            a..b + ONE_PASS_STEP_END.len(),
            "__k32 = (decltype(__k32))__tot",
        );
    }
    Some(t)
}

/// The lanes (columns) and row slices of a column reduction's block ([`column_kernel`]).
const COLUMN_LANES: u32 = 32;
const COLUMN_SLICES: u32 = 8;

/// A column reduction's kernel ([`Writer::column_reduction`]) with the block shape a CUDA
/// programmer gives it, from the kernel text `k` the writer printed for a gang loop over the
/// columns around a vector loop over the rows (one column per block, its rows on
/// `threadIdx.x`: each warp's loads touched 32 rows): the block takes 32 consecutive columns
/// on `threadIdx.x` (a warp's loads are one row's 32 neighbouring elements), and its 8 rows
/// of threads on `threadIdx.y` split each column's rows as the vector lanes did; the slices'
/// partial values are combined in shared memory (`__oxacc_red_cols`, in slice order: the
/// same result for a given launch). So the vector level's `threadIdx.x` / `blockDim.x` become
/// `threadIdx.y` / `blockDim.y`, the vector-single leader `threadIdx.x == 0` the first slice
/// of a column that exists, and the gang loop steps over groups of 32 columns with every
/// thread of the block in each iteration (the combine's barriers, and those after the
/// leaders' stores, which the region's shape puts outside any branch): the lanes past the
/// last column run that column's iterations again, storing nothing (the inner loop stores
/// only its thread's scalars, the leader is the column's own lane). `None` when the text
/// holds anything this mapping would break: shared memory, worker-level helpers, atomics,
/// or another use of the block or grid coordinates.
fn column_kernel(k: &str) -> Option<String> {
    const HEAD: &str = "for (long long __k = blockIdx.x; __k < __tot; __k += gridDim.x) {";
    if k.matches(HEAD).count() != 1 || !k.contains("__oxacc_red_vector(") {
        return None;
    }
    let rest = k.replacen(HEAD, "", 1);
    let body = rest
        .find("__global__")
        .map_or(rest.as_str(), |a| &rest[a..]);
    if [
        "blockIdx",
        "gridDim",
        "threadIdx.y",
        "blockDim.y",
        "__shared__",
        "__oxacc_sync",
        "__oxacc_bcast",
        "__oxacc_red_worker",
        "__oxacc_atomic",
        "atomic",
        "__oxacc_last",
    ]
    .iter()
    .any(|w| body.contains(w))
    {
        return None;
    }
    let t = k
        .replace("threadIdx.x == 0", "(threadIdx.y == 0 && __oxacc_con)")
        .replace("threadIdx.x", "threadIdx.y")
        .replace("blockDim.x", "blockDim.y")
        .replace("__oxacc_red_vector(", "__oxacc_red_cols(");
    Some(t.replacen(
        HEAD,
        "for (long long __oxacc_cb = (long long)blockIdx.x * blockDim.x; __oxacc_cb < __tot; __oxacc_cb += (long long)gridDim.x * blockDim.x) { \
const bool __oxacc_con = __oxacc_cb + threadIdx.x < __tot; \
const long long __k = __oxacc_con ? __oxacc_cb + threadIdx.x : __tot - 1;",
        1,
    ))
}

/// Kernel text `k` without the one-pass marks.
fn strip_one_pass_marks(k: &str) -> String {
    let k = k
        .replace(ONE_PASS_GUARD, "")
        .replace(ONE_PASS_STEP, "")
        .replace(ONE_PASS_STEP_END, "");
    if !k.contains(TILE_BEGIN) {
        return k;
    }
    // The tile marks are lines of their own.
    k.lines()
        .filter(|l| {
            let l = l.trim();
            l != TILE_BEGIN && l != TILE_END && l != TILE_CLOSE
        })
        .map(|l| format!("{l}\n"))
        .collect()
}

const HEADER_EFFECT: &str =
    "a loop header with side effects in gang-, worker- or vector-single code";

/// Whether statement `st`'s own expressions (its condition, initializers or expression,
/// not those of the statements inside it) may read memory other threads write: an
/// element, a dereference, a member through a pointer, or a call. Locals are the thread's own.
fn reads_memory(ast: &oxacc_syntax::Ast, st: &Stmt) -> bool {
    let Some(es) = own_exprs(ast, st) else {
        return false;
    };
    es.iter().any(|&h| {
        ast.exprs.get(h).is_some_and(|e| {
            matches!(
                e.kind,
                ExprKind::Index { .. }
                    | ExprKind::Call { .. }
                    | ExprKind::Member { arrow: true, .. }
                    | ExprKind::Unary {
                        op: UnaryOp::Deref,
                        ..
                    }
            )
        })
    })
}

/// The expressions statement `st` evaluates itself (not those of the statements inside it),
/// or `None` for a statement that evaluates none of its own.
fn own_exprs(ast: &oxacc_syntax::Ast, st: &Stmt) -> Option<Vec<Handle<Expr>>> {
    let mut es = Vec::new();
    match &st.kind {
        StmtKind::Expr(e)
        | StmtKind::If { cond: e, .. }
        | StmtKind::Switch { cond: e, .. }
        | StmtKind::While { cond: e, .. }
        | StmtKind::DoWhile { cond: e, .. }
        | StmtKind::Return(Some(e)) => walk::exprs_in_expr(ast, *e, &mut es),
        StmtKind::For {
            init, cond, step, ..
        } => {
            match init {
                ForInit::Expr(e) => walk::exprs_in_expr(ast, *e, &mut es),
                ForInit::Decl(d) => walk::exprs_in_decl(ast, *d, &mut es),
                ForInit::None => {}
            }
            for e in cond.iter().chain(step.iter()) {
                walk::exprs_in_expr(ast, *e, &mut es);
            }
        }
        StmtKind::Decl(d) => walk::exprs_in_decl(ast, *d, &mut es),
        _ => return None,
    }
    Some(es)
}

/// The barriers a kernel's worker-level synchronisation may use (prelude.cuh, the `B`
/// template argument of `__oxacc_sync_worker`, `__oxacc_red_vector`, `__oxacc_bcast_worker`):
/// 0 when the kernel has no workers (its block is one worker: `__syncthreads`), 1 when its
/// vector length is a constant of at most 32 (a worker's lanes share a warp: `__syncwarp`),
/// else 2 (a named barrier per worker, its id in a register). ptxas reserves all 16 of a
/// block's barriers for a kernel that has `bar.sync` with a register id, which limits an SM
/// to 4 of its blocks whether or not the instruction ever runs: the common kernels (no
/// workers; workers with the default vector length of 32) must not contain it.
fn barrier_mode(has_workers: bool, vector_length: Option<&str>) -> u8 {
    if !has_workers {
        return 0;
    }
    match vector_length {
        None => 1,
        Some(v) => match v.trim().parse::<i64>() {
            Ok(n) if n <= 32 => 1,
            _ => 2,
        },
    }
}

/// Gives the worker-synchronising helpers of kernel text `k` the barrier mode `mode`
/// ([`barrier_mode`]). The kernel writer prints the calls in many places; they all take the
/// prelude's default (2, correct for any kernel) until specialised here, once the kernel's
/// launch geometry is known.
fn specialize_barriers(k: &str, mode: u8) -> String {
    if mode == 2 {
        return k.to_string();
    }
    let mut out = k.to_string();
    for f in [
        "__oxacc_sync_worker",
        "__oxacc_red_vector",
        "__oxacc_bcast_worker_bytes",
        "__oxacc_bcast_worker",
    ] {
        out = out.replace(&format!("{f}("), &format!("{f}<{mode}>("));
    }
    out
}

/// The thread that writes a gang's or a worker's one copy of a variable (`level`), and the
/// barrier after which the group's threads read it.
/// The expressions of initializer `h` (a list's leaves, in order).
fn init_exprs(
    ast: &oxacc_syntax::Ast,
    h: Handle<oxacc_syntax::ast::Initializer>,
    out: &mut Vec<Handle<Expr>>,
) {
    match ast.inits.get(h).map(|i| &i.kind) {
        Some(InitializerKind::Expr(e)) => out.push(*e),
        Some(InitializerKind::List(items)) => {
            for i in items {
                init_exprs(ast, i.init, out);
            }
        }
        None => {}
    }
}

/// Whether statement `s` holds a `continue` of the loop around it (one not inside a loop of
/// its own).
fn continues_here(ast: &oxacc_syntax::Ast, s: Handle<Stmt>) -> bool {
    match ast.stmts.get(s).map(|x| &x.kind) {
        None => false,
        Some(StmtKind::Continue) => true,
        Some(StmtKind::For { .. } | StmtKind::While { .. } | StmtKind::DoWhile { .. }) => false,
        Some(_) => crate::walk::children(ast, s)
            .into_iter()
            .any(|c| continues_here(ast, c)),
    }
}

fn group_leader(level: Share) -> (&'static str, &'static str) {
    if level == Share::Worker {
        ("threadIdx.x == 0", "__oxacc_sync_worker();")
    } else {
        ("threadIdx.x == 0 && threadIdx.y == 0", "__syncthreads();")
    }
}

/// Whether values of type `ty` are plain data in CUDA C++ (integers, `float`, `double`,
/// pointers, and arrays and records of them, no bit-field): a `__shared__` object of it
/// needs no constructor.
fn plain_data(sema: &Sema, ty: TypeId, depth: u32) -> bool {
    let ty = sema.types.unqual_id(ty);
    if depth > 16 {
        return false;
    }
    match sema.types.kind(ty) {
        TypeKind::Float | TypeKind::Double | TypeKind::Pointer(_) => true,
        TypeKind::Array { elem, .. } => plain_data(sema, *elem, depth + 1),
        TypeKind::Record(_) => sema
            .types
            .record_fields(ty)
            .iter()
            .all(|f| f.bits.is_none() && plain_data(sema, f.ty, depth + 1)),
        _ => {
            sema.types.is_integer(ty)
                && !matches!(sema.types.kind(ty), TypeKind::Int128 | TypeKind::UInt128)
        }
    }
}

/// The bit position (from the start of record type `ty`) and width of the bit-field `name`,
/// looking through anonymous members (C11 6.7.2.1p13).
fn bitfield_position(sema: &Sema, ty: TypeId, name: &str, depth: u32) -> Option<(u64, u32)> {
    if depth > 32 || !sema.types.is_record(ty) {
        return None;
    }
    for f in sema.types.record_fields(ty) {
        match &f.name {
            Some(n) if n == name => return f.bits,
            None if f.bits.is_none() => {
                if let Some((p, w)) = bitfield_position(sema, f.ty, name, depth + 1) {
                    return Some((p + 8 * f.offset, w));
                }
            }
            _ => {}
        }
    }
    None
}

/// The type and byte offset of member `name` of the record type `ty`, looking through
/// anonymous members (C11 6.7.2.1p13), for a computed `offsetof`.
fn member_offset(sema: &Sema, ty: TypeId, name: &str, depth: u32) -> Option<(TypeId, u64)> {
    if depth > 32 || !sema.types.is_record(ty) {
        return None;
    }
    for f in sema.types.record_fields(ty) {
        match &f.name {
            Some(n) if n == name => return Some((f.ty, f.offset)),
            None => {
                if let Some((t, o)) = member_offset(sema, f.ty, name, depth + 1) {
                    return Some((t, f.offset + o));
                }
            }
            _ => {}
        }
    }
    None
}

/// Appends to `out` the paths below `path` (`sub.p`, `fa[1]`, `rows[0].p`) of the object
/// pointers that a value of type `ty` holds in nested structs and arrays, for
/// [`ParamKind::StructValue`] to translate. None when one of them lies in a union (which member
/// is live is unknown), in an anonymous member, or there are more than 64 of them.
fn nested_pointer_paths(
    sema: &Sema,
    ty: TypeId,
    path: String,
    out: &mut Vec<String>,
) -> Option<()> {
    fn go(sema: &Sema, ty: TypeId, path: String, out: &mut Vec<String>, depth: u32) -> Option<()> {
        if depth > 16 || out.len() > 64 {
            return None;
        }
        let ty = sema.types.unqual_id(ty);
        match sema.types.kind(ty) {
            TypeKind::Array { elem, .. } => {
                if !crate::compute::ctype::holds_object_pointer(sema, *elem) {
                    return Some(());
                }
                let n = sema.array_len(ty)?;
                if n > 64 {
                    return None;
                }
                for i in 0..n {
                    go(sema, *elem, format!("{path}[{i}]"), out, depth + 1)?;
                }
                Some(())
            }
            TypeKind::Record(r) => {
                if !crate::compute::ctype::holds_object_pointer(sema, ty) {
                    return Some(());
                }
                if sema.types.record(*r).kind == oxacc_syntax::ast::RecordKind::Union {
                    return None;
                }
                for f in sema.record_fields(ty) {
                    let name = f.name.as_ref()?;
                    go(sema, f.ty, format!("{path}.{name}"), out, depth + 1)?;
                }
                Some(())
            }
            _ if crate::compute::ctype::object_pointer(sema, ty) => {
                out.push(path);
                Some(())
            }
            _ => Some(()),
        }
    }
    go(sema, ty, path, out, 0)
}

/// The CUDA spelling of floating constant `l` (`spelling`: as written, when it came from the
/// source), exact, with the value C gives a constant outside its type's range (C11
/// 6.4.4.2p3-4; gcc: infinity, or zero for one too small, with a warning): NVRTC rejects such a
/// literal ("floating constant is out of range"), so an overflowing one is `(1.0f / 0.0f)` (a
/// constant expression NVRTC and g++ fold to infinity, in static initializers too) and one
/// that underflows to zero is `0.0f`. A `float` constant is judged as a float (`1e40f`,
/// `1e-50f`); `double` and `long double` (computed in double on the GPU) as a double (`1e400`,
/// whose value the lexer made infinite).
///
/// Exact: a double prints as the shortest decimal that reads back as the lexer's correctly
/// rounded value (subnormals included: `0x1p-1074` is `5e-324`, which NVRTC and g++ read
/// exactly). A float prints as written, with an `f` suffix, so that NVRTC rounds it to float
/// once, as gcc does: through the double value, `0x1.000001p0f` (halfway between two floats,
/// 1.0 by ties-to-even) printed as `1.0000000596046448f`, a decimal above the halfway point,
/// became the next float up. A float constant without a spelling prints its float value.
fn device_float_text(l: &oxacc_syntax::ast::FloatLit, spelling: Option<&str>) -> String {
    use oxacc_syntax::ast::FloatSuffix as S;
    let single = matches!(l.suffix, S::F | S::F32);
    let f = l.value as f32;
    let (inf, zero) = if single {
        (f.is_infinite(), f == 0.0 && l.value != 0.0)
    } else {
        (l.value.is_infinite(), false)
    };
    let im = if l.imaginary { "i" } else { "" };
    if !(inf || zero) {
        if !single {
            // `_Float64` and `_Float32x` constants (`0.25f64`) are doubles and `_Float64x`
            // ones long doubles on x86-64 (ISO/IEC TS 18661-3); C++ has no such suffixes.
            let suffix = match l.suffix {
                S::F64 | S::F32x => S::None,
                S::F64x => S::L,
                s => s,
            };
            return printer::float_text(&oxacc_syntax::ast::FloatLit { suffix, ..*l });
        }
        // The number as written: the suffix (`f`, `F`, `f32`, `F32`) and an imaginary `i`/`j`
        // on either side of it dropped. A hexadecimal mantissa never ends a spelling (its
        // binary exponent is decimal), so a final `f` is always the suffix.
        let number = spelling.map(|t| {
            let t = t.trim_end_matches(['i', 'I', 'j', 'J']);
            let t = ["f32", "F32", "f", "F"]
                .iter()
                .find_map(|x| t.strip_suffix(x))
                .unwrap_or(t);
            t.trim_end_matches(['i', 'I', 'j', 'J'])
        });
        let number = match number {
            // A decimal spelling is rounded to float here, once (Rust's parse is correctly
            // rounded), and printed exactly in hexadecimal: NVRTC 13 rounds a decimal float
            // literal halfway between two floats up (`16777217.0f` became 2^24 + 2; C and
            // gcc: 2^24, ties to even), while it reads hexadecimal ones exactly.
            Some(n) if !n.starts_with("0x") && !n.starts_with("0X") => match n.parse::<f32>() {
                Ok(v) if v.is_finite() => hex_f32(v),
                _ => n.to_string(),
            },
            Some(n)
                if !n.is_empty()
                    && n.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b)) =>
            {
                n.to_string()
            }
            _ => {
                let mut t = format!("{f:?}");
                if !t.contains(['.', 'e', 'E']) {
                    t.push_str(".0");
                }
                t
            }
        };
        // The caller drops the last character of an imaginary constant (its `i`).
        return format!("{number}f{im}");
    }
    let ty = if single { "f" } else { "" };
    let t = if inf {
        format!("(1.0{ty} / 0.0{ty})")
    } else {
        format!("0.0{ty}")
    };
    format!("{t}{im}")
}

/// `v` (finite) as an exact C hexadecimal floating constant without suffix: `0x1.8p+1`,
/// `0x0.000002p-126` for subnormals.
fn hex_f32(v: f32) -> String {
    let bits = v.to_bits();
    let sign = if bits >> 31 != 0 { "-" } else { "" };
    let exp = ((bits >> 23) & 0xff) as i32;
    // 23 fraction bits shifted to 24: six hexadecimal digits.
    let frac = (bits & 0x7f_ffff) << 1;
    match exp {
        0 if frac == 0 => format!("{sign}0x0p+0"),
        0 => format!("{sign}0x0.{frac:06x}p-126"),
        _ => format!("{sign}0x1.{frac:06x}p{:+}", exp - 127),
    }
}

/// The element type of array type `t` (itself when it is no array), through every dimension.
fn elem_of(sema: &Sema, mut t: TypeId) -> TypeId {
    while let Some(e) = sema.array_elem(t) {
        t = e;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::{
        barrier_mode, drop_tail_syncs, hex_f32, one_pass_twin, specialize_barriers,
        strip_one_pass_marks, tiled_twin, ONE_PASS_GUARD, ONE_PASS_STEP, ONE_PASS_STEP_END,
        TAIL_SYNC, TILE_BEGIN, TILE_BX, TILE_BY, TILE_BZ, TILE_END,
    };

    #[test]
    fn hex_f32_is_exact() {
        assert_eq!(hex_f32(1.0), "0x1.000000p+0");
        assert_eq!(hex_f32(16777216.0), "0x1.000000p+24");
        assert_eq!(hex_f32(-3.0), "-0x1.800000p+1");
        assert_eq!(hex_f32(f32::from_bits(1)), "0x0.000002p-126");
        assert_eq!(hex_f32(0.0), "0x0p+0");
        for v in [0.1f32, 3.4028235e38, 1e-45, f32::MIN_POSITIVE, 7.0e-39] {
            let t = hex_f32(v);
            // (Rust cannot parse hexadecimal floats: recompute from the digits.)
            let (mant, exp) = t
                .trim_start_matches("0x")
                .split_once('p')
                .unwrap_or_default();
            let (int, frac) = mant.split_once('.').unwrap_or_default();
            let m = u64::from_str_radix(&format!("{int}{frac}"), 16).unwrap_or_default() as f64;
            let e: i32 = exp.parse().unwrap_or_default();
            assert_eq!((m * 2f64.powi(e - 24)) as f32, v, "{t}");
        }
    }

    #[test]
    fn the_one_pass_twin_runs_the_marked_loop_once_and_is_always_narrow() {
        let k = format!(
            "__device__ unsigned __oxacc_rc_k;\nextern \"C\" __global__ void k(int n) {{\n    if ({ONE_PASS_GUARD}(unsigned long long)__tot <= 9) {{\n        const __oxacc_div31 __fd1 = __oxacc_div31_of((unsigned)__n1);\n        for (int __k32 = 0; __k32 < (int)__tot; {ONE_PASS_STEP}__k32 += (int)(gridDim.x){ONE_PASS_STEP_END}) {{ f(__oxacc_div31_q(__k32, __fd1)); }}\n    }}\n}}\n"
        );
        let twin = one_pass_twin(&k, "k").unwrap_or_default();
        // One division per thread: by the divisor, not by precomputed constants.
        assert!(twin.contains("__fd1 = __oxacc_div31_once((unsigned)__n1);"));
        assert!(twin.contains("f(__oxacc_div31_once_q(__k32, __fd1))"));
        assert!(strip_one_pass_marks(&k).contains("__oxacc_div31_of((unsigned)__n1)"));
        assert!(
            !twin.contains("__oxacc_rc_k;"),
            "module globals stay in the kernel's text"
        );
        assert!(twin.starts_with("extern \"C\" __global__ void k_1p(int n) {"));
        assert!(twin.contains("if (1 || (unsigned long long)__tot <= 9)"));
        assert!(twin.contains("__k32 < (int)__tot; __k32 = (decltype(__k32))__tot) { f("));
        let plain = strip_one_pass_marks(&k);
        assert!(plain.contains("if ((unsigned long long)__tot <= 9)"));
        assert!(plain.contains("__k32 < (int)__tot; __k32 += (int)(gridDim.x)) { f("));
        assert_eq!(one_pass_twin(&plain, "k"), None);
    }

    #[test]
    fn the_tiled_twin_replaces_the_marked_head_and_flattens_the_block_index() {
        let k = format!(
            "__device__ unsigned __oxacc_rc_k;\nextern \"C\" __global__ void k(int n) {{\n    if ({ONE_PASS_GUARD}(unsigned long long)__tot <= 9) {{\n        {TILE_BEGIN}\n        for (unsigned __k32 = blockIdx.x * blockDim.x + threadIdx.x; __k32 < (unsigned)__tot; {ONE_PASS_STEP}__k32 += gridDim.x * blockDim.x{ONE_PASS_STEP_END}) {{\n        unsigned __rem = __k32;\n        {TILE_END}\n        f(i, j);\n        }}\n    }}\n    g[blockIdx.x] = gridDim.x;\n}}\n"
        );
        let head = format!("const unsigned __tx = {TILE_BX}, __ty = {TILE_BY};\nfor (unsigned __rem = {TILE_BZ}, __once = 1; __once; __once = 0) {{\n");
        let twin = tiled_twin(&k, "k", &head, TILE_END).unwrap_or_default();
        assert!(twin.starts_with("extern \"C\" __global__ void k_t(int n) {\n    const unsigned __oxacc_bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)"));
        assert!(twin.contains("if (1 || (unsigned long long)__tot <= 9)"));
        // The head, indented as the marks were, in place of the flat loop's head.
        assert!(twin.contains("        const unsigned __tx = blockIdx.x, __ty = blockIdx.y;\n        for (unsigned __rem = blockIdx.z, __once = 1; __once; __once = 0) {\n        f(i, j);"));
        assert!(!twin.contains("__k32") && !twin.contains("oxacc:"));
        // Elsewhere the block's number and count.
        assert!(twin.contains("g[__oxacc_bid] = __oxacc_nb;"));
        // The kernel itself loses the mark lines only.
        let plain = strip_one_pass_marks(&k);
        assert!(!plain.contains("oxacc:"));
        assert!(plain.contains("for (unsigned __k32 = blockIdx.x * blockDim.x + threadIdx.x;"));
        assert_eq!(tiled_twin(&plain, "k", &head, TILE_END), None);
        // A kernel that uses a second grid dimension itself gets no tiled twin.
        let k2 = k.replace("g[blockIdx.x]", "g[blockIdx.y]");
        assert_eq!(tiled_twin(&k2, "k", &head, TILE_END), None);
    }

    #[test]
    fn kernels_without_workers_or_with_warp_sized_vectors_use_no_register_barrier_ids() {
        assert_eq!(barrier_mode(false, None), 0);
        assert_eq!(barrier_mode(false, Some("n")), 0);
        assert_eq!(barrier_mode(true, None), 1);
        assert_eq!(barrier_mode(true, Some("16")), 1);
        assert_eq!(barrier_mode(true, Some("64")), 2);
        assert_eq!(barrier_mode(true, Some("n")), 2);
        let k = "v = __oxacc_red_vector(v, op); __oxacc_sync_worker(); w = __oxacc_bcast_worker(w); __oxacc_bcast_worker_bytes(&t, 8);";
        assert_eq!(
            specialize_barriers(k, 0),
            "v = __oxacc_red_vector<0>(v, op); __oxacc_sync_worker<0>(); w = __oxacc_bcast_worker<0>(w); __oxacc_bcast_worker_bytes<0>(&t, 8);"
        );
        assert_eq!(specialize_barriers(k, 2), k);
    }

    #[test]
    fn a_marked_barrier_followed_only_by_the_end_goes() {
        let mut b = format!(
            "    {{\n        for (;;) {{ x(); }}\n        {TAIL_SYNC}__syncthreads();\n    }}\n"
        );
        drop_tail_syncs(&mut b, true);
        assert_eq!(b, "    {\n        for (;;) { x(); }\n    }\n");
    }

    #[test]
    fn a_marked_barrier_with_code_after_it_stays_unmarked() {
        let mut b = format!("    {TAIL_SYNC}__syncthreads();\n    y[0] = 1;\n}}\n");
        drop_tail_syncs(&mut b, true);
        assert_eq!(b, "    __syncthreads();\n    y[0] = 1;\n}\n");
    }

    #[test]
    fn nothing_goes_when_the_kernel_has_an_epilogue_or_a_goto() {
        let mut b = format!("    {TAIL_SYNC}__syncthreads();\n}}\n");
        drop_tail_syncs(&mut b, false);
        assert_eq!(b, "    __syncthreads();\n}\n");
    }

    #[test]
    fn an_unmarked_barrier_at_the_end_stays() {
        // A barrier printed inside a loop is never marked: the next iteration may read.
        let mut b = "        __syncthreads();\n    }\n}\n".to_string();
        drop_tail_syncs(&mut b, true);
        assert_eq!(b, "        __syncthreads();\n    }\n}\n");
    }
}
