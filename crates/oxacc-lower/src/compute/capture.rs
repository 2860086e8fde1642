//! Data attributes of the variables a compute region uses (spec 2.6).
//!
//! - Variables declared inside the region are untouched (they are private to whoever runs the
//!   code, 2.6.1).
//! - File-scope variables are used directly (on the host device type, memory is shared).
//! - A local or parameter of the enclosing function is *captured*: predetermined private when
//!   it is the variable of a loop associated with a `loop` directive (2.6.1); explicitly
//!   determined by a clause on the construct (private, firstprivate, reduction, data clauses)
//!   or on a lexically enclosing `data` construct ("visible data clause", 2.6.2); otherwise
//!   implicitly determined (2.6.2): with `default(none)` that is an error; aggregates and
//!   arrays are `copy` (`present` under `default(present)`); scalars are `firstprivate` in
//!   `parallel`/`serial` and `copy` in `kernels`.
//!
//! On the host device type every data clause aliases host memory, so all "copy-like"
//! attributes are one thing here: [`Attr::Shared`] (passed by address).

use oxacc_acc::ast::ReductionOp;

use super::ctype::VarClass;
use super::names::VarId;

/// How a captured variable reaches the outlined function.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    /// copy, copyin, copyout, create, present, no_create, deviceptr, attach (2.7): the
    /// host object itself, by address.
    Shared,
    /// 2.5.14: a per-thread copy initialised from the value at the launch.
    Firstprivate,
    /// 2.5.13 / 2.9.10 / 2.6.1: a per-thread copy, uninitialised.
    Private,
    /// 2.5.15 / 2.9.11: a per-thread copy initialised with the operator's identity, combined
    /// into the original after the region.
    Reduction(Reduction),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Reduction {
    pub op: ReductionOp,
    /// For an array element or subarray `a[lo:len]`: the C texts of `lo` and `len`.
    pub section: Option<(String, String)>,
}

/// Why a variable got its attribute (for -Minfo and default(none)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Loop variable of a `loop` directive (2.6.1).
    Predetermined,
    /// A clause on the construct or an enclosing `data` construct.
    Explicit,
    /// 2.6.2.
    Implicit,
}

#[derive(Clone, Debug)]
pub struct Capture {
    pub var: VarId,
    pub name: String,
    pub attr: Attr,
    pub class: VarClass,
    pub origin: Origin,
    /// The variable is assigned, incremented or has its address taken in the region.
    pub written: bool,
}

/// The identity value of a reduction operator for the arithmetic type `ty` (2.5.15 table),
/// as a C expression. `max`/`min` use the least / largest value of the type.
pub fn identity(op: ReductionOp, ty: &str) -> String {
    match op {
        ReductionOp::Add | ReductionOp::BitOr | ReductionOp::BitXor | ReductionOp::LogicalOr => {
            format!("(({ty})0)")
        }
        ReductionOp::Mul | ReductionOp::LogicalAnd => format!("(({ty})1)"),
        ReductionOp::BitAnd => format!("(({ty})~({ty})0)"),
        ReductionOp::Max => format!(
            "(({ty})_Generic(({ty})0, _Bool: 0, char: (((char)-1 < 0) ? -128 : 0), \
             signed char: -128, unsigned char: 0, short: -32768, unsigned short: 0, \
             int: (-2147483647 - 1), unsigned int: 0u, long: (-9223372036854775807L - 1), \
             unsigned long: 0ul, long long: (-9223372036854775807LL - 1), unsigned long long: 0ull, \
             float: -__builtin_inff(), double: -__builtin_inf(), long double: -__builtin_infl(), \
             default: 0))"
        ),
        ReductionOp::Min => format!(
            "(({ty})_Generic(({ty})0, _Bool: 1, char: (((char)-1 < 0) ? 127 : 255), \
             signed char: 127, unsigned char: 255, short: 32767, unsigned short: 65535, \
             int: 2147483647, unsigned int: 4294967295u, long: 9223372036854775807L, \
             unsigned long: 18446744073709551615ul, long long: 9223372036854775807LL, \
             unsigned long long: 18446744073709551615ull, float: __builtin_inff(), \
             double: __builtin_inf(), long double: __builtin_infl(), default: 0))"
        ),
    }
}

/// `acc = acc OP part` as a C statement (the combine step of 2.5.15).
pub fn combine(op: ReductionOp, acc: &str, part: &str) -> String {
    match op {
        ReductionOp::Add => format!("{acc} = {acc} + {part};"),
        ReductionOp::Mul => format!("{acc} = {acc} * {part};"),
        ReductionOp::BitAnd => format!("{acc} = {acc} & {part};"),
        ReductionOp::BitOr => format!("{acc} = {acc} | {part};"),
        ReductionOp::BitXor => format!("{acc} = {acc} ^ {part};"),
        ReductionOp::LogicalAnd => format!("{acc} = {acc} && {part};"),
        ReductionOp::LogicalOr => format!("{acc} = {acc} || {part};"),
        ReductionOp::Max => format!("if ({part} > {acc}) {acc} = {part};"),
        ReductionOp::Min => format!("if ({part} < {acc}) {acc} = {part};"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identities_follow_the_2_5_15_table() {
        assert_eq!(identity(ReductionOp::Add, "int"), "((int)0)");
        assert_eq!(identity(ReductionOp::Mul, "float"), "((float)1)");
        assert_eq!(
            identity(ReductionOp::BitAnd, "unsigned"),
            "((unsigned)~(unsigned)0)"
        );
        assert!(identity(ReductionOp::Max, "double").contains("double: -__builtin_inf()"));
        assert!(identity(ReductionOp::Min, "int").contains("int: 2147483647"));
    }

    #[test]
    fn combiners() {
        assert_eq!(combine(ReductionOp::Max, "s", "p"), "if (p > s) s = p;");
        assert_eq!(combine(ReductionOp::LogicalOr, "s", "p"), "s = s || p;");
    }
}
