/* C11 6.3.1.2 (conversion to _Bool: any nonzero value becomes 1) and 6.2.5 in compute regions:
 * _Bool variables, arrays and struct members set from ints, floats, pointers and large values;
 * _Bool in arithmetic (promoted to int), as a loop condition, as a routine parameter and
 * result, logical operators yielding int 0/1, and a _Bool reduction. */
#include "check.h"
#include <stdbool.h>

struct flags { _Bool on; bool off; int n; };

#pragma acc routine seq
static _Bool odd(long long v) { return v & 1; }

#pragma acc routine seq
static int count(const _Bool *b, int n) {
    int c = 0;
    for (int i = 0; i < n; i++) c += b[i];
    return c;
}

enum { N = 300 };

int main(void) {
    static _Bool b[N];
    static int out[N][6];
    static struct flags f[N];
    static double dv[N];
    for (int i = 0; i < N; i++) dv[i] = (i - 150) * 0.25;
#pragma acc parallel loop copyin(dv) copyout(b, out, f)
    for (int i = 0; i < N; i++) {
        _Bool x = i * 256;            /* nonzero multiple of 256: 1, not truncated to 0 */
        _Bool y = dv[i];              /* 0.25 -> 1, 0.0 -> 0 */
        _Bool z = 0x100000000LL * i;  /* 64-bit nonzero -> 1 */
        b[i] = odd(i);
        out[i][0] = x + y + z;        /* promoted to int */
        out[i][1] = (i > 10) + (i < 20) * 2 + (i == 15) * 4;
        out[i][2] = !i + !!i * 10;
        out[i][3] = (_Bool)(i & 2) << 3;
        _Bool t = true;
        t = t && dv[i] > 0;
        t = t || (i % 100 == 7);
        out[i][4] = t;
        out[i][5] = (bool)-1 + (bool)0.0 + (bool)-0.5;
        f[i].on = i % 3;
        f[i].off = !f[i].on;
        f[i].n = f[i].on + f[i].off;
    }
    for (int i = 0; i < N; i++) {
        double d = (i - 150) * 0.25;
        CHECK(b[i] == (i % 2));
        CHECK(out[i][0] == (i != 0) + (d != 0) + (i != 0));
        CHECK(out[i][1] == (i > 10) + (i < 20) * 2 + (i == 15) * 4);
        CHECK(out[i][2] == (i == 0 ? 1 : 10));
        CHECK(out[i][3] == ((i & 2) ? 8 : 0));
        CHECK(out[i][4] == (d > 0 || i % 100 == 7));
        CHECK(out[i][5] == 2);
        CHECK(f[i].on == (i % 3 != 0) && f[i].off == (i % 3 == 0) && f[i].n == 1);
    }
    int c = 0;
    _Bool any = 0, all = 1;
#pragma acc parallel loop copyin(b) reduction(+:c) reduction(||:any) reduction(&&:all)
    for (int i = 0; i < N; i++) {
        c += count(&b[i], 1);
        any = any || b[i];
        all = all && (b[i] || i % 2 == 0);
    }
    CHECK(c == N / 2);
    CHECK(any == 1 && all == 1);
    CHECK_DONE();
}
