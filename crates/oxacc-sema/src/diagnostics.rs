//! Every message of the semantic analysis, one function each, worded like gcc 12 (so users
//! who know gcc recognise them, and UI tests pin them down).
//!
//! Type arguments arrive already quoted (`'int'`, or `'size_t' {aka 'long unsigned int'}`
//! for a type written with a typedef); identifier arguments are quoted here.

use oxacc_syntax::ast::RecordKind;
use oxacc_syntax::{Diagnostic, Span};

use crate::expr::AssignCtx;

pub fn too_deep(span: Span) -> Diagnostic {
    Diagnostic::error(span, "expression or statement nested too deeply")
}

/// `first`: the first such error of the translation unit gets gcc's explanatory note.
pub fn undeclared(span: Span, name: &str, in_function: bool, first: bool) -> Diagnostic {
    if !in_function {
        return Diagnostic::error(
            span,
            format!("'{name}' undeclared here (not in a function)"),
        );
    }
    let d = Diagnostic::error(
        span,
        format!("'{name}' undeclared (first use in this function)"),
    );
    if first {
        d.with_label(
            span,
            "each undeclared identifier is reported only once for each function it appears in",
        )
    } else {
        d
    }
}

/// `char int`, `int int`, `T long`, `struct s int`.
pub fn two_or_more_data_types(span: Span) -> Diagnostic {
    Diagnostic::error(span, "two or more data types in declaration specifiers")
}

/// `long short`, `unsigned float`; gcc names the words in a fixed order (`a` first).
pub fn both_specifiers(span: Span, a: &str, b: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("both '{a}' and '{b}' in declaration specifiers"),
    )
}

/// `short short`, `signed signed`, `_Complex _Complex`.
pub fn duplicate_specifier(span: Span, word: &str) -> Diagnostic {
    Diagnostic::error(span, format!("duplicate '{word}'"))
}

pub fn long_long_long(span: Span) -> Diagnostic {
    Diagnostic::error(span, "'long long long' is too long for GCC")
}

pub fn implicit_declaration(span: Span, name: &str) -> Diagnostic {
    Diagnostic::warning(span, format!("{IMPLICIT_DECLARATION}'{name}'"))
}

/// A call of one of GCC's OpenACC builtins (`__builtin_goacc_parlevel_id`,
/// `__builtin_goacc_parlevel_size`, which gcc's libgomp tests use with the GOMP_DIM_* values of
/// gcc's internal gomp-constants.h): oxacc has no version of them, and as an implicitly
/// declared function the program failed at link time.
pub fn goacc_builtin(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is a GCC OpenACC builtin that oxacc does not support (the position of a \
             thread in the gang, worker and vector dimensions is not part of OpenACC 3.3)"
        ),
    )
}

/// The start of [`implicit_declaration`]'s message.
const IMPLICIT_DECLARATION: &str = "implicit declaration of function ";

/// Whether `d` is the warning on a call of an undeclared function (a C89 implicit
/// declaration): C90 allows it, so a caller compiling for C90 drops it, as gcc is silent there.
pub fn is_implicit_declaration(d: &Diagnostic) -> bool {
    d.severity == oxacc_syntax::Severity::Warning && d.message.starts_with(IMPLICIT_DECLARATION)
}

pub fn typedef_as_value(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("expected expression before '{name}'"))
}

// ---- declarations ----------------------------------------------------------------------------

pub fn redefinition(span: Span, name: &str, prev: Span, prev_ty: &str) -> Diagnostic {
    Diagnostic::error(span, format!("redefinition of '{name}'")).with_label(
        prev,
        format!("previous definition of '{name}' with type {prev_ty}"),
    )
}

pub fn redeclaration_no_linkage(span: Span, name: &str, prev: Span) -> Diagnostic {
    Diagnostic::error(span, format!("redeclaration of '{name}' with no linkage"))
        .with_label(prev, format!("previous declaration of '{name}' was here"))
}

pub fn conflicting_types(
    span: Span,
    name: &str,
    ty: &str,
    prev: Span,
    prev_ty: &str,
) -> Diagnostic {
    Diagnostic::error(span, format!("conflicting types for '{name}'; have {ty}")).with_label(
        prev,
        format!("previous declaration of '{name}' with type {prev_ty}"),
    )
}

