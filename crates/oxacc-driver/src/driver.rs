//! What `oxacc` does with a parsed command line: run cc untouched, or preprocess, run the
//! OpenACC pipeline, compile the host C and link the runtime.

use std::ffi::{OsStr, OsString};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use oxacc_lower::pipeline::{self, CompileOptions};

use crate::cli::{
    self, derived_name, AccTarget, Input, InputKind, Invocation, LinkItem, SaveTemps, Stage,
};
use crate::diagnostics;
use crate::error::DriverError;
use crate::minfo::format_minfo;
use crate::toolchain::{self, CcCommand, TempDir, RUNTIME_NATIVE_LIBS};

/// The value of `_OPENACC` for OpenACC 3.3 (spec 2.2).
pub const OPENACC_VERSION: &str = "202211";

/// The value of `_OPENMP` for OpenMP 2.0 (March 2002; OpenMP 2.0 C/C++, 2.2).
pub const OPENMP_VERSION: &str = "200203";

/// Entry point: the arguments without the program name; returns the exit status.
pub fn run(args: Vec<OsString>) -> i32 {
    let cc = CcCommand::from_env();
    let os_args = args;
    let args = &os_args;
    let utf8: Option<Vec<String>> = args
        .iter()
        .map(|a| a.to_str().map(str::to_string))
        .collect();
    // Response files (`@file`) are read for oxacc's own decisions; cc gets them as they are
    // unless they hold oxacc's or nvc's flags (`cli::cc_args`).
    let unexpanded = utf8.clone();
    let utf8 = utf8.map(|args| cli::expand_response_files(&args));
    let wants_own_output = args.iter().any(|a| a == "--version" || a == "--help");
    let acc = utf8.as_deref().is_some_and(cli::wants_pipeline);
    // gcc's queries (-dumpversion, -print-prog-name=ld, ...) compile nothing: cc answers
    // them, as it would without -acc (libtool, CMake and Meson ask them with $CC).
    let query = utf8
        .as_deref()
        .is_some_and(|a| a.iter().any(|a| cli::is_query_flag(a)));
    if (!acc || query) && !wants_own_output {
        return exec_cc(&cc, args, unexpanded.as_deref());
    }
    let Some(args) = utf8 else {
        let bad = args.iter().find(|a| a.to_str().is_none());
        let shown = bad
            .map(|a| a.to_string_lossy().into_owned())
            .unwrap_or_default();
        return report(&DriverError::Cli(cli::CliError::NotUtf8(shown)));
    };
    let inv = match cli::parse(&args) {
        Ok(inv) => inv,
        Err(e) => return report(&DriverError::from(e)),
    };
    // No input (`-v` alone, `-Wl,--version`, `-###`): nothing for oxacc to compile; cc
    // answers, or says "no input files" itself, as gcc -fopenacc would.
    if inv.inputs.is_empty() && !inv.show_help && !inv.show_version {
        return exec_cc(&cc, &os_args, unexpanded.as_deref());
    }
    match Driver::new(cc, inv).run() {
        Ok(status) => status,
        Err(e) => report(&e),
    }
}

fn report(e: &DriverError) -> i32 {
    eprintln!("oxacc: error: {e}");
    1
}

/// Without `-acc`: become `cc` with the same arguments, less oxacc-only flags like `-Minfo`
/// and with nvc's mapped (`cli::cc_args`; `utf8` is `args` when they all are UTF-8).
fn exec_cc(cc: &CcCommand, args: &[OsString], utf8: Option<&[String]>) -> i32 {
    let args: Vec<OsString> = match utf8 {
        Some(utf8) => match cli::cc_args(utf8) {
            Ok(mapped) => mapped.into_iter().map(OsString::from).collect(),
            Err(e) => return report(&DriverError::Cli(e)),
        },
        None => args
            .iter()
            .filter(|a| !a.to_str().is_some_and(cli::is_oxacc_only_flag))
            .cloned()
            .collect(),
    };
    let link = is_plain_link(&args);
    let mut cmd = Command::new(&cc.program);
    cmd.args(&cc.prefix).args(&args);
    // A source compiled without -acc that includes <openacc.h> gets oxacc's header, as with
    // nvc (whose include directory is always searched): cc's own (gcc's) numbers the device
    // types differently (acc_device_nvidia is 5 there, 4 in oxacc's runtime), so such an
    // object linked into an -acc program asked the runtime about the wrong device type,
    // silently. After the user's directories, as a system directory; the header does not
    // define _OPENACC, so the file's `#ifdef _OPENACC` code stays out, as with cc's header.
    // Where the headers cannot be written, cc's own are used.
    if !link && reads_c_source(&args) {
        if let Ok(dir) = toolchain::header_dir() {
            cmd.arg("-isystem").arg(dir);
        }
    }
    // A link of objects: cc runs as a child whose messages oxacc reads, so that objects
    // compiled with -acc linked without it (make's built-in rule `$(CC) $(LDFLAGS) x.o` has
    // no `$(CFLAGS)`) get a note on what is missing; the linker names only symbols.
    if link {
        let mut seen = Vec::new();
        return match run_child(cmd, Some(&mut seen), false) {
            Ok(code) => {
                if code != 0 {
                    if let Some(note) = runtime_hint(&String::from_utf8_lossy(&seen)) {
                        eprintln!("oxacc: note: {note}");
                    }
                }
                code
            }
            Err(e) => report(&e),
        };
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        let err = cmd.exec();
        report(&DriverError::CcNotRunnable {
            program: cc.display_name(),
            reason: err.to_string(),
        })
    }
    #[cfg(not(unix))]
    {
        match cmd.status() {
            Ok(s) => s.code().unwrap_or(1),
            Err(err) => report(&DriverError::CcNotRunnable {
                program: cc.display_name(),
                reason: err.to_string(),
            }),
        }
    }
}

/// One compilation with `-acc`.
struct Driver {
    cc: CcCommand,
    inv: Invocation,
    /// Time spent in cc -E and in the pipeline, for `--oxacc-time`.
    preprocess_time: Duration,
    frontend_time: Duration,
    /// CPU time of the front end (all threads), when the OS tells: steadier than wall time on a
    /// shared machine.
    frontend_cpu: Option<Duration>,
    frontend_bytes: usize,
    /// The source read from stdin (`-x c -`), kept for placing diagnostics at their physical
    /// columns: the file `<stdin>` that the line markers name cannot be read again.
    stdin_source: Option<String>,
}

impl Driver {
    fn new(cc: CcCommand, inv: Invocation) -> Driver {
        Driver {
            cc,
            inv,
            preprocess_time: Duration::ZERO,
            frontend_time: Duration::ZERO,
            frontend_cpu: Some(Duration::ZERO),
            frontend_bytes: 0,
            stdin_source: None,
        }
    }

    fn run(mut self) -> Result<i32, DriverError> {
        if !self.inv.common_flags.iter().any(|f| f == "-w") {
            for w in &self.inv.warnings {
                eprintln!("oxacc: warning: {w}");
            }
        }
        if self.inv.show_help {
            print!("{}", cli::HELP);
            return Ok(0);
        }
        if self.inv.show_version {
            return self.print_version();
        }
        self.check_output_is_not_an_input()?;
        self.check_languages()?;
        let stage = self.inv.stage();
        if stage == Stage::Link {
            self.check_static_link()?;
        }
        if stage == Stage::Preprocess {
            return self.preprocess_only();
        }
        self.check_target_is_x86_64()?;
        let sources: Vec<usize> = (0..self.inv.inputs.len())
            .filter(|&i| self.inv.inputs[i].is_source())
            .collect();
        if self.inv.output.is_some()
            && sources.len() > 1
            && matches!(stage, Stage::Compile | Stage::Assemble)
        {
            return Err(DriverError::Message(
                "cannot specify '-o' with '-c' or '-S' with multiple files".to_string(),
            ));
        }
        let only_headers = self.inv.inputs.iter().all(|i| i.kind == InputKind::Header);
        let partial = self.is_partial_link();
        let runtime = if stage == Stage::Link && !only_headers && !partial {
            let archive = toolchain::find_runtime()?;
            // The test knob's shared runtime, unless the link is static (the archive then).
            if toolchain::shared_runtime_requested() && !self.links_statically() {
                Some(toolchain::shared_runtime(&archive)?)
            } else {
                Some(archive)
            }
        } else {
            None
        };
        let temp = TempDir::new()?;
        let mut objects: Vec<Option<PathBuf>> = vec![None; self.inv.inputs.len()];
        let mut failed = false;
        for &i in &sources {
            let input = self.inv.inputs[i].clone();
            match self.compile_one(&input, i, temp.path())? {
                Some(obj) => objects[i] = Some(obj),
                None => failed = true,
            }
        }
        if self.inv.time_report {
            self.print_time_report();
        }
        if failed {
            return Ok(1);
        }
        if partial && stage == Stage::Link && !only_headers {
            // ld -r: the objects only; the final link adds the runtime (and the default
            // device object) once, as gcc -fopenmp -r adds no libgomp.
            return self.link(&objects, None, None, None);
        }
        // (None also with only headers: gcc writes the precompiled headers and links nothing.)
        let Some(runtime) = runtime else {
            return Ok(0);
        };
        let default_device = match self.default_device_object(temp.path())? {
            Some(obj) => Some(obj),
            None if self.inv.acc.is_some_and(|t| t != AccTarget::Any) => return Ok(1),
            None => None,
        };
        let exports = self.runtime_export_list(temp.path())?;
        self.link(
            &objects,
            default_device.as_deref(),
            Some(&runtime),
            exports.as_deref(),
        )
    }

    /// A linker dynamic list naming the runtime's entry points, for a dynamically linked
    /// executable (`None` for a shared object, which exports them anyway, and for -static).
    /// A shared library built by `oxacc -acc -shared` carries its own copy of the runtime;
    /// when the program links it (`-lfoo`), ld exports the runtime symbols it references
    /// and the library uses the program's runtime, but a library the program dlopen()s bound
    /// to its own copy: a second present table, so `present(a)` in the library failed for
    /// data the program had mapped ("is not present on the device"). Exported, the dlopen'ed
    /// library's references bind to the program's runtime, as with nvc's shared runtime.
    /// (The OpenMP API is `__oxomp_omp_*` in oxacc's omp.h: a libgomp library keeps its
    /// own `omp_*`.)
    /// The OpenACC routines are exported for the tool libraries of ACC_PROFLIB as well (spec
    /// 5.3.3: a tool calling `acc_get_device_num` in a callback failed to load, "undefined
    /// symbol"), all but `acc_register_library`, which an LD_PRELOADed tool defines (5.3.4):
    /// exported, the program's own would come first in the lookup.
    fn runtime_export_list(&self, temp: &Path) -> Result<Option<PathBuf>, DriverError> {
        let linking_flags = self.inv.link_items.iter().filter_map(|item| match item {
            LinkItem::Flags(flags) => Some(flags),
            LinkItem::Input(_) => None,
        });
        let not_an_executable = linking_flags.flatten().any(|f| {
            matches!(
                f.as_str(),
                "-shared" | "-static" | "-static-pie" | "-Wl,-static" | "-Wl,-shared"
            )
        });
        if not_an_executable || self.inv.dry_run {
            return Ok(None);
        }
        let path = temp.join("oxacc_runtime_exports.list");
        write_file(&path, runtime_dynamic_list().as_bytes())?;
        Ok(Some(path))
    }

