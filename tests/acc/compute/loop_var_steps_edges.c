/* OpenACC 3.3, 2.9.1: a partitioned loop's variable takes the values of its canonical form
 * once each, whatever its type and its bounds. The CPU team runs a thread's share [b, e) on the
 * variable itself, stepped in its own type from the share's first value to its last one (as
 * gcc's OpenMP outlined loops do), with the exit test after the body: stepping past the last
 * value may overflow the type (`i < INT_MAX; i += 7`). Narrow and wide, signed and unsigned
 * variables, decreasing loops, steps that do not divide the range, a step known only at run
 * time, bounds next to the type's limits, `continue`, an inner loop's `break`, a variable
 * declared outside the loop, and a `!=` test, which keeps the counter (its variable may reach
 * the bound across a wrap-around). At 16 threads most shares of the short loops are empty. */
#include <limits.h>
#include "check.h"
static int hits[1000];
static void clear(void) { for (int k = 0; k < 1000; k++) hits[k] = 0; }
static int all_once(int n) {
    for (int k = 0; k < 1000; k++)
        if (hits[k] != (k < n)) return 0;
    return 1;
}
int main(void) {
    int step = 3;
    clear();
#pragma acc parallel loop copy(hits)
    for (signed char c = 120; c >= -120; c -= 7) hits[(120 - c) / 7]++;
    CHECK(all_once(35));
    clear();
    { short s;
#pragma acc parallel loop copy(hits)
    for (s = SHRT_MAX - 40; s <= SHRT_MAX - 3; s += 4) hits[(s - (SHRT_MAX - 40)) / 4]++; }
    CHECK(all_once(10));
    clear();
#pragma acc parallel loop copy(hits)
    for (int i = INT_MAX - 999; i < INT_MAX; i++) hits[i - (INT_MAX - 999)]++;
    CHECK(all_once(999));
    clear();
#pragma acc parallel loop copy(hits)
    for (int i = INT_MAX - 990; i < INT_MAX; i += 7) hits[(i - (INT_MAX - 990)) / 7]++;
    CHECK(all_once(142));
    clear();
#pragma acc parallel loop copy(hits)
    for (int i = INT_MIN + 998; i > INT_MIN + 2; i -= step) hits[(INT_MIN + 998 - i) / 3]++;
    CHECK(all_once(332));
    clear();
#pragma acc parallel loop copy(hits)
    for (unsigned u = UINT_MAX - 50; u < UINT_MAX; u += 3) hits[(u - (UINT_MAX - 50)) / 3]++;
    CHECK(all_once(17));
    clear();
#pragma acc parallel loop copy(hits)
    for (unsigned long u = 301; u >= 2; u -= 3) hits[(301 - u) / 3]++;
    CHECK(all_once(100));
    clear();
#pragma acc parallel loop copy(hits)
    for (unsigned char u = 250; u > 3; u -= 2) hits[(250 - u) / 2]++;
    CHECK(all_once(124));
    clear();
#pragma acc parallel loop copy(hits)
    for (unsigned char u = 10; u != 20; u--) hits[(unsigned char)(10 - u)]++;
    CHECK(all_once(246));
    clear();
#pragma acc parallel loop copy(hits)
    for (long long j = 5000000000LL; j > 5000000000LL - 700; j--) {
        if (j % 2) continue;
        hits[(5000000000LL - j) / 2]++;
    }
    CHECK(all_once(350));
    clear();
#pragma acc parallel loop copy(hits)
    for (int i = 0; i < 500; i++) {
        for (int m = 0; m < 10; m++)
            if (m == i % 10) break;
        switch (i % 3) {
        case 0: hits[i]++; break;
        default: hits[i]++;
        }
    }
    CHECK(all_once(500));
    clear();
    {
        int i;
#pragma acc parallel num_gangs(4) copy(hits)
        {
#pragma acc loop gang
            for (i = 0; i < 300; i += 2) hits[i / 2]++;
        }
        CHECK(all_once(150));
    }
    CHECK_DONE();
}
