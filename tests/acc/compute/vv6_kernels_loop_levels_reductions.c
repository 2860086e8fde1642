/* OpenACC 3.3, 2.11 kernels loop with gang, worker, vector, seq, auto and independent, each
 * with a reduction (2.9.11), nested at several levels (gang outer, worker middle, vector
 * inner, each level its own reduction variable), and num_gangs/num_workers/vector_length on
 * the kernels loop (2.5.10-2.5.12): V&V kernels_loop_reduction_add_vector_loop,
 * kernels_loop_reduction_bitor_worker_loop, kernels_loop_gang_worker_vector. */
#include "check.h"
#define NI 20
#define NJ 12
#define NK 33
static int a[NI][NJ][NK];
int main(void) {
    long ref = 0;
    int refmax = -1;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) { a[i][j][k] = (i * 31 + j * 7 + k * 3) % 101; ref += a[i][j][k]; refmax = refmax > a[i][j][k] ? refmax : a[i][j][k]; }
    long g = 0;
#pragma acc kernels loop gang num_gangs(8) num_workers(4) vector_length(64) copyin(a) reduction(+:g)
    for (int i = 0; i < NI; i++) {
        long w = 0;
#pragma acc loop worker reduction(+:w)
        for (int j = 0; j < NJ; j++) {
            long v = 0;
#pragma acc loop vector reduction(+:v)
            for (int k = 0; k < NK; k++) v += a[i][j][k];
            w += v;
        }
        g += w;
    }
    CHECK(g == ref);
    int m = -1;
#pragma acc kernels loop independent copyin(a) reduction(max:m)
    for (int i = 0; i < NI; i++) {
#pragma acc loop auto reduction(max:m)
        for (int j = 0; j < NJ; j++) {
#pragma acc loop seq
            for (int k = 0; k < NK; k++) m = m > a[i][j][k] ? m : a[i][j][k];
        }
    }
    CHECK(m == refmax);
    unsigned bits = 0, rbits = 0;
    for (int i = 0; i < NI; i++) rbits |= 1u << (a[i][0][0] % 32);
#pragma acc kernels loop worker copyin(a) reduction(|:bits)
    for (int i = 0; i < NI; i++) bits |= 1u << (a[i][0][0] % 32);
    CHECK(bits == rbits);
    double p = 1;
#pragma acc kernels loop vector copyin(a) reduction(*:p)
    for (int i = 0; i < NI; i++) p *= (a[i][1][1] % 2 ? 2.0 : 1.0);
    double rp = 1;
    for (int i = 0; i < NI; i++) rp *= (a[i][1][1] % 2 ? 2.0 : 1.0);
    CHECK(p == rp);
    long s2 = 0;
#pragma acc kernels loop seq copyin(a) reduction(+:s2)
    for (int i = 0; i < NI; i++)
#pragma acc loop gang vector reduction(+:s2)
        for (int k = 0; k < NK; k++) s2 += a[i][0][k];
    long r2 = 0;
    for (int i = 0; i < NI; i++) for (int k = 0; k < NK; k++) r2 += a[i][0][k];
    CHECK(s2 == r2);
    /* implicit reductions detected in a kernels region (2.5.3 leaves it to the compiler) */
    long imp = 0;
    int imin = 1000;
#pragma acc kernels copyin(a)
    {
        for (int i = 0; i < NI; i++)
            for (int k = 0; k < NK; k++) { imp += a[i][2][k]; imin = imin < a[i][2][k] ? imin : a[i][2][k]; }
    }
    long ri = 0;
    int rmin = 1000;
    for (int i = 0; i < NI; i++) for (int k = 0; k < NK; k++) { ri += a[i][2][k]; rmin = rmin < a[i][2][k] ? rmin : a[i][2][k]; }
    CHECK(imp == ri && imin == rmin);
    CHECK_DONE();
}