    /// `-static`, `-static-pie` or `-Wl,-static` among the link flags.
    fn links_statically(&self) -> bool {
        self.inv.link_items.iter().any(|item| match item {
            LinkItem::Flags(flags) => flags
                .iter()
                .any(|f| matches!(f.as_str(), "-static" | "-static-pie" | "-Wl,-static")),
            LinkItem::Input(_) => false,
        })
    }

    /// `-r` (or `-Wl,-r`, `-Wl,--relocatable`): a partial link into one relocatable object.
    /// The runtime (Rust std included, 49 MB) was appended to it, so two such objects could not
    /// be linked together (thousands of multiple definitions).
    fn is_partial_link(&self) -> bool {
        self.inv.link_items.iter().any(|item| match item {
            LinkItem::Flags(flags) => flags
                .iter()
                .any(|f| matches!(f.as_str(), "-r" | "-Wl,-r" | "-Wl,--relocatable")),
            LinkItem::Input(_) => false,
        })
    }

    /// gcc refuses `-o` naming one of the files it compiles ("input file 'a.c' is the same as
    /// output file") before running anything: writing the object, assembly, executable or
    /// preprocessed text would destroy the source. Compared by device and inode, so `./a.c`,
    /// `dir/../a.c` and hard or symbolic links are caught too; linker inputs are not sources
    /// and are not checked (as in gcc, where their language is "*").
    fn check_output_is_not_an_input(&self) -> Result<(), DriverError> {
        let Some(out) = &self.inv.output else {
            return Ok(());
        };
        if out == "-" || out == "/dev/null" {
            return Ok(());
        }
        for input in self.inv.inputs.iter().filter(|i| i.is_source()) {
            if input.path != "-" && same_file(Path::new(&input.path), Path::new(out)) {
                return Err(DriverError::Message(format!(
                    "input file '{}' is the same as output file",
                    input.path
                )));
            }
        }
        Ok(())
    }

    /// C++, Objective-C and Fortran inputs: cc compiled them itself, without -fopenacc /
    /// -fopenmp, so their directives were silently ignored and the program ran serially on
    /// the host (a .cpp given to `oxacc -acc` printed nothing at all). oxacc compiles C only:
    /// refused by name. Assembler inputs are still cc's.
    fn check_languages(&self) -> Result<(), DriverError> {
        for input in &self.inv.inputs {
            let InputKind::Other(lang) = &input.kind else {
                continue;
            };
            let language = match lang.as_deref() {
                Some(l) if l.starts_with("c++") => "C++",
                Some(l) if l.starts_with("objective-c++") => "Objective-C++",
                Some(l) if l.starts_with("objective-c") => "Objective-C",
                Some(l) if l.starts_with('f') => "Fortran",
                Some(_) => continue,
                None => {
                    let ext = input.path.rsplit_once('.').map_or("", |(_, e)| e);
                    match ext {
                        "cc" | "cpp" | "cxx" | "C" | "c++" | "ii" => "C++",
                        "m" => "Objective-C",
                        "f" | "f90" => "Fortran",
                        _ => continue,
                    }
                }
            };
            let model = if self.inv.acc.is_some() {
                "OpenACC (-acc)"
            } else {
                "OpenMP (-fopenmp)"
            };
            return Err(DriverError::Message(format!(
                "'{}': {language} is not supported: oxacc compiles {model} in C only, and the \
                 directives of this file would be silently ignored; compile it with a \
                 {language} compiler and link its object",
                input.path
            )));
        }
        Ok(())
    }

    /// `-static` / `-static-pie` with OpenACC: the runtime dlopen's libcuda, NVRTC and the
    /// emulated device's code at run time, which a static executable cannot do (glibc only
    /// warns at link time; the program then crashed at the first kernel launch, in a second
    /// copy of libc). Refused before anything is compiled, naming the way out. OpenMP alone
    /// (`-fopenmp -static`) loads nothing and links and runs statically: it is kept.
    fn check_static_link(&self) -> Result<(), DriverError> {
        if self.inv.acc.is_none() {
            return Ok(());
        }
        let flag = self.inv.link_items.iter().find_map(|item| match item {
            LinkItem::Flags(flags) => flags
                .iter()
                .find(|f| matches!(f.as_str(), "-static" | "-static-pie" | "-Wl,-static"))
                .cloned(),
            LinkItem::Input(_) => None,
        });
        match flag {
            Some(flag) => Err(DriverError::Message(format!(
                "'{flag}' cannot be used with OpenACC (-acc): the oxacc runtime loads the CUDA \
                 driver (libcuda), NVRTC and device code at run time, which a statically linked \
                 program cannot do; link dynamically, or use -static-libgcc / \
                 -Wl,-Bstatic -lNAME -Wl,-Bdynamic for the libraries you want linked statically"
            ))),
            None => Ok(()),
        }
    }

    /// `-m32`, `-mx32`, `-m16` (the last of them and `-m64` wins, as in gcc): oxacc's front
    /// end lays data out for x86-64 (LP64), its generated code uses `__int128`, and
    /// liboxacc_rt.a is x86-64 code. Compiling went on to cc, which stopped on the generated
    /// code ("'__int128' is not supported on this target", at a column of no line the user
    /// wrote); it is refused by name before anything runs. `-E` only preprocesses: kept.
    fn check_target_is_x86_64(&self) -> Result<(), DriverError> {
        let last = self
            .inv
            .common_flags
            .iter()
            .rfind(|f| matches!(f.as_str(), "-m32" | "-mx32" | "-m16" | "-m64"));
        match last {
            Some(flag) if flag != "-m64" => {
                let model = if self.inv.acc.is_some() {
                    "OpenACC (-acc)"
                } else {
                    "OpenMP (-fopenmp)"
                };
                Err(DriverError::Message(format!(
                    "'{flag}' is not supported with {model}: oxacc's generated code and its \
                     runtime (liboxacc_rt.a) are for x86-64 (-m64) only"
                )))
            }
            _ => Ok(()),
        }
    }

    /// `--version`. A reader that stops early (`oxacc --version | head -n 1`, as configure
    /// scripts ask) is no error, as with gcc: println! panicked on the closed pipe ("failed
    /// printing to stdout: Broken pipe" and a backtrace), and cc, killed by SIGPIPE, was
    /// reported as an error.
    fn print_version(&self) -> Result<i32, DriverError> {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let written = writeln!(
            out,
            "oxacc {} (OpenACC 3.3, _OPENACC={OPENACC_VERSION}; OpenMP 2.0 with -fopenmp, _OPENMP={OPENMP_VERSION})",
            env!("CARGO_PKG_VERSION")
        )
        .and_then(|()| writeln!(out, "C compiler: {}", self.cc.display_name()))
        .and_then(|()| out.flush());
        drop(out);
        if written.is_err() {
            return Ok(0);
        }
        let mut cmd = self.cc_command();
        cmd.arg("--version");
        let status = self.status_of(cmd)?;
        Ok(if status == SIGPIPE_STATUS { 0 } else { status })
    }

    fn print_time_report(&self) {
        let secs = self.frontend_time.as_secs_f64();
        let mb = self.frontend_bytes as f64 / 1e6;
        let rate = if secs > 0.0 { mb / secs } else { 0.0 };
        let cpu = match self.frontend_cpu {
            Some(cpu) if cpu > Duration::ZERO => format!(
                ", cpu {:.3}s ({:.1} MB/s)",
                cpu.as_secs_f64(),
                mb / cpu.as_secs_f64()
            ),
            _ => String::new(),
        };
        eprintln!(
            "oxacc: time: preprocess {:.3}s, front end {:.3}s for {:.2} MB ({:.1} MB/s){cpu}",
            self.preprocess_time.as_secs_f64(),
            secs,
            mb,
            rate
        );
    }

    fn cc_command(&self) -> Command {
        let mut cmd = Command::new(&self.cc.program);
        cmd.args(&self.cc.prefix);
        cmd
    }

