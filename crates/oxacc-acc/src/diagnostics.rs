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
    Diagnostic::error(
        span,
        format!("expected an OpenACC clause, found {found} {}", cite("2.1")),
    )
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
    Diagnostic::error(
        span,
        format!(
            "expected ')' before the end of the directive {}",
            cite("2.1")
        ),
    )
}

pub fn clause_takes_no_args(span: Span, name: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("clause '{name}' takes no arguments {}", cite(section)),
    )
}

pub fn expected_expr(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("expected an expression in {what} {}", cite(section)),
    )
}

pub fn too_many_args(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("{what} takes a single argument {}", cite(section)),
    )
}

pub fn comma_in_condition(span: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{what} takes one condition, which must be an assignment-expression: a comma is not allowed there (parenthesize a comma expression) {}",
            cite("1.6")
        ),
    )
}

pub fn comma_in_subscript(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a subscript in a var-list takes assignment-expressions: a comma is not allowed there (parenthesize a comma expression) {}",
            cite("1.6")
        ),
    )
}

pub fn unbalanced_brackets(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("unbalanced bracket in the var-list {}", cite("2.7.1")),
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

// ------------------------------------------------------------------------------------------
// Checks: clauses
// ------------------------------------------------------------------------------------------

pub fn clause_not_allowed(span: Span, spelled: &str, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "clause '{spelled}' is not allowed on the '{}' directive {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn not_after_device_type(
    span: Span,
    spelled: &str,
    dir: DirectiveName,
    dt: Span,
    section: &str,
    allowed: &[ClauseName],
) -> Diagnostic {
    let d = Diagnostic::error(
        span,
        format!(
            "clause '{spelled}' may not follow a 'device_type' clause on the '{}' directive {}",
            dir.as_str(),
            cite(section)
        ),
    )
    .with_label(dt, "the device_type clause is here");
    if allowed.is_empty() {
        d
    } else {
        d.with_note(format!(
            "only {} may follow 'device_type' here",
            list(allowed)
        ))
    }
}

pub fn duplicate_clause(
    span: Span,
    spelled: &str,
    dir: DirectiveName,
    first: Span,
    section: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "at most one '{spelled}' clause may appear on the '{}' directive {}",
            dir.as_str(),
            cite(section)
        ),
    )
    .with_label(first, "the first one is here")
}

/// A clause that takes one value for the construct given twice (the spec has no rule in
/// words for most of them; gcc: "too many 'collapse' clauses").
pub fn too_many_clauses(
    span: Span,
    spelled: &str,
    dir: DirectiveName,
    first: Span,
    device_specific: bool,
    may_follow_device_type: bool,
) -> Diagnostic {
    let d = Diagnostic::error(
        span,
        format!(
            "too many '{spelled}' clauses on the '{}' directive: it takes one",
            dir.as_str()
        ),
    )
    .with_label(first, "the first one is here");
    if device_specific {
        d.with_note(
            "each device type takes one: the clauses after a 'device_type' clause replace the like-named default clauses for its device types (OpenACC 3.3, 2.4)",
        )
    } else if may_follow_device_type {
        d.with_note(
            "to give device types different values, put each after a 'device_type' clause (OpenACC 3.3, 2.4)",
        )
    } else {
        d
    }
}

/// `tile` and `collapse` on one loop (gcc rejects them; the spec defines the associated loops
/// by each, not by both).
pub fn tile_with_collapse(span: Span, this: &str, other: &str, other_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{this}' may not appear with '{other}' on one loop: each gives the number of loops the directive associates (OpenACC 3.3, 2.9.1, 2.9.8)"
        ),
    )
    .with_label(other_span, format!("'{other}' is here"))
}

pub fn device_type_named_twice(span: Span, name: &str, first: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "device type '{name}' is already named by an earlier 'device_type' clause: a device type has one set of device-specific clauses (OpenACC 3.3, 2.4)"
        ),
    )
    .with_label(first, "named here first")
}

pub fn conflicting_clauses(span: Span, a: &str, b: &str, other: Span, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("clause '{a}' may not appear with '{b}' {}", cite(section)),
    )
    .with_label(other, format!("'{b}' is here"))
}

pub fn missing_required_clause(
    span: Span,
    dir: DirectiveName,
    which: &[ClauseName],
    section: &str,
) -> Diagnostic {
    let names = which
        .iter()
        .map(|c| format!("'{}'", c.as_str()))
        .collect::<Vec<_>>();
    let what = match names.len() {
        0 => "a clause".to_string(),
        1 => format!("a {} clause", names[0]),
        _ => {
            let (last, init) = names
                .split_last()
                .map_or(("", &[][..]), |(l, i)| (l.as_str(), i));
            format!("at least one {} or {} clause", init.join(", "), last)
        }
    };
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive requires {what} {}",
            dir.as_str(),
            cite(section)
        ),
    )
}

pub fn routine_level_count(span: Span, found: usize) -> Diagnostic {
    let msg = if found == 0 {
        "a 'routine' directive requires one of the 'gang', 'worker', 'vector' or 'seq' clauses"
    } else {
        "exactly one of the 'gang', 'worker', 'vector' or 'seq' clauses may appear on a 'routine' directive"
    };
    Diagnostic::error(span, format!("{msg} {}", cite("2.15.1")))
}

