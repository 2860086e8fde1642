/* spec 3.2.23: acc_deviceptr of any address inside a mapped range is the matching device
 * address; null gives null; data that is not present gives null. */
#include "check.h"

TEST_MAIN_BEGIN
    double a[100];
    for (int i = 0; i < 100; i++) a[i] = i;
    double *d = (double *)acc_copyin(a, sizeof a);
    for (int i = 0; i < 100; i += 7) CHECK(acc_deviceptr(&a[i]) == d + i);
    CHECK(acc_deviceptr(NULL) == NULL);
    double other[4];
    CHECK(acc_deviceptr(other) == (shared_memory() ? (void *)other : NULL));
    CHECK(acc_deviceptr(&a[100]) == (shared_memory() ? (void *)&a[100] : NULL));
    acc_delete(a, sizeof a);
TEST_MAIN_END
