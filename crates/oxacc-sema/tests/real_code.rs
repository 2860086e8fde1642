//! Real C through parse + sema: every glibc header must give zero diagnostics, the language
//! test programs (`tests/lang/*.c`) zero errors, and the SQLite amalgamation zero errors.
//!
//! The inputs are preprocessed with `gcc -E -fopenacc -fopenmp` (skipped with a notice if gcc
//! is missing). SQLite is looked up in `$OXACC_SQLITE_C`, then where `.ci/run` fetches it
//! (`target/realworld/fetch-libsqlite3-sys-*/vendor/libsqlite3-sys-*/sqlite3/sqlite3.c`), then
//! in the cargo registry (`~/.cargo/registry/src/*/libsqlite3-sys-*/sqlite3/sqlite3.c`). Lua:
//! `$OXACC_LUA_DIR`, then the `lua-src-551*` crate (`lua-5.4.9/`) in the same places.

use std::path::{Path, PathBuf};
use std::process::Command;

use oxacc_syntax::{render, Diagnostic, SourceMap};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `gcc -E` of `src` (a file), or `None` if gcc is unavailable.
fn preprocess_file(src: &Path, extra: &[&str]) -> Option<String> {
    let out = Command::new("gcc")
        .args(["-E", "-fopenacc", "-fopenmp", "-std=gnu11"])
        .args(extra)
        .arg(src)
        .output()
        .ok()?;
    if !out.status.success() {
        panic!(
            "gcc -E {} failed: {}",
            src.display(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn preprocess_text(code: &str) -> Option<String> {
    let dir = std::env::temp_dir().join(format!("oxacc-sema-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let name = format!(
        "t{}.c",
        code.len() ^ (code.as_bytes().iter().map(|&b| b as usize).sum::<usize>() << 8)
    );
    let path = dir.join(name);
    std::fs::write(&path, code).ok()?;
    let r = preprocess_file(&path, &[]);
    let _ = std::fs::remove_file(&path);
    r
}

fn analyse(text: &str) -> (Vec<Diagnostic>, oxacc_sema::Sema) {
    let (ast, mut diags) = oxacc_syntax::parse(text);
    let (sema, sd) = oxacc_sema::analyze(&ast, text);
    diags.extend(sd);
    (diags, sema)
}

fn gcc_available() -> bool {
    let ok = Command::new("gcc").arg("--version").output().is_ok();
    if !ok {
        eprintln!("note: gcc not found; skipping");
    }
    ok
}

use oxacc_testkit::GLIBC_HEADERS as HEADERS;

#[test]
fn glibc_headers_have_no_diagnostics() {
    if !gcc_available() {
        return;
    }
    let mut failures = String::new();
    let mut all = String::new();
    for h in HEADERS {
        let code = format!("#include <{h}>\n");
        all.push_str(&code);
        let Some(text) = preprocess_text(&code) else {
            continue;
        };
        let (diags, _) = analyse(&text);
        if !diags.is_empty() {
            failures.push_str(&format!(
                "== {h}\n{}",
                render(&diags, &SourceMap::new(&text), &text)
            ));
        }
    }
    // All of them in one translation unit (redeclarations across headers).
    if let Some(text) = preprocess_text(&all) {
        let (diags, sema) = analyse(&text);
        if !diags.is_empty() {
            failures.push_str(&format!(
                "== all\n{}",
                render(&diags, &SourceMap::new(&text), &text)
            ));
        }
        // Spot checks of what the headers declare.
        let fs = sema.file_scope();
        for f in [
            "printf",
            "malloc",
            "memcpy",
            "sqrt",
            "pthread_create",
            "strtol",
        ] {
            let s = sema
                .lookup(fs, f)
                .unwrap_or_else(|| panic!("{f} not declared"));
            assert!(sema.symbol(s).kind == oxacc_sema::SymbolKind::Function);
        }
        let size_t = sema.lookup(fs, "size_t").expect("size_t");
        assert_eq!(
            sema.type_display(sema.symbol(size_t).ty),
            "long unsigned int"
        );
        assert!(sema.is_typedef(fs, "FILE"));
        let tv = sema.lookup(fs, "struct_timeval_probe");
        assert!(tv.is_none());
    }
    // With optimisation and fortification the headers define inline wrappers that call
    // `__builtin___*_chk`, `__builtin_object_size`, `__builtin_va_arg_pack`.
    let variants: [&[&str]; 2] = [
        &["-O2", "-D_GNU_SOURCE"],
        &["-O2", "-D_FORTIFY_SOURCE=2", "-D_GNU_SOURCE"],
    ];
    for flags in variants {
        let dir = std::env::temp_dir().join(format!("oxacc-sema-o2-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join("all.c");
        let _ = std::fs::write(&path, &all);
        if let Some(text) = preprocess_file(&path, flags) {
            let (diags, _) = analyse(&text);
            if !diags.is_empty() {
                failures.push_str(&format!(
                    "== all {flags:?}\n{}",
                    render(&diags, &SourceMap::new(&text), &text)
                ));
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
    assert!(
        failures.is_empty(),
        "diagnostics on glibc headers:\n{failures}"
    );
}

#[test]
fn language_test_programs_have_no_errors() {
    if !gcc_available() {
        return;
    }
    let dir = repo_root().join("tests/lang");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!("note: {} missing; skipping", dir.display());
        return;
    };
    let include = repo_root().join("crates/oxacc-rt/include");
    let inc = format!("-I{}", include.display());
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    files.sort();
    let mut failures = String::new();
    for f in &files {
        let Some(text) = preprocess_file(f, &[&inc]) else {
            continue;
        };
        let (diags, _) = analyse(&text);
        let errors: Vec<Diagnostic> = diags.into_iter().filter(|d| d.is_error()).collect();
        if !errors.is_empty() {
            failures.push_str(&format!(
                "== {}\n{}",
                f.display(),
                render(&errors, &SourceMap::new(&text), &text)
            ));
        }
    }
    eprintln!("{} programs analysed", files.len());
    assert!(failures.is_empty(), "errors on valid programs:\n{failures}");
}

/// A file or directory `rel` inside the first `<prefix>*` crate fetched by `.ci/run`
/// (`target/realworld/fetch-*/vendor/`) or found in the cargo registry.
fn find_in_registry(prefix: &str, rel: &str) -> Option<PathBuf> {
    let fetched = repo_root().join("target/realworld");
    for f in std::fs::read_dir(&fetched).into_iter().flatten().flatten() {
        for c in std::fs::read_dir(f.path().join("vendor"))
            .into_iter()
            .flatten()
            .flatten()
        {
            if c.file_name().to_string_lossy().starts_with(prefix) {
                let p = c.path().join(rel);
                if p.exists() {
                    return Some(p);
                }
            }
        }
    }
    let home = std::env::var("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|_| std::env::var("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .ok()?;
    let src = home.join("registry/src");
    for reg in std::fs::read_dir(src).ok()?.flatten() {
        let Ok(crates) = std::fs::read_dir(reg.path()) else {
            continue;
        };
        for c in crates.flatten() {
            if c.file_name().to_string_lossy().starts_with(prefix) {
                let p = c.path().join(rel);
                if p.exists() {
                    return Some(p);
                }
            }
        }
    }
    None
}

fn find_sqlite() -> Option<PathBuf> {
    if let Ok(p) = std::env::var("OXACC_SQLITE_C") {
        return Some(PathBuf::from(p));
    }
    find_in_registry("libsqlite3-sys-", "sqlite3/sqlite3.c")
}

/// Lua 5.4 (the `lua-src` crate that `tests/realworld/lua.sh` builds), compiled the way that
/// script does. Skipped if the crate is not in the registry (`$OXACC_LUA_DIR` overrides).
#[test]
fn lua_sources_have_no_errors() {
    if !gcc_available() {
        return;
    }
    let dir = std::env::var("OXACC_LUA_DIR")
        .map(PathBuf::from)
        .ok()
        .or_else(|| find_in_registry("lua-src-551", "lua-5.4.9"));
    let Some(dir) = dir else {
        eprintln!("note: lua-src not found (set OXACC_LUA_DIR); skipping");
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "c"));
    files.sort();
    let mut failures = String::new();
    for f in &files {
        let Some(text) = preprocess_file(f, &["-O2", "-DLUA_COMPAT_5_3", "-DLUA_USE_LINUX"]) else {
            continue;
        };
        let (diags, _) = analyse(&text);
        let errors: Vec<Diagnostic> = diags.into_iter().filter(|d| d.is_error()).collect();
        if !errors.is_empty() {
            failures.push_str(&render(&errors, &SourceMap::new(&text), &text));
        }
    }
    eprintln!("{} Lua files analysed", files.len());
    assert!(failures.is_empty(), "errors in Lua:\n{failures}");
}

#[test]
fn sqlite_amalgamation_has_no_errors() {
    if !gcc_available() {
        return;
    }
    let Some(path) = find_sqlite() else {
        eprintln!("note: sqlite3.c not found (set OXACC_SQLITE_C); skipping");
        return;
    };
    let Some(text) = preprocess_file(&path, &[]) else {
        return;
    };
    let (diags, sema) = analyse(&text);
    let errors: Vec<Diagnostic> = diags.into_iter().filter(|d| d.is_error()).collect();
    let shown: Vec<Diagnostic> = errors.iter().take(30).cloned().collect();
    assert!(
        errors.is_empty(),
        "{} errors in sqlite3.c:\n{}",
        errors.len(),
        render(&shown, &SourceMap::new(&text), &text)
    );
    // It really was analysed: thousands of function definitions with their scopes.
    assert!(sema.functions().len() > 1000, "{}", sema.functions().len());
    let fs = sema.file_scope();
    let s = sema.lookup(fs, "sqlite3_open").expect("sqlite3_open");
    assert_eq!(
        sema.type_display(sema.symbol(s).ty),
        "int(const char *, struct sqlite3 **)"
    );
}

/// Every top-level header of `/usr/include` that gcc accepts on its own (about 140 on Debian:
/// zlib, png, jpeg, X11 bits, ncurses, ...) analyses with zero diagnostics.
#[test]
fn system_headers_have_no_diagnostics() {
    if !gcc_available() {
        return;
    }
    let mut headers: Vec<PathBuf> = std::fs::read_dir("/usr/include")
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    headers.retain(|p| p.extension().is_some_and(|e| e == "h"));
    headers.sort();
    let dir = std::env::temp_dir().join(format!("oxacc-sema-sys-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let failures = std::sync::Mutex::new(String::new());
    let checked = std::sync::atomic::AtomicUsize::new(0);
    let chunks: Vec<&[PathBuf]> = headers.chunks(headers.len().div_ceil(2).max(1)).collect();
    std::thread::scope(|s| {
        for (ci, chunk) in chunks.iter().enumerate() {
            let (dir, failures, checked) = (&dir, &failures, &checked);
            s.spawn(move || {
                for (i, h) in chunk.iter().enumerate() {
                    let Some(name) = h.file_name().and_then(|n| n.to_str()) else {
                        continue;
                    };
                    let src = dir.join(format!("h{ci}_{i}.c"));
                    let _ = std::fs::write(&src, format!("#include <{name}>\n"));
                    let ok = Command::new("gcc")
                        .args(["-fsyntax-only", "-std=gnu11", "-D_GNU_SOURCE"])
                        .arg(&src)
                        .output()
                        .is_ok_and(|o| o.status.success());
                    if !ok {
                        continue;
                    }
                    let Some(text) = preprocess_file(&src, &["-D_GNU_SOURCE"]) else {
                        continue;
                    };
                    checked.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let (diags, _) = analyse(&text);
                    if !diags.is_empty() {
                        let r = render(&diags, &SourceMap::new(&text), &text);
                        if let Ok(mut f) = failures.lock() {
                            f.push_str(&format!("== {name}\n{r}"));
                        }
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("{} system headers analysed", checked.into_inner());
    let failures = failures.into_inner().unwrap_or_default();
    assert!(
        failures.is_empty(),
        "diagnostics on system headers:\n{failures}"
    );
}
