//! The CUDA writer: compute regions as CUDA C++ kernels (docs/gpu-target.md).
//!
//! One module per translation unit ([`GpuModule`]): the prelude (`prelude.cuh`), the records the
//! kernels use (`types.rs`), the device functions of the routines they call, and one
//! `extern "C" __global__` kernel per compute region (per extracted kernel of a `kernels`
//! region). The kernel is printed from the typed AST (`kernel.rs`), following the region's
//! analysis (captures, loop sites) that the multicore writer prints from as well. The host
//! code gets a `struct __oxacc_kernel` per kernel and one `struct __oxacc_module` with the
//! source (and, when NVRTC was found at compile time, the driver adds the images).

pub mod class_const;
pub mod designated;
pub mod kernel;
pub mod types;

use std::fmt::Write;

/// The device helpers every module starts with.
pub const PRELUDE: &str = include_str!("prelude.cuh");

/// Name of the host-side module object of a translation unit.
pub const MODULE_SYM: &str = "__oxacc_gpu_module";

/// The GPU code of one translation unit, filled region by region.
#[derive(Default)]
pub struct GpuModule {
    pub types: types::CudaTypes,
    /// Device functions (routines and functions called from regions), in dependency order.
    pub functions: String,
    /// Forward declarations of the device functions.
    pub prototypes: String,
    /// The kernels.
    pub kernels: String,
    /// `(kernel name, parameter types)` for the simulator's table.
    pub kernel_sigs: Vec<(String, Vec<String>)>,
    /// `declare`d globals: (device pointer symbol, host variable name, C type for the host).
    pub globals: Vec<(String, String)>,
    /// Functions already given device code (by name).
    pub done_functions: std::collections::HashSet<String>,
    /// The device functions each device function calls: a cycle (recursion, 2.15.1) needs a
    /// larger per-thread stack than CUDA's default 1 KiB, which the runtime sets at module
    /// load when the module defines [`STACK_SYM`].
    pub call_graph: std::collections::HashMap<String, Vec<String>>,
    /// Routines of other files that device code calls (2.15.1: a `routine` directive before
    /// their prototype in this file): (name, CUDA declaration of its `__oxacc_x_` name, the
    /// wrapper under the module's device name: [`LinkAbi`]). Their device code is another
    /// file's [`routine_fragments`], which the runtime inserts at [`NEEDS_MARK`] before it
    /// compiles the module.
    pub externs: Vec<(String, String, String)>,
}

/// The line of a module's source (or of a routine fragment) that lists the routines of other
/// files its device code calls: `/* oxacc-needs: f g */`. The runtime (oxacc-rt
/// `kernel::link_source`) inserts their fragments before it; keep the two in step.
pub const NEEDS_MARK: &str = "/* oxacc-needs: ";

/// The line of a routine fragment whose device functions recurse: the module it is linked
/// into asks for this per-thread stack (see [`STACK_SYM`]).
pub const FRAGMENT_STACK_MARK: &str = "/* oxacc-stack: ";

/// The module global that asks the runtime for a per-thread stack of that many bytes.
pub const STACK_SYM: &str = "__oxacc_stack_bytes";

/// The per-thread stack asked for when device functions recurse: CUDA cannot bound the depth,
/// and reserves the stack for every thread the device can hold (16 KiB is ~4.4 GB on an H100),
/// so it is asked for only then; OXACC_DEVICE_STACK (bytes) overrides it at run time.
const RECURSION_STACK_BYTES: u64 = 16 * 1024;

impl GpuModule {
    pub fn is_empty(&self) -> bool {
        self.kernels.is_empty()
    }

    /// Whether some device function can call itself, directly or through others.
    pub fn recursive(&self) -> bool {
        // Depth-first search with three colours: a grey node reached again closes a cycle.
        fn visit<'a>(
            g: &'a std::collections::HashMap<String, Vec<String>>,
            n: &'a str,
            colour: &mut std::collections::HashMap<&'a str, bool>,
        ) -> bool {
            match colour.get(n) {
                Some(false) => return true,
                Some(true) => return false,
                None => {}
            }
            colour.insert(n, false);
            let cyclic = g
                .get(n)
                .is_some_and(|cs| cs.iter().any(|c| visit(g, c, colour)));
            colour.insert(n, true);
            cyclic
        }
        let mut colour = std::collections::HashMap::new();
        let mut names: Vec<&String> = self.call_graph.keys().collect();
        names.sort();
        names
            .into_iter()
            .any(|n| visit(&self.call_graph, n, &mut colour))
    }

    /// The whole CUDA C++ source of the module.
    pub fn source(&self) -> String {
        let mut s = String::from(PRELUDE);
        // Defined in every module (0: CUDA's default stack will do), so that the runtime's
        // lookup at module load always finds it: a failed cuModuleGetGlobal is an API error
        // under compute-sanitizer.
        let stack = if self.recursive() {
            RECURSION_STACK_BYTES
        } else {
            0
        };
        let _ = writeln!(
            s,
            "\n/* the per-thread stack the device functions need (0: CUDA's default; the runtime raises the limit to it) */\nextern \"C\" __device__ unsigned long long {STACK_SYM} = {stack}ULL;"
        );
        s.push_str("\n/* ---- types ---- */\n");
        s.push_str(&self.types.defs);
        if !self.globals.is_empty() {
            s.push_str("/* ---- declare'd globals (bound by the runtime at module load) ---- */\nextern \"C\" {\n");
            for (sym, decl) in &self.globals {
                let _ = writeln!(s, "__device__ {decl}; /* {sym} */");
            }
            s.push_str("}\n");
        }
        s.push_str(&externs_section(&self.externs));
        s.push_str(&extern_wrappers(&self.externs));
        s.push_str("/* ---- device functions ---- */\n");
        s.push_str(&self.prototypes);
        s.push_str(&self.functions);
        s.push_str("/* ---- kernels ---- */\n");
        s.push_str(&self.kernels);
        s.push_str("#ifdef __OXACC_SIM__\n");
        for (name, params) in &self.kernel_sigs {
            // A type alias per parameter: `T *` is not valid C++ for every T (`int (*)[4]`).
            for (i, t) in params.iter().enumerate() {
                let _ = writeln!(s, "using __oxacc_simt_{name}_{i} = {t};");
            }
            // Read without cv-qualifiers: a volatile struct parameter (a `firstprivate` of a
            // volatile struct) cannot be copied from a volatile lvalue in C++ (its implicit copy
            // constructor takes `const T &`); the kernel's own parameter keeps the qualifier.
            let args: Vec<String> = (0..params.len())
                .map(|i| format!("*(std::remove_cv_t<__oxacc_simt_{name}_{i}> *)__a[{i}]"))
                .collect();
            let _ = writeln!(
                s,
                "static void __oxacc_simw_{name}(void **__a) {{ (void)__a; {name}({}); }}",
                args.join(", ")
            );
        }
        // Each kernel's parameter sizes and alignments, so that emul can copy a launch's
        // arguments at the call, as cuLaunchKernel does, and run an async launch later on its
        // queue (backend/emul.rs): (size, alignment) pairs, then a terminating zero.
        s.push_str(
            "extern \"C\" int __oxacc_sim_params(const char *__k, const unsigned long **__p) {\n",
        );
        for (name, params) in &self.kernel_sigs {
            let pairs: Vec<String> = (0..params.len())
                .map(|i| {
                    format!("sizeof(__oxacc_simt_{name}_{i}), alignof(__oxacc_simt_{name}_{i}), ")
                })
                .collect();
            let _ = writeln!(
                s,
                "    if (!__builtin_strcmp(__k, \"{name}\")) {{ static const unsigned long t[] = {{ {}0 }}; *__p = t; return {}; }}",
                pairs.concat(),
                params.len()
            );
        }
        s.push_str("    return -1;\n}\n");
        s.push_str("extern \"C\" const __oxacc_sim_kernel __oxacc_sim_kernels[] = {\n");
        for (name, _) in &self.kernel_sigs {
            let _ = writeln!(s, "    {{ \"{name}\", __oxacc_simw_{name} }},");
        }
        if self.kernel_sigs.is_empty() {
            s.push_str("    { \"\", 0 },\n");
        }
        let _ = writeln!(
            s,
            "}};\nextern \"C\" const int __oxacc_sim_nkernels = {};\n#endif",
            self.kernel_sigs.len()
        );
        s
    }

    /// The host C that defines the module object (after every kernel descriptor that points
    /// at it). `images` is the initializer list of `struct __oxacc_image` entries and their
    /// count (from the driver's ahead-of-time compilation), or `None`.
    pub fn host_definition(&self, images: Option<(&str, usize)>) -> String {
        host_definition(&self.source(), &self.globals, images)
    }
}

/// What the driver needs to add ahead-of-time images to a translation unit's module.
#[derive(Clone, Debug, Default)]
pub struct GpuOutput {
    /// The module's CUDA C++ source.
    pub source: String,
    /// `declare`d globals: (device pointer symbol, its CUDA declaration).
    pub globals: Vec<(String, String)>,
    /// Where the module's definition starts in the host C (the driver replaces the text from
    /// there with [`host_definition`] given the images).
    pub def_offset: usize,
}