pub fn num_gangs_arity(span: Span, dir: DirectiveName, max: usize) -> Diagnostic {
    let what = if max == 1 {
        "exactly one argument".to_string()
    } else {
        "one, two, or three arguments".to_string()
    };
    Diagnostic::error(
        span,
        format!(
            "'num_gangs' on the '{}' construct takes {what} {}",
            dir.as_str(),
            cite("2.5.10")
        ),
    )
}

pub fn reduction_with_multi_num_gangs(span: Span, num_gangs: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a 'reduction' clause may not appear on a 'parallel' construct with a 'num_gangs' clause that has more than one argument {}",
            cite("2.5.4")
        ),
    )
    .with_label(num_gangs, "num_gangs is here")
}

pub fn reduction_member(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the reduction var '{text}' may not be a member of a composite variable {}",
            cite("2.5.15")
        ),
    )
}

pub fn use_device_not_name(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in a 'use_device' clause must be the name of a variable or array {}",
            cite("2.8")
        ),
    )
}

pub fn declare_not_name(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in a 'declare' directive must be a variable or array name {}",
            cite("2.13")
        ),
    )
}

pub fn cache_not_element(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in a 'cache' directive must be a single array element or a simple subarray {}",
            cite("2.10")
        ),
    )
}

pub fn overlapping_sections(span: Span, text: &str, first_text: &str, first: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' and '{first_text}' are sections of one array that share elements, neither inside the other: the clause whose data action runs second finds its section partly present, an acc_error_partly_present {}",
            cite("2.7.3")
        ),
    )
    .with_label(first, "the other section is here")
    .with_note("name one section that covers both, or sections that do not overlap (2.7.1)")
}

pub fn var_in_two_clauses(
    span: Span,
    text: &str,
    first_clause: &str,
    second_clause: &str,
    first: Span,
) -> Diagnostic {
    let msg = if first_clause == second_clause {
        format!("'{text}' appears more than once in '{first_clause}' clauses of one construct")
    } else {
        format!(
            "'{text}' appears in both '{first_clause}' and '{second_clause}' clauses of one construct: its data attribute would be conflicting"
        )
    };
    Diagnostic::error(span, format!("{msg} {}", cite("2.6")))
        .with_label(first, "first appearance is here")
}

/// The same var in two data clauses of one directive whose actions combine into one clause's
/// (2.6 restricts only *predetermined* attributes): accepted, done once as `merged`.
pub fn data_clauses_merged(
    span: Span,
    text: &str,
    first_clause: &str,
    second_clause: &str,
    merged: ClauseName,
    first: Span,
) -> Diagnostic {
    let msg = if first_clause == second_clause {
        format!(
            "'{text}' appears more than once in '{first_clause}' clauses of one construct; it is mapped once"
        )
    } else {
        format!(
            "'{text}' appears in both '{first_clause}' and '{second_clause}' clauses of one construct; it is mapped once, as by '{}({text})'",
            merged.as_str()
        )
    };
    Diagnostic::warning(span, format!("{msg} {}", cite(merged.section())))
        .with_label(first, "first appearance is here")
}

/// The same var in two data clauses whose data actions contradict (2.7.2): `present` (an
/// error if absent, no movement) with `copyin`, `deviceptr` with `copy`, ...
pub fn data_clauses_contradict(
    span: Span,
    text: &str,
    first_clause: &str,
    second_clause: &str,
    first: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' appears in both '{first_clause}' and '{second_clause}' clauses of one construct, whose data actions contradict {}",
            cite("2.7.2")
        ),
    )
    .with_label(first, "first appearance is here")
}

/// 2.6.1: the loop variable of a loop associated with a `loop` construct is predetermined
/// private; 2.6: it "may not appear in a data clause that conflicts with that data attribute".
pub fn loop_var_in_clause(span: Span, name: &str, clause: &str, loop_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is the variable of a loop associated with this construct, which is predetermined private; it may not appear in a '{clause}' clause {}",
            cite("2.6.1")
        ),
    )
    .with_label(loop_span, "the loop is here")
}

pub fn collapse_not_positive(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the argument of 'collapse' must be a constant positive integer {}",
            cite("2.9.1")
        ),
    )
}

pub fn tile_not_positive(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a tile size must be '*' or a constant positive integer {}",
            cite("2.9.8")
        ),
    )
}

pub fn gang_dim_range(span: Span, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'dim' argument of 'gang' must be a constant positive integer with value 1, 2, or 3 {}",
            cite(section)
        ),
    )
}

pub fn routine_gang_arg(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "only a 'dim:' argument is allowed on 'gang' in a 'routine' directive {}",
            cite("2.15.1")
        ),
    )
}

pub fn routine_level_arg(span: Span, clause: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{clause}' takes no argument on a 'routine' directive {}",
            cite("2.15.1")
        ),
    )
}

