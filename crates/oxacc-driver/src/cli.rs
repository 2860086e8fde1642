//! The gcc-compatible command line: classify every argument by the cc steps it goes to.
//!
//! oxacc never interprets a flag it does not need to. It sorts each argument into the steps it
//! matters for (preprocess, compile, link) and keeps the command-line order, so that the commands
//! it runs see the user's flags where gcc would have seen them.

use std::fmt;

/// Which device the user asked code to be generated for (`-acc=gpu|multicore|host`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AccTarget {
    /// `-acc` or `-fopenacc` alone: every device type, chosen at run time.
    #[default]
    Any,
    Gpu,
    Multicore,
    Host,
}

impl AccTarget {
    pub fn name(self) -> &'static str {
        match self {
            AccTarget::Any => "any",
            AccTarget::Gpu => "gpu",
            AccTarget::Multicore => "multicore",
            AccTarget::Host => "host",
        }
    }
}

/// Where `-save-temps` puts the files it keeps (gcc 12's placement, see `Driver::dump_base`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveTemps {
    /// `-save-temps=cwd`: in the current directory.
    Cwd,
    /// `-save-temps=obj`, and plain `-save-temps` (gcc 12 places both alike: beside the `-o`
    /// output, in the current directory without `-o`).
    Obj,
}

/// The last step the user asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Stage {
    /// `-E`, `-M`, `-MM`: preprocess only.
    Preprocess,
    /// `-fsyntax-only`: check (with `-acc`: preprocess and run the front end; no cc afterwards).
    SyntaxOnly,
    /// `-S`: stop after generating assembly.
    Assemble,
    /// `-c`: stop after generating objects.
    Compile,
    /// Default: link an executable or shared object.
    Link,
}

/// What an input file is, from its extension or from the `-x` in force before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// C source: preprocessed, then run through the OpenACC pipeline.
    C,
    /// Already preprocessed C (`.i`, `-x cpp-output`): the pipeline runs on it directly.
    PreprocessedC,
    /// A C header (`.h`, `-x c-header`): as in gcc, compiled by cc into a precompiled header
    /// (`FILE.h.gch`, or the `-o` name), not run through the pipeline and never linked.
    Header,
    /// Another language cc compiles by itself (assembler, C++...); the `-x` name if one was given.
    Other(Option<String>),
    /// Objects, archives, shared libraries and anything else: handed to the linker.
    LinkerInput,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub path: String,
    pub kind: InputKind,
}

impl Input {
    /// True for inputs that cc compiles (everything but linker inputs; headers included, into
    /// precompiled headers).
    pub fn is_source(&self) -> bool {
        !matches!(self.kind, InputKind::LinkerInput)
    }
}

/// One command-line item, in order, as the link command needs them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkItem {
    /// Index into `Invocation::inputs`.
    Input(usize),
    /// Flags that go to the link command (`-L`, `-l`, `-Wl,...`, and the common flags).
    Flags(Vec<String>),
}

/// Everything the command line said, sorted by the steps it matters for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Invocation {
    /// `Some` with `-acc[=...]` or `-fopenacc`; `None` means "behave exactly as cc".
    pub acc: Option<AccTarget>,
    pub stage: Option<Stage>,
    pub output: Option<String>,
    pub inputs: Vec<Input>,
    /// Flags for preprocessing only: `-I -D -U -include -isystem -Wp,...`.
    pub preprocess_flags: Vec<String>,
    /// Dependency-file flags (`-MD -MF x -MT y ...`), for the preprocessing step.
    pub dep_flags: Vec<String>,
    /// Flags for every cc step: `-O -g -f* -m* -W* -std= -pthread`, unknown flags.
    pub common_flags: Vec<String>,
    /// Command-line order of inputs and link flags, for the link command.
    pub link_items: Vec<LinkItem>,
    /// `-fopenmp`, or nvc's `-mp` / `-mp=multicore`.
    pub openmp: bool,
    /// `-Minfo`, or `-Minfo=LIST` with `accel` or `all` in it (nvc's other categories are
    /// accepted and have nothing to report).
    pub minfo: bool,
    /// nvc's `-Mneginfo`: the `-Minfo=accel` messages that say why a loop was not
    /// parallelized or a region not compiled for the GPU (all of them with `-Minfo`).
    pub neginfo: bool,
    /// oxacc's warnings about the command line (printed as `oxacc: warning: ...` unless -w).
    pub warnings: Vec<String>,
    /// Warnings about GPU code-generation options oxacc ignores (`-gpu=lineinfo`,
    /// `-fopenacc-dim=`): printed like `warnings`, once, and only when a file has GPU code.
    /// A configure test compiled with the user's CFLAGS has none, and any text on its stderr
    /// would fail it under `AC_LANG_WERROR` ("checking for stdio.h... no").
    pub gpu_warnings: Vec<String>,
    /// `-v`: print the commands that are run.
    pub verbose: bool,
    /// `-###`: print the commands (gcc's quoted form) and run none of them.
    pub dry_run: bool,
    /// `-save-temps[=cwd|obj]`: keep copies of the preprocessed text, the generated host C and
    /// CUDA (`None`: keep nothing).
    pub save_temps: Option<SaveTemps>,
    /// `--oxacc-time`: print how long preprocessing and the front end took (for benchmarks).
    pub time_report: bool,
    pub show_version: bool,
    pub show_help: bool,
    /// `-gpu=ccXY[,ccZW]`: the GPU architectures to compile kernels for ahead of time (empty:
    /// sm_80 and sm_90, plus PTX for newer devices). `-gpu=noptx` leaves the PTX out.
    pub gpu_archs: Vec<String>,
    pub gpu_no_ptx: bool,
    /// `-gpu=managed`, `-gpu=mem:managed`, `-ta=tesla:managed` (the last of them and
    /// `nomanaged` / `mem:separate` wins): the program's heap allocations (`malloc`, `calloc`,
    /// `realloc`, `posix_memalign`, `aligned_alloc`, and `free`) in CUDA managed memory.
    pub managed: bool,
}

impl Invocation {
    /// The stage the command line asked for (linking when nothing else was said).
    pub fn stage(&self) -> Stage {
        self.stage.unwrap_or(Stage::Link)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CliError {
    MissingArgument(String),
    BadAccTarget(String),
    NotUtf8(String),
    /// A `-gpu=` sub-option oxacc does not know: the whole flag, the sub-option, why.
    BadGpuOption {
        flag: String,
        item: String,
        reason: String,
    },
    /// `-gpu=unified`, `-gpu=mem:unified[:...]`, `-gpu=mem:managed:...`: the whole flag, the
    /// item.
    ManagedMemory {
        flag: String,
        item: String,
    },
    /// An nvc option oxacc neither maps nor ignores (the flag and what it accepts).
    UnknownNvcOption(String),
    /// An `-mp=` sub-option other than `multicore`: the whole flag, the sub-option.
    BadMpOption {
        flag: String,
        item: String,
    },
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CliError::MissingArgument(flag) => write!(f, "missing argument to '{flag}'"),
            CliError::BadAccTarget(value) => write!(
                f,
                "unknown OpenACC target '{value}' (expected -acc, -acc=gpu, -acc=multicore or -acc=host; nvc's -ta=tesla[:ccXY], -ta=multicore or -ta=host)"
            ),
            CliError::NotUtf8(arg) => write!(f, "argument is not valid UTF-8: {arg}"),
            CliError::BadGpuOption { flag, item, reason } => {
                write!(f, "invalid value '{item}' in '{flag}': {reason}")
            }
            CliError::ManagedMemory { flag, item } => write!(
                f,
                "'{flag}': '{item}' (unified memory: every host address, stack and globals \
                 included, usable on the GPU) is not supported: -gpu=managed puts the \
                 program's heap allocations (malloc, calloc, realloc...) in CUDA managed \
                 memory; other data used in compute regions needs data clauses (copy, \
                 copyin, create, enter data ...)"
            ),
            CliError::UnknownNvcOption(what) => write!(f, "unsupported nvc option {what}"),
            CliError::BadMpOption { flag, item } if item == "gpu" => write!(
                f,
                "'{flag}': OpenMP offload to a GPU is not supported (oxacc compiles OpenMP 2.0 for the CPU's thread team: use -mp or -fopenmp, and OpenACC, -acc, for the GPU)"
            ),
            CliError::BadMpOption { flag, item } => write!(
                f,
                "invalid value '{item}' in '{flag}' (expected -mp or -mp=multicore, the same as -fopenmp)"
            ),
        }
    }
}

/// True when the arguments turn OpenACC on (`-acc`, `-acc=...`, `-fopenacc`).
///
/// Checked before anything else: without it oxacc hands the command line to cc untouched.
pub fn wants_acc<S: AsRef<str>>(args: &[S]) -> bool {
    models(args).0
}

