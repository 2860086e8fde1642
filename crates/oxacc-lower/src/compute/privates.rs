//! The code of private and firstprivate copies of sections and members (2.5.13, 2.5.14,
//! 2.9.10) on the CPU team, printed from the analysis of capture.rs ([`Section`]).
//!
//! Storage: each copy is one block per thread (the team's "gang") for a construct's clause,
//! or per execution of the loop statement for a `loop private` (per thread for a gang loop).
//! A block of at most [`STACK_BLOCK_BYTES`] lives on the thread's stack (a VLA of the
//! block's size: no allocator call on the common small scratch arrays, and nothing to
//! release); a larger one comes from `malloc` (the team's threads have 2 MiB stacks, and the
//! length is known only at run time) and is freed when the outlined function or the loop
//! statement ends, so nothing is left per region. The pointer that the region sees is
//! `block - lo`, so that `p[lo] .. p[lo + len - 1]` land in the block.
//!
//! A firstprivate section is copied once at the launch into a snapshot block (freed after
//! the run), and each thread copies the snapshot: every copy starts from the values at the
//! construct, whatever the region's threads later write to the original (2.5.14 "initialized
//! with the value of that item on the local thread when a parallel or serial construct is
//! encountered"). Such a region waits for its async queue and runs synchronously, as one with
//! a reduction does.

use oxacc_syntax::ast::Expr;
use oxacc_syntax::Handle;

use super::capture::Section;
use super::PartView;

/// The largest private block put on a thread's stack.
pub const STACK_BLOCK_BYTES: u64 = 4096;

/// Pragma lines around a generated variable-length array (a private copy's stack block here,
/// a scalar reduction's per-thread partials in outline.rs): with `-Wvla` (`-Werror=vla` in
/// many projects' flags) cc warned about generated code at the construct's line, and the build
/// failed under -Werror. Lines of their own: cc compiles preprocessed text, where `_Pragma` is
/// no longer an operator.
pub const VLA_OFF: &str =
    "\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wvla\"\n";
pub const VLA_ON: &str = "\n#pragma GCC diagnostic pop\n";

/// The type of the elements of an object of type `base_ty` (an array or pointer type name).
pub fn elem_of(base_ty: &str) -> String {
    format!("__typeof__((*({base_ty} *)0)[0])")
}