    /// Whether cc takes gcc's `-fprofile-exclude-files=` (`host_c_flags` leaves the runtime
    /// preludes out of coverage with it; clang has no such option and would stop). Asked
    /// only for a coverage build, once per oxacc run.
    fn cc_excludes_profile_files(&self) -> bool {
        static ANSWER: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *ANSWER.get_or_init(|| {
            let mut cmd = self.cc_command();
            cmd.args(["-fprofile-exclude-files=^<oxacc-", "-E", "-x", "c", "-o"])
                .arg(null_device())
                .arg(null_device())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null());
            cmd.status().map(|st| st.success()).unwrap_or(false)
        })
    }

    /// The flags of every `cc -E` oxacc runs: OpenACC pragmas macro-expanded, `_OPENACC` of
    /// OpenACC 3.3, the runtime headers, then the user's flags.
    /// `cc -E` with oxacc's macros and headers. For the user's `-E` (`for_pipeline == false`)
    /// it is `-fopenacc`, whatever cc does with `#pragma acc` lines then. For oxacc's own
    /// pipeline, `-dD` and no `-fopenacc`: cc leaves every `#pragma acc` line as written and
    /// keeps the macro definitions in the text, and `oxacc_syntax::expand_acc_pragmas`
    /// expands them all alike (gcc 12 expands most directives but not `init`, `shutdown` or
    /// `set`; OpenACC 2.1 wants every one expanded).
    fn preprocess_command(&self, header_dir: &Path, for_pipeline: bool) -> Command {
        let mut cmd = self.cc_command();
        cmd.arg("-E");
        if for_pipeline {
            cmd.arg("-dD");
        } else if self.inv.acc.is_some() {
            cmd.arg("-fopenacc");
        }
        // -fopenmp makes gcc macro-expand `#pragma omp` lines (OpenMP 2.0, 2.1); its own
        // `_OPENMP` is replaced by OpenMP 2.0's (2.2), or removed without -fopenmp.
        cmd.arg("-fopenmp").args(self.version_macros());
        // oxacc's openacc.h / omp.h are system headers, as gcc's own are: -MM / -MMD leave
        // them out (with -I, every .d file named the user's cache directory, and make stopped
        // once it was cleaned), and cc reports no warnings in them. As with gcc -fopenacc, a
        // header of the same name in the user's -I directories (or beside the source) wins.
        // What the pipeline reads must be the whole translation unit, macros expanded, with
        // the definitions (-dD): cc's options that make -E print something else are for the
        // user's own -E (gcc ignores them when it compiles). -dM gave only the macros ("undefined
        // reference to `main'"), -dN / -dU dropped the definitions the pragma lines need,
        // -fdirectives-only left macros unexpanded, -fdebug-cpp added its own dumps.
        let changes_e_output = |f: &&String| {
            for_pipeline
                && matches!(
                    f.as_str(),
                    "-dM" | "-dN" | "-dU" | "-dI" | "-fdirectives-only" | "-fdebug-cpp"
                )
        };
        // gcc's -Wimplicit-fallthrough takes a `/* fallthrough */` comment before a `case`
        // as the mark of an intended fall-through, but cc -E drops comments: cc then warned
        // about every marked case of the host C. -C keeps them (not those in directives and
        // macro bodies, where gcc ignores them anyway); the front end skips comments, and
        // the host C copies the user's code with them.
        if for_pipeline && warns_implicit_fallthrough(&self.inv.common_flags) {
            cmd.arg("-C");
        }
        cmd.args(
            self.inv
                .common_flags
                .iter()
                .filter(|f| !changes_e_output(f)),
        )
        .arg("-isystem")
        .arg(header_dir)
        .args(&self.inv.preprocess_flags);
        cmd
    }

    /// `_OPENMP` (OpenMP 2.0's with -fopenmp, else none) and `_OPENACC` (OpenACC 3.3's with
    /// -acc), replacing cc's own.
    fn version_macros(&self) -> Vec<String> {
        let mut flags = vec!["-U_OPENMP".to_string()];
        if self.inv.openmp {
            flags.push(format!("-D_OPENMP={OPENMP_VERSION}"));
        }
        if self.inv.acc.is_some() {
            flags.push("-U_OPENACC".to_string());
            flags.push(format!("-D_OPENACC={OPENACC_VERSION}"));
        }
        flags
    }

    /// A header input (`.h`, `-x c-header`): handed to cc, which writes a precompiled header
    /// as gcc does (`h.h.gch` beside the header, or the `-o` name; CMake's
    /// `target_precompile_headers` relies on it). It sees the macros and headers the
    /// pipeline's cc -E sees. gcc sends the header of a compile-and-link with several inputs
    /// to a temporary file, so does oxacc. Before, `-c h.h` silently did nothing and `h.h`
    /// or `-x c-header` compiled the header as C into an object or a program.
    fn precompile_header(
        &self,
        input: &Input,
        temp: &Path,
    ) -> Result<Option<PathBuf>, DriverError> {
        let stage = self.inv.stage();
        let header_dir = toolchain::header_dir()?;
        let single = self.inv.inputs.iter().filter(|i| i.is_source()).count() == 1;
        let out = match &self.inv.output {
            Some(out) if single => Some(PathBuf::from(out)),
            Some(_) => Some(temp.join(format!("{}.gch", source_stem(&input.path)))),
            None => None,
        };
        let mut cmd = self.cc_command();
        cmd.arg(match stage {
            Stage::SyntaxOnly => "-fsyntax-only",
            Stage::Assemble => "-S",
            _ => "-c",
        })
        .args(self.version_macros())
        .args(&self.inv.common_flags)
        .arg("-isystem")
        .arg(&header_dir)
        .args(&self.inv.preprocess_flags)
        .args(&self.inv.dep_flags)
        .arg("-x")
        .arg("c-header")
        .arg(&input.path)
        .arg("-x")
        .arg("none");
        if let Some(out) = &out {
            cmd.arg("-o").arg(out);
        }
        let written = out.unwrap_or_else(|| PathBuf::from(format!("{}.gch", input.path)));
        Ok((self.status_of(cmd)? == 0).then_some(written))
    }

    /// `-E`, `-M`, `-MM`: one cc -E over every input, output where the user asked.
    fn preprocess_only(&self) -> Result<i32, DriverError> {
        let header_dir = toolchain::header_dir()?;
        let mut cmd = self.preprocess_command(&header_dir, false);
        cmd.args(&self.inv.dep_flags);
        for input in &self.inv.inputs {
            push_input(&mut cmd, input);
        }
        if let Some(out) = &self.inv.output {
            cmd.arg("-o").arg(out);
        }
        self.status_of(cmd)
    }

    /// Compiles one source input; returns the object (or assembly) it produced, or `None` after
    /// reporting an error.
    fn compile_one(
        &mut self,
        input: &Input,
        index: usize,
        temp: &Path,
    ) -> Result<Option<PathBuf>, DriverError> {
        let stage = self.inv.stage();
        let out = self.output_for(input, index, temp);
        let text = match &input.kind {
            InputKind::C => match self.preprocess(input, index, temp)? {
                Some(text) => text,
                None => return Ok(None),
            },
            InputKind::PreprocessedC => read_text(Path::new(&input.path))?,
            InputKind::Other(lang) => {
                if stage == Stage::SyntaxOnly {
                    return Ok(Some(out));
                }
                let mut cmd = self.cc_command();
                cmd.arg(if stage == Stage::Assemble { "-S" } else { "-c" })
                    .args(&self.inv.common_flags)
                    .args(self.aux_output_flags(input))
                    .args(&self.inv.preprocess_flags)
                    .args(&self.inv.dep_flags);
                if let Some(lang) = lang {
                    cmd.arg("-x").arg(lang);
                }
                cmd.arg(&input.path).arg("-o").arg(&out);
                return Ok((self.status_of(cmd)? == 0).then_some(out));
            }
            InputKind::Header => return self.precompile_header(input, temp),
            InputKind::LinkerInput => return Ok(None),
        };

        let options = CompileOptions {
            minfo: self.inv.minfo || self.inv.neginfo,
            openmp: self.inv.openmp,
            no_openacc: self.inv.acc.is_none(),
            host_only: matches!(
                self.inv.acc,
                Some(crate::cli::AccTarget::Multicore | crate::cli::AccTarget::Host)
            ),
            c90: is_c90(&self.inv.common_flags),
            managed: self.inv.managed,
        };
        let started = Instant::now();
        let cpu_started = process_cpu_time();
        // Macro replacement in `#pragma acc` lines first (cc -E left them as written).
        let mut result = compile_with_big_stack(&text, &options);
        let text = result.text.take().unwrap_or(text);
        self.frontend_time += started.elapsed();
        self.frontend_cpu = match (self.frontend_cpu, cpu_started, process_cpu_time()) {
            (Some(total), Some(a), Some(b)) => Some(total + b.saturating_sub(a)),
            _ => None,
        };
        self.frontend_bytes += text.len();

        let promoted = self.apply_warning_flags(&mut result);
        // The C front end's warnings are gcc's own, and cc reports them again on the host C
        // under the user's -W flags when it compiles it (no error, not -fsyntax-only): they
        // were printed twice, and also when the user turned them off
        // (-Wno-implicit-function-declaration). Printed here only when cc will not run.
        let cc_reports_c_warnings = stage != Stage::SyntaxOnly
            && result.host_c.is_some()
            && !result.diagnostics.iter().any(|d| d.is_error());
        if cc_reports_c_warnings {
            let c_front_end = result.c_front_end.clone();
            let mut i = 0;
            result.diagnostics.retain(|d| {
                let keep =
                    !(c_front_end.contains(&i) && d.severity == oxacc_syntax::Severity::Warning);
                i += 1;
                keep
            });
            result.c_front_end = 0..0;
        }
        if !result.diagnostics.is_empty() {
            eprint!(
                "{}",
                diagnostics::render(
                    &result.diagnostics,
                    &text,
                    &input.path,
                    self.stdin_source.as_deref()
                )
            );
        }
        if promoted {
            eprintln!("oxacc: all warnings being treated as errors");
        }
        if self.inv.minfo && !result.minfo.is_empty() {
            eprint!("{}", format_minfo(&result.minfo));
        } else if self.inv.neginfo {
            let why_not: Vec<_> = result
                .minfo
                .iter()
                .filter(|m| m.negative)
                .cloned()
                .collect();
            eprint!("{}", format_minfo(&why_not));
        }
        let has_error = result.diagnostics.iter().any(|d| d.is_error());
        let host_c = match result.host_c {
            Some(host_c) if !has_error => host_c,
            _ => return Ok(None),
        };
        if stage == Stage::SyntaxOnly {
            return Ok(Some(out));
        }

        let mut host_c = host_c;
        if result.gpu.is_some() || !result.routine_fragments.is_empty() {
            // The ignored GPU options matter to this file: said once per command.
            let warnings = std::mem::take(&mut self.inv.gpu_warnings);
            if !self.inv.common_flags.iter().any(|f| f == "-w") {
                for w in &warnings {
                    eprintln!("oxacc: warning: {w}");
                }
            }
            if let Some((flag, why)) = gpu_abi_flag(&self.inv.common_flags) {
                eprintln!(
                    "{}: error: '{flag}' is not supported with OpenACC GPU code yet ({why}: \
                     the device would compute other results than the host); remove it, or \
                     compile with -acc=multicore (host code only)",
                    input.path
                );
                return Ok(None);
            }
        }
        if let Err(msg) = self.check_routine_fragments(&result.routine_fragments, &input.path) {
            eprintln!("{msg}");
            return Ok(None);
        }
        if let Some(gpu) = &result.gpu {
            match self.gpu_images(gpu, &input.path) {
                Ok(Some(def)) => {
                    host_c.truncate(gpu.def_offset);
                    host_c.push_str(&def);
                }
                Ok(None) => {}
                Err(msg) => {
                    eprintln!("{msg}");
                    return Ok(None);
                }
            }
            // The module definition at the end (the kernels' CUDA source as one string, the
            // cubins as arrays) is oxacc's, not the user's: -pedantic's -Woverlength-strings
            // and -Wlarger-than= have nothing to tell the user about it.
            if let Some(def) = host_c.get(gpu.def_offset..).map(str::to_string) {
                host_c.truncate(gpu.def_offset);
                host_c.push_str(
                    "#pragma GCC diagnostic push\n\
                     #pragma GCC diagnostic ignored \"-Woverlength-strings\"\n\
                     #pragma GCC diagnostic ignored \"-Wlarger-than=\"\n",
                );
                host_c.push_str(&def);
                if !host_c.ends_with('\n') {
                    host_c.push('\n');
                }
                host_c.push_str("#pragma GCC diagnostic pop\n");
            }
        }
        if let Some(gpu) = &result.gpu {
            // The kernels' CUDA C++, as NVRTC compiles it.
            self.save_temp(input, "cu", gpu.source.as_bytes())?;
        }
        let host_c = with_main_file_marker(&text, host_c);
        // Always compiled from the private temp dir: with -save-temps the kept copy is only a
        // copy, so two compiles of a/k.c and b/k.c in one directory cannot read each other's
        // k.host.i (they did when cc compiled the kept file itself).
        let host_path = temp.join(format!("{index}-{}", derived_name(&input.path, "host.i")));
        write_file(&host_path, host_c.as_bytes())?;
        self.save_temp(input, "host.i", host_c.as_bytes())?;
        let host_flags = host_c_flags(&self.inv.common_flags, || self.cc_excludes_profile_files());
        if let Some(dump) = self.keeps_asm(input, stage) {
            // -save-temps keeps the assembly too, as gcc does: compiled to the temp dir,
            // copied, then assembled from the temp dir's file (never the kept one, as above).
            // The compile gets the auxiliary names the object's compile would have had
            // (`.su`, `.gcno`, `.dwo`: from the `-o` name with -c, `aux_output_flags` when
            // linking too).
            let asm = temp.join(format!("{index}-{}", derived_name(&input.path, "s")));
            let mut cmd = self.cc_command();
            cmd.arg("-S")
                .args(&host_flags)
                .args(dump)
                .arg("-x")
                .arg("cpp-output")
                .arg(&host_path)
                .arg("-o")
                .arg(&asm);
            if self.status_of(cmd)? != 0 {
                return Ok(None);
            }
            let kept = std::fs::read(&asm).map_err(|e| DriverError::Io {
                path: asm.clone(),
                reason: e.to_string(),
            })?;
            self.save_temp(input, "s", &kept)?;
            let mut cmd = self.cc_command();
            cmd.arg("-c")
                .args(&host_flags)
                .arg("-x")
                .arg("assembler")
                .arg(&asm)
                .arg("-o")
                .arg(&out);
            if self.status_of(cmd)? != 0 {
                return Ok(None);
            }
            if stage == Stage::Link {
                // gcc keeps the object of a compile-and-link too (`prog-k.o`).
                let obj = std::fs::read(&out).map_err(|e| DriverError::Io {
                    path: out.clone(),
                    reason: e.to_string(),
                })?;
                self.save_temp(input, "o", &obj)?;
            }
            return Ok(Some(out));
        }
        let mut cmd = self.cc_command();
        cmd.arg(if stage == Stage::Assemble { "-S" } else { "-c" })
            .args(&host_flags)
            .args(self.aux_output_flags(input))
            .arg("-x")
            .arg("cpp-output")
            .arg(&host_path)
            .arg("-o")
            .arg(&out);
        Ok((self.status_of(cmd)? == 0).then_some(out))
    }

    /// gcc's `-w` and `-Werror` for the front end's diagnostics (they were printed as
    /// warnings whatever the flags, and a -Werror build succeeded with a region that will run
    /// only on the host). `-w` drops every warning. `-Werror` (the last of `-Werror` /
    /// `-Wno-error` wins) makes oxacc's own warnings errors, marked `[-Werror]` as cc1 marks
    /// them; the C front end's warnings (gcc's own, see `CompileOutput::c_front_end`) stay
    /// warnings: cc reports them again on the host C under the user's -W flags
    /// (`-Wno-error=...`, `-Wno-implicit-function-declaration` included) and fails there when
    /// gcc would. Returns whether a warning became an error.
    fn apply_warning_flags(&self, result: &mut pipeline::CompileOutput) -> bool {
        use oxacc_syntax::Severity;
        let flags = &self.inv.common_flags;
        if flags.iter().any(|f| f == "-w") {
            result
                .diagnostics
                .retain(|d| d.severity != Severity::Warning);
            return false;
        }
        let werror = flags
            .iter()
            .rev()
            .find(|f| *f == "-Werror" || *f == "-Wno-error")
            .is_some_and(|f| f == "-Werror");
        if !werror {
            return false;
        }
        let mut promoted = false;
        for (i, d) in result.diagnostics.iter_mut().enumerate() {
            if d.severity == Severity::Warning && !result.c_front_end.contains(&i) {
                d.severity = Severity::Error;
                d.message.push_str(" [-Werror]");
                promoted = true;
            }
        }
        promoted
    }

    /// Compiles the kernels of `gpu` ahead of time with NVRTC when the library is found
    /// (`OXACC_NVRTC`, `$CUDA_HOME`, the loader's path, the pip wheel): a cubin per architecture
    /// of `-gpu=ccXY` (default sm_80 and sm_90) and PTX of the newest for later devices. Returns
    /// the module definition with the images (`None`: no NVRTC, the runtime compiles the
    /// embedded source on first launch), or NVRTC's rejection as a compile error.
    fn gpu_images(
        &self,
        gpu: &oxacc_lower::compute::cuda::GpuOutput,
        file: &str,
    ) -> Result<Option<String>, String> {
        if std::env::var_os("OXACC_NO_AOT").is_some() || !oxacc_rt::nvrtc::available() {
            return Ok(None);
        }
        if gpu.source.contains(oxacc_lower::compute::cuda::NEEDS_MARK) {
            // The module calls routines of other files: only the runtime can link their
            // device code in (oxacc-rt `kernel::link_source`), so no image is embedded (one
            // would be loaded without them). The module is still checked as far as it goes:
            // to PTX with relocatable device code, where the routines may stay undefined.
            let arch = self.check_arch();
            if let Err(log) = oxacc_rt::nvrtc::compile_with(&gpu.source, &arch, &["-rdc=true"]) {
                return Err(format!(
                    "{file}: error: NVRTC rejected the GPU code oxacc generated for this file ({arch}); this is a bug in oxacc's CUDA writer, please report it:\n{log}"
                ));
            }
            return Ok(None);
        }
        let mut archs = self.inv.gpu_archs.clone();
        if archs.is_empty() {
            archs = vec!["sm_80".to_string(), "sm_90".to_string()];
        }
        archs.sort();
        archs.dedup();
        let mut targets: Vec<(String, bool)> = archs.iter().map(|a| (a.clone(), false)).collect();
        if !self.inv.gpu_no_ptx {
            if let Some(newest) = archs.last() {
                targets.push((newest.replacen("sm_", "compute_", 1), true));
            }
        }
        // `OXACC_AOT_PTX_ONLY` (a test knob, as `OXACC_NO_AOT`): the newest architecture's PTX
        // alone, which the driver JIT-compiles on a GPU. NVRTC still accepts or rejects every
        // kernel, without its ptxas step for the cubins: run_compute's check at a quarter of
        // the CPU time for the largest modules (28.3 against 6.3 CPU-s for
        // gpu_complex_inverse), which CI's 2 cores need; the GPU bundle builds the cubins.
        if std::env::var_os("OXACC_AOT_PTX_ONLY").is_some() {
            targets = vec![(self.check_arch(), true)];
        }
        let mut images = Vec::new();
        // Each target is its own NVRTC program, compiled on a thread of its own: `-gpu=cc90`
        // makes a cubin and PTX, the default three images, and one after another they cost
        // the sum of their times. The results come back in target order, so the images and
        // the first error reported do not depend on which compile finished first.
        let results = on_threads(&targets, |(arch, _)| {
            oxacc_rt::nvrtc::compile(&gpu.source, arch)
        });
        for ((arch, ptx), result) in targets.into_iter().zip(results) {
            match result {
                Ok(bytes) => images.push((arch, ptx, bytes)),
                // A compute capability oxacc knows but this NVRTC does not (CUDA 13 dropped
                // sm_70 and renamed sm_101): the user's -gpu= choice, not a bug in oxacc.
                Err(log) if log.contains("--gpu-architecture") => {
                    let cc = arch
                        .trim_start_matches("sm_")
                        .trim_start_matches("compute_");
                    let nvrtc = match oxacc_rt::nvrtc::version() {
                        Ok((major, minor)) => format!("NVRTC {major}.{minor}"),
                        Err(_) => "NVRTC".to_string(),
                    };
                    let library = oxacc_rt::nvrtc::library()
                        .map(|p| format!(" ({})", p.display()))
                        .unwrap_or_default();
                    return Err(format!(
                        "oxacc: error: -gpu=cc{cc}: the {nvrtc} library found{library} cannot compile for {arch}; choose a compute capability it supports (or set OXACC_NO_AOT=1 to compile the kernels at run time)"
                    ));
                }
                Err(log) => {
                    return Err(format!(
                        "{file}: error: NVRTC rejected the GPU code oxacc generated for this file ({arch}); this is a bug in oxacc's CUDA writer, please report it:\n{log}"
                    ))
                }
            }
        }
        Ok(Some(
            oxacc_lower::compute::cuda::host_definition_with_images(
                &gpu.source,
                &gpu.globals,
                &images,
            ),
        ))
    }

    /// The PTX target of the newest architecture asked for (`-gpu=ccXY`, default sm_90): what
    /// code that cannot become an image is checked against.
    fn check_arch(&self) -> String {
        self.inv
            .gpu_archs
            .iter()
            .max()
            .map_or("compute_90".to_string(), |a| {
                a.replacen("sm_", "compute_", 1)
            })
    }

    /// Checks with NVRTC (when the driver has it, as for the images) the device code of the
    /// routines this file registers for other files' kernels: each fragment after the module
    /// prelude, to PTX with relocatable device code (the routines of other files it calls
    /// stay undefined). A rejection is a bug in oxacc's CUDA writer, reported at build time
    /// rather than when another file's kernel first needs the routine.
    fn check_routine_fragments(
        &self,
        fragments: &[(String, String)],
        file: &str,
    ) -> Result<(), String> {
        if fragments.is_empty()
            || std::env::var_os("OXACC_NO_AOT").is_some()
            || !oxacc_rt::nvrtc::available()
        {
            return Ok(());
        }
        let arch = self.check_arch();
        for (name, fragment) in fragments {
            let src = format!("{}\n{fragment}", oxacc_lower::compute::cuda::PRELUDE);
            if let Err(log) = oxacc_rt::nvrtc::compile_with(&src, &arch, &["-rdc=true"]) {
                return Err(format!(
                    "{file}: error: NVRTC rejected the GPU code oxacc generated for routine '{name}' ({arch}); this is a bug in oxacc's CUDA writer, please report it:\n{log}"
                ));
            }
        }
        Ok(())
    }

    /// Runs cc -E on a C input; returns the text, or `None` if cc failed (it said why).
    fn preprocess(
        &mut self,
        input: &Input,
        index: usize,
        temp: &Path,
    ) -> Result<Option<String>, DriverError> {
        let header_dir = toolchain::header_dir()?;
        let pp_path = temp.join(format!("{index}-{}", derived_name(&input.path, "i")));
        let mut cmd = self.preprocess_command(&header_dir, true);
        cmd.args(self.dep_flags_for(input));
        push_input(&mut cmd, input);
        cmd.arg("-o").arg(&pp_path);
        if input.path == "-" && !self.inv.dry_run {
            // cc -E reads stdin from a copy that oxacc keeps (see `stdin_source`).
            let copy = temp.join(format!("{index}-stdin"));
            let source = read_text(Path::new("-"))?;
            std::fs::write(&copy, source.as_bytes()).map_err(|e| DriverError::Io {
                path: copy.clone(),
                reason: e.to_string(),
            })?;
            let file = std::fs::File::open(&copy).map_err(|e| DriverError::Io {
                path: copy.clone(),
                reason: e.to_string(),
            })?;
            cmd.stdin(file);
            self.stdin_source = Some(source);
        }
        let started = Instant::now();
        let status = self.status_of(cmd)?;
        self.preprocess_time += started.elapsed();
        if status != 0 {
            return Ok(None);
        }
        if self.inv.dry_run {
            // -###: cc -E was only printed; the later steps are printed for an empty text.
            return Ok(Some(String::new()));
        }
        let text = read_text(&pp_path)?;
        self.save_temp(input, "i", text.as_bytes())?;
        Ok(Some(text))
    }

    /// With `-save-temps` when cc writes an object (not `-S`, whose output is the assembly),
    /// the dump flags for compiling the host C to assembly in the temp dir: those of
    /// `aux_output_flags` when linking too, else `-dumpdir`/`-dumpbase` naming the object's
    /// auxiliary files as cc would from the `-o` name. `None`: no `.s` kept (no -save-temps,
    /// `-###`, or a cc without `-dumpbase`).
    fn keeps_asm(&self, input: &Input, stage: Stage) -> Option<Vec<String>> {
        self.inv.save_temps?;
        if stage == Stage::Assemble || self.inv.dry_run || !self.cc_takes_dumpbase() {
            return None;
        }
        if stage == Stage::Link {
            return Some(self.aux_output_flags(input));
        }
        let base = self.dump_base(input, SaveTemps::Obj);
        let (dir, name) = match base.rsplit_once('/') {
            Some((dir, name)) => (format!("{dir}/"), name.to_string()),
            None => ("./".to_string(), base),
        };
        Some(vec![
            "-dumpdir".to_string(),
            dir,
            "-dumpbase".to_string(),
            name,
        ])
    }

    /// Whether cc takes gcc's `-dumpbase` (gcc 11+), asked once per oxacc run.
    fn cc_takes_dumpbase(&self) -> bool {
        static ANSWER: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
        *ANSWER.get_or_init(|| {
            let mut cmd = self.cc_command();
            cmd.args(["-dumpbase", "x", "-E", "-x", "c", "-o"])
                .arg(null_device())
                .arg(null_device())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null());
            cmd.status().map(|st| st.success()).unwrap_or(false)
        })
    }

    /// With `-save-temps`, writes a copy of an intermediate file as `<dump base>.<ext>`.
    fn save_temp(&self, input: &Input, ext: &str, bytes: &[u8]) -> Result<(), DriverError> {
        match self.inv.save_temps {
            Some(mode) if !self.inv.dry_run => write_file(
                Path::new(&format!("{}.{ext}", self.dump_base(input, mode))),
                bytes,
            ),
            _ => Ok(()),
        }
    }

    /// The path without extension that gcc 12 gives the auxiliary files of `input` (its
    /// `-save-temps` `.i`/`.s`, `.gcno`, `.dwo`), checked with `gcc -save-temps[=cwd|obj]`:
    /// - `-c`/`-S` with `-o dir/x.o`: `dir/x` (`=cwd`: `x`); without `-o`: the source's stem in
    ///   the current directory;
    /// - compiling and linking with `-o dir/prog`: `dir/prog-<stem>` (`=cwd`: `prog-<stem>`);
    ///   without `-o`: `a-<stem>`.
    fn dump_base(&self, input: &Input, mode: SaveTemps) -> String {
        let in_cwd = |p: &str| p.rsplit('/').next().unwrap_or(p).to_string();
        let stem = source_stem(&input.path);
        match (self.inv.stage(), &self.inv.output) {
            (Stage::Link, _) => {
                let dir = self.link_dump_dir(input);
                match mode {
                    SaveTemps::Obj => format!("{dir}{stem}"),
                    SaveTemps::Cwd => format!("{}{stem}", in_cwd(&dir)),
                }
            }
            (_, Some(out)) => {
                let base = match out.rsplit_once('.') {
                    Some((stem, ext))
                        if !ext.contains('/') && !stem.ends_with('/') && !stem.is_empty() =>
                    {
                        stem
                    }
                    _ => out.as_str(),
                };
                match mode {
                    SaveTemps::Obj => base.to_string(),
                    SaveTemps::Cwd => in_cwd(base),
                }
            }
            (_, None) => stem.to_string(),
        }
    }

    /// When compiling and linking in one step, the object goes to the temp dir, and cc would
    /// put the auxiliary outputs next to it (`.gcno` of --coverage/-fprofile-arcs, `.dwo` of
    /// -gsplit-dwarf, `.su`, dumps), where they are deleted, and bake the temp dir into the
    /// program as the `.gcda` path. gcc's own driver passes `-dumpdir prog- -dumpbase a` to its
    /// compiler then (`gcc --coverage a.c -o dir/prog` writes `dir/prog-a.gcno`): so does
    /// oxacc, only when such an output is asked for (other C compilers may not know the flags).
    fn aux_output_flags(&self, input: &Input) -> Vec<String> {
        const AUX_FLAGS: &[&str] = &[
            "--coverage",
            "-fprofile-arcs",
            "-ftest-coverage",
            "-gsplit-dwarf",
            "-fstack-usage",
        ];
        // -fprofile-use / -fauto-profile read the `.gcda` that -fprofile-generate wrote under
        // the same name (without them, cc looked for it in the temp dir: no profile used).
        const AUX_PREFIXES: &[&str] = &[
            "-fprofile-generate",
            "-fprofile-use",
            "-fauto-profile",
            "-fcallgraph-info",
            "-fdump-",
        ];
        let wanted = self.inv.common_flags.iter().any(|f| {
            AUX_FLAGS.contains(&f.as_str()) || AUX_PREFIXES.iter().any(|p| f.starts_with(p))
        });
        if !wanted || self.inv.stage() != Stage::Link {
            return Vec::new();
        }
        let dir = self.link_dump_dir(input);
        vec![
            "-dumpdir".to_string(),
            if dir.is_empty() {
                "./".to_string()
            } else {
                dir
            },
            "-dumpbase".to_string(),
            source_stem(&input.path).to_string(),
        ]
    }

    /// gcc's `-dumpdir` when compiling and linking in one step: the output name and a dash
    /// (`a-` without `-o`), prefixed to each source's stem; but with a single source named
    /// like the output (`a.c -o dir/a`, `a.c -o a.out`, `a.c` alone), only the output's
    /// directory (`dir/a.i`, `a.gcda`), as gcc 12 does. oxacc wrote `a-a.gcda` there, and
    /// `-fprofile-use a.c -o a` then looked for a profile gcc never writes.
    fn link_dump_dir(&self, input: &Input) -> String {
        let out = self.inv.output.as_deref().unwrap_or("a.out");
        let (dir, name) = match out.rsplit_once('/') {
            Some((dir, name)) => (format!("{dir}/"), name),
            None => (String::new(), out),
        };
        let sources = self.inv.inputs.iter().filter(|i| i.is_source()).count();
        if sources == 1 && source_stem(name) == source_stem(&input.path) {
            return dir;
        }
        format!("{}-", self.inv.output.as_deref().unwrap_or("a"))
    }

    /// The user's `-MD`/`-MMD` flags, completed with the dependency file and target names gcc
    /// would pick when compiling (cc -E alone would name them after the temporary file).
    fn dep_flags_for(&self, input: &Input) -> Vec<String> {
        let flags = &self.inv.dep_flags;
        let wants_deps = flags.iter().any(|f| f == "-MD" || f == "-MMD");
        if !wants_deps {
            return flags.clone();
        }
        let mut flags = flags.clone();
        // gcc 12 names the file after the -o output when compiling (`-c -o x.o`: x.d, target
        // x.o) and also when compiling and linking (`-o dir/prog`: dir/prog.d, target
        // dir/prog; each source writes it in turn); without -o after the source (`a.d`, `a.o`).
        let object = match (&self.inv.output, self.inv.stage()) {
            (Some(out), Stage::Compile | Stage::Link) => out.clone(),
            _ => derived_name(&input.path, "o"),
        };
        if !flags.iter().any(|f| f.starts_with("-MF")) {
            let dep_file = match object.rsplit_once('.') {
                Some((stem, _)) if !stem.is_empty() && !stem.ends_with('/') => format!("{stem}.d"),
                _ => format!("{object}.d"),
            };
            flags.extend(["-MF".to_string(), dep_file]);
        }
        if !flags
            .iter()
            .any(|f| f.starts_with("-MT") || f.starts_with("-MQ"))
        {
            // -MQ, not -MT: gcc quotes its default target for make (`out\ dir/a.o`, `$$`).
            flags.extend(["-MQ".to_string(), object]);
        }
        flags
    }

    /// Where the object (or assembly) of `input` goes.
    fn output_for(&self, input: &Input, index: usize, temp: &Path) -> PathBuf {
        match self.inv.stage() {
            Stage::Compile => self
                .inv
                .output
                .clone()
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(derived_name(&input.path, "o"))),
            Stage::Assemble => self
                .inv
                .output
                .clone()
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(derived_name(&input.path, "s"))),
            _ => temp.join(format!("{index}-{}", derived_name(&input.path, "o"))),
        }
    }

    /// For `-acc=gpu|multicore|host`: an object whose constructor makes that device type the
    /// default (`ACC_DEVICE_TYPE`, which the runtime reads on first use), unless the environment
    /// already names one. `Ok(None)` for plain `-acc`, or when cc failed (it said why).
    fn default_device_object(&self, temp: &Path) -> Result<Option<PathBuf>, DriverError> {
        let device = match self.inv.acc {
            Some(AccTarget::Gpu) => "nvidia",
            Some(AccTarget::Multicore) => "multicore",
            Some(AccTarget::Host) => "host",
            Some(AccTarget::Any) | None => return Ok(None),
        };
        let src = temp.join("oxacc_default_device.c");
        let text = format!(
            "/* Generated by oxacc for -acc={}: the default device type unless ACC_DEVICE_TYPE is set. */\n\
             extern int setenv(const char *, const char *, int);\n\
             __attribute__((constructor)) static void oxacc_default_device_type(void)\n\
             {{\n    setenv(\"ACC_DEVICE_TYPE\", \"{device}\", 0);\n}}\n",
            self.inv.acc.map_or("", |t| t.name())
        );
        write_file(&src, text.as_bytes())?;
        let obj = temp.join("oxacc_default_device.o");
        let mut cmd = self.cc_command();
        cmd.arg("-c")
            .args(&self.inv.common_flags)
            .arg("-w")
            .arg(&src)
            .arg("-o")
            .arg(&obj);
        Ok((self.status_of(cmd)? == 0).then_some(obj))
    }

    /// Links like cc: the command-line items in their order with each source replaced by its
    /// object, then the runtime and the system libraries it needs.
    fn link(
        &self,
        objects: &[Option<PathBuf>],
        default_device: Option<&Path>,
        runtime: Option<&Path>,
        exports: Option<&Path>,
    ) -> Result<i32, DriverError> {
        let mut cmd = self.cc_command();
        if let Some(obj) = default_device {
            cmd.arg(obj);
        }
        for item in &self.inv.link_items {
            match item {
                // A precompiled header is no linker input.
                LinkItem::Input(i)
                    if self
                        .inv
                        .inputs
                        .get(*i)
                        .is_some_and(|input| input.kind == InputKind::Header) => {}
                LinkItem::Input(i) => match (&objects[*i], self.inv.inputs.get(*i)) {
                    (Some(obj), _) => {
                        cmd.arg(obj);
                    }
                    (None, Some(input)) => {
                        cmd.arg(&input.path);
                    }
                    (None, None) => {}
                },
                LinkItem::Flags(flags) => {
                    cmd.args(flags);
                }
            }
        }
        if let Some(out) = &self.inv.output {
            cmd.arg("-o").arg(out);
        }
        if let Some(runtime) = runtime {
            if let Some(lib) = self.cc_runtime_library() {
                cmd.arg(lib);
            }
            cmd.arg(runtime);
            // The shared runtime (`OXACC_SHARED_RUNTIME`) is found where it was linked from.
            if runtime
                .file_name()
                .is_some_and(|n| n == toolchain::RUNTIME_SHARED)
            {
                if let Some(dir) = runtime.parent() {
                    let mut flag = OsString::from("-Wl,-rpath,");
                    flag.push(dir);
                    cmd.arg(flag);
                }
            }
            cmd.args(RUNTIME_NATIVE_LIBS);
        }
        if let Some(list) = exports {
            let mut flag = OsString::from("-Wl,--dynamic-list=");
            flag.push(list);
            cmd.arg(flag);
        }
        if self.inv.dry_run || runtime.is_none() {
            return self.status_of(cmd);
        }
        self.link_status_with_hints(cmd)
    }

    /// Runs the final link as [`Self::status_of`] does, with the linker's messages passed on as
    /// they come and, when it fails on symbols of another OpenMP runtime (objects compiled by
    /// `gcc -fopenmp` call libgomp's `GOMP_*`, which oxacc's runtime does not define), a note
    /// saying what to do: the linker alone names only the symbol.
    fn link_status_with_hints(&self, cmd: Command) -> Result<i32, DriverError> {
        let mut seen = Vec::new();
        let code = self.run_child(cmd, Some(&mut seen))?;
        if code != 0 {
            if let Some(note) = link_hint(&String::from_utf8_lossy(&seen), self.inv.openmp) {
                eprintln!("oxacc: note: {note}");
            }
        }
        Ok(code)
    }

    /// The C compiler's own support library (`cc -print-libgcc-file-name`: libgcc.a, or
    /// compiler-rt's builtins for a clang built to use them), linked before liboxacc_rt.a.
    /// The Rust runtime archive carries compiler_builtins, whose __divdc3, __divsc3, __muldc3
    /// and __mulsc3 (LLVM's algorithms) otherwise replaced the C compiler's for the whole
    /// program (the linker takes an undefined symbol from the first archive that defines
    /// it, and cc adds its own library last): complex products and quotients in host code,
    /// outside any region too, differed from the same program built by cc. `None` (the
    /// compiler cannot say, or -###): the link stays as it was.
    fn cc_runtime_library(&self) -> Option<PathBuf> {
        if self.inv.dry_run {
            return None;
        }
        let mut cmd = self.cc_command();
        cmd.arg("-print-libgcc-file-name")
            .stdin(std::process::Stdio::null())
            .stderr(std::process::Stdio::null());
        let out = cmd.output().ok()?;
        if !out.status.success() {
            return None;
        }
        let path = PathBuf::from(String::from_utf8(out.stdout).ok()?.trim());
        (path.is_absolute() && path.is_file()).then_some(path)
    }

    /// Runs `cmd` (printing it with `-v`) and returns its exit status.
    fn status_of(&self, cmd: Command) -> Result<i32, DriverError> {
        if self.inv.dry_run {
            // gcc's -### form: every word double-quoted, nothing run.
            let mut line = String::new();
            for word in std::iter::once(cmd.get_program()).chain(cmd.get_args()) {
                let w = word.to_string_lossy();
                line.push_str(&format!(
                    " \"{}\"",
                    w.replace('\\', "\\\\").replace('"', "\\\"")
                ));
            }
            eprintln!("{line}");
            return Ok(0);
        }
        self.run_child(cmd, None)
    }

    /// Runs `cmd` (printing it with `-v`) and returns its exit status; with `seen`, its
    /// stderr is passed on as it comes and kept there too (the first MiB).
    fn run_child(&self, cmd: Command, seen: Option<&mut Vec<u8>>) -> Result<i32, DriverError> {
        run_child(cmd, seen, self.inv.verbose)
    }
}

