/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction combines the partial results with the value of
 * the original variable; in a compute region that is the device copy. A `copyout` or
 * `create` of the variable on the same construct allocates that copy without copying in
 * (2.7.6, 2.7.5), which would leave the combine reading memory nothing wrote: oxacc enters
 * such a clause as `copy` (the reduction's implied clause, 2.6.2), so every device gets the
 * host's original value combined with the partial results, as the host device does. The
 * emul runs of the tests fill fresh device memory with 0xa5 (OXACC_EMUL_POISON). */
#include "check.h"
#define N 1000
#define H 37
int main(void) {
    long a = 5, b = 7, c = 11, d = 13, e = 17, m = 100, g = 3, t = 1;
    double x = 0.5;
    long h[H], k[H], z[H];
    int n = H;
    for (int j = 0; j < H; j++) h[j] = k[j] = z[j] = j;
    /* combined constructs: parallel, serial, kernels; copyout and create */
#pragma acc parallel loop copyout(a) reduction(+:a)
    for (int i = 0; i < N; i++) a += i;
    CHECK(a == 5 + 499500);
#pragma acc parallel loop create(b) reduction(+:b)
    for (int i = 0; i < N; i++) b += 1;
    CHECK(b == 7 + N);
#pragma acc serial loop copyout(c) reduction(+:c)
    for (int i = 0; i < N; i++) c += 2;
    CHECK(c == 11 + 2 * N);
#pragma acc kernels loop copyout(d) reduction(+:d)
    for (int i = 0; i < N; i++) d += 3;
    CHECK(d == 13 + 3 * N);
#pragma acc kernels loop create(e) reduction(+:e)
    for (int i = 0; i < N; i++) e += 1;
    CHECK(e == 17 + N);
    /* max: the host's value is larger than every partial result */
#pragma acc parallel loop copyout(m) reduction(max:m)
    for (int i = 0; i < N / 20; i++) m = i > m ? i : m;
    CHECK(m == 100);
    /* a floating-point multiply */
#pragma acc parallel loop copyout(x) reduction(*:x)
    for (int i = 0; i < 4; i++) x *= 2.0;
    CHECK(x == 8.0);
    /* a loop reduction on a shared variable of the parallel construct (2.9.11) */
#pragma acc parallel copyout(g)
    {
#pragma acc loop reduction(+:g)
        for (int i = 0; i < N; i++) g += 1;
    }
    CHECK(g == 3 + N);
    /* kernels: the reduction the compiler finds itself (no clause) */
#pragma acc kernels copyout(t)
    for (int i = 0; i < N; i++) t += 1;
    CHECK(t == 1 + N);
    /* arrays and sections */
#pragma acc parallel loop copyout(h) reduction(+:h)
    for (int i = 0; i < N; i++) h[i % H] += 1;
#pragma acc parallel loop reduction(+:k[0:n]) create(k[0:n])
    for (int i = 0; i < N; i++) k[i % H] += 1;
#pragma acc parallel loop copyout(z[0:n]) reduction(+:z[0:n])
    for (int i = 0; i < N; i++) z[i % H] += 1;
    for (int j = 0; j < H; j++) {
        long want = j + N / H + (j < N % H);
        CHECK(h[j] == want);
        CHECK(k[j] == want);
        CHECK(z[j] == want);
    }
    /* present data is used as it is (2.6): the program gives the device copy its value
     * (`update device`) before reducing into it, with `present` or with no clause */
    long p = 19;
#pragma acc enter data create(p)
#pragma acc update device(p)
#pragma acc parallel loop present(p) reduction(+:p)
    for (int i = 0; i < N; i++) p += 1;
#pragma acc parallel loop reduction(+:p)
    for (int i = 0; i < N; i++) p += 1;
#pragma acc exit data copyout(p)
    CHECK(p == 19 + 2 * N);
    CHECK_DONE();
}
