//! Every message of this crate, one function each: the wording and the section of the OpenMP
//! 2.0 C/C++ specification it cites live in one place.

use crate::ast::{ClauseName, OmpName};
use oxacc_syntax::{Diagnostic, Span};

fn cite(section: &str) -> String {
    format!("(OpenMP 2.0, {section})")
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
            "expected an OpenMP directive name after '#pragma omp' {}",
            cite("2.1")
        ),
    )
}

/// Like gcc, an unknown directive is ignored with a warning.
pub fn unknown_directive(span: Span, name: &str) -> Diagnostic {
    Diagnostic::warning(span, format!("ignoring unknown OpenMP directive '{name}'"))
}

pub fn unclosed_paren(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected ')' before the end of the directive {}",
            cite("2.1")
        ),
    )
}

pub fn expected_paren(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected '(' after '{what}' {}", cite(section)),
    )
}

pub fn expected_expr(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected an expression in {what} {}", cite(section)),
    )
}

pub fn expected_var_list(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected a variable-list in '{what}' {}", cite(section)),
    )
}

pub fn expected_var(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a variable name in the variable-list of '{what}' {}",
            cite(section)
        ),
    )
}

pub fn not_a_variable(span: Span, text: &str, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' is not a variable: the variable-list of '{what}' takes only variable names {}",
            cite(section)
        ),
    )
}

pub fn bad_critical_name(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the name of a 'critical' construct must be one identifier {}",
            cite("2.6.2")
        ),
    )
}

pub fn expected_clause_name(span: Span, found: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected an OpenMP clause, found '{found}' {}", cite("2.1")),
    )
}

pub fn unknown_clause(span: Span, name: &str, dir: OmpName) -> Diagnostic {
    let valid = crate::tables::allowed(dir);
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
        d.with_note(format!("valid clauses are: {}", list(&valid)))
    }
}

pub fn clause_takes_no_args(span: Span, name: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("clause '{name}' takes no arguments {}", cite(section)),
    )
}

pub fn bad_default(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected 'shared' or 'none' in the 'default' clause {}",
            cite("2.7.2.5")
        ),
    )
}

pub fn bad_reduction_op(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected a reduction operator ('+', '*', '-', '&', '|', '^', '&&' or '||') followed by ':' {}",
            cite("2.7.2.6")
        ),
    )
}

pub fn bad_schedule_kind(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "expected 'static', 'dynamic', 'guided' or 'runtime' in the 'schedule' clause {}",
            cite("2.4.1")
        ),
    )
}

pub fn schedule_too_many(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'schedule' clause takes a kind and at most one chunk size {}",
            cite("2.4.1")
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Per directive
// ------------------------------------------------------------------------------------------

pub fn clause_not_allowed(span: Span, clause: ClauseName, dir: OmpName) -> Diagnostic {
    let valid = crate::tables::allowed(dir);
    let d = Diagnostic::error(
        span,
        format!(
            "clause '{}' is not allowed on the '{}' directive {}",
            clause.as_str(),
            dir.as_str(),
            cite(dir.section())
        ),
    );
    if valid.is_empty() {
        d.with_note(format!("the '{}' directive takes no clauses", dir.as_str()))
    } else {
        d.with_note(format!("valid clauses are: {}", list(&valid)))
    }
}

pub fn clause_repeated(span: Span, clause: ClauseName, dir: OmpName, first: Span) -> Diagnostic {
    let section = match clause {
        ClauseName::Default => "2.7.2.5",
        ClauseName::If | ClauseName::NumThreads => "2.3",
        ClauseName::Nowait => match dir {
            OmpName::Sections => "2.4.2",
            OmpName::Single => "2.4.3",
            _ => "2.4.1",
        },
        _ => "2.4.1",
    };
    Diagnostic::error(
        span,
        format!(
            "at most one '{}' clause may appear on the '{}' directive {}",
            clause.as_str(),
            dir.as_str(),
            cite(section)
        ),
    )
    .with_label(first, "the first one is here")
}

pub fn copyprivate_with_nowait(span: Span, nowait: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'copyprivate' clause must not be used with the 'nowait' clause {}",
            cite("2.4.3")
        ),
    )
    .with_label(nowait, "'nowait' is here")
}

pub fn runtime_with_chunk(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("'schedule(runtime)' takes no chunk size {}", cite("2.4.1")),
    )
}

pub fn var_in_two_clauses(
    span: Span,
    name: &str,
    clause: ClauseName,
    first_clause: ClauseName,
    first: Span,
) -> Diagnostic {
    let msg = if clause == first_clause {
        format!(
            "variable '{name}' appears more than once in '{}' clauses {}",
            clause.as_str(),
            cite("2.7.2")
        )
    } else {
        format!(
            "variable '{name}' appears in both '{}' and '{}' clauses: a variable may be in only one data-sharing clause of a directive, except 'firstprivate' and 'lastprivate' {}",
            first_clause.as_str(),
            clause.as_str(),
            cite("2.7.2")
        )
    };
    Diagnostic::error(span, msg).with_label(first, "first listed here")
}

