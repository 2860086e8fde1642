/* OpenACC 3.3: one parallel region combining what the V&V and libgomp tests check one at a
 * time: firstprivate struct and array (2.5.14), a private struct with array members at the
 * worker level (2.9.10), a gang-level reduction and a vector-level reduction into a private
 * (2.9.11), atomic capture into a histogram (2.12), a routine vector call (2.15.1), a cache
 * directive (2.10), collapse(2) (2.9.1), and a reduction on the construct itself over its
 * gangs (2.5.15), with async and a wait clause (2.16). Gangs do not synchronise with each
 * other (2.2.3): the histogram is zeroed before the region, not by a gang loop in it. */
#include <openacc.h>
#include "check.h"
#define NG 4
#define R 32
#define C 24
#define H 8
struct params { int scale; float bias[2]; };
struct scratch { int n; int v[C]; };
#pragma acc routine vector
static int row_sum(const int *row, int n) {
    int s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += row[j];
    return s;
}
int main(void) {
    static int m[R][C], rows[R], hist[H], order[R * C];
    struct params p = {3, {0.5f, 1.5f}};
    int offs[2] = {10, 20};
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) m[i][j] = (i * C + j) % 11;
    int total = 0, gangs = 0, ticket = 0;
    long sq = 0;
#pragma acc enter data copyin(m, hist) create(rows, order) async(1)
#pragma acc parallel num_gangs(NG) num_workers(4) vector_length(32) present(m, rows, hist, order) \
    firstprivate(p, offs) reduction(+:gangs) copy(total, ticket, sq) wait(1) async(2)
    {
        gangs += 1;
#pragma acc loop gang worker reduction(+:total)
        for (int i = 0; i < R; i++) {
            struct scratch sc;
            sc.n = C;
            for (int j = 0; j < C; j++) sc.v[j] = m[i][j] * p.scale + offs[0] - offs[0];
            rows[i] = row_sum(sc.v, sc.n) + (int)(p.bias[0] + p.bias[1]) - 2;
            total += rows[i];
        }
#pragma acc loop gang vector collapse(2) reduction(+:sq)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) {
#pragma acc cache(m[i][j:1])
                int v = m[i][j];
                sq += (long)v * v;
                int t;
#pragma acc atomic capture
                t = ticket++;
                order[t] = v;
#pragma acc atomic update
                hist[v % H] += 1;
            }
    }
#pragma acc exit data copyout(rows, hist, order) delete(m) async(2)
    acc_wait(2);
    int want_total = 0, want_hist[H] = {0};
    long want_sq = 0, osum = 0, msum = 0;
    for (int i = 0; i < R; i++) {
        int s = 0;
        for (int j = 0; j < C; j++) {
            s += 3 * m[i][j];
            want_sq += (long)m[i][j] * m[i][j];
            want_hist[m[i][j] % H]++;
            msum += m[i][j];
        }
        CHECK(rows[i] == s);
        want_total += s;
    }
    for (int k = 0; k < R * C; k++) osum += order[k];
    CHECK(total == want_total && sq == want_sq && ticket == R * C && osum == msum);
    for (int h = 0; h < H; h++) CHECK(hist[h] == want_hist[h]);
    CHECK(gangs == NG);
    CHECK(p.scale == 3 && offs[1] == 20);
    CHECK_DONE();
}