pub fn different_kind(span: Span, name: &str, prev: Span, prev_ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{name}' redeclared as different kind of symbol"),
    )
    .with_label(
        prev,
        format!("previous declaration of '{name}' with type {prev_ty}"),
    )
}

pub fn enumerator_redeclared(span: Span, name: &str, prev: Span, prev_ty: &str) -> Diagnostic {
    Diagnostic::error(span, format!("redeclaration of enumerator '{name}'")).with_label(
        prev,
        format!("previous definition of '{name}' with type {prev_ty}"),
    )
}

pub fn parameter_redefined(span: Span, name: &str, prev: Span, prev_ty: &str) -> Diagnostic {
    Diagnostic::error(span, format!("redefinition of parameter '{name}'")).with_label(
        prev,
        format!("previous definition of '{name}' with type {prev_ty}"),
    )
}

pub fn param_incomplete(span: Span, index: usize, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("parameter {index} ('{name}') has incomplete type"),
    )
}

pub fn tag_in_parameter_list(span: Span, what: &str) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "'{what}' declared inside parameter list will not be visible outside of this definition or declaration"
        ),
    )
}

pub fn void_deref(span: Span) -> Diagnostic {
    Diagnostic::warning(span, "dereferencing 'void *' pointer")
}

pub fn invalid_void_use(span: Span) -> Diagnostic {
    Diagnostic::error(span, "invalid use of void expression")
}

pub fn static_follows_non_static(span: Span, name: &str, prev: Span, prev_ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("static declaration of '{name}' follows non-static declaration"),
    )
    .with_label(
        prev,
        format!("previous declaration of '{name}' with type {prev_ty}"),
    )
}

pub fn declared_void(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("variable or field '{name}' declared void"))
}

pub fn param_void(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("parameter '{name}' has incomplete type"))
}

pub fn storage_size_unknown(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("storage size of '{name}' isn't known"))
}

pub fn array_size_missing(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("array size missing in '{name}'"))
}

pub fn array_size_negative(span: Span, name: &str) -> Diagnostic {
    if name.is_empty() {
        Diagnostic::error(span, "size of unnamed array is negative")
    } else {
        Diagnostic::error(span, format!("size of array '{name}' is negative"))
    }
}

pub fn array_size_not_integer(span: Span, name: &str) -> Diagnostic {
    if name.is_empty() {
        Diagnostic::error(span, "size of unnamed array has non-integer type")
    } else {
        Diagnostic::error(span, format!("size of array '{name}' has non-integer type"))
    }
}

pub fn array_of_functions(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("declaration of '{name}' as array of functions"),
    )
}

pub fn array_of_voids(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("declaration of '{name}' as array of voids"))
}

pub fn function_returning_array(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{name}' declared as function returning an array"),
    )
}

pub fn function_returning_function(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{name}' declared as function returning a function"),
    )
}

pub fn knr_not_a_param(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("declaration for parameter '{name}' but no such parameter"),
    )
}

pub fn wrong_kind_of_tag(span: Span, tag: &str) -> Diagnostic {
    Diagnostic::error(span, format!("'{tag}' defined as wrong kind of tag"))
}

pub fn tag_redefinition(span: Span, kind: RecordKind, tag: &str, prev: Span) -> Diagnostic {
    let kw = match kind {
        RecordKind::Struct => "struct",
        RecordKind::Union => "union",
    };
    Diagnostic::error(span, format!("redefinition of '{kw} {tag}'"))
        .with_label(prev, "originally defined here")
}

pub fn enum_redefinition(span: Span, tag: &str, prev: Span) -> Diagnostic {
    Diagnostic::error(span, format!("redefinition of 'enum {tag}'"))
        .with_label(prev, "originally defined here")
}

pub fn enum_value_not_integer(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("enumerator value for '{name}' is not an integer constant"),
    )
}

pub fn duplicate_member(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("duplicate member '{name}'"))
}

pub fn field_incomplete(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("field '{name}' has incomplete type"))
}

pub fn field_function(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("field '{name}' declared as a function"))
}

pub fn bitfield_width_not_constant(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("bit-field '{name}' width not an integer constant"),
    )
}