/// Whether oxacc runs its own pipeline: `-acc` (OpenACC) or `-fopenmp` / nvc's `-mp`
/// (OpenMP 2.0 on oxacc's runtime); otherwise it is exactly cc.
pub fn wants_pipeline<S: AsRef<str>>(args: &[S]) -> bool {
    let (acc, omp) = models(args);
    acc || omp
}

/// Whether OpenACC and OpenMP are on: as in gcc, the last of `-fopenacc` (or `-acc...`) and
/// `-fno-openacc` wins, and the last of `-fopenmp` (or `-mp...`) and `-fno-openmp`: build
/// systems append `-fno-openmp` to a global `-fopenmp` to turn it off for one target.
fn models<S: AsRef<str>>(args: &[S]) -> (bool, bool) {
    let (mut acc, mut omp) = (false, false);
    for a in args {
        let a = a.as_ref();
        if is_acc_flag(a) {
            acc = true;
        } else if a == "-fno-openacc" {
            acc = false;
        } else if a == "-fopenmp" || is_mp_flag(a) {
            omp = true;
        } else if a == "-fno-openmp" {
            omp = false;
        }
    }
    (acc, omp)
}

/// nvc's OpenMP flag, `-mp` or `-mp=...` (gcc has no such option: `-MP` is another).
fn is_mp_flag(arg: &str) -> bool {
    arg == "-mp" || arg.starts_with("-mp=")
}

fn is_acc_flag(arg: &str) -> bool {
    arg == "-acc" || arg.starts_with("-acc=") || arg == "-fopenacc" || arg.starts_with("-ta=")
}

/// True for flags that only oxacc understands and that cc must never see.
pub fn is_oxacc_only_flag(arg: &str) -> bool {
    is_acc_flag(arg)
        || is_mp_flag(arg)
        || arg.starts_with("-gpu=")
        || arg == "--oxacc-time"
        || is_nvc_m_option(arg)
}

/// nvc's `-M<option>` flags (`-Minfo`, `-Mvect`, `-Msafeptr`...): a lower-case letter after
/// `-M`, where gcc's own (`-M -MM -MD -MMD -MF -MT -MQ -MP -MG`) are upper case.
fn is_nvc_m_option(arg: &str) -> bool {
    arg.strip_prefix("-M")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_lowercase()))
}

/// nvc's `-M` options oxacc accepts and ignores: optimisation hints for nvc's code generator
/// (vectorisation, inlining, unrolling, aliasing, floating-point flushing...) that cc's own
/// optimiser decides for itself. Ignoring `-Msafeptr` is safe: it only lets nvc assume less
/// aliasing. (`-Mneginfo`, why loops were not parallelised, is `Invocation::neginfo`.)
const NVC_IGNORED_M_OPTIONS: &[&str] = &[
    "neginfo",
    "noinfo",
    "vect",
    "novect",
    "inline",
    "noinline",
    "autoinline",
    "noautoinline",
    "safeptr",
    "nosafeptr",
    "large_arrays",
    "nolarge_arrays",
    "unroll",
    "nounroll",
    "flushz",
    "noflushz",
    "fma",
    "nofma",
    "fprelaxed",
    "nofprelaxed",
    "cache_align",
    "nocache_align",
    "frame",
    "noframe",
    "lre",
    "nolre",
    "pre",
    "nopre",
    "ipa",
    "noipa",
    "loop32",
    "noloop32",
    "smartalloc",
    "nosmartalloc",
    "prefetch",
    "noprefetch",
    "pfi",
    "pfo",
    "stack_arrays",
    "nostack_arrays",
    "keepasm",
    "depchk",
    "nodepchk",
];

/// What an nvc option becomes for cc (`-fast` → `-O3`, `-tp=native` → `-march=native`), or
/// `None` when it is none of those. Checked before any other classification.
fn nvc_cc_equivalent(arg: &str) -> Option<Result<Vec<String>, CliError>> {
    if arg == "-fast" {
        // nvc's -fast: -O2 plus vectorisation, inlining, unrolling. gcc's -O3 is the closest.
        return Some(Ok(vec!["-O3".to_string()]));
    }
    match arg {
        // nvc: debug information without lowering the optimisation level, as gcc's -g.
        "-gopt" => return Some(Ok(vec!["-g".to_string()])),
        // nvc: a stack trace on a crash; NVIDIA's libraries linked statically (oxacc's
        // runtime always is). Nothing to do for cc. (Users' Makefiles carry them: before,
        // cc said "unrecognized command-line option".)
        "-traceback" | "-notraceback" | "-static-nvidia" => return Some(Ok(Vec::new())),
        "-cuda" => {
            return Some(Err(CliError::UnknownNvcOption(
                "-cuda (CUDA C sources: oxacc compiles C with OpenACC and OpenMP directives)"
                    .to_string(),
            )))
        }
        // PGI's and nvc's -K options, which PGI-era Makefiles carry (`-fast -Kieee`,
        // `-KPIC`): cc has none ("unrecognized command-line option '-Kieee'" before). IEEE
        // 754 arithmetic is what gcc does without -ffast-math; -KPIC / -Kpic are -fPIC /
        // -fpic. The others ask for what oxacc does not do, and are its error saying so.
        "-Kieee" => return Some(Ok(Vec::new())),
        "-KPIC" => return Some(Ok(vec!["-fPIC".to_string()])),
        "-Kpic" => return Some(Ok(vec!["-fpic".to_string()])),
        _ => {}
    }
    if let Some(k) = arg.strip_prefix("-K") {
        let why = if k == "noieee" {
            "oxacc keeps gcc's IEEE 754 arithmetic; -ffast-math relaxes it"
        } else if k.starts_with("trap") {
            "floating-point traps: call feenableexcept() of <fenv.h> in the program"
        } else {
            "oxacc accepts -Kieee, -KPIC and -Kpic"
        };
        return Some(Err(CliError::UnknownNvcOption(format!("{arg} ({why})"))));
    }
    let cpu = arg.strip_prefix("-tp=")?;
    // nvc's target processors, as gcc's -march names them.
    let march = match cpu {
        "native" | "host" => "native",
        "px" => "x86-64",
        "zen" => "znver1",
        "zen2" => "znver2",
        "zen3" => "znver3",
        "zen4" => "znver4",
        "sandybridge" | "ivybridge" | "haswell" | "broadwell" | "skylake" | "cascadelake"
        | "icelake-server" | "sapphirerapids" | "alderlake" => cpu,
        _ => {
            return Some(Err(CliError::UnknownNvcOption(format!(
                "{arg} (oxacc maps -tp=native, px, zen..zen4, sandybridge..sapphirerapids to \
                 gcc's -march=)"
            ))))
        }
    };
    Some(Ok(vec![format!("-march={march}")]))
}

/// An nvc `-M` option other than `-Minfo`: accepted and ignored when listed in
/// `NVC_IGNORED_M_OPTIONS` (with or without `=value`), else oxacc's error naming it (before,
/// cc said "unrecognized command-line option").
fn check_nvc_m_option(arg: &str) -> Result<(), CliError> {
    let name = arg.trim_start_matches("-M");
    let name = name.split_once('=').map_or(name, |(n, _)| n);
    if NVC_IGNORED_M_OPTIONS.contains(&name) {
        Ok(())
    } else {
        Err(CliError::UnknownNvcOption(format!(
            "{arg} (nvc options oxacc accepts: -Minfo[=...], -Mneginfo, -Mvect, -Minline, \
             -Msafeptr, -Munroll, -Mflushz, -Mlarge_arrays and their -Mno forms, -fast, -tp=)"
        )))
    }
}

/// The arguments cc gets when oxacc is only cc (no -acc, -fopenmp or -mp): oxacc's own flags
/// dropped, nvc's mapped (`-fast` → `-O3`). A response file that holds any of those is
/// replaced by its words, mapped likewise (cc would otherwise read them: "unrecognized
/// debug output level 'pu=cc90'" for `-gpu=cc90`); other response files stay as they are.
pub fn cc_args(args: &[String]) -> Result<Vec<String>, CliError> {
    fn map(arg: &str, out: &mut Vec<String>) -> Result<bool, CliError> {
        if arg == "-keep" {
            // nvc's -keep without -acc: no GPU files to keep.
            return Ok(true);
        }
        if let Some(mapped) = nvc_cc_equivalent(arg) {
            out.extend(mapped?);
            return Ok(true);
        }
        if is_oxacc_only_flag(arg) {
            if is_nvc_m_option(arg) && !arg.starts_with("-Minfo") {
                check_nvc_m_option(arg)?;
            }
            return Ok(true);
        }
        out.push(arg.to_string());
        Ok(false)
    }
    let mut out = Vec::with_capacity(args.len());
    for arg in args {
        if arg.starts_with('@') {
            let words = expand_response_files(std::slice::from_ref(arg));
            let mut mapped = Vec::new();
            let mut changed = false;
            for w in &words {
                changed |= map(w, &mut mapped)?;
            }
            if changed {
                out.extend(mapped);
            } else {
                out.push(arg.clone());
            }
            continue;
        }
        map(arg, &mut out)?;
    }
    Ok(out)
}

