// cflags: -gpu=managed
/* A program that defines malloc itself, taking the memory from posix_memalign (bound to
 * the runtime's managed allocator by -gpu=managed; the definition keeps its name: the
 * prelude binds only functions the file does not define). Its malloc replaces the C
 * library's for the whole process, so the runtime's own allocations (creating the device,
 * the present table...) come to it, and from it back into the managed allocator while the
 * runtime starts. Until 2026-11-30 that hung (the device asked for by the thread creating
 * it), and the runtime's libc fallback called malloc, the program's again, until the stack
 * overflowed. Now the runtime takes its blocks from glibc's allocator itself
 * (__libc_malloc, no program can define it) and re-entered calls go to libc. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

static volatile long calls; /* volatile: gcc takes malloc for the C library's, which writes no global */

void *malloc(size_t n) {
    void *p = NULL;
    calls++;
    return posix_memalign(&p, 16, n ? n : 1) == 0 ? p : NULL;
}

int main(void) {
    int n = 4096;
    long before = calls;
    double *a = malloc(n * sizeof *a);
    CHECK(calls > before);
    CHECK(a != NULL && acc_is_present(a, n * sizeof *a));
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = i * 0.5;
    double s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++)
        s += a[i];
    CHECK(s == 0.5 * n * (n - 1) / 2);
    free(a);
    CHECK_DONE();
}
