/* oxacc_rt.h -- the entry points that oxacc-generated code calls (not a user interface).
 *
 * Conventions for every entry point:
 *  - `async` is an async-argument as in spec 2.16.1: acc_async_sync (-2) runs synchronously,
 *    acc_async_noval (-1) uses acc-default-async-var, a value >= 0 names a queue.
 *  - `waits`/`nwaits` list the async-arguments of a `wait(...)` clause: the operation starts
 *    after those queues finish (the host waits when `async` is acc_async_sync; otherwise the
 *    target queue waits on events, without blocking the host). nwaits == 0: no wait clause.
 *  - `name` is the clause's variable text (e.g. "a[0:n]") and `loc` is "file.c:LINE"; both are
 *    string literals (kept by pointer) or NULL; they appear in error messages.
 *  - Errors follow spec 1.5: one line on stderr, then exit(1).
 */
#ifndef OXACC_RT_H
#define OXACC_RT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The data clause of a descriptor (spec 2.7). */
enum __oxacc_clause_kind {
    __OXACC_COPY = 0,          /* enter: copyin action; exit: copyout action              */
    __OXACC_COPYIN = 1,        /* enter: copyin action; exit: delete action (structured)  */
    __OXACC_COPYOUT = 2,       /* enter: create action; exit: copyout action              */
    __OXACC_CREATE = 3,        /* enter: create action; exit: delete action (structured)  */
    __OXACC_NO_CREATE = 4,     /* enter: present increment if present, else nothing       */
    __OXACC_PRESENT = 5,       /* enter: acc_error_not_present if absent                  */
    __OXACC_DELETE = 6,        /* exit data delete                                        */
    __OXACC_ATTACH = 7,        /* `host` is the address of a pointer: attach / detach      */
    __OXACC_DETACH = 8,        /* exit data detach (with __OXACC_FINALIZE: immediate)      */
    __OXACC_DEVICEPTR = 9,     /* nothing to map; `dev` = `host`                          */
    __OXACC_UPDATE_DEVICE = 10, /* __oxacc_update only */
    __OXACC_UPDATE_SELF = 11   /* __oxacc_update only (update self / update host)        */
};

/* Flags of a descriptor (or-ed). */
enum __oxacc_clause_flag {
    __OXACC_ZERO = 1,       /* `zero` modifier: new device memory is filled with 0          */
    __OXACC_FINALIZE = 2,   /* exit data finalize: dynamic counter to 0; immediate detach    */
    __OXACC_READONLY = 4,   /* `readonly` modifier (a hint; no effect on the data actions)   */
    __OXACC_IF_PRESENT = 8, /* update/exit: absent data is skipped instead of an error       */
    __OXACC_DYNAMIC = 16,   /* enter/exit data directive (dynamic counter); unset: a data or
                               compute construct (structured counter)                      */
    __OXACC_IMPLICIT = 32,  /* the data attribute was determined implicitly (2.6.2): the
                               var's profiling events say implicit (spec 5.1.4)             */
    __OXACC_REDUCTION = 64, /* on the copy of a scalar reduction variable of a compute
                               construct (2.5.15, 2.6.2): a hint; the runtime may back a new,
                               synchronous mapping with host memory the device can address */
    __OXACC_EACH = 128      /* on an ATTACH of a compute construct: the pointer member of each
                               element of an array of structs the region reads as arr[k].p;
                               `host` is the member in element 0, `ptr_addr` the same member
                               in element 1 (the stride), `bytes` the array's size, or 0: to
                               the end of the present mapping holding `host`. Attached after
                               the copies, detached before the copies back (2.7.2) */,
    __OXACC_DEFAULT_PRESENT = 256, /* on an implicit PRESENT: it comes from a default(present)
                               clause (2.5.16), which a not-present error names */
    __OXACC_POINTER_VAR = 512, /* on a PRESENT naming a C pointer variable whole (`host` is the
                               pointer's address): when the pointer itself is absent and the
                               data it points to is present, the clause applies to that data
                               (`host` becomes the pointer's value, `bytes` 1), as present(p[0])
                               in OpenACC before 3.3 and in nvc: A.3.1's option */
    __OXACC_MIRROR = 1024,  /* on a CREATE of a file-scope declare deviceptr pointer (2.13):
                               its device copy gets the host pointer's value at each launch
                               of a module that uses it (routines read it there) */
    __OXACC_ELEMENT_ROW = 2048, /* on a one-row rows call of a[i][lo:n]: the row's pointer slot is
                                  entered and exited only when no larger mapping holds it */
    __OXACC_ROW_SLOTS = 4096 /* on the PRESENT of the pointer slots of rows of one pointer array
                                named together (present(m[1][0:64], m[2][0:64]): m[1:2]): when
                                separate mappings hold them, `dev` becomes a copy of the slots
                                for the construct (each from its mapping, gaps from the host),
                                freed at the exit, which then ends no lifetime */
};