/// gcc's options that answer a question about the toolchain and compile nothing, with or
/// without inputs (`-dumpversion`, `-print-prog-name=ld`, ...). Build systems ask them with
/// `$CC`, which often contains `-acc` or `-fopenmp`: oxacc hands them to cc.
pub fn is_query_flag(arg: &str) -> bool {
    matches!(
        arg,
        "-dumpversion" | "-dumpfullversion" | "-dumpmachine" | "-dumpspecs"
    ) || arg.starts_with("-print-")
        || arg.starts_with("--print-")
}

/// gcc's long spellings of its options (`--include FILE`, `--include-directory=DIR`,
/// `--output FILE`, `--compile`, `--sysroot DIR`...), with the value separate or after `=`,
/// and the short option each stands for. They were sorted as unknown flags: the separate
/// value became an input and `--include` took the driver's next argument to cc -E
/// (`-isystem`) as its file ("fatal error: -isystem: No such file or directory").
const GCC_LONG_OPTIONS: &[(&str, &str)] = &[
    ("--include", "-include"),
    ("--imacros", "-imacros"),
    ("--include-directory", "-I"),
    ("--include-directory-after", "-idirafter"),
    ("--include-prefix", "-iprefix"),
    ("--include-with-prefix", "-iwithprefix"),
    ("--include-with-prefix-after", "-iwithprefix"),
    ("--include-with-prefix-before", "-iwithprefixbefore"),
    ("--define-macro", "-D"),
    ("--undefine-macro", "-U"),
    ("--output", "-o"),
    ("--language", "-x"),
    ("--library-directory", "-L"),
];
/// The same for options without a value.
const GCC_LONG_FLAGS: &[(&str, &str)] = &[
    ("--compile", "-c"),
    ("--preprocess", "-E"),
    ("--assemble", "-S"),
    ("--dependencies", "-M"),
    ("--user-dependencies", "-MM"),
    ("--write-dependencies", "-MD"),
    ("--write-user-dependencies", "-MMD"),
];

/// Rewrites gcc's long options (`GCC_LONG_OPTIONS`, `GCC_LONG_FLAGS`) as the short ones the
/// parser sorts, the value kept as a separate argument; `--sysroot DIR` (gcc takes the value
/// separate too) becomes `--sysroot=DIR`. A long option missing its value is left as it is
/// (cc reports it).
fn gcc_long_options_as_short(args: &[String]) -> Vec<String> {
    let mut out = Vec::with_capacity(args.len());
    let mut it = args.iter().peekable();
    while let Some(arg) = it.next() {
        if let Some((_, short)) = GCC_LONG_FLAGS.iter().find(|(long, _)| arg == long) {
            out.push(short.to_string());
            continue;
        }
        if arg == "--sysroot" {
            if let Some(dir) = it.next() {
                out.push(format!("--sysroot={dir}"));
                continue;
            }
        }
        let long = GCC_LONG_OPTIONS.iter().find_map(|(long, short)| {
            if arg == long {
                Some((*short, None))
            } else {
                arg.strip_prefix(long)
                    .and_then(|rest| rest.strip_prefix('='))
                    .map(|value| (*short, Some(value.to_string())))
            }
        });
        match long {
            Some((short, Some(value))) => out.extend([short.to_string(), value]),
            Some((short, None)) if it.peek().is_some() => {
                out.push(short.to_string());
                out.extend(it.next().cloned());
            }
            _ => out.push(arg.clone()),
        }
    }
    out
}

/// Flags whose value is the next argument (when not attached).
const PREPROCESS_WITH_ARG: &[&str] = &[
    "-I",
    "-D",
    "-U",
    "-include",
    "-imacros",
    "-isystem",
    "-iquote",
    "-idirafter",
    "-iprefix",
    "-iwithprefix",
    "-iwithprefixbefore",
    "-isysroot",
    "-imultilib",
    "-imultiarch",
    "-Xpreprocessor",
];
const DEP_WITH_ARG: &[&str] = &["-MF", "-MT", "-MQ"];
const LINK_WITH_ARG: &[&str] = &["-L", "-l", "-Xlinker", "-T", "-u", "-z"];
const COMMON_WITH_ARG: &[&str] = &[
    "-Xassembler",
    "--param",
    "-aux-info",
    "-B",
    "-dumpdir",
    "-dumpbase",
    "-dumpbase-ext",
];

/// Replaces each `@file` argument by the arguments written in that file (gcc's response files:
/// whitespace-separated, with single or double quotes and backslash escapes), recursively. An
/// `@name` naming no readable file stays as it is, as in gcc.
pub fn expand_response_files(args: &[String]) -> Vec<String> {
    fn expand(args: &[String], depth: u32, out: &mut Vec<String>) {
        for arg in args {
            let text = match arg.strip_prefix('@') {
                Some(path) if depth < 16 && !path.is_empty() => std::fs::read_to_string(path).ok(),
                _ => None,
            };
            match text {
                Some(text) => expand(&split_response_file(&text), depth + 1, out),
                None => out.push(arg.clone()),
            }
        }
    }
    let mut out = Vec::with_capacity(args.len());
    expand(args, 0, &mut out);
    out
}

fn split_response_file(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match (c, quote) {
            ('\\', _) => {
                if let Some(next) = chars.next() {
                    word.push(next);
                }
                in_word = true;
            }
            (q, None) if q == '"' || q == '\'' => {
                quote = Some(q);
                in_word = true;
            }
            (q, Some(open)) if q == open => quote = None,
            (w, None) if w.is_whitespace() => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            (other, _) => {
                word.push(other);
                in_word = true;
            }
        }
    }
    if in_word {
        words.push(word);
    }
    words
}

