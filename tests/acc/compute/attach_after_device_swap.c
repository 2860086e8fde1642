/* Two pointer members of a present struct swapped by a `serial` region on the device and by the
 * host on its own copy (discrete memory only: with shared memory the struct is one object), as
 * ping-pong solvers on a deep-copied struct do; then a region that reaches the members only
 * through a routine. The sweeps' implicit attach of `s->h.data` (2.7.2) found the device
 * pointer already on the device copy of the host's new target: 2.7.2 then only counts it. The
 * runtime compared with the target it had recorded at `enter data` instead, attached again
 * counting from one, and the sweep's exit detached, writing the host's address into the device
 * struct: the routine read host memory (emul: the stale host values; a GPU: an illegal
 * address). Bug hunt 2026-12-01 (apps12_darcy_nested_struct). */
#include <stdlib.h>
#include <openacc.h>
#include "check.h"
#define N 16

typedef struct { int n; double *data; } field_t;
typedef struct { field_t h, hn; double *perm; } sim_t;

#pragma acc routine seq
static double rowsum(const sim_t *s, int i)
{
    double r = 0;
    const double *h = s->h.data;
    for (int j = 0; j < 4; j++) r += h[i * 4 + j];
    return r;
}

int main(void)
{
    sim_t *s = malloc(sizeof *s);
    s->h.data = calloc(N, sizeof(double));
    s->hn.data = calloc(N, sizeof(double));
    s->perm = calloc(N, sizeof(double));
    const int discrete = acc_get_device_type() != acc_device_host;
#pragma acc enter data copyin(s[0:1])
#pragma acc enter data copyin(s->h.data[0:N], s->hn.data[0:N], s->perm[0:N])
    for (int it = 0; it < 3; it++) {
#pragma acc kernels present(s[0:1])
#pragma acc loop independent
        for (int j = 0; j < N; j++) s->hn.data[j] = s->h.data[j] + 1.0;
        if (discrete) {
#pragma acc serial present(s[0:1])
            {
                double *t = s->h.data; s->h.data = s->hn.data; s->hn.data = t;
            }
        }
        double *t = s->h.data; s->h.data = s->hn.data; s->hn.data = t;
    }
    double a[4];
#pragma acc parallel loop present(s[0:1]) copyout(a)
    for (int i = 0; i < 4; i++) a[i] = rowsum(s, i);
    for (int i = 0; i < 4; i++) CHECK(a[i] == 12.0);
#pragma acc exit data copyout(s->h.data[0:N]) delete(s->hn.data[0:N], s->perm[0:N])
#pragma acc exit data delete(s[0:1])
    for (int j = 0; j < N; j++) CHECK(s->h.data[j] == 3.0);
    free(s->h.data); free(s->hn.data); free(s->perm); free(s);
    CHECK_DONE();
}
