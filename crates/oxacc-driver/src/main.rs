//! `oxacc`: see the library crate `oxacc_driver`.

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    std::process::exit(oxacc_driver::run(args));
}
