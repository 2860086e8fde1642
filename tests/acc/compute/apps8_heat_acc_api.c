/* A 2-D heat-equation solver written against the OpenACC runtime API instead of data clauses,
 * as codes with their own memory managers do (chapter 3): device buffers from `acc_malloc`,
 * filled by `acc_memcpy_to_device`, used through `deviceptr` (2.7.3) in `parallel loop
 * collapse(2)` kernels on an `async` queue, the two grids swapped by pointer, a host array
 * attached with `acc_map_data` so that `present` and `update self` reach it, `acc_deviceptr` /
 * `acc_hostptr` round trips, `acc_async_test`, `acc_wait`, and `acc_memcpy_from_device` for
 * the result; the total heat a reduction over a `deviceptr`. Checked against the host. */
#include <math.h>
#include <openacc.h>
#include "check.h"
#define NX 64
#define NY 48
#define IX(j, i) ((j) * NX + (i))

int main(void)
{
    size_t bytes = NX * NY * sizeof(double);
    double *h0 = malloc(bytes), *ref = malloc(bytes), *tmp = malloc(bytes), *out = malloc(bytes);
    double *probe = malloc(NX * sizeof(double));
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++)
            h0[IX(j, i)] = ref[IX(j, i)] = (i > 20 && i < 40 && j > 10 && j < 30) ? 100.0 : 0.0;
    const double k = 0.2;
    const int steps = 20;
    for (int s = 0; s < steps; s++) {
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                tmp[IX(j, i)] = (j == 0 || i == 0 || j == NY - 1 || i == NX - 1) ? ref[IX(j, i)] :
                    ref[IX(j, i)] + k * (ref[IX(j - 1, i)] + ref[IX(j + 1, i)] + ref[IX(j, i - 1)] + ref[IX(j, i + 1)] - 4 * ref[IX(j, i)]);
        double *t = ref; ref = tmp; tmp = t;
    }
    double *d_a = acc_malloc(bytes), *d_b = acc_malloc(bytes);
    double *d_probe = acc_malloc(NX * sizeof(double));
    CHECK(d_a != NULL && d_b != NULL && d_probe != NULL);
    acc_memcpy_to_device(d_a, h0, bytes);
    acc_memcpy_to_device(d_b, h0, bytes);
    acc_map_data(probe, d_probe, NX * sizeof(double));
    CHECK(acc_is_present(probe, NX * sizeof(double)));
    /* On the host device (shared memory, 2.6.1, -acc=multicore) the mapping is no action and
     * every address is its own device address. */
    int shared = acc_get_device_type() == acc_device_host;
    CHECK(acc_deviceptr(probe) == (shared ? (void *)probe : (void *)d_probe));
    CHECK(acc_hostptr(d_probe) == (void *)d_probe || !shared);
    CHECK(shared || acc_hostptr(d_probe) == probe);
    double *cur = d_a, *nxt = d_b;
    for (int s = 0; s < steps; s++) {
#pragma acc parallel loop collapse(2) deviceptr(cur, nxt) async(1)
        for (int j = 0; j < NY; j++)
            for (int i = 0; i < NX; i++)
                nxt[IX(j, i)] = (j == 0 || i == 0 || j == NY - 1 || i == NX - 1) ? cur[IX(j, i)] :
                    cur[IX(j, i)] + k * (cur[IX(j - 1, i)] + cur[IX(j + 1, i)] + cur[IX(j, i - 1)] + cur[IX(j, i + 1)] - 4 * cur[IX(j, i)]);
        double *t = cur; cur = nxt; nxt = t;
    }
#pragma acc parallel loop deviceptr(cur) present(probe[0:NX]) async(1)
    for (int i = 0; i < NX; i++) probe[i] = cur[IX(NY / 2, i)];
#pragma acc update self(probe[0:NX]) async(1)
    acc_wait(1);
    CHECK(acc_async_test(1) != 0);
    double total = 0.0, htotal = 0.0;
#pragma acc parallel loop collapse(2) deviceptr(cur) reduction(+:total)
    for (int j = 0; j < NY; j++)
        for (int i = 0; i < NX; i++) total += cur[IX(j, i)];
    acc_memcpy_from_device(out, cur, bytes);
    int bad = 0;
    for (int q = 0; q < NX * NY; q++) {
        htotal += ref[q];
        if (fabs(out[q] - ref[q]) > 1e-9) bad++;
    }
    for (int i = 0; i < NX; i++)
        if (fabs(probe[i] - ref[IX(NY / 2, i)]) > 1e-9) bad++;
    CHECK(bad == 0);
    CHECK(fabs(total - htotal) < 1e-9 * htotal);
    acc_unmap_data(probe);
    CHECK(shared || !acc_is_present(probe, NX * sizeof(double)));
    acc_free(d_a); acc_free(d_b); acc_free(d_probe);
    free(h0); free(ref); free(tmp); free(out); free(probe);
    CHECK_DONE();
}