pub fn variably_modified_at_file_scope(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("variably modified '{name}' at file scope"))
}

pub fn storage_size_not_constant(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("storage size of '{name}' isn't constant"))
}

pub fn negative_bitfield_width(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("negative width in bit-field '{name}'"))
}

pub fn zero_width_named(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("zero width for bit-field '{name}'"))
}

pub fn bitfield_too_wide(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("width of '{name}' exceeds its type"))
}

pub fn bitfield_invalid_type(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("bit-field '{name}' has invalid type"))
}

// ---- expressions -----------------------------------------------------------------------------

pub fn pointer_needs_arrow(span: Span, base: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'{base}' is a pointer; did you mean to use '->'?"),
    )
}

pub fn invalid_operands(span: Span, op: &str, a: &str, b: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("invalid operands to binary {op} (have {a} and {b})"),
    )
}

pub fn wrong_type_unary(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(span, format!("wrong type argument to {what}"))
}

pub fn invalid_deref(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("invalid type argument of unary '*' (have {ty})"),
    )
}

pub fn invalid_arrow(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(span, format!("invalid type argument of '->' (have {ty})"))
}

pub fn lvalue_required(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(span, format!("lvalue required as {what}"))
}

pub fn assign_to_array(span: Span) -> Diagnostic {
    Diagnostic::error(span, "assignment to expression with array type")
}

pub fn assign_read_only(span: Span, verb: &str, what: &str) -> Diagnostic {
    Diagnostic::error(span, format!("{verb} of {what}"))
}

pub fn address_of_bitfield(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("cannot take address of bit-field '{name}'"))
}

pub fn address_of_register(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("address of register variable '{name}' requested"),
    )
}

pub fn not_subscriptable(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        "subscripted value is neither array nor pointer nor vector",
    )
}

pub fn subscript_not_integer(span: Span) -> Diagnostic {
    Diagnostic::error(span, "array subscript is not an integer")
}

pub fn member_of_non_record(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("request for member '{name}' in something not a structure or union"),
    )
}

pub fn no_member(span: Span, ty: &str, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("{ty} has no member named '{name}'"))
}

pub fn undefined_type(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(span, format!("invalid use of undefined type {ty}"))
}

pub fn sizeof_incomplete(span: Span, word: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("invalid application of '{word}' to incomplete type {ty}"),
    )
}

pub fn sizeof_bitfield(span: Span) -> Diagnostic {
    Diagnostic::error(span, "'sizeof' applied to a bit-field")
}

pub fn not_callable(span: Span, name: Option<&str>) -> Diagnostic {
    match name {
        Some(n) => Diagnostic::error(
            span,
            format!("called object '{n}' is not a function or function pointer"),
        ),
        None => Diagnostic::error(span, "called object is not a function or function pointer"),
    }
}

pub fn too_few_args(span: Span, name: &str, decl: Option<Span>) -> Diagnostic {
    let d = Diagnostic::error(span, format!("too few arguments to function '{name}'"));
    match decl {
        Some(s) => d.with_label(s, "declared here"),
        None => d,
    }
}

pub fn too_many_args(span: Span, name: &str, decl: Option<Span>) -> Diagnostic {
    let d = Diagnostic::error(span, format!("too many arguments to function '{name}'"));
    match decl {
        Some(s) => d.with_label(s, "declared here"),
        None => d,
    }
}

pub fn void_not_ignored(span: Span) -> Diagnostic {
    Diagnostic::error(span, "void value not ignored as it ought to be")
}

pub fn scalar_required(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("used {what} type value where scalar is required"),
    )
}

pub fn type_mismatch_conditional(span: Span) -> Diagnostic {
    Diagnostic::error(span, "type mismatch in conditional expression")
}

pub fn pointer_mismatch_conditional(span: Span) -> Diagnostic {
    Diagnostic::warning(span, "pointer type mismatch in conditional expression")
}

pub fn pointer_int_mismatch_conditional(span: Span) -> Diagnostic {
    Diagnostic::warning(
        span,
        "pointer/integer type mismatch in conditional expression",
    )
}

pub fn pointer_int_comparison(span: Span) -> Diagnostic {
    Diagnostic::warning(span, "comparison between pointer and integer")
}

