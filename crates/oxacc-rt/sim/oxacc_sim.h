/* oxacc_sim.h: runs oxacc's CUDA C++ kernels on the CPU (the `emul` device type).
 *
 * One header, two uses:
 * - kernel mode: the runtime compiles a module's source as
 *       c++ -std=c++17 -O1 -fPIC -shared -D__OXACC_SIM__ -include oxacc_sim.h -x c++ src.cu
 *   This header then supplies the subset of CUDA that docs/gpu-target.md ("The CUDA C++ that the
 *   writer emits") lists, with CUDA's semantics, and __oxacc_sim_launch, which the runtime
 *   calls through dlsym. Only the headers CUDA device code also sees (math, printf, malloc,
 *   memcpy, assert) reach the kernels' namespace.
 * - core mode (-DOXACC_SIM_CORE): the runtime compiles the header alone, once, into the
 *   simulator core that every module calls (loaded RTLD_GLOBAL before any module): fibers,
 *   barriers, warp operations, the host-thread pool, fault reporting.
 *
 * Execution:
 * - every simulated thread of a block is a fiber with its own stack; a block's fibers run on
 *   one host thread, round-robin (deterministic), and switch only at barriers, warp-collective
 *   operations (shuffles, votes, __syncwarp) and exit: straight-line code runs at native speed;
 * - blocks run concurrently on a pool of host threads (OXACC_SIM_THREADS), one block per host
 *   thread at a time, so `__shared__` variables are `thread_local` (one copy per block in flight)
 *   and atomics are real atomics;
 * - a barrier that can never complete (threads exited before a __syncthreads, a __syncwarp mask
 *   naming an exited lane, every live thread waiting) fails the launch with a message naming the
 *   kernel, the block, the threads and the barrier: the symptom of a code-generation bug.
 *
 * Not simulated: the weak memory model (fibers of a block interleave only at barriers, host
 * threads give x86/ARM ordering), warp-synchronous code that relies on lock-step execution
 * without __syncwarp, preemption (a thread spinning on a value another thread of its block writes
 * never yields). See sim/README.md.
 *
 * Everything this header defines is either a CUDA name or starts with __oxacc_ (oxacc's). */
#ifndef OXACC_SIM_H
#define OXACC_SIM_H

#ifndef __OXACC_SIM__
#error "oxacc_sim.h is for the oxacc kernel simulator: compile with -D__OXACC_SIM__"
#endif

/* No C header reaches the kernels: the kernel part declares the C library subset CUDA device
 * code has (see "The C library of device code" below). <type_traits> only adds std:: names. */
#include <type_traits>

typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;

/* ------------------------------------------------------------------------------------------ */
/* Shared by the core and the kernels                                                           */

struct uint3 {
    unsigned int x, y, z;
};
struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
        : x(vx), y(vy), z(vz) {}
    constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* The running fiber's coordinates, defined in the core: it writes threadIdx before every switch
 * into a fiber and the others before every block. `__thread` (no dynamic initialisation) keeps
 * the kernels' accesses plain TLS loads; the symbols carry oxacc names. */
#ifdef OXACC_SIM_CORE
#define __OXACC_SIM_TLS __attribute__((visibility("default"))) __thread
#define __OXACC_SIM_API extern "C" __attribute__((visibility("default")))
#else
#define __OXACC_SIM_TLS extern __thread
#define __OXACC_SIM_API extern "C"
#endif
__OXACC_SIM_TLS uint3 threadIdx __asm__("__oxacc_sim_threadIdx");
__OXACC_SIM_TLS uint3 blockIdx __asm__("__oxacc_sim_blockIdx");
__OXACC_SIM_TLS dim3 blockDim __asm__("__oxacc_sim_blockDim");
__OXACC_SIM_TLS dim3 gridDim __asm__("__oxacc_sim_gridDim");

/* Dynamic shared memory: one buffer per host thread (so per block in flight), as large as the
 * largest a block may ask for on sm_90. Launches asking for more fail, as on the GPU. */
#define __OXACC_SIM_SMEM_BYTES 232448u
extern "C" {
__OXACC_SIM_TLS __attribute__((aligned(256))) unsigned char __oxacc_smem[__OXACC_SIM_SMEM_BYTES];
}

namespace __oxacc_sim {
enum { MAX_THREADS = 1024, NBARRIERS = 16 };
enum { ST_READY, ST_BLOCKED, ST_DONE };
enum { WK_NONE, WK_BAR, WK_SYNCWARP, WK_SHFL, WK_VOTE };
enum { SH_IDX, SH_UP, SH_DOWN, SH_BFLY };
enum { VO_BALLOT, VO_ANY, VO_ALL };
enum { BO_NONE, BO_COUNT, BO_AND, BO_OR };
} /* namespace __oxacc_sim */

/* The core's entry points. */
/* bar.sync id, need (0: every thread of the block); op/pred: __syncthreads_count/_and/_or. */
__OXACC_SIM_API unsigned long long __oxacc_sim_bar(int id, unsigned need, int op, int pred, const char *kind);
/* a warp-collective operation of `kind` (WK_SYNCWARP, WK_SHFL, WK_VOTE) over the lanes of mask */
__OXACC_SIM_API unsigned long long __oxacc_sim_warp_op(unsigned mask, int kind, int mode, unsigned long long val,
                                                       unsigned b, unsigned width, const char *what);
/* fails the launch from a fiber: "kernel `k`, block (..), thread (..): <message>" */
__OXACC_SIM_API __attribute__((noreturn, format(printf, 1, 2))) void __oxacc_sim_failf(const char *fmt, ...);
__OXACC_SIM_API unsigned __oxacc_sim_activemask(void);
__OXACC_SIM_API long long __oxacc_sim_clock64(void);
__OXACC_SIM_API __attribute__((noreturn)) void __oxacc_sim_assert_fail(const char *expr, const char *file, unsigned int line,
                                                          const char *func) noexcept;
/* runs fn(args) on a grid (the launch checks done); 0 or non-zero with the message in err */
__OXACC_SIM_API int __oxacc_sim_run(const char *name, void (*fn)(void **), void **args, unsigned gx, unsigned gy,
                                    unsigned gz, unsigned bx, unsigned by, unsigned bz, unsigned shmem, char *err,
                                    size_t errlen);

#ifdef OXACC_SIM_CORE
/* ========================================================================================== */
/* The core                                                                                     */

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#if !defined(__x86_64__) && !defined(OXACC_SIM_UCONTEXT)
#define OXACC_SIM_UCONTEXT 1
#endif
#ifdef OXACC_SIM_UCONTEXT
#include <ucontext.h>
#endif

