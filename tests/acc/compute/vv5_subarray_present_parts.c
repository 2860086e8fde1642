/* OpenACC 3.3, 2.7.1 and 2.6.7: data clauses on subarrays of data already present as a larger
 * section (no allocation, no copy, the counters of the enclosing mapping), present and
 * no_create of inner sections, update of an inner section, acc_is_present of parts,
 * acc_deviceptr/acc_hostptr of interior addresses (3.2.27-3.2.28); V&V data_present_sub,
 * acc_is_present, acc_deviceptr, acc_hostptr. */
#include <openacc.h>
#include <stdint.h>
#include "check.h"
#define N 100
int main(void) {
    int a[N], dev = acc_get_device_type() != acc_device_host;
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a[0:N])
    for (int i = 0; i < N; i++) a[i] = -1;
    /* copyin of an inner section: present, so nothing is copied */
#pragma acc data copyin(a[10:20])
    {
#pragma acc parallel loop present(a[10:20])
        for (int i = 10; i < 30; i++) a[i] += 100;
    }
    /* copy of an inner section: present, so nothing comes back at the end */
#pragma acc data copy(a[40:10])
    {
#pragma acc parallel loop no_create(a[40:10])
        for (int i = 40; i < 50; i++) a[i] *= 2;
    }
    if (dev) for (int i = 0; i < N; i++) CHECK(a[i] == -1);
    /* update self of inner sections only */
#pragma acc update self(a[10:20], a[40:10])
    for (int i = 10; i < 30; i++) CHECK(a[i] == (dev ? i + 100 : 99));
    for (int i = 40; i < 50; i++) CHECK(a[i] == (dev ? 2 * i : -2));
    if (dev) CHECK(a[0] == -1 && a[35] == -1 && a[99] == -1);
    /* parts of the mapping are present; a range past it is not */
    CHECK(acc_is_present(a + 5, 10 * sizeof(int)));
    CHECK(acc_is_present(&a[N - 1], sizeof(int)));
    /* interior device and host addresses map back and forth */
    char *d0 = (char *)acc_deviceptr(a), *d7 = (char *)acc_deviceptr(&a[7]);
    CHECK(d0 != NULL && d7 == d0 + 7 * sizeof(int));
    CHECK(acc_hostptr(d7) == (void *)&a[7]);
    CHECK(acc_hostptr(d0 + sizeof a - 1) == (void *)((char *)a + sizeof a - 1));
    /* the copyout of the whole array brings back what the inner sections' kernels wrote */
#pragma acc exit data copyout(a[0:N])
    for (int i = 0; i < N; i++) {
        int want = i >= 10 && i < 30 ? i + 100 : i >= 40 && i < 50 ? 2 * i : i;
        if (dev) CHECK(a[i] == want);
    }
    CHECK(!dev || !acc_is_present(a, sizeof a));
    CHECK(!dev || acc_deviceptr(a) == NULL);
    CHECK_DONE();
}
