/* OpenACC 3.3, 2.5.15 and 2.9.11 (reduction on arrays): seven histograms of 1024 doubles
 * reduced by one loop. Each is small enough for a gang copy in shared memory (8 KiB), but
 * together they take 56 KiB, past a block's 48 KiB of static shared memory: ptxas rejected
 * the kernel ("uses too much shared data (0xe000 bytes, 0xc000 max)") and the build failed.
 * The reductions (and private copies) of a kernel now share one budget; those past it use
 * per-thread copies. On the construct's loop and on a loop inside a `parallel` region. The
 * kernels are compiled by NVRTC when the test finds it (as in CI). */
#include "check.h"

enum { H = 1024, N = 20000 };
static double want[7][H];

int main(void) {
    double h7a[H] = {0}, h7b[H] = {0}, h7c[H] = {0}, h7d[H] = {0}, h7e[H] = {0}, h7f[H] = {0},
           h7g[H] = {0};
    for (int i = 0; i < N; i++) {
        int k = (i * 7919) % H;
        for (int a = 0; a < 7; a++) want[a][(k + a) % H] += a + 0.5;
    }
#pragma acc parallel loop reduction(+:h7a, h7b, h7c, h7d, h7e, h7f, h7g)
    for (int i = 0; i < N; i++) {
        int k = (i * 7919) % H;
        h7a[k] += 0.5;
        h7b[(k + 1) % H] += 1.5;
        h7c[(k + 2) % H] += 2.5;
        h7d[(k + 3) % H] += 3.5;
        h7e[(k + 4) % H] += 4.5;
        h7f[(k + 5) % H] += 5.5;
        h7g[(k + 6) % H] += 6.5;
    }
    double *got[7] = {h7a, h7b, h7c, h7d, h7e, h7f, h7g};
    for (int a = 0; a < 7; a++)
        for (int e = 0; e < H; e++) CHECK(got[a][e] == want[a][e]);
    for (int e = 0; e < H; e++) h7a[e] = h7b[e] = h7c[e] = h7d[e] = h7e[e] = h7f[e] = h7g[e] = 0;
#pragma acc parallel copy(h7a, h7b, h7c, h7d, h7e, h7f, h7g)
    {
#pragma acc loop gang vector reduction(+:h7a, h7b, h7c, h7d, h7e, h7f, h7g)
        for (int i = 0; i < N; i++) {
            int k = (i * 7919) % H;
            h7a[k] += 0.5;
            h7b[(k + 1) % H] += 1.5;
            h7c[(k + 2) % H] += 2.5;
            h7d[(k + 3) % H] += 3.5;
            h7e[(k + 4) % H] += 4.5;
            h7f[(k + 5) % H] += 5.5;
            h7g[(k + 6) % H] += 6.5;
        }
    }
    for (int a = 0; a < 7; a++)
        for (int e = 0; e < H; e++) CHECK(got[a][e] == want[a][e]);
    CHECK_DONE();
}