namespace __oxacc_sim {

/* ---- context switch ---------------------------------------------------------------------- */
#ifndef OXACC_SIM_UCONTEXT
/* Saves the callee-saved registers on the current stack, stores the stack pointer in *save and
 * resumes the context whose stack pointer is `to`. Caller-saved registers are the compiler's
 * business (this is an ordinary call for it), so a switch is a dozen instructions. */
extern "C" void __oxacc_sim_switch(void **save, void *to);
__asm__(".text\n"
        ".globl __oxacc_sim_switch\n"
        ".hidden __oxacc_sim_switch\n"
        ".type __oxacc_sim_switch,@function\n"
        ".p2align 4\n"
        "__oxacc_sim_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq %rsi, %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size __oxacc_sim_switch, .-__oxacc_sim_switch\n");
struct Ctx {
    void *sp;
};
static inline void ctx_init(Ctx *c, char *lo, size_t size, void (*entry)()) {
    /* The first switch pops six zero registers and returns into `entry` with the stack aligned
     * as after a call (rsp % 16 == 8), above a null return address. */
    void **sp = (void **)(((uintptr_t)(lo + size)) & ~(uintptr_t)15);
    *--sp = nullptr;
    *--sp = (void *)entry;
    for (int i = 0; i < 6; i++)
        *--sp = nullptr;
    c->sp = sp;
}
static inline void ctx_switch(Ctx *from, Ctx *to) { __oxacc_sim_switch(&from->sp, to->sp); }
#else
struct Ctx {
    ucontext_t uc;
};
static inline void ctx_init(Ctx *c, char *lo, size_t size, void (*entry)()) {
    getcontext(&c->uc);
    c->uc.uc_stack.ss_sp = lo;
    c->uc.uc_stack.ss_size = size;
    c->uc.uc_link = nullptr;
    makecontext(&c->uc, entry, 0);
}
static inline void ctx_switch(Ctx *from, Ctx *to) { swapcontext(&from->uc, &to->uc); }
#endif

/* ---- state -------------------------------------------------------------------------------- */

struct Fiber {
    Ctx ctx;
    uint3 tid;
    unsigned linear, warp, lane;
    unsigned char state, wait, mode;
    int bar;            /* WK_BAR: the barrier id */
    unsigned mask;      /* warp operations: the mask */
    unsigned b, width;  /* shuffles: lane/delta/lane mask and width */
    unsigned long long val, result;
    const char *what;   /* the operation waited at, for messages */
    Fiber *next;        /* barrier waiter list */
};

struct Bar {
    unsigned expected, arrived;
    int op;
    unsigned long long acc;
    const char *kind;
    Fiber *head, *tail;
};

struct Warp {
    unsigned arrived; /* lanes waiting at a warp operation */
    unsigned exited;
    unsigned lanes;   /* lanes that exist (the last warp of a block may be partial) */
};

struct Launch {
    const char *name;
    void (*fn)(void **);
    void **args;
    dim3 grid, block;
    unsigned nthreads;
    unsigned long long nblocks;
    unsigned shmem;
    unsigned long long next; /* atomic: the next block to run */
    int failed;              /* atomic: the first failure owns err */
    char *err;
    size_t errlen;
};

struct HostThread {
    /* fiber stacks: nstacks slots of `slot` bytes, each a guard page then the stack */
    char *stacks;
    size_t map_bytes, slot;
    unsigned nstacks, nguards;
    Fiber *fibers;
    unsigned *ready;
    unsigned rhead, rcount;
    unsigned nthreads, live;
    Bar bars[NBARRIERS];
    Warp warps[MAX_THREADS / 32];
    Fiber *cur;
    Ctx sched;
    Launch *L;
    dim3 geom; /* the block shape `fibers[i].tid` was computed for */
    int in_fiber;
    int block_failed;
    sigjmp_buf jb;
    int fault_sig, fault_code;
    void *fault_addr;
    void *altstack;
    pthread_t self;
};

static thread_local HostThread *tl_ht;

/* guard pages in place, process-wide (see ensure_stacks) */
enum { MAX_GUARDS = 12288 };
static unsigned g_guards;

/* ---- configuration ------------------------------------------------------------------------ */
static size_t env_size(const char *name, size_t dflt) {
    const char *s = getenv(name);
    if (!s || !*s)
        return dflt;
    char *end = nullptr;
    unsigned long long v = strtoull(s, &end, 10);
    if (end == s)
        return dflt;
    if (*end == 'k' || *end == 'K')
        v <<= 10;
    else if (*end == 'm' || *end == 'M')
        v <<= 20;
    return (size_t)v;
}

/* Set once by pool_init (pthread_once), before any block runs. */
static size_t g_page = 4096, g_stack = 256 << 10;
static size_t page_size() { return g_page; }
static size_t stack_bytes() { return g_stack; }

static void read_config() {
    long p = sysconf(_SC_PAGESIZE);
    g_page = p > 0 ? (size_t)p : 4096;
    size_t v = env_size("OXACC_SIM_STACK", 256 << 10);
    if (v < (32 << 10))
        v = 32 << 10;
    g_stack = (v + g_page - 1) & ~(g_page - 1);
}

/* ---- messages ----------------------------------------------------------------------------- */
struct Msg {
    char buf[2048];
    size_t n = 0;
    void add(const char *fmt, ...) __attribute__((format(printf, 2, 3))) {
        if (n >= sizeof buf - 1)
            return;
        va_list ap;
        va_start(ap, fmt);
        int k = vsnprintf(buf + n, sizeof buf - n, fmt, ap);
        va_end(ap);
        if (k > 0)
            n = n + (size_t)k < sizeof buf - 1 ? n + (size_t)k : sizeof buf - 1;
    }
};

static void add_tid(Msg &m, uint3 t) { m.add("(%u,%u,%u)", t.x, t.y, t.z); }

/* The threads of the block for which pred(fiber) holds, as runs of linear ids printed by their
 * threadIdx: "(0,0,0)-(15,0,0), (32,0,0)" (at most six runs, then the count). */
template <class P> static void add_set(Msg &m, HostThread *h, P pred) {
    unsigned runs = 0, total = 0;
    for (unsigned i = 0; i < h->nthreads; i++)
        total += pred(&h->fibers[i]) ? 1 : 0;
    for (unsigned i = 0; i < h->nthreads;) {
        if (!pred(&h->fibers[i])) {
            i++;
            continue;
        }
        unsigned j = i;
        while (j + 1 < h->nthreads && pred(&h->fibers[j + 1]))
            j++;
        if (runs == 6) {
            m.add(", ...");
            break;
        }
        m.add("%s", runs ? ", " : "");
        add_tid(m, h->fibers[i].tid);
        if (j > i) {
            m.add("-");
            add_tid(m, h->fibers[j].tid);
        }
        runs++;
        i = j + 1;
    }
    if (runs > 1 || total > 1)
        m.add(" (%u thread%s)", total, total == 1 ? "" : "s");
}

static void add_lanes(Msg &m, unsigned bits) {
    unsigned runs = 0;
    for (unsigned i = 0; i < 32;) {
        if (!(bits >> i & 1)) {
            i++;
            continue;
        }
        unsigned j = i;
        while (j + 1 < 32 && (bits >> (j + 1) & 1))
            j++;
        m.add("%s%u", runs++ ? "," : "", i);
        if (j > i)
            m.add("-%u", j);
        i = j + 1;
    }
}

/* "__syncwarp(0x0000ffff)" or "__shfl_down_sync(0xffffffff, ...)" */
static void add_op(Msg &m, const char *what, unsigned mask) {
    m.add("%s(0x%08x%s)", what, mask, strcmp(what, "__syncwarp") ? ", ..." : "");
}

static void add_where(Msg &m, HostThread *h) {
    m.add("kernel `%s`, block (%u,%u,%u)", h->L->name, blockIdx.x, blockIdx.y, blockIdx.z);
}

static HostThread *in_kernel(const char *what) {
    HostThread *h = tl_ht;
    if (!h || !h->in_fiber) {
        fprintf(stderr, "oxacc simulator: %s called outside a kernel\n", what);
        abort();
    }
    return h;
}

/* Records the launch's first failure. */
static void record(Launch *L, const char *text) {
    int expect = 0;
    if (__atomic_compare_exchange_n(&L->failed, &expect, 1, false, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE)) {
        if (L->err && L->errlen) {
            strncpy(L->err, text, L->errlen - 1);
            L->err[L->errlen - 1] = 0;
        }
    }
}

/* Fails the block from inside a fiber: records the message and leaves the fiber for good (its
 * stack and the other fibers of the block are abandoned; the host thread stops taking blocks). */
[[noreturn]] static __attribute__((noinline)) void fail_msg(Msg &m) {
    HostThread *h = tl_ht;
    record(h->L, m.buf);
    h->block_failed = 1;
    ctx_switch(&h->cur->ctx, &h->sched);
    __builtin_unreachable();
}

/* "kernel `k`, block (..), thread (..): <what>" */
[[noreturn]] static __attribute__((noinline)) void vfail(const char *fmt, va_list ap) {
    HostThread *h = in_kernel("a failing device operation");
    Msg m;
    add_where(m, h);
    m.add(", thread ");
    add_tid(m, h->cur->tid);
    m.add(": ");
    if (m.n < sizeof m.buf - 1) {
        int k = vsnprintf(m.buf + m.n, sizeof m.buf - m.n, fmt, ap);
        if (k > 0)
            m.n = m.n + (size_t)k < sizeof m.buf - 1 ? m.n + (size_t)k : sizeof m.buf - 1;
    }
    fail_msg(m);
}

[[noreturn]] static __attribute__((format(printf, 1, 2))) void fail(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfail(fmt, ap);
}

/* ---- scheduling --------------------------------------------------------------------------- */
static inline void make_ready(HostThread *h, Fiber *g) {
    g->state = ST_READY;
    g->wait = WK_NONE;
    unsigned t = h->rhead + h->rcount;
    if (t >= h->nthreads)
        t -= h->nthreads;
    h->ready[t] = g->linear;
    h->rcount++;
}

[[noreturn]] static void deadlock(HostThread *h);

/* The current fiber `f` (blocked or done) gives the host thread to the next ready fiber. */
static void yield_from(HostThread *h, Fiber *f) {
    if (h->rcount == 0) {
        if (h->live == 0) {
            ctx_switch(&f->ctx, &h->sched);
            __builtin_unreachable();
        }
        deadlock(h);
    }
    Fiber *n = &h->fibers[h->ready[h->rhead]];
    h->rhead = h->rhead + 1 == h->nthreads ? 0 : h->rhead + 1;
    h->rcount--;
    h->cur = n;
    threadIdx = n->tid;
    ctx_switch(&f->ctx, &n->ctx);
    /* resumed: whoever switched here set h->cur and threadIdx */
}

static const char *bar_name(int id, const Bar &b, char *buf, size_t len) {
    if (b.kind)
        return b.kind;
    snprintf(buf, len, "__oxacc_bar_sync(%d, %u)", id, b.expected);
    return buf;
}

static void add_warp_waits(Msg &m, HostThread *h, unsigned w) {
    /* group the lanes by (operation, mask) */
    unsigned done = 0;
    for (unsigned l = 0; l < 32; l++) {
        if (!(h->warps[w].arrived >> l & 1) || (done >> l & 1))
            continue;
        Fiber *f = &h->fibers[w * 32 + l];
        unsigned same = 0;
        for (unsigned k = l; k < 32; k++) {
            if (!(h->warps[w].arrived >> k & 1))
                continue;
            Fiber *g = &h->fibers[w * 32 + k];
            if (g->wait == f->wait && g->mask == f->mask && !strcmp(g->what, f->what))
                same |= 1u << k;
        }
        done |= same;
        m.add("; warp %u lane%s ", w, (same & (same - 1)) ? "s" : "");
        add_lanes(m, same);
        m.add(" wait%s at ", (same & (same - 1)) ? "" : "s");
        add_op(m, f->what, f->mask);
        unsigned missing = f->mask & ~h->warps[w].arrived;
        if (missing) {
            m.add(" for lane%s ", (missing & (missing - 1)) ? "s" : "");
            add_lanes(m, missing);
            unsigned ex = missing & (h->warps[w].exited | ~h->warps[w].lanes);
            if (ex == missing)
                m.add(", which exited or do not exist");
        }
    }
}

/* Every live fiber of the block waits and none of their barriers can complete. */
[[noreturn]] static __attribute__((noinline)) void deadlock(HostThread *h) {
    Msg m;
    add_where(m, h);
    m.add(": deadlock: every live thread waits at a barrier that cannot complete");
    char nb[64];
    for (int id = 0; id < NBARRIERS; id++) {
        Bar &b = h->bars[id];
        if (!b.arrived)
            continue;
        m.add("; %u thread%s wait%s at %s, which needs %u: ", b.arrived, b.arrived == 1 ? "" : "s",
              b.arrived == 1 ? "s" : "", bar_name(id, b, nb, sizeof nb), b.expected);
        add_set(m, h, [id](Fiber *f) { return f->state == ST_BLOCKED && f->wait == WK_BAR && f->bar == id; });
    }
    for (unsigned w = 0; w < (h->nthreads + 31) / 32; w++)
        if (h->warps[w].arrived)
            add_warp_waits(m, h, w);
    unsigned exited = h->nthreads - h->live;
    if (exited) {
        m.add("; %u thread%s exited: ", exited, exited == 1 ? "" : "s");
        add_set(m, h, [](Fiber *f) { return f->state == ST_DONE; });
    }
    fail_msg(m);
}

/* A barrier whose waiters can never be completed now that fewer live threads remain than it
 * needs (threads exited before reaching it). */
[[noreturn]] static __attribute__((noinline)) void doomed_bar(HostThread *h, int id, Fiber *exiting) {
    Msg m;
    char nb[64];
    Bar &b = h->bars[id];
    add_where(m, h);
    m.add(": deadlock at %s: ", bar_name(id, b, nb, sizeof nb));
    if (exiting) {
        m.add("thread ");
        add_tid(m, exiting->tid);
        m.add(" exited while ");
    }
    m.add("%u thread%s wait%s there (", b.arrived, b.arrived == 1 ? "" : "s", b.arrived == 1 ? "s" : "");
    add_set(m, h, [id](Fiber *f) { return f->state == ST_BLOCKED && f->wait == WK_BAR && f->bar == id; });
    m.add(") but the barrier needs %u", b.expected);
    if (h->nthreads < b.expected) {
        m.add(" and the block has %u", h->nthreads);
    } else {
        m.add(" and only %u thread%s of the block %s live; exited: ", h->live, h->live == 1 ? "" : "s",
              h->live == 1 ? "is" : "are");
        add_set(m, h, [](Fiber *f) { return f->state == ST_DONE; });
    }
    fail_msg(m);
}

/* Lanes named in a warp operation's mask that exited (or do not exist): it can never complete. */
[[noreturn]] static __attribute__((noinline)) void doomed_warp(HostThread *h, Fiber *waiter, Fiber *exiting) {
    Msg m;
    Warp &w = h->warps[waiter->warp];
    add_where(m, h);
    m.add(": deadlock at ");
    add_op(m, waiter->what, waiter->mask);
    m.add(" in warp %u: ", waiter->warp);
    unsigned gone = waiter->mask & (w.exited | ~w.lanes);
    if (exiting) {
        m.add("thread ");
        add_tid(m, exiting->tid);
        m.add(" (lane %u) exited while lane%s ", exiting->lane, (w.arrived & (w.arrived - 1)) ? "s" : "");
        unsigned waiting = 0;
        for (unsigned l = 0; l < 32; l++)
            if ((w.arrived >> l & 1) && (h->fibers[waiter->warp * 32 + l].mask >> exiting->lane & 1))
                waiting |= 1u << l;
        add_lanes(m, waiting);
        m.add(" wait%s for it", (waiting & (waiting - 1)) ? "" : "s");
    } else {
        m.add("thread ");
        add_tid(m, waiter->tid);
        m.add(" (lane %u) waits for lane%s ", waiter->lane, (gone & (gone - 1)) ? "s" : "");
        add_lanes(m, gone);
        unsigned ne = gone & ~w.lanes;
        if (ne == gone)
            m.add(", which do not exist (the warp has %u lanes)", (unsigned)__builtin_popcount(w.lanes));
        else
            m.add(", which exited");
    }
    fail_msg(m);
}

/* ---- barriers ----------------------------------------------------------------------------- */
/* bar.sync is barrier.sync.aligned: every lane of a warp that takes part executes it (warp
 * granularity). Checked when a named barrier completes: each warp with an arrival must have
 * all its live lanes among the arrivals. */
static __attribute__((noinline)) void check_aligned(HostThread *h, int id, Fiber *last) {
    unsigned seen[MAX_THREADS / 32] = {};
    seen[last->warp] |= 1u << last->lane;
    for (Fiber *g = h->bars[id].head; g; g = g->next)
        seen[g->warp] |= 1u << g->lane;
    for (unsigned w = 0; w < (h->nthreads + 31) / 32; w++) {
        unsigned live = h->warps[w].lanes & ~h->warps[w].exited;
        if (seen[w] && seen[w] != live) {
            char nb[64];
            Msg m;
            add_where(m, h);
            m.add(": %s is warp-aligned (PTX bar.sync): lane%s ", bar_name(id, h->bars[id], nb, sizeof nb),
                  (seen[w] & (seen[w] - 1)) ? "s" : "");
            add_lanes(m, seen[w]);
            m.add(" of warp %u reached it but lane%s ", w, ((live & ~seen[w]) & ((live & ~seen[w]) - 1)) ? "s" : "");
            add_lanes(m, live & ~seen[w]);
            m.add(" did not");
            fail_msg(m);
        }
    }
}

/* bar.sync id, need (need = 0: every thread of the block). Returns the reduction of `pred` for
 * __syncthreads_count/_and/_or. The last thread to arrive completes the barrier, releases the
 * others in arrival order and keeps running. */
static __attribute__((noinline)) unsigned long long bar(int id, unsigned need, int op, int pred,
                                                        const char *kind) {
    HostThread *h = in_kernel("a barrier");
    Fiber *f = h->cur;
    if (id < 0 || id >= NBARRIERS)
        fail("barrier id %d is out of range (0-15)", id);
    if (!need)
        need = h->nthreads;
    Bar &b = h->bars[id];
    if (b.arrived == 0) {
        b.expected = need;
        b.kind = kind;
        b.op = op;
        b.acc = op == BO_AND ? 1 : 0;
    } else if (b.expected != need) {
        char nb[64];
        fail("%s with %u threads meets %u thread%s waiting at %s, which needs %u", kind ? kind : "a named barrier",
             need, b.arrived, b.arrived == 1 ? "" : "s", bar_name(id, b, nb, sizeof nb), b.expected);
    }
    if (op == BO_COUNT)
        b.acc += pred != 0;
    else if (op == BO_AND)
        b.acc &= (unsigned long long)(pred != 0);
    else if (op == BO_OR)
        b.acc |= (unsigned long long)(pred != 0);
    if (++b.arrived == b.expected) {
        if (need != h->nthreads)
            check_aligned(h, id, f);
        unsigned long long acc = b.acc;
        for (Fiber *g = b.head; g; g = g->next) {
            g->result = acc;
            make_ready(h, g);
        }
        b.head = b.tail = nullptr;
        b.arrived = 0;
        return acc;
    }
    f->state = ST_BLOCKED;
    f->wait = WK_BAR;
    f->bar = id;
    f->next = nullptr;
    if (b.tail)
        b.tail->next = f;
    else
        b.head = f;
    b.tail = f;
    if (h->live < b.expected)
        doomed_bar(h, id, nullptr);
    yield_from(h, f);
    return f->result;
}

/* ---- warp operations ---------------------------------------------------------------------- */
static inline unsigned shfl_src(unsigned lane, int mode, unsigned b, unsigned width) {
    /* PTX shfl.sync with c = ((32 - width) << 8) | (up ? 0 : 31), as CUDA's wrappers pass it */
    unsigned seg = (32 - width) & 31;
    unsigned cval = mode == SH_UP ? 0 : 31;
    int maxl = (int)((lane & seg) | (cval & ~seg));
    int minl = (int)(lane & seg);
    int bv = (int)(b & 31);
    int j;
    bool ok;
    switch (mode) {
    case SH_UP:
        j = (int)lane - bv;
        ok = j >= maxl;
        break;
    case SH_DOWN:
        j = (int)lane + bv;
        ok = j <= maxl;
        break;
    case SH_BFLY:
        j = (int)(lane ^ (unsigned)bv);
        ok = j <= maxl;
        break;
    default:
        j = minl | (bv & ~(int)seg);
        ok = j <= maxl;
        break;
    }
    return ok ? (unsigned)j : lane;
}

/* A warp-collective operation: every lane of `mask` must reach an operation of the same kind
 * with the same mask; the last to arrive computes every participant's result. */
static __attribute__((noinline)) unsigned long long warp_op(unsigned mask, int kind, int mode,
                                                            unsigned long long val, unsigned b,
                                                            unsigned width, const char *what) {
    HostThread *h = in_kernel(what);
    Fiber *f = h->cur;
    Warp &w = h->warps[f->warp];
    unsigned bit = 1u << f->lane;
    if (!(mask & bit)) {
        Msg op;
        add_op(op, what, mask);
        fail("%s: the mask does not name the calling lane %u", op.buf, f->lane);
    }
    if (kind == WK_SHFL && (width == 0 || width > 32 || (width & (width - 1))))
        fail("%s: width %u is not a power of 2 between 1 and 32", what, width);
    f->mask = mask;
    f->wait = (unsigned char)kind;
    f->mode = (unsigned char)mode;
    f->val = val;
    f->b = b;
    f->width = width;
    f->what = what;
    if (mask & (w.exited | ~w.lanes))
        doomed_warp(h, f, nullptr);
    w.arrived |= bit;
    if ((w.arrived & mask) != mask) {
        f->state = ST_BLOCKED;
        yield_from(h, f);
        return f->result;
    }
    Fiber *base = &h->fibers[f->warp * 32];
    for (unsigned l = 0; l < 32; l++) {
        if (!(mask >> l & 1))
            continue;
        Fiber *g = &base[l];
        if (g->wait != kind || g->mask != mask || strcmp(g->what, what) != 0) {
            Msg m;
            add_where(m, h);
            m.add(": deadlock in warp %u: lane %u is at ", f->warp, f->lane);
            add_op(m, what, mask);
            m.add(" while lane %u is at ", l);
            add_op(m, g->what, g->mask);
            m.add(": the lanes of a mask must meet at the same operation with the same mask");
            fail_msg(m);
        }
    }
    unsigned long long ballot = 0;
    if (kind == WK_VOTE)
        for (unsigned l = 0; l < 32; l++)
            if ((mask >> l & 1) && base[l].val)
                ballot |= 1ull << l;
    for (unsigned l = 0; l < 32; l++) {
        if (!(mask >> l & 1))
            continue;
        Fiber *g = &base[l];
        if (kind == WK_SHFL) {
            unsigned j = shfl_src(l, g->mode, g->b, g->width);
            /* a source lane outside the mask is undefined on the GPU: the lane's own value */
            g->result = (mask >> j & 1) ? base[j].val : g->val;
        } else if (kind == WK_VOTE) {
            g->result = mode == VO_BALLOT ? ballot
                        : mode == VO_ANY  ? (ballot != 0)
                                          : (ballot == (unsigned long long)mask);
        }
    }
    w.arrived &= ~mask;
    for (unsigned l = 0; l < 32; l++)
        if ((mask >> l & 1) && l != f->lane)
            make_ready(h, &base[l]);
    f->wait = WK_NONE;
    return f->result;
}

/* ---- fibers ------------------------------------------------------------------------------- */
static void fiber_entry() {
    HostThread *h = tl_ht;
    h->L->fn(h->L->args);
    h = tl_ht;
    Fiber *f = h->cur;
    f->state = ST_DONE;
    h->live--;
    Warp &w = h->warps[f->warp];
    w.exited |= 1u << f->lane;
    /* barriers that can no longer complete */
    for (int id = 0; id < NBARRIERS; id++)
        if (h->bars[id].arrived && h->live < h->bars[id].expected)
            doomed_bar(h, id, f);
    if (w.arrived)
        for (unsigned l = 0; l < 32; l++)
            if ((w.arrived >> l & 1) && (h->fibers[f->warp * 32 + l].mask >> f->lane & 1))
                doomed_warp(h, &h->fibers[f->warp * 32 + l], f);
    yield_from(h, f);
    __builtin_unreachable();
}

/* ---- host threads ------------------------------------------------------------------------- */
/* Host threads that run fibers, for the fault handler (which must not touch dynamic TLS). */
enum { MAX_HOSTS = 512 };
static HostThread *hosts[MAX_HOSTS];

static pthread_key_t ht_key;
static pthread_once_t ht_key_once = PTHREAD_ONCE_INIT;

static void ht_free(void *p) {
    HostThread *h = (HostThread *)p;
    for (int i = 0; i < MAX_HOSTS; i++)
        if (__atomic_load_n(&hosts[i], __ATOMIC_ACQUIRE) == h)
            __atomic_store_n(&hosts[i], (HostThread *)nullptr, __ATOMIC_RELEASE);
    if (h->altstack) {
        stack_t ss;
        memset(&ss, 0, sizeof ss);
        ss.ss_flags = SS_DISABLE;
        sigaltstack(&ss, nullptr);
        free(h->altstack);
    }
    if (h->stacks) {
        munmap(h->stacks, h->map_bytes);
        __atomic_sub_fetch(&g_guards, h->nguards, __ATOMIC_RELAXED);
    }
    free(h->fibers);
    free(h->ready);
    free(h);
    tl_ht = nullptr;
}

static void ht_key_init() { pthread_key_create(&ht_key, ht_free); }

static HostThread *host_thread() {
    if (tl_ht)
        return tl_ht;
    pthread_once(&ht_key_once, ht_key_init);
    HostThread *h = (HostThread *)calloc(1, sizeof(HostThread));
    if (!h)
        return nullptr;
    h->fibers = (Fiber *)calloc(MAX_THREADS, sizeof(Fiber));
    h->ready = (unsigned *)calloc(MAX_THREADS, sizeof(unsigned));
    if (!h->fibers || !h->ready) {
        free(h->fibers);
        free(h->ready);
        free(h);
        return nullptr;
    }
    h->self = pthread_self();
    /* An alternate signal stack, so that a fiber's stack overflow can be reported. */
    stack_t old;
    if (sigaltstack(nullptr, &old) == 0 && (old.ss_flags & SS_DISABLE)) {
        size_t sz = 64 << 10;
        h->altstack = malloc(sz);
        if (h->altstack) {
            stack_t ss;
            memset(&ss, 0, sizeof ss);
            ss.ss_sp = h->altstack;
            ss.ss_size = sz;
            if (sigaltstack(&ss, nullptr) != 0) {
                free(h->altstack);
                h->altstack = nullptr;
            }
        }
    }
    for (int i = 0; i < MAX_HOSTS; i++) {
        HostThread *expect = nullptr;
        if (__atomic_compare_exchange_n(&hosts[i], &expect, h, false, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
            break;
    }
    pthread_setspecific(ht_key, h);
    tl_ht = h;
    return h;
}

/* Stacks for n fibers: one mapping, a PROT_NONE guard page below each stack. Kept for the
 * thread's life and grown when a larger block comes; only touched pages cost memory. Each
 * guard splits the mapping (two VMAs), so the process keeps at most MAX_GUARDS of them, far
 * below Linux's default limit of 65530 mappings; stacks beyond that go unguarded. */

static bool ensure_stacks(HostThread *h, unsigned n) {
    if (h->nstacks >= n)
        return true;
    if (h->stacks) {
        munmap(h->stacks, h->map_bytes);
        __atomic_sub_fetch(&g_guards, h->nguards, __ATOMIC_RELAXED);
    }
    h->stacks = nullptr;
    h->nstacks = 0;
    h->nguards = 0;
    size_t slot = stack_bytes() + page_size();
    size_t bytes = slot * n;
    void *p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED)
        return false;
    for (unsigned i = 0; i < n; i++) {
        if (__atomic_add_fetch(&g_guards, 1, __ATOMIC_RELAXED) > MAX_GUARDS) {
            __atomic_sub_fetch(&g_guards, 1, __ATOMIC_RELAXED);
            break;
        }
        if (mprotect((char *)p + slot * i, page_size(), PROT_NONE) != 0) {
            __atomic_sub_fetch(&g_guards, 1, __ATOMIC_RELAXED);
            break;
        }
        h->nguards++;
    }
    h->stacks = (char *)p;
    h->map_bytes = bytes;
    h->slot = slot;
    h->nstacks = n;
    return true;
}

/* ---- faults ------------------------------------------------------------------------------- */
static struct sigaction prev_segv, prev_bus, prev_fpe, prev_ill;

static void on_fault(int sig, siginfo_t *si, void *uc) {
    pthread_t self = pthread_self();
    for (int i = 0; i < MAX_HOSTS; i++) {
        HostThread *h = __atomic_load_n(&hosts[i], __ATOMIC_ACQUIRE);
        if (h && pthread_equal(h->self, self) && h->in_fiber) {
            h->fault_sig = sig;
            h->fault_code = si ? si->si_code : 0;
            h->fault_addr = si ? si->si_addr : nullptr;
            siglongjmp(h->jb, 1);
        }
    }
    /* not ours: the previous handler, or the default action (the instruction faults again) */
    struct sigaction *p = sig == SIGSEGV ? &prev_segv : sig == SIGBUS ? &prev_bus : sig == SIGFPE ? &prev_fpe : &prev_ill;
    if ((p->sa_flags & SA_SIGINFO) && p->sa_sigaction) {
        p->sa_sigaction(sig, si, uc);
    } else if (p->sa_handler == SIG_DFL || p->sa_handler == SIG_IGN) {
        signal(sig, SIG_DFL);
    } else {
        p->sa_handler(sig);
    }
}

static void install_handlers() {
    const char *e = getenv("OXACC_SIM_SIGNALS");
    if (e && e[0] == '0')
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &prev_segv);
    sigaction(SIGBUS, &sa, &prev_bus);
    sigaction(SIGFPE, &sa, &prev_fpe);
    sigaction(SIGILL, &sa, &prev_ill);
}

static void fault_message(HostThread *h) {
    Msg m;
    add_where(m, h);
    m.add(", thread ");
    add_tid(m, h->cur->tid);
    m.add(": ");
    char *a = (char *)h->fault_addr;
    bool guard = false;
    if (h->stacks && a >= h->stacks && a < h->stacks + h->slot * h->nguards &&
        (size_t)(a - h->stacks) % h->slot < page_size())
        guard = true;
    if (guard)
        m.add("stack overflow of the simulated thread (%zu-byte stacks; OXACC_SIM_STACK sets the size)",
              stack_bytes());
    else if (h->fault_sig == SIGFPE)
        m.add("arithmetic exception (SIGFPE%s)", h->fault_code == FPE_INTDIV ? ": integer division by zero" : "");
    else if (h->fault_sig == SIGILL)
        m.add("illegal instruction (SIGILL)");
    else
        m.add("illegal memory access at address %p (%s)", h->fault_addr, h->fault_sig == SIGBUS ? "SIGBUS" : "SIGSEGV");
    record(h->L, m.buf);
}

/* ---- blocks ------------------------------------------------------------------------------- */
static void run_block(HostThread *h, Launch *L, unsigned long long b) {
    unsigned n = L->nthreads;
    blockIdx.x = (unsigned)(b % L->grid.x);
    blockIdx.y = (unsigned)(b / L->grid.x % L->grid.y);
    blockIdx.z = (unsigned)(b / ((unsigned long long)L->grid.x * L->grid.y));
    if (L->shmem)
        memset(__oxacc_smem, 0xff, L->shmem); /* uninitialised, as on the GPU: NaN / -1 */
    if (h->geom.x != L->block.x || h->geom.y != L->block.y || h->geom.z != L->block.z) {
        for (unsigned i = 0; i < n; i++) {
            Fiber *f = &h->fibers[i];
            f->linear = i;
            f->tid.x = i % L->block.x;
            f->tid.y = i / L->block.x % L->block.y;
            f->tid.z = i / (L->block.x * L->block.y);
            f->warp = i >> 5;
            f->lane = i & 31;
        }
        h->geom = L->block;
    }
    for (unsigned i = 0; i < n; i++) {
        Fiber *f = &h->fibers[i];
        f->state = ST_READY;
        f->wait = WK_NONE;
        f->mask = 0;
        f->next = nullptr;
        /* Stack tops at staggered offsets: equal offsets modulo 4 KiB would put every fiber's
         * hot frames in the same cache sets. */
        size_t colour = (size_t)i * 192 % 16384;
        ctx_init(&f->ctx, h->stacks + h->slot * i + page_size(), h->slot - page_size() - colour, fiber_entry);
    }
    for (unsigned w = 0; w < (n + 31) / 32; w++) {
        h->warps[w].arrived = 0;
        h->warps[w].exited = 0;
        h->warps[w].lanes = (w + 1) * 32 <= n ? 0xffffffffu : (1u << (n % 32)) - 1;
    }
    for (int i = 0; i < NBARRIERS; i++)
        h->bars[i] = Bar();
    h->nthreads = n;
    h->live = n;
    h->rhead = 0;
    h->rcount = n - 1;
    for (unsigned i = 1; i < n; i++)
        h->ready[i - 1] = i;
    h->block_failed = 0;
    h->cur = &h->fibers[0];
    threadIdx = h->fibers[0].tid;
    h->in_fiber = 1;
    ctx_switch(&h->sched, &h->fibers[0].ctx);
    h->in_fiber = 0;
}

static void run_blocks(Launch *L) {
    HostThread *h = host_thread();
    if (!h || !ensure_stacks(h, L->nthreads)) {
        char m[256];
        snprintf(m, sizeof m, "kernel `%s`: the simulator cannot allocate %u fiber stacks of %zu bytes", L->name,
                 L->nthreads, stack_bytes());
        record(L, m);
        return;
    }
    h->L = L;
    blockDim = L->block;
    gridDim = L->grid;
    if (sigsetjmp(h->jb, 1)) {
        h->in_fiber = 0;
        fault_message(h);
        return;
    }
    for (;;) {
        if (__atomic_load_n(&L->failed, __ATOMIC_ACQUIRE))
            return;
        unsigned long long b = __atomic_fetch_add(&L->next, 1, __ATOMIC_RELAXED);
        if (b >= L->nblocks)
            return;
        run_block(h, L, b);
        if (h->block_failed)
            return;
    }
}

/* ---- the pool ----------------------------------------------------------------------------- */
struct Pool {
    pthread_mutex_t mu;
    pthread_cond_t work, done;
    unsigned nworkers;
    unsigned long long gen;
    Launch *job;
    unsigned want;   /* workers that take part in the current job */
    unsigned active; /* of those, still running */
    pid_t pid;       /* a forked child has none of the workers */
};
static Pool *pool; /* never freed: its threads live as long as the process */
static pthread_once_t pool_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t launch_mu = PTHREAD_MUTEX_INITIALIZER;

struct WorkerArg {
    unsigned index;
};

static void *worker_main(void *arg) {
    unsigned index = ((WorkerArg *)arg)->index;
    free(arg);
    unsigned long long seen = 0;
    for (;;) {
        pthread_mutex_lock(&pool->mu);
        while (pool->gen == seen)
            pthread_cond_wait(&pool->work, &pool->mu);
        seen = pool->gen;
        Launch *L = pool->job;
        bool mine = index < pool->want;
        pthread_mutex_unlock(&pool->mu);
        if (!mine)
            continue;
        run_blocks(L);
        pthread_mutex_lock(&pool->mu);
        if (--pool->active == 0)
            pthread_cond_signal(&pool->done);
        pthread_mutex_unlock(&pool->mu);
    }
    return nullptr;
}

static void pool_init() {
    read_config();
    install_handlers();
    Pool *p = (Pool *)calloc(1, sizeof(Pool));
    if (!p)
        return;
    pthread_mutex_init(&p->mu, nullptr);
    pthread_cond_init(&p->work, nullptr);
    pthread_cond_init(&p->done, nullptr);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n = env_size("OXACC_SIM_THREADS", cores > 0 ? (size_t)cores : 1);
    if (n < 1)
        n = 1;
    if (n > MAX_HOSTS / 2)
        n = MAX_HOSTS / 2;
    p->pid = getpid();
    pool = p;
    /* the launching thread is one of the n */
    for (size_t i = 0; i + 1 < n; i++) {
        WorkerArg *a = (WorkerArg *)malloc(sizeof(WorkerArg));
        if (!a)
            break;
        a->index = p->nworkers;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_t t;
        if (pthread_create(&t, &attr, worker_main, a) != 0) {
            free(a);
            pthread_attr_destroy(&attr);
            break;
        }
        pthread_attr_destroy(&attr);
        p->nworkers++;
    }
}

static int run_launch(Launch *L) {
    pthread_once(&pool_once, pool_init);
    pthread_mutex_lock(&launch_mu);
    unsigned want = 0;
    if (pool && pool->nworkers && L->nblocks > 1 && pool->pid == getpid()) {
        want = L->nblocks - 1 < pool->nworkers ? (unsigned)(L->nblocks - 1) : pool->nworkers;
        pthread_mutex_lock(&pool->mu);
        pool->job = L;
        pool->want = want;
        pool->active = want;
        pool->gen++;
        pthread_cond_broadcast(&pool->work);
        pthread_mutex_unlock(&pool->mu);
    }
    run_blocks(L);
    if (want) {
        pthread_mutex_lock(&pool->mu);
        while (pool->active)
            pthread_cond_wait(&pool->done, &pool->mu);
        pthread_mutex_unlock(&pool->mu);
    }
    pthread_mutex_unlock(&launch_mu);
    return __atomic_load_n(&L->failed, __ATOMIC_ACQUIRE);
}

} /* namespace __oxacc_sim */

