//! The declarations that generated host C needs, placed before the first byte of the
//! translation unit.
//!
//! The host C is compiled as `-x cpp-output` (no preprocessing), so the prelude cannot
//! `#include <oxacc_rt.h>`: it repeats the declarations of `crates/oxacc-rt/include/oxacc_rt.h`
//! (keep the two in step; `tests/acc/data/prelude_matches_header.c` compiles both together so
//! that a difference is an error). Every name begins with `__oxacc_`, so the prelude cannot
//! clash with the user's code. The OpenACC API routines that directives call (`init`,
//! `shutdown`, `set`, spec 2.14.1-2.14.3; `acc_wait_device*` for `wait(devnum: ...)`, 2.16)
//! are declared under `__oxacc_`-prefixed names bound to the real symbols with asm labels, so they do not conflict with the user's own
//! `#include <openacc.h>` (whose `acc_device_t` is an enum).
//!
//! Lowering passes ask for the prelude with [`PRELUDE`]; the pipeline adds it once.

/// The declaration of the runtime entry that registers a file's routines for other files'
/// kernels (`cuda::routine_registration`). Not in [`PRELUDE`], which every generated file
/// carries: only files that define such routines declare it, beside their registration code
/// (`prelude_matches_the_runtime_header` checks it against oxacc_rt.h too).
pub const REGISTER_ROUTINE_DECL: &str =
    "extern void __oxacc_register_routine(const char *name, const char *source, const char *why_not);\n\
     extern void __oxacc_register_routine_globals(const char *name, const char *source, const struct __oxacc_dglobal *globals, int nglobals);\n";