/// The host C that defines the module object (see [`GpuModule::host_definition`]).
pub fn host_definition(
    source: &str,
    global_syms: &[(String, String)],
    images: Option<(&str, usize)>,
) -> String {
    {
        let src = c_string_literal(source);
        let mut out = String::new();
        let _ = writeln!(out, "static const char __oxacc_gpu_src[] = {src};");
        let (img, nimg) = match images {
            Some((list, n)) => {
                let _ = writeln!(
                    out,
                    "static const struct __oxacc_image __oxacc_gpu_images[] = {{ {list} }};"
                );
                ("__oxacc_gpu_images", n)
            }
            None => ("0", 0),
        };
        let mut globals = String::from("0");
        if !global_syms.is_empty() {
            let mut list = String::new();
            for (sym, _) in global_syms {
                let host = sym.trim_start_matches("__oxacc_gp_");
                let _ = write!(
                    list,
                    "{{ \"{sym}\", (void *)&{host}, sizeof({host}), \"{host}\" }}, "
                );
            }
            let _ = writeln!(
                out,
                "static const struct __oxacc_dglobal __oxacc_gpu_globals[] = {{ {list}}};"
            );
            globals = "__oxacc_gpu_globals".into();
        }
        let _ = writeln!(
            out,
            "static struct __oxacc_module {MODULE_SYM} = {{ __oxacc_gpu_src, {img}, {nimg}, {globals}, {}, {{ 0 }} }};",
            global_syms.len()
        );
        out
    }
}

/// [`host_definition`] with ahead-of-time images: `(arch, is_ptx, bytes)` each (cubins for
/// `sm_XY`, PTX text for `compute_XY`), embedded as C arrays.
pub fn host_definition_with_images(
    source: &str,
    global_syms: &[(String, String)],
    images: &[(String, bool, Vec<u8>)],
) -> String {
    let mut out = String::new();
    let mut list = String::new();
    for (i, (arch, ptx, bytes)) in images.iter().enumerate() {
        let _ = writeln!(
            out,
            "static const unsigned char __oxacc_gpu_img{i}[{}] __attribute__((aligned(8))) = {};",
            bytes.len().max(1),
            c_bytes_literal(bytes)
        );
        let _ = write!(
            list,
            "{{ \"{arch}\", {}, __oxacc_gpu_img{i}, {} }}, ",
            u8::from(*ptx),
            bytes.len()
        );
    }
    out.push_str(&host_definition(
        source,
        global_syms,
        Some((&list, images.len())),
    ));
    out
}

/// Bytes as a C string literal (octal escapes: they take at most three digits, so the next
/// character never joins them).
fn c_bytes_literal(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3);
    out.push('"');
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 && i % 64 == 0 {
            out.push_str("\"\n\"");
        }
        match b {
            b'\\' => out.push_str("\\\\"),
            b'"' => out.push_str("\\\""),
            b'?' => out.push_str("\\?"),
            0x20..=0x7e => out.push(*b as char),
            _ => {
                let _ = write!(out, "\\{b:03o}");
            }
        }
    }
    out.push('"');
    out
}

/// `s` as a C string literal (split into lines so the host C stays readable).
pub fn c_string_literal(s: &str) -> String {
    let mut out = String::new();
    for line in s.split_inclusive('\n') {
        out.push_str("\n\"");
        for b in line.bytes() {
            match b {
                b'\\' => out.push_str("\\\\"),
                b'"' => out.push_str("\\\""),
                b'\n' => out.push_str("\\n"),
                b'\t' => out.push_str("\\t"),
                b'?' => out.push_str("\\?"),
                0x20..=0x7e => out.push(b as char),
                _ => {
                    let _ = write!(out, "\\{b:03o}");
                }
            }
        }
        out.push('"');
    }
    if out.is_empty() {
        out.push_str("\"\"");
    }
    out
}

/// A region's kernel, registered in the module: what the host launch needs.
pub struct GpuKernel {
    /// The host `struct __oxacc_kernel` object.
    pub sym: String,
    pub out: kernel::KernelOut,
    /// File-scope variables the kernel reaches in device memory without a data clause: they
    /// get an implicit copy (2.6.2). (name, variable)
    pub implicit_globals: Vec<(String, crate::compute::names::VarId)>,
    /// Variables the kernel reads as the module's device copies of constant tables
    /// (`kernel/static_copy.rs`): no implicit copy of them.
    pub device_tables: Vec<crate::compute::names::VarId>,
}