/* ---- the core's entry points -------------------------------------------------------------- */

extern "C" {
__attribute__((visibility("default"))) unsigned long long __oxacc_sim_bar(int id, unsigned need, int op, int pred,
                                                                        const char *kind) {
    return __oxacc_sim::bar(id, need, op, pred, kind);
}

__attribute__((visibility("default"))) unsigned long long __oxacc_sim_warp_op(unsigned mask, int kind, int mode,
                                                                            unsigned long long val, unsigned b,
                                                                            unsigned width, const char *what) {
    return __oxacc_sim::warp_op(mask, kind, mode, val, b, width, what);
}

__attribute__((visibility("default"))) void __oxacc_sim_failf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    __oxacc_sim::vfail(fmt, ap);
}

__attribute__((visibility("default"))) unsigned __oxacc_sim_activemask(void) {
    __oxacc_sim::HostThread *h = __oxacc_sim::in_kernel("__activemask");
    __oxacc_sim::Warp &w = h->warps[h->cur->warp];
    return w.lanes & ~w.exited;
}

__attribute__((visibility("default"))) long long __oxacc_sim_clock64(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000ll + ts.tv_nsec;
}

__attribute__((visibility("default"))) void __oxacc_sim_assert_fail(const char *expr, const char *file,
                                                                    unsigned int line, const char *func) noexcept {
    __oxacc_sim::HostThread *h = __oxacc_sim::tl_ht;
    if (!h || !h->in_fiber) {
        fprintf(stderr, "%s:%u: %s: Assertion `%s' failed.\n", file, line, func, expr);
        abort();
    }
    __oxacc_sim::fail("%s:%u: %s: Assertion `%s' failed.", file, line, func, expr);
}

