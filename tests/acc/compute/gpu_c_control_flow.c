/* C statements in compute regions (OpenACC 3.3, 2.5: any C code the region contains, except
 * branches into or out of it): switch with fall-through and default, goto within the region,
 * do-while, nested loops with break/continue, the comma operator, conditional expressions with
 * side effects, compound assignments of every operator, pre/post increments in expressions,
 * and short-circuit evaluation guarding out-of-range reads. */
#include "check.h"

int main(void) {
    static int out[500][8];
    static int small[10] = {5, 4, 3, 2, 1, 0, -1, -2, -3, -4};
#pragma acc parallel loop copyin(small) copyout(out)
    for (int i = 0; i < 500; i++) {
        int s = 0;
        switch (i % 6) {
        case 0: s += 1; /* fall through */
        case 1: s += 10; break;
        case 2:
        case 3: s = 100; break;
        default: s = -1;
        }
        out[i][0] = s;

        int k = 0, steps = 0;
    again:
        k += 3;
        steps++;
        if (k < i % 17) goto again;
        out[i][1] = steps * 1000 + k;

        int d = i, digits = 0;
        do {
            d /= 7;
            digits++;
        } while (d > 0);
        out[i][2] = digits;

        int a = 1, b = 2, c;
        c = (a += i, b *= a, a + b);
        out[i][3] = c;

        int x = i;
        x += 3; x -= 1; x *= 2; x /= 3; x %= 101; x <<= 2; x >>= 1; x &= 0xff; x |= 0x100; x ^= 0x55;
        out[i][4] = x;

        int y = i;
        int y1 = y++;
        int y2 = ++y;
        out[i][5] = y1 * 10000 + y2 * 10 + y;

        int idx = i % 12;
        out[i][6] = (idx < 10 && small[idx] > 0) ? small[idx] : -99;

        int found = -1;
        for (int p = 0; p < 10; p++) {
            if (small[p] > 3) continue;
            for (int q = 0; q < 10; q++) {
                if (small[p] + small[q] == i % 7) {
                    found = p * 10 + q;
                    break;
                }
            }
            if (found >= 0) break;
        }
        out[i][7] = found;
    }
    for (int i = 0; i < 500; i++) {
        int m = i % 6;
        CHECK(out[i][0] == (m == 0 ? 11 : m == 1 ? 10 : m <= 3 ? 100 : -1));
        int k = 0, steps = 0;
        do {
            k += 3;
            steps++;
        } while (k < i % 17);
        CHECK(out[i][1] == steps * 1000 + k);
        int d = i, digits = 0;
        do {
            d /= 7;
            digits++;
        } while (d > 0);
        CHECK(out[i][2] == digits);
        CHECK(out[i][3] == (1 + i) + 2 * (1 + i));
        int x = i;
        x += 3; x -= 1; x *= 2; x /= 3; x %= 101; x <<= 2; x >>= 1; x &= 0xff; x |= 0x100; x ^= 0x55;
        CHECK(out[i][4] == x);
        CHECK(out[i][5] == i * 10000 + (i + 2) * 10 + (i + 2));
        int idx = i % 12;
        CHECK(out[i][6] == ((idx < 10 && small[idx] > 0) ? small[idx] : -99));
        int found = -1;
        for (int p = 0; p < 10 && found < 0; p++) {
            if (small[p] > 3) continue;
            for (int q = 0; q < 10; q++)
                if (small[p] + small[q] == i % 7) {
                    found = p * 10 + q;
                    break;
                }
        }
        CHECK(out[i][7] == found);
    }
    CHECK_DONE();
}
