//! Unit tests of the whole analysis on small programs: expression types and lvalues, constant
//! values, identifier resolution, the C type printer, `type_expr` on nodes added later.

use oxacc_syntax::ast::{ExprKind, ExternalDecl, StmtKind};

use super::*;

fn analyze_src(src: &str) -> (Ast, Sema, Vec<Diagnostic>) {
    let (ast, pd) = oxacc_syntax::parse(src);
    assert!(pd.iter().all(|d| !d.is_error()), "parse errors: {pd:?}");
    let (sema, diags) = analyze(&ast, src);
    (ast, sema, diags)
}

fn messages(src: &str) -> Vec<String> {
    let (_, _, d) = analyze_src(src);
    d.into_iter().map(|d| d.message).collect()
}

const DECLS: &str = "
struct s { int x; double y; char name[8]; unsigned bits : 3; };
enum color { RED, GREEN = 5, BLUE };
typedef struct { float re, im; } cplx;
char c; short sh; int i; unsigned u; long l; unsigned long ul; long long ll;
float f; double d; long double ld; int *p; void *vp; const char *cs; int a[10];
int m[3][4]; struct s st; struct s *sp; cplx z; _Bool b; enum color col;
int fn(int, char *); double (*fp)(double); _Complex double cd;
";

/// The expression statement of `void probe(void) { EXPR; }` after DECLS.
fn probe(expr: &str) -> (Ast, Sema, Handle<Expr>, Vec<Diagnostic>) {
    let src = format!("{DECLS}\nvoid probe(int n) {{ {expr}; }}\n");
    let (ast, sema, diags) = analyze_src(&src);
    let f = ast
        .items
        .iter()
        .rev()
        .find_map(|it| match it {
            ExternalDecl::FunctionDef(f) => Some(*f),
            _ => None,
        })
        .expect("probe");
    let body = ast.functions[f].body;
    let StmtKind::Compound(items) = &ast.stmts[body].kind else {
        panic!("body")
    };
    let StmtKind::Expr(e) = ast.stmts[items[0]].kind else {
        panic!("expr stmt")
    };
    (ast, sema, e, diags)
}

fn ty(expr: &str) -> String {
    let (_, sema, e, diags) = probe(expr);
    assert!(diags.is_empty(), "{expr}: {diags:?}");
    sema.type_display(sema.expr_type(e))
}

fn value(expr: &str) -> Option<i128> {
    let (_, sema, e, diags) = probe(expr);
    assert!(diags.is_empty(), "{expr}: {diags:?}");
    sema.eval_int(e)
}

fn lvalue(expr: &str) -> bool {
    let (_, sema, e, _) = probe(expr);
    sema.is_lvalue(e)
}

#[test]
fn arithmetic_conversions() {
    assert_eq!(ty("c + sh"), "int");
    assert_eq!(ty("u + i"), "unsigned int");
    assert_eq!(ty("u + l"), "long int");
    assert_eq!(ty("ul + ll"), "long long unsigned int");
    assert_eq!(ty("f + d"), "double");
    assert_eq!(ty("1.0f * 2"), "float");
    assert_eq!(ty("ld - i"), "long double");
    assert_eq!(ty("i << l"), "int");
    assert_eq!(ty("b + b"), "int");
    assert_eq!(ty("col + 1"), "unsigned int");
    assert_eq!(ty("cd * 2"), "complex double");
    assert_eq!(ty("-c"), "int");
    assert_eq!(ty("!d"), "int");
    assert_eq!(ty("i < d"), "int");
    assert_eq!(ty("(char)i"), "char");
    assert_eq!(ty("i = d"), "int");
    assert_eq!(ty("u += 1.5"), "unsigned int");
    assert_eq!(ty("i++"), "int");
    assert_eq!(ty("i, d"), "double");
    assert_eq!(ty("1u"), "unsigned int");
    assert_eq!(ty("4294967296"), "long int");
    assert_eq!(ty("0xffffffff"), "unsigned int");
    assert_eq!(ty("'a'"), "int");
    assert_eq!(ty("1.0L"), "long double");
    assert_eq!(ty("__real__ cd"), "double");
    // A narrow unsigned bit-field promotes to int (its values fit), like gcc.
    assert_eq!(ty("st.bits - 1"), "int");
    assert_eq!(ty("st.bits"), "unsigned int");
}