__attribute__((visibility("default"))) int __oxacc_sim_run(const char *name, void (*fn)(void **), void **args,
                                                           unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                                                           unsigned by, unsigned bz, unsigned shmem, char *err,
                                                           size_t errlen) {
    using namespace __oxacc_sim;
    if (err && errlen)
        err[0] = 0;
    const char *bad = nullptr;
    unsigned long long nt = (unsigned long long)bx * by * bz;
    if (!gx || !gy || !gz || !bx || !by || !bz)
        bad = "a grid or block dimension is 0";
    else if (bx > 1024 || by > 1024 || bz > 64 || nt > 1024)
        bad = "the block has more than 1024 threads (or x > 1024, y > 1024, z > 64)";
    else if (gx > 0x7fffffffu || gy > 65535 || gz > 65535)
        bad = "the grid exceeds (2^31-1, 65535, 65535) blocks";
    else if (shmem > __OXACC_SIM_SMEM_BYTES)
        bad = "the dynamic shared memory exceeds the 232448 bytes (227 KiB) a block may have";
    if (bad) {
        if (err && errlen)
            snprintf(err, errlen,
                     "kernel `%s`: invalid launch (grid (%u,%u,%u), block (%u,%u,%u), %u bytes of shared memory): %s",
                     name, gx, gy, gz, bx, by, bz, shmem, bad);
        return 1;
    }
    Launch L = Launch();
    L.name = name;
    L.fn = fn;
    L.args = args;
    L.grid = dim3(gx, gy, gz);
    L.block = dim3(bx, by, bz);
    L.nthreads = (unsigned)nt;
    L.nblocks = (unsigned long long)gx * gy * gz;
    L.shmem = shmem;
    L.err = err;
    L.errlen = errlen;
    return run_launch(&L);
}
} /* extern "C" */