/* One var of a data clause. */
struct __oxacc_clause {
    int kind;          /* enum __oxacc_clause_kind */
    int flags;         /* enum __oxacc_clause_flag */
    void *host;        /* first byte of the data section; for ATTACH/DETACH the pointer's address */
    size_t bytes;      /* length of the section in bytes */
    void **ptr_addr;   /* NULL, or the address of a host pointer that points into this section
                          (`copy(p[0:n])` with p a member or global pointer): attached after the
                          copies on entry, detached before the copies on exit (spec 2.7.2) */
    const char *name;  /* variable text for messages, or NULL */
    const char *loc;   /* "file.c:LINE", or NULL */
    void *dev;         /* out (__oxacc_data_enter): the device address of `host` */
};

/* Entry to a data lifetime for each clause, in order, then the attach actions (spec 2.7.2).
 * Fills c[i].dev. For a data/compute construct (no __OXACC_DYNAMIC) call __oxacc_data_exit
 * with the same array at the end of the region. */
void __oxacc_data_enter(struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);
/* __oxacc_data_enter for a construct with no descriptor (no data clause, or only rows of
 * pointers): `loc` ("file.c:LINE") names the construct in the error of a bad ACC_DEVICE_NUM
 * or ACC_DEVICE_TYPE, or of an invalid async argument. */
void __oxacc_data_enter_at(int async, const int *waits, int nwaits, const char *loc);

/* End of a data lifetime for each clause: detach actions first, then copyout/delete. A lifetime
 * that ends here is copied out when any COPY/COPYOUT clause of the array names a section of it,
 * whichever clause's decrement ends it (aliased clauses: copy(y) copyin(x) with x == y). */
void __oxacc_data_exit(struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);
/* The destructor of a file-scope declare directive (OpenACC 3.3, 2.13): drops the mappings of
 * c[0..n) from every device's present table, device memory untouched, so that a shared library
 * unloaded by dlclose() leaves no mapping behind for its reopened (or replaced) globals. */
void __oxacc_declare_forget(const struct __oxacc_clause *c, int n);
/* The constructor of a file-scope declare directive, after mapping c[0..n) on the current
 * device: records the clauses, which the runtime maps on each other device the first time a
 * thread makes it current (2.13: present for the whole program, on every device). */
void __oxacc_declare_register(const struct __oxacc_clause *c, int n);

/* The update directive (spec 2.14.4): kinds __OXACC_UPDATE_DEVICE / __OXACC_UPDATE_SELF,
 * flag __OXACC_IF_PRESENT. */
void __oxacc_update(const struct __oxacc_clause *c, int n, int async, const int *waits, int nwaits);

/* host_data use_device (spec 2.8.1): the device address of `host`; with if_present, the host
 * address when absent; otherwise absent data is acc_error_not_present. */
void *__oxacc_use_device(void *host, int if_present, const char *name, const char *loc);

/* The wait directive (spec 2.16.3): waits == NULL/nwaits == 0 means every queue. */
void __oxacc_wait(const int *waits, int nwaits, int async);
/* The same for a `wait` directive or `wait` clause, with `devnum` (null: the current device;
 * otherwise device number *devnum of the current device type, wait(devnum: n: ...), 2.16) and
 * the source line `loc` ("file:line", or null), which its errors name. */
void __oxacc_wait_at(const int *waits, int nwaits, int async, const int *devnum, const char *loc);
/* The value of a num_gangs, num_workers or vector_length argument (2.5.10-2.5.12), checked:
 * below 1, above INT_MAX (the arguments are int-exprs) or, for num_gangs, with a product
 * `before * value` of the arguments so far above INT_MAX, it is acc_error_invalid_argument
 * naming `clause` ("num_gangs"), `what` (the clause or argument as written) and `loc`
 * ("file:line"); otherwise returns `value`. */
long long __oxacc_clause_size(long long value, long long before, const char *clause, const char *what, const char *loc);
/* The length `len` of a subarray `name` ("a[0:n]") in a clause of runtime kind `kind` at `loc`
 * ("file:line"), checked before the directive's data actions: a negative one is
 * acc_error_invalid_data_section (2.7.1: a length counts elements), on every device type. */