#[test]
fn pointers_arrays_and_members() {
    assert_eq!(ty("p + 1"), "int *");
    assert_eq!(ty("1 + p"), "int *");
    assert_eq!(ty("p - p"), "long int");
    assert_eq!(ty("a"), "int[10]");
    assert_eq!(ty("&a"), "int (*)[10]");
    assert_eq!(ty("*a"), "int");
    assert_eq!(ty("a[3]"), "int");
    assert_eq!(ty("3[a]"), "int");
    assert_eq!(ty("m[1]"), "int[4]");
    assert_eq!(ty("&m[1]"), "int (*)[4]");
    assert_eq!(ty("st.y"), "double");
    assert_eq!(ty("sp->name"), "char[8]");
    assert_eq!(ty("&sp->x"), "int *");
    assert_eq!(ty("z.re"), "float");
    assert_eq!(ty("*cs"), "const char");
    assert_eq!(ty("fn"), "int(int, char *)");
    assert_eq!(ty("&fn"), "int (*)(int, char *)");
    assert_eq!(ty("fn(1, 0)"), "int");
    assert_eq!(ty("fp(2.0)"), "double");
    assert_eq!(ty("(*fp)(2.0)"), "double");
    assert_eq!(ty("\"hello\""), "char[6]");
    assert_eq!(ty("\"ab\" \"cd\""), "char[5]");
    assert_eq!(ty("L\"x\""), "int[2]");
    assert_eq!(ty("__func__"), "const char[6]");
    assert_eq!(ty("sizeof a"), "long unsigned int");
}

#[test]
fn conditional_and_gnu_extensions() {
    assert_eq!(ty("i ? p : 0"), "int *");
    assert_eq!(ty("i ? vp : p"), "void *");
    assert_eq!(ty("i ? cs : \"x\""), "const char *");
    assert_eq!(ty("i ? 1 : 2.0"), "double");
    assert_eq!(ty("i ? st : st"), "struct s");
    assert_eq!(ty("i ?: 5"), "int");
    assert_eq!(ty("({ int q = 3; q; })"), "int");
    assert_eq!(ty("({ d; })"), "double");
    assert_eq!(ty("(int[]){1, 2, 3}"), "int[3]");
    assert_eq!(ty("(struct s){ .x = 1 }"), "struct s");
    assert_eq!(ty("_Generic(1.0, double: 'c', default: 2L)"), "int");
    assert_eq!(ty("_Generic(l, int: 'c', default: 2L)"), "long int");
    assert_eq!(ty("__builtin_expect(i, 0)"), "long int");
    assert_eq!(ty("__builtin_bswap32(u)"), "unsigned int");
    assert_eq!(ty("__builtin_huge_val()"), "double");
    assert_eq!(ty("__builtin_inff()"), "float");
    assert_eq!(ty("__builtin_fabsl(ld)"), "long double");
    assert_eq!(ty("__builtin_strlen(cs)"), "long unsigned int");
    assert_eq!(ty("__builtin_unknown_thing(1)"), "int");
    assert_eq!(ty("__atomic_load_n(&l, 5)"), "long int");
    assert_eq!(ty("__sync_fetch_and_add(&u, 1)"), "unsigned int");
    assert_eq!(ty("__builtin_offsetof(struct s, y)"), "long unsigned int");
    assert_eq!(ty("(typeof(d))i"), "double");
}