#else /* !OXACC_SIM_CORE */
/* ========================================================================================== */
/* Kernel mode                                                                                  */

/* ---- qualifiers ---------------------------------------------------------------------------- */
#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
/* One copy per block: a host thread runs one block at a time, and a block never moves between
 * host threads. `thread_local` at block scope implies `static`; `extern __shared__ T x[];`
 * becomes `extern thread_local T x[];`, a redeclaration of __oxacc_smem above. */
#define __shared__ thread_local
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))
/* __restrict__ is a GNU C++ keyword already. */

static constexpr int warpSize = 32;
static inline uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { return uint3{x, y, z}; }

/* ---- the kernel table and the launch entry point ----------------------------------------- */
/* The generated source defines the table at its end (weak: a source without kernels still
 * loads; its launches fail with "no kernel"). */
struct __oxacc_sim_kernel {
    const char *name;
    void (*fn)(void **);
};
extern "C" __attribute__((weak)) const __oxacc_sim_kernel __oxacc_sim_kernels[];
extern "C" __attribute__((weak)) const int __oxacc_sim_nkernels;

extern "C" __attribute__((visibility("default"))) int
__oxacc_sim_launch(const char *kernel, void **args, unsigned gx, unsigned gy, unsigned gz, unsigned bx,
                   unsigned by, unsigned bz, unsigned shmem, char *err, size_t errlen) {
    int nk = &__oxacc_sim_nkernels && &__oxacc_sim_kernels ? __oxacc_sim_nkernels : 0;
    for (int i = 0; i < nk; i++)
        if (!__builtin_strcmp(__oxacc_sim_kernels[i].name, kernel))
            return __oxacc_sim_run(__oxacc_sim_kernels[i].name, __oxacc_sim_kernels[i].fn, args, gx, gy, gz, bx, by,
                                   bz, shmem, err, errlen);
    if (err && errlen)
        __builtin_snprintf(err, errlen, "no kernel `%s` in the simulated module", kernel);
    return 1;
}

/* ------------------------------------------------------------------------------------------ */
/* Synchronisation                                                                              */

static inline void __syncthreads() { __oxacc_sim_bar(0, 0, __oxacc_sim::BO_NONE, 0, "__syncthreads()"); }
static inline int __syncthreads_count(int pred) {
    return (int)__oxacc_sim_bar(0, 0, __oxacc_sim::BO_COUNT, pred, "__syncthreads_count()");
}
static inline int __syncthreads_and(int pred) {
    return (int)__oxacc_sim_bar(0, 0, __oxacc_sim::BO_AND, pred, "__syncthreads_and()");
}
static inline int __syncthreads_or(int pred) {
    return (int)__oxacc_sim_bar(0, 0, __oxacc_sim::BO_OR, pred, "__syncthreads_or()");
}
/* PTX bar.sync id, n: the first n threads to arrive at barrier id complete it; n is a multiple
 * of the warp size. Barrier 0 is __syncthreads' own. */