pub fn modifier_not_on_directive(
    span: Span,
    modifier: &str,
    clause: &str,
    dir: DirectiveName,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "modifier '{modifier}' is not allowed on '{clause}' on the '{}' directive {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Checks: context and nesting
// ------------------------------------------------------------------------------------------

pub fn loop_needs_for(span: Span, dir: DirectiveName) -> Diagnostic {
    let section = if dir.is_combined() { "2.11" } else { "2.9" };
    Diagnostic::error(
        span,
        format!(
            "the '{}' construct must be followed by a 'for' loop {}",
            dir.as_str(),
            cite(section)
        ),
    )
}

/// `stop`: where the nest of associated loops ends (the intervening code or loop body that is
/// not the next loop).
pub fn not_enough_loops(
    span: Span,
    clause: &str,
    wanted: u64,
    found: u64,
    tightly: bool,
    stop: Option<Span>,
) -> Diagnostic {
    let nested = if tightly { "tightly nested" } else { "nested" };
    let section = if clause == "tile" { "2.9.8" } else { "2.9.1" };
    let d = Diagnostic::error(
        span,
        format!(
            "'{clause}' needs {wanted} {nested} loops but only {found} follow {}",
            cite(section)
        ),
    );
    match stop {
        Some(at) => d.with_label(at, "the nest of associated loops stops here"),
        None => d,
    }
}

/// An OpenACC (or OpenMP) directive between the loops a `collapse`/`tile` clause associates:
/// on an inner associated loop (`on_loop`) or in intervening code.
pub fn directive_in_nest(at: Span, clause: &str, clause_span: Span, on_loop: bool) -> Diagnostic {
    let msg = match (on_loop, clause) {
        (true, "tile") => format!(
            "this loop is associated with the enclosing 'tile' clause and cannot have a directive of its own: 'tile' must be immediately followed by tightly-nested loops {}",
            cite("2.9.8")
        ),
        (true, _) => format!(
            "this loop is associated with the enclosing '{clause}' clause and cannot have a directive of its own: the iterations of all the associated loops are scheduled by that construct's clauses {}",
            cite("2.9.1")
        ),
        (false, "tile") => format!(
            "directive between the loops associated by 'tile': they must be tightly nested {}",
            cite("2.9.8")
        ),
        (false, _) => format!(
            "directive between the loops associated by '{clause}': intervening code must not contain other OpenACC directives {}",
            cite("2.9.1")
        ),
    };
    Diagnostic::error(at, msg).with_label(clause_span, format!("'{clause}' given here"))
}

/// Intervening code of associated loop `level` (1-based) that contains another loop.
pub fn second_loop_in_nest(at: Span, clause_span: Span, level: usize) -> Diagnostic {
    Diagnostic::error(
        at,
        format!(
            "a second loop in associated loop {level} of 'collapse': each associated loop, except the innermost, must contain exactly one loop or loop nest {}",
            cite("2.9.1")
        ),
    )
    .with_label(clause_span, "'collapse' given here")
}

/// The diagnostic for a nest that is not what `clause` (`collapse` or `tile`) asks for.
pub fn nest_error(
    e: &crate::nest::NestError,
    clause: &str,
    clause_span: Span,
    wanted: u64,
    tightly: bool,
) -> Diagnostic {
    use crate::nest::NestError;
    match e {
        NestError::TooFew { found, at } => {
            not_enough_loops(clause_span, clause, wanted, *found as u64, tightly, *at)
        }
        NestError::Directive { at, on_loop } => {
            directive_in_nest(*at, clause, clause_span, *on_loop)
        }
        NestError::SecondLoop { level, at } => second_loop_in_nest(*at, clause_span, level + 1),
    }
}

pub fn nested_compute(
    span: Span,
    inner: DirectiveName,
    outer: DirectiveName,
    outer_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a '{}' construct inside a '{}' region is not supported: oxacc does not implement nested parallelism (OpenACC 3.3, 2.5)",
            inner.as_str(),
            outer.as_str()
        ),
    )
    .with_label(outer_span, "the enclosing compute construct is here")
}

/// A host-only data directive in a function with a `routine` directive: its device version
/// leaves it out.
pub fn host_directive_in_routine(span: Span, inner: DirectiveName) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "the '{}' directive in a function with a 'routine' directive acts only when the function is called on the host: the function's device version (called in compute regions) skips it, as its actions run on the host only (OpenACC 3.3, 2.5, 2.15.1)",
            inner.as_str()
        ),
    )
}

/// An executable data directive (`update`, `enter data`, `exit data`, `wait`) lexically inside a
/// compute construct: each is executed by the local thread on the host (2.6.6, 2.14.4, 2.16.3);
/// in device code it would have no thread to run it. Rejected rather than dropped (nvc
/// rejects them too), so a user's `update self(a)` inside a kernel never silently does nothing.
pub fn host_directive_in_compute(
    span: Span,
    inner: DirectiveName,
    outer: DirectiveName,
    outer_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{} '{}' directive may not appear inside a '{}' region: it runs on the host, before or after the compute construct (OpenACC 3.3, 2.5)",
            if inner.as_str().starts_with(['e', 'i', 'u']) {
                "an"
            } else {
                "a"
            },
            inner.as_str(),
            outer.as_str()
        ),
    )
    .with_label(outer_span, "the enclosing compute construct is here")
}

pub fn branch_out_of_compute(
    span: Span,
    what: &str,
    dir: DirectiveName,
    dir_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{what}' branches out of the '{}' construct: a program may not branch into or out of a compute construct {}",
            dir.as_str(),
            cite("2.5.4")
        ),
    )
    .with_label(dir_span, "the compute construct is here")
}

pub fn branch_into_compute(span: Span, label: &str, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'goto {label}' branches into a compute construct: a program may not branch into or out of a compute construct {}",
            cite("2.5.4")
        ),
    )
    .with_label(dir_span, "the compute construct is here")
}

