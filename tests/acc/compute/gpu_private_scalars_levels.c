/* OpenACC 3.3, 2.5.13 / 2.5.14 (private and firstprivate on parallel: one copy per gang), 2.6.2
 * (scalars implicitly firstprivate in parallel, copied in kernels) and 2.9.10 (private on a loop:
 * one copy per iteration's thread): a gang-private scalar accumulated in a gang loop's body
 * (vector-single, one gang's iterations), implicit firstprivate scalars modified in the region
 * (the host's value unchanged), a kernels scalar assigned in the region (copied back), private
 * scalars at worker and vector level, and a scalar declared in gang-redundant code used by a
 * later gang loop. */
#include "gpu_check.h"

enum { N = 640 };

int main(void) {
    int k = 10, last = -1;
    static int out[N], wout[N * 4];
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(32) copyout(out, wout)
    {
        int base = k * 3; /* gang-redundant: every gang computes 30 */
        k = k + 1;        /* the gang's firstprivate copy: 11 */
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            int t = base + k + i; /* vector-single */
            out[i] = t;
#pragma acc loop worker
            for (int w = 0; w < 4; w++) {
                int u = t * 10 + w; /* worker-private */
                wout[i * 4 + w] = u;
            }
        }
    }
    CHECK(k == 10);
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == 41 + i);
        for (int w = 0; w < 4; w++) CHECK(wout[i * 4 + w] == (41 + i) * 10 + w);
    }

    /* private(p) on the parallel: each gang's copy, uninitialised until the gang sets it */
    int p = 12345;
    static int pout[N];
#pragma acc parallel num_gangs(6) private(p) copyout(pout)
    {
        p = 7;
#pragma acc loop gang
        for (int i = 0; i < N; i++) pout[i] = p * i;
    }
    CHECK(p == 12345);
    for (int i = 0; i < N; i++) CHECK(pout[i] == 7 * i);

    /* kernels: a scalar assigned in the region is copied back (2.6.2) */
#pragma acc kernels
    {
        last = N * 2;
    }
    CHECK(last == 2 * N);

    /* a vector loop's private scalar */
    int tmp;
    static int vout[N];
#pragma acc parallel loop gang vector private(tmp) copyout(vout)
    for (int i = 0; i < N; i++) {
        tmp = i * i;
        tmp -= i;
        vout[i] = tmp;
    }
    for (int i = 0; i < N; i++) CHECK(vout[i] == i * i - i);
    CHECK_DONE();
}
