//! Parser unit tests: AST shapes for the tricky parts of C (declarators, typedef scoping,
//! GNU extensions, directives).

use crate::ast::*;
use crate::{parse, print_ast, print_expr, Ast, Handle};

/// Parses `src`, asserting no diagnostics.
fn ok(src: &str) -> Ast {
    let (ast, diags) = parse(src);
    assert!(
        diags.is_empty(),
        "unexpected diagnostics for {src:?}: {diags:?}"
    );
    ast
}

/// Parses and prints back.
fn reprint(src: &str) -> String {
    let ast = ok(src);
    print_ast(&ast, src)
}

/// The first function's body items.
fn body(ast: &Ast) -> Vec<Handle<Stmt>> {
    let f = ast
        .items
        .iter()
        .find_map(|i| match i {
            ExternalDecl::FunctionDef(f) => Some(*f),
            _ => None,
        })
        .expect("a function");
    match &ast.stmts[ast.functions[f].body].kind {
        StmtKind::Compound(items) => items.clone(),
        k => panic!("body is {k:?}"),
    }
}

fn first_decl(ast: &Ast) -> &Decl {
    match &ast.items[0] {
        ExternalDecl::Decl(d) => &ast.decls[*d],
        i => panic!("{i:?}"),
    }
}

/// Prints the expression of `int x = <expr>;`.
fn expr_roundtrip(e: &str) -> String {
    let src = format!("int x = {e};");
    let ast = ok(&src);
    let init = first_decl(&ast).declarators[0].init.unwrap();
    match &ast.inits[init].kind {
        InitializerKind::Expr(h) => print_expr(&ast, &src, *h),
        k => panic!("{k:?}"),
    }
}