/// One copy's storage: declares `__oxacc_pl_K` / `__oxacc_pn_K` (lower bound, length),
/// `__oxacc_pz_K` (bytes) and `__oxacc_pb_K` (the block, `elem *`). Returns the declarations
/// and the statement that releases the block. `what` names the copy in the out-of-memory
/// message (a C string literal's contents). With `slack` ([`PartView::Slack`]) the block
/// holds `lo` more elements before the part: `__oxacc_pbs_K` is its first, `__oxacc_pb_K`
/// still the part's (`__oxacc_psl_K` elements on), and `__oxacc_pz_K` counts them all.
pub fn block(
    k: &str,
    elem: &str,
    lo: &str,
    len: &str,
    what: &str,
    slack: bool,
) -> (String, String) {
    let max = STACK_BLOCK_BYTES;
    if slack {
        let decl = format!(
            "const long long __oxacc_pl_{k} = (long long)({lo}), __oxacc_pn_{k} = (long long)({len}), \
             __oxacc_psl_{k} = __oxacc_pl_{k} > 0 ? __oxacc_pl_{k} : 0, \
             __oxacc_pnt_{k} = __oxacc_psl_{k} + (__oxacc_pn_{k} > -__oxacc_pl_{k} ? __oxacc_pn_{k} : -__oxacc_pl_{k}); \
             const unsigned long __oxacc_pz_{k} = (__oxacc_pnt_{k} > 0 ? (unsigned long)__oxacc_pnt_{k} : 0ul) * sizeof({elem}); \
             {VLA_OFF}unsigned char __oxacc_ps_{k}[__oxacc_pz_{k} && __oxacc_pz_{k} <= {max}ul ? __oxacc_pz_{k} : 1] __attribute__((aligned));{VLA_ON}\
             {elem} *const __oxacc_pbs_{k} = ({elem} *)(__oxacc_pz_{k} <= {max}ul ? (void *)__oxacc_ps_{k} : __oxacc_private_alloc(__oxacc_pz_{k}, \"{what}\")); \
             {elem} *const __oxacc_pb_{k} = __oxacc_pbs_{k} + __oxacc_psl_{k}; "
        );
        let free =
            format!("if (__oxacc_pz_{k} > {max}ul) __builtin_free((void *)__oxacc_pbs_{k}); ");
        return (decl, free);
    }
    let decl = format!(
        "const long long __oxacc_pl_{k} = (long long)({lo}), __oxacc_pn_{k} = (long long)({len}); \
         const unsigned long __oxacc_pz_{k} = (__oxacc_pn_{k} > 0 ? (unsigned long)__oxacc_pn_{k} : 0ul) * sizeof({elem}); \
         {VLA_OFF}unsigned char __oxacc_ps_{k}[__oxacc_pz_{k} && __oxacc_pz_{k} <= {max}ul ? __oxacc_pz_{k} : 1] __attribute__((aligned));{VLA_ON}\
         {elem} *const __oxacc_pb_{k} = ({elem} *)(__oxacc_pz_{k} <= {max}ul ? (void *)__oxacc_ps_{k} : __oxacc_private_alloc(__oxacc_pz_{k}, \"{what}\")); "
    );
    let free = format!("if (__oxacc_pz_{k} > {max}ul) __builtin_free((void *)__oxacc_pb_{k}); ");
    (decl, free)
}

/// How the region sees a copy of a section of an object of type `base_ty`: a pointer
/// (`base_ty name = block - lo`, `view` is `name`) or, for an array, a pointer to the array
/// type whose uses become `(*__oxacc_pp_K)`. Returns the declaration and, for an array, the
/// text that replaces the uses. `part`: [`PartView::Whole`] moves the block back by `lo` out
/// of the compiler's sight (`__oxacc_rebase`, `lo` 0 there), [`PartView::Slack`] points into
/// the block's slack (inside the object, C11 6.5.6p8), [`PartView::Rebased`] declares
/// nothing (the uses index `__oxacc_pb_K` from `__oxacc_pl_K`, outline.rs).
pub fn view(
    k: &str,
    base_ty: &str,
    name: &str,
    array: bool,
    part: PartView,
) -> (String, Option<String>) {
    let at = match part {
        PartView::Rebased => return (String::new(), None),
        PartView::Slack => {
            format!("(void *)(__oxacc_pbs_{k} + (__oxacc_psl_{k} - __oxacc_pl_{k}))")
        }
        PartView::Whole => format!(
            "__oxacc_rebase((void *)__oxacc_pb_{k}, __oxacc_pl_{k} * (long long)sizeof(*__oxacc_pb_{k}))"
        ),
    };
    if array {
        (
            format!("{base_ty} *const __oxacc_pp_{k} = ({base_ty} *){at}; "),
            Some(format!("(*__oxacc_pp_{k})")),
        )
    } else {
        (format!("{base_ty} {name} = ({base_ty}){at}; "), None)
    }
}

/// The pieces of a construct's private/firstprivate section (one item `K`).
#[derive(Default)]
pub struct RegionCode {
    /// Context fields.
    pub fields: String,
    /// Context initialisers (at the launch).
    pub init: Vec<String>,
    /// Launch code after the context is initialised (the firstprivate snapshot).
    pub after_init: String,
    /// Launch code after the run (the snapshot released).
    pub post: String,
    /// Per thread, before the body.
    pub prologue: String,
    /// Per thread, after the body.
    pub epilogue: String,
    /// What the uses of the item become (`None`: they keep their name).
    pub rep: Option<String>,
}