pub fn case_into_construct(
    span: Span,
    label: &str,
    dir: DirectiveName,
    dir_span: Span,
) -> Diagnostic {
    let (why, section) = if dir.is_compute() {
        (
            "a program may not branch into or out of a compute construct",
            "2.5.4",
        )
    } else {
        (
            "a branch into a loop whose iterations the construct divides among its threads",
            "2.9",
        )
    };
    Diagnostic::error(
        span,
        format!(
            "'{label}' label inside the '{}' construct belongs to a 'switch' outside it: {why} {}",
            dir.as_str(),
            cite(section)
        ),
    )
    .with_label(dir_span, "the construct is here")
}

pub fn loop_reduction_not_visible(
    span: Span,
    name: &str,
    parent: DirectiveName,
    parent_span: Span,
) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "the reduction variable '{name}' must also appear in a data clause, or in a firstprivate, private or reduction clause, of the enclosing '{}' construct {}",
            parent.as_str(),
            cite("2.6.2")
        ),
    )
    .with_label(parent_span, "the compute construct is here")
    .with_note(format!(
        "oxacc treats '{name}' as if it appeared in 'copy({name})' (as nvc does), so the result reaches the host; a compiler that makes it firstprivate loses it: add 'copy({name})' there to be portable"
    ))
}

pub fn not_at_file_scope(span: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive may not appear outside a function: only 'routine' and 'declare' may appear at file scope {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn nested_reduction_op(
    span: Span,
    name: &str,
    op: &str,
    outer: &str,
    outer_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' is reduced with '{op}' here but with '{outer}' on an enclosing construct: reduction clauses on nested constructs for the same var must have the same operator {}",
            cite("2.9.11")
        ),
    )
    .with_label(outer_span, format!("the '{outer}' reduction is here"))
}

pub fn orphaned_reduction_shared(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' in a 'reduction' clause of an orphaned loop must be private, not a global variable {}",
            cite("2.9.11")
        ),
    )
}

pub fn orphaned_gang_reduction(span: Span, gang: Span) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "a 'reduction' on an orphaned 'gang' loop: the reduction variable is private to each gang that calls the routine and gangs do not synchronize, so oxacc does not divide this loop among the gangs: every gang runs all its iterations and gets the whole reduction (other side effects of its body happen once per gang; OpenACC 2.5 disallowed such a reduction, gcc rejects it) {}",
            cite("2.9.11, 2.15.1")
        ),
    )
    .with_label(gang, "the 'gang' clause is here")
}

pub fn orphaned_loop(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "an orphaned 'loop' construct (outside any compute construct) may appear only in a function with a 'routine' directive {}",
            cite("2.9, 2.15.1")
        ),
    )
}

pub fn cache_outside_loop(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'cache' directive must appear at the top of (inside of) a loop {}",
            cite("2.10")
        ),
    )
}

pub fn cache_outside_compute(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'cache' directive must be inside a loop of a compute region or of an accelerator routine {}",
            cite("2.10")
        ),
    )
}

pub fn host_only_directive(span: Span, dir: DirectiveName, region: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the '{}' directive may only appear in code executed on the host, not in {region} {}",
            dir.as_str(),
            cite(dir.section())
        ),
    )
}

pub fn executable_as_substatement(span: Span, dir: DirectiveName, parent: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the executable '{}' directive must not appear in place of the statement following {parent} {}",
            dir.as_str(),
            cite("2.14.4")
        ),
    )
    .with_note("enclose the directive in braces")
}

pub fn loop_level_nesting(
    span: Span,
    inner: &str,
    outer: &str,
    outer_span: Span,
    section: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a loop with '{inner}' may not appear inside the region of a loop with '{outer}' {}",
            cite(section)
        ),
    )
    .with_label(outer_span, format!("the '{outer}' loop is here"))
}

/// `parent`: the loop's parent compute construct, `None` for an orphaned loop (2.9.2 forbids
/// `num` there as in a `parallel` construct; naming a `parallel` construct that is not there
/// misled).
pub fn gang_arg_in_parent(span: Span, arg: &str, parent: Option<DirectiveName>) -> Diagnostic {
    let place = match parent {
        Some(p) => format!("a loop in a '{}' construct", p.as_str()),
        None => "an orphaned loop".to_string(),
    };
    Diagnostic::error(
        span,
        format!(
            "the '{arg}' argument of 'gang' is not allowed on {place} {}",
            cite("2.9.2")
        ),
    )
}

pub fn worker_arg_in_parallel(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'worker' takes no argument on a loop in a 'parallel' or 'serial' construct or an orphaned loop {}",
            cite("2.9.3")
        ),
    )
}

pub fn vector_arg_in_parallel(span: Span, vector_length: Option<Span>) -> Diagnostic {
    let what = "'vector' takes no argument on a loop in a 'parallel' or 'serial' construct or an orphaned loop";
    match vector_length {
        Some(at) => Diagnostic::warning(
            span,
            format!(
                "{what}: the argument is ignored, the construct's vector_length clause sets the length {}",
                cite("2.9.4")
            ),
        )
        .with_label(at, "the length is set here"),
        None => Diagnostic::warning(
            span,
            format!(
                "{what}: oxacc takes it as the construct's vector length (as nvc does); put vector_length on the construct instead {}",
                cite("2.9.4")
            ),
        ),
    }
}