#[test]
fn constant_values() {
    assert_eq!(value("1 + 2 * 3"), Some(7));
    assert_eq!(value("sizeof a"), Some(40));
    assert_eq!(value("sizeof(struct s)"), Some(32));
    assert_eq!(value("_Alignof(long double)"), Some(16));
    assert_eq!(value("(char)300"), Some(44));
    assert_eq!(value("(unsigned char)-1"), Some(255));
    assert_eq!(value("-1 < 0u"), Some(0));
    assert_eq!(value("BLUE"), Some(6));
    assert_eq!(value("1 ? 2 : n"), Some(2));
    assert_eq!(value("0 && n"), Some(0));
    assert_eq!(value("1 << 40"), Some(0));
    assert_eq!(value("1L << 40"), Some(1 << 40));
    assert_eq!(value("(int)2.75"), Some(2));
    assert_eq!(value("(int)(1.5 * 4)"), Some(6));
    // C11 6.3.1.2: nonzero (and NaN) converts to _Bool as 1, not truncated to 0
    // (autoconf's AC_HEADER_STDBOOL: `char i[(bool) 0.5 == true ? 1 : -1];`).
    assert_eq!(value("(_Bool)0.25"), Some(1));
    assert_eq!(value("(_Bool)0.5 == 1"), Some(1));
    assert_eq!(value("(_Bool)-0.0"), Some(0));
    assert_eq!(value("(_Bool)(0.0 / 0.0)"), Some(1));
    assert_eq!(value("(_Bool)(1.0 / 0.0)"), Some(1));
    assert_eq!(value("(_Bool)256"), Some(1));
    assert_eq!(value("(_Bool)0x100000000LL"), Some(1));
    // Out of range float -> int: gcc folds saturated (6.3.1.4 leaves it undefined).
    assert_eq!(value("(unsigned char)2.75"), Some(2));
    assert_eq!(value("(unsigned char)300.0"), Some(255));
    assert_eq!(value("(unsigned char)-1.0"), Some(0));
    assert_eq!(value("(int)3e9"), Some(2147483647));
    assert_eq!(value("(unsigned)3e9"), Some(3000000000));
    assert_eq!(value("(int)(0.0 / 0.0)"), None);
    assert_eq!(value("__builtin_offsetof(struct s, name[2])"), Some(18));
    assert_eq!(value("(long)&((struct s *)0)->y"), Some(8));
    assert_eq!(
        value("__builtin_types_compatible_p(int, const int)"),
        Some(1)
    );
    assert_eq!(value("__builtin_types_compatible_p(int, long)"), Some(0));
    assert_eq!(value("__builtin_constant_p(n)"), Some(0));
    assert_eq!(value("_Generic(1.0f, float: 10, default: 20)"), Some(10));
    assert_eq!(value("'a'"), Some(97));
    assert_eq!(value("sizeof(int[n])"), None);
    assert_eq!(value("n + 1"), None);
    assert_eq!(value("10 / 0"), None);
}

#[test]
fn lvalues() {
    assert!(lvalue("i"));
    assert!(lvalue("a[1]"));
    assert!(lvalue("*p"));
    assert!(lvalue("st.x"));
    assert!(lvalue("sp->y"));
    assert!(lvalue("\"str\""));
    assert!(lvalue("(int[]){1}"));
    assert!(!lvalue("i + 1"));
    assert!(!lvalue("fn(1, 0)"));
    assert!(!lvalue("(int)i"));
    assert!(!lvalue("i = 2"));
    assert!(!lvalue("RED"));
}

#[test]
fn identifiers_resolve_to_their_declaration() {
    let src = "int g;\nint f(int g) { { int g = 2; g++; } return g; }\nint h(void) { return g; }\n";
    let (ast, sema, diags) = analyze_src(src);
    assert!(diags.is_empty(), "{diags:?}");
    let mut uses = Vec::new();
    for (h, e) in ast.exprs.iter() {
        if let ExprKind::Ident(_) = e.kind {
            let s = sema.resolved(h).expect("resolved");
            uses.push((
                sema.symbol(s).kind,
                sema.symbol(s).is_global,
                sema.symbol(s).span.start,
            ));
        }
    }
    // g++ (the block local), return g (the parameter), return g (the global).
    assert_eq!(uses.len(), 3);
    assert_eq!(uses[0].0, SymbolKind::Variable);
    assert!(!uses[0].1);
    assert_eq!(uses[1].0, SymbolKind::Parameter);
    assert_eq!(uses[2], (SymbolKind::Variable, true, 4));
    let f = &sema.functions()[0];
    assert_eq!(sema.symbol(f.symbol).name, "f");
    assert_eq!(f.params.len(), 1);
    assert_eq!(sema.lookup(f.body_scope, "g"), Some(f.params[0]));
    assert_eq!(sema.scope_symbols(f.body_scope), vec![f.params[0]]);
}

#[test]
fn static_locals_are_global() {
    let (_, sema, diags) = analyze_src("void f(void) { static int k; int j; extern int e; }");
    assert!(diags.is_empty());
    let find = |n: &str| {
        sema.symbols()
            .find(|(_, s)| s.name == n)
            .map(|(_, s)| s.clone())
            .unwrap()
    };
    assert!(find("k").is_global);
    assert!(!find("j").is_global);
    assert!(find("e").is_global);
    assert_eq!(find("e").linkage, Linkage::External);
}