pub const PRELUDE: &str = r#"# 1 "<oxacc-prelude>" 3
typedef __typeof__(sizeof(0)) __oxacc_size_t;
static __inline__ __oxacc_size_t __oxacc_sec_bytes(__oxacc_size_t n, __oxacc_size_t size) { __oxacc_size_t r; return __builtin_mul_overflow(n, size, &r) ? ~(__oxacc_size_t)0 : r; }
struct __oxacc_clause { int kind; int flags; void *host; __oxacc_size_t bytes; void **ptr_addr; const char *name; const char *loc; void *dev; };
extern void __oxacc_data_enter(struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);
extern void __oxacc_data_enter_at(int async, const int *waits, int nwaits, const char *loc);
extern void __oxacc_data_exit(struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);
extern void __oxacc_declare_forget(const struct __oxacc_clause *c, int n);
extern void __oxacc_declare_register(const struct __oxacc_clause *c, int n);
extern void __oxacc_update(const struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);
extern void *__oxacc_use_device(void *host, int if_present, const char *name, const char *loc);
extern void __oxacc_wait(const int *waits, int nwaits, int async);
extern void __oxacc_wait_at(const int *waits, int nwaits, int async, const int *devnum, const char *loc);
extern void __oxacc_set_default_async(int async_arg, const char *loc);
extern void __oxacc_check_length(long long len, int kind, const char *name, const char *loc);
extern void __oxacc_check_extent(long long lo, long long len, unsigned long long extent, int level, int kind, const char *name, const char *loc);
extern void __oxacc_check_contiguous(int level, int kind, const char *name, const char *loc);
extern void __oxacc_check_sync(int async, const int *waits, int nwaits, const char *directive, const char *loc);
extern long long __oxacc_clause_size(long long value, long long before, const char *clause, const char *what, const char *loc);
extern void __oxacc_rows_enter(void **a, __oxacc_size_t nrows, __oxacc_size_t row_bytes, int kind, int flags, int async, const char *name, const char *loc);
extern void __oxacc_rows_exit(void **a, __oxacc_size_t nrows, __oxacc_size_t row_bytes, int kind, int flags, int async, const char *name, const char *loc);
extern void __oxacc_rows_enter_at(void **a, __oxacc_size_t nrows, __oxacc_size_t row_off, __oxacc_size_t row_bytes, int kind, int flags, int async, const char *name, const char *loc);
extern void __oxacc_rows_exit_at(void **a, __oxacc_size_t nrows, __oxacc_size_t row_off, __oxacc_size_t row_bytes, int kind, int flags, int async, const char *name, const char *loc);
extern void __oxacc_attach_slots(int enter, void **p, void *slots, int flags, int async, const char *name, const char *loc);
extern void __oxacc_tree_data(int enter, void **a, __oxacc_size_t nrows, __oxacc_size_t nlevels, const __oxacc_size_t *levels, __oxacc_size_t row_off, __oxacc_size_t row_bytes, int kind, int flags, int async, const char *name, const char *loc);
extern void __oxacc_run_team(void (*fn)(void *ctx, int tid, int nthreads), void *ctx, int nthreads_hint);
extern void __oxacc_run_team_async(void (*fn)(void *ctx, int tid, int nthreads), const void *ctx, __oxacc_size_t ctx_bytes, int nthreads_hint, int async, const int *waits, int nwaits);
extern void __oxacc_run_team_at(void (*fn)(void *ctx, int tid, int nthreads), void *ctx, int nthreads_hint, int line);
extern void __oxacc_run_team_async_at(void (*fn)(void *ctx, int tid, int nthreads), const void *ctx, __oxacc_size_t ctx_bytes, int nthreads_hint, int async, const int *waits, int nwaits, int line);
extern int __oxacc_team_size(void);
extern int __oxacc_region_thread(int *nthreads);
extern int __oxacc_gang_slot(int *nslots);
extern void __oxacc_launch_cuda(const char *cuda_src, const char *kernel_name, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shmem, void **args, int async, const int *waits, int nwaits);
struct __oxacc_image { const char *arch; int is_ptx; const void *data; __oxacc_size_t bytes; };
struct __oxacc_dglobal { const char *symbol; void *host; __oxacc_size_t bytes; const char *name; };
struct __oxacc_module { const char *source; const struct __oxacc_image *images; int nimages; const struct __oxacc_dglobal *globals; int nglobals; void *rt[4]; };
struct __oxacc_kernel { struct __oxacc_module *module; const char *name; const char *loc; void *rt[4]; };
extern void __oxacc_launch(struct __oxacc_kernel *k, long long num_gangs, long long work, unsigned bx, unsigned by, unsigned shmem, void **args, int async, const int *waits, int nwaits);
extern unsigned __oxacc_fit_block(long long iters, unsigned bx);
extern void __oxacc_launch_1p(struct __oxacc_kernel *k, struct __oxacc_kernel *one_pass, long long num_gangs, long long work, unsigned bx, unsigned by, unsigned shmem, void **args, int async, const int *waits, int nwaits);
extern void __oxacc_launch_tiled(struct __oxacc_kernel *k, struct __oxacc_kernel *tiled, long long num_gangs, long long work, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned shmem, void **args, int async, const int *waits, int nwaits);
extern void *__oxacc_dev_addr(void *host, __oxacc_size_t bytes, const char *name, const char *loc);
extern void *__oxacc_dev_ptr(void *host);
extern void *__oxacc_dev_addr_if_present(void *host, __oxacc_size_t bytes);
extern void *__oxacc_dev_ptr_used(void *host, const char *name, const char *loc);
extern void *__oxacc_dev_ptr_used_one(void *host, const char *name, const char *loc);
struct __oxacc_no_alias_memo { unsigned long long generation; int n; int answer; void *devs[16]; };
extern int __oxacc_no_alias(void *const *devs, int nread, int n, struct __oxacc_no_alias_memo *memo);
extern void *__oxacc_member_ptr_used(void *host, void *member, const char *name, const char *loc);
extern void *__oxacc_deviceptr_used(void *host, const char *name, const char *loc);
extern void *__oxacc_host_ptr(void *dev);
/* A launch's argument from its construct's own descriptors (filled by __oxacc_data_enter): the device address of [h, h+bytes) when a mapping clause (COPY..PRESENT, not NO_CREATE) holds it, with no locked present lookup; else NULL, and the entry point below decides. */
static __inline__ void *__oxacc_clause_dev(const struct __oxacc_clause *c, int n, const void *h, __oxacc_size_t bytes) { __oxacc_size_t x = (__oxacc_size_t)h, b; int k; for (k = 0; k < n; k++) { b = (__oxacc_size_t)c[k].host; if (c[k].kind <= 5 && c[k].kind != 4 && c[k].dev && x - b < c[k].bytes && bytes <= c[k].bytes - (x - b)) return (char *)c[k].dev + (x - b); } return (void *)0; }
static __inline__ void *__oxacc_dev_ptr_in(const struct __oxacc_clause *c, int n, void *h) { void *d = __oxacc_clause_dev(c, n, h, 1); return d ? d : __oxacc_dev_ptr(h); }
static __inline__ void *__oxacc_dev_ptr_used_in(const struct __oxacc_clause *c, int n, void *h, const char *name, const char *loc) { void *d = __oxacc_clause_dev(c, n, h, 1); return d ? d : __oxacc_dev_ptr_used(h, name, loc); }
static __inline__ void *__oxacc_dev_addr_in(const struct __oxacc_clause *c, int n, void *h, __oxacc_size_t bytes, const char *name, const char *loc) { void *d = __oxacc_clause_dev(c, n, h, bytes); return d ? d : __oxacc_dev_addr(h, bytes, name, loc); }
/* A no_create variable's launch argument (2.7.10): the device address of [h, h+bytes) when present, else the local address h. */
static __inline__ void *__oxacc_dev_addr_nc(void *h, __oxacc_size_t bytes, const char *name, const char *loc) { void *d = __oxacc_dev_addr_if_present(h, bytes); (void)name; (void)loc; return d ? d : h; }
extern void *__oxacc_dev_snapshot(const void *host, __oxacc_size_t bytes, int async, const char *name, const char *loc);
extern void *__oxacc_dev_addr_split(void *whole, __oxacc_size_t whole_bytes, void *at, __oxacc_size_t bytes, int async, void **split, const char *name, const char *loc);
extern void __oxacc_dev_split_end(void *block, void *whole, __oxacc_size_t whole_bytes, int async);
extern void *__oxacc_dev_split_at(void *const *at, int n, int async, void **split, void **whole, __oxacc_size_t *whole_bytes);
static __inline__ void *__oxacc_dev_addr_split_in(const struct __oxacc_clause *c, int n, void *whole, __oxacc_size_t whole_bytes, void *h, __oxacc_size_t bytes, int async, void **split, const char *name, const char *loc) { void *d = whole_bytes ? __oxacc_clause_dev(c, n, whole, whole_bytes) : (void *)0; return d ? (void *)((char *)d + ((char *)h - (char *)whole)) : __oxacc_dev_addr_split(whole, whole_bytes, h, bytes, async, split, name, loc); }
static __inline__ void *__oxacc_dev_ptr_split_in(const struct __oxacc_clause *c, int n, void **pv, void *p, void *h, int async, void **split, void **w, __oxacc_size_t *wb, const char *name, const char *loc) { __oxacc_size_t lo = ~(__oxacc_size_t)0, hi = 0, b; int k, m = 0; for (k = 0; k < n; k++) if (c[k].ptr_addr == pv && c[k].kind <= 5 && c[k].kind != 4 && c[k].bytes) { b = (__oxacc_size_t)c[k].host; if (b < lo) lo = b; if (b + c[k].bytes > hi) hi = b + c[k].bytes; m++; } if (m < 2) return (char *)__oxacc_dev_ptr_in(c, n, h) - ((char *)h - (char *)p); *w = (void *)lo; *wb = hi - lo; return (char *)__oxacc_dev_addr_split((void *)lo, hi - lo, (void *)lo, 1, async, split, name, loc) + ((char *)p - (char *)lo); }
extern void __oxacc_dev_snapshot_free(void *dev, int async);
extern void __oxacc_device_num(int op, int dev_num, int dev_type, const char *loc);
extern void __oxacc_device_type(int op, int dev_type, const char *loc);
extern int __oxacc_device_kind(void);
extern __oxacc_size_t __oxacc_device_bytes_in_use(void);
struct __oxacc_region { int construct; int flags; const char *file; const char *func; int line; int end_line; int func_line; int func_end_line; };
extern int __oxacc_prof_on;
extern void __oxacc_region(const struct __oxacc_region *r, int phase);
extern void __oxacc_acc_init(int dev_type) __asm__("acc_init");
extern void __oxacc_acc_init_device(int dev_num, int dev_type) __asm__("acc_init_device");
extern void __oxacc_acc_shutdown(int dev_type) __asm__("acc_shutdown");
extern void __oxacc_acc_shutdown_device(int dev_num, int dev_type) __asm__("acc_shutdown_device");
extern void __oxacc_acc_set_device_type(int dev_type) __asm__("acc_set_device_type");
extern void __oxacc_acc_set_device_num(int dev_num, int dev_type) __asm__("acc_set_device_num");
extern int __oxacc_acc_get_device_type(void) __asm__("acc_get_device_type");
extern int __oxacc_acc_get_num_devices(int dev_type) __asm__("acc_get_num_devices");
extern void __oxacc_acc_set_default_async(int async_arg) __asm__("acc_set_default_async");
extern void __oxacc_acc_wait_device(int wait_arg, int dev_num) __asm__("acc_wait_device");
extern void __oxacc_acc_wait_all_device(int dev_num) __asm__("acc_wait_all_device");
extern void __oxacc_acc_wait_device_async(int wait_arg, int async_arg, int dev_num) __asm__("acc_wait_device_async");
extern void __oxacc_acc_wait_all_device_async(int async_arg, int dev_num) __asm__("acc_wait_all_device_async");
"#;

