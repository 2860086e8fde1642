/* C11 6.7.6.2 in compute regions (OpenACC 3.3, 2.5.1, 2.6.1): variable-length arrays declared
 * in the region and in a routine run on the GPU (they ran on the host only, with a warning:
 * C++ has no VLAs). Each thread's array: small ones inline, larger ones (here 300 doubles)
 * on the device heap; several dimensions flattened; `sizeof` of the array; a length whose
 * expression has a side effect is evaluated once, at the declaration; leaving the block by
 * `break` and `continue` (the storage is released at each exit); an array declared in
 * gang-redundant code; a routine's own VLA. */
#include "check.h"

#pragma acc routine seq
static double tri(int n) {
    double t[n + 1];
    t[0] = 0;
    for (int k = 1; k <= n; k++) t[k] = t[k - 1] + k;
    return t[n] + (double)(sizeof(t) / sizeof(t[0]));
}

int main(void) {
    int n = 5, big = 300, r = 3;
    double out[64], heavy[64], rt[64];
    long sz[64], twod[64], once[64], brk[64];
#pragma acc parallel loop copyout(out, heavy, rt, sz, twod, once, brk)
    for (int i = 0; i < 64; i++) {
        double t[n];
        for (int k = 0; k < n; k++) t[k] = i * k;
        double s = 0;
        for (int k = 0; k < n; k++) s += t[k];
        out[i] = s;
        sz[i] = (long)sizeof(t);
        double h[big];
        for (int k = 0; k < big; k++) h[k] = k + i;
        heavy[i] = h[big - 1] + h[0];
        int m[r][n], c[i % 4 + 1][4];
        for (int a = 0; a < r; a++)
            for (int b = 0; b < n; b++) m[a][b] = a * 10 + b;
        for (int a = 0; a < i % 4 + 1; a++)
            for (int b = 0; b < 4; b++) c[a][b] = a + b;
        twod[i] = m[r - 1][n - 1] + c[i % 4][3] + (long)sizeof(m) + (long)sizeof(c[0]) + (long)sizeof(c);
        int k = i % 3 + 1;
        char w[k++];
        once[i] = k * 100 + (long)sizeof(w);
        long acc = 0;
        for (int j = 0; j < 10; j++) {
            int q[j + 1];
            for (int p = 0; p <= j; p++) q[p] = p;
            if (j == 2) continue;
            acc += q[j];
            if (j == i % 7) break;
        }
        brk[i] = acc;
        rt[i] = tri(i % 6);
    }
    for (int i = 0; i < 64; i++) {
        CHECK(out[i] == i * 10.0);
        CHECK(sz[i] == 5 * (long)sizeof(double));
        CHECK(heavy[i] == 299 + 2.0 * i);
        long cw = i % 4 + 1;
        CHECK(twod[i] == 24 + (i % 4 + 3) + 15 * 4 + 16 + cw * 16);
        CHECK(once[i] == (i % 3 + 2) * 100 + (i % 3 + 1));
        long want = 0;
        for (int j = 0; j < 10; j++) {
            if (j == 2) continue;
            want += j;
            if (j == i % 7) break;
        }
        CHECK(brk[i] == want);
        int nn = i % 6;
        CHECK(rt[i] == nn * (nn + 1) / 2 + nn + 1);
    }
    /* Gang-redundant code: every thread of the gang declares its own copy. */
    long g[4] = {0};
#pragma acc parallel num_gangs(4) vector_length(32) copy(g)
    {
        int len = n + 2;
        int t[len];
        for (int k = 0; k < len; k++) t[k] = k;
#pragma acc loop gang
        for (int i = 0; i < 4; i++) g[i] = t[len - 1] + i + (long)sizeof(t);
    }
    for (int i = 0; i < 4; i++) CHECK(g[i] == 6 + i + 7 * (long)sizeof(int));
    CHECK_DONE();
}