pub fn generic_no_match(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'_Generic' selector of type {ty} is not compatible with any association"),
    )
}

pub fn cast_array(span: Span) -> Diagnostic {
    Diagnostic::error(span, "cast specifies array type")
}

pub fn cast_function(span: Span) -> Diagnostic {
    Diagnostic::error(span, "cast specifies function type")
}

pub fn cast_non_scalar(span: Span) -> Diagnostic {
    Diagnostic::error(span, "conversion to non-scalar type requested")
}

pub fn cannot_convert_to_pointer(span: Span) -> Diagnostic {
    Diagnostic::error(span, "cannot convert to a pointer type")
}

pub fn pointer_used_as_float(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        "pointer value used where a floating-point was expected",
    )
}

pub fn aggregate_used(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("aggregate value used where {what} was expected"),
    )
}

// ---- assignment-like conversions ---------------------------------------------------------------

pub fn incompatible_types(span: Span, ctx: &AssignCtx<'_>, target: &str, src: &str) -> Diagnostic {
    match ctx {
        AssignCtx::Assign => Diagnostic::error(
            span,
            format!("incompatible types when assigning to type {target} from type {src}"),
        ),
        AssignCtx::Init => Diagnostic::error(
            span,
            format!("incompatible types when initializing type {target} using type {src}"),
        ),
        AssignCtx::Return => Diagnostic::error(
            span,
            format!("incompatible types when returning type {src} but {target} was expected"),
        ),
        AssignCtx::Arg { index, func, .. } => expected_note(
            Diagnostic::error(
                span,
                format!("incompatible type for argument {index} of '{func}'"),
            ),
            ctx,
            target,
            src,
        ),
    }
}

/// gcc's note on argument mismatches, at the parameter's declaration when it is known.
fn expected_note(d: Diagnostic, ctx: &AssignCtx<'_>, target: &str, src: &str) -> Diagnostic {
    let msg = format!("expected {target} but argument is of type {src}");
    match ctx {
        AssignCtx::Arg { param: Some(p), .. } => d.with_label(*p, msg),
        AssignCtx::Arg { .. } => d.with_note(msg),
        _ => d,
    }
}

/// -Wint-conversion (a warning in gcc 12). `to_pointer`: integer → pointer.
pub fn int_conversion(
    span: Span,
    ctx: &AssignCtx<'_>,
    target: &str,
    src: &str,
    to_pointer: bool,
) -> Diagnostic {
    let what = if to_pointer {
        "makes pointer from integer without a cast"
    } else {
        "makes integer from pointer without a cast"
    };
    let msg = match ctx {
        AssignCtx::Assign => format!("assignment to {target} from {src} {what}"),
        AssignCtx::Init => format!("initialization of {target} from {src} {what}"),
        AssignCtx::Return => {
            format!("returning {src} from a function with return type {target} {what}")
        }
        AssignCtx::Arg { index, func, .. } => {
            format!("passing argument {index} of '{func}' {what}")
        }
    };
    expected_note(Diagnostic::warning(span, msg), ctx, target, src)
}

/// -Wincompatible-pointer-types (a warning in gcc 12).
pub fn incompatible_pointer(
    span: Span,
    ctx: &AssignCtx<'_>,
    target: &str,
    src: &str,
) -> Diagnostic {
    let msg = match ctx {
        AssignCtx::Assign => {
            format!("assignment to {target} from incompatible pointer type {src}")
        }
        AssignCtx::Init => {
            format!("initialization of {target} from incompatible pointer type {src}")
        }
        AssignCtx::Return => {
            format!("returning {src} from a function with incompatible return type {target}")
        }
        AssignCtx::Arg { index, func, .. } => {
            format!("passing argument {index} of '{func}' from incompatible pointer type")
        }
    };
    expected_note(Diagnostic::warning(span, msg), ctx, target, src)
}

