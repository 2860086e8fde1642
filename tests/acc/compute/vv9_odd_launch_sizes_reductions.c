/* OpenACC 3.3, 2.5.10-2.5.12 (num_gangs, num_workers, vector_length) with 2.9.11: sizes
 * that are not powers of two (vector_length 48, 96, 7 and 1; num_workers 3, 5 and 1;
 * num_gangs 7) with reductions at the gang, worker and vector levels and on a loop that
 * is gang worker vector at once; trip counts smaller and larger than the team; every
 * result is an exact integer sum, max or product, checked against the host. */
#include "check.h"
#define N 1000
#define R 37
#define C 101
int main(void) {
    static int a[N], m[R][C];
    for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009 - 500;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) m[r][c] = (r * 31 + c * 17) % 23 - 11;
    long hs = 0;
    int hmax = -1000000;
    for (int i = 0; i < N; i++) {
        hs += a[i];
        hmax = a[i] > hmax ? a[i] : hmax;
    }
    int vls[4] = {48, 96, 7, 1}, nws[3] = {3, 5, 1};
    for (int v = 0; v < 4; v++)
        for (int w = 0; w < 3; w++) {
            int vl = vls[v], nw = nws[w];
            long s = 0;
            int mx = -1000000;
            /* gang worker vector on one loop */
#pragma acc parallel loop gang worker vector num_gangs(7) num_workers(nw) vector_length(vl) \
    copyin(a) reduction(+:s) reduction(max:mx)
            for (int i = 0; i < N; i++) {
                s += a[i];
                mx = a[i] > mx ? a[i] : mx;
            }
            CHECK(s == hs && mx == hmax);
            /* per-row worker and vector reductions */
            long rows[R], cols_max[R];
#pragma acc parallel num_gangs(7) num_workers(nw) vector_length(vl) copyin(m) \
    copyout(rows, cols_max)
            {
#pragma acc loop gang
                for (int r = 0; r < R; r++) {
                    long rs = 0, rm = -1000;
#pragma acc loop worker reduction(+:rs) reduction(max:rm)
                    for (int c0 = 0; c0 < C; c0 += 10) {
                        long part = 0;
#pragma acc loop vector reduction(+:part)
                        for (int c = c0; c < c0 + 10 && c < C; c++) part += m[r][c];
                        rs += part;
                        rm = part > rm ? part : rm;
                    }
                    rows[r] = rs;
                    cols_max[r] = rm;
                }
            }
            for (int r = 0; r < R; r++) {
                long rs = 0, rm = -1000;
                for (int c0 = 0; c0 < C; c0 += 10) {
                    long part = 0;
                    for (int c = c0; c < c0 + 10 && c < C; c++) part += m[r][c];
                    rs += part;
                    rm = part > rm ? part : rm;
                }
                CHECK(rows[r] == rs && cols_max[r] == rm);
            }
            /* a product over few iterations (fewer than the lanes) */
            long p = 1;
#pragma acc parallel loop vector num_gangs(1) num_workers(nw) vector_length(vl) \
    reduction(*:p)
            for (int i = 1; i <= 5; i++) p *= i + 1;
            CHECK(p == 720);
        }
    CHECK_DONE();
}