#[test]
fn declarator_order_reads_outward() {
    let ast = ok("int *a[3]; int (*fp)(void); char **const *p;");
    let d = &first_decl(&ast).declarators[0].declarator;
    assert_eq!(ast.name(d.name.unwrap()), "a");
    assert!(matches!(
        d.derived.as_slice(),
        [
            DerivedDeclarator::Array { .. },
            DerivedDeclarator::Pointer { .. }
        ]
    ));
    let ExternalDecl::Decl(h) = ast.items[1] else {
        panic!()
    };
    let d = &ast.decls[h].declarators[0].declarator;
    assert!(matches!(
        d.derived.as_slice(),
        [
            DerivedDeclarator::Pointer { .. },
            DerivedDeclarator::Function { .. }
        ]
    ));
    let ExternalDecl::Decl(h) = ast.items[2] else {
        panic!()
    };
    let d = &ast.decls[h].declarators[0].declarator;
    // p is a pointer to a const pointer to a pointer to char.
    match d.derived.as_slice() {
        [DerivedDeclarator::Pointer { quals: q0, .. }, DerivedDeclarator::Pointer { quals: q1, .. }, DerivedDeclarator::Pointer { quals: q2, .. }] =>
        {
            assert!(!q0.is_const && q1.is_const && !q2.is_const)
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn typedef_names_and_shadowing() {
    // `T * x;` is a declaration when T is a typedef; inside the block T is a variable and
    // `T * x;` is a multiplication.
    let src = "typedef int T; void f(void) { T * x; { int T = 2, y = 3; T * y; } T * z; }";
    let ast = ok(src);
    let items = body(&ast);
    assert!(matches!(ast.stmts[items[0]].kind, StmtKind::Decl(_)));
    let StmtKind::Compound(inner) = &ast.stmts[items[1]].kind else {
        panic!()
    };
    assert!(matches!(ast.stmts[inner[1]].kind, StmtKind::Expr(_)));
    assert!(matches!(ast.stmts[items[2]].kind, StmtKind::Decl(_)));
}

#[test]
fn typedef_shadowed_by_parameter_and_casts() {
    let src =
        "typedef int T; int f(int T) { return (T) + 1; } int g(void) { return (T)1 + sizeof(T); }";
    let ast = ok(src);
    let out = print_ast(&ast, src);
    assert!(out.contains("return T + 1;"), "{out}");
    assert!(out.contains("return (T)1 + sizeof(T);"), "{out}");
}

#[test]
fn unknown_type_name() {
    let (_, diags) = parse("foo x; void f(void) { bar y = 1; }");
    let msgs: Vec<_> = diags.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(msgs, ["unknown type name 'foo'", "unknown type name 'bar'"]);
}

#[test]
fn precedence_and_parentheses() {
    assert_eq!(expr_roundtrip("a * (b + c)"), "a * (b + c)");
    assert_eq!(expr_roundtrip("(a * b) + c"), "a * b + c");
    assert_eq!(expr_roundtrip("a - (b - c)"), "a - (b - c)");
    assert_eq!(expr_roundtrip("(a - b) - c"), "a - b - c");
    assert_eq!(expr_roundtrip("a = b = c"), "a = b = c");
    assert_eq!(expr_roundtrip("(a, b)"), "a, b");
    assert_eq!(expr_roundtrip("a ? b : c ? d : e"), "a ? b : c ? d : e");
    assert_eq!(expr_roundtrip("(a ? b : c) ? d : e"), "(a ? b : c) ? d : e");
    assert_eq!(expr_roundtrip("- -a"), "- -a");
    assert_eq!(expr_roundtrip("-(-a)"), "- -a");
    assert_eq!(expr_roundtrip("*p++"), "*p++");
    assert_eq!(expr_roundtrip("(*p)++"), "(*p)++");
    assert_eq!(expr_roundtrip("&a[1].b->c"), "&a[1].b->c");
    assert_eq!(
        expr_roundtrip("sizeof(int) * sizeof x"),
        "sizeof(int) * sizeof x"
    );
    assert_eq!(expr_roundtrip("(long)(char)x"), "(long)(char)x");
    assert_eq!(expr_roundtrip("a ?: b"), "a ?: b");
    assert_eq!(expr_roundtrip("0x1Fu + 017 + 10ULL"), "0x1fu + 017 + 10ull");
    assert_eq!(expr_roundtrip("'a' + '\\n' + L'x'"), "'a' + '\\n' + L'x'");
    assert_eq!(expr_roundtrip("\"a\" \"b\\x41\""), "\"abA\"");
}

#[test]
fn gnu_expressions() {
    let src = "struct S { int a; int b[4]; };
        int f(int n, __builtin_va_list ap) {
            static void *tbl[] = { &&l1, &&l2 };
            int v = ({ int t = n; t * 2; });
            long o = __builtin_offsetof(struct S, b[2]);
            int c = __builtin_types_compatible_p(int, long);
            int w = __builtin_va_arg(ap, int);
            _Complex double z = 1.0i; double r = __real__ z + __imag__ z;
            int g = _Generic(n, int: 1, long: 2, default: 3);
            goto *tbl[n & 1];
        l1: return v;
        l2: return (int)o + c + w + g + (int)r;
        }";
    let out = reprint(src);
    for needle in [
        "({",
        "__builtin_offsetof(struct S, b[2])",
        "__builtin_types_compatible_p(int, long)",
        "__builtin_va_arg(ap, int)",
        "&&l1",
        "goto *tbl[n & 1];",
        "__real__ z + __imag__ z",
        "_Generic(n, int: 1, long: 2, default: 3)",
    ] {
        assert!(out.contains(needle), "missing {needle} in\n{out}");
    }
}

#[test]
fn designators_and_compound_literals() {
    let src = "struct P { int x, y; }; int a[10] = { [1 ... 3] = 5, [7] = 1 };
        struct P p = { .y = 2, .x = 1 }; struct P *q = &(struct P){ 1, 2 };";
    let out = reprint(src);
    assert!(out.contains("{ [1 ... 3] = 5, [7] = 1 }"), "{out}");
    assert!(out.contains("{ .y = 2, .x = 1 }"), "{out}");
    assert!(out.contains("&(struct P){ 1, 2 }"), "{out}");
}

/// `++`/`--` of a compound literal (C11 6.5.2: a postfix expression, so a unary one):
/// it was "expected expression" at the `(`.
#[test]
fn increment_of_a_compound_literal() {
    assert_eq!(expr_roundtrip("++(int){ 3 }"), "++(int){ 3 }");
    assert_eq!(
        expr_roundtrip("--(int[]){ 1, 2 }[1]"),
        "--(int []){ 1, 2 }[1]"
    );
}

#[test]
fn statements_and_case_ranges() {
    let src = "int f(int c) { __label__ out; switch (c) { case 1 ... 3: return 1; default: break; }
        for (int i = 0; i < c; i++) continue; do c--; while (c > 0); if (c) if (c > 1) c = 2; else c = 3;
        out: return c; }";
    let ast = ok(src);
    let items = body(&ast);
    assert!(matches!(ast.stmts[items[0]].kind, StmtKind::LocalLabels(_)));
    // The dangling else binds to the inner if.
    let StmtKind::If {
        then_branch,
        else_branch: None,
        ..
    } = ast.stmts[items[4]].kind
    else {
        panic!("{:?}", ast.stmts[items[4]].kind)
    };
    assert!(matches!(
        ast.stmts[then_branch].kind,
        StmtKind::If {
            else_branch: Some(_),
            ..
        }
    ));
    let out = print_ast(&ast, src);
    assert!(out.contains("case 1 ... 3:"), "{out}");
}

#[test]
fn asm_forms() {
    let src = "int x __asm__(\"real_x\"); extern int f(int) __asm__(\"\" \"g\") __attribute__((__nothrow__));
        void h(int *p) { __asm__ volatile (\"nop\"); asm goto (\"jmp %l0\" : : : \"memory\" : done);
        __asm__ (\"mov %1, %0\" : [out] \"=r\" (*p) : \"r\" (1) : \"cc\"); done: ; }";
    let ast = ok(src);
    let d = &first_decl(&ast).declarators[0].declarator;
    assert!(d.asm_label.is_some());
    let items = body(&ast);
    let StmtKind::Asm(a) = &ast.stmts[items[1]].kind else {
        panic!()
    };
    assert!(a.is_goto && a.extended && a.labels.len() == 1 && a.clobbers.len() == 1);
    let StmtKind::Asm(a) = &ast.stmts[items[2]].kind else {
        panic!()
    };
    assert_eq!(a.outputs.len(), 1);
    assert!(a.outputs[0].symbolic_name.is_some());
    let out = print_ast(&ast, src);
    assert!(
        out.contains("__asm__(\"g\") __attribute__((__nothrow__))"),
        "{out}"
    );
}

#[test]
fn knr_definition() {
    let src = "int add(a, b) int a; long b; { return a + b; }";
    let ast = ok(src);
    let ExternalDecl::FunctionDef(f) = ast.items[0] else {
        panic!()
    };
    let f = &ast.functions[f];
    assert_eq!(f.knr_decls.len(), 2);
    assert!(matches!(
        f.declarator.derived[0],
        DerivedDeclarator::Function { params: ParamList::Identifiers(ref ids), .. } if ids.len() == 2
    ));
}

#[test]
fn bitfields_anonymous_members_atomic_vla() {
    let src = "struct S { unsigned a : 3, : 0; union { int i; float f; }; _Atomic(int) n; _Atomic long m; };
        void f(int n, int a[*], int b[static 10]); void g(int n) { int v[n]; _Static_assert(sizeof(int) == 4, \"x\"); }
        _Alignas(16) char buf[16]; __extension__ typedef __int128 i128; __auto_type q = 1; typeof(q) r;";
    let ast = ok(src);
    let out = print_ast(&ast, src);
    for needle in [
        "unsigned a : 3, : 0;",
        "union {",
        "_Atomic(int) n;",
        "_Atomic long m;",
        "int a[*]",
        "int b[static 10]",
        "_Alignas(16) char buf[16];",
        "typedef __int128 i128;",
        "__typeof__(q) r;",
    ] {
        assert!(out.contains(needle), "missing {needle} in\n{out}");
    }
}

#[test]
fn directives_own_their_bodies() {
    let src = "#pragma acc routine seq\nvoid f(float *a, int n) {\n#pragma acc parallel loop gang copy(a[0:n])\nfor (int i = 0; i < n; i++) {\n#pragma acc atomic update\na[i] += 1;\n}\n#pragma acc update host(a[0:n])\n#pragma omp parallel\n{\n#pragma omp barrier\n}\n#pragma GCC ivdep\nfor (;;) break;\n}\n";
    let ast = ok(src);
    let ExternalDecl::Directive(routine) = ast.items[0] else {
        panic!("{:?}", ast.items[0])
    };
    assert!(ast.directives[routine].body.is_none());
    let items = body(&ast);
    assert_eq!(items.len(), 5, "{:#?}", items);
    let StmtKind::Directive(par) = ast.stmts[items[0]].kind else {
        panic!()
    };
    let par = &ast.directives[par];
    assert_eq!(par.kind, DirectiveKind::Acc);
    let words: Vec<_> = par.tokens.iter().map(|t| t.text(src)).collect();
    assert_eq!(words[..3], ["parallel", "loop", "gang"]);
    let body_stmt = par.body.expect("loop body");
    assert!(matches!(ast.stmts[body_stmt].kind, StmtKind::For { .. }));
    let StmtKind::Directive(upd) = ast.stmts[items[1]].kind else {
        panic!()
    };
    assert!(ast.directives[upd].body.is_none());
    let StmtKind::Directive(omp) = ast.stmts[items[2]].kind else {
        panic!()
    };
    assert!(ast.directives[omp].body.is_some());
    assert!(matches!(ast.stmts[items[3]].kind, StmtKind::Pragma(_)));
    let out = print_ast(&ast, src);
    assert!(
        out.contains("#pragma acc parallel loop gang copy(a[0:n])\n    for ("),
        "{out}"
    );
    assert!(out.contains("#pragma GCC ivdep\n"), "{out}");
}

#[test]
fn directive_in_nested_positions() {
    // A directive as the body of an `if`, and a directive owning another directive.
    let src = "void f(int n) { if (n)\n#pragma acc kernels\n{ }\n#pragma acc data copy(n)\n#pragma acc parallel\nn++;\n}";
    let ast = ok(src);
    let items = body(&ast);
    let StmtKind::If { then_branch, .. } = ast.stmts[items[0]].kind else {
        panic!()
    };
    assert!(matches!(
        ast.stmts[then_branch].kind,
        StmtKind::Directive(_)
    ));
    let StmtKind::Directive(data) = ast.stmts[items[1]].kind else {
        panic!()
    };
    let inner = ast.directives[data].body.unwrap();
    let StmtKind::Directive(par) = ast.stmts[inner].kind else {
        panic!()
    };
    assert!(ast.directives[par].body.is_some());
}

#[test]
fn line_markers_inside_expressions() {
    let src = "# 1 \"a.c\"\nint x = 1 +\n# 7 \"b.h\" 1\n 2\n# 3 \"a.c\" 2\n;\n";
    let ast = ok(src);
    assert_eq!(ast.items.len(), 1);
}

#[test]
fn parse_expr_entry_point() {
    let mut ast = Ast::new();
    let text = "(T)a[lo] + n";
    let lexed = crate::lex(text);
    let toks = &lexed.tokens[..lexed.tokens.len() - 1];
    let (e, diags) = crate::parse_expr(&mut ast, text, toks, &|name| name == "T");
    assert!(diags.is_empty(), "{diags:?}");
    assert!(matches!(
        ast.exprs[e].kind,
        ExprKind::Binary {
            op: BinaryOp::Add,
            ..
        }
    ));
    assert_eq!(print_expr(&ast, text, e), "(T)a[lo] + n");
    // Without the typedef, `(T)` is a parenthesised name and `(T)a` an error.
    let (_, diags) = crate::parse_expr(&mut ast, text, toks, &|_| false);
    assert_eq!(diags[0].message, "unexpected identifier after expression");
    let (_, diags) = crate::parse_expr(&mut ast, "", &[], &|_| false);
    assert_eq!(diags[0].message, "expected expression");
    // Prefix form: `lo` of `lo:len`, and one item of a comma list.
    let text = "i+1:n, b";
    let lexed = crate::lex(text);
    let (e, used, diags) =
        crate::parse_expr_prefix(&mut ast, text, &lexed.tokens, &|_| false, true);
    assert!(diags.is_empty());
    assert_eq!((print_expr(&ast, text, e).as_str(), used), ("i + 1", 3));
    let rest = &lexed.tokens[used + 1..];
    let (e, used, _) = crate::parse_expr_prefix(&mut ast, text, rest, &|_| false, true);
    assert_eq!((print_expr(&ast, text, e).as_str(), used), ("n", 1));
}

/// Past the depth limit the parser skips to the end of the input; the constructs left open
/// then reported a second error there (`expected ')'` after 10 000 nested `if`s).
#[test]
fn deep_nesting_is_reported_once() {
    for (open, close) in [("if (x < 5) ", ""), ("(", ")"), ("{", "}")] {
        let src = format!(
            "int f(int x) {{ return {}x{}; }}\nint g(void) {{ return 0 }}\n",
            open.repeat(10_000),
            close.repeat(10_000)
        )
        .replace("return if", "if")
        .replace("return {", "{");
        let (_, diags) = parse(&src);
        assert_eq!(diags.len(), 1, "{open}: {diags:?}");
        assert!(
            diags[0].message.starts_with("nesting too deep"),
            "{diags:?}"
        );
    }
}

#[test]
fn deep_nesting_is_reported_not_overflowed() {
    let src = format!("int x = {}1{};", "(".repeat(5000), ")".repeat(5000));
    let (_, diags) = parse(&src);
    assert!(diags
        .iter()
        .any(|d| d.message.starts_with("nesting too deep")));
    let src = format!("void f(void) {{ {} }}", "{".repeat(3000));
    let (_, diags) = parse(&src);
    assert!(!diags.is_empty());
    let src = format!("int {}x;", "*(".repeat(3000));
    let _ = parse(&src);
    let src = format!("int x = {};", "-".repeat(5000));
    let _ = parse(&src);
    let src = format!("int x = {{{}}};", "{".repeat(3000));
    let _ = parse(&src);
    // Every recursive construct, each past the limit.
    for (open, close) in [
        ("if (1) ", ""),
        ("for (;;) ", ""),
        ("while (1) ", ""),
        ("l: ", ""),
        ("x = ", ""),
        ("x ? x : ", ""),
        ("sizeof ", ""),
        ("(int)", ""),
        ("({ ", " })"),
        ("f(", ")"),
        ("a[", "]"),
        ("__extension__ ", ""),
        ("#pragma acc parallel\n", ""),
    ] {
        let src = format!(
            "void g(void) {{ {}x{}; }}",
            open.repeat(3000),
            close.repeat(3000)
        );
        let (_, diags) = parse(&src);
        assert!(
            diags
                .iter()
                .any(|d| d.message.starts_with("nesting too deep")),
            "{open}: {:?}",
            diags.first()
        );
    }
    let src = format!("void (*{}p{})(void);", "(*".repeat(3000), ")".repeat(3000));
    let _ = parse(&src);
    let src = format!(
        "int x = sizeof(int {}*{});",
        "(".repeat(3000),
        ")".repeat(3000)
    );
    let _ = parse(&src);
}

#[test]
fn deepest_allowed_nesting_fits_a_test_thread_stack() {
    // Just under the limit: must parse (on the 2 MiB stack of a test thread, in debug).
    let n = 250;
    let src = format!("int x = {}1{};", "(".repeat(n), ")".repeat(n));
    ok(&src);
}

#[test]
fn ordinary_pragmas_anywhere() {
    // Like gcc, ordinary pragmas may appear inside a declaration or expression; there they are
    // kept as stray pragmas. At a block-item boundary they are statements.
    let src = "int f(int a) {\n#pragma GCC diagnostic push\n  return g(a,\n#pragma GCC diagnostic ignored \"-Wall\"\n  2);\n#pragma GCC diagnostic pop\n}\nstruct S {\n#pragma pack(1)\n int x; };\n#pragma weak f\n";
    let ast = ok(src);
    let items = body(&ast);
    assert!(matches!(ast.stmts[items[0]].kind, StmtKind::Pragma(_)));
    assert!(matches!(
        ast.stmts[items[1]].kind,
        StmtKind::Return(Some(_))
    ));
    assert!(matches!(ast.stmts[items[2]].kind, StmtKind::Pragma(_)));
    assert_eq!(ast.stray_pragmas.len(), 2);
    assert!(matches!(ast.items.last(), Some(ExternalDecl::Pragma(_))));
    // An OpenACC directive inside an expression is an error.
    let (_, diags) = parse("int x = 1 +\n#pragma acc parallel\n2;\n");
    assert_eq!(diags[0].message, "expected expression");
}

#[test]
fn c2x_attributes() {
    let src = "[[nodiscard]] int f(void); [[gnu::noreturn]] void g(void);
        int h(int x [[maybe_unused]], int *[[gnu::aligned(8)]] p) {
            [[maybe_unused]] int y = 0;
            switch (x) { case 1: [[fallthrough]]; case 2: x++; }
            [[likely]] if (x) return 1;
            return y;
        }";
    let ast = ok(src);
    let ExternalDecl::Decl(d) = ast.items[0] else {
        panic!()
    };
    assert_eq!(
        ast.name(ast.decls[d].specs.attrs[0].name),
        "warn_unused_result"
    );
    let out = print_ast(&ast, src);
    assert!(
        out.contains("__attribute__((noreturn)) void g(void);"),
        "{out}"
    );
    assert!(out.contains("__attribute__((unused)) int y = 0;"), "{out}");
}

#[test]
fn long_chains_do_not_hit_the_nesting_limit() {
    // Generated code: a 5000-way `else if` chain and a 20000-term sum, on a test thread.
    let mut src = String::from("int f(int x) { if (x == 0) return 0;");
    for i in 1..5000 {
        src.push_str(&format!(" else if (x == {i}) return {i};"));
    }
    src.push_str(" else return -1; }\nint s = 0");
    for i in 0..20000 {
        src.push_str(&format!(" + {i}"));
    }
    src.push(';');
    let ast = ok(&src);
    let printed = print_ast(&ast, &src);
    assert!(printed.contains("else if (x == 4999)"));
    let (ast2, diags) = parse(&printed);
    assert!(diags.is_empty());
    assert_eq!(print_ast(&ast2, &printed), printed);
    // 200 nested parentheses and casts are fine too.
    ok(&format!("int y = {}1{};", "(".repeat(200), ")".repeat(200)));
    ok(&format!("int z = {}1;", "(int)".repeat(200)));
}

#[test]
fn iso_dialect_parses_gnu_keywords_as_names() {
    let src = "int typeof = 1, asm = 2; int f(void) { return typeof + asm; }";
    let (_, diags) = crate::parse_with(src, crate::Dialect::Iso);
    assert!(diags.is_empty(), "{diags:?}");
    let (_, diags) = parse(src);
    assert!(!diags.is_empty());
}

/// A GNU nested function (gcc extension) is a block-scope declaration of the function, its
/// body skipped for cc and recorded with the directives in it; it was "expected ';' at end of
/// declaration". The code after it parses as usual, typedefs of the outer block included.
#[test]
fn gnu_nested_function_is_declared_and_its_body_skipped() {
    let src = "typedef int T;
int main(void) {
    int base = 10;
    int add(int k) { if (k) { return base + k; } return 0; }
    T *p = 0;
    void g(void) {
#pragma acc parallel
        { }
    }
    return add(5) + (p != 0);
}
";
    let ast = ok(src);
    let items = body(&ast);
    assert_eq!(items.len(), 5, "{items:?}");
    let StmtKind::Decl(d) = &ast.stmts[items[1]].kind else {
        panic!("not a declaration: {:?}", ast.stmts[items[1]].kind);
    };
    let d = &ast.decls[*d];
    assert!(d.declarators[0].declarator.is_function());
    assert!(d.declarators[0].init.is_none());
    assert_eq!(ast.nested_functions.len(), 2);
    let nf = &ast.nested_functions[0];
    assert_eq!(ast.name(nf.name), "add");
    assert!(src[nf.span.start as usize..nf.span.end as usize].ends_with("return 0; }"));
    assert!(nf.pragmas.is_empty());
    assert_eq!(ast.nested_functions[1].pragmas.len(), 1);
    assert_eq!(
        ast.nested_functions[1].pragmas[0].0,
        crate::token::PragmaKind::Acc
    );
    // The directive in the skipped body is not a directive of the tree.
    assert_eq!(ast.directives.len(), 0);
}
