/* Column reductions as PolyBench's covariance and correlation write them with the clause
 * (`parallel loop` over the columns `j`, `loop reduction(op:s)` over the rows `i` reading
 * `data[i][j]`; 2.9.11): on the GPU a block takes 32 columns on its lanes and splits their
 * rows over 8 slices, combined in shared memory (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `column_reduction_takes_32_columns_per_block`). Every operator of 2.5.15 on int, unsigned,
 * long long, float and double values, a flattened subscript (`a[i * m + j]`), a shifted
 * column (`j + 1`), sizes that are no multiple of 32 or 8, zero rows and zero columns, and
 * a column of a loop that does not start at 0. Each result is compared with the loops run
 * as written on the host (sums of small integers in float and double: exact in any order). */
#include "check.h"

#define N 45
#define M 37

static int ia[N][M];
static unsigned ua[N][M];
static long long la[N][M];
static float fa[N][M];
static double da[N * (M + 1)];

static void columns(int n, int m, int lo) {
    static int isum[M], iprod[M], imax[M], imin[M], iand[M], ior[M], ixor[M], land[M], lor[M];
    static unsigned usum[M];
    static long long lsum[M];
    static float fmx[M];
    static double dsum[M], mean[M];
    for (int j = 0; j < M; j++) isum[j] = iprod[j] = imax[j] = imin[j] = -7, mean[j] = -7.0;
#pragma acc parallel loop copyin(ia, ua, la, fa, da) copy(isum, iprod, imax, imin, iand, ior, ixor, land, lor, usum, lsum, fmx, dsum, mean)
    for (int j = lo; j < m; j++) {
        int s = 0, p = 1, mx = -1000, mn = 1000, an = ~0, o = 0, x = 0, la_ = 1, lo_ = 0;
        unsigned us = 0;
        long long ls = 0;
        float fm = -1.0f;
        double ds = 0.0;
#pragma acc loop reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(&:an) reduction(|:o) reduction(^:x) reduction(&&:la_) reduction(||:lo_) reduction(+:us) reduction(+:ls) reduction(max:fm) reduction(+:ds)
        for (int i = 0; i < n; i++) {
            s += ia[i][j];
            p *= (ia[i][j] % 3 == 0) ? -1 : 1;
            mx = mx > ia[i][j] ? mx : ia[i][j];
            mn = mn < ia[i][j] ? mn : ia[i][j];
            an &= ia[i][j] | 0x100;
            o |= 1 << (ia[i][j] & 15);
            x ^= ia[i][j] * 7;
            la_ = la_ && ia[i][j] != 5;
            lo_ = lo_ || ia[i][j] == 9;
            us += ua[i][j];
            ls += la[i][j];
            fm = fm > fa[i][j] ? fm : fa[i][j];
            ds += da[i * (M + 1) + j + 1];
        }
        isum[j] = s; iprod[j] = p; imax[j] = mx; imin[j] = mn;
        iand[j] = an; ior[j] = o; ixor[j] = x; land[j] = la_; lor[j] = lo_;
        usum[j] = us; lsum[j] = ls; fmx[j] = fm; dsum[j] = ds;
        mean[j] = ds / (n > 0 ? n : 1);
    }
    for (int j = lo; j < m; j++) {
        int s = 0, p = 1, mx = -1000, mn = 1000, an = ~0, o = 0, x = 0, la_ = 1, lo_ = 0;
        unsigned us = 0;
        long long ls = 0;
        float fm = -1.0f;
        double ds = 0.0;
        for (int i = 0; i < n; i++) {
            s += ia[i][j];
            p *= (ia[i][j] % 3 == 0) ? -1 : 1;
            mx = mx > ia[i][j] ? mx : ia[i][j];
            mn = mn < ia[i][j] ? mn : ia[i][j];
            an &= ia[i][j] | 0x100;
            o |= 1 << (ia[i][j] & 15);
            x ^= ia[i][j] * 7;
            la_ = la_ && ia[i][j] != 5;
            lo_ = lo_ || ia[i][j] == 9;
            us += ua[i][j];
            ls += la[i][j];
            fm = fm > fa[i][j] ? fm : fa[i][j];
            ds += da[i * (M + 1) + j + 1];
        }
        CHECK(isum[j] == s); CHECK(iprod[j] == p); CHECK(imax[j] == mx); CHECK(imin[j] == mn);
        CHECK(iand[j] == an); CHECK(ior[j] == o); CHECK(ixor[j] == x);
        CHECK(land[j] == la_); CHECK(lor[j] == lo_);
        CHECK(usum[j] == us); CHECK(lsum[j] == ls); CHECK(fmx[j] == fm); CHECK(dsum[j] == ds);
        CHECK(mean[j] == ds / (n > 0 ? n : 1));
    }
    // Columns outside the loop keep their values.
    for (int j = 0; j < lo && j < M; j++) CHECK(isum[j] == -7 && mean[j] == -7.0);
    for (int j = m > lo ? m : lo; j < M; j++) CHECK(isum[j] == -7 && mean[j] == -7.0);
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            ia[i][j] = (i * 7 + j * 3) % 11;
            ua[i][j] = 4000000000u / (unsigned)(i + j + 1);
            la[i][j] = (long long)(i + 1) * 100000000000LL + j;
            fa[i][j] = (float)((i * 5 + j) % 13);
        }
    for (int k = 0; k < N * (M + 1); k++) da[k] = (double)(k % 17);
    columns(N, M, 0);      /* 37 columns: one block and 5 lanes of a second */
    columns(N - 2, M, 3);  /* 43 rows: slices of 6 and 5 */
    columns(1, 33, 0);     /* one row: 7 slices without one */
    columns(0, M, 0);      /* zero rows: the identities */
    columns(N, 0, 0);      /* zero columns */
    columns(N, 5, 9);      /* an empty loop with lo > m */
    CHECK_DONE();
}
