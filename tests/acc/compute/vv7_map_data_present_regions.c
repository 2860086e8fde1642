/* OpenACC 3.3, 3.2.21-3.2.22 acc_map_data/acc_unmap_data with regions that use the mapped data
 * through present, default(present) (2.5.16, 2.6.2) and implicit present of a mapped array,
 * update directives on the mapped data (2.14.4), acc_copyin/acc_delete of mapped data
 * (the dynamic count of 2.6.7 goes up and down; mapped data is not deallocated), acc_is_present
 * of interior parts, and acc_hostptr/acc_deviceptr of interior addresses: V&V acc_map_data,
 * acc_unmap_data, gcc lib-57/lib-58 style. */
#include <openacc.h>
#include <string.h>
#include "check.h"
#define N 512
static float x[N], y[N];
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) { x[i] = (float)i; y[i] = 0.0f; }
    float *dx = x, *dy = y;
    if (discrete) {
        dx = acc_malloc(sizeof x);
        dy = acc_malloc(sizeof y);
        CHECK(dx && dy);
        acc_map_data(x, dx, sizeof x);
        acc_map_data(y, dy, sizeof y);
        CHECK(acc_deviceptr(x) == dx && acc_hostptr(dy) == y);
        CHECK(acc_deviceptr(&x[100]) == dx + 100 && acc_hostptr(dy + 7) == &y[7]);
    }
    CHECK(acc_is_present(x, sizeof x) && acc_is_present(&y[N / 2], 16 * sizeof(float)));
#pragma acc update device(x)
#pragma acc parallel loop default(present)
    for (int i = 0; i < N; i++) y[i] = 2.0f * x[i];
#pragma acc kernels present(x, y)
    for (int i = 0; i < N; i++) y[i] += 1.0f;
    /* an implicit use: arrays are present already, so nothing is copied */
#pragma acc serial
    { y[0] = -1.0f; }
#pragma acc update self(y[0:N/2])
    CHECK(y[0] == -1.0f && y[10] == 21.0f);
    CHECK(!discrete || y[N - 1] == 0.0f);
#pragma acc update self(y[N/2:N/2])
    CHECK(y[N - 1] == 2.0f * (N - 1) + 1.0f);
    /* acc_copyin of mapped data: a reference more, no transfer */
    memset(x, 0, sizeof x);
    acc_copyin(x, sizeof x);
    acc_delete(x, sizeof x);
    CHECK(acc_is_present(x, sizeof x));
#pragma acc data copyin(x)
    {
#pragma acc parallel loop present(x, y)
        for (int i = 0; i < N; i++) y[i] = x[i];
    }
    CHECK(acc_is_present(x, sizeof x));
#pragma acc update self(y)
    /* the host zeros were not uploaded: the device copy of x still holds i */
    CHECK(!discrete || y[N - 1] == (float)(N - 1));
    CHECK(discrete || y[N - 1] == 0.0f);
    if (discrete) {
        acc_unmap_data(x);
        acc_unmap_data(y);
        CHECK(!acc_is_present(x, sizeof x) && !acc_is_present(y, sizeof y));
        /* the device memory stays the program's */
        float back[4];
        acc_memcpy_from_device(back, dx + N - 4, sizeof back);
        CHECK(back[3] == (float)(N - 1));
        /* 3.2.22: acc_unmap_data sets the dynamic count to zero whatever it was */
        acc_map_data(x, dx, sizeof x);
        acc_copyin(x, sizeof x);
        acc_copyin(&x[4], 8);
#pragma acc enter data copyin(x)
        acc_unmap_data(x);
        CHECK(!acc_is_present(x, sizeof x));
        /* the same memory mapped again */
        acc_map_data(x, dx, sizeof x);
        CHECK(acc_is_present(x, sizeof x) && acc_deviceptr(x) == dx);
        acc_unmap_data(x);
        acc_free(dx);
        acc_free(dy);
    }
    CHECK_DONE();
}
