// cflags: -gpu=managed
/* -gpu=managed binds the C library's allocation functions of the file to the runtime's
 * managed allocator, except one the program defines itself: here aligned_alloc, which
 * counts its calls and takes its memory from posix_memalign (managed). Binding the
 * definition too would rename it to the runtime's entry (a duplicate symbol at the link) and
 * lose the count. Its blocks are managed through posix_memalign, so compute regions use them
 * with no data clause (OpenACC 3.3, 2.6.2 on a pointer's target the device reads). */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

static int calls;

void *aligned_alloc(size_t align, size_t bytes) {
    void *p = NULL;
    calls++;
    if (posix_memalign(&p, align < sizeof(void *) ? sizeof(void *) : align, bytes) != 0)
        return NULL;
    return p;
}

int main(void) {
    int n = 512;
    double *a = aligned_alloc(256, n * sizeof *a);
    CHECK(calls == 1);
    CHECK(a != NULL && ((unsigned long)a & 255) == 0);
    CHECK(acc_is_present(a, n * sizeof *a));
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        a[i] = i + 0.5;
    CHECK(a[n - 1] == n - 0.5);
    free(a);
    CHECK_DONE();
}
