/* OpenACC 3.3, 2.5.3 (serial construct) and 2.9: a serial construct runs as one gang of one
 * worker with vector length one, yet its loops may carry gang, worker, vector and reduction
 * clauses; results are those of the sequential loop, a private scalar stays private per
 * iteration, and a loop's reduction into a variable of the serial construct's reduction
 * clause combines once (V&V serial_loop_*.c). */
#include <openacc.h>
#include "check.h"
#define N 150
int main(void) {
    int a[N], b[N], c[N];
    for (int i = 0; i < N; i++) a[i] = i % 13;
    long s = 3;
    int mn = 1000;
#pragma acc serial copyin(a) copyout(b, c) copy(mn) reduction(+:s)
    {
#pragma acc loop gang worker vector reduction(min:mn)
        for (int i = 0; i < N; i++) {
            b[i] = a[i] * 2;
            mn = a[i] + 5 < mn ? a[i] + 5 : mn;
        }
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < N; i++) s += a[i];
        int t;
#pragma acc loop vector private(t)
        for (int i = 0; i < N; i++) {
            t = b[i] + 1;
            c[i] = t * t;
        }
    }
    long want = 3;
    for (int i = 0; i < N; i++) {
        want += i % 13;
        CHECK(b[i] == 2 * (i % 13));
        CHECK(c[i] == (2 * (i % 13) + 1) * (2 * (i % 13) + 1));
    }
    CHECK(s == want);
    CHECK(mn == 5);
    CHECK_DONE();
}
