// expect-runtime-error: OXACC ERROR in free: acc_error_invalid_argument: free at 
// error-names: managed_free_inside_block.c:21: address
/* -gpu=managed: `free` of an address inside a managed block (not its start) is the
 * program's error (C11 7.22.3.3: the behaviour is undefined). The runtime finds the block
 * and stops, naming the call's file:line (the compiler passes it to the allocator's entry
 * point), the address, the block and the offset; until 2026-11-30 the address went on to
 * libc's free, which aborted with "free(): invalid pointer" and no line (emul; on a GPU,
 * CUDA memory that libc never gave). */
// cflags: -gpu=managed
#include <stdlib.h>

int main(void) {
    int n = 64;
    double *h = malloc(n * sizeof *h);
    for (int i = 0; i < n; i++)
        h[i] = i;
#pragma acc parallel loop
    for (int i = 0; i < n; i++)
        h[i] += 1;
    double *mid = h + 8;
    free(mid);
    return 0;
}