pub fn directive_at_file_scope(span: Span, dir: OmpName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive may only be used inside a function {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn missing_body(span: Span, dir: OmpName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive must be followed by a structured block {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Context
// ------------------------------------------------------------------------------------------

pub fn substatement(span: Span, dir: OmpName, parent: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive cannot be the immediate substatement of '{parent}': enclose it in a compound statement {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn section_outside_sections(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'section' directive must appear directly inside the compound statement of a 'sections' construct {}",
            cite("2.4.2")
        ),
    )
}

pub fn sections_not_compound(span: Span, dir: OmpName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive must be followed by a compound statement '{{ ... }}' holding its sections {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn sections_stray_statement(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "every section after the first must start with '#pragma omp section' {}",
            cite("2.4.2")
        ),
    )
}

pub fn for_needs_loop(span: Span, dir: OmpName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive must be followed by a 'for' loop {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn non_canonical(span: Span, what: &str, dir: OmpName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop of a '{}' construct must have the canonical shape 'for (var = lb; var op b; incr)': {what} {}",
            dir.as_str(),
            cite("2.4.1")
        ),
    )
}

pub fn loop_var_modified(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the iteration variable '{name}' must not be modified in the body of the loop {}",
            cite("2.4.1")
        ),
    )
}

pub fn wrong_direction(span: Span, grows: bool) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the increment must {} the iteration variable on every iteration, as the loop's test requires {}",
            if grows { "increase" } else { "decrease" },
            cite("2.4.1")
        ),
    )
}

pub fn break_out_of_for(span: Span, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop of a 'for' construct must not be terminated by a 'break' statement {}",
            cite("2.4.1")
        ),
    )
    .with_label(dir_span, "the construct is here")
}

pub fn branch_out(span: Span, what: &str, dir: OmpName, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{what}' leaves the structured block of the '{}' construct: a structured block has one entry and one exit {}",
            dir.as_str(),
            cite("2.1")
        ),
    )
    .with_label(dir_span, "the construct is here")
}

pub fn goto_into(span: Span, label: &str, dir: OmpName, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'goto {label}' enters the structured block of the '{}' construct: a structured block has one entry and one exit {}",
            dir.as_str(),
            cite("2.1")
        ),
    )
    .with_label(dir_span, "the construct is here")
}

pub fn bad_nesting(
    span: Span,
    inner: OmpName,
    outer: OmpName,
    outer_span: Span,
    section: &str,
) -> Diagnostic {
    let what = match inner {
        OmpName::For | OmpName::Sections | OmpName::Single => "work-sharing",
        _ => "",
    };
    let article = if inner == OmpName::Ordered || inner == OmpName::Atomic {
        "an"
    } else {
        "a"
    };
    let inner_text = if what.is_empty() {
        format!("{article} '{}' directive", inner.as_str())
    } else {
        format!("the {what} '{}' directive", inner.as_str())
    };
    let outer_article = if outer == OmpName::Ordered { "an" } else { "a" };
    Diagnostic::error(
        span,
        format!(
            "{inner_text} may not be closely nested in {outer_article} '{}' region that binds to the same parallel region {}",
            outer.as_str(),
            cite(section)
        ),
    )
    .with_label(outer_span, format!("the '{}' region is here", outer.as_str()))
}

pub fn ordered_without_clause(span: Span, for_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "an 'ordered' directive binds to a 'for' construct that must have the 'ordered' clause {}",
            cite("2.6.6")
        ),
    )
    .with_label(for_span, "this 'for' construct has no 'ordered' clause")
}

pub fn ordered_outside_for(span: Span, par_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "an 'ordered' directive must be within the extent of a 'for' construct with the 'ordered' clause {}",
            cite("2.6.6")
        ),
    )
    .with_label(par_span, "it is in this parallel region, outside any 'for' construct")
}

pub fn critical_nested_same_name(span: Span, name: &str, outer: Span) -> Diagnostic {
    let which = if name.is_empty() {
        "unnamed 'critical' directives".to_string()
    } else {
        format!("'critical' directives with the same name '{name}'")
    };
    Diagnostic::error(
        span,
        format!(
            "{which} may not be nested in each other (this would deadlock) {}",
            cite("2.9")
        ),
    )
    .with_label(outer, "the enclosing 'critical' region is here")
}

pub fn private_in_parallel(
    span: Span,
    name: &str,
    clause: ClauseName,
    dir: OmpName,
    why_span: Span,
    why: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is private in the enclosing parallel region, so it may not appear in the '{}' clause of a '{}' directive that binds to it {}",
            clause.as_str(),
            dir.as_str(),
            cite(clause.section())
        ),
    )
    .with_label(why_span, why.to_string())
}

