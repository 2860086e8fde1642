//! Parses a preprocessed C file and prints the rendered diagnostics.
//!
//! `cargo run -p oxacc-syntax --example parse_file -- file.i [--print]`
//! (`--print` prints the AST back as C instead.)

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: parse_file FILE.i");
        std::process::exit(2);
    };
    let text = match std::fs::read(&path) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let (ast, diags) = oxacc_syntax::parse(&text);
    if std::env::args().any(|a| a == "--print") {
        print!("{}", oxacc_syntax::print_ast(&ast, &text));
        return;
    }
    let map = oxacc_syntax::SourceMap::new(&text);
    print!("{}", oxacc_syntax::render(&diags, &map, &text));
    println!(
        "{} items, {} exprs, {} stmts, {} diagnostics",
        ast.items.len(),
        ast.exprs.len(),
        ast.stmts.len(),
        diags.len()
    );
}