pub fn level_arg_with_kernels_clause(
    span: Span,
    clause: &str,
    kernels_clause: &str,
    at: Span,
    section: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "an argument to '{clause}' is allowed only when '{kernels_clause}' does not appear on the 'kernels' construct {}",
            cite(section)
        ),
    )
    .with_label(at, format!("'{kernels_clause}' is here"))
}

pub fn bad_atomic_statement(span: Span, kind: &str, forms: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the statement after 'atomic {kind}' must have the form {forms} {}",
            cite("2.12")
        ),
    )
}

pub fn routine_name_not_found(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' in 'routine({name})' does not name a function declared before the directive {}",
            cite("2.15.1, A.3.4")
        ),
    )
}

pub fn routine_name_not_function(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' in 'routine({name})' is not a function {}",
            cite("2.15.1")
        ),
    )
}

pub fn routine_not_before_function(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a 'routine' directive without a name must be followed by a function declaration or definition {}",
            cite("2.15.1")
        ),
    )
}

pub fn routine_after_definition(span: Span, name: &str, def: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the 'routine' directive for '{name}' must come before the definition of '{name}': a definition must appear within the scope of its routine directive {}",
            cite("2.15.1")
        ),
    )
    .with_label(def, format!("'{name}' is defined here"))
}

/// A warning, not gcc's error: the program is nonconforming, but the later directive says what
/// device code the function has, and oxacc compiles the use against it, as nvc does; an error
/// would stop nvc users' builds for a portability matter.
pub fn routine_after_use(span: Span, name: &str, routine: Span) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "'{name}' is used in device code before the 'routine' directive that applies to it: a use must appear within the scope of its routine directive, which begins at the directive {}; oxacc applies the later directive (gcc rejects this): move the directive before the use",
            cite("2.15.1")
        ),
    )
    .with_label(routine, format!("the 'routine' directive for '{name}' is here"))
}

pub fn static_in_routine(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "function static variables are not supported in a function to which a 'routine' directive applies {}",
            cite("2.15.1")
        ),
    )
}

pub fn loop_form(span: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop of a '{}' construct without 'seq' needs a condition and an increment: its trip count must be computable when the loop starts {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

/// A loop without `seq` whose test steps its variable in a form oxacc does not rewrite into
/// a canonical loop (oxacc-lower's `testform.rs` lists those it does).
pub fn loop_test_steps(span: Span, at: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop of a '{}' construct without 'seq' steps its variable in its test in a form oxacc does not support yet: its trip count must be computable when the loop starts {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
    .with_label(at, "the test steps the variable here")
    .with_note(
        "oxacc supports 'v-- > lo', 'v-- >= lo', '--v > lo', '--v >= lo', '--v != lo' (and the '++' forms with '<', '<='), 'v--', '--v' and 'v-- != c' for a constant c from 0 to 127, with a bound that does not use 'v', on a variable of an integer type of int's rank or more (any integer type for '--v'), or a pointer for the compared forms",
    )
}

pub fn loop_variable_type(span: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop variable of a '{}' construct without 'seq' must have integer or pointer type {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

pub fn declare_scope(span: Span, name: &str, decl: Option<Span>) -> Diagnostic {
    let d = Diagnostic::error(
        span,
        format!(
            "a 'declare' directive must be in the same scope as the declaration of '{name}' {}",
            cite("2.13")
        ),
    );
    match decl {
        Some(s) => d.with_label(s, format!("'{name}' is declared here")),
        None => d,
    }
}

pub fn declare_global_clause(span: Span, clause: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "at file scope only 'create', 'copyin', 'deviceptr', 'device_resident' and 'link' clauses are allowed on 'declare', not '{clause}' {}",
            cite("2.13")
        ),
    )
}

pub fn declare_extern_clause(span: Span, name: &str, clause: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the extern variable '{name}' may only appear in 'create', 'copyin', 'deviceptr', 'device_resident' and 'link' clauses of 'declare', not '{clause}' {}",
            cite("2.13")
        ),
    )
}

pub fn declare_link_scope(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'link' must appear at file scope or name extern variables, and '{name}' is neither {}",
            cite("2.13")
        ),
    )
}

pub fn declare_twice(span: Span, name: &str, first: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{name}' may appear at most once in all the clauses of 'declare' directives of a function or file {}",
            cite("2.13")
        ),
    )
    .with_label(first, "first appearance is here")
}

// ------------------------------------------------------------------------------------------
// Checks that need types
// ------------------------------------------------------------------------------------------

/// NVIDIA's wording ("Cannot determine bounds for array"), as the PGI tutorial shows it; the
/// data lowering words its run-time check the same way.
pub fn unknown_bounds(span: Span, name: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("cannot determine bounds for array {name} {}", cite("2.7.1")),
    )
    .with_note("give the length of each dynamically allocated dimension: 'a[lower:length]'")
}

pub fn non_contiguous(span: Span, text: &str, dim: usize) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "subarray '{text}' is not contiguous: dimension {dim} of a statically-sized array must specify its whole extent {}",
            cite("2.7.1")
        ),
    )
}