impl GpuKernel {
    /// The host C that launches the kernel (inside the construct's data region).
    ///
    /// `clauses` names the construct's descriptor array and its length when it has one: an
    /// argument inside a section it maps is translated from the descriptor's device address
    /// (`__oxacc_*_in` in the prelude) rather than by a locked present lookup per argument, the
    /// larger part of the launch path's cost (issue 10); anything else falls back to the lookup.
    pub fn launch_code(
        &self,
        async_arg: &str,
        waits: &str,
        nwaits: &str,
        clauses: Option<&(String, usize)>,
    ) -> String {
        let mut s = self.out.work_pre.clone();
        let loc = &self.out.loc;
        // The translation entry points, through the construct's descriptors when it has them.
        let (ptr, ptr_used, addr) = match clauses {
            Some((arr, n)) => (
                format!("__oxacc_dev_ptr_in({arr}, {n}, "),
                format!("__oxacc_dev_ptr_used_in({arr}, {n}, "),
                format!("__oxacc_dev_addr_in({arr}, {n}, "),
            ),
            None => (
                "__oxacc_dev_ptr(".to_string(),
                "__oxacc_dev_ptr_used(".to_string(),
                "__oxacc_dev_addr(".to_string(),
            ),
        };
        // The entries that gather an array's or a pointer's target's sections mapped apart
        // (`KernelOut::split`), through the construct's descriptors when it has them.
        let (addr_split, ptr_split) = match clauses {
            Some((arr, cn)) => (
                format!("__oxacc_dev_addr_split_in({arr}, {cn}, "),
                Some(format!("__oxacc_dev_ptr_split_in({arr}, {cn}, ")),
            ),
            None => ("__oxacc_dev_addr_split(".to_string(), None),
        };
        for (i, p) in self.out.params.iter().enumerate() {
            let n = p.expr.as_deref().unwrap_or(&p.name);
            // A no_create variable (2.7.10): its device address when present, else the local
            // one; never gathered from sections mapped apart.
            let no_create = self.out.no_create.contains(&p.name);
            // Two or more sections of it in the construct's own clauses: gathered.
            let split = !no_create && self.out.is_split(n);
            let addr = if no_create {
                "__oxacc_dev_addr_nc(".to_string()
            } else {
                addr.clone()
            };
            let _ = match &p.kind {
                kernel::ParamKind::DevAddr => match &p.lower {
                    // Only a section of the array is present: translated through its first
                    // element.
                    // The bound is evaluated once per launch (it may be a call).
                    // When several mappings hold parts of the array (two sections mapped
                    // apart by an enclosing data construct), the kernel gets a block gathered
                    // from them, copied back after the launch (`__oxacc_dev_addr_split`).
                    // The same for sections of it named by the construct's own clauses, a
                    // member array's too (`copy(s.v[0:2]) copyin(s.v[5:2])`).
                    Some(lo) if (p.whole || split) && !no_create => write!(
                        s,
                        "const long long __oxacc_lo{i} = (long long)({lo}); void *__oxacc_sp{i} = (void *)0; \
                         void *__oxacc_g{i} = (void *)((char *){addr_split}(void *)&({n}), {whole}, (void *)&({n})[__oxacc_lo{i}], {bytes}, {async_arg}, &__oxacc_sp{i}, \"{}\", {loc}) - __oxacc_lo{i} * (long long)sizeof(({n})[0])); ",
                        p.name,
                        whole = split_whole(n),
                        // A zero-length section is looked up with zero bytes: not present, it
                        // gives a null base (the kernel touches none of it) rather than the
                        // error "not present" (semantic fuzzing: `copyout(a[0:n])`, n = 0).
                        bytes = match &p.empty {
                            Some(empty) => format!("(({empty}) ? 0 : sizeof(({n})[0]))"),
                            None => format!("sizeof(({n})[0])"),
                        }
                    ),
                    Some(lo) => write!(
                        s,
                        "const long long __oxacc_lo{i} = (long long)({lo}); \
                         void *__oxacc_g{i} = (void *)((char *){addr}(void *)&({n})[__oxacc_lo{i}], {bytes}, \"{}\", {loc}) - __oxacc_lo{i} * (long long)sizeof(({n})[0])); ",
                        p.name,
                        bytes = match &p.empty {
                            Some(empty) => format!("(({empty}) ? 0 : sizeof(({n})[0]))"),
                            None => format!("sizeof(({n})[0])"),
                        }
                    ),
                    None => write!(
                        s,
                        "void *__oxacc_g{i} = {addr}(void *)&({n}), sizeof({n}), \"{}\", {loc}); ",
                        p.name
                    ),
                },
                // Rows of an array named in two or more sections (`copyin(m[i][0:8])
                // copyout(m[i + 3][0:8])`): a block gathered from their device copies.
                kernel::ParamKind::DevAddrAt(at) if split => write!(
                    s,
                    "void *__oxacc_sp{i} = (void *)0; void *__oxacc_g{i} = (void *)((char *){addr_split}(void *)&({n}), {whole}, (void *)({at}), {bytes}, {async_arg}, &__oxacc_sp{i}, \"{}\", {loc}) - ((char *)({at}) - (char *)&({n}))); ",
                    p.name,
                    whole = split_whole(n),
                    bytes = p.empty.as_deref().map_or("1".to_string(), |e| format!("(({e}) ? 0 : 1)"))
                ),
                kernel::ParamKind::DevAddrAt(at) => write!(
                    s,
                    "void *__oxacc_g{i} = (void *)((char *){addr}(void *)({at}), {bytes}, \"{}\", {loc}) - ((char *)({at}) - (char *)&({n}))); ",
                    p.name,
                    // An empty section: looked up with zero bytes, as above.
                    bytes = p.empty.as_deref().map_or("1".to_string(), |e| format!("(({e}) ? 0 : 1)"))
                ),
                kernel::ParamKind::Value => write!(s, "__typeof__({n}) __oxacc_g{i} = {n}; "),
                kernel::ParamKind::DevAddrIfPresent => write!(
                    s,
                    "void *__oxacc_g{i} = __oxacc_dev_addr_if_present((void *)&({n}), sizeof({n})); "
                ),
                kernel::ParamKind::DevPtr => {
                    // A pointer the region dereferences is checked (its target must be present
                    // or readable by the device); one it only passes on is translated if it can.
                    // A pointer with a section in a data clause (of the construct or an
                    // enclosing `data`) was mapped by that clause: its translation needs no
                    // check, and a zero-length section (nothing mapped, nothing dereferenced)
                    // is not an error.
                    // A deviceptr pointer has its own check (and message: 2.7.4).
                    let used = if self.out.deviceptr.contains(&p.name) {
                        "__oxacc_deviceptr_used("
                    } else if self.out.one_object.contains(&p.name) {
                        "__oxacc_dev_ptr_used_one("
                    } else {
                        ptr_used.as_str()
                    };
                    let tr = |v: &str| {
                        if p.deref && p.lower.is_none() {
                            format!("{used}(void *)({v}), \"{n}\", {loc})")
                        } else {
                            format!("{ptr}(void *)({v}))")
                        }
                    };
                    match (&p.lower, &ptr_split) {
                        // Sections of its target in two or more of the construct's clauses
                        // (`copyin(p[0:n/2]) copyout(p[n/2:n-n/2])`): a block gathered from
                        // their device copies when several mappings hold them.
                        (Some(lo), Some(ps)) if self.ptr_split(p, split, &ptr_split) => write!(
                            s,
                            "const long long __oxacc_lo{i} = (long long)({lo}); void *__oxacc_sp{i} = (void *)0, *__oxacc_sw{i} = (void *)0; __oxacc_size_t __oxacc_sn{i} = 0; \
                             void *__oxacc_g{i} = {ps}(void **)&({n}), (void *)({n}), (void *)((char *)({n}) + __oxacc_lo{i} * (long long)sizeof(*({n}))), {async_arg}, &__oxacc_sp{i}, &__oxacc_sw{i}, &__oxacc_sn{i}, \"{n}\", {loc}); "
                        ),
                        // Sections of its target mapped apart by the data clauses holding
                        // at the construct (an enclosing `data` construct's among them):
                        // a block gathered from the hull of their mappings when different
                        // mappings hold them, else translated through the section as below.
                        (Some(lo), _) if self.ptr_sections(p, split).is_some() => {
                            let lows = self.ptr_sections(p, split).unwrap_or_default();
                            let at: Vec<String> = lows
                                .iter()
                                .map(|l| format!("(void *)((char *)({n}) + (long long)({l}) * (long long)sizeof(*({n})))"))
                                .collect();
                            write!(
                                s,
                                "const long long __oxacc_lo{i} = (long long)({lo}); void *__oxacc_sp{i} = (void *)0, *__oxacc_sw{i} = (void *)0; __oxacc_size_t __oxacc_sn{i} = 0; \
                                 void *const __oxacc_sa{i}[] = {{ {} }}; \
                                 void *__oxacc_g{i} = __oxacc_dev_split_at(__oxacc_sa{i}, {}, {async_arg}, &__oxacc_sp{i}, &__oxacc_sw{i}, &__oxacc_sn{i}) ? (void *)((char *)__oxacc_sp{i} + ((char *)({n}) - (char *)__oxacc_sw{i})) : (void *)((char *){} - __oxacc_lo{i} * (long long)sizeof(*({n}))); ",
                                at.join(", "),
                                at.len(),
                                tr(&format!("(char *)({n}) + __oxacc_lo{i} * (long long)sizeof(*({n}))"))
                            )
                        }
                        // Translated through an element of the mapped section.
                        (Some(lo), _) => write!(
                            s,
                            "const long long __oxacc_lo{i} = (long long)({lo}); \
                             void *__oxacc_g{i} = (void *)((char *){} - __oxacc_lo{i} * (long long)sizeof(*({n}))); ",
                            tr(&format!("(char *)({n}) + __oxacc_lo{i} * (long long)sizeof(*({n}))"))
                        ),
                        (None, _) => write!(s, "void *__oxacc_g{i} = {}; ", tr(n)),
                    }
                }
                // A pointer to rows named in two or more sections (`double (*r)[8]`:
                // `copyin(r[0:2][0:8]) copyout(r[4:2][0:8])`): gathered, as above.
                kernel::ParamKind::DevPtrAt(at) if self.ptr_split(p, split, &ptr_split) => write!(
                    s,
                    "void *__oxacc_sp{i} = (void *)0, *__oxacc_sw{i} = (void *)0; __oxacc_size_t __oxacc_sn{i} = 0; \
                     void *__oxacc_g{i} = {}(void **)&({n}), (void *)({n}), (void *)({at}), {async_arg}, &__oxacc_sp{i}, &__oxacc_sw{i}, &__oxacc_sn{i}, \"{n}\", {loc}); ",
                    ptr_split.as_deref().unwrap_or_default()
                ),
                kernel::ParamKind::DevPtrAt(at) => write!(
                    s,
                    "void *__oxacc_g{i} = (void *)((char *){ptr}(void *)({at})) - ((char *)({at}) - (char *)({n}))); "
                ),
                kernel::ParamKind::MemberPtr => {
                    // Checked unless the device copy of the member is attached (the kernel
                    // then reads that copy, not this value).
                    if p.deref {
                        write!(
                            s,
                            "void *__oxacc_g{i} = __oxacc_member_ptr_used((void *)({n}), (void *)&({n}), \"{n}\", {loc}); "
                        )
                    } else {
                        write!(s, "void *__oxacc_g{i} = {ptr}(void *)({n})); ")
                    }
                }
                kernel::ParamKind::Snapshot { lo, len } => write!(
                    s,
                    "void *__oxacc_s{i} = __oxacc_dev_snapshot((const void *)((char *)({n}) + (long long)({lo}) * (long long)sizeof(*({n}))), __oxacc_sec_bytes((__oxacc_size_t)(({len}) > 0 ? ({len}) : 0), sizeof(*({n}))), {async_arg}, \"{n}\", {loc}); \
                     void *__oxacc_g{i} = __oxacc_s{i}; "
                ),
                kernel::ParamKind::StructValue(ptrs) => {
                    let _ = write!(
                        s,
                        "struct {{ __typeof__({n}) v; }} __oxacc_g{i}; __builtin_memcpy(&__oxacc_g{i}, (const void *)&({n}), sizeof({n})); "
                    );
                    for (k, (m, lower)) in ptrs.iter().enumerate() {
                        let v = format!("__oxacc_g{i}.v.{m}");
                        let member = format!("({n}).{m}");
                        let _ = match (lower, &ptr_split) {
                            // Sections of the member's target in two or more of the
                            // construct's clauses (`copyin(s.p[0:50]) copyout(s.p[50:50])`):
                            // gathered, as for a pointer variable.
                            (Some(lo), Some(ps)) if self.out.is_split(&format!("{n}.{m}")) => write!(
                                s,
                                "void *__oxacc_sp{i}_{k} = (void *)0, *__oxacc_sw{i}_{k} = (void *)0; __oxacc_size_t __oxacc_sn{i}_{k} = 0; \
                                 {{ const long long __oxacc_lo{i}_{k} = (long long)({lo}); *(void **)&{v} = {ps}(void **)&{member}, (void *)({v}), (void *)((char *)({v}) + __oxacc_lo{i}_{k} * (long long)sizeof(*({v}))), {async_arg}, &__oxacc_sp{i}_{k}, &__oxacc_sw{i}_{k}, &__oxacc_sn{i}_{k}, \"{n}.{m}\", {loc}); }} "
                            ),
                            // Through the section's first element (present when element 0
                            // is not); the bound evaluated once.
                            (Some(lo), _) => write!(
                                s,
                                "{{ const long long __oxacc_lo{i}_{k} = (long long)({lo}); *(void **)&{v} = (void *)((char *){ptr}(void *)((char *)({v}) + __oxacc_lo{i}_{k} * (long long)sizeof(*({v})))) - __oxacc_lo{i}_{k} * (long long)sizeof(*({v}))); }} "
                            ),
                            (None, _) => write!(
                                s,
                                "*(void **)&{v} = {ptr}(void *){v}); "
                            ),
                        };
                    }
                    Ok(())
                }
                kernel::ParamKind::ValueTranslated(ptrs) => {
                    let _ = write!(s, "__typeof__({n}) __oxacc_g{i} = {n}; ");
                    for (m, deref) in ptrs {
                        let v = format!("__oxacc_g{i}{m}");
                        let _ = if *deref {
                            write!(
                                s,
                                "*(void **)&{v} = {ptr_used}(void *)({v}), \"{n}{m}\", {loc}); "
                            )
                        } else {
                            write!(s, "*(void **)&{v} = {ptr}(void *)({v})); ")
                        };
                    }
                    Ok(())
                }
                kernel::ParamKind::ArrayValue => write!(
                    s,
                    "struct {{ __typeof__({n}) v; }} __oxacc_g{i}; __builtin_memcpy(&__oxacc_g{i}, (const void *)&({n}), sizeof({n})); "
                ),
                kernel::ParamKind::ArrayValueTranslated => write!(
                    s,
                    "struct {{ __typeof__({n}) v; }} __oxacc_g{i}; __builtin_memcpy(&__oxacc_g{i}, (const void *)&({n}), sizeof({n})); {{ void **__oxacc_e{i} = (void **)(void *)&__oxacc_g{i}.v; for (__oxacc_size_t __k = 0; __k < sizeof(__oxacc_g{i}.v) / sizeof(void *); __k++) __oxacc_e{i}[__k] = {ptr}__oxacc_e{i}[__k]); }} "
                ),
            };
        }
        if self.out.params.is_empty() {
            s.push_str("void **__oxacc_args = (void **)0; ");
        } else {
            let list: Vec<String> = (0..self.out.params.len())
                .map(|i| format!("(void *)&__oxacc_g{i}"))
                .collect();
            let _ = write!(s, "void *__oxacc_args[] = {{ {} }}; ", list.join(", "));
        }
        // The no-alias twin (kernel.rs, NoAliasTwin) when the run-time check allows it, and
        // its one-pass twin for a grid that covers the work (`_1p_na`). Never with a tiled
        // twin.
        let sym = &self.sym;
        let (kernel, one_pass) = match &self.out.no_alias {
            Some(na) => {
                let devs: Vec<String> = na
                    .read
                    .iter()
                    .chain(&na.written)
                    .map(|i| format!("__oxacc_g{i}"))
                    .collect();
                let _ = write!(
                    s,
                    "static __thread struct __oxacc_no_alias_memo __oxacc_nm_{sym}; \
                     void *__oxacc_nd_{sym}[] = {{ {} }}; \
                     const int __oxacc_na_{sym} = __oxacc_no_alias(__oxacc_nd_{sym}, {}, {}, &__oxacc_nm_{sym}); ",
                    devs.join(", "),
                    na.read.len(),
                    devs.len()
                );
                (
                    format!("(__oxacc_na_{sym} ? &{sym}_na : &{sym})"),
                    self.out.twin_suffix().map(|suffix| match &na.one_pass {
                        Some(_) => {
                            format!("(__oxacc_na_{sym} ? &{sym}{suffix}_na : &{sym}{suffix})")
                        }
                        None => format!("(__oxacc_na_{sym} ? &{sym}_na : &{sym}{suffix})"),
                    }),
                )
            }
            None => (
                format!("&{sym}"),
                self.out
                    .twin_suffix()
                    .map(|suffix| format!("&{sym}{suffix}")),
            ),
        };
        // The runtime entry for the kernel's twin, if any (kernel.rs: one-pass or tiled).
        let (entry, twin, tiles) = match one_pass {
            None => ("__oxacc_launch", String::new(), ""),
            Some(t) if self.out.tiled => (
                "__oxacc_launch_tiled",
                format!("{t}, "),
                "__oxacc_tg[0], __oxacc_tg[1], __oxacc_tg[2], ",
            ),
            Some(t) => ("__oxacc_launch_1p", format!("{t}, "), ""),
        };
        let _ = write!(
            s,
            "{entry}({kernel}, {twin}{}, {}, {tiles}{}, {}, 0, __oxacc_args, {async_arg}, {waits}, {nwaits}); ",
            self.out.num_gangs, self.out.work, self.out.bx, self.out.by
        );
        for (i, p) in self.out.params.iter().enumerate() {
            if matches!(p.kind, kernel::ParamKind::Snapshot { .. }) {
                let _ = write!(s, "__oxacc_dev_snapshot_free(__oxacc_s{i}, {async_arg}); ");
            }
            let n = p.expr.as_deref().unwrap_or(&p.name);
            let no_create = self.out.no_create.contains(&p.name);
            let split = !no_create && self.out.is_split(n);
            // The blocks gathered above, copied back into the sections' device copies after
            // the launch (on its queue).
            let whole_end = match (&p.kind, &p.lower) {
                (kernel::ParamKind::DevAddr, Some(_)) => (p.whole || split) && !no_create,
                (kernel::ParamKind::DevAddrAt(_), _) => split,
                _ => false,
            };
            if whole_end {
                let _ = write!(
                    s,
                    "if (__oxacc_sp{i}) __oxacc_dev_split_end(__oxacc_sp{i}, (void *)&({n}), {}, {async_arg}); ",
                    split_whole(n)
                );
            }
            let ptr_end = match (&p.kind, &p.lower) {
                (kernel::ParamKind::DevPtr, Some(_)) => {
                    self.ptr_split(p, split, &ptr_split) || self.ptr_sections(p, split).is_some()
                }
                (kernel::ParamKind::DevPtrAt(_), _) => self.ptr_split(p, split, &ptr_split),
                _ => false,
            };
            if ptr_end {
                let _ = write!(
                    s,
                    "if (__oxacc_sp{i}) __oxacc_dev_split_end(__oxacc_sp{i}, __oxacc_sw{i}, __oxacc_sn{i}, {async_arg}); "
                );
            }
            if let (kernel::ParamKind::StructValue(ptrs), Some(_)) = (&p.kind, &ptr_split) {
                for (k, (m, lower)) in ptrs.iter().enumerate() {
                    if lower.is_some() && self.out.is_split(&format!("{n}.{m}")) {
                        let _ = write!(
                            s,
                            "if (__oxacc_sp{i}_{k}) __oxacc_dev_split_end(__oxacc_sp{i}_{k}, __oxacc_sw{i}_{k}, __oxacc_sn{i}_{k}, {async_arg}); "
                        );
                    }
                }
            }
        }
        s
    }
}

