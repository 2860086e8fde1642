/* A kernels loop whose integer scalar is updated by a floating expression (`t -= a[i] / 4`
 * with double a) has no implied reduction (OpenACC 3.3, 2.5.15 / 2.9.11 for the clause the
 * compiler would add): each update truncates (C 6.3.1.4: t - 0.5 lowers a positive t by 1),
 * while a private copy starting at 0 stays 0 (-0.5 truncates to 0), so t kept its value on
 * every device. Integer updates (c += 1), floating variables (f += a[i] / 4) and max forms
 * stay reductions. Nor is a _Bool flipped by -- (6.5.2.4) or by += / -= of 1 a sum: an even
 * number of flips leaves it as it was (it ended true), while b++ and b |= e stay reductions.
 * The .minfo beside this file is the schedule. */
#include <stdbool.h>
#include "check.h"

int main(void) {
    static double a[1000];
    for (int i = 0; i < 1000; i++) a[i] = 2.0;
    int t = 1000000, s = 0;
    long long m = 0, c = 0;
    float f = 0;
    bool flip = 0, flop = 1, any = 0, some = 0;
#pragma acc kernels copyin(a)
    {
        for (int i = 0; i < 1000; i++) t -= a[i] / 4;
        for (int i = 0; i < 1000; i++) s = s + a[i] * -0.75;
        for (int i = 0; i < 1000; i++) c += 1;
        for (int i = 0; i < 1000; i++) f += a[i] / 4;
        for (int i = 0; i < 1000; i++) m = m > a[i] * i ? m : a[i] * i;
        for (int i = 0; i < 1000; i++)
            if (i % 100 == 3) flip--;
        for (int i = 0; i < 1000; i++)
            if (i % 100 == 5) flop -= 1;
        for (int i = 0; i < 1000; i++)
            if (i == 7) any++;
        for (int i = 0; i < 1000; i++) some |= i == 999;
    }
    CHECK(t == 1000000 - 1000);
    CHECK(s == -1000);
    CHECK(c == 1000 && f == 500 && m == 1998);
    CHECK(!flip && flop && any && some);
    CHECK_DONE();
}
