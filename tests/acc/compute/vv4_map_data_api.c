/* OpenACC 3.3, 3.2.20-3.2.27 (acc_malloc, acc_free, acc_map_data, acc_unmap_data,
 * acc_deviceptr, acc_hostptr, acc_is_present on parts, acc_memcpy_*); V&V acc_map_data,
 * acc_unmap_data, acc_hostptr, acc_is_present. */
#include <openacc.h>
#include "check.h"
#define n 256
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    double *h = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) h[i] = i;
    if (!shared) {
        double *d = acc_malloc(n * sizeof(double));
        CHECK(d != NULL);
        acc_map_data(h, d, n * sizeof(double));
        CHECK(acc_is_present(h, n * sizeof(double)));
        CHECK(acc_deviceptr(h) == d);
        CHECK(acc_deviceptr(h + 10) == d + 10);
        CHECK(acc_hostptr(d) == h);
        CHECK(acc_hostptr(d + 5) == h + 5);
        acc_update_device(h, n * sizeof(double));
#pragma acc parallel loop present(h[0:n])
        for (int i = 0; i < n; i++) h[i] *= 2;
        acc_update_self(h, n / 2 * sizeof(double));
        for (int i = 0; i < n; i++) CHECK(h[i] == (i < n / 2 ? 2 * i : i));
        acc_unmap_data(h);
        CHECK(!acc_is_present(h, n * sizeof(double)));
        acc_memcpy_from_device(h, d, n * sizeof(double));
        for (int i = 0; i < n; i++) CHECK(h[i] == 2 * i);
        acc_free(d);
    }
    acc_copyin(h, n * sizeof(double));
    CHECK(acc_is_present(h, n * sizeof(double)));
    CHECK(acc_is_present(h + 3, 10 * sizeof(double)));
    CHECK(acc_is_present(h, 0));
    CHECK(shared || !acc_is_present(h, (n + 1) * sizeof(double)));
    CHECK(acc_hostptr(acc_deviceptr(h + 7)) == h + 7);
    CHECK(acc_hostptr(NULL) == NULL);
    CHECK(acc_deviceptr(NULL) == NULL);
    acc_delete(h, n * sizeof(double));
    free(h);
    CHECK_DONE();
}
