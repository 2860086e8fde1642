/* OpenACC 3.3, 3.2.21/3.2.22 (acc_map_data, acc_unmap_data) with compute constructs: data
 * mapped by hand is present to copy/copyin/copyout/present clauses (no allocation, no
 * transfer: 2.7.x present increment), update moves it, acc_memcpy_device (3.2.28) copies
 * between two mapped buffers, acc_hostptr/acc_deviceptr agree (3.2.23/3.2.24), and after
 * acc_unmap_data the data is absent and the device memory still the program's (acc_free);
 * V&V acc_map_data, acc_unmap_data, acc_memcpy_device. */
#include <openacc.h>
#include "check.h"
#define N 500
int main(void) {
    if (acc_get_device_type() == acc_device_host) {
        /* shared memory: acc_map_data is not needed and not exercised */
        CHECK_DONE();
    }
    static float a[N], b[N];
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
    float *da = acc_malloc(sizeof a), *db = acc_malloc(sizeof b);
    acc_map_data(a, da, sizeof a);
    acc_map_data(b, db, sizeof b);
    CHECK(acc_is_present(a, sizeof a) && acc_deviceptr(a) == da && acc_hostptr(db) == b);
    /* the device copy of a holds garbage until an update */
#pragma acc update device(a)
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 0; i < N; i++) b[i] = 2 * a[i];
    /* copyout of mapped data copies nothing back */
    for (int i = 0; i < N; i++) CHECK(b[i] == 0);
#pragma acc update self(b)
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    /* device to device between the two mapped buffers */
    acc_memcpy_device(db, da, sizeof a);
#pragma acc kernels copy(b)
    for (int i = 0; i < N; i++) b[i] += 1;
#pragma acc update self(b)
    for (int i = 0; i < N; i++) CHECK(b[i] == i + 1);
    /* data constructs and enter/exit data on mapped data only count */
#pragma acc enter data copyin(a)
#pragma acc exit data delete(a)
    CHECK(acc_is_present(a, sizeof a));
    acc_unmap_data(a);
    acc_unmap_data(b);
    CHECK(!acc_is_present(a, sizeof a) && !acc_is_present(b, sizeof b));
    /* the buffers are still the program's */
    acc_memcpy_to_device(da, b, sizeof b);
    acc_memcpy_from_device(a, da, sizeof a);
    for (int i = 0; i < N; i++) CHECK(a[i] == i + 1);
    acc_free(da);
    acc_free(db);
    CHECK_DONE();
}