pub fn private_in_orphan_caller(
    span: Span,
    name: &str,
    clause: ClauseName,
    dir: OmpName,
    decl: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is an automatic variable of the function, private in any parallel region that calls it, so it may not appear in the '{}' clause of this orphaned '{}' directive, which binds to that region {}",
            clause.as_str(),
            dir.as_str(),
            cite(clause.section())
        ),
    )
    .with_label(decl, "declared here: make it 'static' or file-scope to share it, or put the directive inside the parallel construct")
}

pub fn reduction_of_parallel_reduction(
    span: Span,
    name: &str,
    clause: ClauseName,
    dir: OmpName,
    why_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is in a 'reduction' clause of the enclosing parallel directive, so it may not appear in the '{}' clause of a '{}' directive that binds to it {}",
            clause.as_str(),
            dir.as_str(),
            cite(clause.section())
        ),
    )
    .with_label(why_span, "the parallel directive's reduction is here")
}

pub fn copyprivate_not_private(span: Span, name: &str, par_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is shared in the enclosing parallel region: a 'copyprivate' variable must be private there {}",
            cite("2.7.2.8")
        ),
    )
    .with_label(par_span, "the parallel region is here")
}

pub fn atomic_form(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the statement of an 'atomic' construct must be 'x binop= expr;', 'x++;', '++x;', 'x--;' or '--x;' with binop one of + * - / & ^ | << >>, or OpenMP 3.1's 'x = x binop expr;' or 'x = expr binop x;' {}",
            cite("2.6.4")
        ),
    )
}

pub fn atomic_expr_uses_x(span: Span, x: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the expression of an 'atomic' update must not reference '{x}', the location it updates {}",
            cite("2.6.4")
        ),
    )
}

pub fn atomic_not_scalar(span: Span, x: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{x}' has type '{ty}': the location of an 'atomic' update must be an lvalue of scalar type {}",
            cite("2.6.4")
        ),
    )
}

pub fn threadprivate_not_declared(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' must be declared before the 'threadprivate' directive, in the same scope {}",
            cite("2.7.1")
        ),
    )
}

pub fn threadprivate_incomplete(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' has an incomplete type at the 'threadprivate' directive: a threadprivate variable's type must be complete there {}",
            cite("2.7.1")
        ),
    )
}

pub fn threadprivate_bad_var(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is not a file-scope variable or a 'static' block-scope variable, so it cannot be 'threadprivate' {}",
            cite("2.7.1")
        ),
    )
}

pub fn threadprivate_used_before(span: Span, name: &str, use_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'threadprivate' directive for '{name}' must lexically precede every reference to it {}",
            cite("2.7.1")
        ),
    )
    .with_label(use_span, "referenced here first")
}

pub fn threadprivate_in_clause(span: Span, name: &str, clause: ClauseName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is threadprivate: it may appear only in 'copyin', 'copyprivate', 'schedule', 'num_threads' and 'if' clauses, not in '{}' {}",
            clause.as_str(),
            cite("2.7.1")
        ),
    )
}

pub fn copyin_not_threadprivate(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is not threadprivate: a 'copyin' variable must be {}",
            cite("2.7.2.7")
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Types
// ------------------------------------------------------------------------------------------

pub fn loop_var_type(span: Span, name: &str, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the iteration variable '{name}' has type '{ty}': it must have an integer type {}",
            cite("2.4.1")
        ),
    )
}

pub fn reduction_type(span: Span, name: &str, ty: &str, op: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' has type '{ty}', which the reduction operator '{op}' cannot reduce: reduction variables are scalars of arithmetic type ('&', '|', '^' integer only) {}",
            cite("2.7.2.6")
        ),
    )
}

pub fn const_var(span: Span, name: &str, clause: ClauseName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is const-qualified: it may not appear in a '{}' clause {}",
            clause.as_str(),
            cite(clause.section())
        ),
    )
}

pub fn incomplete_var(span: Span, name: &str, clause: ClauseName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' has an incomplete type: it may not appear in a '{}' clause {}",
            clause.as_str(),
            cite(clause.section())
        ),
    )
}

pub fn not_a_variable_typed(span: Span, name: &str, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is not a variable: the variable-list of '{what}' takes only variables {}",
            cite(section)
        ),
    )
}

pub fn int_expr(span: Span, what: &str, ty: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{what} must be an integer expression, not '{ty}' {}",
            cite(section)
        ),
    )
}

pub fn scalar_expr(span: Span, ty: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'if' clause needs a scalar expression, not '{ty}' {}",
            cite("2.3")
        ),
    )
}

pub fn not_positive(span: Span, what: &str, value: i128, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{what} must be a positive integer, not {value} {}",
            cite(section)
        ),
    )
}

pub fn default_none(span: Span, name: &str, dir: OmpName, clause: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is not listed in a data-sharing clause of the '{}' directive, which has 'default(none)' {}",
            dir.as_str(),
            cite("2.7.2.5")
        ),
    )
    .with_label(clause, "'default(none)' is here")
}
