/* OpenACC 3.3, private (2.5.13, 2.9.10) and firstprivate (2.5.14) on parallel, serial,
 * parallel loop, serial loop and kernels loop (the loop part takes private; firstprivate is
 * not a clause of kernels, 2.5.3), with scalars, fixed-size arrays and a struct: the private
 * copy starts from the original value (firstprivate) and writes to it never reach the host:
 * V&V parallel_firstprivate, serial_firstprivate, serial_loop_private, kernels_loop_private,
 * parallel_loop_firstprivate. */
#include "check.h"
#define N 256
#define M 8
struct st { int k; double w[3]; };
int main(void) {
    int out[N];
    int base = 5;
    int tbl[M];
    struct st s = {7, {0.5, 1.5, 2.5}};
    for (int j = 0; j < M; j++) tbl[j] = j * j;
#pragma acc parallel firstprivate(base, tbl, s) copyout(out) num_gangs(4)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) out[i] = base + tbl[i % M] + s.k + (int)s.w[2];
        base = -1; /* gang-redundant write to each gang's own copy */
        s.k = -1;
    }
    CHECK(base == 5 && s.k == 7);
    for (int i = 0; i < N; i++) CHECK(out[i] == 5 + (i % M) * (i % M) + 7 + 2);
#pragma acc serial firstprivate(tbl) private(base) copyout(out)
    {
        base = 100;
        for (int j = 0; j < M; j++) tbl[j] += base;
        for (int i = 0; i < N; i++) out[i] = tbl[i % M];
    }
    CHECK(base == 5 && tbl[1] == 1);
    for (int i = 0; i < N; i++) CHECK(out[i] == 100 + (i % M) * (i % M));
    int t[M];
#pragma acc parallel loop private(t) firstprivate(s) copyout(out)
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < M; j++) t[j] = i + j + s.k;
        s.w[0] = i; /* this iteration's gang copy only */
        out[i] = t[M - 1];
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == i + M - 1 + 7);
    CHECK(s.w[0] == 0.5);
#pragma acc serial loop private(t, base) firstprivate(s) copyout(out)
    for (int i = 0; i < N; i++) {
        base = i * 2;
        t[0] = base + s.k;
        out[i] = t[0];
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == 2 * i + 7);
    CHECK(base == 5);
#pragma acc kernels loop private(t, base) copyout(out)
    for (int i = 0; i < N; i++) {
        base = i % 3;
        for (int j = 0; j < M; j++) t[j] = base * j;
        out[i] = t[M - 1];
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == (i % 3) * (M - 1));
    CHECK(base == 5);
    /* private on a worker and a vector loop inside gangs */
#pragma acc parallel loop gang copyout(out)
    for (int g = 0; g < 16; g++) {
        int acc_row[M];
#pragma acc loop worker private(t)
        for (int w = 0; w < 16; w++) {
#pragma acc loop vector private(base)
            for (int j = 0; j < M; j++) { base = g * 16 + w; t[j] = base; }
            out[g * 16 + w] = t[0] + t[M - 1];
        }
        acc_row[0] = g;
        (void)acc_row;
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == 2 * i);
    CHECK_DONE();
}