/// Runs `cmd` with its messages passed on as they come, and kept in `seen` when given (up to
/// 1 MiB, for notes on the linker's messages); a signal that interrupts oxacc is forwarded.
fn run_child(
    mut cmd: Command,
    seen: Option<&mut Vec<u8>>,
    verbose: bool,
) -> Result<i32, DriverError> {
    use std::io::{Read, Write};
    if verbose {
        eprintln!("{}", show_command(&cmd));
    }
    let program = cmd.get_program().to_string_lossy().into_owned();
    let not_runnable = |e: std::io::Error| DriverError::CcNotRunnable {
        program: program.clone(),
        reason: e.to_string(),
    };
    if seen.is_some() {
        cmd.stderr(std::process::Stdio::piped());
    }
    let mut child = cmd.spawn().map_err(not_runnable)?;
    // A signal that interrupts oxacc is forwarded to the child (see `cleanup`).
    crate::cleanup::set_child(child.id());
    if let (Some(seen), Some(mut err)) = (seen, child.stderr.take()) {
        let mut buf = [0u8; 8192];
        let mut out = std::io::stderr();
        while let Ok(n) = err.read(&mut buf) {
            if n == 0 {
                break;
            }
            let _ = out.write_all(&buf[..n]);
            if seen.len() < (1 << 20) {
                seen.extend_from_slice(&buf[..n]);
            }
        }
    }
    let status = child.wait();
    crate::cleanup::set_child(0);
    let status = status.map_err(not_runnable)?;
    Ok(match status.code() {
        Some(code) => code,
        // The reader of cc's output went away (`| head`): nothing to report; the status a
        // shell gives a command SIGPIPE killed.
        None if std::os::unix::process::ExitStatusExt::signal(&status) == Some(libc::SIGPIPE) => {
            SIGPIPE_STATUS
        }
        None => {
            eprintln!(
                "oxacc: error: {} was terminated by a signal",
                cmd.get_program().to_string_lossy()
            );
            1
        }
    })
}

