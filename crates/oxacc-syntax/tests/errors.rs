//! Parse-error UI tests: each input with its exact rendered diagnostics (gcc/clang style).
//! One data-driven `check` function; update an expectation only when the new text is better.

use oxacc_syntax::{parse, render, SourceMap};

fn check(src: &str, expected: &str) {
    let text = format!("# 1 \"t.c\"\n{src}");
    let (_, diags) = parse(&text);
    let got = render(&diags, &SourceMap::new(&text), &text);
    assert_eq!(
        got, expected,
        "\n--- got ---\n{got}--- expected ---\n{expected}"
    );
}

#[test]
fn missing_semicolon_after_expression() {
    check(
        "void f(int x) {\n  x = 1\n  x = 2;\n}\n",
        "t.c:2:8: error: expected ';' after expression\n  x = 1\n       ^\n",
    );
}

#[test]
fn missing_expression() {
    check(
        "int f(void) { return 1 + ; }\n",
        "t.c:1:26: error: expected expression\nint f(void) { return 1 + ; }\n                         ^\n",
    );
}

#[test]
fn several_errors_in_one_run() {
    check(
        "void f(int x) {\n  x = ;\n  if x) x++;\n  x = (1 + 2;\n  return x\n}\nint y\n",
        "t.c:2:7: error: expected expression\n  x = ;\n      ^\n\
         t.c:3:6: error: expected '(' after 'if'\n  if x) x++;\n     ^\n\
         t.c:4:13: error: expected ')'\n  x = (1 + 2;\n            ^\n\
         t.c:5:11: error: expected ';' after return statement\n  return x\n          ^\n\
         t.c:7:6: error: expected ';' after top level declarator\nint y\n     ^\n",
    );
}

#[test]
fn missing_closing_brace_points_at_opening_one() {
    check(
        "void f(void) {\n  int x;\n",
        "t.c:3:1: error: expected '}'\n\n^\nt.c:1:14: note: to match this '{'\nvoid f(void) {\n             ^\n",
    );
}

#[test]
fn unknown_type_name() {
    check(
        "size_t n;\n",
        "t.c:1:1: error: unknown type name 'size_t'\nsize_t n;\n^~~~~~\n",
    );
}

#[test]
fn bad_characters_and_literals() {
    check(
        "int x = 1 @ 2;\nint y = 08;\nchar *s = \"abc;\n",
        "t.c:1:10: error: expected ';' after top level declarator\nint x = 1 @ 2;\n         ^\n\
         t.c:1:11: error: stray '@' in program\nint x = 1 @ 2;\n          ^\n\
         t.c:2:9: error: invalid digit \"8\" in octal constant\nint y = 08;\n        ^~\n\
         t.c:3:11: error: missing terminating \" character\nchar *s = \"abc;\n          ^~~~~\n\
         t.c:3:16: error: expected ';' after top level declarator\nchar *s = \"abc;\n               ^\n",
    );
}

#[test]
fn struct_and_declarator_errors() {
    check(
        "struct S { int a int b; };\nint *;\n",
        "t.c:1:17: error: expected ';' at end of declaration list\nstruct S { int a int b; };\n                ^\n\
         t.c:2:6: error: expected identifier or '('\nint *;\n     ^\n",
    );
}

#[test]
fn directive_without_statement() {
    check(
        "void f(void) {\n#pragma acc parallel\n}\n",
        "t.c:2:1: error: expected a statement after '#pragma acc' directive\n#pragma acc parallel\n^~~~~~~~~~~~~~~~~~~~\n",
    );
}

#[test]
fn stray_closing_brace_and_else() {
    check(
        "}\nvoid f(int x) { else x++; }\n",
        "t.c:1:1: error: extraneous closing brace ('}')\n}\n^\n\
         t.c:2:17: error: expected expression\nvoid f(int x) { else x++; }\n                ^~~~\n",
    );
}

#[test]
fn common_mistakes_each_reported_once() {
    check(
        "int g(int, int);\nvoid f(int x, int *a) {\n    g(x, 1;\n    a[1 = 2;\n    int y = 1 int z = 2;\n    for (x = 0; x < 3 x++) ;\n    while (x { x--; }\n    itn w;\n    struct S s\n    x = x + ;\n}\n",
        "t.c:3:11: error: expected ')'\n    g(x, 1;\n          ^\n\
         t.c:4:12: error: expected ']'\n    a[1 = 2;\n           ^\n\
         t.c:5:14: error: expected ';' at end of declaration\n    int y = 1 int z = 2;\n             ^\n\
         t.c:6:22: error: expected ';' in 'for' statement specifier\n    for (x = 0; x < 3 x++) ;\n                     ^\n\
         t.c:7:14: error: expected ')'\n    while (x { x--; }\n             ^\n\
         t.c:8:5: error: unknown type name 'itn'\n    itn w;\n    ^~~\n\
         t.c:9:15: error: expected ';' at end of declaration\n    struct S s\n              ^\n\
         t.c:10:13: error: expected expression\n    x = x + ;\n            ^\n",
    );
}