/// Parse a gcc-style command line (without the program name).
pub fn parse(args: &[String]) -> Result<Invocation, CliError> {
    let args = &gcc_long_options_as_short(args);
    let mut inv = Invocation::default();
    let mut lang: Option<String> = None;
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        let take_value = |i: &mut usize| -> Result<String, CliError> {
            match args.get(*i) {
                Some(v) => {
                    *i += 1;
                    Ok(v.clone())
                }
                None => Err(CliError::MissingArgument(arg.to_string())),
            }
        };

        // Inputs: anything not starting with '-', and '-' alone (stdin).
        if !arg.starts_with('-') || arg == "-" {
            let kind = input_kind(arg, lang.as_deref());
            inv.inputs.push(Input {
                path: arg.to_string(),
                kind,
            });
            inv.link_items.push(LinkItem::Input(inv.inputs.len() - 1));
            continue;
        }

        // oxacc's own flags.
        if arg == "-acc" || arg == "-fopenacc" {
            inv.acc.get_or_insert(AccTarget::Any);
            continue;
        }
        if let Some(value) = arg.strip_prefix("-acc=") {
            inv.acc = Some(parse_acc_target(value)?);
            continue;
        }
        // PGI / older nvc: -ta=tesla[:ccXY,...] is -acc=gpu -gpu=ccXY,...; -ta=multicore and
        // -ta=host are -acc=multicore and -acc=host.
        if let Some(value) = arg.strip_prefix("-ta=") {
            let (target, subs) = value.split_once(':').unwrap_or((value, ""));
            let t = match target {
                "tesla" | "nvidia" | "gpu" => AccTarget::Gpu,
                "multicore" => AccTarget::Multicore,
                "host" => AccTarget::Host,
                _ => return Err(CliError::BadAccTarget(arg.to_string())),
            };
            inv.acc = Some(t);
            if !subs.is_empty() {
                if t != AccTarget::Gpu {
                    return Err(CliError::BadAccTarget(arg.to_string()));
                }
                parse_gpu_option(arg, subs, &mut inv)?;
            }
            continue;
        }
        if let Some(mapped) = nvc_cc_equivalent(arg) {
            push_common(&mut inv, mapped?);
            continue;
        }
        if arg == "-Minfo" {
            inv.minfo = true;
            continue;
        }
        if arg == "-Mneginfo" || arg.starts_with("-Mneginfo=") {
            inv.neginfo = true;
            continue;
        }
        if let Some(list) = arg.strip_prefix("-Minfo=") {
            parse_minfo_list(arg, list, &mut inv);
            continue;
        }
        if let Some(list) = arg.strip_prefix("-gpu=") {
            parse_gpu_option(arg, list, &mut inv)?;
            continue;
        }
        // gcc's offloading options configure gcc's offload compilers, which oxacc does not
        // run: they are dropped (cc has nothing to offload; clang rejects them), with a
        // warning where the user asked for something oxacc does not do.
        if arg.starts_with("-fopenacc-dim=")
            || arg.starts_with("-foffload=")
            || arg.starts_with("-foffload-options=")
        {
            if let Some(w) = gcc_offload_warning(arg) {
                inv.gpu_warnings.push(w);
            }
            continue;
        }
        if is_nvc_m_option(arg) {
            check_nvc_m_option(arg)?;
            continue;
        }
        // nvc's `-mp` and `-mp=multicore` are -fopenmp (cc rejects `-mp`). `-mp=gpu`, OpenMP
        // `target` offload, is refused: oxacc has none, and compiling the program for the CPU
        // alone would be a silent surprise.
        if arg == "-mp" {
            inv.openmp = true;
            continue;
        }
        if let Some(list) = arg.strip_prefix("-mp=") {
            for item in list.split(',').filter(|x| !x.is_empty()) {
                if item != "multicore" {
                    return Err(CliError::BadMpOption {
                        flag: arg.to_string(),
                        item: item.to_string(),
                    });
                }
            }
            inv.openmp = true;
            continue;
        }
        match arg {
            "--version" => {
                inv.show_version = true;
                continue;
            }
            "--help" | "-help" => {
                inv.show_help = true;
                continue;
            }
            "-v" => {
                inv.verbose = true;
                continue;
            }
            "-###" => {
                inv.dry_run = true;
                continue;
            }
            // nvc's -keep keeps the GPU intermediate files: oxacc's are the kept .cu.
            "-save-temps" | "-save-temps=obj" | "-keep" => {
                inv.save_temps = Some(SaveTemps::Obj);
                continue;
            }
            "-save-temps=cwd" => {
                inv.save_temps = Some(SaveTemps::Cwd);
                continue;
            }
            "--oxacc-time" => {
                inv.time_report = true;
                continue;
            }
            "-fopenmp" => {
                // oxacc lowers OpenMP itself: cc never sees -fopenmp (no libgomp).
                inv.openmp = true;
                continue;
            }
            // The last of -fopenmp / -fno-openmp (and of -fopenacc / -fno-openacc) wins, as
            // in gcc (see `models`).
            "-fno-openmp" => {
                inv.openmp = false;
                continue;
            }
            "-fno-openacc" => {
                inv.acc = None;
                continue;
            }
            _ => {}
        }

        // Stage selection.
        let stage = match arg {
            "-E" | "-M" | "-MM" => Some(Stage::Preprocess),
            "-fsyntax-only" => Some(Stage::SyntaxOnly),
            "-S" => Some(Stage::Assemble),
            "-c" => Some(Stage::Compile),
            _ => None,
        };
        if let Some(stage) = stage {
            inv.stage = Some(inv.stage.map_or(stage, |s| s.min(stage)));
            if arg == "-M" || arg == "-MM" {
                inv.dep_flags.push(arg.to_string());
            }
            continue;
        }

        if arg == "-o" {
            inv.output = Some(take_value(&mut i)?);
            continue;
        }
        if let Some(out) = arg.strip_prefix("-o") {
            inv.output = Some(out.to_string());
            continue;
        }
        if arg == "-x" {
            let value = take_value(&mut i)?;
            lang = if value == "none" { None } else { Some(value) };
            continue;
        }
        if let Some(value) = arg.strip_prefix("-x") {
            lang = if value == "none" {
                None
            } else {
                Some(value.to_string())
            };
            continue;
        }

        // Flags with a separate value.
        if PREPROCESS_WITH_ARG.contains(&arg) {
            let value = take_value(&mut i)?;
            inv.preprocess_flags.extend([arg.to_string(), value]);
            continue;
        }
        if DEP_WITH_ARG.contains(&arg) {
            let value = take_value(&mut i)?;
            inv.dep_flags.extend([arg.to_string(), value]);
            continue;
        }
        if LINK_WITH_ARG.contains(&arg) {
            let value = take_value(&mut i)?;
            inv.link_items
                .push(LinkItem::Flags(vec![arg.to_string(), value]));
            continue;
        }
        if COMMON_WITH_ARG.contains(&arg) {
            let value = take_value(&mut i)?;
            push_common(&mut inv, vec![arg.to_string(), value]);
            continue;
        }

        match classify(arg) {
            Class::Preprocess => inv.preprocess_flags.push(arg.to_string()),
            Class::Dep => inv.dep_flags.push(arg.to_string()),
            Class::Link => inv.link_items.push(LinkItem::Flags(vec![arg.to_string()])),
            Class::Common => push_common(&mut inv, vec![arg.to_string()]),
        }
    }
    if inv.managed && matches!(inv.acc, Some(AccTarget::Multicore | AccTarget::Host)) {
        // nvc too: managed memory is a GPU's; the CPU targets share the host's memory.
        inv.warnings.push(
            "-gpu=managed ignored: the multicore and host targets share the host's memory"
                .to_string(),
        );
        inv.managed = false;
    }
    Ok(inv)
}

/// nvc's `-Minfo=` categories. `accel` and `all` turn on oxacc's messages (what was
/// generated for each OpenACC construct); the others are accepted with nothing to report.
const MINFO_ENABLING: &[&str] = &["accel", "all"];
const MINFO_OTHER: &[&str] = &[
    "ccff",
    "ftn",
    "hpf",
    "inline",
    "intensity",
    "ipa",
    "loop",
    "lre",
    "mp",
    "opt",
    "par",
    "pfo",
    "stdpar",
    "time",
    "unified",
    "vect",
];

/// `-Minfo=ITEM[,ITEM...]`: nvc users write lists (`-Minfo=accel,loop`, `-Minfo=all,accel`),
/// which printed nothing when oxacc only knew the exact spellings `-Minfo=accel|all`; a typo
/// (`-Minfo=acel`) was silently accepted. Unknown items are warned about and ignored.
fn parse_minfo_list(flag: &str, list: &str, inv: &mut Invocation) {
    for item in list.split(',').filter(|i| !i.is_empty()) {
        if MINFO_ENABLING.contains(&item) {
            inv.minfo = true;
        } else if !MINFO_OTHER.contains(&item) {
            inv.warnings.push(format!(
                "unknown category '{item}' in '{flag}' ignored (known: {}, {})",
                MINFO_ENABLING.join(", "),
                MINFO_OTHER.join(", ")
            ));
        }
    }
}

fn push_common(inv: &mut Invocation, flags: Vec<String>) {
    inv.common_flags.extend(flags.iter().cloned());
    inv.link_items.push(LinkItem::Flags(flags));
}

fn parse_acc_target(value: &str) -> Result<AccTarget, CliError> {
    // nvc accepts a comma-separated list of targets and sub-options; the first target wins.
    let mut target = None;
    for part in value.split(',') {
        let t = match part {
            "gpu" | "nvidia" | "tesla" => AccTarget::Gpu,
            "multicore" => AccTarget::Multicore,
            "host" => AccTarget::Host,
            "" => continue,
            _ => return Err(CliError::BadAccTarget(value.to_string())),
        };
        target.get_or_insert(t);
    }
    Ok(target.unwrap_or(AccTarget::Any))
}

/// The compute capabilities `-gpu=ccXY` accepts (NVIDIA's list, Kepler to Blackwell). Whether
/// the NVRTC found at compile time still supports one is checked when kernels are compiled.
pub const KNOWN_COMPUTE_CAPABILITIES: &[&str] = &[
    "35", "37", "50", "52", "53", "60", "61", "62", "70", "72", "75", "80", "86", "87", "88", "89",
    "90", "100", "101", "103", "110", "120", "121",
];

/// nvc's `-gpu=` sub-options that ask for what oxacc does anyway, accepted silently: PTX for
/// the device found at run time (`ccnative`, `ccall`), separate memory (`nomanaged`,
/// `mem:separate`), routines of other files (`rdc`; oxacc links them whatever `nordc` says),
/// and NVRTC's defaults (fused multiply-add, no flush to zero, unrolling, no debug or line
/// information, pageable memory).
const GPU_HONOURED_OPTIONS: &[&str] = &[
    "ccall",
    "ccall-major",
    "ccnative",
    "nomanaged",
    "mem:separate",
    "rdc",
    "nordc",
    "fma",
    "noflushz",
    "unroll",
    "nolineinfo",
    "nodebug",
    "nopinned",
];