/// A note for a failed link whose messages name undefined symbols of another OpenMP runtime:
/// libgomp's entry points (`GOMP_parallel`, `GOMP_barrier`, ... of objects compiled by `gcc
/// -fopenmp`).
fn link_hint(messages: &str, openmp: bool) -> Option<String> {
    if let Some(sym) = undefined_symbol(messages, "GOMP_") {
        return Some(format!(
            "'{sym}' is libgomp's (an object compiled by gcc -fopenmp): oxacc runs OpenMP on its \
             own runtime, without libgomp; compile that file with oxacc -fopenmp too{}",
            if openmp {
                ""
            } else {
                " (and link with -fopenmp)"
            }
        ));
    }
    None
}

/// The first symbol starting with `prefix` that the linker's `messages` report undefined.
fn undefined_symbol(messages: &str, prefix: &str) -> Option<String> {
    messages.lines().find_map(|l| {
        let at = l.find("undefined reference to `")? + "undefined reference to `".len();
        let sym = l[at..].split('\'').next()?;
        sym.starts_with(prefix).then(|| sym.to_string())
    })
}

/// A cc command line that links objects (a `.o` or `.a` input, no `-c`, `-S`, `-E` or `-M*`).
/// Whether cc will preprocess a C source or header named in `args` (or read from stdin).
fn reads_c_source(args: &[OsString]) -> bool {
    args.iter().filter_map(|a| a.to_str()).any(|a| {
        a == "-" || (!a.starts_with('-') && [".c", ".h"].iter().any(|ext| a.ends_with(ext)))
    })
}

