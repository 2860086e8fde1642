/* A chunked SAXPY pipeline as stream-overlap tutorials write it without CUDA streams: the
 * arrays split into chunks cycled over three queues, each chunk's input copied with
 * `acc_copyin_async` / `acc_update_device_async` (3.2.9, 3.2.21), computed by a `parallel
 * loop async(q)`, copied back by `update self async(q)` (2.14.4); a second pass that waits
 * for queue `q` on queue `q + 3` with `acc_wait_async` (3.2.12) and a `wait(q) async(q + 3)`
 * clause pair (2.16), `acc_async_test` polling before `acc_wait_all` (3.2.11, 3.2.13), and
 * the arrays released with `acc_delete_async` / `acc_copyout_async`. Checked against the
 * host. */
#include <openacc.h>
#include "check.h"
#define N 60000
#define NCHUNK 12
#define CH (N / NCHUNK)

int main(void)
{
    static float x[N], y[N], z[N];
    for (int i = 0; i < N; i++) { x[i] = (float)(i % 100); y[i] = 1.0f; z[i] = 0.0f; }
    const float a = 2.0f;
    acc_create(x, sizeof x);
    acc_create(y, sizeof y);
    acc_copyin(z, sizeof z);
    for (int c = 0; c < NCHUNK; c++) {
        int q = c % 3, lo = c * CH;
        acc_update_device_async(&x[lo], CH * sizeof(float), q);
        acc_update_device_async(&y[lo], CH * sizeof(float), q);
#pragma acc parallel loop present(x, y) async(q)
        for (int i = lo; i < lo + CH; i++) y[i] = a * x[i] + y[i];
#pragma acc update self(y[lo:CH]) async(q)
    }
    /* the second pass: z = y + x on queue q + 3 after queue q */
    for (int c = 0; c < NCHUNK; c++) {
        int q = c % 3, lo = c * CH;
        if (c < 3) acc_wait_async(q, q + 3);
#pragma acc parallel loop present(x, y, z) wait(q) async(q + 3)
        for (int i = lo; i < lo + CH; i++) z[i] = y[i] + x[i];
    }
    int polled = 0;
    while (!acc_async_test(5) && polled < 1000000) polled++;
    acc_wait_all();
    CHECK(acc_async_test_all());
    acc_copyout_async(z, sizeof z, 4);
    acc_delete_async(x, sizeof x, 4);
    acc_delete_async(y, sizeof y, 4);
    acc_wait(4);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        float yy = a * (float)(i % 100) + 1.0f;
        bad += y[i] != yy || z[i] != yy + (float)(i % 100);
    }
    CHECK(bad == 0);
    CHECK(acc_get_device_type() == acc_device_host || !acc_is_present(x, sizeof x));
    CHECK_DONE();
}
