/* OpenACC 3.3, 2.9 (loop construct): partitioned loops whose bodies use continue (allowed:
 * it ends the iteration) and seq inner loops with break and early exits, at gang, worker and
 * vector levels, and a while loop inside a vector loop; each iteration's result is the
 * sequential one (V&V loop bodies with control flow). */
#include <openacc.h>
#include "check.h"
#define N 240
#define M 30
int main(void) {
    int a[N], first[N], evens[N];
    static int m[N][M];
    for (int i = 0; i < N; i++) a[i] = (i * 37) % 53;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) m[i][j] = (i + j * 7) % 41;
    long s = 0;
#pragma acc parallel loop gang vector copyin(a) reduction(+:s)
    for (int i = 0; i < N; i++) {
        if (a[i] % 3 == 0) continue;
        s += a[i];
    }
    long ws = 0;
    for (int i = 0; i < N; i++)
        if (a[i] % 3 != 0) ws += a[i];
    CHECK(s == ws);
#pragma acc parallel loop gang copyin(m) copyout(first, evens)
    for (int i = 0; i < N; i++) {
        int f = -1;
#pragma acc loop seq
        for (int j = 0; j < M; j++)
            if (m[i][j] == 40 || m[i][j] == 0) { f = j; break; }
        first[i] = f;
        int e = 0;
#pragma acc loop vector reduction(+:e)
        for (int j = 0; j < M; j++) {
            if (m[i][j] & 1) continue;
            int x = m[i][j];
            while (x > 3) x -= 4;   /* x % 4 for x >= 0 */
            e += x + 1;
        }
        evens[i] = e;
    }
    for (int i = 0; i < N; i++) {
        int f = -1, e = 0;
        for (int j = 0; j < M; j++)
            if (m[i][j] == 40 || m[i][j] == 0) { f = j; break; }
        for (int j = 0; j < M; j++)
            if (!(m[i][j] & 1)) e += m[i][j] % 4 + 1;
        CHECK(first[i] == f && evens[i] == e);
    }
    CHECK_DONE();
}