/// A subscript reaching elements that have no size (see `typed::UnsizedElement`).
pub fn unsized_elements(
    span: Span,
    text: &str,
    u: &crate::typed::UnsizedElement,
    section: &str,
) -> Diagnostic {
    use crate::typed::UnsizedKind;
    let ty = &u.ty;
    let what = match u.kind {
        UnsizedKind::Void => format!("its elements have type '{ty}', which has no size"),
        UnsizedKind::Incomplete => {
            format!("its elements have incomplete type '{ty}', whose size is unknown here")
        }
        UnsizedKind::Function => format!("its elements would be functions of type '{ty}'"),
    };
    let cited = if matches!(section, "2.7" | "2.7.1") {
        cite("2.7.1")
    } else {
        format!("(OpenACC 3.3, 2.7.1, {section})")
    };
    Diagnostic::error(
        span,
        format!(
            "'{text}' cannot be a subarray or array element: {what}; a subscript needs a pointer to a complete object type {cited}"
        ),
    )
}

pub fn subscript_on_non_array(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' has more subscripts than its type has array or pointer dimensions {}",
            cite("2.7.1")
        ),
    )
}

pub fn not_a_pointer(span: Span, text: &str, clause: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in a '{clause}' clause must be a pointer {}",
            cite(section)
        ),
    )
}

pub fn deviceptr_not_a_variable(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in a 'deviceptr' clause must be a pointer variable, not a member, an \
             element or a subarray: copy the pointer into a local variable and name that {}",
            cite("2.7.4")
        ),
    )
}

pub fn reduction_type(span: Span, text: &str, op: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the type of '{text}' is not supported by the '{op}' reduction operator {}",
            cite("2.5.15")
        ),
    )
}

pub fn reduction_read_only(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' cannot be a reduction variable: it is const-qualified (or has a const member), and the reduction assigns it the combined value at the end of the region {}",
            cite("2.5.15")
        ),
    )
}

pub fn copy_back_to_const(span: Span, text: &str, clause: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' is const-qualified: the '{clause}' clause would copy the device's values back into it, and a const object may not be modified (C11 6.7.3); use 'copyin' or 'update device' for read-only data {}",
            cite(section)
        ),
    )
}

pub fn copy_of_const(span: Span, text: &str, section: &str) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "'{text}' is const-qualified: the 'copy' clause copies it to the device but not back (a const object may not be modified, C11 6.7.3), as 'copyin' would {}",
            cite(section)
        ),
    )
}

pub fn condition_not_scalar(span: Span, clause: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the condition of the '{clause}' clause must evaluate to a scalar value {}",
            cite(section)
        ),
    )
}

/// `what` names the argument: "the argument of 'num_gangs'", "the 'static' argument of
/// 'gang'", "the lower bound '1e1' of 'a[1e1:n]'".
pub fn not_int_expr(span: Span, what: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!("{what} must be an integer expression {}", cite(section)),
    )
}

/// What a var in a var-list designates when it is not a variable, array element, subarray or
/// member (1.6 "var"): a function, an enumeration constant, or another value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAVar {
    Function,
    Enumerator,
    Value,
}

pub fn not_a_var(span: Span, text: &str, what: NotAVar, clause: &str, section: &str) -> Diagnostic {
    let is = match what {
        NotAVar::Function => "is a function",
        NotAVar::Enumerator => "is an enumeration constant",
        NotAVar::Value => "is not an lvalue",
    };
    Diagnostic::error(
        span,
        format!(
            "'{text}' {is}, but the vars of '{clause}' must be variables, array elements, subarrays or composite members {}",
            cite(section)
        ),
    )
}

/// A bit-field or a `register` variable has no address, and every data clause names storage by
/// its address (2.7.1: the clause's actions are on the var's bytes).
pub fn var_without_address(
    span: Span,
    text: &str,
    bitfield: bool,
    member: bool,
    clause: &str,
) -> Diagnostic {
    let is = match (bitfield, member) {
        (true, _) => "a bit-field",
        (false, false) => "a 'register' variable",
        (false, true) => "part of a 'register' variable",
    };
    Diagnostic::error(
        span,
        format!(
            "'{text}' is {is}, which has no address: '{clause}' cannot act on it {}",
            cite("2.7.1")
        ),
    )
}

// ------------------------------------------------------------------------------------------
// Loop form, reductions on gang loops, routine levels, atomic operands
// ------------------------------------------------------------------------------------------

pub fn loop_reduction_with_gang_dim(span: Span, gang: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a 'reduction' clause may not appear on a loop directive that has a 'gang' clause with a 'dim:' argument greater than 1 {}",
            cite("2.9.11")
        ),
    )
    .with_label(gang, "the gang clause is here")
}

pub fn loop_reduction_with_multi_num_gangs(span: Span, gang: Span, num_gangs: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "a 'reduction' clause may not appear on a loop directive that has a 'gang' clause inside a compute construct whose 'num_gangs' clause has more than one argument {}",
            cite("2.9.11")
        ),
    )
    .with_label(gang, "the gang clause is here")
    .with_label(num_gangs, "num_gangs is here")
}

pub fn routine_level_loop(
    span: Span,
    loop_level: &str,
    routine_level: &str,
    routine: Span,
) -> Diagnostic {
    let forbidden = routine_forbids(routine_level);
    Diagnostic::error(
        span,
        format!(
            "a '{loop_level}' loop may not appear in a function with a 'routine {routine_level}' directive: such a procedure does not contain {forbidden} {}",
            cite("2.15.1")
        ),
    )
    .with_label(routine, "the routine's level is given here")
}

