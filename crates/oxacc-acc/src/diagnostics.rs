//! Every message of this crate, one function each (in the style of oxc's `diagnostics.rs`):
//! the wording and the spec section it cites live in one place.

use crate::ast::{ClauseName, DirectiveName};
use oxacc_syntax::{Diagnostic, Span};

fn cite(section: &str) -> String {
    format!("(OpenACC 3.3, {section})")
}

fn list(names: &[ClauseName]) -> String {
    names
        .iter()
        .map(|c| c.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

// ------------------------------------------------------------------------------------------
// Parsing
// ------------------------------------------------------------------------------------------

pub fn missing_directive_name(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected an OpenACC directive name after '#pragma acc' {}",
            cite("2.1")
        ),
    )
}

/// Like other compilers, an unknown directive is ignored with a warning (its pragma is kept
/// verbatim).
pub fn unknown_directive(span: Span, name: &str) -> Diagnostic {
    Diagnostic::warning(span, format!("ignoring unknown OpenACC directive '{name}'"))
}

pub fn expected_data_after(span: Span, word: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected 'data' after '{word}' in '{word} data' {}",
            cite("2.6.6")
        ),
    )
}

pub fn bad_atomic_clause(span: Span, found: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected 'read', 'write', 'update' or 'capture' after 'atomic', found '{found}' {}",
            cite("2.12")
        ),
    )
}

pub fn expected_clause_name(span: Span, found: &str) -> Diagnostic {
    Diagnostic::error(span, format!("expected an OpenACC clause, found {found}"))
}

pub fn unknown_clause(
    span: Span,
    name: &str,
    dir: DirectiveName,
    valid: &[ClauseName],
) -> Diagnostic {
    let d = Diagnostic::error(
        span,
        format!(
            "unknown clause '{name}' on the '{}' directive {}",
            dir.as_str(),
            cite(dir.section())
        ),
    );
    if valid.is_empty() {
        d.with_note(format!("the '{}' directive takes no clauses", dir.as_str()))
    } else {
        d.with_note(format!("valid clauses are: {}", list(valid)))
    }
}

pub fn expected_paren(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected '(' after '{what}' {}", cite(section)),
    )
}

pub fn unclosed_paren(span: Span) -> Diagnostic {
    Diagnostic::error(span, "expected ')' before the end of the directive")
}

pub fn clause_takes_no_args(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(span, format!("clause '{name}' takes no arguments"))
}

pub fn expected_expr(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(span, format!("expected an expression in {what}"))
}

pub fn too_many_args(span: Span, what: &str, max: usize) -> Diagnostic {
    let plural = if max == 1 { "" } else { "s" };
    Diagnostic::error(
        span,
        format!("too many arguments to {what}: expected at most {max} argument{plural}"),
    )
}

pub fn expected_var(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a variable name, array element, subarray or member in the var-list {}",
            cite("2.7.1")
        ),
    )
}

pub fn bad_var(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' is not a variable, array element, subarray or composite member {}",
            cite("2.7.1")
        ),
    )
}

pub fn subarray_not_last(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "subarray notation may be used only on the last member of a composite variable {}",
            cite("2.14.4")
        ),
    )
}

pub fn empty_subscript(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected an index or a subarray range 'lower:length' {}",
            cite("2.7.1")
        ),
    )
}

pub fn bad_modifier(span: Span, modifier: &str, clause: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "modifier '{modifier}' is not allowed on the '{clause}' clause {}",
            cite("2.7")
        ),
    )
}

pub fn bad_reduction_op(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a reduction operator ('+', '*', 'max', 'min', '&', '|', '^', '&&' or '||') followed by ':' {}",
            cite("2.5.15")
        ),
    )
}

pub fn bad_default(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected 'none' or 'present' in the 'default' clause {}",
            cite("2.5.16")
        ),
    )
}

pub fn bad_device_type(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected '*' or a list of device architecture names in 'device_type' {}",
            cite("2.4")
        ),
    )
}

pub fn duplicate_gang_arg(span: Span, arg: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{arg}' argument repeated in the 'gang' clause: a gang-arg-list may have at most one num, one dim, and one static argument {}",
            cite("2.9")
        ),
    )
}

pub fn expected_devnum_colon(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected ':' after the 'devnum' expression of a wait-argument {}",
            cite("2.16")
        ),
    )
}

pub fn empty_wait_list(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected an async-argument list in the wait-argument {}",
            cite("2.16")
        ),
    )
}

pub fn bad_routine_name(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a function name in 'routine(name)' {}",
            cite("2.15.1")
        ),
    )
}

pub fn bad_bind(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a name or a string literal in 'bind' {}",
            cite("2.15.1")
        ),
    )
}

pub fn unexpected_after_directive(span: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "unexpected tokens after the '{}' directive {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}
