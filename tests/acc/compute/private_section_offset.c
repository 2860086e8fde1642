/* OpenACC 3.3, 2.5.13, 2.5.14 and 2.9.10: private and firstprivate copies of a part of a
 * variable that does not start at its first element (`private(p[lo:n])`). The copy holds the
 * part alone, so `copy - lo`, the variable's address seen through it, would point outside the
 * copy (undefined, C11 6.5.6p8). The uses that are subscripts or pointer arithmetic (`p[i]`,
 * `i[p]`, `*(p + k)`, `p + k`) index the copy from its own first element; when a use is none
 * of these (`f(p)`), the copy has `lo` elements of slack before the part and the variable
 * points at its first. Host team, emul (the CUDA kernel) and multicore; each copy is written
 * before it is read, so plain C (the pragmas ignored) gives the same results. */
#include <stdio.h>
#include <stdlib.h>

#pragma acc routine seq
static long sum3(const int *q, int lo) { return q[lo] + q[lo + 1] + q[lo + 2]; }

int main(void) {
    int n = 64, lo = 5, big = 300, blo = 7;
    int *p = malloc(sizeof(int) * 16), *r = malloc(sizeof(int) * 16);
    double *w = malloc(sizeof(double) * 400);
    int a[16];
    long out[64], out2[64], out3[64], out4[64], out5[64], out6[64], out7[8], out8[64];
    long out9[64], out10[64];
    for (int i = 0; i < 16; ++i) p[i] = a[i] = 100 + i, r[i] = 200 + i;
    for (int i = 0; i < 400; ++i) w[i] = i;
#pragma acc data copyin(p[0:16], r[0:16], a, w[0:400])
    {
        /* A loop's copy with a run-time lower bound: subscripts and arithmetic only. */
#pragma acc parallel loop private(p[lo:3]) copyout(out[0:64])
        for (int i = 0; i < n; ++i) {
            for (int j = lo; j < lo + 3; ++j) p[j] = i * j;
            out[i] = p[lo] + p[lo + 1] + *(p + lo + 2) + (lo + 1)[p];
        }
        /* firstprivate, a constant lower bound, read through a pointer into the copy. */
#pragma acc parallel loop firstprivate(r[2:4]) copyout(out2[0:64])
        for (int i = 0; i < n; ++i) {
            int *q = r + 3;
            out2[i] = i * r[2] + q[0] + *(q + 1) + 2[r + 3];
        }
        /* The variable's own address passed to a routine: the copy with slack. */
#pragma acc parallel firstprivate(r[4:3]) copyout(out3[0:64])
        {
#pragma acc loop
            for (int i = 0; i < n; ++i)
                out3[i] = i + sum3(r, 4);
        }
        /* The construct's copy, one per gang, written and read in a gang loop. */
#pragma acc parallel num_gangs(4) private(p[lo:4]) copyout(out4[0:64])
        {
#pragma acc loop gang
            for (int i = 0; i < n; ++i) {
                p[lo] = i;
                p[lo + 3] = 2 * i;
                out4[i] = p[lo] + p[lo + 3];
            }
        }
        /* A fixed-size array's part. */
#pragma acc parallel loop private(a[3:5]) copyout(out5[0:64])
        for (int i = 0; i < n; ++i) {
            for (int j = 3; j < 8; ++j) a[j] = i + j;
            out5[i] = a[3] * a[7] + *(a + 4);
        }
        /* A run-time length beyond a thread's array: the heap or a pool's slice. */
#pragma acc parallel loop private(w[blo:big]) copyout(out6[0:64])
        for (int i = 0; i < n; ++i) {
            for (int j = blo; j < blo + big; ++j) w[j] = i + j;
            double t = 0;
            for (int j = blo; j < blo + big; j += 37) t += w[j];
            out6[i] = (long)t;
        }
        /* A gang's copy shared by its vector lanes. */
#pragma acc parallel loop gang private(p[lo:8]) copyout(out7[0:8])
        for (int g = 0; g < 8; ++g) {
#pragma acc loop vector
            for (int j = lo; j < lo + 8; ++j) p[j] = g * j;
            long t = 0;
#pragma acc loop vector reduction(+:t)
            for (int j = lo; j < lo + 8; ++j) t += p[j];
            out7[g] = t;
        }
        /* A run-time lower bound and a use of the address: slack of run-time size. */
#pragma acc parallel loop firstprivate(r[lo:3]) copyout(out8[0:64])
        for (int i = 0; i < n; ++i) {
            int *q = r;
            out8[i] = i + sum3(q, lo) - r[lo];
        }
        /* In `kernels`. */
#pragma acc kernels copyout(out9[0:64])
        {
#pragma acc loop independent private(p[lo:4])
            for (int i = 0; i < n; ++i) {
                for (int j = lo; j < lo + 4; ++j) p[j] = i + j;
                out9[i] = p[lo] * p[lo + 3];
            }
        }
        /* The construct's copy reduced by a loop inside it (combined into it by its name). */
#pragma acc parallel num_gangs(2) private(p[lo:4]) copyout(out10[0:64])
        {
#pragma acc loop gang
            for (int g = 0; g < 64; ++g) {
                for (int j = lo; j < lo + 4; ++j) p[j] = 0;
#pragma acc loop vector reduction(+:p[lo:4])
                for (int i = 0; i < 32; ++i) p[lo + i % 4] += i;
                out10[g] = p[lo] + 2 * p[lo + 3] + g;
            }
        }
    }
    long s[8] = {0};
    for (int i = 0; i < n; ++i) {
        s[0] += out[i]; s[1] += out2[i]; s[2] += out3[i]; s[3] += out4[i];
        s[4] += out5[i]; s[5] += out6[i]; s[7] += out8[i];
    }
    for (int g = 0; g < 8; ++g) s[6] += out7[g];
    for (int i = 0; i < n; ++i) s[0] += out9[i] - out10[i];
    for (int k = 0; k < 8; ++k) printf("%ld\n", s[k]);
    printf("%d\n", r[5]);
    free(p); free(r); free(w);
    return 0;
}