/// A second `routine` directive for a procedure with another level than the first (2.15.1).
pub fn routine_conflict(
    span: Span,
    name: &str,
    level: &str,
    first_level: &str,
    first: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{level}' conflicts with an earlier 'routine {first_level}' directive for '{name}': a procedure has exactly one of the gang, worker, vector or seq levels {}",
            cite("2.15.1")
        ),
    )
    .with_label(first, format!("'{name}' is given level '{first_level}' here"))
}

/// Two `bind` clauses for one procedure naming different functions (2.15.1).
pub fn routine_bind_conflict(
    span: Span,
    name: &str,
    bind: &str,
    first_bind: &str,
    first: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'bind({bind})' for '{name}' differs from an earlier 'bind({first_bind})': the bind clauses of a procedure's declaration and definition must bind to the same name {}",
            cite("2.15.1")
        ),
    )
    .with_label(first, "the earlier bind clause")
}

/// `nohost` on one `routine` directive of a procedure and not on another (gcc rejects it).
pub fn routine_nohost_conflict(span: Span, name: &str, this_has: bool, first: Span) -> Diagnostic {
    let (this, earlier) = if this_has {
        ("has a 'nohost' clause", "has none")
    } else {
        ("has no 'nohost' clause", "has one")
    };
    Diagnostic::error(
        span,
        format!(
            "this 'routine' directive for '{name}' {this}, but an earlier one {earlier}: whether a host version of '{name}' is compiled cannot differ between its directives {}",
            cite("2.15.1")
        ),
    )
    .with_label(first, "the earlier directive")
}

/// A call of a `nohost` routine outside compute constructs in a procedure without `nohost`
/// (2.15.1).
pub fn nohost_call_on_host(span: Span, name: &str, caller: &str, nohost: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "call to '{name}', which has a 'nohost' clause, outside compute constructs in '{caller}', which has none: a 'nohost' procedure has no host version, so only a procedure with a 'nohost' clause may call it there {}",
            cite("2.15.1")
        ),
    )
    .with_label(nohost, format!("'{name}' is given 'nohost' here"))
}

/// A call of a `nohost` routine in a compute construct, which oxacc also compiles for the host
/// (2.15.1).
pub fn nohost_call_in_compute(span: Span, name: &str, nohost: Span) -> Diagnostic {
    Diagnostic::warning(
        span,
        format!(
            "call to '{name}', which has a 'nohost' clause, in a compute construct that oxacc also compiles for the host: such a call must not appear there {}; oxacc's host version of the construct (ACC_DEVICE_TYPE=host, -acc=multicore) calls a host version of '{name}' compiled despite 'nohost'",
            cite("2.15.1")
        ),
    )
    .with_label(nohost, format!("'{name}' is given 'nohost' here"))
    .with_note(format!(
        "to keep '{name}' device-only, call a host function whose 'routine' directive has 'bind({name})' instead (the example of 2.15.1)"
    ))
}

/// What a procedure of a routine level does not contain nor call (2.15.1).
fn routine_forbids(routine_level: &str) -> &'static str {
    match routine_level {
        "seq" => "a loop with a gang, worker or vector clause",
        "vector" => "a loop with a gang or worker clause",
        "worker" => "a loop with a gang clause",
        _ => "a loop with a gang clause of a higher dimension",
    }
}

/// A call to a routine inside a loop partitioned at a level the routine's own parallelism
/// needs (2.15.1; gcc: "routine call uses same OpenACC parallelism as containing loop").
///
/// `dim` is a gang routine's dimension when above 1: such a routine may be called inside a
/// loop with a gang clause of a higher dimension ("in gang-redundant mode in all dimensions d
/// and lower").
pub fn routine_call_in_loop(
    span: Span,
    name: &str,
    (level, dim, mode, level_span): (&str, Option<u128>, &str, Span),
    loop_level: &str,
    loop_span: Span,
) -> Diagnostic {
    let outside = match (level, dim) {
        ("gang", Some(d)) => format!(
            "a loop with a gang clause of dimension {d} or lower, nor inside one with a worker or vector clause"
        ),
        ("gang", None) => "a loop with a gang, worker or vector clause".to_string(),
        ("worker", _) => "a loop with a worker or vector clause".to_string(),
        _ => "a loop with a vector clause".to_string(),
    };
    let level = match dim {
        Some(d) => format!("{level}(dim:{d})"),
        None => level.to_string(),
    };
    Diagnostic::error(
        span,
        format!(
            "call to '{name}', a 'routine {level}' procedure, inside a '{loop_level}' loop: a call to it must be executed in {mode} mode, not inside {outside} {}",
            cite("2.15.1")
        ),
    )
    .with_label(loop_span, format!("the containing loop's '{loop_level}' clause"))
    .with_label(level_span, format!("'{name}' is given level '{level}' here"))
}

/// A routine calling a routine of a coarser level (2.15.1; gcc: "routine call uses OpenACC
/// parallelism disallowed by containing routine").
pub fn routine_call_from_routine(
    span: Span,
    name: &str,
    (level, level_span): (&str, Span),
    caller_level: &str,
    caller_span: Span,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "call to '{name}', a 'routine {level}' procedure, in a function with a 'routine {caller_level}' directive: such a procedure does not contain nor call one that contains {} {}",
            routine_forbids(caller_level),
            cite("2.15.1")
        ),
    )
    .with_label(caller_span, "the calling routine's level is given here")
    .with_label(level_span, format!("'{name}' is given level '{level}' here"))
}