impl GpuKernel {
    /// Whether pointer parameter `p`, named in two or more sections by the construct's own
    /// clauses (`split`), is translated by `__oxacc_dev_ptr_split_in`: the construct has
    /// descriptors, and `p` is a variable (its address is the descriptors' `ptr_addr`) that no
    /// deviceptr clause names.
    fn ptr_split(&self, p: &kernel::Param, split: bool, ptr_split: &Option<String>) -> bool {
        split && ptr_split.is_some() && p.expr.is_none() && !self.out.deviceptr.contains(&p.name)
    }

    /// The lower bounds of the sections of pointer parameter `p`'s target mapped apart by the
    /// data clauses holding at the construct ([`kernel::KernelOut::ptr_sections`]), unless
    /// the construct's own clauses name two or more of them (`split`: gathered from its own
    /// descriptors) or `p` is no_create.
    fn ptr_sections(&self, p: &kernel::Param, split: bool) -> Option<Vec<String>> {
        if split || self.out.no_create.contains(&p.name) {
            return None;
        }
        self.out
            .ptr_sections
            .iter()
            .find(|(n, _)| *n == p.name)
            .map(|(_, lows)| lows.clone())
    }
}

/// The bytes of array `n` for `__oxacc_dev_addr_split` (0 when `n` is a pointer: no array of
/// its own to gather).
fn split_whole(n: &str) -> String {
    format!(
        "(__builtin_types_compatible_p(__typeof__({n}), __typeof__(&({n})[0])) ? (__oxacc_size_t)0 : (__oxacc_size_t)sizeof({n}))"
    )
}

/// Device functions for `calls` and, transitively, the functions they call: each function of
/// this file called in a compute region is compiled for the device (2.15.1: an implicit
/// `routine seq` applies to a procedure called in a compute region whose definition is in
/// the file). Functions run sequentially on the thread that calls them.
fn emit_functions(
    ctx: &crate::ctx::LowerCtx,
    module: &mut GpuModule,
    mut queue: Vec<(String, oxacc_syntax::Span)>,
) -> Result<(), (oxacc_syntax::Span, String)> {
    let Some(sema) = ctx.sema else { return Ok(()) };
    // All or nothing: when a function that the region reaches cannot get device code, the
    // region runs on the host, and the functions already written for it must not stay in the
    // module either (their calls of the failing function would be undefined in the CUDA
    // source: NVRTC rejected the whole module; fuzz-pipeline 0x53786ebd6d014d97, input 2384).
    let saved = (
        module.prototypes.len(),
        module.functions.len(),
        module.done_functions.clone(),
        module.call_graph.clone(),
        module.globals.len(),
        module.externs.len(),
    );
    let r = emit_functions_of(ctx, sema, module, &mut queue);
    if r.is_err() {
        module.prototypes.truncate(saved.0);
        module.functions.truncate(saved.1);
        module.done_functions = saved.2;
        module.call_graph = saved.3;
        module.globals.truncate(saved.4);
        module.externs.truncate(saved.5);
    }
    r
}

fn emit_functions_of(
    ctx: &crate::ctx::LowerCtx,
    sema: &oxacc_sema::Sema,
    module: &mut GpuModule,
    queue: &mut Vec<(String, oxacc_syntax::Span)>,
) -> Result<(), (oxacc_syntax::Span, String)> {
    let ast = ctx.ast;
    let gang_routines = crate::compute::routine::gang_routines(ctx, "nvidia");
    while let Some((name, span)) = queue.pop() {
        if module.done_functions.contains(&name) {
            continue;
        }
        let def = ast.items.iter().find_map(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => {
                let d = ast.functions.get(*h)?;
                (d.declarator.name.map(|n| ast.name(n)) == Some(name.as_str())).then_some(*h)
            }
            _ => None,
        });
        let Some(h) = def else {
            // A routine of another file (2.15.1): declared here, its device code linked in by
            // the runtime from the fragment its own file registers.
            let (decl, wrapper) =
                extern_routine(ctx, sema, &mut module.types, &name).map_err(|w| (span, w))?;
            module.done_functions.insert(name.clone());
            module.externs.push((name, decl, wrapper));
            continue;
        };
        let Some(d) = ast.functions.get(h) else {
            continue;
        };
        module.done_functions.insert(name.clone());
        let fctx = crate::compute::FnCtx {
            name: name.clone(),
            start: d.span.start,
            names: crate::compute::names::function_names(ast, sema, d, Vec::new(), None),
            visible_data: Default::default(),
            visible_whole: Default::default(),
            visible_if: Default::default(),
            visible_default: None,
            declared_globals: Default::default(),
            kernel_implicit: Default::default(),
            kernel_reported: Default::default(),
            kernel_reductions: Default::default(),
            kernel_reduced: Default::default(),
            kernel_written: Default::default(),
            kernel_queue_written: Default::default(),
            kernel_sync: Default::default(),
            orphan_depth: 0,
            gang_routine: gang_routines.contains(&name),
        };
        let Some(mut w) = kernel::Writer::for_function(ctx, &fctx, d, &mut module.types) else {
            continue;
        };
        let (proto, body, globals) = w.write_function(h, &name)?;
        let more: Vec<(String, oxacc_syntax::Span)> = w
            .calls
            .iter()
            .map(|c| (c.clone(), w.call_span(c)))
            .collect();
        module.call_graph.insert(name.clone(), w.calls.clone());
        // Read-only tables of the file it reads without `declare`: defined once per module
        // (the same text wherever they are read), before the functions.
        for (_, def) in std::mem::take(&mut w.const_tables) {
            if !module.prototypes.contains(&def) {
                module.prototypes.push_str(&def);
            }
        }
        module.prototypes.push_str(&proto);
        module.functions.push_str(&body);
        for g in globals {
            if !module.globals.iter().any(|x| x.0 == g.0) {
                module.globals.push(g);
            }
        }
        queue.extend(more);
    }
    Ok(())
}

