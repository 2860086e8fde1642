//! Runs parse + sema on preprocessed C files and prints the rendered diagnostics:
//! `cargo run -p oxacc-sema --example sema_file -- file.i...`

fn main() {
    let mut status = 0;
    for path in std::env::args().skip(1) {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                status = 1;
                continue;
            }
        };
        let start = std::time::Instant::now();
        let (ast, pd) = oxacc_syntax::parse(&text);
        let parse_t = start.elapsed();
        let (_sema, sd) = oxacc_sema::analyze(&ast, &text);
        let map = oxacc_syntax::SourceMap::new(&text);
        let all: Vec<_> = pd.into_iter().chain(sd).collect();
        eprint!("{}", oxacc_syntax::render(&all, &map, &text));
        let errors = all.iter().filter(|d| d.is_error()).count();
        eprintln!(
            "{path}: {errors} errors, {} warnings (parse {:?}, total {:?})",
            all.len() - errors,
            parse_t,
            start.elapsed()
        );
        if errors > 0 {
            status = 1;
        }
    }
    std::process::exit(status);
}