static inline void __oxacc_bar_sync(int id, int n) {
    if (n <= 0 || n % 32)
        __oxacc_sim_failf("__oxacc_bar_sync(%d, %d): the thread count must be a positive multiple of 32 (PTX bar.sync)",
                          id, n);
    __oxacc_sim_bar(id, (unsigned)n, __oxacc_sim::BO_NONE, 0, nullptr);
}
static inline void __syncwarp(unsigned mask = 0xffffffffu) {
    __oxacc_sim_warp_op(mask, __oxacc_sim::WK_SYNCWARP, 0, 0, 0, 32, "__syncwarp");
}
static inline void __threadfence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline void __threadfence_block() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
static inline void __threadfence_system() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }

/* ------------------------------------------------------------------------------------------ */
/* Warp shuffles and votes                                                                      */

template <class T>
static inline T __oxacc_sim_shfl(unsigned mask, T var, int b, int width, int mode, const char *what) {
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                  "shuffles move values of at most 8 bytes");
    unsigned long long u = 0;
    __builtin_memcpy(&u, &var, sizeof(T));
    u = __oxacc_sim_warp_op(mask, __oxacc_sim::WK_SHFL, mode, u, (unsigned)b, (unsigned)width, what);
    T r;
    __builtin_memcpy(&r, &u, sizeof(T));
    return r;
}
template <class T> static inline T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32) {
    return __oxacc_sim_shfl(mask, var, srcLane, width, __oxacc_sim::SH_IDX, "__shfl_sync");
}
template <class T> static inline T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32) {
    return __oxacc_sim_shfl(mask, var, (int)delta, width, __oxacc_sim::SH_UP, "__shfl_up_sync");
}
template <class T> static inline T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32) {
    return __oxacc_sim_shfl(mask, var, (int)delta, width, __oxacc_sim::SH_DOWN, "__shfl_down_sync");
}
template <class T> static inline T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32) {
    return __oxacc_sim_shfl(mask, var, laneMask, width, __oxacc_sim::SH_BFLY, "__shfl_xor_sync");
}
static inline unsigned __ballot_sync(unsigned mask, int pred) {
    return (unsigned)__oxacc_sim_warp_op(mask, __oxacc_sim::WK_VOTE, __oxacc_sim::VO_BALLOT, pred != 0, 0, 32,
                                          "__ballot_sync");
}
static inline int __any_sync(unsigned mask, int pred) {
    return (int)__oxacc_sim_warp_op(mask, __oxacc_sim::WK_VOTE, __oxacc_sim::VO_ANY, pred != 0, 0, 32,
                                     "__any_sync");
}
static inline int __all_sync(unsigned mask, int pred) {
    return (int)__oxacc_sim_warp_op(mask, __oxacc_sim::WK_VOTE, __oxacc_sim::VO_ALL, pred != 0, 0, 32,
                                     "__all_sync");
}
/* The lanes of the warp that have not exited (the GPU's notion, converged lanes, is not
 * modelled: fibers do not diverge). */
static inline unsigned __activemask() { return __oxacc_sim_activemask(); }

/* ------------------------------------------------------------------------------------------ */
/* Atomics: real ones, blocks run concurrently on host threads. CUDA's atomics are relaxed.     */