/// The section of a module's source that declares the routines of other files its device
/// code calls, after [`NEEDS_MARK`]'s line naming them (empty when there are none, so that
/// modules without them are unchanged).
fn externs_section(externs: &[(String, String, String)]) -> String {
    if externs.is_empty() {
        return String::new();
    }
    let names: Vec<&str> = externs.iter().map(|(n, _, _)| n.as_str()).collect();
    let mut s = String::from(
        "/* ---- routines of other files (the runtime inserts their device code before the next line) ---- */\n",
    );
    let _ = writeln!(s, "{NEEDS_MARK}{} */", names.join(" "));
    for (_, decl, _) in externs {
        s.push_str(decl);
    }
    s
}

/// The wrappers of [`externs_section`]'s routines under the module's device names (after the
/// module's types; in a fragment, inside its namespace, so that they clash with no function
/// of the module it is linked into).
fn extern_wrappers(externs: &[(String, String, String)]) -> String {
    externs.iter().map(|(_, _, w)| w.as_str()).collect()
}

/// Whether values of type `ty` have the same CUDA type in every module: arithmetic types
/// (an enum is its integer type, `long double` and `_Complex` are the prelude's types),
/// `void`, and pointers to those. A record is defined anew in each module (in a routine
/// fragment's own namespace), so it would be a different C++ type on each side of a call.
fn linkable_type(sema: &oxacc_sema::Sema, ty: oxacc_sema::TypeId) -> bool {
    use oxacc_sema::TypeKind as K;
    let mut t = ty;
    for _ in 0..16 {
        match sema.types.kind(t) {
            K::Pointer(p) => t = *p,
            K::Void
            | K::Bool
            | K::Char
            | K::SChar
            | K::UChar
            | K::Short
            | K::UShort
            | K::Int
            | K::UInt
            | K::Long
            | K::ULong
            | K::LongLong
            | K::ULongLong
            | K::Float
            | K::Double
            | K::LongDouble
            | K::Enum(_) => return true,
            K::Complex(e) => {
                return matches!(sema.types.kind(*e), K::Float | K::Double | K::LongDouble)
            }
            _ => return false,
        }
    }
    false
}

/// How a value crosses between a module and a routine fragment of another file (see
/// [`LinkAbi`]).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Pass {
    /// As itself: a [`linkable_type`], the same CUDA type on both sides.
    Same,
    /// A pointer whose pointee is a record or function type (a different C++ type in each
    /// module: the fragment's records are in its namespace): as `void *`, cast back.
    Ptr,
    /// A record by value: the address of the caller's copy (`const void *`); the result, into
    /// the caller's object (`void *__r`, the first parameter).
    Val,
}

/// The signature of routine `name` across files (2.15.1). A module calls a routine of
/// another file through `__oxacc_x_NAME`, whose parameters and result have the same CUDA
/// types in every module ([`Pass`]): the calling module's wrapper `__oxacc_f_NAME` (its
/// C signature, what its device code calls) converts to it, and the fragment's own adapter
/// converts back to its function's types. The wrapper has the module's usual device name,
/// which the module's own functions have too, so it is emitted only where no function of
/// that name is defined (a `static` function of the calling file of the same name as the
/// other file's routine is then a different function, under a different name than the
/// routine's `__oxacc_x_NAME`: two definitions of one name in the linked module before).
struct LinkAbi {
    /// `(C type of the parameter declared as __aI, how it passes)`.
    params: Vec<(String, Pass)>,
    /// The C result type (no name), how it passes.
    ret: (String, Pass),
}

impl LinkAbi {
    /// `RET NAME(PARAMS)` with the cross-file types.
    fn x_head(
        &self,
        name: &str,
        types: &mut types::CudaTypes,
        sema: &oxacc_sema::Sema,
        ft: &oxacc_sema::FnType,
    ) -> Result<String, String> {
        let mut ps = Vec::new();
        if self.ret.1 == Pass::Val {
            ps.push("void *__r".to_string());
        }
        for (i, (p, (_, pass))) in ft.params.iter().zip(&self.params).enumerate() {
            ps.push(match pass {
                Pass::Same => {
                    types
                        .decl(sema, *p, &format!("__a{i}"))
                        .map_err(|types::Unsupported(w)| {
                            format!("whose parameter {} uses {w}", i + 1)
                        })?
                }
                Pass::Ptr => format!("void *__a{i}"),
                Pass::Val => format!("const void *__a{i}"),
            });
        }
        let params = if ps.is_empty() {
            "void".to_string()
        } else {
            ps.join(", ")
        };
        match self.ret.1 {
            Pass::Same => types
                .decl(sema, ft.ret, &format!("{name}({params})"))
                .map_err(|types::Unsupported(w)| format!("whose result uses {w}")),
            Pass::Ptr => Ok(format!("void *{name}({params})")),
            Pass::Val => Ok(format!("void {name}({params})")),
        }
    }

    /// The body of the calling module's wrapper (C types) calling `x` (cross-file types).
    fn wrapper_body(&self, x: &str) -> String {
        let mut args = Vec::new();
        if self.ret.1 == Pass::Val {
            args.push("(void *)__r".to_string());
        }
        for (i, (_, pass)) in self.params.iter().enumerate() {
            args.push(match pass {
                Pass::Same => format!("__a{i}"),
                Pass::Ptr => format!("(void *)__a{i}"),
                Pass::Val => format!("(const void *)&__a{i}"),
            });
        }
        let call = format!("{x}({})", args.join(", "));
        match self.ret.1 {
            Pass::Same => format!("{{ return {call}; }}"),
            Pass::Ptr => format!("{{ return ({}){call}; }}", self.ret.0),
            // Raw storage, not a `T` object: a struct with a const member has no default
            // constructor in C++.
            Pass::Val => format!(
                "{{ alignas({t}) unsigned char __r[sizeof({t})]; {call}; return *({t} *)__r; }}",
                t = self.ret.0
            ),
        }
    }

    /// The body of the fragment's adapter (cross-file types) calling `f` (C types).
    fn adapter_body(&self, f: &str) -> String {
        let args: Vec<String> = self
            .params
            .iter()
            .enumerate()
            .map(|(i, (t, pass))| match pass {
                Pass::Same => format!("__a{i}"),
                Pass::Ptr => format!("({t})__a{i}"),
                Pass::Val => format!("*(const {t} *)__a{i}"),
            })
            .collect();
        let call = format!("{f}({})", args.join(", "));
        match self.ret.1 {
            Pass::Same => format!("{{ return {call}; }}"),
            Pass::Ptr => format!("{{ return (void *){call}; }}"),
            // Copied as bytes: a struct with a const member cannot be assigned in C++.
            Pass::Val => format!(
                "{{ {} __v = {call}; ::memcpy(__r, &__v, sizeof(__v)); }}",
                self.ret.0
            ),
        }
    }
}

/// How a value of type `ty` crosses files ([`Pass`]), or `None` when it cannot.
fn pass_of(sema: &oxacc_sema::Sema, ty: oxacc_sema::TypeId) -> Option<Pass> {
    use oxacc_sema::TypeKind as K;
    if linkable_type(sema, ty) {
        return Some(Pass::Same);
    }
    match sema.types.kind(ty) {
        // A pointer to a function of linkable types is the same C++ type in every module.
        K::Pointer(f)
            if sema.types.fn_type(*f).is_some_and(|ft| {
                ft.prototyped
                    && !ft.variadic
                    && linkable_type(sema, ft.ret)
                    && ft.params.iter().all(|p| linkable_type(sema, *p))
            }) =>
        {
            Some(Pass::Same)
        }
        K::Pointer(_) => Some(Pass::Ptr),
        K::Record(_) => Some(Pass::Val),
        _ => None,
    }
}

