/* OpenACC 3.3, 2.15.1 routine gang, worker, vector and seq called from parallel (gang-
 * redundant and from a gang loop), kernels, serial (one gang, one worker, vector length 1) and
 * serial loop, with loops inside the routines partitioned at the routine's level and a
 * reduction in the vector routine: V&V routine_gang, routine_worker, routine_vector,
 * routine_seq, serial_routine. */
#include "check.h"
#define N 64
#define M 32
#pragma acc routine seq
static int sq(int x) { return x * x; }
#pragma acc routine vector
static long vsum(const int *r, int m) {
    long s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < m; j++) s += sq(r[j]);
    return s;
}
#pragma acc routine worker
static void wrows(int *a, long *out, int rows, int m) {
#pragma acc loop worker
    for (int i = 0; i < rows; i++) out[i] = vsum(a + i * m, m);
}
#pragma acc routine gang
static void gfill(int *a, int n) {
#pragma acc loop gang worker vector
    for (int i = 0; i < n; i++) a[i] = i % 7;
}
int main(void) {
    static int a[N * M];
    long out[N];
    long ref[N];
#pragma acc data create(a) copyout(out)
    {
#pragma acc parallel num_gangs(4)
        gfill(a, N * M);
#pragma acc parallel loop gang
        for (int i = 0; i < N; i++) out[i] = vsum(a + i * M, M);
#pragma acc update self(a, out)
        for (int i = 0; i < N; i++) {
            ref[i] = 0;
            for (int j = 0; j < M; j++) ref[i] += sq(a[i * M + j]);
            CHECK(out[i] == ref[i]);
        }
        for (int i = 0; i < N; i++) out[i] = 0;
#pragma acc update device(out)
#pragma acc serial
        wrows(a, out, N, M);
#pragma acc update self(out)
        for (int i = 0; i < N; i++) CHECK(out[i] == ref[i]);
#pragma acc serial
        gfill(a, N * M);
#pragma acc kernels
        {
            for (int i = 0; i < N; i++) out[i] = sq(i);
        }
#pragma acc serial loop
        for (int i = 0; i < N; i++) out[i] += vsum(a, 3);
#pragma acc parallel num_gangs(2) num_workers(4)
        {
#pragma acc loop gang
            for (int g = 0; g < 2; g++) wrows(a + g * (N / 2) * M, out + g * (N / 2), 0, M);
        }
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == (long)i * i + 0 + 1 + 4);
    CHECK_DONE();
}