#[test]
fn type_to_c_prints_declarations() {
    let src = "float (*a)[100]; int (*b)(int, char *); struct point { int x, y; } c;
        const double *restrict d; char **e; void (*(*g)(int))(void); typedef struct { int q; } anon_t;
        anon_t h; unsigned long long k; _Complex float l; int m[2][3]; int (*n)(); int (*o)(void, ...);
        void vla(int n, double v[n][n]);";
    let (ast, sema, diags) = analyze_src(src.replace("void, ...", "int, ...").as_str());
    let _ = ast;
    assert!(diags.is_empty(), "{diags:?}");
    let fs = sema.file_scope();
    let show = |n: &str| sema.type_to_c(sema.symbol(sema.lookup(fs, n).unwrap()).ty, n);
    assert_eq!(show("a"), "float (*a)[100]");
    assert_eq!(show("b"), "int (*b)(int, char *)");
    assert_eq!(show("c"), "struct point c");
    assert_eq!(show("d"), "const double *restrict d");
    assert_eq!(show("e"), "char **e");
    assert_eq!(show("g"), "void (*(*g)(int))(void)");
    assert_eq!(show("h"), "anon_t h");
    assert_eq!(show("k"), "unsigned long long k");
    assert_eq!(show("l"), "_Complex float l");
    assert_eq!(show("m"), "int m[2][3]");
    assert_eq!(show("n"), "int (*n)()");
    assert_eq!(show("o"), "int (*o)(int, ...)");
    assert_eq!(show("vla"), "void vla(int, double (*)[n])");
    assert_eq!(
        sema.type_display(sema.symbol(sema.lookup(fs, "h").unwrap()).ty),
        "struct <anonymous>"
    );
}

/// C11 6.7.6.3p7: the qualifiers in the brackets of an array parameter qualify the pointer
/// it is adjusted to, so `double a[restrict n][m]` is `double (*restrict a)[m]` (the kernels
/// dependence analysis trusts `restrict`; it used to be dropped). A prototype without them
/// stays compatible (6.7.6.3p15 compares parameters unqualified).
#[test]
fn array_parameter_bracket_qualifiers_qualify_the_pointer() {
    let src = "void f(int n, int m, double a[restrict n][m], const int b[const static 3], int c[]);
        void f(int n, int m, double a[restrict n][m], const int b[const static 3], int c[]) {}
        void h(int p[restrict 2]); void h(int *p) {}
        void k(d) double d[volatile restrict]; {}";
    let (_ast, sema, diags) = analyze_src(src);
    assert!(diags.is_empty(), "{diags:?}");
    let param = |f: &str, i: usize| {
        let func = sema
            .functions()
            .iter()
            .find(|x| sema.symbol(x.symbol).name == f)
            .unwrap();
        let s = sema.symbol(func.params[i]);
        sema.type_to_c(s.ty, &s.name)
    };
    assert_eq!(param("f", 2), "double (*restrict a)[m]");
    assert_eq!(param("f", 3), "const int *const b");
    assert_eq!(param("f", 4), "int *c");
    assert_eq!(param("h", 0), "int *p");
    assert_eq!(param("k", 0), "double *volatile restrict d");
}

#[test]
fn directive_scopes_and_type_expr() {
    let src = "typedef float real;\nint n;\nvoid f(real *x) {\n  int i;\n  double y[8];\n#pragma acc parallel loop\n  for (i = 0; i < n; i++) x[i] = y[i];\n}\n";
    let (mut ast, mut sema, diags) = analyze_src(src);
    assert!(diags.is_empty(), "{diags:?}");
    let (dir, _) = ast.directives.iter().next().expect("directive");
    let scope = sema.directive_scope(dir).expect("scope recorded");
    assert!(sema.is_typedef(scope, "real"));
    assert!(!sema.is_typedef(scope, "x"));
    let x = sema.lookup(scope, "x").expect("x");
    assert_eq!(sema.symbol(x).kind, SymbolKind::Parameter);
    assert_eq!(sema.type_to_c(sema.symbol(x).ty, "x"), "float *x");
    // A clause expression parsed after analysis: `y[2:n]`'s parts.
    let clause = "y[1] + x[0] * sizeof(real)";
    let toks = oxacc_syntax::lex(clause).tokens;
    let is_td = |name: &str| sema.is_typedef(scope, name);
    let (e, pd) = oxacc_syntax::parse_expr(&mut ast, clause, &toks, &is_td);
    assert!(pd.is_empty(), "{pd:?}");
    let (t, d) = sema.type_expr(&ast, clause, e, scope);
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(sema.type_display(t), "double");
    // Every identifier of the new expression is resolved.
    let ExprKind::Binary { lhs, .. } = ast.exprs[e].kind else {
        panic!()
    };
    let ExprKind::Index { base, .. } = ast.exprs[lhs].kind else {
        panic!()
    };
    let y = sema.resolved(base).expect("y resolved");
    assert_eq!(sema.symbol(y).name, "y");
    assert_eq!(sema.array_len(sema.symbol(y).ty), Some(8));
    // Unknown names in clauses are reported.
    let bad = "zz + 1";
    let toks = oxacc_syntax::lex(bad).tokens;
    let (e, _) = oxacc_syntax::parse_expr(&mut ast, bad, &toks, &|_| false);
    let (t, d) = sema.type_expr(&ast, bad, e, scope);
    assert_eq!(t, TypeId::ERROR);
    assert_eq!(d[0].message, "'zz' undeclared (first use in this function)");
}

