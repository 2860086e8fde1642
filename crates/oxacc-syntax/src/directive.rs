//! The only OpenACC/OpenMP knowledge of this crate: which directive names own the following
//! statement (ARCHITECTURE.md, "Directives in the AST").

use crate::ast::DirectiveKind;
use crate::token::{Token, TokenKind};

/// True when a directive with body `tokens` (the tokens after `acc`/`omp`) names a construct
/// with a structured block, so that in statement position it owns the next statement.
///
/// acc: `parallel kernels serial data host_data loop atomic` (which covers the combined
/// `parallel loop`, `kernels loop`, `serial loop` and every `atomic` form);
/// omp: `parallel for sections section single master critical atomic ordered` (covering
/// `parallel for`, `parallel sections`).
pub fn directive_takes_body(kind: DirectiveKind, tokens: &[Token], text: &str) -> bool {
    let Some(first) = tokens.first() else {
        return false;
    };
    if !matches!(first.kind, TokenKind::Ident | TokenKind::Keyword(_)) {
        return false;
    }
    let word = first.text(text);
    match kind {
        DirectiveKind::Acc => matches!(
            word,
            "parallel" | "kernels" | "serial" | "data" | "host_data" | "loop" | "atomic"
        ),
        DirectiveKind::Omp => matches!(
            word,
            "parallel"
                | "for"
                | "sections"
                | "section"
                | "single"
                | "master"
                | "critical"
                | "atomic"
                | "ordered"
        ),
    }
}

/// OpenACC directives that stand alone (no structured block): every other `#pragma acc` name is
/// unknown, and cc ignores it.
const ACC_STANDALONE: &[&str] = &[
    "cache", "enter", "exit", "update", "wait", "init", "shutdown", "set", "routine", "declare",
];

/// OpenMP directives that stand alone: with -fopenmp they are directives of their own (cc and
/// oxacc's OpenMP lowering reject them as a sub-statement), so they never own a statement.
const OMP_STANDALONE: &[&str] = &[
    "barrier",
    "flush",
    "threadprivate",
    "taskwait",
    "taskyield",
    "cancel",
    "cancellation",
    "declare",
    "requires",
    "scan",
    "depobj",
    "error",
];

/// Whether the C compiler ignores the directive: an unknown `#pragma acc` name (oxacc warns),
/// or a `#pragma omp` line that is neither a construct oxacc knows nor a standalone directive
/// (`simd`, `unroll`, ...: ignored without -fopenmp, and unknown to oxacc's OpenMP 2.0). As
/// the sub-statement of a loop or `if`, the statement after it is then the sub-statement.
pub fn directive_ignored_by_cc(kind: DirectiveKind, tokens: &[Token], text: &str) -> bool {
    if directive_takes_body(kind, tokens, text) {
        return false;
    }
    let word = tokens.first().map_or("", |t| t.text(text));
    match kind {
        DirectiveKind::Omp => !OMP_STANDALONE.contains(&word),
        DirectiveKind::Acc => !ACC_STANDALONE.contains(&word),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lexer::lex;

    fn takes(kind: DirectiveKind, body: &str) -> bool {
        let l = lex(body);
        directive_takes_body(kind, &l.tokens[..l.tokens.len() - 1], body)
    }

    #[test]
    fn construct_names() {
        assert!(takes(DirectiveKind::Acc, "parallel loop gang"));
        assert!(takes(DirectiveKind::Acc, "atomic update"));
        assert!(takes(DirectiveKind::Acc, "host_data use_device(a)"));
        assert!(!takes(DirectiveKind::Acc, "update host(a)"));
        assert!(!takes(DirectiveKind::Acc, "enter data copyin(a)"));
        assert!(!takes(DirectiveKind::Acc, "routine seq"));
        assert!(!takes(DirectiveKind::Acc, "wait"));
        assert!(!takes(DirectiveKind::Acc, ""));
        assert!(takes(DirectiveKind::Omp, "for schedule(static)"));
        assert!(!takes(DirectiveKind::Omp, "barrier"));
        assert!(!takes(DirectiveKind::Omp, "threadprivate(x)"));
    }

    fn ignored(kind: DirectiveKind, body: &str) -> bool {
        let l = lex(body);
        directive_ignored_by_cc(kind, &l.tokens[..l.tokens.len() - 1], body)
    }

    #[test]
    fn ignored_by_cc() {
        assert!(ignored(DirectiveKind::Acc, "paralel loop"));
        assert!(ignored(DirectiveKind::Acc, ""));
        assert!(!ignored(DirectiveKind::Acc, "update host(a)"));
        assert!(!ignored(DirectiveKind::Acc, "wait"));
        assert!(!ignored(DirectiveKind::Acc, "parallel"));
        assert!(ignored(DirectiveKind::Omp, "simd"));
        assert!(!ignored(DirectiveKind::Omp, "barrier"));
        assert!(!ignored(DirectiveKind::Omp, "parallel for"));
    }
}