/// Values of `enum __oxacc_clause_kind` (oxacc_rt.h).
pub mod kind {
    pub const COPY: i32 = 0;
    pub const COPYIN: i32 = 1;
    pub const COPYOUT: i32 = 2;
    pub const CREATE: i32 = 3;
    pub const NO_CREATE: i32 = 4;
    pub const PRESENT: i32 = 5;
    pub const DELETE: i32 = 6;
    pub const ATTACH: i32 = 7;
    pub const DETACH: i32 = 8;
    pub const DEVICEPTR: i32 = 9;
    pub const UPDATE_DEVICE: i32 = 10;
    pub const UPDATE_SELF: i32 = 11;
}

/// Values of `enum __oxacc_clause_flag` (oxacc_rt.h).
pub mod flag {
    pub const ZERO: i32 = 1;
    pub const FINALIZE: i32 = 2;
    pub const READONLY: i32 = 4;
    pub const IF_PRESENT: i32 = 8;
    pub const DYNAMIC: i32 = 16;
    /// The var's data attribute was determined implicitly (2.6.2): its profiling events say
    /// `implicit` (spec 5.1.4).
    pub const IMPLICIT: i32 = 32;
    /// The `copy` of a scalar reduction variable of a compute construct (2.5.15, 2.6.2): a
    /// hint that lets the runtime back a new synchronous mapping with a host slot
    /// (`Device::enter_hinted` in oxacc-rt).
    pub const REDUCTION: i32 = 64;
    /// `__OXACC_EACH`: an ATTACH of the pointer member of each element of an array.
    pub const EACH: i32 = 128;
    /// `__OXACC_DEFAULT_PRESENT`: the implicit `present` of a `default(present)` clause
    /// (2.5.16): a miss names that clause, not a `present` clause the program does not have.
    pub const DEFAULT_PRESENT: i32 = 256;
    /// `__OXACC_POINTER_VAR`: a `present` clause naming a C pointer variable whole. When the
    /// variable itself is not present but the data it points to is, the clause applies to
    /// that data, as in OpenACC before 3.3 and nvc (the option A.3.1 recommends).
    pub const POINTER_VAR: i32 = 512;
    /// `__OXACC_MIRROR`: the CREATE of a file-scope `declare deviceptr` pointer, whose
    /// device copy gets the host's value at each launch (routines read it there).
    pub const MIRROR: i32 = 1024;
    /// `__OXACC_ELEMENT_ROW`: the one-row rows call of `a[i][lo:n]`, whose pointer slot the
    /// runtime leaves alone when a larger mapped pointer array holds it.
    pub const ELEMENT_ROW: i32 = 2048;
    /// `__OXACC_ROW_SLOTS`: the PRESENT of the pointer slots of rows named together
    /// (`present(m[1][0:64], m[2][0:64])`): separate mappings of them are gathered into one
    /// device copy for the construct instead of a partly-present error.
    pub const ROW_SLOTS: i32 = 4096;
}

