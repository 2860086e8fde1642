/* OpenACC 3.3, 2.9.2 gang(static:*) and gang(static:n) with worker and vector on the same
 * loop, 2.9.3-2.9.4 worker vector on one loop, 2.9.5 seq inner loops with a private array
 * (2.9.10), 2.9.8 tile(*, *) and tile with three sizes, 2.9.1 collapse(3) with a reduction:
 * V&V parallel_loop_gang_static, kernels_loop_tile, serial_loop_seq,
 * parallel_loop_collapse_reduction. */
#include "check.h"
#define NI 37
#define NJ 19
#define NK 11
static double a[NI][NJ][NK], b[NI][NJ][NK];
static int c[1000];
int main(void) {
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) a[i][j][k] = i * 10000 + j * 100 + k;
    /* gang(static:*) worker vector on one loop */
#pragma acc parallel loop gang(static:*) worker vector num_gangs(5) num_workers(2) vector_length(32)
    for (int i = 0; i < 1000; i++) c[i] = 3 * i;
    for (int i = 0; i < 1000; i++) CHECK(c[i] == 3 * i);
#pragma acc kernels loop gang(static:7) vector(64)
    for (int i = 0; i < 1000; i++) c[i] += 1;
    for (int i = 0; i < 1000; i++) CHECK(c[i] == 3 * i + 1);
#pragma acc serial loop gang(static:*) worker vector
    for (int i = 0; i < 1000; i++) c[i] -= 1;
    for (int i = 0; i < 1000; i++) CHECK(c[i] == 3 * i);
    /* worker vector on the inner loop, a seq innermost loop with a private array */
#pragma acc parallel loop gang copyin(a) copyout(b)
    for (int i = 0; i < NI; i++) {
#pragma acc loop worker vector
        for (int j = 0; j < NJ; j++) {
            double tmp[NK];
#pragma acc loop seq
            for (int k = 0; k < NK; k++) tmp[k] = a[i][j][NK - 1 - k];
#pragma acc loop seq
            for (int k = 0; k < NK; k++) b[i][j][k] = tmp[k] + 1;
        }
    }
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) CHECK(b[i][j][k] == a[i][j][NK - 1 - k] + 1);
    /* a private array declared outside and named in private() with a seq loop filling it */
    double row[NK];
#pragma acc parallel loop gang vector private(row) copyin(a) copyout(b)
    for (int i = 0; i < NI; i++) {
#pragma acc loop seq
        for (int k = 0; k < NK; k++) row[k] = a[i][0][k] * 2;
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) b[i][j][k] = row[k];
    }
    for (int i = 0; i < NI; i++) CHECK(b[i][NJ - 1][NK - 1] == a[i][0][NK - 1] * 2);
    /* tile(*, *) and tile with three sizes */
#pragma acc parallel loop tile(*, *) copyin(a) copyout(b)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) b[i][j][0] = a[i][j][0] + a[i][j][1];
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) CHECK(b[i][j][0] == a[i][j][0] + a[i][j][1]);
#pragma acc kernels loop tile(4, 2, 8) copyin(a) copyout(b)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) b[i][j][k] = -a[i][j][k];
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) CHECK(b[i][j][k] == -a[i][j][k]);
#pragma acc serial loop tile(*, 3, *) copyin(a) copyout(b)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) b[i][j][k] = a[i][j][k] * 0.5;
    CHECK(b[NI - 1][NJ - 1][NK - 1] == a[NI - 1][NJ - 1][NK - 1] * 0.5);
    /* collapse(3) with reductions, on each compute construct */
    double s = 0, sref = 0;
    long cnt = 0;
    double mx = -1;
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) sref += a[i][j][k];
#pragma acc parallel loop collapse(3) copyin(a) reduction(+:s) reduction(+:cnt) reduction(max:mx)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) { s += a[i][j][k]; cnt++; mx = mx > a[i][j][k] ? mx : a[i][j][k]; }
    CHECK(s == sref && cnt == NI * NJ * NK && mx == a[NI - 1][NJ - 1][NK - 1]);
    s = 0;
#pragma acc kernels loop collapse(3) gang worker vector copyin(a) reduction(+:s)
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) s += a[i][j][k];
    CHECK(s == sref);
    long m = 1;
#pragma acc serial loop collapse(3) reduction(*:m)
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            for (int k = 0; k < 5; k++) m *= (k == 0 ? 2 : 1);
    CHECK(m == 64);
    CHECK_DONE();
}