#[test]
fn type_queries() {
    let (_, sema, _) = analyze_src("struct q { char a; int b; long c[3]; } v; int *p; int arr[5];");
    let fs = sema.file_scope();
    let v = sema.symbol(sema.lookup(fs, "v").unwrap()).ty;
    assert!(sema.is_record(v));
    assert_eq!(sema.size_of(v), Some(32));
    let offs: Vec<u64> = sema.record_fields(v).iter().map(|f| f.offset).collect();
    assert_eq!(offs, vec![0, 4, 8]);
    let p = sema.symbol(sema.lookup(fs, "p").unwrap()).ty;
    assert_eq!(sema.pointee(p), Some(TypeId::INT));
    let arr = sema.symbol(sema.lookup(fs, "arr").unwrap()).ty;
    assert_eq!(sema.array_elem(arr), Some(TypeId::INT));
    assert_eq!(sema.array_len(arr), Some(5));
    assert!(sema.is_array(arr) && !sema.is_scalar(arr));
    assert!(sema.is_integer(TypeId::CHAR) && sema.is_floating(TypeId::DOUBLE));
}

#[test]
fn valid_code_is_quiet() {
    let ok = [
        "int f(); int f(int x) { return x; }",
        "extern int a[]; int a[10];",
        "int x; int x; int x = 1;",
        "typedef int T; typedef int T;",
        "struct s; struct s { int a; }; struct s v;",
        "void f(void) { struct s *p; } struct s { int z; };",
        "int f(a, b) int a; char *b; { return a + *b; }",
        "enum e { A, B }; int g(enum e x) { switch (x) { case A: return 1; case B: break; default: ; } return 0; }",
        "void f(void) { int x; goto out; out: x = 1; (void)x; }",
        "void f(int n) { int v[n]; v[0] = sizeof v; }",
        "struct flex { int n; char d[]; }; struct flex *mk(void) { return 0; }",
        "int f(void) { return ({ int t = 2; t * 3; }); }",
        "static int g(void); int g(void) { return 0; }",
        "const char *s = \"abc\"; char buf[] = \"xy\"; char w[4] = {\"ab\"};",
        "struct p { int x, y; } pts[] = { {1, 2}, [3] = { .y = 4 }, 5, 6 };",
        "int m[][2] = { 1, 2, 3, 4, 5 }; _Static_assert(sizeof m == 24, \"three rows\");",
        "union u { int i; float f; } v = { .f = 1.0f };",
        "void f(void *p) { char *c = p; int *i = c ? (void *)0 : 0; (void)i; }",
        "int main(int argc, char **argv) { return argc > 1 ? argv[1][0] : 0; }",
        "void f(void) { for (int i = 0; i < 3; i++) { if (i) continue; else break; } }",
        "struct a { struct { int x; }; union { int y; float z; }; } v = { .x = 1, .z = 2 };",
        "int f(int x) { switch (x) { case 1 ... 3: return 1; } return 0; }",
        "void *p = &p; long q = (long)&q;",
        "__auto_type k = 1.5; _Static_assert(sizeof k == 8, \"\");",
        "typedef int v4 __attribute__((vector_size(16))); v4 add(v4 a, v4 b) { return a + b; }",
        "int x __attribute__((aligned(16))); _Static_assert(_Alignof(x) == 16 || 1, \"\");",
        "extern inline __attribute__((gnu_inline)) int tw(int x) { return x; } int tw(int x) { return x + x; }",
        "#pragma pack(push, 1)\nstruct hdr { char a; int b; };\n#pragma pack(pop)\n_Static_assert(sizeof(struct hdr) == 5, \"packed\");\nstruct nat { char a; int b; };\n_Static_assert(sizeof(struct nat) == 8, \"natural\");",
    ];
    for src in ok {
        let msgs = messages(src);
        assert!(msgs.is_empty(), "{src}\n{msgs:?}");
    }
}