/// nvc's `-gpu=` sub-options that oxacc accepts but does not implement: each use gets one
/// warning naming them (they were accepted silently, so a user of `-gpu=deepcopy` or
/// `zeroinit` had no sign that their program's data would not be deep-copied or zeroed, and
/// one of `lineinfo` or `maxregcount:N` none that the kernels were built without them).
const GPU_IGNORED_OPTIONS: &[&str] = &[
    "fastmath",
    "nofma",
    "flushz",
    "lineinfo",
    "debug",
    "keep",
    "pinned",
    "safecache",
    "zeroinit",
    "deepcopy",
    "autocompare",
    "nounroll",
    "ptxinfo",
    "beta",
];
/// The same for sub-options with a value (`cuda12.4`, `maxregcount:64`).
const GPU_IGNORED_PREFIXES: &[&str] = &[
    "cuda",
    "loadcache:",
    "maxregcount:",
    "stacklimit:",
    "tripcount:",
];

/// What an ignored `-gpu=` sub-option leaves different from nvc, when it changes what the
/// program computes or reports (the others only tune nvc's code generation).
fn gpu_ignored_note(item: &str) -> Option<&'static str> {
    match item {
        "deepcopy" => Some(
            "deepcopy: a struct's pointer members are not followed; name their data in clauses",
        ),
        "zeroinit" => Some("zeroinit: device memory is not zeroed when allocated"),
        "autocompare" => Some("autocompare: host and device results are not compared"),
        _ => None,
    }
}

/// `-gpu=ITEM[,ITEM...]` (nvc's spelling): `ccXY` selects an architecture compiled ahead of
/// time, `noptx` leaves the PTX out, the sub-options of `GPU_HONOURED_OPTIONS` are what oxacc
/// does anyway, those of `GPU_IGNORED_OPTIONS` get one warning naming them. Anything else is the user's mistake and gets an error naming the flag
/// (before, `-gpu=cc999` reached NVRTC and was reported as a bug in oxacc, and unknown words
/// were silently accepted).
fn parse_gpu_option(flag: &str, list: &str, inv: &mut Invocation) -> Result<(), CliError> {
    let bad = |item: &str, reason: String| CliError::BadGpuOption {
        flag: flag.to_string(),
        item: item.to_string(),
        reason,
    };
    let mut ignored = Vec::new();
    for item in list.split(',') {
        let is_ignored = GPU_IGNORED_OPTIONS.contains(&item)
            || GPU_IGNORED_PREFIXES
                .iter()
                .any(|p| item.len() > p.len() && item.starts_with(p));
        if item == "managed" || item == "mem:managed" {
            inv.managed = true;
        } else if item == "nomanaged" || item == "mem:separate" {
            inv.managed = false;
        } else if GPU_HONOURED_OPTIONS.contains(&item) {
            continue;
        } else if is_ignored {
            ignored.push(item);
        } else if item == "noptx" {
            inv.gpu_no_ptx = true;
        } else if is_managed_memory_option(item) {
            return Err(CliError::ManagedMemory {
                flag: flag.to_string(),
                item: item.to_string(),
            });
        } else if let Some(cc) = item.strip_prefix("cc") {
            // cc90a / cc100f: NVIDIA's architecture-specific and family-specific variants.
            let digits = cc.strip_suffix(['a', 'f']).unwrap_or(cc);
            let number: u32 = digits.parse().unwrap_or(0);
            let suffix_ok = match &cc[digits.len()..] {
                "" => true,
                "a" => number >= 90,
                _ => number >= 100,
            };
            if !(KNOWN_COMPUTE_CAPABILITIES.contains(&digits) && suffix_ok) {
                let known: Vec<String> = KNOWN_COMPUTE_CAPABILITIES
                    .iter()
                    .map(|c| format!("cc{c}"))
                    .collect();
                return Err(bad(
                    item,
                    format!("unknown compute capability (known: {})", known.join(" ")),
                ));
            }
            inv.gpu_archs.push(format!("sm_{cc}"));
        } else {
            return Err(bad(
                item,
                "unknown sub-option (oxacc accepts ccXY, noptx and nvc's code-generation \
                 sub-options such as lineinfo, fastmath, cudaX.Y)"
                    .to_string(),
            ));
        }
    }
    if !ignored.is_empty() {
        let notes: Vec<&str> = ignored.iter().filter_map(|i| gpu_ignored_note(i)).collect();
        let notes = if notes.is_empty() {
            String::new()
        } else {
            format!("; {}", notes.join("; "))
        };
        inv.gpu_warnings.push(format!(
            "'{flag}': {} ignored (nvc sub-options oxacc does not implement){notes}",
            ignored.join(", ")
        ));
    }
    Ok(())
}

/// The warning for one of gcc's offloading options (`None` where oxacc does what it asks).
/// `-fopenacc-dim=G:W:V` sets gcc's default gang, worker and vector sizes, which oxacc chooses
/// itself; `-foffload=nvptx-none` names the only target oxacc has; `disable`, other targets
/// and `-foffload-options=` (options for gcc's offload compilers, or old gcc's
/// `-foffload=TARGET=OPTIONS`) are not done.
fn gcc_offload_warning(arg: &str) -> Option<String> {
    if arg.starts_with("-fopenacc-dim=") {
        return Some(format!(
            "'{arg}' ignored: oxacc chooses the default gang, worker and vector sizes itself \
             (set them with num_gangs, num_workers and vector_length clauses)"
        ));
    }
    if arg.starts_with("-foffload-options=") {
        return Some(format!(
            "'{arg}' ignored: oxacc compiles GPU code with NVRTC, not gcc's offload compilers"
        ));
    }
    let targets = arg.strip_prefix("-foffload=").unwrap_or_default();
    if targets == "disable" {
        return Some(format!(
            "'{arg}' ignored: oxacc still compiles the compute regions for the GPU \
             (-acc=host makes the host the default device type)"
        ));
    }
    if targets.contains('=') || targets.starts_with('-') {
        return Some(format!(
            "'{arg}' ignored: oxacc compiles GPU code with NVRTC, not gcc's offload compilers"
        ));
    }
    let others: Vec<&str> = targets
        .split(',')
        .filter(|t| !t.is_empty() && *t != "default" && !t.starts_with("nvptx"))
        .collect();
    if others.is_empty() {
        return None;
    }
    Some(format!(
        "'{arg}': {} ignored (oxacc generates code for NVIDIA GPUs only)",
        others.join(", ")
    ))
}

/// nvc's sub-options that put all host memory in unified memory (`unified`,
/// `mem:unified[:...]`: stack and globals too, which needs HMM and nvc's own allocation of
/// globals), and `mem:managed:...` variants: refused with a message pointing at
/// `-gpu=managed` (heap only), which is handled before this is asked. Accepting them silently
/// (as oxacc once did) built programs that stop on the device with "not present" errors.
fn is_managed_memory_option(item: &str) -> bool {
    item == "unified"
        || item
            .strip_prefix("mem:")
            .is_some_and(|m| m.starts_with("managed") || m.starts_with("unified"))
}

enum Class {
    Preprocess,
    Dep,
    Link,
    Common,
}

/// Sort a flag (with its value attached) by the steps it goes to. Unknown flags go everywhere,
/// like gcc passes them on.
fn classify(arg: &str) -> Class {
    const PREPROCESS_PREFIXES: &[&str] = &[
        "-I",
        "-D",
        "-U",
        "-isystem",
        "-iquote",
        "-idirafter",
        "-Wp,",
        "-imacros",
        "-include",
    ];
    const PREPROCESS_EXACT: &[&str] =
        &["-nostdinc", "-C", "-CC", "-P", "-H", "-undef", "-trigraphs"];
    const DEP_EXACT: &[&str] = &["-MD", "-MMD", "-MP", "-MG"];
    const DEP_PREFIXES: &[&str] = &["-MF", "-MT", "-MQ"];
    const LINK_PREFIXES: &[&str] = &["-L", "-l", "-Wl,", "-Xlinker", "-T", "-u", "-z"];
    const LINK_EXACT: &[&str] = &[
        "-shared",
        "-static",
        "-static-libgcc",
        "-static-pie",
        "-rdynamic",
        "-nostdlib",
        "-nodefaultlibs",
        "-nostartfiles",
        "-s",
        "-pie",
        "-no-pie",
        "-r",
    ];
    if PREPROCESS_EXACT.contains(&arg) || PREPROCESS_PREFIXES.iter().any(|p| arg.starts_with(p)) {
        Class::Preprocess
    } else if DEP_EXACT.contains(&arg) || DEP_PREFIXES.iter().any(|p| arg.starts_with(p)) {
        Class::Dep
    } else if LINK_EXACT.contains(&arg) || LINK_PREFIXES.iter().any(|p| arg.starts_with(p)) {
        Class::Link
    } else {
        Class::Common
    }
}