fn is_plain_link(args: &[OsString]) -> bool {
    let mut object = false;
    for a in args {
        let Some(a) = a.to_str() else { continue };
        if matches!(a, "-c" | "-S" | "-E" | "-M" | "-MM") {
            return false;
        }
        object |= !a.starts_with('-') && (a.ends_with(".o") || a.ends_with(".a"));
    }
    object
}

/// The note for a link without oxacc's runtime that needs it: an object compiled with `-acc`
/// (or `-fopenmp`) calls `__oxacc_*` entry points, which only a link with the same flag adds
/// (as gcc's `-fopenacc` objects need `-fopenacc` at the link).
fn runtime_hint(messages: &str) -> Option<String> {
    let sym = undefined_symbol(messages, "__oxacc_")?;
    Some(format!(
        "'{sym}' is oxacc's runtime, called by an object compiled with -acc or -fopenmp: link with \
         the same flag (make's built-in link rule passes $(LDFLAGS), not $(CFLAGS))"
    ))
}

/// CPU time used so far by this process, all its threads included (Linux: utime + stime of
/// `/proc/self/stat`, in clock ticks of 1/100 s); `None` elsewhere.
fn process_cpu_time() -> Option<Duration> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesized command name, starting with field 3 (state).
    let rest = &text[text.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let utime: u64 = fields.get(11)?.parse().ok()?;
    let stime: u64 = fields.get(12)?.parse().ok()?;
    Some(Duration::from_millis((utime + stime) * 10))
}

/// What `status_of` returns for a cc that SIGPIPE killed (128 + the signal, as a shell).
const SIGPIPE_STATUS: i32 = 128 + libc::SIGPIPE;

/// Stack of the thread that runs the front end and the lowering (virtual memory, touched only
/// as deep as it goes).
const PIPELINE_STACK: usize = 1 << 30;

/// `pipeline::compile_preprocessed` on a thread with a large stack: the passes after the
/// parser walk expressions recursively (the CUDA writer among them), and a region computing
/// a sum of 10 000 terms (generated code does that) overflowed the main thread's 8 MiB and
/// aborted oxacc, where gcc compiles it. On the calling thread when no thread can be made.
fn compile_with_big_stack(text: &str, options: &CompileOptions) -> pipeline::CompileOutput {
    std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("oxacc-pipeline".to_string())
            .stack_size(PIPELINE_STACK)
            .spawn_scoped(scope, || pipeline::compile_preprocessed(text, options));
        match spawned {
            Ok(handle) => match handle.join() {
                Ok(out) => out,
                // A panic was already reported by the panic hook: end as it would have.
                Err(payload) => std::panic::resume_unwind(payload),
            },
            Err(_) => pipeline::compile_preprocessed(text, options),
        }
    })
}

/// Whether cc may warn with -Wimplicit-fallthrough: the last of `-Wimplicit-fallthrough[=N]`
/// (N > 0) / `-Wno-implicit-fallthrough` says, else `-Wextra` (`-W`) turns it on (gcc 12).
fn warns_implicit_fallthrough(common: &[String]) -> bool {
    let explicit = common.iter().rev().find_map(|f| {
        let name = f
            .strip_prefix("-Werror=")
            .or_else(|| f.strip_prefix("-W"))?;
        match name {
            "implicit-fallthrough" => Some(true),
            "no-implicit-fallthrough" => Some(false),
            _ => name
                .strip_prefix("implicit-fallthrough=")
                .map(|level| level.trim() != "0"),
        }
    });
    explicit.unwrap_or_else(|| common.iter().any(|f| f == "-Wextra" || f == "-W"))
}

/// The `-std=` values (and `-ansi`) of gcc's C90 dialects, and the C99 ones the host C is
/// compiled as instead (see [`host_c_flags`]).
const C90_DIALECTS: &[(&str, &str)] = &[
    ("-std=c89", "-std=c99"),
    ("-std=c90", "-std=c99"),
    ("-std=iso9899:1990", "-std=c99"),
    ("-std=iso9899:199409", "-std=c99"),
    ("-ansi", "-std=c99"),
    ("-std=gnu89", "-std=gnu99"),
    ("-std=gnu90", "-std=gnu99"),
];

/// Whether the user's dialect is C90: the last `-std=` or `-ansi` names one (gcc's default,
/// gnu17, is not).
fn is_c90(common: &[String]) -> bool {
    common
        .iter()
        .rev()
        .find(|f| f.starts_with("-std=") || *f == "-ansi")
        .is_some_and(|f| C90_DIALECTS.iter().any(|(c90, _)| f == c90))
}

