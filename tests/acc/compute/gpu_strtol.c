/* strtol, strtoll, strtoul and strtoull (C11 7.22.1.4) in a compute region (OpenACC 3.3,
 * 2.5.1): the region ran on the host only ("a call of 'strtol', which has no definition in
 * this file"). Bases 0, 2, 8, 10, 16 and 36, signs, blanks, the 0x prefix with and without
 * hex digits after it, no digits at all, the end pointer, and values out of range (clamped;
 * device code has no errno). */
#include <stdlib.h>
#include "check.h"

enum { N = 12 };

int main(void) {
    static const char txt[N][24] = {"  42rest", "-0x1fz", "0755", "+1011", "zz", "0x", "   ",
                                    "99999999999999999999", "-9223372036854775808", "-1",
                                    "18446744073709551615", "-18446744073709551616"};
    const int bases[N] = {10, 0, 0, 2, 36, 16, 10, 10, 10, 10, 10, 0};
    long l[N];
    long long ll[N];
    unsigned long ul[N];
    unsigned long long ull[N];
    long end[N];
#pragma acc parallel loop copyin(txt, bases) copyout(l, ll, ul, ull, end)
    for (int i = 0; i < N; i++) {
        char *e;
        l[i] = strtol(txt[i], &e, bases[i]);
        end[i] = (long)(e - txt[i]);
        ll[i] = strtoll(txt[i], 0, bases[i]);
        ul[i] = strtoul(txt[i], 0, bases[i]);
        ull[i] = strtoull(txt[i], &e, bases[i]);
        end[i] += 100 * (long)(e - txt[i]);
    }
    for (int i = 0; i < N; i++) {
        char *e1, *e2;
        CHECK(l[i] == strtol(txt[i], &e1, bases[i]));
        CHECK(ll[i] == strtoll(txt[i], 0, bases[i]));
        CHECK(ul[i] == strtoul(txt[i], 0, bases[i]));
        CHECK(ull[i] == strtoull(txt[i], &e2, bases[i]));
        CHECK(end[i] == (long)(e1 - txt[i]) + 100 * (long)(e2 - txt[i]));
    }
    CHECK_DONE();
}
