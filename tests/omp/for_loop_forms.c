/* The canonical loop forms of 2.4.1: every relational operator and increment form,
 * negative steps, variables declared outside, long long variables. */
#include "check.h"
static int count_hits(int *h, int n) { int s = 0; for (int i = 0; i < n; i++) s += h[i]; return s; }
int main(void) {
    int h[200];
    int i;
    long long ll;
#define RESET() for (int z = 0; z < 200; z++) h[z] = 0
    RESET();
#pragma omp parallel for
    for (i = 0; i <= 99; i++) h[i]++;
    CHECK(count_hits(h, 200) == 100 && h[99] == 1);
    RESET();
#pragma omp parallel for
    for (i = 99; i >= 0; i--) h[i]++;
    CHECK(count_hits(h, 200) == 100 && h[0] == 1);
    RESET();
#pragma omp parallel for
    for (i = 150; i > 50; i -= 3) h[i]++;
    CHECK(count_hits(h, 200) == 34 && h[150] == 1 && h[147] == 1 && h[51] == 1);
    RESET();
#pragma omp parallel for
    for (i = 0; i < 200; i = i + 7) h[i]++;
    CHECK(count_hits(h, 200) == 29 && h[196] == 1);
    RESET();
#pragma omp parallel for
    for (i = 1; i < 200; i = 5 + i) h[i]++;
    CHECK(count_hits(h, 200) == 40 && h[196] == 1);
    RESET();
#pragma omp parallel for
    for (i = 199; i > 0; i = i - 2) h[i]++;
    CHECK(count_hits(h, 200) == 100 && h[1] == 1);
    RESET();
#pragma omp parallel for
    for (ll = 10; ll < 20; ++ll) h[ll]++;
    CHECK(count_hits(h, 200) == 10);
    RESET();
#pragma omp parallel for
    for (int k = 5; 12 > k; k += 2) h[k]++;
    CHECK(count_hits(h, 200) == 4 && h[11] == 1);
    RESET();
    int step = 4, lo = 3, hi = 50;
#pragma omp parallel for
    for (short s = lo; s < hi; s += step) h[s]++;
    CHECK(count_hits(h, 200) == 12 && h[47] == 1);
    CHECK_DONE();
}