void __oxacc_check_length(long long len, int kind, const char *name, const char *loc);
/* The range [lo, lo+len) of dimension `level` (0: the first) of an array of `extent` elements
 * in a data clause of kind `kind`, called only when the range is not inside the array:
 * acc_error_invalid_data_section naming the var (`name`) and the line (`loc`), on every device
 * type (2.7.1; constant ranges are compile-time errors). */
void __oxacc_check_extent(long long lo, long long len, unsigned long long extent, int level, int kind,
                          const char *name, const char *loc);
/* A subarray `name` of a statically-sized multi-dimensional array in a data clause of kind
 * `kind` at `loc`, called only when its run-time bounds make it non-contiguous (dimension
 * `level`, 0 the first, is partial while an outer one takes more than one element):
 * acc_error_invalid_data_section (2.7.1; constant bounds are compile-time errors). */
void __oxacc_check_contiguous(int level, int kind, const char *name, const char *loc);
/* The async-argument and the wait-arguments (queues of the current device) of a directive's
 * async and wait clauses, checked before its operations (2.16.1, 2.16.2): one that is not
 * acc_async_sync, acc_async_noval or >= 0 is acc_error_invalid_async naming the clause, the
 * directive `directive` ("parallel", "update") and `loc` ("file:line"). */
void __oxacc_check_sync(int async, const int *waits, int nwaits, const char *directive, const char *loc);
/* `set default_async(n)` (2.14.3): acc_set_default_async, whose errors then name the
 * directive, the clause and `loc`. */
void __oxacc_set_default_async(int async_arg, const char *loc);

/* A pointer-to-rows section `a[0:nrows][0:row_elems]` (e.g. float **a) in a data clause of
 * kind `kind` (COPY, COPYIN, COPYOUT, CREATE, PRESENT, NO_CREATE): maps the row-pointer array,
 * maps each row a[i][0:row_bytes], and attaches each device row pointer to its device row.
 * When every row is new, the rows share one device block filled by one transfer (and, when
 * they all end together, come back with one transfer); otherwise they are mapped one by one.
 * With acc_async_sync the call returns when the transfers are complete. */
void __oxacc_rows_enter(void **a, size_t nrows, size_t row_bytes, int kind, int flags, int async,
                        const char *name, const char *loc);
/* The end of that lifetime (same arguments). */
void __oxacc_rows_exit(void **a, size_t nrows, size_t row_bytes, int kind, int flags, int async,
                       const char *name, const char *loc);
/* The same for `a[lo:nrows][lo2:row_elems]` with lo2 != 0: each row's section starts
 * `row_off` bytes into the row (lo2 elements), and each device row pointer is attached so that
 * the section's elements are its device copy (the device address of a[i][lo2] less row_off,
 * as a member pointer's section is attached, 2.7.2). */
void __oxacc_rows_enter_at(void **a, size_t nrows, size_t row_off, size_t row_bytes, int kind,
                           int flags, int async, const char *name, const char *loc);
void __oxacc_rows_exit_at(void **a, size_t nrows, size_t row_off, size_t row_bytes, int kind,
                          int flags, int async, const char *name, const char *loc);
/* Pointer tables of more than one level (`double ***a` in `copy(a[0:n][lo2:m][lo3:k])`,
 * 2.7.1): `enter` (1) or exit (0) of the `nrows` slots at `a`, then, per level,
 * `levels[2*l]` (the byte offset of the section in each table the slots above point to) and
 * `levels[2*l+1]` (its number of slots), `nlevels` levels, and the rows at the bottom as
 * `__oxacc_rows_enter_at` maps them. Every slot is attached to the device copy of what it
 * points to (2.7.2). */
/* The attach (`enter` 1) or detach (0, `flags` may hold __OXACC_FINALIZE) action on the
 * pointer at `p` (a struct member) whose pointer table a rows or tables clause maps from
 * `slots` (`s.rows[1:2][0:n]`: `&s.rows[1]`): attached so that the section's slots are its
 * device copy's, as a member pointer's section is (2.7.2). No action when `p` is null or not
 * present. */
void __oxacc_attach_slots(int enter, void **p, void *slots, int flags, int async,
                          const char *name, const char *loc);
void __oxacc_tree_data(int enter, void **a, size_t nrows, size_t nlevels, const size_t *levels,
                       size_t row_off, size_t row_bytes, int kind, int flags, int async,
                       const char *name, const char *loc);

/* Host compute region of `nthreads_hint` gangs (num_gangs; <= 0: one per thread of the team):
 * runs fn(ctx, gang, ngangs) for every gang on min(gangs, team size) threads of the persistent
 * CPU team (the caller is thread 0) and returns when all finish; a thread runs several gangs
 * in turn when there are more gangs than threads. A region launched from inside a team
 * thread runs on that thread alone (all its num_gangs gangs in turn; one without the clause). */