pub fn loop_exit(span: Span, what: &str, dir: DirectiveName, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{what}' leaves the loop of a '{}' construct without 'seq': its trip count must be computable when the loop starts {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
    .with_label(dir_span, "the loop construct is here")
}

pub fn loop_var_modified(span: Span, var: &str, dir: DirectiveName, dir_span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop variable '{var}' of a '{}' construct without 'seq' is modified in the loop: it must change only in the loop's increment, so that the trip count is computable when the loop starts {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
    .with_label(dir_span, "the loop construct is here")
}

pub fn loop_step_zero(span: Span, var: &str, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the increment of the loop of a '{}' construct without 'seq' does not change '{var}': the loop variable must monotonically increase or decrease {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

pub fn loop_ne_steps_over(
    span: Span,
    var: &str,
    dir: DirectiveName,
    from: i128,
    to: i128,
    by: i128,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop variable '{var}' steps over the bound of its '!=' test: from {from} by {by}, it passes {to} without reaching it (the step does not divide the distance); the loop variable of a '{}' construct without 'seq' must move monotonically towards its termination condition (use '<', '<=', '>' or '>=') {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

pub fn loop_wrong_direction(span: Span, var: &str, dir: DirectiveName, up: bool) -> Diagnostic {
    let (moves, needs) = if up {
        ("decreases", "increase")
    } else {
        ("increases", "decrease")
    };
    Diagnostic::error(
        span,
        format!(
            "the loop variable '{var}' {moves}, but the loop's condition needs it to {needs}: the loop variable of a '{}' construct without 'seq' must move in the direction of its termination condition {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

pub fn loop_float_ne(span: Span, dir: DirectiveName) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the loop of a '{}' construct tests '!=' against a bound of floating type: not supported yet by oxacc (use '<', '<=', '>' or '>=') {}",
            dir.as_str(),
            cite("2.9")
        ),
    )
}

pub fn subarray_negative_length(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the length of subarray '{text}' is negative: 'a[lower:length]' means the 'length' elements from a[lower] {}",
            cite("2.7.1")
        ),
    )
}

pub fn subarray_out_of_bounds(
    span: Span,
    text: &str,
    level: usize,
    lo: i128,
    len: i128,
    extent: i128,
) -> Diagnostic {
    let dim = if level == 0 {
        String::new()
    } else {
        format!(" in dimension {}", level + 1)
    };
    let what = if len == 0 {
        format!("no elements, starting at element {lo}")
    } else if len == 1 && lo >= 0 {
        format!("element {lo}")
    } else {
        format!("elements {lo} to {}", lo + len - 1)
    };
    Diagnostic::error(
        span,
        format!(
            "'{text}' names {what}{dim}, outside the array's {extent} elements {}",
            cite("2.7.1")
        ),
    )
}

pub fn num_gangs_not_positive(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "an argument of 'num_gangs' must be at least 1: the total number of gangs must be at least 1 {}",
            cite("2.5.10")
        ),
    )
}

pub fn num_gangs_total_too_large(span: Span) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the total number of gangs, the product of the arguments of 'num_gangs', is more than {} {}",
            i32::MAX,
            cite("2.5.10")
        ),
    )
}

/// `num_workers` / `vector_length` (2.5.11, 2.5.12) below 1.
pub fn size_arg_not_positive(span: Span, clause: &str, section: &str) -> Diagnostic {
    let what = if clause == "num_workers" {
        "the number of workers of each gang"
    } else {
        "the number of vector lanes of each worker"
    };
    Diagnostic::error(
        span,
        format!(
            "the argument of '{clause}' must be at least 1: it is {what} {}",
            cite(section)
        ),
    )
}

/// A constant argument of a loop's `gang(num:)`, `gang(static:)`, `worker(num:)` or
/// `vector(length:)` below 1 (2.9.2-2.9.4): a count of gangs, workers or lanes, or a chunk size.
pub fn loop_size_arg_not_positive(
    span: Span,
    what: &str,
    meaning: &str,
    section: &str,
) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "{what} must be at least 1: it is {meaning} {}",
            cite(section)
        ),
    )
}

/// A constant async-argument that is none of the valid values (2.16.1).
pub fn invalid_async_arg(span: Span, clause: &str, value: i128) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the argument of '{clause}' is {value}, which is not an async-argument: it must be a nonnegative queue number, acc_async_noval or acc_async_sync {}",
            cite("2.16.1")
        ),
    )
}

/// A `num_gangs` / `num_workers` / `vector_length` argument that is no int.
pub fn size_arg_too_large(span: Span, clause: &str, section: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "the argument of '{clause}' is more than {}: it must be an int-expr {}",
            i32::MAX,
            cite(section)
        ),
    )
}

pub fn atomic_access(span: Span, name: &str, of_v: bool) -> Diagnostic {
    let rule = if of_v {
        "neither x nor expr may access the storage location of v"
    } else {
        "neither v nor expr may access the storage location of x"
    };
    Diagnostic::error(
        span,
        format!(
            "this access to '{name}' is not allowed in an 'atomic' construct: {rule} {}",
            cite("2.12")
        ),
    )
}

pub fn atomic_not_scalar(span: Span, text: &str) -> Diagnostic {
    Diagnostic::error(
        span,
        format!(
            "'{text}' in an 'atomic' construct must have scalar type (arithmetic or pointer) {}",
            cite("2.12")
        ),
    )
}
