/* OpenACC 3.3, 3.2.28 acc_memcpy_device(_async) between acc_malloc blocks and present data,
 * zero bytes and equal pointers (no action), and 3.2.30 acc_memcpy_d2d(_async) with the same
 * device as source and destination (host addresses of present data, interior addresses,
 * zero bytes with null pointers): V&V acc_memcpy_device.c, acc_memcpy_d2d.c, gcc lib-88. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 1000
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev = acc_get_device_num(t);
    int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = -1; c[i] = -2; }
    int *da = acc_copyin(a, N * sizeof *a);
    int *db = acc_create(b, N * sizeof *b);
    int *dc = acc_create(c, N * sizeof *c);
    /* device to device through device addresses */
    acc_memcpy_device(db, da, N * sizeof *a);
    acc_memcpy_device(db, db, N * sizeof *a);  /* same pointer: no action */
    acc_memcpy_device(NULL, NULL, 0);          /* zero bytes: no action */
    acc_update_self(b, N * sizeof *b);
    for (int i = 0; i < N; i++) CHECK(b[i] == i);
    /* through acc_malloc scratch, queued */
    int *scratch = acc_malloc(N * sizeof *a);
    CHECK(scratch != NULL);
#pragma acc parallel loop present(a[0:N])
    for (int i = 0; i < N; i++) a[i] *= 3;
    acc_memcpy_device_async(scratch, da, N * sizeof *a, 1);
    acc_memcpy_device_async(dc, scratch, N * sizeof *a, 1);
    acc_wait(1);
    acc_update_self(c, N * sizeof *c);
    for (int i = 0; i < N; i++) CHECK(c[i] == 3 * i);
    /* d2d on one device, by host addresses of present data */
#pragma acc parallel loop present(b[0:N])
    for (int i = 0; i < N; i++) b[i] = 7 * i;
    acc_memcpy_d2d(c, b, N * sizeof *b, dev, dev);
    acc_memcpy_d2d(c, c, N * sizeof *c, dev, dev); /* same pointer, same device: no action */
    acc_memcpy_d2d(NULL, NULL, 0, dev, dev);
    acc_update_self(c, N * sizeof *c);
    for (int i = 0; i < N; i++) CHECK(c[i] == 7 * i);
    /* interior parts, queued on the source device's queue 2 */
    acc_memcpy_d2d_async(&c[10], &a[500], 100 * sizeof *a, dev, dev, 2);
    acc_wait(2);
    acc_update_self(c, N * sizeof *c);
    for (int i = 0; i < N; i++) CHECK(c[i] == (i >= 10 && i < 110 ? 3 * (i + 490) : 7 * i));
    /* the host arrays were not touched by the device copies on a discrete device */
    if (t != acc_device_host) CHECK(a[1] == 1);
    acc_free(scratch);
    acc_delete(a, N * sizeof *a);
    acc_delete(b, N * sizeof *b);
    acc_delete(c, N * sizeof *c);
    (void)dc; (void)db;
    free(a); free(b); free(c);
    CHECK_DONE();
}