pub fn discards_qualifier(
    span: Span,
    ctx: &AssignCtx<'_>,
    q: &str,
    target: &str,
    src: &str,
) -> Diagnostic {
    let msg = match ctx {
        AssignCtx::Assign => {
            format!("assignment discards '{q}' qualifier from pointer target type")
        }
        AssignCtx::Init => {
            format!("initialization discards '{q}' qualifier from pointer target type")
        }
        AssignCtx::Return => format!("return discards '{q}' qualifier from pointer target type"),
        AssignCtx::Arg { index, func, .. } => format!(
            "passing argument {index} of '{func}' discards '{q}' qualifier from pointer target type"
        ),
    };
    expected_note(Diagnostic::warning(span, msg), ctx, target, src)
}

// ---- initializers ------------------------------------------------------------------------------

pub fn init_not_constant(span: Span) -> Diagnostic {
    Diagnostic::error(span, "initializer element is not constant")
}

pub fn func_outside_function(span: Span) -> Diagnostic {
    Diagnostic::warning(span, "'__func__' is not defined outside of function scope")
}

pub fn invalid_initializer(span: Span) -> Diagnostic {
    Diagnostic::error(span, "invalid initializer")
}

pub fn excess_elements(span: Span, what: &str) -> Diagnostic {
    Diagnostic::warning(span, format!("excess elements in {what} initializer"))
}

pub fn unknown_field(span: Span, record: &str, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("{record} has no member named '{name}'"))
}

pub fn field_in_array_init(span: Span) -> Diagnostic {
    Diagnostic::error(span, "field name not in record or union initializer")
}

pub fn index_in_non_array(span: Span) -> Diagnostic {
    Diagnostic::error(span, "array index in non-array initializer")
}

pub fn index_exceeds_bounds(span: Span) -> Diagnostic {
    Diagnostic::error(span, "array index in initializer exceeds array bounds")
}

// ---- statements --------------------------------------------------------------------------------

pub fn switch_not_integer(span: Span) -> Diagnostic {
    Diagnostic::error(span, "switch quantity not an integer")
}

pub fn case_outside(span: Span) -> Diagnostic {
    Diagnostic::error(span, "case label not within a switch statement")
}

pub fn default_outside(span: Span) -> Diagnostic {
    Diagnostic::error(span, "'default' label not within a switch statement")
}

pub fn multiple_default(span: Span, prev: Span) -> Diagnostic {
    Diagnostic::error(span, "multiple default labels in one switch")
        .with_label(prev, "this is the first default label")
}

pub fn duplicate_case(span: Span, prev: Span) -> Diagnostic {
    Diagnostic::error(span, "duplicate case value").with_label(prev, "previously used here")
}

pub fn break_outside(span: Span) -> Diagnostic {
    Diagnostic::error(span, "break statement not within loop or switch")
}

pub fn continue_outside(span: Span) -> Diagnostic {
    Diagnostic::error(span, "continue statement not within a loop")
}

pub fn duplicate_label(span: Span, name: &str, prev: Span) -> Diagnostic {
    Diagnostic::error(span, format!("duplicate label '{name}'"))
        .with_label(prev, format!("previous definition of '{name}' was here"))
}

pub fn goto_into_vm_scope(
    span: Span,
    label: &str,
    label_at: Span,
    var_at: Span,
    var: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        "jump into scope of identifier with variably modified type".to_string(),
    )
    .with_label(label_at, format!("label '{label}' defined here"))
    .with_label(var_at, format!("'{var}' declared here"))
}

pub fn label_undefined(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("label '{name}' used but not defined"))
}

pub fn return_value_in_void(span: Span) -> Diagnostic {
    Diagnostic::warning(span, "'return' with a value, in function returning void")
}

pub fn return_no_value(span: Span) -> Diagnostic {
    Diagnostic::warning(
        span,
        "'return' with no value, in function returning non-void",
    )
}

pub fn computed_goto_not_pointer(span: Span) -> Diagnostic {
    Diagnostic::error(span, "computed goto must be pointer type")
}

pub fn case_not_constant(span: Span) -> Diagnostic {
    Diagnostic::error(span, "case label does not reduce to an integer constant")
}

pub fn static_assert_not_constant(span: Span) -> Diagnostic {
    Diagnostic::error(span, "expression in static assertion is not constant")
}

pub fn static_assert_failed(span: Span, message: Option<&str>) -> Diagnostic {
    match message {
        Some(m) => Diagnostic::error(span, format!("static assertion failed: {m}")),
        None => Diagnostic::error(span, "static assertion failed"),
    }
}
