//! Sizes, alignments, member offsets and bit-field positions computed by sema, compared with
//! what gcc compiles for the same declarations (x86-64 SysV). Skipped if gcc is missing.

use std::fmt::Write;
use std::process::Command;

/// Each entry is the body of `typedef BODY Tn;`.
const TYPES: &[&str] = &[
    "char",
    "short",
    "int",
    "long",
    "long long",
    "__int128",
    "unsigned __int128",
    "float",
    "double",
    "long double",
    "_Float128",
    "_Float32",
    "_Float64",
    "_Float32x",
    "_Float64x",
    "_Complex float",
    "_Complex double",
    "_Complex long double",
    "void *",
    "_Bool",
    "int (*)(int, char *)",
    "char [3][5]",
    "__builtin_va_list",
    "struct { char a; int b; }",
    "struct { char a; double b; char c; }",
    "struct { char a; long double b; }",
    "struct { char a; __int128 b; char c; }",
    "struct { int a:3; int b:5; char c; }",
    "struct { char a:3; int b:30; }",
    "struct { char a; int :0; char b; }",
    "struct { char a; char :0; char b; }",
    "struct { char a; long :3; char b; }",
    "struct { int a:3; long b:40; }",
    "struct { short a:9; short b:9; short c:9; }",
    "struct { unsigned a:1; unsigned b:31; unsigned c:1; }",
    "struct { char a; long long b:20; char c; }",
    "struct { long long a:60; int b:10; }",
    "struct { _Bool a:1; char b; }",
    "struct { char a:4; char b:4; char c:4; }",
    "struct { int a:31; int b:2; }",
    "struct { unsigned char a:7; unsigned char b:2; }",
    "struct __attribute__((packed)) { char a; int b; }",
    "struct __attribute__((packed)) { char a:3; int b:30; char c; }",
    "struct { char a; int b; } __attribute__((packed))",
    "struct { char a; int b __attribute__((aligned(16))); }",
    "struct { char a; } __attribute__((aligned(32)))",
    "struct { char a; int b __attribute__((packed)); }",
    "struct { char c; _Alignas(8) char d; }",
    "struct { int n; double d[]; }",
    "struct { char c; int n; char d[]; }",
    "union { char c[5]; int i; }",
    "union { long double x; char y; }",
    "union { int a:3; char b; }",
    "struct { char a; struct { char b; int c; }; char d; }",
    "struct { char a; union { short b; double c; }; char d; }",
    "struct { float _Complex c; char d; }",
    "struct { char a; struct { char x; short y; } s; char d; }",
    "struct { char a; int b[3]; char c; }",
    "struct { int a; char b; } [3]",
    "enum { EA = -1, EB = 1 }",
    "enum { EC = 0xffffffff }",
    "enum { ED = 0x100000000 }",
    "struct { char a; enum { EE = 1 } e; }",
    "struct { char a; long b; } __attribute__((aligned(4)))",
    "struct { char a; int b; char c; } __attribute__((packed, aligned(2)))",
    "struct { double d; char c; int : 0; }",
    "struct { char a; __attribute__((aligned(8))) int b:4; }",
    "struct { unsigned long long a:33; unsigned long long b:33; }",
    "struct { char a; short b:3; char c; }",
    "struct { char c; } __attribute__((aligned(16)))",
    "union { int i; char c[6]; } __attribute__((aligned(8)))",
];

/// Declared under `#pragma pack(push, N)`: (N, body).
const PACKED: &[(u32, &str)] = &[
    (1, "struct { char a; int b; double c; }"),
    (2, "struct { char a; int b; double c; }"),
    (4, "struct { char a; double b; long double c; }"),
    (1, "struct { char a:3; int b:30; char c; }"),
    (2, "struct { char a; int b:20; short c; }"),
    (4, "struct { char a; long long b:40; char c; }"),
    (2, "struct { char a; struct { char x; int y; } s; }"),
    (1, "union { char a; int b; }"),
    (8, "struct { char a; long double b; }"),
    // Under any pack(N), bit-fields are not moved out of a unit they cross (gcc 12).
    (
        2,
        "struct { char a; double b; char c; int d : 20; int e : 20; }",
    ),
    (2, "struct { char a; char b; char c; int d : 30; }"),
    (8, "struct { char a; int d : 30; }"),
    (2, "struct { char a; int : 0; char b; }"),
    (2, "struct { char a; int : 30; char b; }"),
];

/// Attributes after the typedef's name: `typedef BODY Tn ATTR;`.
const DECLARATOR_ATTR: &[(&str, &str)] = &[
    ("struct { char c; int i; }", "__attribute__((aligned(32)))"),
    ("int", "__attribute__((aligned(16)))"),
    ("int", "__attribute__((aligned(2)))"),
    (
        "union { short s; char c[3]; }",
        "__attribute__((aligned(8)))",
    ),
];