/// The user's flags for compiling the generated host C, with a C90 dialect replaced by C99.
///
/// The generated code needs C99 (`for (int i = ...)`, declarations after statements, `long
/// long`), so `-std=c89|c90|gnu89|gnu90|iso9899:1990|iso9899:199409` and `-ansi` could not
/// compile any region. The user's source was already preprocessed under their dialect (cc -E
/// keeps the flag: `__STDC_VERSION__`, `__STRICT_ANSI__`, trigraphs, `//` comments are as
/// they asked); only the compile of the preprocessed text changes:
/// - strict stays strict (`c89` → `c99`, `gnu89` → `gnu99`), so GNU keywords such as `typeof`
///   and `asm` stay available exactly when they were;
/// - `-fgnu89-inline` keeps the user's `inline` / `extern inline` / `__inline__` functions
///   with the GNU89 semantics they had (C99's would drop or duplicate their external
///   definitions); a later `-fno-gnu89-inline` of the user's still wins;
/// - C99 warns by default about implicit `int` and implicit function declarations, which C90
///   allows silently: those two are turned off unless the user asked for them (`-Wall`,
///   `-Wimplicit*`, `-Werror=implicit*`), since gcc lets an explicit `-Wno-`
///   win over `-Wall` whatever the order. Not for `-pedantic[-errors]`: C90 allows both, so
///   gcc -std=c89 -pedantic-errors is silent, where C99's pedantic errors failed the build.
///
/// What still differs from a real C90 compile: `inline` and `restrict` are keywords (a C90
/// program using them as identifiers no longer compiles), decimal constants above LONG_MAX
/// get C99's types, and `-pedantic` no longer reports C99 features in the user's code.
fn host_c_flags(common: &[String], excludes_files: impl FnOnce() -> bool) -> Vec<String> {
    const C90: &[(&str, &str)] = C90_DIALECTS;
    let wants_implicit_warnings = common
        .iter()
        .any(|f| f == "-Wall" || f.starts_with("-Wimplicit") || f.starts_with("-Werror=implicit"));
    let mut out = Vec::with_capacity(common.len() + 3);
    for flag in common {
        match C90.iter().find(|(c90, _)| flag == c90) {
            Some((_, c99)) => {
                out.push(c99.to_string());
                out.push("-fgnu89-inline".to_string());
                if !wants_implicit_warnings {
                    out.push("-Wno-implicit-int".to_string());
                    out.push("-Wno-implicit-function-declaration".to_string());
                }
            }
            None => out.push(flag.clone()),
        }
    }
    // The host C carries every macro definition of the translation unit (cc -E -dD), all
    // already expanded, so -Wunused-macros reported each of them, the predefined ones
    // included (380 warnings for a 13-line file). cc -E, which sees the user's flags, has
    // reported the user's unused macros already (one caveat: a macro used only in
    // `#pragma acc` lines, which cc -E leaves alone, is reported there too).
    if common
        .iter()
        .any(|f| f == "-Wunused-macros" || f == "-Werror=unused-macros")
    {
        out.push("-Wno-unused-macros".to_string());
    }
    // Coverage instruments the functions of the runtime preludes too (`<oxacc-prelude>`...,
    // their line markers' file names): gcov then reported "Cannot open source file
    // <oxacc-prelude>" and wrote `<oxacc-prelude>.gcov` beside the user's files. They are left
    // out (gcc's list is separated by semicolons; the user's own list is kept).
    if common
        .iter()
        .any(|f| f == "--coverage" || f == "-fprofile-arcs" || f == "-ftest-coverage")
        && excludes_files()
    {
        const OURS: &str = "^<oxacc-";
        match out
            .iter_mut()
            .rev()
            .find(|f| f.starts_with("-fprofile-exclude-files="))
        {
            Some(f) => {
                f.push(';');
                f.push_str(OURS);
            }
            None => out.push(format!("-fprofile-exclude-files={OURS}")),
        }
    }
    out
}

/// The null device, as cc's input or output.
fn null_device() -> &'static str {
    "/dev/null"
}

/// The last of cc's options that change the C dialect or data layout of the host code in a
/// way the GPU code does not follow (the CUDA writer prints C types for NVRTC, which knows
/// none of them, and lays structs out as gcc does by default), with what it changes; `None`
/// when none is in effect (the last of a pair such as `-funsigned-char` / `-fsigned-char`
/// wins, as in gcc). The host code, compiled by cc with the flag, and the kernels then
/// disagreed silently: a plain `char` of 200 read as -56 on the device, a struct copied with
/// the host's packed (or short-enum, or 8-byte long double) layout read at other offsets.
fn gpu_abi_flag(common: &[String]) -> Option<(String, &'static str)> {
    const CHAR: &str = "plain 'char' is unsigned in the host code and signed in the kernels";
    const BITFIELDS: &str =
        "plain 'int' bit-fields are unsigned in the host code and signed in the kernels";
    const ENUMS: &str =
        "enumerations are as small as their values in the host code and 4 bytes in the kernels";
    const PACK: &str =
        "structures are packed in the host code and naturally aligned in the kernels";
    const LONG_DOUBLE: &str =
        "'long double' has another size and format in the host code than in the kernels";
    const SINGLE: &str =
        "floating constants are 'float' in the host code and 'double' in the kernels";
    let mut chars = None;
    let mut bitfields = None;
    let mut enums = None;
    let mut pack = None;
    let mut long_double = None;
    let mut single = None;
    for flag in common {
        let f = flag.as_str();
        match f {
            "-funsigned-char" | "-fno-signed-char" => chars = Some(flag.clone()),
            "-fsigned-char" | "-fno-unsigned-char" => chars = None,
            "-funsigned-bitfields" | "-fno-signed-bitfields" => bitfields = Some(flag.clone()),
            "-fsigned-bitfields" | "-fno-unsigned-bitfields" => bitfields = None,
            "-fshort-enums" => enums = Some(flag.clone()),
            "-fno-short-enums" => enums = None,
            "-fpack-struct" => pack = Some(flag.clone()),
            "-fno-pack-struct" => pack = None,
            "-mlong-double-64" | "-mlong-double-128" => long_double = Some(flag.clone()),
            "-mlong-double-80" => long_double = None,
            "-fsingle-precision-constant" => single = Some(flag.clone()),
            "-fno-single-precision-constant" => single = None,
            _ => {
                // -fpack-struct=N: N = 16 changes nothing on x86-64 (no type is aligned to
                // more); a value gcc rejects is left to gcc.
                if let Some(n) = f.strip_prefix("-fpack-struct=") {
                    pack = match n.parse::<u32>() {
                        Ok(n) if n < 16 => Some(flag.clone()),
                        _ => None,
                    };
                }
            }
        }
    }
    [
        (chars, CHAR),
        (bitfields, BITFIELDS),
        (enums, ENUMS),
        (pack, PACK),
        (long_double, LONG_DOUBLE),
        (single, SINGLE),
    ]
    .into_iter()
    .find_map(|(flag, why)| flag.map(|f| (f, why)))
}

/// gcc names a preprocessed translation unit (DWARF compile unit, `.file`, the file in linker
/// messages, gcov's source) after its first line marker. The generated host C starts with
/// the runtime prelude's `# 1 "<oxacc-compute-prelude>"`, which then named every object; the
/// first line marker of the preprocessed input (`# 0 "a.c"`) is put back in front of it.
fn with_main_file_marker(preprocessed: &str, host_c: String) -> String {
    let first = preprocessed
        .split_inclusive('\n')
        .next()
        .unwrap_or_default();
    let is_marker = first.starts_with("# ")
        && first[2..].starts_with(|c: char| c.is_ascii_digit())
        && first.trim_end().ends_with('"')
        && first.ends_with('\n');
    if !is_marker || host_c.starts_with(first) {
        return host_c;
    }
    let mut out = String::with_capacity(first.len() + host_c.len());
    out.push_str(first);
    out.push_str(&host_c);
    out
}

/// A source's base name without its extension (`src/k.c` → `k`), as gcc names its outputs.
fn source_stem(path: &str) -> &str {
    let base = path.rsplit('/').next().unwrap_or(path);
    match base.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem,
        _ => base,
    }
}

/// Whether two paths name one existing file (a file that does not exist yet is no input).
#[cfg(unix)]
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

#[cfg(not(unix))]
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Adds an input to a cc command, with an explicit `-x` where its extension would not say it.
fn push_input(cmd: &mut Command, input: &Input) {
    let explicit = match &input.kind {
        InputKind::C if !input.path.ends_with(".c") => Some("c"),
        InputKind::PreprocessedC if !input.path.ends_with(".i") => Some("cpp-output"),
        InputKind::Header if !input.path.ends_with(".h") => Some("c-header"),
        InputKind::Other(Some(lang)) => Some(lang.as_str()),
        _ => None,
    };
    match explicit {
        Some(lang) => {
            cmd.arg("-x")
                .arg(lang)
                .arg(&input.path)
                .arg("-x")
                .arg("none");
        }
        None => {
            cmd.arg(&input.path);
        }
    }
}

fn read_text(path: &Path) -> Result<String, DriverError> {
    let bytes = if path == Path::new("-") {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf).map_err(|e| {
            DriverError::Io {
                path: path.to_path_buf(),
                reason: e.to_string(),
            }
        })?;
        buf
    } else {
        std::fs::read(path).map_err(|e| DriverError::Io {
            path: path.to_path_buf(),
            reason: e.to_string(),
        })?
    };
    Ok(String::from_utf8(bytes).unwrap_or_else(|e| escape_invalid_utf8(e.as_bytes())))
}

/// `bytes` as UTF-8 text, each byte of an invalid sequence written as a C octal escape
/// (`\351`). The pipeline takes `&str`, and a file with one Latin-1 byte in a string or
/// character literal (`printf("caf\xe9")` written raw, as legacy sources do; valid C that gcc
/// compiles byte for byte) was refused with an error naming the temporary `.i` file and a byte
/// offset. Inside a literal the escape is the same byte; in a `-C` comment it is harmless;
/// anywhere else it is a stray `\` that the parser reports at its line (gcc reports a stray
/// byte there). Columns after it on its line move by 3 per byte.
fn escape_invalid_utf8(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(bytes.len() + 64);
    let mut rest = bytes;
    loop {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                out.push_str(text);
                return out;
            }
            Err(e) => {
                let (valid, after) = rest.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(valid).unwrap_or(""));
                let bad = e.error_len().unwrap_or(after.len());
                for b in &after[..bad] {
                    let _ = write!(out, "\\{b:03o}");
                }
                rest = &after[bad..];
            }
        }
    }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), DriverError> {
    std::fs::write(path, bytes).map_err(|e| DriverError::Io {
        path: path.to_path_buf(),
        reason: e.to_string(),
    })
}

/// The command as a shell would need it typed, for `-v`.
pub fn show_command(cmd: &Command) -> String {
    let mut out = shell_quote(cmd.get_program());
    for a in cmd.get_args() {
        out.push(' ');
        out.push_str(&shell_quote(a));
    }
    out
}

