// cflags: -gpu=managed
/* A program that defines malloc itself, taking the memory from posix_memalign (bound to
 * the runtime's managed allocator by -gpu=managed; the definition keeps its name: the
 * prelude binds only functions the file does not define). Its malloc replaces the C
 * library's for the whole process, so the runtime's own allocations (the present table, a
 * launch's arguments...) come to it, and from it back into the managed allocator, whose
 * libc blocks (the emulated device's) called malloc, the program's again, until the stack
 * overflowed (until 2026-11-30; the first call hung before that, asking for the device the
 * thread was creating). The runtime now takes its blocks from glibc's allocator itself
 * (__libc_malloc, which no program defines), and re-entered calls go to libc.
 *
 * On an NVIDIA device the replacement stays glibc's (__libc_malloc): the C library and the
 * CUDA driver free what malloc gave with glibc's free, which CUDA managed memory would crash
 * (a program replacing malloc alone, not free, is the program's contract there). */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

extern void *__libc_malloc(size_t);

/* volatile: gcc takes malloc for the C library's, which writes no global. */
static volatile long calls;
static volatile int use_managed;

void *malloc(size_t n) {
    void *p = NULL;
    if (!use_managed)
        return __libc_malloc(n);
    calls++;
    return posix_memalign(&p, 16, n ? n : 1) == 0 ? p : NULL;
}

int main(void) {
    int n = 4096;
    use_managed = acc_get_device_type() != acc_device_nvidia;
    long before = calls;
    double *a = malloc(n * sizeof *a);
    if (use_managed)
        CHECK(calls > before);
    CHECK(a != NULL);
    if (use_managed)
        CHECK(acc_is_present(a, n * sizeof *a));
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++)
        a[i] = i * 0.5;
    double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n])
    for (int i = 0; i < n; i++)
        s += a[i];
    CHECK(s == 0.5 * n * (n - 1) / 2);
    free(a);
    CHECK_DONE();
}