void __oxacc_run_team(void (*fn)(void *ctx, int tid, int nthreads), void *ctx, int nthreads_hint);

/* The same on an activity queue: `ctx_bytes` bytes at ctx are copied, so ctx may be a local. */
void __oxacc_run_team_async(void (*fn)(void *ctx, int tid, int nthreads), const void *ctx, size_t ctx_bytes,
                            int nthreads_hint, int async, const int *waits, int nwaits);

/* The same for one loop nest of a `kernels` construct, at `line` (its innermost loop): the
 * profiling launch events carry it, and the time report shows the launches there, as it does
 * the GPU kernels (__oxacc_kernel's loc). */
void __oxacc_run_team_at(void (*fn)(void *ctx, int tid, int nthreads), void *ctx, int nthreads_hint,
                         int line);
void __oxacc_run_team_async_at(void (*fn)(void *ctx, int tid, int nthreads), const void *ctx,
                               size_t ctx_bytes, int nthreads_hint, int async, const int *waits,
                               int nwaits, int line);

/* Threads in the CPU team (ACC_NUM_CORES or the core count). */
int __oxacc_team_size(void);

/* The calling gang's number in the current host region (fn of __oxacc_run_team), and the
 * region's gangs in *nthreads (0 and 1 outside a region): an orphaned gang loop divides its
 * iterations among them. */
int __oxacc_region_thread(int *nthreads);

/* Multi-dimensional gangs (num_gangs(a, b, c), 2.5.10): a host region's threads set the gang
 * counts of dimensions one and two as they start it and (0, 0) as they leave; a gang
 * routine's gang loop takes the calling gang's coordinate along its dimension `dim` (1 to 3)
 * and that dimension's gang count in *ngangs from __oxacc_region_gang (one-dimensional
 * regions: every gang along dimension one). */
void __oxacc_region_gang_dims(long long n1, long long n2);
int __oxacc_region_gang(int dim, int *ngangs);

/* The reduction slot of the calling gang of a host region (the number of the thread that runs
 * it; with num_gangs above the team size a thread runs several gangs in turn), and the slots
 * in use in *nslots. A gang whose number equals its slot is the first its thread runs. */
int __oxacc_gang_slot(int *nslots);

/* Called by every thread of the current host region (fn of __oxacc_run_team), the same number
 * of times: returns when all of them have arrived. Outside a region, or in a region of one
 * thread, it returns at once. */
void __oxacc_team_barrier(void);

/* GPU compute region: compiles `cuda_src` with NVRTC for the current device's sm_XX (once per
 * source and device; the cubin is cached on disk under $XDG_CACHE_HOME/oxacc or
 * ~/.cache/oxacc), then launches `kernel_name` (an extern "C" __global__ function) with the
 * given grid, block and dynamic shared memory. `args` is the cuLaunchKernel parameter array
 * (pointers to each argument value; copied at launch, so they may be locals). */
void __oxacc_launch_cuda(const char *cuda_src, const char *kernel_name, unsigned gx, unsigned gy, unsigned gz,
                         unsigned bx, unsigned by, unsigned bz, unsigned shmem, void **args, int async,
                         const int *waits, int nwaits);

/* ---- GPU code (docs/gpu-target.md, "Host <-> runtime ABI") ----
 * Every descriptor below is a static object of the generated code (its strings literals, its
 * arrays const); the runtime keeps pointers to them for the life of the program. */

/* An ahead-of-time image of a module: a cubin for exactly `arch` ("sm_90"; is_ptx = 0) or
 * PTX text for `arch` ("compute_90"; is_ptx = 1; a terminating NUL may be left out). */
struct __oxacc_image { const char *arch; int is_ptx; const void *data; size_t bytes; };

/* A `declare`d global that the GPU code reaches through the `__device__` pointer `symbol`:
 * when the module is loaded on a device, the runtime writes into `symbol` the device address
 * of [host, host+bytes) (which must be present; `name` is the variable for messages). */
struct __oxacc_dglobal { const char *symbol; void *host; size_t bytes; const char *name; };

/* The GPU code of one translation unit. On the first launch of any of its kernels on a device
 * the runtime loads it: the cubin for exactly the device's sm_XY, else the PTX of the highest
 * compute_XY not above the device (JIT-compiled by the driver), else `source` compiled by
 * NVRTC for the device (the cubin is cached on disk under $XDG_CACHE_HOME/oxacc or
 * ~/.cache/oxacc); then it binds `globals`. `source` may be NULL when the images suffice. */