/// `acc_construct_t` values (acc_prof.h, spec 5.2.2) of the directives that raise profiling
/// events, and `__oxacc_region` flags (oxacc_rt.h).
pub mod construct {
    pub const PARALLEL: i32 = 0;
    pub const KERNELS: i32 = 1;
    pub const DATA: i32 = 3;
    pub const ENTER_DATA: i32 = 4;
    pub const EXIT_DATA: i32 = 5;
    pub const DECLARE: i32 = 8;
    pub const INIT: i32 = 9;
    pub const SHUTDOWN: i32 = 10;
    pub const SET: i32 = 11;
    pub const UPDATE: i32 = 12;
    pub const WAIT: i32 = 14;
    pub const SERIAL: i32 = 16;
    /// `__OXACC_REGION_IMPLICIT`: the data region of a compute construct (spec 5.1.3).
    pub const F_IMPLICIT: i32 = 1;
    /// `__OXACC_REGION_DATA_ONLY`: the data region of one kernel of a `kernels` construct
    /// (no compute-construct events of its own).
    pub const F_DATA_ONLY: i32 = 2;
    /// `__OXACC_REGION_NO_BODY`: a data region that ends at phase 1 (a file-scope
    /// `declare`, whose data lives until the program ends).
    pub const F_NO_BODY: i32 = 4;
}

