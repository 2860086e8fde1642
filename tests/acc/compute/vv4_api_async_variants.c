/* OpenACC 3.3, chapter 3: the _async, _finalize and _device variants of the data and wait
 * routines (3.2.11-3.2.26); V&V acc_copyin_async, acc_copyout_finalize_async,
 * acc_delete_finalize_async, acc_wait_all_device_async, acc_async_test_all_device. */
#include <openacc.h>
#include "check.h"
#define N 400
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev = acc_get_device_num(t);
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int)), *c = malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 1; }
    acc_copyin_async(a, N * sizeof(int), 1);
    acc_create_async(b, N * sizeof(int), 1);
    acc_copyin_async(c, N * sizeof(int), 2);
    acc_wait_device(1, dev);
    acc_wait_device_async(2, 1, dev);
#pragma acc parallel loop present(a[0:N], b[0:N], c[0:N]) async(1)
    for (int i = 0; i < N; i++) b[i] = a[i] + c[i];
    acc_copyout_async(b, N * sizeof(int), 1);
    acc_wait_all_device_async(3, dev);
    acc_wait_all_device(dev);
    CHECK(acc_async_test_device(1, dev) != 0);
    CHECK(acc_async_test_all_device(dev) != 0);
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
    /* a twice more: finalize drops all three counts */
    acc_copyin(a, N * sizeof(int));
    acc_copyin_async(a, N * sizeof(int), 4);
    acc_wait(4);
#pragma acc parallel loop present(a[0:N]) async(4)
    for (int i = 0; i < N; i++) a[i] = -a[i];
    acc_copyout_finalize_async(a, N * sizeof(int), 4);
    acc_wait_all_async(5);
    acc_wait_all();
    CHECK(!acc_is_present(a, N * sizeof(int)) || t == acc_device_host);
    for (int i = 0; i < N; i++) CHECK(a[i] == -i);
    acc_copyin(c, N * sizeof(int));
    acc_delete_finalize_async(c, N * sizeof(int), 6);
    acc_wait_async(6, 7);
    acc_wait(7);
    CHECK(!acc_is_present(c, N * sizeof(int)) || t == acc_device_host);
    acc_create(c, N * sizeof(int));
    acc_delete_async(c, N * sizeof(int), 8);
    int q[2] = { 8, 9 };
    acc_wait_any(2, q);
    acc_wait_any_device(2, q, dev);
    acc_wait_all();
    CHECK(!acc_is_present(c, N * sizeof(int)) || t == acc_device_host);
    acc_copyin(a, N * sizeof(int));
    for (int i = 0; i < N; i++) a[i] = 3;
    acc_update_device_async(a, N * sizeof(int), 9);
#pragma acc parallel loop present(a[0:N]) async(9)
    for (int i = 0; i < N; i++) a[i] += 1;
    acc_update_self_async(a, N * sizeof(int), 9);
    acc_wait(9);
    for (int i = 0; i < N; i++) CHECK(a[i] == 4);
    int *d = acc_malloc(N * sizeof(int)), *e = acc_malloc(N * sizeof(int));
    acc_memcpy_to_device_async(d, a, N * sizeof(int), 10);
    acc_memcpy_device_async(e, d, N * sizeof(int), 10);
    acc_memcpy_from_device_async(c, e, N * sizeof(int), 10);
    acc_wait(10);
    for (int i = 0; i < N; i++) CHECK(c[i] == 4);
    acc_free(d);
    acc_free(e);
    acc_delete(a, N * sizeof(int));
    CHECK(!acc_is_present(b, N * sizeof(int)) || t == acc_device_host);
    free(a); free(b); free(c);
    CHECK_DONE();
}