struct __oxacc_module {
    const char *source;                    /* NUL-terminated CUDA C++, or NULL */
    const struct __oxacc_image *images;    /* NULL when nimages == 0 */
    int nimages;
    const struct __oxacc_dglobal *globals; /* NULL when nglobals == 0 */
    int nglobals;
    void *rt[4];                           /* the runtime's: zero-initialise, never touch */
};

/* A routine of the calling file that kernels of other files may call (OpenACC 3.3, 2.15.1),
 * registered by the file's start-up constructor: `source` is its CUDA C++ fragment (the
 * routine and what it needs in a namespace of its own, then `__oxacc_f_NAME` at global scope),
 * or NULL with `why_not` saying why it has no device code ("file.c:LINE: reason"). A module
 * whose source has a line beginning with the comment `oxacc-needs:` (then routine names) gets
 * the fragments of those routines, and of the routines they need, inserted before that line
 * when it is first loaded; a needed routine nobody registered stops the program naming it and
 * the compute construct. The strings must be static. */
void __oxacc_register_routine(const char *name, const char *source, const char *why_not);
/* The same for a fragment whose device code uses file-scope variables: `globals` names each
 * one's `__device__` pointer symbol in the fragment and its host object; every module that
 * links the fragment in binds them as it binds its own `globals`. */
void __oxacc_register_routine_globals(const char *name, const char *source,
                                      const struct __oxacc_dglobal *globals, int nglobals);

/* One kernel: an extern "C" __global__ function of `module`. */
struct __oxacc_kernel {
    struct __oxacc_module *module;
    const char *name;                      /* the __global__ function's name */
    const char *loc;                       /* "file.c:LINE" of the compute construct (a
                                              kernels construct's kernel: of its innermost
                                              loop, where the time report shows it) */
    void *rt[4];                           /* the runtime's (per-device CUfunction cache) */
};

/* Launches `k` on the current device (nvidia: CUDA; emul: the CUDA simulator; the host device
 * never launches: the generated code runs the CPU path there).
 * num_gangs > 0: exactly that many blocks (num_gangs clause; serial: 1), at most 2^31-1.
 * num_gangs <= 0: the runtime chooses from `work` (gang-partitioned units of work: trip count /
 *   iterations per gang; < 0 = unknown) and the device: enough blocks to fill every SM once,
 *   no more than `work`, at least 1 (gang-redundant code runs even when a loop has no
 *   iteration). The kernels' loops are grid-stride, so any grid does all the work.
 * block = (bx vector lanes, by workers, 1); 0 counts as 1. shmem: dynamic shared memory in
 * bytes (above 48 KiB the runtime raises the kernel's limit). args: cuLaunchKernel's parameter
 * array, read during the call only (locals are fine).
 * With acc_async_sync the call returns when the kernel has finished; otherwise it is queued
 * after `waits` on queue `async` (under emul it runs on the queue's worker, in queue order,
 * while the caller waits: only the kernel knows the sizes of its parameters).
 * A kernel that faults (illegal address, misaligned access, __trap, assert) stops the program
 * with acc_error_execution naming `k->loc` and CUDA's error: at this call (synchronous), or at
 * the next wait or synchronisation of its queue (async). A source that NVRTC rejects stops it
 * with NVRTC's log and `k->loc`. */
void __oxacc_launch(struct __oxacc_kernel *k, long long num_gangs, long long work, unsigned bx,
                    unsigned by, unsigned shmem, void **args, int async, const int *waits,
                    int nwaits);

/* __oxacc_launch for a kernel with a one-pass twin (the same kernel whose top gang-partitioned
 * loop runs at most one iteration per thread): the runtime launches `one_pass` instead of `k`
 * when num_gangs <= 0 and the grid it chose is `work` itself (not clamped to the device), the
 * block as given and at most 256 threads, so that grid x block covers the loop's iterations;
 * otherwise `k`. Same parameters. */
void __oxacc_launch_1p(struct __oxacc_kernel *k, struct __oxacc_kernel *one_pass, long long num_gangs,
                       long long work, unsigned bx, unsigned by, unsigned shmem, void **args,
                       int async, const int *waits, int nwaits);

/* __oxacc_launch for a kernel with a tiled twin (the same kernel whose top loop, a collapsed
 * nest of gang and vector iterations, runs one tile of iterations per block: 32 of the
 * innermost loop by bx / 32 of the next, the outer loops over the grid's z): the runtime
 * launches `tiled` with the grid (gx, gy, gz) when num_gangs <= 0, gx, gy, gz >= 1, gy and gz
 * <= 65535, and the block (bx, by) is whole warps with by == 1 and at most 256 threads;
 * otherwise `k` as __oxacc_launch does. The compiler's host code computes the grid from the
 * trip counts (zeros when the loops are too small for tiles). */
