//! Prints the OpenACC diagnostics of a preprocessed C file (`gcc -E -fopenacc f.c > f.i`):
//! `cargo run -p oxacc-acc --example check_file -- f.i`. A development aid; the driver is the
//! real entry point.

use oxacc_syntax::{render, SourceMap};

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: check_file FILE.i");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    // The pipeline's order (README.md); C errors are left out, only OpenACC ones shown.
    let (mut ast, _) = oxacc_syntax::parse(&text);
    let (mut sema, _) = oxacc_sema::analyze(&ast, &text);
    let (dirs, mut diags) = oxacc_acc::parse_all(&mut ast, &text, &|dir, name| {
        sema.directive_scope(dir)
            .is_some_and(|scope| sema.is_typedef(scope, name))
    });
    diags.extend(oxacc_acc::type_directives(&mut sema, &ast, &text, &dirs));
    diags.extend(oxacc_acc::check(&ast, &text, &dirs));
    diags.extend(oxacc_acc::check_types(&ast, &text, &dirs, &sema));
    let map = SourceMap::with_name(&text, &path);
    print!("{}", render(&diags, &map, &text));
    println!(
        "{path}: {} directives, {} diagnostics",
        dirs.len(),
        diags.len()
    );
}