/// A typedef's `aligned` attribute (gcc: it replaces the type's alignment, up or down, and
/// leaves the size) lays out the members declared with it, arrays of it and typedefs of it,
/// and is what `_Alignof` of the typedef or of a variable declared with it reads; the record
/// a typedef names keeps its own alignment. The values are gcc 12's (x86-64).
#[test]
fn typedef_alignment_lays_out_members() {
    let src = r#"
typedef int aligned_int __attribute__((aligned(16)));
typedef int int2 __attribute__((aligned(2)));
typedef aligned_int ai2;
typedef aligned_int ai8 __attribute__((aligned(8)));
typedef struct { int x; } Plain;
typedef Plain PlainAl __attribute__((aligned(32)));
typedef struct { int x; } T32 __attribute__((aligned(32)));
typedef __attribute__((aligned(16))) int pre16;
typedef struct { char b[32]; } Blk; typedef Blk Blk16 __attribute__((aligned(16)));
typedef Blk16 AIA[1];
struct A { char c; int2 v; };
struct B { char c; ai2 v; };
struct C { char c; ai8 v; };
struct D { char c; PlainAl p; };
struct E { char c; T32 p; };
struct F { char c; pre16 p; };
struct G { char c; Blk16 p[2]; };
struct H { char c; aligned_int *p; };
struct I { char c; const aligned_int v; };
struct J { char c; Plain p; };
struct K { char c; int v __attribute__((aligned(2))); };
struct L { char c; AIA a; };
struct M { char c; _Alignas(aligned_int) char v; };
_Static_assert(sizeof(struct A) == 6 && _Alignof(struct A) == 2 && __builtin_offsetof(struct A, v) == 2, "A");
_Static_assert(sizeof(struct B) == 32 && _Alignof(struct B) == 16 && __builtin_offsetof(struct B, v) == 16, "B");
_Static_assert(sizeof(struct C) == 16 && _Alignof(struct C) == 8 && __builtin_offsetof(struct C, v) == 8, "C");
_Static_assert(sizeof(struct D) == 64 && _Alignof(struct D) == 32 && __builtin_offsetof(struct D, p) == 32, "D");
_Static_assert(sizeof(struct E) == 64 && _Alignof(struct E) == 32 && __builtin_offsetof(struct E, p) == 32, "E");
_Static_assert(sizeof(struct F) == 32 && _Alignof(struct F) == 16 && __builtin_offsetof(struct F, p) == 16, "F");
_Static_assert(sizeof(struct G) == 80 && _Alignof(struct G) == 16 && __builtin_offsetof(struct G, p) == 16, "G");
_Static_assert(sizeof(struct H) == 16 && _Alignof(struct H) == 8 && __builtin_offsetof(struct H, p) == 8, "H");
_Static_assert(sizeof(struct I) == 32 && _Alignof(struct I) == 16 && __builtin_offsetof(struct I, v) == 16, "I");
_Static_assert(sizeof(struct J) == 8 && _Alignof(struct J) == 4 && __builtin_offsetof(struct J, p) == 4, "J");
_Static_assert(sizeof(struct K) == 8 && _Alignof(struct K) == 4 && __builtin_offsetof(struct K, v) == 4, "K");
_Static_assert(sizeof(struct L) == 48 && _Alignof(struct L) == 16 && __builtin_offsetof(struct L, a) == 16, "L");
_Static_assert(sizeof(struct M) == 32 && _Alignof(struct M) == 16 && __builtin_offsetof(struct M, v) == 16, "M");
_Static_assert(sizeof(T32) == 4 && _Alignof(T32) == 32 && _Alignof(Plain) == 4, "T32");
_Static_assert(_Alignof(aligned_int) == 16 && _Alignof(int2) == 2 && _Alignof(ai2) == 16
               && _Alignof(ai8) == 8 && _Alignof(PlainAl) == 32 && sizeof(PlainAl) == 4, "al");
void f(void) { aligned_int x; _Static_assert(_Alignof(x) == 16 && sizeof x == 4, "x"); }
"#;
    let msgs = messages(src);
    assert!(msgs.is_empty(), "{msgs:?}");
}

