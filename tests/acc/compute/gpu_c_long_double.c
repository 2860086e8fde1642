/* C11 6.2.5 (long double) in compute regions: long double scalars, arrays and struct members
 * copied to and from the device keep the host's layout (sizeof(long double) and the offsets of
 * the members after it are the host's, in code on the device too); arithmetic on values exact
 * in double (the device may compute long double in double precision); conversions to and from
 * integers and double; a long double routine parameter and result; a reduction. */
#include "check.h"
#include <stddef.h>

struct rec { char c; long double v; int after; long double w[2]; };

#pragma acc routine seq
static long double half(long double x) { return x / 2; }

int main(void) {
    static long double a[500];
    static struct rec r[100];
    static long long sizes[4];
    for (int i = 0; i < 500; i++) a[i] = i * 0.5L;
    for (int i = 0; i < 100; i++) {
        r[i].c = (char)i;
        r[i].v = i * 0.25L;
        r[i].after = -i;
        r[i].w[0] = i;
        r[i].w[1] = -i;
    }
#pragma acc parallel loop copy(a, r) copyout(sizes)
    for (int i = 0; i < 500; i++) {
        a[i] = half(a[i]) * 4 + (long double)i; /* 2i */
        if (i < 100) {
            r[i].v += r[i].w[0] * 2;
            r[i].after += (int)r[i].v;
            r[i].w[1] = (long double)(double)r[i].w[1] - 0.5L;
        }
        if (i == 0) {
            sizes[0] = sizeof(long double);
            sizes[1] = sizeof(struct rec);
            sizes[2] = offsetof(struct rec, after);
            sizes[3] = _Alignof(long double);
        }
    }
    CHECK(sizes[0] == sizeof(long double));
    CHECK(sizes[1] == sizeof(struct rec));
    CHECK(sizes[2] == offsetof(struct rec, after));
    CHECK(sizes[3] == _Alignof(long double));
    for (int i = 0; i < 500; i++) CHECK(a[i] == 2.0L * i);
    for (int i = 0; i < 100; i++) {
        CHECK(r[i].c == (char)i);
        CHECK(r[i].v == i * 2.25L);
        CHECK(r[i].after == -i + (int)(i * 2.25L));
        CHECK(r[i].w[0] == i && r[i].w[1] == -i - 0.5L);
    }
    long double s = 1.5L;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 1000; i++) s += (long double)(i % 4) * 0.25L;
    CHECK(s == 1.5L + 250 * 1.5L);
    CHECK_DONE();
}
