/* OpenACC 3.3, 2.12 atomic update: the expr of "x = x binop expr" / "x binop= expr" may be
 * any expression not referencing x, here nested conditional operators (C11 6.5.15) built
 * from the loop index and array data, on int, unsigned long, double and long (x = x - (expr)). */
#include "check.h"
#define N 1000
static int d[N];
int main(void) {
    for (int i = 0; i < N; i++) d[i] = (i * 13) % 17 - 8;
    int si = 0, si_ref = 0;
    unsigned long ul = 0, ul_ref = 0;
    double dd = 0, dd_ref = 0;
    long mx = -100, mx_ref = -100;
    for (int i = 0; i < N; i++) {
        si_ref += d[i] > 0 ? (d[i] > 4 ? 3 : 2) : (d[i] < -4 ? -1 : 0);
        ul_ref |= i % 3 == 0 ? (i % 2 ? 1UL : 2UL) : (i % 5 == 0 ? 4UL : 8UL << (i % 4));
        dd_ref = dd_ref + (d[i] == 0 ? 0.5 : d[i] > 0 ? 1.0 : -0.25);
        mx_ref = mx_ref - (d[i] < 0 ? -d[i] : d[i] > 6 ? d[i] * 10 : d[i]);
    }
#pragma acc parallel loop copyin(d) copy(si, ul, dd, mx)
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
        si += d[i] > 0 ? (d[i] > 4 ? 3 : 2) : (d[i] < -4 ? -1 : 0);
#pragma acc atomic
        ul |= i % 3 == 0 ? (i % 2 ? 1UL : 2UL) : (i % 5 == 0 ? 4UL : 8UL << (i % 4));
#pragma acc atomic update
        dd = dd + (d[i] == 0 ? 0.5 : d[i] > 0 ? 1.0 : -0.25);
#pragma acc atomic update
        mx = mx - (d[i] < 0 ? -d[i] : d[i] > 6 ? d[i] * 10 : d[i]);
    }
    CHECK(si == si_ref);
    CHECK(ul == ul_ref);
    CHECK(dd == dd_ref);
    CHECK(mx == mx_ref);
    CHECK_DONE();
}
