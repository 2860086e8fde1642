// cflags: -fopenmp
/* OpenMP threads x sections of one array (2.6, 2.7.1; OpenACC 3.3 with -fopenmp): each thread
 * of an `omp parallel` region runs `parallel loop copyout(o[c*64:64])` on its own section of
 * one global array, 200 rounds. Every thread's construct maps its own section, so while
 * several threads are inside their constructs the array has several mappings at once. Before,
 * a launch that found several mappings of the array gathered a block from all of them and
 * scattered the whole block back into every mapping after its kernel: another thread's
 * section got this thread's stale copy of it, overwriting what that thread's kernel had just
 * written (on emul about 1 run in 5 lost results). The launch now writes back only the bytes
 * its own kernel changed. */
#include <omp.h>
#include <stdio.h>
#define C 8
#define L 64
#define ROUNDS 200
float o[C * L];
int main(void) {
    int bad = 0;
    for (int r = 0; r < ROUNDS && !bad; r++) {
#pragma omp parallel for num_threads(C) reduction(+:bad)
        for (int c = 0; c < C; c++) {
#pragma acc parallel loop copyout(o[c*L:L])
            for (int i = 0; i < L; i++) o[c * L + i] = (float)(r * 1000 + c * L + i);
            /* this thread's section is back on the host once its construct ends */
            for (int i = 0; i < L; i++) bad += o[c * L + i] != (float)(r * 1000 + c * L + i);
        }
        for (int k = 0; k < C * L; k++)
            if (o[k] != (float)(r * 1000 + k)) {
                if (bad < 5) printf("round %d: o[%d] = %g, want %d\n", r, k, o[k], r * 1000 + k);
                bad++;
            }
    }
    if (bad) {
        printf("FAIL: %d wrong\n", bad);
        return 1;
    }
    printf("ok\n");
    return 0;
}