/// The CUDA head `RET NAME(T0 __a0, ...)` (`NAME` the device name of `name`) of routine `name`
/// of type `fty`, its parameter count and its [`LinkAbi`]; or why it cannot be linked across
/// files (a relative clause: "whose parameter 1 has type ...").
fn extern_head(
    sema: &oxacc_sema::Sema,
    types: &mut types::CudaTypes,
    name: &str,
    fty: oxacc_sema::TypeId,
) -> Result<(String, usize, LinkAbi, String), String> {
    let Some(ft) = sema.types.fn_type(fty).cloned() else {
        return Err(format!("'{name}' is not a function"));
    };
    if !ft.prototyped {
        return Err("declared without a prototype".into());
    }
    if ft.variadic {
        return Err("which is variadic".into());
    }
    let unfit = |what: String, t| format!("whose {what} has type '{}'", sema.type_display(t));
    let Some(ret_pass) = pass_of(sema, ft.ret) else {
        return Err(unfit("result".into(), ft.ret));
    };
    let mut ps = Vec::new();
    let mut abi_params = Vec::new();
    for (i, p) in ft.params.iter().enumerate() {
        let Some(pass) = pass_of(sema, *p) else {
            return Err(unfit(format!("parameter {}", i + 1), *p));
        };
        ps.push(
            types
                .decl(sema, *p, &format!("__a{i}"))
                .map_err(|types::Unsupported(w)| format!("whose parameter {} uses {w}", i + 1))?,
        );
        let t = types
            .name(sema, sema.types.unqual_id(*p))
            .map_err(|types::Unsupported(w)| format!("whose parameter {} uses {w}", i + 1))?;
        abi_params.push((t, pass));
    }
    let params = if ps.is_empty() {
        "void".to_string()
    } else {
        ps.join(", ")
    };
    let head = types
        .decl(
            sema,
            ft.ret,
            &format!("{}({params})", kernel::device_fn_name(name)),
        )
        .map_err(|types::Unsupported(w)| format!("whose result uses {w}"))?;
    let ret_t = types
        .name(sema, sema.types.unqual_id(ft.ret))
        .map_err(|types::Unsupported(w)| format!("whose result uses {w}"))?;
    let abi = LinkAbi {
        params: abi_params,
        ret: (ret_t, ret_pass),
    };
    let x_head = abi.x_head(&linked_fn_name(name), types, sema, &ft)?;
    Ok((head, ft.params.len(), abi, x_head))
}

/// The name under which a module calls routine `name` of another file, and which the
/// routine's fragment defines ([`LinkAbi`]).
fn linked_fn_name(name: &str) -> String {
    let f = kernel::device_fn_name(name);
    format!("__oxacc_x{}", f.strip_prefix("__oxacc_f").unwrap_or(&f))
}

/// The declaration, for this file's module, of `name`, a function device code calls that
/// this file does not define: a routine of another file (2.15.1), whose device code the
/// runtime links in from the fragment that file registers ([`routine_fragments`]). `Err`
/// says why it cannot be (the region then runs only on the host).
fn extern_routine(
    ctx: &crate::ctx::LowerCtx,
    sema: &oxacc_sema::Sema,
    types: &mut types::CudaTypes,
    name: &str,
) -> Result<(String, String), String> {
    let directive = crate::compute::routine::routine_directives(ctx)
        .iter()
        .any(|(n, _)| n == name);
    // A GCC builtin the CUDA writer has no device version of: no directive can give it one.
    if ["__builtin_", "__atomic_", "__sync_", "__c11_atomic_"]
        .iter()
        .any(|p| name.starts_with(p))
    {
        return Err(format!(
            "a call of the GCC builtin '{name}', which has no device version in oxacc,"
        ));
    }
    if !directive {
        return Err(format!("a call of '{name}', which has no definition in this file and no `routine` directive (a function of another file needs `#pragma acc routine` before its prototype to be called in device code, OpenACC 3.3 2.15.1),"));
    }
    let fty = sema
        .lookup(sema.file_scope(), name)
        .map(|s| sema.symbol(s).ty)
        .ok_or_else(|| format!("a call of routine '{name}', which this file does not declare,"))?;
    let (head, _, abi, x_head) = extern_head(sema, types, name, fty).map_err(|w| {
        format!("a call of routine '{name}' of another file, {w} (a routine of another file is linked into device code when its parameters and result are arithmetic types, structs or unions, or pointers),")
    })?;
    Ok((
        format!("__device__ {x_head};\n"),
        format!(
            "static __device__ {head} {}\n",
            abi.wrapper_body(&linked_fn_name(name))
        ),
    ))
}

/// The device code of each routine of this file that other files may call: every function
/// defined here with external linkage and a `routine` directive (2.15.1), by name. `Ok` is a
/// self-contained CUDA C++ fragment for a module that already has the prelude: the routine
/// and the device functions and types it needs in a namespace of its own (unique to this
/// translation unit and routine), then a forwarder at global scope under the routine's device
/// name, which is what another module's declaration ([`extern_routine`]) names. `Err` says
/// why the routine has no device code (the runtime reports it if a kernel calls it).
pub fn routine_fragments(ctx: &crate::ctx::LowerCtx) -> Vec<(String, Result<Fragment, String>)> {
    let Some(sema) = ctx.sema else {
        return Vec::new();
    };
    if !ctx.gpu_enabled {
        return Vec::new();
    }
    let ast = ctx.ast;
    let unit = {
        // FNV-1a of the preprocessed text (its line markers name the file).
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in ctx.text.bytes() {
            h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
        format!("{h:016x}")
    };
    let mut out: Vec<(String, Result<Fragment, String>)> = Vec::new();
    for (name, acc) in crate::compute::routine::routine_directives(ctx) {
        if out.iter().any(|(n, _)| *n == name) {
            continue;
        }
        let def = ast.items.iter().find_map(|it| match it {
            oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => {
                let d = ast.functions.get(*h)?;
                (d.declarator.name.map(|n| ast.name(n)) == Some(name.as_str())).then_some((*h, d))
            }
            _ => None,
        });
        let Some((h, d)) = def else { continue };
        let Some(info) = sema.function(h) else {
            continue;
        };
        let sym = sema.symbol(info.symbol);
        if sym.linkage != oxacc_sema::Linkage::External {
            continue;
        }
        let loc = ctx.writer.lookup(d.span.start);
        let at = format!("{}:{}", loc.file, loc.line);
        // `bind(g)` (2.15.1): the device code is g's, a function this file defines, behind
        // the routine's own entry point. One fragment per routine: NVIDIA's group (2.4).
        let target = acc
            .clauses_for_device("nvidia")
            .into_iter()
            .find_map(|c| match &c.kind {
                oxacc_acc::ast::ClauseKind::Bind(
                    oxacc_acc::ast::BindName::Ident(n) | oxacc_acc::ast::BindName::String(n),
                ) => Some(n.name.clone()),
                _ => None,
            });
        let implementation = match &target {
            None => Some((name.clone(), d.span)),
            Some(g) => ast.items.iter().find_map(|it| match it {
                oxacc_syntax::ast::ExternalDecl::FunctionDef(h) => {
                    let gd = ast.functions.get(*h)?;
                    (gd.declarator.name.map(|n| ast.name(n)) == Some(g.as_str()))
                        .then(|| (g.clone(), gd.span))
                }
                _ => None,
            }),
        };
        let fragment = match implementation {
            None => Err(format!("{at}: its bind name '{}' is not a function this file defines (a routine called from another file is bound to a function of its own file)", target.unwrap_or_default())),
            Some((imp, span)) => fragment(ctx, &unit, &name, &imp, sym.ty, span, &at)
                .map_err(|w| format!("{at}: {w}")),
        };
        out.push((name, fragment));
    }
    out
}

/// A routine's device code for other files' modules ([`routine_fragments`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Fragment {
    /// The CUDA C++ the runtime splices into a module that calls the routine.
    pub source: String,
    /// The file-scope variables its device code reads or writes: (the fragment's `__device__`
    /// pointer symbol, the host variable's name). The registration passes each variable's host
    /// address, and the runtime binds the symbol to its device copy as it binds a module's own
    /// `declare`d globals.
    pub globals: Vec<(String, String)>,
}

/// The fragment of routine `name` (see [`routine_fragments`]).
fn fragment(
    ctx: &crate::ctx::LowerCtx,
    unit: &str,
    name: &str,
    imp: &str,
    fty: oxacc_sema::TypeId,
    span: oxacc_syntax::Span,
    at: &str,
) -> Result<Fragment, String> {
    let Some(sema) = ctx.sema else {
        return Err("no types".into());
    };
    let mut m = GpuModule::default();
    let (_, _, abi, x_head) = extern_head(sema, &mut m.types, name, fty).map_err(|w| {
        format!("the routine, {w}, cannot be called from another file's device code yet (only routines whose parameters and result are arithmetic types or pointers to them)")
    })?;
    emit_functions(ctx, &mut m, vec![(imp.to_string(), span)]).map_err(|(_, what)| {
        format!(
            "its device code needs {} not supported yet by oxacc's GPU code generation",
            what.trim_end_matches([',', ';'])
        )
    })?;
    // The file-scope variables it uses: each a `__device__` pointer of a name of this file's
    // and this routine's own (another file's module may have a pointer for a variable of the
    // same name, the same variable or a static one of its own; another routine's fragment
    // linked into the same module its own pointer for the same variable), declared with C
    // linkage so the runtime finds it by that name.
    let mut globals = Vec::new();
    let mut global_decls = String::new();
    for (sym, decl) in std::mem::take(&mut m.globals) {
        let host = sym.trim_start_matches("__oxacc_gp_").to_string();
        let own = format!("__oxacc_gpr_{unit}_{name}_{host}");
        let _ = writeln!(
            global_decls,
            "extern \"C\" {{ __device__ {}; }}",
            rename_ident(&decl, &sym, &own)
        );
        m.prototypes = rename_ident(&m.prototypes, &sym, &own);
        m.functions = rename_ident(&m.functions, &sym, &own);
        globals.push((own, host));
    }
    let ns = format!("__oxacc_r_{unit}_{name}");
    let mut s = String::new();
    let _ = writeln!(
        s,
        "/* ---- routine {name} ({}) ---- */",
        at.replace("*/", "* /")
    );
    if m.recursive() {
        let _ = writeln!(s, "{FRAGMENT_STACK_MARK}{RECURSION_STACK_BYTES} */");
    }
    // Routines of other files that this one calls: declared at global scope (the runtime
    // links their fragments too).
    s.push_str(&externs_section(&m.externs));
    let _ = writeln!(s, "namespace {ns} {{");
    s.push_str(&m.types.defs);
    s.push_str(&global_decls);
    s.push_str(&extern_wrappers(&m.externs));
    s.push_str(&m.prototypes);
    s.push_str(&m.functions);
    // The adapter from the cross-file signature to the routine's own ([`LinkAbi`]), in the
    // namespace (it names the fragment's types), and the entry point at global scope.
    let adapter = "__oxacc_link_adapter";
    let x_name = linked_fn_name(name);
    let _ = writeln!(
        s,
        "__device__ {} {}",
        x_head.replacen(&x_name, adapter, 1),
        abi.adapter_body(&kernel::device_fn_name(imp))
    );
    let _ = writeln!(s, "}}");
    let args: Vec<String> = (0..abi.params.len())
        .map(|i| format!("__a{i}"))
        .chain((abi.ret.1 == Pass::Val).then(|| "__r".to_string()))
        .collect();
    let mut args = args;
    if abi.ret.1 == Pass::Val {
        args.rotate_right(1);
    }
    let _ = writeln!(
        s,
        "__device__ {x_head} {{ return {ns}::{adapter}({}); }}",
        args.join(", ")
    );
    Ok(Fragment { source: s, globals })
}