#[test]
fn errors_have_gcc_messages() {
    let cases: &[(&str, &str)] = &[
        (
            "int f(void) { return y; }",
            "'y' undeclared (first use in this function)",
        ),
        ("int a = b;", "'b' undeclared here (not in a function)"),
        (
            "struct s { int x; }; int f(struct s v) { return v.y; }",
            "'struct s' has no member named 'y'",
        ),
        (
            "int f(int i) { return i.x; }",
            "request for member 'x' in something not a structure or union",
        ),
        (
            "int f(int i) { return i[0]; }",
            "subscripted value is neither array nor pointer nor vector",
        ),
        (
            "int f(int i) { return *i; }",
            "invalid type argument of unary '*' (have 'int')",
        ),
        (
            "int f(int i) { return i(); }",
            "called object 'i' is not a function or function pointer",
        ),
        (
            "int g(int); int f(void) { return g(); }",
            "too few arguments to function 'g'",
        ),
        (
            "int g(int); int f(void) { return g(1, 2); }",
            "too many arguments to function 'g'",
        ),
        (
            "struct s { int x; }; int f(struct s v) { return v + 1; }",
            "invalid operands to binary + (have 'struct s' and 'int')",
        ),
        ("int x; int x = 1; int x = 2;", "redefinition of 'x'"),
        (
            "int f(int); double f(int);",
            "conflicting types for 'f'; have 'double(int)'",
        ),
        (
            "void f(void) { int a; int a; }",
            "redeclaration of 'a' with no linkage",
        ),
        (
            "void f(int x) { switch (x) { case 1: case 1: break; } }",
            "duplicate case value",
        ),
        (
            "void f(void) { break; }",
            "break statement not within loop or switch",
        ),
        (
            "void f(void) { continue; }",
            "continue statement not within a loop",
        ),
        (
            "void f(void) { goto nowhere; }",
            "label 'nowhere' used but not defined",
        ),
        (
            "void f(void) { const int c = 1; c = 2; }",
            "assignment of read-only variable 'c'",
        ),
        (
            "void f(int x) { x + 1 = 2; }",
            "lvalue required as left operand of assignment",
        ),
        (
            "_Static_assert(1 == 2, \"math\");",
            "static assertion failed: \"math\"",
        ),
        (
            "struct t; void f(struct t *p) { p->x = 1; }",
            "invalid use of undefined type 'struct t'",
        ),
        (
            "void g(void); int f(void) { int x = g(); return x; }",
            "void value not ignored as it ought to be",
        ),
        (
            "struct s { int a; }; void f(struct s v) { int x = v; }",
            "incompatible types when initializing type 'int' using type 'struct s'",
        ),
        (
            "struct s { int a; }; int f(struct s v) { return v; }",
            "incompatible types when returning type 'struct s' but 'int' was expected",
        ),
        (
            "struct s { int a; }; void g(int); void f(struct s v) { g(v); }",
            "incompatible type for argument 1 of 'g'",
        ),
        (
            "void f(void) { struct u x; }",
            "storage size of 'x' isn't known",
        ),
        (
            "void f(void) { int x = sizeof(struct nope); }",
            "invalid application of 'sizeof' to incomplete type 'struct nope'",
        ),
        (
            "void f(void) { int a[2]; a++; }",
            "lvalue required as increment operand",
        ),
        (
            "void f(int *p) { p = 1.0; }",
            "incompatible types when assigning to type 'int *' from type 'double'",
        ),
        (
            "int f(void) { int x; return &x == 1.5; }",
            "invalid operands to binary == (have 'int *' and 'double')",
        ),
    ];
    for (src, want) in cases {
        let msgs = messages(src);
        assert!(
            msgs.iter().any(|m| m == want),
            "{src}\nwant: {want}\ngot: {msgs:?}"
        );
    }
}

#[test]
fn gcc_warnings_are_warnings() {
    let cases: &[(&str, &str)] = &[
        (
            "int f(void) { return g(1); }",
            "implicit declaration of function 'g'",
        ),
        (
            "void f(int *p) { int x = p; }",
            "initialization of 'int' from 'int *' makes integer from pointer without a cast",
        ),
        (
            "void f(int *p) { p = 5; }",
            "assignment to 'int *' from 'int' makes pointer from integer without a cast",
        ),
        (
            "void f(int *p) { char *c = p; }",
            "initialization of 'char *' from incompatible pointer type 'int *'",
        ),
        (
            "void f(const char *s) { char *c = s; }",
            "initialization discards 'const' qualifier from pointer target type",
        ),
    ];
    for (src, want) in cases {
        let (_, _, d) = analyze_src(src);
        let hit = d.iter().find(|d| d.message == *want);
        assert!(
            hit.is_some_and(|d| !d.is_error()),
            "{src}\nwant warning: {want}\ngot: {d:?}"
        );
        assert!(d.iter().all(|d| !d.is_error()), "{src}: {d:?}");
    }
}