void __oxacc_launch_tiled(struct __oxacc_kernel *k, struct __oxacc_kernel *tiled, long long num_gangs,
                          long long work, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                          unsigned by, unsigned shmem, void **args, int async, const int *waits,
                          int nwaits);

/* The device address of the host object [host, host+bytes) on the current device: it must be
 * present (else acc_error_not_present, or acc_error_partly_present, naming `name` and `loc`).
 * bytes == 0 (a zero-length section): NULL when absent, as its data clause gives. On the host
 * device (shared memory): `host`, with no lookup. NULL gives NULL. */
void *__oxacc_dev_addr(void *host, size_t bytes, const char *name, const char *loc);

/* The device address of the host object [host, host+bytes) when all of it is present on the
 * current device, else NULL (no error): a scalar a compute region only reads is read from its
 * device copy when there is one, else passed by value. On the host device: `host`. */
void *__oxacc_dev_addr_if_present(void *host, size_t bytes);

/* (Generated launch code first looks for an argument in its construct's own descriptors, whose
 * `dev` __oxacc_data_enter filled: the prelude's inline __oxacc_clause_dev, no lock. Only an
 * argument no mapping clause of the construct holds comes to __oxacc_dev_addr, __oxacc_dev_ptr
 * or __oxacc_dev_ptr_used.) */

/* A firstprivate pointer's value on the device: the device address when it points into present
 * data (or just past the end of a present range), else the value unchanged (device memory from
 * acc_malloc or deviceptr, NULL, or an address the region never dereferences). On the host
 * device: `host`. */
void *__oxacc_dev_ptr(void *host);

/* The inverse of __oxacc_dev_ptr: the host address of a pointer value a kernel computed, when
 * it points into a device copy (or just past its end), else the value unchanged. A pointer
 * variable of a `kernels` construct that a kernel writes holds host addresses on the host and
 * device addresses in the kernel: translated before the launch, and back after it. On the
 * host device: `dev`. */
void *__oxacc_host_ptr(void *dev);

/* __oxacc_dev_ptr for a pointer the compute region dereferences (`name` and `loc` for the
 * message): a value that points into nothing present and nothing the device can read is
 * acc_error_not_present instead of a fault inside the kernel. No past-the-end rule: a value
 * just past the end of a present range points at the host object after it. */
void *__oxacc_dev_ptr_used(void *host, const char *name, const char *loc);

/* The memo of one launch site's __oxacc_no_alias answer: a zero-initialised thread-local
 * object of the generated code. */
struct __oxacc_no_alias_memo {
    unsigned long long generation;
    int n;
    int answer;
    void *devs[16];
};

/* 1 when the device addresses devs[0..nread) (a kernel's read-only pointers) point into
 * mappings that none of devs[nread..n) (its written pointers) points into, so that the
 * kernel's `_na` twin, whose read-only pointers are `const __restrict__`, may run; 0 when
 * they may share a mapping, or an address lies in no mapping (acc_malloc, deviceptr) or the
 * device shares the host's memory. n <= 16. The answer stays in `memo` until a mapping is
 * made or removed or the addresses change. */
int __oxacc_no_alias(void *const *devs, int nread, int n, struct __oxacc_no_alias_memo *memo);

/* __oxacc_dev_ptr_used for a pointer to a struct or union: the not-present message advises
 * copy(p[0:1]), the one object the region reaches through it (`p->a[i]`). */
void *__oxacc_dev_ptr_used_one(void *host, const char *name, const char *loc);

/* __oxacc_dev_ptr_used for a pointer member of a struct the kernel reads through the struct's
 * device copy (`s.p[i]`, `s` present); `member` is the member's host address (`&s.p`). When
 * the device copy of the member is attached (2.6.8; `copy(s.p[8:16])`) the kernel uses that,
 * and a value whose element 0 is not present is no error: the value comes back unchanged. */
void *__oxacc_member_ptr_used(void *host, void *member, const char *name, const char *loc);

/* __oxacc_dev_ptr_used for a pointer a deviceptr clause names (2.7.4): the same translation,
 * but a value the device cannot read is acc_error_invalid_argument "in a deviceptr clause is
 * not a device address". */
void *__oxacc_deviceptr_used(void *host, const char *name, const char *loc);

/* A device copy of `bytes` host bytes for one launch on `async` (a firstprivate section: each
 * private copy starts from the construct's values even when the region writes the original
 * through another name); released with __oxacc_dev_snapshot_free(dev, async) after the launch.
 * On the host device: `host`. */