fn shell_quote(s: &OsStr) -> String {
    let s = s.to_string_lossy();
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:,+@%".contains(c));
    if plain {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

/// A linker dynamic list (`ld --dynamic-list`) of the OpenACC routines declared in the
/// embedded `openacc.h` and `acc_prof.h`: every `acc_NAME(`. `acc_register_library` stays
/// unexported: the runtime finds an LD_PRELOADed tool's definition with
/// `dlsym(RTLD_DEFAULT)` (5.3.4), which would return the executable's own weak one first.
/// Names that are no function here (a macro followed by a parenthesis) are harmless.
/// The linker dynamic list of [`Driver::runtime_export_list`]: the runtime's internal entry
/// points (`__oxacc_*`, `__oxomp_*`) and the routines that openacc.h and acc_prof.h declare,
/// but `acc_register_library`.
fn runtime_dynamic_list() -> String {
    let mut names: Vec<&str> = Vec::new();
    for (file, text) in toolchain::EMBEDDED_HEADERS {
        if *file != "openacc.h" && *file != "acc_prof.h" {
            continue;
        }
        let mut rest = *text;
        while let Some(i) = rest.find("acc_") {
            let tail = &rest[i..];
            let len = tail
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(tail.len());
            let name = &tail[..len];
            let preceded = rest[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            if !preceded
                && tail[len..].trim_start().starts_with('(')
                && name != "acc_register_library"
                && !names.contains(&name)
            {
                names.push(name);
            }
            rest = &tail[len.max(1)..];
        }
    }
    let mut out = String::from(
        "/* oxacc: the runtime's entry points, for libraries the program dlopen()s and tools. */\n{\n  __oxacc_*;\n  __oxomp_*;\n",
    );
    for n in names {
        out.push_str(&format!("  {n};\n"));
    }
    out.push_str("};\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        let mut cmd = Command::new("cc");
        cmd.args(["-DX=\"a b\"", "-O2", "it's"]);
        assert_eq!(show_command(&cmd), "cc '-DX=\"a b\"' -O2 'it'\\''s'");
    }

    fn driver(args: &[&str]) -> Driver {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        Driver::new(
            CcCommand::from_setting(None),
            cli::parse(&args).expect("parses"),
        )
    }

    #[test]
    fn dependency_flags_get_gcc_names() {
        let d = driver(&["-acc", "-c", "-MMD", "src/a.c", "-o", "build/a.o"]);
        let input = &d.inv.inputs[0];
        assert_eq!(
            d.dep_flags_for(input),
            ["-MMD", "-MF", "build/a.d", "-MQ", "build/a.o"]
        );
        let d = driver(&["-acc", "-c", "-MD", "-MF", "x.d", "src/a.c"]);
        let input = &d.inv.inputs[0];
        assert_eq!(d.dep_flags_for(input), ["-MD", "-MF", "x.d", "-MQ", "a.o"]);
        let d = driver(&["-acc", "-c", "src/a.c"]);
        assert!(d.dep_flags_for(&d.inv.inputs[0]).is_empty());
    }

    /// The names `gcc -save-temps[=cwd]` (gcc 12) gives its `.i` files, less the extension.
    #[test]
    fn dump_bases_follow_gcc() {
        let base = |args: &[&str], mode| {
            let d = driver(args);
            d.dump_base(&d.inv.inputs[0], mode)
        };
        use SaveTemps::{Cwd, Obj};
        assert_eq!(base(&["-acc", "-c", "a/k.c", "-o", "oa/x.o"], Obj), "oa/x");
        assert_eq!(base(&["-acc", "-c", "a/k.c", "-o", "oa/x.o"], Cwd), "x");
        assert_eq!(
            base(&["-acc", "-c", "a/k.c", "-o", "oa/x.y.o"], Obj),
            "oa/x.y"
        );
        assert_eq!(base(&["-acc", "-c", "a/k.c", "-o", "oa/x"], Obj), "oa/x");
        assert_eq!(base(&["-acc", "-S", "a/k.c", "-o", "../x.s"], Obj), "../x");
        assert_eq!(base(&["-acc", "-c", "a/k.c"], Obj), "k");
        assert_eq!(base(&["-acc", "a/k.c", "-o", "oa/p.x"], Obj), "oa/p.x-k");
        assert_eq!(base(&["-acc", "a/k.c", "-o", "oa/p.x"], Cwd), "p.x-k");
        assert_eq!(base(&["-acc", "a/k.c"], Obj), "a-k");
        // One source named like the output: no prefix (gcc 12).
        assert_eq!(base(&["-acc", "a/k.c", "-o", "oa/k"], Obj), "oa/k");
        assert_eq!(base(&["-acc", "a/k.c", "-o", "oa/k"], Cwd), "k");
        assert_eq!(base(&["-acc", "k.c", "-o", "k.out"], Obj), "k");
        assert_eq!(base(&["-acc", "a.c"], Obj), "a");
        assert_eq!(base(&["-acc", "k.c", "b.c", "-o", "k"], Obj), "k-k");
        assert_eq!(base(&["-acc", "k.c", "b.o", "-o", "k"], Obj), "k");
    }

    #[test]
    fn invalid_utf8_bytes_become_octal_escapes() {
        assert_eq!(escape_invalid_utf8(b"abc"), "abc");
        assert_eq!(
            escape_invalid_utf8(b"\"caf\xe9\" '\xe9' \xc3\xa9 \xff\xfe"),
            "\"caf\\351\" '\\351' \u{e9} \\377\\376"
        );
        // A truncated sequence at the end.
        assert_eq!(escape_invalid_utf8(b"x\xe2\x82"), "x\\342\\202");
    }

    #[test]
    fn gpu_abi_flags_last_of_a_pair_wins() {
        let f = |flags: &[&str]| {
            let v: Vec<String> = flags.iter().map(|s| s.to_string()).collect();
            gpu_abi_flag(&v).map(|(flag, _)| flag)
        };
        assert_eq!(f(&["-O2", "-Wall"]), None);
        assert_eq!(f(&["-funsigned-char"]).as_deref(), Some("-funsigned-char"));
        assert_eq!(f(&["-funsigned-char", "-fno-unsigned-char"]), None);
        assert_eq!(
            f(&["-fsigned-char", "-fno-signed-char"]).as_deref(),
            Some("-fno-signed-char")
        );
        assert_eq!(f(&["-fpack-struct=2"]).as_deref(), Some("-fpack-struct=2"));
        assert_eq!(f(&["-fpack-struct=2", "-fpack-struct=16"]), None);
        assert_eq!(f(&["-fpack-struct=x"]), None);
        assert_eq!(f(&["-mlong-double-128", "-mlong-double-80"]), None);
        assert_eq!(
            f(&["-fshort-enums", "-fno-single-precision-constant"]).as_deref(),
            Some("-fshort-enums")
        );
    }

    #[test]
    fn c90_dialects_compile_host_c_as_c99() {
        let flags = |f: &[&str]| {
            host_c_flags(&f.iter().map(|s| s.to_string()).collect::<Vec<_>>(), || {
                true
            })
        };
        assert_eq!(
            flags(&["-O2", "-std=c89"]),
            [
                "-O2",
                "-std=c99",
                "-fgnu89-inline",
                "-Wno-implicit-int",
                "-Wno-implicit-function-declaration"
            ]
        );
        assert_eq!(
            flags(&["-std=gnu89", "-Wall"]),
            ["-std=gnu99", "-fgnu89-inline", "-Wall"]
        );
        assert_eq!(flags(&["-ansi", "-pedantic"])[0], "-std=c99");
        // hunt28 bug13: C90 allows implicit int and implicit declarations, so gcc -std=c89
        // -pedantic-errors accepts them; C99's -pedantic-errors made them errors.
        assert_eq!(
            flags(&["-std=c89", "-pedantic-errors"]),
            [
                "-std=c99",
                "-fgnu89-inline",
                "-Wno-implicit-int",
                "-Wno-implicit-function-declaration",
                "-pedantic-errors"
            ]
        );
        assert_eq!(flags(&["-std=c11", "-g"]), ["-std=c11", "-g"]);
        assert_eq!(
            flags(&["-Wunused-macros"]),
            ["-Wunused-macros", "-Wno-unused-macros"]
        );
    }

    #[test]
    fn main_file_marker_comes_first() {
        let pre = "# 0 \"src/a.c\"\n# 0 \"<built-in>\"\nint x;\n";
        let host = "# 1 \"<oxacc-compute-prelude>\"\nint p;\n".to_string();
        assert_eq!(
            with_main_file_marker(pre, host.clone()),
            format!("# 0 \"src/a.c\"\n{host}")
        );
        // Already first, or no marker to copy: unchanged.
        assert_eq!(with_main_file_marker(pre, pre.to_string()), pre);
        assert_eq!(with_main_file_marker("int x;\n", host.clone()), host);
    }

    #[test]
    fn outputs_follow_gcc() {
        let t = Path::new("/tmp/x");
        let d = driver(&["-acc", "-c", "src/a.c"]);
        assert_eq!(d.output_for(&d.inv.inputs[0], 0, t), Path::new("a.o"));
        let d = driver(&["-acc", "-S", "src/a.c"]);
        assert_eq!(d.output_for(&d.inv.inputs[0], 0, t), Path::new("a.s"));
        let d = driver(&["-acc", "-c", "src/a.c", "-o", "b.o"]);
        assert_eq!(d.output_for(&d.inv.inputs[0], 0, t), Path::new("b.o"));
        let d = driver(&["-acc", "src/a.c", "-o", "prog"]);
        assert_eq!(
            d.output_for(&d.inv.inputs[0], 3, t),
            Path::new("/tmp/x/3-a.o")
        );
    }
}

/// Runs `f` on every item, each on a thread of its own (one item: on this thread), and
/// returns the results in the items' order. The threads get a large stack: NVRTC's front end
/// recurses on deeply nested code, which the main thread's 8 MiB stack allowed before the
/// compiles ran in parallel.
fn on_threads<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    if items.len() <= 1 {
        return items.iter().map(&f).collect();
    }
    let f = &f;
    std::thread::scope(|s| {
        let handles: Vec<_> = items
            .iter()
            .map(|item| {
                std::thread::Builder::new()
                    .stack_size(256 << 20)
                    .spawn_scoped(s, move || f(item))
            })
            .collect();
        handles
            .into_iter()
            .zip(items)
            .map(|(h, item)| match h {
                Ok(h) => match h.join() {
                    Ok(r) => r,
                    // A panic inside the compile is NVRTC's or this process's bug: resume it
                    // as the sequential loop would have raised it.
                    Err(p) => std::panic::resume_unwind(p),
                },
                // No thread to be had (a process limit): do this one here.
                Err(_) => f(item),
            })
            .collect()
    })
}

#[cfg(test)]
mod on_threads_tests {
    use super::on_threads;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    /// The targets of one file are compiled at the same time: each call waits (up to 20 s)
    /// until every call has started, which a sequential loop never lets happen.
    #[test]
    fn targets_run_concurrently_and_results_keep_their_order() {
        let started = AtomicUsize::new(0);
        let items = ["sm_80", "sm_90", "compute_90"];
        let out = on_threads(&items, |a| {
            started.fetch_add(1, Ordering::SeqCst);
            let t = Instant::now();
            while started.load(Ordering::SeqCst) < items.len() {
                if t.elapsed() > Duration::from_secs(20) {
                    return Err(format!("{a}: ran alone"));
                }
                std::thread::sleep(Duration::from_millis(1));
            }
            if *a == "sm_80" {
                // The first target finishes last: its result still comes first.
                std::thread::sleep(Duration::from_millis(50));
            }
            Ok(a.to_string())
        });
        assert_eq!(
            out,
            vec![
                Ok("sm_80".to_string()),
                Ok("sm_90".to_string()),
                Ok("compute_90".to_string())
            ]
        );
    }

    #[test]
    fn one_target_runs_on_the_calling_thread() {
        let me = std::thread::current().id();
        assert_eq!(on_threads(&[1], |_| std::thread::current().id()), vec![me]);
    }
}