/// A construct's clause item `K` of section `sec`. `base_ty`: the base's type in the
/// outlined function; `host_base`: the base as a C lvalue at the construct, `host_expr`
/// prints a bound there; `name`: the name the region uses for a pointer copy; `array`: the
/// base is an array.
#[allow(clippy::too_many_arguments)]
pub fn region_section(
    k: &str,
    sec: &Section,
    firstprivate: bool,
    base_ty: &str,
    host_base: &str,
    host_expr: &dyn Fn(Handle<Expr>) -> String,
    name: &str,
    array: bool,
    what: &str,
    part: PartView,
) -> RegionCode {
    let host_elem = format!("__typeof__(({host_base})[0])");
    let (lo, len) = sec.texts(host_expr, &format!("__typeof__({host_base})"), &host_elem);
    let mut code = RegionCode {
        fields: format!("long long __oxacc_plo_{k}; long long __oxacc_pln_{k}; "),
        init: vec![
            format!(".__oxacc_plo_{k} = (long long)({lo})"),
            format!(".__oxacc_pln_{k} = (long long)({len})"),
        ],
        ..Default::default()
    };
    let elem = elem_of(base_ty);
    let (decl, free) = block(
        k,
        &elem,
        &format!("__c->__oxacc_plo_{k}"),
        &format!("__c->__oxacc_pln_{k}"),
        what,
        part == PartView::Slack,
    );
    code.prologue.push_str(&decl);
    if firstprivate {
        code.fields
            .push_str(&format!("const void *__oxacc_psrc_{k}; "));
        code.after_init = format!(
            "const unsigned long __oxacc_fpz_{k} = (__oxacc_c.__oxacc_pln_{k} > 0 ? (unsigned long)__oxacc_c.__oxacc_pln_{k} : 0ul) * sizeof({host_elem}); \
             void *const __oxacc_fps_{k} = __oxacc_private_alloc(__oxacc_fpz_{k}, \"{what}\"); \
             if (__oxacc_fpz_{k}) __builtin_memcpy(__oxacc_fps_{k}, (const void *)&({host_base})[__oxacc_c.__oxacc_plo_{k}], __oxacc_fpz_{k}); \
             __oxacc_c.__oxacc_psrc_{k} = __oxacc_fps_{k}; "
        );
        code.post = format!("__builtin_free(__oxacc_fps_{k}); ");
        // The part's bytes (the block's, but for a slack before it).
        code.prologue.push_str(&if part == PartView::Slack {
            format!(
                "if (__oxacc_pn_{k} > 0) __builtin_memcpy((void *)__oxacc_pb_{k}, __c->__oxacc_psrc_{k}, (unsigned long)__oxacc_pn_{k} * sizeof(*__oxacc_pb_{k})); "
            )
        } else {
            format!(
                "if (__oxacc_pz_{k}) __builtin_memcpy((void *)__oxacc_pb_{k}, __c->__oxacc_psrc_{k}, __oxacc_pz_{k}); "
            )
        });
    }
    let (v, rep) = view(k, base_ty, name, array, part);
    code.prologue.push_str(&v);
    code.epilogue = free;
    code.rep = rep;
    code
}

/// A loop's private item `K` of section `sec` (bounds printed by `expr` in the outlined code):
/// the code before the loop statement, the code after it, and what the uses become.
#[allow(clippy::too_many_arguments)]
pub fn loop_section(
    k: &str,
    sec: &Section,
    base_ty: &str,
    expr: &dyn Fn(Handle<Expr>) -> String,
    name: &str,
    array: bool,
    what: &str,
    part: PartView,
) -> (String, String, Option<String>) {
    let elem = elem_of(base_ty);
    let (lo, len) = sec.texts(expr, base_ty, &elem);
    let (mut pre, post) = block(k, &elem, &lo, &len, what, part == PartView::Slack);
    let (v, rep) = view(k, base_ty, name, array, part);
    pre.push_str(&v);
    (pre, post, rep)
}
