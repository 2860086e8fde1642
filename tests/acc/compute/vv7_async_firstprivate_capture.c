/* OpenACC 3.3, 2.5.14 and 2.16.1: an asynchronous compute construct's firstprivate values
 * (explicit scalars, structs and arrays, and the implicit firstprivate of scalars, 2.6.2) are
 * those of the local thread when the construct is encountered: the host changing them after
 * the launch, while the queue is still busy with an earlier long kernel, does not reach the
 * queued kernel; the same for num_gangs and loop bounds evaluated at the construct, and for
 * serial and kernels (V&V parallel_firstprivate_async style). */
#include <openacc.h>
#include "check.h"
#define N 100000
static float a[N], b[N], c[N];
struct cfg { int k; float f[4]; };
int main(void) {
    int k = 3, n = N;
    struct cfg s = {5, {1, 2, 3, 4}};
    float arr[4] = {7, 7, 7, 7};
#pragma acc data create(a, b, c)
    {
        for (int r = 0; r < 3; r++) {
            /* a long kernel first, so the next ones wait in the queue */
#pragma acc parallel loop present(a) async(1)
            for (int i = 0; i < N; i++) {
                float x = 0;
                for (int t = 0; t < 40; t++) x += t * 0.5f;
                a[i] = x;
            }
#pragma acc parallel loop present(b) firstprivate(s, arr) async(1)
            for (int i = 0; i < n; i++) b[i] = k + s.k + s.f[3] + arr[2] + r;
#pragma acc serial present(c) async(1)
            { c[0] = (float)k; c[1] = (float)n; }
#pragma acc kernels present(c) async(1)
            for (int i = 2; i < n; i++) c[i] = (float)(k * 2);
            k = 100; n = 10; s.k = 100; s.f[3] = 100; arr[2] = 100;
#pragma acc wait(1)
#pragma acc update self(b, c)
            CHECK(b[0] == 19.0f + r && b[N - 1] == 19.0f + r);
            CHECK(c[0] == 3.0f && c[1] == (float)N && c[N - 1] == 6.0f);
            k = 3; n = N; s.k = 5; s.f[3] = 4; arr[2] = 7;
        }
    }
    CHECK_DONE();
}