#[test]
fn malformed_input_does_not_panic() {
    for src in [
        "int f( { return 1 +; }",
        "struct { int x: -1; int y: 99; } z;",
        "int a[-1]; int b[1.5];",
        "void f(void) { case 1: ; default: ; default: ; }",
        "int x = sizeof(void) + sizeof(int()) ;",
        "typedef struct s s; s v; struct s { s *next; };",
        "enum e { A = 1 / 0, B }; int z[B];",
        "void f(int n) { int (*p)[n] = 0; p[1][2] = 3; }",
    ] {
        let (ast, _) = oxacc_syntax::parse(src);
        let _ = analyze(&ast, src);
    }
    // Deep nesting is bounded.
    let deep = format!("int x = {}1{};", "(".repeat(200), ")".repeat(200));
    let (ast, _) = oxacc_syntax::parse(&deep);
    let _ = analyze(&ast, &deep);
    let chain = format!("int x = 1{};", " + 1".repeat(20000));
    let (ast, _) = oxacc_syntax::parse(&chain);
    let (sema, d) = analyze(&ast, &chain);
    assert!(d.is_empty(), "{d:?}");
    let _ = sema;
    // Beyond the limit: one error, no stack overflow.
    let chain = format!("int x = 1{};", " + 1".repeat(60000));
    let (ast, _) = oxacc_syntax::parse(&chain);
    let (_, d) = analyze(&ast, &chain);
    assert_eq!(d.len(), 1);
}

#[test]
fn directive_scope_sees_only_earlier_declarations() {
    let src = "int x;\nvoid f(void) {\n  int y = 0;\n#pragma acc parallel\n  { y = x; }\n  double x = 1.0;\n  x += y;\n}\n";
    let (ast, sema, diags) = analyze_src(src);
    assert!(diags.is_empty(), "{diags:?}");
    let (dir, _) = ast.directives.iter().next().expect("directive");
    let scope = sema.directive_scope(dir).expect("scope");
    let x = sema.lookup(scope, "x").expect("x");
    assert!(sema.symbol(x).is_global);
    assert_eq!(sema.symbol(x).ty, TypeId::INT);
    // The later `x += y` sees the local double.
    let uses: Vec<TypeId> = ast
        .exprs
        .iter()
        .filter(|(_, e)| matches!(e.kind, ExprKind::Ident(id) if ast.name(id) == "x"))
        .map(|(h, _)| sema.symbol(sema.resolved(h).unwrap()).ty)
        .collect();
    assert_eq!(uses, vec![TypeId::INT, TypeId::DOUBLE]);
    // Still one C scope for redeclarations.
    let bad = "void g(void) {\n  int y;\n#pragma acc parallel\n  { }\n  int y;\n}\n";
    assert_eq!(messages(bad), vec!["redeclaration of 'y' with no linkage"]);
}

/// `__builtin_tgmath` (glibc's <tgmath.h>) has the type of the function gcc picks by the
/// arguments for the generic parameters: `sqrt(x)` of a float is a float (it was `double`, so
/// device code folded `sizeof(fabs(x))` to 8), `ldexp(x, n)` ignores the int `n`, an integer
/// argument counts as double, a complex one picks the complex function, `lround` is a long.
#[test]
fn tgmath_has_the_type_of_the_function_gcc_picks() {
    let src = "float sqrtf(float); double sqrt(double); long double sqrtl(long double);
_Complex float csqrtf(_Complex float); _Complex double csqrt(_Complex double);
_Complex long double csqrtl(_Complex long double);
float ldexpf(float, int); double ldexp(double, int); long double ldexpl(long double, int);
float powf(float, float); double pow(double, double); long double powl(long double, long double);
long lroundf(float); long lround(double); long lroundl(long double);
float x; double y; int n; long double ld; _Complex float zf;
_Static_assert(sizeof(__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, x)) == 4, \"float\");
_Static_assert(sizeof(__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, y)) == 8, \"double\");
_Static_assert(sizeof(__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, n)) == 8, \"int as double\");
_Static_assert(sizeof(__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, ld)) == 16, \"long double\");
_Static_assert(sizeof(__builtin_tgmath(sqrtf, sqrt, sqrtl, csqrtf, csqrt, csqrtl, zf)) == 8, \"complex float\");
_Static_assert(sizeof(__builtin_tgmath(ldexpf, ldexp, ldexpl, x, n)) == 4, \"ldexpf\");
_Static_assert(sizeof(__builtin_tgmath(powf, pow, powl, x, y)) == 8, \"pow\");
_Static_assert(sizeof(__builtin_tgmath(powf, pow, powl, x, 2.0f)) == 4, \"powf\");
_Static_assert(sizeof(__builtin_tgmath(lroundf, lround, lroundl, x)) == 8, \"lround\");
";
    assert_eq!(messages(src), Vec::<String>::new());
}