/// `if (__oxacc_prof_on) __oxacc_region(&sym, phase);` — the inline check keeps a run with no
/// tool, report or trace at one load and branch per phase.
pub fn region_call(sym: &str, phase: i32) -> String {
    format!("if (__oxacc_prof_on) __oxacc_region(&{sym}, {phase}); ")
}

/// Special async-arguments (spec 2.16.1; `openacc.h`).
pub const ASYNC_NOVAL: i32 = -1;
pub const ASYNC_SYNC: i32 = -2;

/// `acc_device_t` values (openacc.h) for device-type names in `device_type(...)` clauses of
/// `init`, `shutdown` and `set` (appendix A.1). `None`: not a device type oxacc knows.
/// Each name is also taken in its `acc_device_t` enumerator spelling (`acc_device_host`,
/// `acc_device_nvidia`, ...) and in any case (`oxacc_acc::device_type_name`).
pub fn device_type_value(name: &str) -> Option<i32> {
    Some(match oxacc_acc::device_type_name(name).as_str() {
        "default" => 1,
        "host" | "multicore" => 2,
        "not_host" => 3,
        "nvidia" => 4,
        // A.1.2's AMD GPU name: known, never available (the runtime's
        // acc_error_device_type_unavailable when an init/shutdown/set directive names it).
        "radeon" => 5,
        "emul" | "oxacc_emul" => 100,
        _ => return None,
    })
}
