//! Unit tests of the grammar and of the checks (the UI tests in `tests/omp/ui` cover the
//! rendered messages).

use crate::*;

fn run(src: &str) -> (OmpDirectives, Vec<String>) {
    let text = format!("# 1 \"t.c\"\n{src}");
    let (mut ast, d) = oxacc_syntax::parse(&text);
    assert!(d.is_empty(), "{d:?}");
    let (mut sema, d) = oxacc_sema::analyze(&ast, &text);
    assert!(d.iter().all(|d| !d.is_error()), "{d:?}");
    let (dirs, _, diags) = analyze(&mut ast, &text, &mut sema);
    (dirs, diags.iter().map(|d| d.message.clone()).collect())
}

#[test]
fn clauses_parse() {
    let (dirs, diags) = run(
        "int x, y; void f(int n) {\n#pragma omp parallel for if(n > 1) num_threads(4) private(x), reduction(+: y) schedule(dynamic, 2) ordered\nfor (int i = 0; i < n; i++) {\n#pragma omp ordered\ny += i;\n}\n}\n",
    );
    assert!(diags.is_empty(), "{diags:?}");
    let (_, d) = dirs
        .iter()
        .find(|(_, d)| d.name == OmpName::ParallelFor)
        .expect("one");
    assert_eq!(d.name, OmpName::ParallelFor);
    assert_eq!(d.clauses.len(), 6);
    assert_eq!(d.schedule().map(|s| s.0), Some(ScheduleKind::Dynamic));
}

#[test]
fn errors_are_reported() {
    let (_, diags) = run("void f(int n) {\n#pragma omp single nowait nowait\n{}\n}\n");
    assert!(
        diags.iter().any(|m| m.contains("at most one 'nowait'")),
        "{diags:?}"
    );
    let (_, diags) = run("void f(int n) {\n#pragma omp for\nfor (int i = 0; i != n; i++) ;\n}\n");
    assert!(diags.iter().any(|m| m.contains("canonical")), "{diags:?}");
    let (_, diags) = run("void f(int n) { int x;\n#pragma omp parallel private(x)\n{\n#pragma omp for reduction(+: x)\nfor (int i = 0; i < n; i++) x++;\n}\n}\n");
    assert!(
        diags.iter().any(|m| m.contains("private in the enclosing")),
        "{diags:?}"
    );
}

/// `OmpName::takes_body` and the C parser's `directive_takes_body` agree on every directive.
#[test]
fn takes_body_agrees_with_the_syntax_crate() {
    for line in [
        "parallel",
        "for",
        "sections",
        "section",
        "single",
        "parallel for",
        "parallel sections",
        "master",
        "critical",
        "critical(x)",
        "barrier",
        "atomic",
        "flush",
        "flush(x)",
        "ordered",
        "threadprivate(x)",
    ] {
        let src = format!("int x;\nvoid f(void) {{\n#pragma omp {line}\n;\n}}\n");
        let (mut ast, _) = oxacc_syntax::parse(&src);
        let (dirs, _) = parse_all(&mut ast, &src, &|_, _| false);
        let (h, d) = dirs.iter().next().expect("parsed");
        let node = &ast.directives[h];
        let syntax = oxacc_syntax::directive_takes_body(node.kind, &node.tokens, &src);
        assert_eq!(d.name.takes_body(), syntax, "{line}");
    }
}