void *__oxacc_dev_snapshot(const void *host, size_t bytes, int async, const char *name, const char *loc);
/* __oxacc_dev_addr of `at`, an element of the array [whole, whole + whole_bytes): when several
 * mappings hold parts of the array, a block gathered from their device copies (*split set to
 * it); after the launch __oxacc_dev_split_end(block, whole, whole_bytes, async) copies the
 * bytes the kernel changed, and only those, back into the mappings holding them. */
void *__oxacc_dev_addr_split(void *whole, size_t whole_bytes, void *at, size_t bytes, int async, void **split, const char *name, const char *loc);
/* For a pointer's target whose sections the data clauses holding at a construct name apart,
 * at[0..n) their first elements: when different mappings hold them, a block gathered from the
 * hull of those mappings (*split set to it, *whole and *whole_bytes to the hull; ended by
 * __oxacc_dev_split_end(block, *whole, *whole_bytes, async)); else NULL. */
void *__oxacc_dev_split_at(void *const *at, int n, int async, void **split, void **whole, size_t *whole_bytes);
void __oxacc_dev_split_end(void *block, void *whole, size_t whole_bytes, int async);
void __oxacc_dev_snapshot_free(void *dev, int async);

/* `set device_num(n)` (op 0), `init device_num(n)` (op 1), `shutdown device_num(n)` (op 2) of
 * device type dev_type (acc_device_none for set: the current type): acc_set_device_num,
 * acc_init_device, acc_shutdown_device, whose errors then name the directive, the clause and
 * `loc` ("file:line", or null). */
void __oxacc_device_num(int op, int dev_num, int dev_type, const char *loc);
/* The same directives with no device_num: `init`/`shutdown` of device type dev_type (ops 1, 2:
 * acc_init, acc_shutdown) and `set device_type` (op 0: acc_set_device_type), whose errors then
 * name the directive and `loc`. */
void __oxacc_device_type(int op, int dev_type, const char *loc);

/* The current device type as an acc_device_t value: acc_device_host (2) means "run the host
 * path"; every other type (acc_device_nvidia 4, acc_device_oxacc_emul 100) "run the kernel
 * path" (__oxacc_launch). */
int __oxacc_device_kind(void);

/* The block width of a launch of `iters` iterations of a kernel whose gang and vector levels
 * share one loop nest, compiled for blocks of `bx` (the default vector length): `bx` halved,
 * down to 32, while its blocks would leave SMs of the current device idle; `bx` where the
 * device has no grid (kernel.rs fit_block). */
unsigned __oxacc_fit_block(long long iters, unsigned bx);

/* Bytes of device memory the runtime holds on the current device (allocations by data
 * clauses, acc_malloc, and frees still deferred behind queues): for leak checks in tests. */
size_t __oxacc_device_bytes_in_use(void);

/* ---- Profiling (spec chapter 5; acc_prof.h; the runtime's prof module) ----
 * Every directive that raises profiling events has a static const descriptor, and its code
 * calls `if (__oxacc_prof_on) __oxacc_region(&r, phase);` around its actions:
 *   data construct, compute construct: phase 0 before the entry actions (compute:
 *     compute_construct_start, then enter_data_start), 1 after them (enter_data_end), 2 before
 *     the exit actions (exit_data_start), 3 after them (exit_data_end; compute:
 *     compute_construct_end);
 *   enter data / exit data / update: 0 before (enter_data_start / exit_data_start /
 *     update_start), 1 after (the matching _end);
 *   wait: 0 before, 1 after (no event of its own: the wait events name it as their parent);
 *   init, shutdown, set: 0 before, 1 after (no event of its own: the device init / shutdown
 *     events name it);
 *   declare in a function: as a data construct (phases 0, 1 at the directive, 2, 3 at the
 *     end of its block); at file scope: 0, 1 in its constructor, flagged NO_BODY.
 * Between the phases, the runtime's events name the directive (parent_construct, file,
 * function, lines). Entry points called outside any region (older code, hand-written calls)
 * raise their own enter/exit data and update events with the clause's `loc`.
 * __oxacc_prof_on is non-zero until the runtime has initialised and found no tool, report,
 * trace or notification to serve, then zero until a tool registers (acc_prof_register). */