/// `text` with every whole-identifier occurrence of `from` (a generated `__oxacc_` name)
/// replaced by `to`.
fn rename_ident(text: &str, from: &str, to: &str) -> String {
    let ident = |c: char| c.is_ascii_alphanumeric() || c == '_';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut prev: Option<char> = None;
    while let Some(i) = rest.find(from) {
        let before = rest[..i].chars().next_back().or(prev);
        let after = rest[i + from.len()..].chars().next();
        out.push_str(&rest[..i]);
        if before.is_some_and(ident) || after.is_some_and(ident) {
            out.push_str(from);
        } else {
            out.push_str(to);
        }
        prev = from.chars().next_back();
        rest = &rest[i + from.len()..];
    }
    out.push_str(rest);
    out
}

/// The host C that registers this file's routine fragments with the runtime at start-up
/// (`__oxacc_register_routine`, oxacc_rt.h), before `main` runs any compute construct.
pub fn routine_registration(fragments: &[(String, Result<Fragment, String>)]) -> String {
    if fragments.is_empty() {
        return String::new();
    }
    let mut s = String::from(
        "#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n#pragma GCC diagnostic ignored \"-Wlarger-than=\"\n",
    );
    for (i, (_, f)) in fragments.iter().enumerate() {
        if let Ok(f) = f {
            let _ = writeln!(
                s,
                "static const char __oxacc_routine_src{i}[] = {};",
                c_string_literal(&f.source)
            );
            if !f.globals.is_empty() {
                let mut list = String::new();
                for (sym, host) in &f.globals {
                    let _ = write!(
                        list,
                        "{{ \"{sym}\", (void *)&{host}, sizeof({host}), \"{host}\" }}, "
                    );
                }
                let _ = writeln!(
                    s,
                    "static const struct __oxacc_dglobal __oxacc_routine_globals{i}[] = {{ {list}}};"
                );
            }
        }
    }
    s.push_str("#pragma GCC diagnostic pop\n");
    s.push_str(crate::prelude::REGISTER_ROUTINE_DECL);
    // Before every constructor without a priority (the user's own, which may run compute
    // regions calling these routines, in whatever order the files are linked): registering
    // only records two strings, so it can run first of all.
    s.push_str("__attribute__((constructor(101))) static void __oxacc_register_routines(void) {\n");
    for (i, (name, f)) in fragments.iter().enumerate() {
        let _ = match f {
            Ok(f) if !f.globals.is_empty() => writeln!(
                s,
                "    __oxacc_register_routine_globals(\"{name}\", __oxacc_routine_src{i}, __oxacc_routine_globals{i}, {});",
                f.globals.len()
            ),
            Ok(_) => writeln!(
                s,
                "    __oxacc_register_routine(\"{name}\", __oxacc_routine_src{i}, 0);"
            ),
            Err(why) => writeln!(
                s,
                "    __oxacc_register_routine(\"{name}\", 0, {});",
                c_string_literal(why).trim_start()
            ),
        };
    }
    s.push_str("}\n");
    s
}

/// Writes the kernel of `region` into the translation unit's module. `None` when the GPU
/// target is off, or when the region uses something the CUDA writer does not support yet
/// (reported as a warning at the construct: the region then runs only on the host, and a
/// GPU run stops there with its file:line). `kernel_at`: where a kernel of a `kernels`
/// construct is (its innermost loop), which its descriptor's `loc` names instead of the
/// construct: its launches are reported there (PGI_ACC_TIME, as NVIDIA's report), and its
/// faults name it.
pub fn lower_region_kernel(
    ctx: &mut crate::ctx::LowerCtx,
    f: &crate::compute::FnCtx,
    model: &crate::compute::model::RegionModel,
    id: u32,
    kernel_at: Option<u32>,
) -> Option<GpuKernel> {
    let region = model.region;
    if !ctx.gpu_enabled {
        return None;
    }
    let acc = ctx
        .acc_of
        .get(&region.dir)
        .and_then(|i| ctx.acc.get(*i))
        .cloned()?;
    // The emulated device's own kernel of a region (outline.rs, `region_emul_differs`) is
    // the NVIDIA kernel's twin read with emul's `device_type` group (2.4): a name of its own.
    let emul = ctx.gpu_type == "oxacc_emul";
    let suffix = if emul { "_emul" } else { "" };
    let kname = format!("__oxacc_k_{}_{id}{suffix}", f.name);
    let loc = ctx.loc_literal(kernel_at.unwrap_or(acc.span.start));
    let mut module = std::mem::take(&mut ctx.gpu);
    let clauses = acc.clauses_for_device(ctx.gpu_type);
    let result = {
        let Some(mut w) = kernel::Writer::new(ctx, f, model, &mut module.types) else {
            ctx.gpu = module;
            return None;
        };
        w.loc = loc.clone();
        w.write(&kname, &clauses).map(|(text, out)| {
            let calls: Vec<(String, oxacc_syntax::Span)> = w
                .calls
                .iter()
                .map(|c| (c.clone(), w.call_span(c)))
                .collect();
            (
                text,
                out,
                w.param_types.clone(),
                w.implicit_globals.clone(),
                calls,
                w.long_double_at,
                std::mem::take(&mut w.flexible_unmapped),
                (
                    std::mem::take(&mut w.const_tables),
                    std::mem::take(&mut w.device_tables),
                    std::mem::take(&mut w.table_warnings),
                ),
            )
        })
    };
    // Device code for the functions the kernel calls (implicit `routine seq`, 2.15.1).
    let result = result.and_then(
        |(text, out, ptypes, globals, calls, long_double_at, flexible, tables)| {
            emit_functions(ctx, &mut module, calls)?;
            Ok((text, out, ptypes, globals, long_double_at, flexible, tables))
        },
    );
    let r = match result {
        Ok((text, out, ptypes, globals, long_double_at, flexible, tables)) => {
            let (const_tables, device_tables, table_warnings) = tables;
            for (span, what) in flexible.into_iter().chain(table_warnings) {
                ctx.diags
                    .push(oxacc_syntax::Diagnostic::warning(span, what));
            }
            // The device copies of the file's constant tables the kernel reads: defined
            // once per module, before the kernels (a table before the tables that point
            // into it, as `static_copy` made them).
            for (_, def) in const_tables {
                if !module.prototypes.contains(&def) {
                    module.prototypes.push_str(&def);
                }
            }
            // The GPU has no extended precision: long double values keep the host's layout
            // but are computed in double (prelude.cuh). Said once per region, as nvcc warns
            // that "'long double' is treated as 'double' in device code": results can
            // differ from the host's (ACC_DEVICE_TYPE=host computes in x87 precision).
            if let Some(span) = long_double_at {
                ctx.diags.push(oxacc_syntax::Diagnostic::warning(
                    span,
                    "long double arithmetic in this compute region is computed in double \
                     precision on the GPU (the host computes it in extended precision)",
                ));
            }
            module.kernels.push_str(&text);
            let sym = format!("__oxacc_kern{id}{suffix}");
            // The one-pass twin (kernel.rs, one_pass_twin): its own descriptor.
            let mut twin_decl = String::new();
            if let (Some(twin), Some(suffix)) = (&out.one_pass, out.twin_suffix()) {
                module.kernels.push_str(twin);
                module
                    .kernel_sigs
                    .push((format!("{kname}{suffix}"), ptypes.clone()));
                twin_decl = format!(
                    "static struct __oxacc_kernel {sym}{suffix} = {{ &{MODULE_SYM}, \"{kname}{suffix}\", {loc}, {{ 0 }} }};\n"
                );
            }
            // The no-alias twin (kernel.rs, NoAliasTwin): its own descriptor.
            if let Some(na) = &out.no_alias {
                module.kernels.push_str(&na.text);
                module
                    .kernel_sigs
                    .push((format!("{kname}_na"), na.types.clone()));
                twin_decl.push_str(&format!(
                    "static struct __oxacc_kernel {sym}_na = {{ &{MODULE_SYM}, \"{kname}_na\", {loc}, {{ 0 }} }};\n"
                ));
                if let Some(t) = &na.one_pass {
                    module.kernels.push_str(t);
                    module
                        .kernel_sigs
                        .push((format!("{kname}_1p_na"), na.types.clone()));
                    twin_decl.push_str(&format!(
                        "static struct __oxacc_kernel {sym}_1p_na = {{ &{MODULE_SYM}, \"{kname}_1p_na\", {loc}, {{ 0 }} }};\n"
                    ));
                }
            }
            module.kernel_sigs.push((kname.clone(), ptypes));
            ctx.writer.insert(
                f.start,
                format!(
                    "static struct __oxacc_module {MODULE_SYM};\nstatic struct __oxacc_kernel {sym} = {{ &{MODULE_SYM}, \"{kname}\", {loc}, {{ 0 }} }};\n{twin_decl}{}",
                    ctx.writer.line_marker(f.start)
                ),
            );
            Some(GpuKernel {
                sym,
                out,
                implicit_globals: globals,
                device_tables,
            })
        }
        Err((_, what)) if emul => {
            // NVIDIA's kernel was written: the emulated device alone has no code for the
            // region (its launch stops with the construct's file:line, as on any device type
            // without code), said at the construct.
            ctx.diags.push(oxacc_syntax::Diagnostic::warning(
                acc.span,
                format!(
                    "this compute region has no code for the emulated device (oxacc_emul), whose device_type clauses differ from nvidia's: {what} is not supported yet by oxacc's GPU code generation"
                ),
            ));
            None
        }
        Err((span, what)) => {
            // -Mneginfo's "why not" for the region, at its construct.
            ctx.minfo_neg(
                region.dir,
                acc.span.start,
                format!(
                    "Not compiled for the GPU, runs only on the host: {what} is not supported yet"
                ),
            );
            ctx.diags.push(oxacc_syntax::Diagnostic::warning(
                span,
                format!(
                    "this compute region will run only on the host: {what} is not supported yet by oxacc's GPU code generation"
                ),
            ));
            None
        }
    };
    ctx.gpu = module;
    r
}