fn gcc_ok() -> bool {
    Command::new("gcc").arg("--version").output().is_ok()
}

#[test]
fn layout_matches_gcc() {
    if !gcc_ok() {
        eprintln!("note: gcc not found; skipping");
        return;
    }
    let mut decls = String::new();
    for (i, t) in TYPES.iter().enumerate() {
        // `typedef BODY Tn` needs the name inside the declarator for array/function types.
        let d = if let Some(rest) = t.strip_suffix(" [3]") {
            format!("typedef {rest} T{i}[3];\n")
        } else if t.contains("(*)") {
            format!("typedef {};\n", t.replace("(*)", &format!("(*T{i})")))
        } else if let Some(rest) = t.strip_suffix(" [3][5]") {
            format!("typedef {rest} T{i}[3][5];\n")
        } else {
            format!("typedef {t} T{i};\n")
        };
        decls.push_str(&d);
    }
    for (j, (n, body)) in PACKED.iter().enumerate() {
        let i = TYPES.len() + j;
        decls.push_str(&format!(
            "#pragma pack(push, {n})\ntypedef {body} T{i};\n#pragma pack(pop)\n"
        ));
    }
    for (j, (body, attr)) in DECLARATOR_ATTR.iter().enumerate() {
        let i = TYPES.len() + PACKED.len() + j;
        decls.push_str(&format!("typedef {body} T{i} {attr};\n"));
    }
    let count = TYPES.len() + PACKED.len() + DECLARATOR_ATTR.len();
    let (ast, pd) = oxacc_syntax::parse(&decls);
    assert!(pd.is_empty(), "{pd:?}");
    let (sema, sd) = oxacc_sema::analyze(&ast, &decls);
    assert!(sd.is_empty(), "{sd:?}");

    let mut expected = String::new();
    let mut main = String::from("int printf(const char *, ...);\nint main(void) {\n");
    for i in 0..count {
        let s = sema
            .lookup(sema.file_scope(), &format!("T{i}"))
            .expect("typedef");
        let ty = sema.symbol(s).ty;
        let _ = writeln!(
            expected,
            "T{i} {} {}",
            sema.size_of(ty).unwrap_or(0),
            // A typedef's own `aligned` attribute is kept per typedef, not on the type.
            sema.typedef_align_for(Some(s), ty)
                .or_else(|| sema.align_of(ty))
                .unwrap_or(0)
        );
        let _ = writeln!(
            main,
            "  printf(\"T{i} %zu %zu\\n\", sizeof(T{i}), _Alignof(T{i}));"
        );
        for f in sema.record_fields(ty) {
            let Some(name) = &f.name else { continue };
            match f.bits {
                None => {
                    let _ = writeln!(expected, "T{i}.{name} off {}", f.offset);
                    let _ = writeln!(
                        main,
                        "  printf(\"T{i}.{name} off %zu\\n\", __builtin_offsetof(T{i}, {name}));"
                    );
                }
                Some((bit, _)) => {
                    let _ = writeln!(expected, "T{i}.{name} bit {bit}");
                    let _ = writeln!(
                        main,
                        "  {{ T{i} x; unsigned char *p = (unsigned char *)&x; \
                         __builtin_memset(&x, 0, sizeof x); x.{name} = 1; \
                         for (unsigned k = 0; k < sizeof x * 8; k++) \
                         if ((p[k / 8] >> (k % 8)) & 1) {{ printf(\"T{i}.{name} bit %u\\n\", k); break; }} }}"
                    );
                }
            }
        }
    }
    main.push_str("  return 0;\n}\n");
    let dir = std::env::temp_dir().join(format!("oxacc-layout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("layout.c");
    let exe = dir.join("layout");
    std::fs::write(&src, format!("{decls}{main}")).unwrap();
    let out = Command::new("gcc")
        .args(["-w", "-std=gnu11", "-o"])
        .arg(&exe)
        .arg(&src)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    let got = String::from_utf8_lossy(&run.stdout).into_owned();
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{} lines compared", got.lines().count());
    let mut diffs = String::new();
    for (e, g) in expected.lines().zip(got.lines()) {
        if e != g {
            let _ = writeln!(diffs, "sema: {e:<40} gcc: {g}");
        }
    }
    assert_eq!(expected.lines().count(), got.lines().count(), "{got}");
    assert!(
        diffs.is_empty(),
        "layout differs from gcc:\n{diffs}\n{decls}"
    );
}
