//! `Sema::type_to_c` must print declarations that gcc reads back as the same type: for each
//! declaration below (`$` is the name, `vN`), the printed declaration of `cN` must satisfy
//! `__builtin_types_compatible_p(typeof(cN), typeof(vN))` (and keep qualifiers). Skipped if
//! gcc is missing.

use std::process::Command;

const DECLS: &[&str] = &[
    "int $;",
    "unsigned long long $;",
    "const volatile short $;",
    "float (*$)[100];",
    "int (*$)(int, char **);",
    "void (*(*$)(int))(void);",
    "const double *restrict $;",
    "char **const $;",
    "struct point $;",
    "struct point *$[3];",
    "point_t $;",
    "const point_t *$;",
    "enum color $;",
    "color_t $;",
    "union bits $;",
    "int $[2][3];",
    "long double _Complex $;",
    "_Complex float $;",
    "__int128 $;",
    "unsigned __int128 $;",
    "_Bool $;",
    "signed char $;",
    "_Float128 $;",
    "__builtin_va_list $;",
    "__builtin_va_list *$;",
    "__builtin_va_list $[2];",
    // A va_list parameter is adjusted to a pointer to the list's element, whose struct has no
    // name C can write (`struct __va_list_tag` would be a new incomplete struct).
    "int (*$)(const char *, __builtin_va_list);",
    "__typeof__(((__builtin_va_list *)0)[0][0]) *$;",
    "int (*(*$)[4])(double);",
    "const char *const *$;",
    "_Atomic int $;",
    "_Atomic(long) *$;",
    "int (*$)();",
    "int (*$)(int, ...);",
    "double (*$)(int, double (*)(double));",
    "char $[];",
    "struct point (*$)(struct point);",
    "v4si $;",
];

const PRELUDE: &str = "struct point { int x, y; };\n\
typedef struct { double re, im; } point_t;\n\
enum color { RED, GREEN };\n\
typedef enum { A, B } color_t;\n\
union bits { int i; float f; };\n\
typedef int v4si __attribute__((vector_size(16)));\n";

#[test]
fn printed_declarations_are_the_same_types() {
    if Command::new("gcc").arg("--version").output().is_err() {
        eprintln!("note: gcc not found; skipping");
        return;
    }
    let mut src = String::from(PRELUDE);
    for (i, d) in DECLS.iter().enumerate() {
        // `int $;` → `extern int v3;` (extern so that incomplete arrays are fine).
        src.push_str(&format!("extern {}\n", d.replace('$', &format!("v{i}"))));
    }
    let (ast, pd) = oxacc_syntax::parse(&src);
    assert!(pd.is_empty(), "{pd:?}");
    let (sema, sd) = oxacc_sema::analyze(&ast, &src);
    assert!(sd.is_empty(), "{sd:?}");
    let mut check = String::from(PRELUDE);
    for (i, d) in DECLS.iter().enumerate() {
        check.push_str(&format!("extern {}\n", d.replace('$', &format!("v{i}"))));
        let s = sema
            .lookup(sema.file_scope(), &format!("v{i}"))
            .expect("declared");
        let printed = sema.type_to_c(sema.symbol(s).ty, &format!("c{i}"));
        check.push_str(&format!(
            "extern {printed};\n_Static_assert(__builtin_types_compatible_p(__typeof__(c{i}), __typeof__(v{i})), \"{}\");\n",
            printed.replace('"', "'")
        ));
    }
    let dir = std::env::temp_dir().join(format!("oxacc-tc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.c");
    std::fs::write(&path, &check).unwrap();
    let out = Command::new("gcc")
        .args(["-std=gnu11", "-fsyntax-only", "-w"])
        .arg(&path)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{} printed declarations checked by gcc", DECLS.len());
    assert!(
        out.status.success(),
        "gcc rejected the printed declarations:\n{}\n{check}",
        String::from_utf8_lossy(&out.stderr)
    );
}
