/* OpenACC 3.3, 2.15.1 (routine directive): nohost routines called only from compute
 * constructs and from other nohost routines, bind(name) to a nohost device version, a
 * named routine directive with bind("string"), and routines at each level with nohost;
 * V&V routine_nohost, routine_bind_nonprototype_lambda ... in C. */
#include <openacc.h>
#include "check.h"
#define N 128
#pragma acc routine seq nohost
static int twice(int x) { return 2 * x; }
#pragma acc routine seq nohost
static int four(int x) { return twice(twice(x)); }

/* the device version of f is dev_f: it adds 1000 where the host's adds 1 */
#pragma acc routine seq nohost
static int dev_f(int x) { return x + 1000; }
#pragma acc routine seq bind(dev_f)
static int f(int x) { return x + 1; }

#pragma acc routine seq nohost
int dev_g(int x) { return x - 1000; }
int g(int x);
#pragma acc routine(g) seq bind("dev_g")
int g(int x) { return x - 1; }

#pragma acc routine vector nohost
static void row(int *r, int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) r[i] = four(i);
}
int main(void) {
    int a[N], b[N], c[N], m[4][N];
    int dev = acc_get_device_type() != acc_device_host;
#pragma acc parallel loop copyout(a, b, c)
    for (int i = 0; i < N; i++) { a[i] = four(i); b[i] = f(i); c[i] = g(i); }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == 4 * i);
        CHECK(b[i] == i + (dev ? 1000 : 1) || b[i] == i + 1000);
        CHECK(c[i] == i - (dev ? 1000 : 1) || c[i] == i - 1000);
    }
    CHECK(f(1) == 2 && g(1) == 0);
#pragma acc parallel loop gang copyout(m)
    for (int k = 0; k < 4; k++) row(m[k], N);
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < N; i++) CHECK(m[k][i] == 4 * i);
    CHECK_DONE();
}