#define __OXACC_SIM_AT_FETCH(NAME, OP, T)                                                       \
    static inline T NAME(T *p, T v) { return __atomic_##OP(p, v, __ATOMIC_RELAXED); }
__OXACC_SIM_AT_FETCH(atomicAdd, fetch_add, int)
__OXACC_SIM_AT_FETCH(atomicAdd, fetch_add, unsigned int)
__OXACC_SIM_AT_FETCH(atomicAdd, fetch_add, unsigned long long)
__OXACC_SIM_AT_FETCH(atomicSub, fetch_sub, int)
__OXACC_SIM_AT_FETCH(atomicSub, fetch_sub, unsigned int)
__OXACC_SIM_AT_FETCH(atomicAnd, fetch_and, int)
__OXACC_SIM_AT_FETCH(atomicAnd, fetch_and, unsigned int)
__OXACC_SIM_AT_FETCH(atomicAnd, fetch_and, unsigned long long)
__OXACC_SIM_AT_FETCH(atomicOr, fetch_or, int)
__OXACC_SIM_AT_FETCH(atomicOr, fetch_or, unsigned int)
__OXACC_SIM_AT_FETCH(atomicOr, fetch_or, unsigned long long)
__OXACC_SIM_AT_FETCH(atomicXor, fetch_xor, int)
__OXACC_SIM_AT_FETCH(atomicXor, fetch_xor, unsigned int)
__OXACC_SIM_AT_FETCH(atomicXor, fetch_xor, unsigned long long)
#undef __OXACC_SIM_AT_FETCH

/* Read-modify-write through a compare-and-swap loop (the generic __atomic builtins compare
 * the object representation, so floating point works without type punning). */
template <class T, class F> static inline T __oxacc_sim_rmw(T *p, F f) {
    T old, nw;
    __atomic_load(p, &old, __ATOMIC_RELAXED);
    do {
        nw = f(old);
    } while (!__atomic_compare_exchange(p, &old, &nw, true, __ATOMIC_RELAXED, __ATOMIC_RELAXED));
    return old;
}
static inline float atomicAdd(float *p, float v) {
    return __oxacc_sim_rmw(p, [v](float o) { return o + v; });
}
static inline double atomicAdd(double *p, double v) {
    return __oxacc_sim_rmw(p, [v](double o) { return o + v; });
}
#define __OXACC_SIM_AT_MINMAX(T)                                                                \
    static inline T atomicMin(T *p, T v) {                                                      \
        return __oxacc_sim_rmw(p, [v](T o) { return v < o ? v : o; });                          \
    }                                                                                           \
    static inline T atomicMax(T *p, T v) {                                                      \
        return __oxacc_sim_rmw(p, [v](T o) { return v > o ? v : o; });                          \
    }
__OXACC_SIM_AT_MINMAX(int)
__OXACC_SIM_AT_MINMAX(unsigned int)
__OXACC_SIM_AT_MINMAX(long long)
__OXACC_SIM_AT_MINMAX(unsigned long long)
#undef __OXACC_SIM_AT_MINMAX
static inline unsigned int atomicInc(unsigned int *p, unsigned int v) {
    return __oxacc_sim_rmw(p, [v](unsigned int o) { return o >= v ? 0u : o + 1; });
}
static inline unsigned int atomicDec(unsigned int *p, unsigned int v) {
    return __oxacc_sim_rmw(p, [v](unsigned int o) { return (o == 0 || o > v) ? v : o - 1; });
}
#define __OXACC_SIM_AT_EXCH(T)                                                                  \
    static inline T atomicExch(T *p, T v) {                                                     \
        T r;                                                                                    \
        __atomic_exchange(p, &v, &r, __ATOMIC_RELAXED);                                         \
        return r;                                                                               \
    }
__OXACC_SIM_AT_EXCH(int)
__OXACC_SIM_AT_EXCH(unsigned int)
__OXACC_SIM_AT_EXCH(unsigned long long)
__OXACC_SIM_AT_EXCH(float)
#undef __OXACC_SIM_AT_EXCH
#define __OXACC_SIM_AT_CAS(T)                                                                   \
    static inline T atomicCAS(T *p, T cmp, T v) {                                               \
        __atomic_compare_exchange_n(p, &cmp, v, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);     \
        return cmp;                                                                             \
    }
__OXACC_SIM_AT_CAS(int)
__OXACC_SIM_AT_CAS(unsigned int)
__OXACC_SIM_AT_CAS(unsigned long long)
__OXACC_SIM_AT_CAS(unsigned short)
#undef __OXACC_SIM_AT_CAS
/* scoped variants (sm_60): every scope is the whole process here */
#define atomicAdd_block atomicAdd
#define atomicAdd_system atomicAdd
#define atomicSub_block atomicSub
#define atomicSub_system atomicSub
#define atomicExch_block atomicExch
#define atomicExch_system atomicExch
#define atomicMin_block atomicMin
#define atomicMin_system atomicMin
#define atomicMax_block atomicMax
#define atomicMax_system atomicMax
#define atomicInc_block atomicInc
#define atomicInc_system atomicInc
#define atomicDec_block atomicDec
#define atomicDec_system atomicDec
#define atomicCAS_block atomicCAS
#define atomicCAS_system atomicCAS
#define atomicAnd_block atomicAnd
#define atomicAnd_system atomicAnd
#define atomicOr_block atomicOr
#define atomicOr_system atomicOr
#define atomicXor_block atomicXor
#define atomicXor_system atomicXor

/* ------------------------------------------------------------------------------------------ */
/* Loads and stores with cache hints                                                            */

template <class T> static inline T __ldg(const T *p) { return *p; }
template <class T> static inline T __ldcg(const T *p) { return *p; }
template <class T> static inline T __ldca(const T *p) { return *p; }
template <class T> static inline T __ldcs(const T *p) { return *p; }
template <class T> static inline T __ldlu(const T *p) { return *p; }
template <class T> static inline T __ldcv(const T *p) { return *p; }
template <class T> static inline void __stwb(T *p, T v) { *p = v; }
template <class T> static inline void __stcg(T *p, T v) { *p = v; }
template <class T> static inline void __stcs(T *p, T v) { *p = v; }
template <class T> static inline void __stwt(T *p, T v) { *p = v; }

/* ------------------------------------------------------------------------------------------ */
/* Traps and assertions                                                                         */

[[noreturn]] static inline void __trap() { __oxacc_sim_failf("__trap() was called"); }
[[noreturn]] static inline void __brkpt() { __oxacc_sim_failf("__brkpt() was called"); }

/* assert, as CUDA device code has it without a header: a failed assertion fails the launch,
 * naming the thread (NDEBUG disables it, as everywhere). */
#ifdef NDEBUG
#define assert(e) ((void)0)
#else
#define assert(e) ((e) ? (void)0 : __oxacc_sim_assert_fail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif

/* ------------------------------------------------------------------------------------------ */
/* The C library of device code                                                                 */
/* What CUDA declares without any header: the C99 math library with float overloads, CUDA's own
 * math functions, printf, malloc/free, memcpy/memset, size_t/ptrdiff_t/NULL. Nothing more: no
 * other <math.h>/<stdlib.h>/<stdio.h> name (gamma, drem, exit, puts, sigset_t ...) and no macro
 * (INT_MAX, INFINITY, M_PI), which NVRTC lacks too, so that the simulator accepts and rejects
 * what NVRTC does. The host's libm computes (results may differ from the GPU's in the last
 * bits: CUDA's functions have their own error bounds, and nvcc contracts a*b+c into fma). */

#define NULL __null

extern "C" {
/* printf is the host's: glibc locks stdout for the whole call, and a fiber never switches
 * inside one, so the lines of different threads never mix. */
int printf(const char *, ...);
void *malloc(size_t);
void free(void *);
void *memcpy(void *, const void *, size_t);
void *memset(void *, int, size_t);

#define __OXACC_SIM_M1(n) double n(double); float n##f(float);
#define __OXACC_SIM_M2(n) double n(double, double); float n##f(float, float);
__OXACC_SIM_M1(acos) __OXACC_SIM_M1(acosh) __OXACC_SIM_M1(asin) __OXACC_SIM_M1(asinh) __OXACC_SIM_M1(atan)
__OXACC_SIM_M1(atanh) __OXACC_SIM_M1(cbrt) __OXACC_SIM_M1(ceil) __OXACC_SIM_M1(cos) __OXACC_SIM_M1(cosh)
__OXACC_SIM_M1(erf) __OXACC_SIM_M1(erfc) __OXACC_SIM_M1(exp) __OXACC_SIM_M1(exp10) __OXACC_SIM_M1(exp2)
__OXACC_SIM_M1(expm1) __OXACC_SIM_M1(fabs) __OXACC_SIM_M1(floor) __OXACC_SIM_M1(j0) __OXACC_SIM_M1(j1)
__OXACC_SIM_M1(lgamma) __OXACC_SIM_M1(log) __OXACC_SIM_M1(log10) __OXACC_SIM_M1(log1p) __OXACC_SIM_M1(log2)
__OXACC_SIM_M1(logb) __OXACC_SIM_M1(nearbyint) __OXACC_SIM_M1(rint) __OXACC_SIM_M1(round) __OXACC_SIM_M1(sin)
__OXACC_SIM_M1(sinh) __OXACC_SIM_M1(sqrt) __OXACC_SIM_M1(tan) __OXACC_SIM_M1(tanh) __OXACC_SIM_M1(tgamma)
__OXACC_SIM_M1(trunc) __OXACC_SIM_M1(y0) __OXACC_SIM_M1(y1)
__OXACC_SIM_M2(atan2) __OXACC_SIM_M2(copysign) __OXACC_SIM_M2(fdim) __OXACC_SIM_M2(fmax) __OXACC_SIM_M2(fmin)
__OXACC_SIM_M2(fmod) __OXACC_SIM_M2(hypot) __OXACC_SIM_M2(nextafter) __OXACC_SIM_M2(pow) __OXACC_SIM_M2(remainder)
double fma(double, double, double);
float fmaf(float, float, float);
double frexp(double, int *);
float frexpf(float, int *);
double ldexp(double, int);
float ldexpf(float, int);
double modf(double, double *);
float modff(float, float *);
double remquo(double, double, int *);
float remquof(float, float, int *);
double scalbn(double, int);
float scalbnf(float, int);
double scalbln(double, long);
float scalblnf(float, long);
int ilogb(double);
int ilogbf(float);
long lrint(double);
long lrintf(float);
long lround(double);
long lroundf(float);
long long llrint(double);
long long llrintf(float);
long long llround(double);
long long llroundf(float);
double nan(const char *);
float nanf(const char *);
double jn(int, double);
float jnf(int, float);
double yn(int, double);
float ynf(int, float);
void sincos(double, double *, double *);
void sincosf(float, float *, float *);
int abs(int);
long labs(long);
long long llabs(long long);
}
#undef __OXACC_SIM_M1
#undef __OXACC_SIM_M2

/* CUDA's float overloads (sqrt(float) is sqrtf, as with <cmath>) and abs overloads */
#define __OXACC_SIM_F1(n) static inline float n(float x) { return n##f(x); }
#define __OXACC_SIM_F2(n) static inline float n(float x, float y) { return n##f(x, y); }
__OXACC_SIM_F1(acos) __OXACC_SIM_F1(acosh) __OXACC_SIM_F1(asin) __OXACC_SIM_F1(asinh) __OXACC_SIM_F1(atan)
__OXACC_SIM_F1(atanh) __OXACC_SIM_F1(cbrt) __OXACC_SIM_F1(ceil) __OXACC_SIM_F1(cos) __OXACC_SIM_F1(cosh)
__OXACC_SIM_F1(erf) __OXACC_SIM_F1(erfc) __OXACC_SIM_F1(exp) __OXACC_SIM_F1(exp10) __OXACC_SIM_F1(exp2)
__OXACC_SIM_F1(expm1) __OXACC_SIM_F1(fabs) __OXACC_SIM_F1(floor) __OXACC_SIM_F1(lgamma) __OXACC_SIM_F1(log)
__OXACC_SIM_F1(log10) __OXACC_SIM_F1(log1p) __OXACC_SIM_F1(log2) __OXACC_SIM_F1(logb) __OXACC_SIM_F1(nearbyint)
__OXACC_SIM_F1(rint) __OXACC_SIM_F1(round) __OXACC_SIM_F1(sin) __OXACC_SIM_F1(sinh) __OXACC_SIM_F1(sqrt)
__OXACC_SIM_F1(tan) __OXACC_SIM_F1(tanh) __OXACC_SIM_F1(tgamma) __OXACC_SIM_F1(trunc)
__OXACC_SIM_F2(atan2) __OXACC_SIM_F2(copysign) __OXACC_SIM_F2(fdim) __OXACC_SIM_F2(fmax) __OXACC_SIM_F2(fmin)
__OXACC_SIM_F2(fmod) __OXACC_SIM_F2(hypot) __OXACC_SIM_F2(nextafter) __OXACC_SIM_F2(pow) __OXACC_SIM_F2(remainder)
#undef __OXACC_SIM_F1
#undef __OXACC_SIM_F2
static inline float fma(float x, float y, float z) { return fmaf(x, y, z); }
static inline float frexp(float x, int *e) { return frexpf(x, e); }
static inline float ldexp(float x, int e) { return ldexpf(x, e); }
static inline float modf(float x, float *i) { return modff(x, i); }
static inline float remquo(float x, float y, int *q) { return remquof(x, y, q); }
static inline float scalbn(float x, int e) { return scalbnf(x, e); }
static inline float scalbln(float x, long e) { return scalblnf(x, e); }
static inline int ilogb(float x) { return ilogbf(x); }
static inline long lrint(float x) { return lrintf(x); }
static inline long lround(float x) { return lroundf(x); }
static inline long long llrint(float x) { return llrintf(x); }
static inline long long llround(float x) { return llroundf(x); }
static inline void sincos(float x, float *s, float *c) { sincosf(x, s, c); }
static inline long abs(long x) { return labs(x); }
static inline long long abs(long long x) { return llabs(x); }
static inline float abs(float x) { return fabsf(x); }
static inline double abs(double x) { return fabs(x); }
static inline bool isnan(float x) { return __builtin_isnan(x); }
static inline bool isnan(double x) { return __builtin_isnan(x); }
static inline bool isinf(float x) { return __builtin_isinf(x); }
static inline bool isinf(double x) { return __builtin_isinf(x); }
static inline bool isfinite(float x) { return __builtin_isfinite(x); }
static inline bool isfinite(double x) { return __builtin_isfinite(x); }
static inline bool signbit(float x) { return __builtin_signbit(x); }
static inline bool signbit(double x) { return __builtin_signbit(x); }

/* CUDA's own math functions */
#define __OXACC_SIM_PI 3.141592653589793238462643383279502884
#define __OXACC_SIM_SQRT2 1.414213562373095048801688724209698079
static inline double rsqrt(double x) { return 1.0 / sqrt(x); }
static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static inline double rcbrt(double x) { return 1.0 / cbrt(x); }
static inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
static inline double sinpi(double x) { return sin(__OXACC_SIM_PI * x); }
static inline float sinpif(float x) { return sinf((float)__OXACC_SIM_PI * x); }
static inline double cospi(double x) { return cos(__OXACC_SIM_PI * x); }
static inline float cospif(float x) { return cosf((float)__OXACC_SIM_PI * x); }
static inline void sincospi(double x, double *s, double *c) { sincos(__OXACC_SIM_PI * x, s, c); }
static inline void sincospif(float x, float *s, float *c) { sincosf((float)__OXACC_SIM_PI * x, s, c); }
/* inverse error function: Giles' single-precision approximation, then Newton steps on erf */
static inline float __oxacc_sim_erfinv0(float x) {
    float w = -logf((1.0f - x) * (1.0f + x)), p;
    if (w < 5.0f) {
        w -= 2.5f;
        p = 2.81022636e-08f;
        p = 3.43273939e-07f + p * w;
        p = -3.5233877e-06f + p * w;
        p = -4.39150654e-06f + p * w;
        p = 0.00021858087f + p * w;
        p = -0.00125372503f + p * w;
        p = -0.00417768164f + p * w;
        p = 0.246640727f + p * w;
        p = 1.50140941f + p * w;
    } else {
        w = sqrtf(w) - 3.0f;
        p = -0.000200214257f;
        p = 0.000100950558f + p * w;
        p = 0.00134934322f + p * w;
        p = -0.00367342844f + p * w;
        p = 0.00573950773f + p * w;
        p = -0.0076224613f + p * w;
        p = 0.00943887047f + p * w;
        p = 1.00167406f + p * w;
        p = 2.83297682f + p * w;
    }
    return p * x;
}
static inline double erfinv(double y) {
    if (!(y > -1.0 && y < 1.0))
        return y == 1.0 ? __builtin_inf() : y == -1.0 ? -__builtin_inf() : __builtin_nan("");
    double x = __oxacc_sim_erfinv0((float)y);
    for (int i = 0; i < 3; i++)
        x -= (erf(x) - y) / (1.1283791670955126 * exp(-x * x));
    return x;
}
static inline float erfinvf(float y) { return (float)erfinv(y); }
static inline double erfcinv(double y) { return erfinv(1.0 - y); }
static inline float erfcinvf(float y) { return (float)erfinv(1.0 - (double)y); }
static inline double erfcx(double x) {
    return x < 25.0 ? exp(x * x) * erfc(x) : 1.0 / (x * 1.7724538509055160) * (1.0 - 0.5 / (x * x));
}
static inline float erfcxf(float x) { return (float)erfcx(x); }
static inline double normcdf(double x) { return 0.5 * erfc(-x / __OXACC_SIM_SQRT2); }
static inline float normcdff(float x) { return 0.5f * erfcf(-x / (float)__OXACC_SIM_SQRT2); }
static inline double normcdfinv(double p) { return -__OXACC_SIM_SQRT2 * erfcinv(2.0 * p); }
static inline float normcdfinvf(float p) { return (float)normcdfinv(p); }
static inline double norm3d(double a, double b, double c) { return sqrt(a * a + b * b + c * c); }
static inline float norm3df(float a, float b, float c) { return sqrtf(a * a + b * b + c * c); }
static inline double norm4d(double a, double b, double c, double d) { return sqrt(a * a + b * b + c * c + d * d); }
static inline float norm4df(float a, float b, float c, float d) { return sqrtf(a * a + b * b + c * c + d * d); }
static inline double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
static inline float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
static inline double rnorm4d(double a, double b, double c, double d) { return 1.0 / norm4d(a, b, c, d); }
static inline float rnorm4df(float a, float b, float c, float d) { return 1.0f / norm4df(a, b, c, d); }
static inline double norm(int n, const double *a) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * a[i];
    return sqrt(s);
}
static inline float normf(int n, const float *a) {
    float s = 0;
    for (int i = 0; i < n; i++)
        s += a[i] * a[i];
    return sqrtf(s);
}
static inline double rnorm(int n, const double *a) { return 1.0 / norm(n, a); }
static inline float rnormf(int n, const float *a) { return 1.0f / normf(n, a); }
static inline double rhypot(double a, double b) { return 1.0 / hypot(a, b); }
static inline float rhypotf(float a, float b) { return 1.0f / hypotf(a, b); }
/* modified Bessel functions of the first kind, orders 0 and 1: their power series */
static inline double cyl_bessel_i0(double x) {
    double t = 1.0, s = 1.0, q = x * x / 4.0;
    for (int k = 1; k < 500 && t > s * 1e-17; k++) {
        t *= q / ((double)k * k);
        s += t;
    }
    return s;
}
static inline double cyl_bessel_i1(double x) {
    double t = x / 2.0, s = t, q = x * x / 4.0;
    for (int k = 1; k < 500 && fabs(t) > fabs(s) * 1e-17; k++) {
        t *= q / ((double)k * (k + 1));
        s += t;
    }
    return s;
}
static inline float cyl_bessel_i0f(float x) { return (float)cyl_bessel_i0(x); }
static inline float cyl_bessel_i1f(float x) { return (float)cyl_bessel_i1(x); }
static inline float fdividef(float a, float b) { return a / b; }
/* the fast intrinsics are the accurate functions here */
static inline float __fdividef(float a, float b) { return a / b; }
static inline float __sinf(float x) { return sinf(x); }
static inline float __cosf(float x) { return cosf(x); }
static inline float __tanf(float x) { return tanf(x); }
static inline void __sincosf(float x, float *s, float *c) { sincosf(x, s, c); }
static inline float __expf(float x) { return expf(x); }
static inline float __exp10f(float x) { return exp10f(x); }
static inline float __logf(float x) { return logf(x); }
static inline float __log2f(float x) { return log2f(x); }
static inline float __log10f(float x) { return log10f(x); }
static inline float __powf(float a, float b) { return powf(a, b); }
/* clamps to [0, 1]; NaN gives 0 */
static inline float __saturatef(float x) { return x >= 1.0f ? 1.0f : x > 0.0f ? x : 0.0f; }
/* IEEE operations with an explicit rounding mode: round-to-nearest is the host's */
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fsub_rn(float a, float b) { return a - b; }
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline float __fdiv_rn(float a, float b) { return a / b; }
static inline float __frcp_rn(float a) { return 1.0f / a; }
static inline float __fsqrt_rn(float a) { return sqrtf(a); }
static inline float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
static inline double __dadd_rn(double a, double b) { return a + b; }
static inline double __dsub_rn(double a, double b) { return a - b; }
static inline double __dmul_rn(double a, double b) { return a * b; }
static inline double __ddiv_rn(double a, double b) { return a / b; }
static inline double __drcp_rn(double a) { return 1.0 / a; }
static inline double __dsqrt_rn(double a) { return sqrt(a); }
static inline double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
/* conversions */
static inline int __float2int_rn(float x) { return (int)nearbyintf(x); }
static inline int __float2int_rz(float x) { return (int)x; }
static inline int __float2int_ru(float x) { return (int)ceilf(x); }
static inline int __float2int_rd(float x) { return (int)floorf(x); }
static inline unsigned __float2uint_rn(float x) { return (unsigned)nearbyintf(x); }
static inline unsigned __float2uint_rz(float x) { return (unsigned)x; }
static inline long long __float2ll_rn(float x) { return (long long)nearbyintf(x); }
static inline long long __float2ll_rz(float x) { return (long long)x; }
static inline int __double2int_rn(double x) { return (int)nearbyint(x); }
static inline int __double2int_rz(double x) { return (int)x; }
static inline long long __double2ll_rn(double x) { return (long long)nearbyint(x); }
static inline long long __double2ll_rz(double x) { return (long long)x; }
static inline float __int2float_rn(int x) { return (float)x; }
static inline double __int2double_rn(int x) { return (double)x; }
static inline float __double2float_rn(double x) { return (float)x; }
static inline double __ll2double_rn(long long x) { return (double)x; }
static inline float __ll2float_rn(long long x) { return (float)x; }
/* bit casts */
static inline int __float_as_int(float x) {
    int r;
    __builtin_memcpy(&r, &x, 4);
    return r;
}
static inline unsigned __float_as_uint(float x) {
    unsigned r;
    __builtin_memcpy(&r, &x, 4);
    return r;
}
static inline float __int_as_float(int x) {
    float r;
    __builtin_memcpy(&r, &x, 4);
    return r;
}
static inline float __uint_as_float(unsigned x) {
    float r;
    __builtin_memcpy(&r, &x, 4);
    return r;
}
static inline long long __double_as_longlong(double x) {
    long long r;
    __builtin_memcpy(&r, &x, 8);
    return r;
}
static inline double __longlong_as_double(long long x) {
    double r;
    __builtin_memcpy(&r, &x, 8);
    return r;
}
static inline int __double2hiint(double x) { return (int)((unsigned long long)__double_as_longlong(x) >> 32); }
static inline int __double2loint(double x) { return (int)(unsigned)(unsigned long long)__double_as_longlong(x); }
static inline double __hiloint2double(int hi, int lo) {
    return __longlong_as_double((long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo));
}
/* integer intrinsics */
static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static inline int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
static inline int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
static inline int __ffs(int x) { return __builtin_ffs(x); }
static inline int __ffsll(long long x) { return __builtin_ffsll(x); }
static inline unsigned __brev(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++)
        r |= ((x >> i) & 1u) << (31 - i);
    return r;
}
static inline unsigned long long __brevll(unsigned long long x) {
    return ((unsigned long long)__brev((unsigned)x) << 32) | __brev((unsigned)(x >> 32));
}
static inline unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
    unsigned long long v = ((unsigned long long)y << 32) | x;
    unsigned r = 0;
    for (int i = 0; i < 4; i++)
        r |= (unsigned)((v >> (((s >> (4 * i)) & 7) * 8)) & 0xff) << (8 * i);
    return r;
}
static inline int __mul24(int a, int b) { return (int)((long long)(a << 8 >> 8) * (b << 8 >> 8)); }
static inline unsigned __umul24(unsigned a, unsigned b) { return (a & 0xffffff) * (b & 0xffffff); }
static inline int __mulhi(int a, int b) { return (int)(((long long)a * b) >> 32); }
static inline unsigned __umulhi(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a * b) >> 32); }
static inline long long __mul64hi(long long a, long long b) { return (long long)(((__int128)a * b) >> 64); }
static inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
    return (unsigned long long)(((unsigned __int128)a * b) >> 64);
}
static inline int __hadd(int a, int b) { return (int)(((long long)a + b) >> 1); }
static inline int __rhadd(int a, int b) { return (int)(((long long)a + b + 1) >> 1); }
static inline unsigned __uhadd(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a + b) >> 1); }
static inline unsigned __urhadd(unsigned a, unsigned b) { return (unsigned)(((unsigned long long)a + b + 1) >> 1); }
static inline unsigned __sad(int a, int b, unsigned c) { return (a > b ? (unsigned)(a - b) : (unsigned)(b - a)) + c; }
static inline unsigned __usad(unsigned a, unsigned b, unsigned c) { return (a > b ? a - b : b - a) + c; }
static inline unsigned __funnelshift_l(unsigned lo, unsigned hi, unsigned s) {
    return (unsigned)(((((unsigned long long)hi << 32) | lo) << (s & 31)) >> 32);
}
static inline unsigned __funnelshift_r(unsigned lo, unsigned hi, unsigned s) {
    return (unsigned)((((unsigned long long)hi << 32) | lo) >> (s & 31));
}
/* CUDA's overloaded min/max (integer, mixed signedness, floating point) */
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
static inline typename std::common_type<A, B>::type min(A a, B b) {
    typedef typename std::common_type<A, B>::type C;
    return (C)b < (C)a ? (C)b : (C)a;
}
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
static inline typename std::common_type<A, B>::type max(A a, B b) {
    typedef typename std::common_type<A, B>::type C;
    return (C)a < (C)b ? (C)b : (C)a;
}
static inline long long clock64() { return __oxacc_sim_clock64(); }
static inline void __nanosleep(unsigned) {}

#endif /* OXACC_SIM_CORE */

#endif /* OXACC_SIM_H */
