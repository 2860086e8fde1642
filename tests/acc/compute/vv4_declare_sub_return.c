/* OpenACC 3.3, 2.13 (declare in a function, implicit data region to the function's end):
 * a subarray declare's copyout happens at every return, early ones included, and a
 * function called repeatedly maps its section afresh each time. */
#include <openacc.h>
#include "check.h"
#define n 50
static int fill(int *c, int k) {
#pragma acc declare copyout(c[0:n])
#pragma acc parallel loop
    for (int x = 0; x < n; ++x) c[x] = x * k;
    if (k % 2) return 1;
#pragma acc parallel loop
    for (int x = 0; x < n; ++x) c[x] += 1;
    return 0;
}
static void add(int *a, int m, int v) {
    if (m <= 0) return;
#pragma acc declare copy(a[0:m])
#pragma acc parallel loop
    for (int x = 0; x < m; ++x) a[x] += v;
}
int main(void) {
    int c[n];
    for (int k = 1; k <= 4; k++) {
        int odd = fill(c, k);
        CHECK(odd == k % 2);
        for (int x = 0; x < n; x++) CHECK(c[x] == x * k + (odd ? 0 : 1));
        CHECK(!acc_is_present(c, sizeof c) || acc_get_device_type() == acc_device_host);
    }
    int *p = malloc(n * sizeof(int));
    for (int x = 0; x < n; x++) p[x] = x;
    add(p, n, 3);
    add(p, 0, 100);
    add(p + 10, 5, 1000);
    for (int x = 0; x < n; x++) CHECK(p[x] == x + 3 + (x >= 10 && x < 15 ? 1000 : 0));
    free(p);
    CHECK_DONE();
}