/// A kernel of one thread evaluating the call `call` of the file's function `callee` (of the
/// function type `fty`, [`crate::compute::device_read::call_kernel_type`]) for host code of a
/// `kernels` construct (2.5.3: the construct's code runs on the device), and the host function
/// `wname` with `callee`'s parameters that the host code calls instead on a device with its own
/// memory (`device_read::device_accesses`): it translates pointer arguments to their device
/// copies (as a compute construct translates a firstprivate pointer), launches the kernel on
/// the synchronous queue, and returns the value it left in a device slot (a pointer translated
/// back to the host's). Inserted before the function `f`; `Err` (nothing added) when the
/// callee has no device code.
pub fn call_kernel(
    ctx: &mut crate::ctx::LowerCtx,
    f: &crate::compute::FnCtx,
    call: oxacc_syntax::Handle<oxacc_syntax::ast::Expr>,
    callee: &str,
    fty: oxacc_sema::TypeId,
    wname: &str,
) -> Result<(), (oxacc_syntax::Span, String)> {
    let Some(sema) = ctx.sema else {
        return Err((Default::default(), "no types".into()));
    };
    let span = ctx.ast.exprs.get(call).map(|x| x.span).unwrap_or_default();
    let oxacc_sema::types::TypeKind::Function(ft) = sema.types.kind(fty).clone() else {
        return Err((span, format!("a call to '{callee}'")));
    };
    // A routine bound to another name (2.15.1 `bind`) is left to the host fallback.
    if crate::compute::routine::routine_directives(ctx)
        .iter()
        .filter(|(n, _)| n == callee)
        .any(|(_, a)| {
            a.clauses
                .iter()
                .any(|c| matches!(c.kind, oxacc_acc::ast::ClauseKind::Bind(_)))
        })
    {
        return Err((span, format!("a call to '{callee}', a routine with 'bind'")));
    }
    let unsupported = |_| (span, format!("a call to '{callee}'"));
    let mut module = std::mem::take(&mut ctx.gpu);
    let built = (|| {
        let mut params = Vec::new();
        let mut ptypes = Vec::new();
        let mut args = Vec::new();
        for (i, p) in ft.params.iter().enumerate() {
            params.push(
                module
                    .types
                    .decl(sema, *p, &format!("__a{i}"))
                    .map_err(unsupported)?,
            );
            ptypes.push(module.types.decl(sema, *p, "").map_err(unsupported)?);
            args.push(format!("__a{i}"));
        }
        let void = sema.types.is_void(sema.types.unqual_id(ft.ret));
        if !void {
            let ret = sema.types.unqual_id(ft.ret);
            params.push(
                module
                    .types
                    .decl_ptr(sema, ret, "__out")
                    .map_err(unsupported)?,
            );
            ptypes.push(module.types.decl_ptr(sema, ret, "").map_err(unsupported)?);
        }
        let dev = kernel::device_fn_name(callee);
        let body = if void {
            format!("{dev}({});", args.join(", "))
        } else {
            format!("*__out = {dev}({});", args.join(", "))
        };
        emit_functions(ctx, &mut module, vec![(callee.to_string(), span)])?;
        Ok((
            format!(
                "extern \"C\" __global__ void {wname}({}) {{
    {body}
}}
",
                if params.is_empty() {
                    "void".to_string()
                } else {
                    params.join(", ")
                }
            ),
            ptypes,
        ))
    })();
    let (text, ptypes) = match built {
        Ok(x) => x,
        Err(e) => {
            ctx.gpu = module;
            return Err(e);
        }
    };
    module.kernels.push_str(&text);
    module.kernel_sigs.push((wname.to_string(), ptypes));
    ctx.gpu = module;
    // The host side.
    let loc = ctx.loc_literal(span.start);
    let mut params = Vec::new();
    let mut setup = String::new();
    let mut slots = Vec::new();
    for (i, p) in ft.params.iter().enumerate() {
        let u = sema.types.unqual_id(*p);
        params.push(sema.type_to_c(u, &format!("__a{i}")));
        if sema.types.is_pointer(u) {
            setup.push_str(&format!(
                "void *__g{i} = __oxacc_dev_ptr((void *)(unsigned long)__a{i}); "
            ));
            slots.push(format!("(void *)&__g{i}"));
        } else {
            slots.push(format!("(void *)&__a{i}"));
        }
    }
    let ret = sema.types.unqual_id(ft.ret);
    let void = sema.types.is_void(ret);
    let (alloc, back) = if void {
        (String::new(), String::new())
    } else {
        slots.push("(void *)&__out".to_string());
        let value = if sema.types.is_pointer(ret) {
            format!(
                "({})__oxacc_host_ptr((void *)(unsigned long)__r)",
                sema.type_to_c(ret, "")
            )
        } else {
            "__r".to_string()
        };
        (
            format!(
                "void *__out = __oxacc_kc_malloc(sizeof({}));",
                sema.type_to_c(ret, "")
            ),
            format!(
                "{} __r; __oxacc_kc_from((void *)&__r, __out, sizeof __r); __oxacc_kc_free(__out); return {value}; ",
                sema.type_to_c(ret, "")
            ),
        )
    };
    let slots = if slots.is_empty() {
        "(void *)0".to_string()
    } else {
        slots.join(", ")
    };
    let host = format!(
        "static struct __oxacc_module {MODULE_SYM};
         static struct __oxacc_kernel {wname}_k = {{ &{MODULE_SYM}, \"{wname}\", {loc}, {{ 0 }} }};
         static __attribute__((unused, noinline)) {} {{          extern void *__oxacc_kc_malloc(__typeof__(sizeof(0))) __asm__(\"acc_malloc\");          extern void __oxacc_kc_free(void *) __asm__(\"acc_free\");          extern void __oxacc_kc_from(void *, void *, __typeof__(sizeof(0))) __asm__(\"acc_memcpy_from_device\");          {setup}{alloc}void *__args[] = {{ {slots} }};          __oxacc_launch(&{wname}_k, 1, -1, 1, 1, 0, __args, -2, (const int *)0, 0); {back}}}
{}",
        sema.type_to_c(
            ret,
            &format!(
                "{wname}({})",
                if params.is_empty() {
                    "void".to_string()
                } else {
                    params.join(", ")
                }
            )
        ),
        ctx.writer.line_marker(f.start)
    );
    ctx.writer.insert(f.start, host);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The kernel simulator precompiles the text of a module up to the prelude's last line
    /// (`oxacc_rt::backend::sim::PRELUDE_END`), once, instead of parsing it for every module:
    /// the prelude must end with that line, and nothing a module adds may come before it.
    #[test]
    fn prelude_ends_with_the_simulators_marker() {
        let end = oxacc_rt::backend::sim::PRELUDE_END;
        assert!(PRELUDE.ends_with(end), "prelude.cuh must end with {end:?}");
        assert_eq!(PRELUDE.matches(end).count(), 1);
    }

    #[test]
    fn rename_ident_replaces_whole_identifiers_only() {
        let t = "(*__oxacc_gp_x) + __oxacc_gp_xy[0] + a__oxacc_gp_x; __oxacc_gp_x";
        assert_eq!(
            rename_ident(t, "__oxacc_gp_x", "P"),
            "(*P) + __oxacc_gp_xy[0] + a__oxacc_gp_x; P"
        );
        assert_eq!(
            rename_ident("__oxacc_gp_x__oxacc_gp_x", "__oxacc_gp_x", "P"),
            "__oxacc_gp_x__oxacc_gp_x"
        );
    }

    fn module(edges: &[(&str, &[&str])]) -> GpuModule {
        let mut m = GpuModule::default();
        for (f, calls) in edges {
            m.call_graph
                .insert(f.to_string(), calls.iter().map(|c| c.to_string()).collect());
        }
        m
    }

    #[test]
    fn recursion_is_found_through_any_cycle() {
        assert!(!module(&[]).recursive());
        // A diamond calls one function twice: no cycle.
        let diamond = module(&[("a", &["b", "c"]), ("b", &["d"]), ("c", &["d"]), ("d", &[])]);
        assert!(!diamond.recursive());
        assert!(diamond.source().contains(&format!("{STACK_SYM} = 0ULL;")));
        assert!(module(&[("fib", &["fib"])]).recursive());
        let mutual = module(&[
            ("main_helper", &["even"]),
            ("even", &["odd"]),
            ("odd", &["even"]),
        ]);
        assert!(mutual.recursive());
        assert!(mutual
            .source()
            .contains(&format!("{STACK_SYM} = {RECURSION_STACK_BYTES}ULL;")));
        // A callee without device code of its own (a math builtin) ends a path.
        assert!(!module(&[("f", &["sqrt"])]).recursive());
    }
}