enum __oxacc_region_flag {
    __OXACC_REGION_IMPLICIT = 1,  /* the implicit data region of a compute construct          */
    __OXACC_REGION_DATA_ONLY = 2, /* the data region of one kernel of a kernels construct: no
                                     compute-construct events of its own                     */
    __OXACC_REGION_NO_BODY = 4    /* a data region that ends at phase 1 (a file-scope declare:
                                     its data lives until the program ends)                  */
};
struct __oxacc_region {
    int construct;      /* acc_construct_t (acc_prof.h) */
    int flags;          /* enum __oxacc_region_flag */
    const char *file;   /* the source file */
    const char *func;   /* the enclosing function, or NULL */
    int line;           /* the directive's line */
    int end_line;       /* the last line of its body (= line when it has none) */
    int func_line;      /* the enclosing function's first line (0: none) */
    int func_end_line;  /* and its last line */
};
extern int __oxacc_prof_on;
void __oxacc_region(const struct __oxacc_region *r, int phase);
/* ---- OpenMP 2.0 (compiled with -fopenmp; crates/oxacc-rt/src/omp) ----
 * Loops are handed over as their logical iteration space [0, n). Implicit barriers are
 * explicit calls (nowait: none). */

/* Runs fn(ctx) on every thread of a new team and returns after all finished. cond: the `if`
 * clause (1 without one); num_threads: the clause's value (0 without one). */
void __oxomp_parallel(void (*fn)(void *ctx), void *ctx, int cond, int num_threads);
/* A num_threads clause's value as __oxomp_parallel takes it: not positive warns once per
 * directive (loc: "file.c:LINE") and gives 0 (the default); past int's range gives INT_MAX. */
int __oxomp_num_threads_arg(long long v, const char *loc);
int __oxomp_thread_num(void);
int __oxomp_num_threads(void);
/* schedule(static) without a chunk and without ordered: this thread's block [*b, *e). */
void __oxomp_static_range(long long n, long long *b, long long *e);
/* Every other loop: kind 0 static, 1 dynamic, 2 guided, 3 runtime; chunk <= 0: default. */
void __oxomp_loop_start(long long n, int kind, long long chunk, int ordered);
int __oxomp_loop_next(long long *b, long long *e);
void __oxomp_loop_end(int nowait);
/* ordered: the logical iteration about to run; entry and exit of an ordered region (loc:
 * "file.c:LINE" of the directive, named when it is reached outside an ordered loop). */
void __oxomp_ordered_iter(long long k);
void __oxomp_ordered_start(const char *loc);
void __oxomp_ordered_end(void);
void __oxomp_sections_start(int count);
int __oxomp_sections_next(void);
void __oxomp_sections_end(int nowait);
int __oxomp_single_start(void);
/* copyprivate: the single's thread passes its table of addresses, the others NULL; returns the
 * winner's table after a barrier (copy from it, then call __oxomp_barrier). */
void *__oxomp_copyprivate(void *table);
void __oxomp_barrier(void);
/* critical: `lock` is the name's global lock word (NULL: the unnamed critical). */
void __oxomp_critical_start(unsigned *lock);
void __oxomp_critical_end(unsigned *lock);
/* atomic on types wider than 8 bytes. */
void __oxomp_atomic_start(void);
void __oxomp_atomic_end(void);

/* -gpu=managed (managed.rs): a file compiled with it has malloc, calloc, realloc, free,
 * posix_memalign and aligned_alloc (strdup and strndup where it declares them) bound to
 * these by asm labels (the generated prelude, oxacc-lower's managed.rs), with the C
 * library's contracts; its direct calls go to the _at siblings, which also take the call's
 * "file:line" for errors. Blocks are CUDA managed memory on nvidia, host memory the emulated
 * device reads in place on emul, libc's on the host device; free and realloc of other
 * pointers go to libc. */
void *__oxacc_managed_malloc(size_t bytes);
void *__oxacc_managed_calloc(size_t n, size_t size);
void *__oxacc_managed_realloc(void *p, size_t bytes);
void __oxacc_managed_free(void *p);
int __oxacc_managed_posix_memalign(void **out, size_t align, size_t bytes);
void *__oxacc_managed_aligned_alloc(size_t align, size_t bytes);
char *__oxacc_managed_strdup(const char *s);
char *__oxacc_managed_strndup(const char *s, size_t n);
void *__oxacc_managed_malloc_at(size_t bytes, const char *at);
void *__oxacc_managed_calloc_at(size_t n, size_t size, const char *at);
void *__oxacc_managed_realloc_at(void *p, size_t bytes, const char *at);
void __oxacc_managed_free_at(void *p, const char *at);
int __oxacc_managed_posix_memalign_at(void **out, size_t align, size_t bytes, const char *at);
void *__oxacc_managed_aligned_alloc_at(size_t align, size_t bytes, const char *at);
char *__oxacc_managed_strdup_at(const char *s, const char *at);
char *__oxacc_managed_strndup_at(const char *s, size_t n, const char *at);

#ifdef __cplusplus
}
#endif

#endif /* OXACC_RT_H */