/// What an input is, from the `-x` language in force or its extension.
fn input_kind(path: &str, lang: Option<&str>) -> InputKind {
    if let Some(lang) = lang {
        return match lang {
            "c" => InputKind::C,
            "c-header" => InputKind::Header,
            "cpp-output" => InputKind::PreprocessedC,
            other => InputKind::Other(Some(other.to_string())),
        };
    }
    let base = path.rsplit('/').next().unwrap_or(path);
    let ext = base.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
    match ext {
        "c" => InputKind::C,
        "h" => InputKind::Header,
        "i" => InputKind::PreprocessedC,
        "s" | "S" | "sx" | "cc" | "cpp" | "cxx" | "C" | "c++" | "ii" | "m" | "f" | "f90" => {
            InputKind::Other(None)
        }
        _ => InputKind::LinkerInput,
    }
}

/// The object, assembly or dependency file name gcc picks for a source: its base name with
/// the extension replaced.
pub fn derived_name(path: &str, new_ext: &str) -> String {
    let base = path.rsplit('/').next().unwrap_or(path);
    let stem = match base.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem,
        _ => base,
    };
    format!("{stem}.{new_ext}")
}

pub const HELP: &str = "\
Usage: oxacc [options] file...

oxacc is an OpenACC 3.3 (and OpenMP 2.0) compiler for C. Without -acc, -fopenacc or -fopenmp
it runs cc with the same arguments. With -acc it preprocesses each C file, compiles its OpenACC
directives into calls of the oxacc runtime, compiles the result with cc and links liboxacc_rt.a;
with -fopenmp it does the same for OpenMP directives (no libgomp: oxacc's own thread team).

Options:
  -acc[=gpu|multicore|host]  Compile OpenACC directives (alias: -fopenacc)
  -fopenmp                   Compile OpenMP 2.0 directives (_OPENMP=200203) on oxacc's runtime
                             (aliases: nvc's -mp and -mp=multicore; -mp=gpu is refused)
  -Minfo[=accel|all[,...]]   Report what was generated for each OpenACC construct (nvc's
                             other categories, e.g. loop, inline, are accepted silently)
  -gpu=ccXY[,ccZW][,noptx]   GPU architectures to compile kernels for ahead of time (with
                             NVRTC; default cc80,cc90 and PTX for newer GPUs)

nvc / PGI options:
  -ta=tesla[:ccXY,...]       -acc=gpu -gpu=ccXY,...   (also -ta=nvidia)
  -ta=multicore, -ta=host    -acc=multicore, -acc=host
  -fast                      -O3 (nvc: -O2 with vectorisation, inlining, unrolling)
  -tp=native|px|zen3|haswell...  -march=native|x86-64|znver3|haswell...
  -Mneginfo                  Report why loops of kernels constructs were not parallelized and
                             which regions were not compiled for the GPU (part of -Minfo)
  -Mvect -Minline -Msafeptr -Munroll -Mflushz -Mlarge_arrays (and -Mno...)
                             accepted and ignored (cc's optimiser decides)
  -v                         Print the commands that are run
  -save-temps[=cwd|obj]      Keep FILE.i (preprocessed), FILE.host.i (generated host C) and
                             FILE.cu (kernels), named and placed as gcc 12 places its FILE.i
  --version                  Print the oxacc and cc versions
  --help                     Print this help

Every other option is gcc's: -c -S -E -o -I -D -U -include -std= -O -g -W -L -l -fPIC
-shared -pthread -x -M... -isystem; unknown -f and -m options are passed on to cc.

Environment:
  OXACC_CC          The C compiler to run (default: cc)
  ACC_DEVICE_TYPE   At run time: nvidia, multicore or host
  ACC_NUM_CORES     At run time: threads of the multicore device
";

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Invocation {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        parse(&args).expect("parses")
    }

    /// hunt7-drv bug03: gcc's long spellings and options with a separate value.
    #[test]
    fn gcc_long_options_are_their_short_forms() {
        let inv = p(&[
            "-acc",
            "--include",
            "cfg.h",
            "--include=cfg2.h",
            "--include-directory",
            "inc",
            "--include-directory-after=late",
            "--define-macro",
            "X=1",
            "--undefine-macro=Y",
            "-imultiarch",
            "x86_64-linux-gnu",
            "--sysroot",
            "/",
            "-dumpdir",
            "d/",
            "--compile",
            "--output",
            "a.o",
            "a.c",
        ]);
        assert_eq!(
            inv.preprocess_flags,
            [
                "-include",
                "cfg.h",
                "-include",
                "cfg2.h",
                "-I",
                "inc",
                "-idirafter",
                "late",
                "-D",
                "X=1",
                "-U",
                "Y",
                "-imultiarch",
                "x86_64-linux-gnu"
            ]
        );
        assert_eq!(inv.common_flags, ["--sysroot=/", "-dumpdir", "d/"]);
        assert_eq!(inv.stage(), Stage::Compile);
        assert_eq!(inv.output.as_deref(), Some("a.o"));
        assert_eq!(inv.inputs.len(), 1);
        assert_eq!(inv.inputs[0].path, "a.c");
        // A long option without its value is left for cc to report.
        assert_eq!(p(&["-acc", "a.c", "--include"]).common_flags, ["--include"]);
    }

    #[test]
    fn acc_flags_select_target() {
        assert_eq!(p(&["-acc", "a.c"]).acc, Some(AccTarget::Any));
        assert_eq!(p(&["-fopenacc", "a.c"]).acc, Some(AccTarget::Any));
        assert_eq!(p(&["-acc=gpu", "a.c"]).acc, Some(AccTarget::Gpu));
        assert_eq!(p(&["-acc=multicore"]).acc, Some(AccTarget::Multicore));
        assert_eq!(p(&["-acc=host"]).acc, Some(AccTarget::Host));
        assert_eq!(p(&["a.c"]).acc, None);
        let bad: Vec<String> = vec!["-acc=fpga".into()];
        assert_eq!(parse(&bad), Err(CliError::BadAccTarget("fpga".to_string())));
    }

    #[test]
    fn wants_acc_detects_all_spellings() {
        assert!(wants_acc(&["-O2", "-acc"]));
        assert!(wants_acc(&["-acc=multicore"]));
        assert!(wants_acc(&["-fopenacc"]));
        assert!(!wants_acc(&["-O2", "-fopenmp", "-accurate"]));
        assert!(wants_pipeline(&["-O2", "-fopenmp"]));
        assert!(wants_pipeline(&["-acc"]));
        assert!(!wants_pipeline(&["-O2", "-fopenmp-simd", "-accurate"]));
        assert!(wants_pipeline(&["-mp"]));
        assert!(wants_pipeline(&["-mp=gpu"]));
        assert!(!wants_pipeline(&[
            "-MP",
            "-mpopcnt",
            "-mprefer-vector-width=256"
        ]));
    }

    /// nvc's `-mp` (hunt 21: cc got it and said "unrecognized command-line option '-mp'").
    #[test]
    fn nvc_mp_is_fopenmp() {
        assert!(p(&["-mp", "a.c"]).openmp);
        assert!(p(&["-mp=multicore", "a.c"]).openmp);
        assert!(!p(&["-mpopcnt", "a.c"]).openmp);
        for (flag, item) in [
            ("-mp=gpu", "gpu"),
            ("-mp=multicore,gpu", "gpu"),
            ("-mp=x", "x"),
        ] {
            let err = parse(&[flag.to_string()]).expect_err(flag);
            assert_eq!(
                err,
                CliError::BadMpOption {
                    flag: flag.into(),
                    item: item.into()
                }
            );
        }
        let gpu = CliError::BadMpOption {
            flag: "-mp=gpu".into(),
            item: "gpu".into(),
        };
        assert!(gpu
            .to_string()
            .contains("OpenMP offload to a GPU is not supported"));
    }

    #[test]
    fn inputs_by_extension_and_x() {
        let inv = p(&[
            "a.c", "b.o", "c.a", "d.so", "e.i", "f.s", "-x", "c", "g.inc", "-x", "none", "h.c",
            "i.h", "-x", "c-header", "j.hpp",
        ]);
        let kinds: Vec<_> = inv.inputs.iter().map(|i| i.kind.clone()).collect();
        assert_eq!(
            kinds,
            vec![
                InputKind::C,
                InputKind::LinkerInput,
                InputKind::LinkerInput,
                InputKind::LinkerInput,
                InputKind::PreprocessedC,
                InputKind::Other(None),
                InputKind::C,
                InputKind::C,
                InputKind::Header,
                InputKind::Header,
            ]
        );
    }

    #[test]
    fn flags_are_sorted_by_step() {
        let inv = p(&[
            "-c",
            "-O2",
            "-g",
            "-Iinc",
            "-I",
            "inc2",
            "-DX=1",
            "-UY",
            "-include",
            "cfg.h",
            "-std=c11",
            "-Wall",
            "-fPIC",
            "-march=native",
            "-MD",
            "-MF",
            "a.d",
            "-o",
            "a.o",
            "a.c",
            "-lm",
            "-L",
            "/x",
            "-Wl,--as-needed",
            "-pthread",
        ]);
        assert_eq!(inv.stage(), Stage::Compile);
        assert_eq!(inv.output.as_deref(), Some("a.o"));
        assert_eq!(
            inv.preprocess_flags,
            ["-Iinc", "-I", "inc2", "-DX=1", "-UY", "-include", "cfg.h"]
        );
        assert_eq!(
            inv.common_flags,
            [
                "-O2",
                "-g",
                "-std=c11",
                "-Wall",
                "-fPIC",
                "-march=native",
                "-pthread"
            ]
        );
        assert_eq!(inv.dep_flags, ["-MD", "-MF", "a.d"]);
        assert!(inv
            .link_items
            .contains(&LinkItem::Flags(vec!["-lm".into()])));
        assert!(inv
            .link_items
            .contains(&LinkItem::Flags(vec!["-L".into(), "/x".into()])));
        assert!(inv
            .link_items
            .contains(&LinkItem::Flags(vec!["-Wl,--as-needed".into()])));
    }

    #[test]
    fn earliest_stage_wins() {
        assert_eq!(p(&["-c", "-E", "a.c"]).stage(), Stage::Preprocess);
        assert_eq!(p(&["-S", "-c", "a.c"]).stage(), Stage::Assemble);
        assert_eq!(p(&["a.c"]).stage(), Stage::Link);
        assert_eq!(p(&["-fsyntax-only", "a.c"]).stage(), Stage::SyntaxOnly);
        assert_eq!(p(&["-MM", "a.c"]).stage(), Stage::Preprocess);
    }

    #[test]
    fn oxacc_flags() {
        let inv = p(&[
            "-acc",
            "-Minfo=accel",
            "-v",
            "-save-temps",
            "--oxacc-time",
            "-fopenmp",
        ]);
        assert!(inv.minfo && inv.verbose && inv.time_report && inv.openmp);
        assert_eq!(inv.save_temps, Some(SaveTemps::Obj));
        assert_eq!(p(&["-save-temps=cwd"]).save_temps, Some(SaveTemps::Cwd));
        assert_eq!(p(&["-save-temps=obj"]).save_temps, Some(SaveTemps::Obj));
        assert!(p(&["-Minfo"]).minfo);
        assert!(!p(&["-Minfo=loop"]).minfo);
        assert!(p(&["--version"]).show_version);
        assert!(p(&["--help"]).show_help);
    }

    #[test]
    fn minfo_lists() {
        // hunt28 bug06: lists printed nothing, typos were silent.
        for on in [
            "-Minfo",
            "-Minfo=accel",
            "-Minfo=all",
            "-Minfo=accel,loop",
            "-Minfo=loop,accel",
            "-Minfo=all,accel",
            "-Minfo=accel,ccff",
        ] {
            let inv = p(&["-acc", on]);
            assert!(inv.minfo, "{on}");
            assert!(inv.warnings.is_empty(), "{on}: {:?}", inv.warnings);
        }
        let inv = p(&["-acc", "-Minfo=loop,inline"]);
        assert!(!inv.minfo && inv.warnings.is_empty());
        let inv = p(&["-acc", "-Minfo=acel"]);
        assert!(!inv.minfo);
        assert_eq!(inv.warnings.len(), 1);
        assert!(
            inv.warnings[0].starts_with("unknown category 'acel' in '-Minfo=acel'"),
            "{:?}",
            inv.warnings
        );
    }

    #[test]
    fn fno_openacc_and_fno_openmp_turn_the_model_off() {
        // hunt28 bug14: the later -fno-* was ignored; gcc's last one wins.
        assert!(!wants_pipeline(&["-fopenacc", "-fno-openacc"]));
        assert!(!wants_pipeline(&["-acc", "-fno-openacc"]));
        assert!(!wants_pipeline(&["-fopenmp", "-fno-openmp"]));
        assert!(!wants_pipeline(&["-mp", "-fno-openmp"]));
        assert!(wants_pipeline(&["-fno-openacc", "-acc"]));
        assert!(wants_pipeline(&["-acc", "-fno-openacc", "-fopenmp"]));
        let inv = p(&["-acc", "-fopenmp", "-fno-openacc"]);
        assert_eq!((inv.acc, inv.openmp), (None, true));
        let inv = p(&["-fopenmp", "-acc", "-fno-openmp"]);
        assert_eq!((inv.acc, inv.openmp), (Some(AccTarget::Any), false));
        let inv = p(&["-fno-openmp", "-fopenmp"]);
        assert!(inv.openmp);
        // cc never sees them in the pipeline (it runs cc -E with -fopenmp itself).
        assert!(inv.common_flags.is_empty());
    }

    #[test]
    fn nvc_options_are_mapped_or_ignored() {
        // hunt28 bug05: these reached cc ("unrecognized command-line option").
        let inv = p(&["-ta=tesla:cc80", "x.c"]);
        assert_eq!(inv.acc, Some(AccTarget::Gpu));
        assert_eq!(inv.gpu_archs, ["sm_80"]);
        assert_eq!(
            p(&["-acc", "-ta=multicore"]).acc,
            Some(AccTarget::Multicore)
        );
        assert_eq!(p(&["-ta=host"]).acc, Some(AccTarget::Host));
        assert!(wants_pipeline(&["-ta=tesla"]));
        assert!(p(&["-ta=tesla:managed"]).managed);
        assert!(parse(&["-ta=radeon".to_string()]).is_err());
        let inv = p(&[
            "-acc",
            "-fast",
            "-tp=native",
            "-Mneginfo",
            "-Mvect=simd",
            "-Minline",
            "-Mnoinline",
            "-Msafeptr",
            "-Mlarge_arrays",
            "-O1",
        ]);
        assert_eq!(inv.common_flags, ["-O3", "-march=native", "-O1"]);
        assert!(inv.neginfo && !inv.minfo);
        for bad in ["-Mbounds", "-Mfoo", "-tp=pentium"] {
            let err = parse(&[bad.to_string()]).expect_err(bad);
            assert!(matches!(err, CliError::UnknownNvcOption(_)), "{bad}: {err}");
        }
        // gcc's own -M flags are untouched.
        let inv = p(&["-MMD", "-MP", "-MF", "d", "-MT", "t", "-M"]);
        assert_eq!(inv.dep_flags, ["-MMD", "-MP", "-MF", "d", "-MT", "t", "-M"]);
        // Without -acc: what cc gets.
        let args: Vec<String> = [
            "-fast",
            "-Mneginfo",
            "-Minfo=accel",
            "-gpu=cc90",
            "-MD",
            "x.c",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        assert_eq!(cc_args(&args).expect("valid"), ["-O3", "-MD", "x.c"]);
        assert!(cc_args(&["-Mbounds".to_string()]).is_err());
    }

    #[test]
    fn nvc_debug_keep_and_link_options() {
        // Options of nvc users' Makefiles that reached cc ("unrecognized command-line option
        // '-keep'", "unrecognized debug output level 'opt'").
        let inv = p(&[
            "-acc",
            "-gopt",
            "-traceback",
            "-static-nvidia",
            "-Mnodepchk",
            "-keep",
            "x.c",
        ]);
        assert_eq!(inv.common_flags, ["-g"]);
        assert_eq!(inv.save_temps, Some(SaveTemps::Obj));
        let args: Vec<String> = ["-gopt", "-traceback", "-keep", "-Mnodepchk", "x.c"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(cc_args(&args).expect("valid"), ["-g", "x.c"]);
        let err = parse(&["-acc".to_string(), "-cuda".to_string()]).expect_err("-cuda");
        assert!(err.to_string().contains("CUDA C"), "{err}");
    }

    #[test]
    fn pgi_k_options() {
        // -Kieee and -KPIC reached cc: "unrecognized command-line option '-Kieee'".
        let inv = p(&["-acc", "-fast", "-Kieee", "-KPIC", "-Kpic", "x.c"]);
        assert_eq!(inv.common_flags, ["-O3", "-fPIC", "-fpic"]);
        let args: Vec<String> = ["-Kieee", "-KPIC", "-c", "x.c"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert_eq!(cc_args(&args).expect("valid"), ["-fPIC", "-c", "x.c"]);
        for (bad, why) in [
            ("-Knoieee", "-ffast-math"),
            ("-Ktrap=fp", "feenableexcept"),
            ("-Kbogus", "-Kieee, -KPIC"),
        ] {
            let err = parse(&["-acc".to_string(), bad.to_string()]).expect_err(bad);
            let text = err.to_string();
            assert!(text.contains(bad) && text.contains(why), "{bad}: {text}");
            assert!(cc_args(&[bad.to_string()]).is_err(), "{bad} reached cc");
        }
    }

    #[test]
    fn gpu_managed_memory_is_heap_managed_and_unified_is_refused() {
        // nvc's spellings of managed heap memory; the last of managed / nomanaged wins.
        for ok in [
            &["-acc", "-gpu=managed"][..],
            &["-acc", "-gpu=cc90,managed"],
            &["-acc", "-gpu=mem:managed"],
            &["-ta=tesla:managed"],
            &["-ta=tesla:cc90,managed"],
            &["-acc=gpu", "-gpu=nomanaged", "-gpu=managed"],
        ] {
            let inv = p(ok);
            assert!(inv.managed, "{ok:?}");
            assert!(inv.warnings.is_empty(), "{ok:?}: {:?}", inv.warnings);
        }
        for off in [
            &["-acc"][..],
            &["-acc", "-gpu=managed,nomanaged"],
            &["-acc", "-gpu=mem:managed", "-gpu=mem:separate"],
        ] {
            assert!(!p(off).managed, "{off:?}");
        }
        // The CPU targets share the host's memory: ignored with a warning (as nvc).
        let inv = p(&["-acc=multicore", "-gpu=managed"]);
        assert!(!inv.managed);
        assert!(inv
            .warnings
            .iter()
            .any(|w| w.contains("-gpu=managed ignored")));
        // hunt28 bug11: accepted and ignored, the program then stopped on the device. Unified
        // memory (stack and globals on the GPU too) is still refused, naming -gpu=managed.
        for bad in [
            "-gpu=unified",
            "-gpu=mem:unified",
            "-gpu=mem:unified:nomanagedalloc",
            "-gpu=mem:managed:extra",
        ] {
            let err = parse(&[bad.to_string()]).expect_err(bad);
            assert!(
                matches!(&err, CliError::ManagedMemory { flag, .. } if flag == bad),
                "{bad}: {err}"
            );
            assert!(err.to_string().contains("is not supported"), "{err}");
            assert!(err.to_string().contains("-gpu=managed"), "{err}");
            assert!(err.to_string().contains("data clauses"), "{err}");
        }
        // The default memory mode is what oxacc does.
        let inv = p(&["-gpu=mem:separate,nomanaged,pinned"]);
        assert!(inv.gpu_archs.is_empty());
    }

    #[test]
    fn gcc_offload_options_are_dropped_with_a_warning_where_not_done() {
        for (flag, warned) in [
            (
                "-fopenacc-dim=32:4:32",
                Some("gang, worker and vector sizes"),
            ),
            ("-foffload=nvptx-none", None),
            ("-foffload=default", None),
            ("-foffload=disable", Some("-acc=host")),
            (
                "-foffload=amdgcn-amdhsa,nvptx-none",
                Some("amdgcn-amdhsa ignored"),
            ),
            ("-foffload=nvptx-none=-lm", Some("NVRTC")),
            ("-foffload=-lm", Some("NVRTC")),
            ("-foffload-options=-O3", Some("NVRTC")),
        ] {
            let inv = p(&["-fopenacc", flag, "a.c"]);
            // cc never sees them: it has no offload compiler to pass them to.
            assert!(!inv.common_flags.iter().any(|f| f == flag), "{flag}");
            match warned {
                None => assert!(
                    inv.gpu_warnings.is_empty(),
                    "{flag}: {:?}",
                    inv.gpu_warnings
                ),
                Some(text) => {
                    assert_eq!(inv.gpu_warnings.len(), 1, "{flag}: {:?}", inv.gpu_warnings);
                    assert!(inv.gpu_warnings[0].contains(flag), "{:?}", inv.gpu_warnings);
                    assert!(inv.gpu_warnings[0].contains(text), "{:?}", inv.gpu_warnings);
                }
            }
        }
    }

    #[test]
    fn gpu_sub_options_are_checked() {
        let inv = p(&["-gpu=cc80,cc90a,cc120,noptx,lineinfo,cuda12.4,maxregcount:64"]);
        assert_eq!(inv.gpu_archs, ["sm_80", "sm_90a", "sm_120"]);
        assert!(inv.gpu_no_ptx);
        // The sub-options oxacc does not implement are named in one warning.
        assert_eq!(
            inv.gpu_warnings,
            [
                "'-gpu=cc80,cc90a,cc120,noptx,lineinfo,cuda12.4,maxregcount:64': lineinfo, \
              cuda12.4, maxregcount:64 ignored (nvc sub-options oxacc does not implement)"
            ]
        );
        // Those that change what the program computes say what differs.
        let inv = p(&["-ta=tesla:cc90,deepcopy,zeroinit"]);
        assert_eq!(inv.gpu_warnings.len(), 1, "{:?}", inv.gpu_warnings);
        assert!(
            inv.gpu_warnings[0].contains("deepcopy, zeroinit ignored")
                && inv.gpu_warnings[0].contains("pointer members are not followed")
                && inv.gpu_warnings[0].contains("not zeroed"),
            "{:?}",
            inv.gpu_warnings
        );
        // What oxacc does anyway is silent.
        let inv = p(&["-gpu=ccnative,rdc,nordc,fma,nomanaged,mem:separate,nolineinfo"]);
        assert!(inv.gpu_warnings.is_empty(), "{:?}", inv.gpu_warnings);
        for bad in [
            "-gpu=cc999",
            "-gpu=ccfoo",
            "-gpu=cc",
            "-gpu=cc80x",
            "-gpu=cc80a",
            "-gpu=bogus",
            "-gpu=cc90,nonsense",
            "-gpu=",
            "-gpu=cuda",
            "-gpu=mem:",
            "-gpu=mem:bogus",
        ] {
            let err = parse(&[bad.to_string()]).expect_err(bad);
            assert!(
                matches!(&err, CliError::BadGpuOption { flag, .. } if flag == bad),
                "{bad}: {err}"
            );
        }
    }

    #[test]
    fn missing_values_are_errors_not_panics() {
        for flag in [
            "-o", "-I", "-D", "-include", "-MF", "-L", "-l", "-x", "-Xlinker",
        ] {
            let args = vec![flag.to_string()];
            assert_eq!(
                parse(&args),
                Err(CliError::MissingArgument(flag.to_string())),
                "{flag}"
            );
        }
    }

    #[test]
    fn attached_output_and_stdin() {
        let inv = p(&["-oprog", "-x", "c", "-"]);
        assert_eq!(inv.output.as_deref(), Some("prog"));
        assert_eq!(inv.inputs[0].kind, InputKind::C);
        assert_eq!(inv.inputs[0].path, "-");
    }

    #[test]
    fn response_files() {
        assert_eq!(
            split_response_file("-O2  'a b.c' \"-DX=\\\"q\\\"\"\n-c\\ d\n"),
            ["-O2", "a b.c", "-DX=\"q\"", "-c d"]
        );
        assert_eq!(split_response_file("''"), [""]);
        let dir = std::env::temp_dir().join(format!("oxacc-rsp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("dir");
        let inner = dir.join("inner.rsp");
        let outer = dir.join("outer.rsp");
        std::fs::write(&inner, "-lm").expect("write");
        std::fs::write(&outer, format!("-c @{}", inner.display())).expect("write");
        let args = vec![
            "-acc".to_string(),
            format!("@{}", outer.display()),
            "@missing".into(),
        ];
        assert_eq!(
            expand_response_files(&args),
            ["-acc", "-c", "-lm", "@missing"]
        );
        // A file that includes itself stops after a bounded depth instead of looping forever.
        std::fs::write(&outer, format!("@{}", outer.display())).expect("write");
        let _ = expand_response_files(&[format!("@{}", outer.display())]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn derived_names() {
        assert_eq!(derived_name("src/foo.c", "o"), "foo.o");
        assert_eq!(derived_name("foo", "o"), "foo.o");
        assert_eq!(derived_name("dir.x/foo.c", "d"), "foo.d");
        assert_eq!(derived_name(".hidden", "o"), ".hidden.o");
    }

    #[test]
    fn oxacc_only_flags() {
        for f in [
            "-acc",
            "-acc=gpu",
            "-fopenacc",
            "-Minfo",
            "-Minfo=accel",
            "-gpu=cc80",
            "-mp",
            "-mp=multicore",
        ] {
            assert!(is_oxacc_only_flag(f), "{f}");
        }
        for f in ["-O2", "-fopenmp", "-c", "-v"] {
            assert!(!is_oxacc_only_flag(f), "{f}");
        }
    }
}
