/* spec 3.2.18, 2.7.2 (copyin action): acc_copyin allocates device memory, copies the data and
 * returns the device address; the data is present. */
#include "check.h"

TEST_MAIN_BEGIN
    float a[100], b[100];
    fill(a, 100, 7.0f);
    float *d = (float *)acc_copyin(a, sizeof a);
    CHECK(d != NULL);
    CHECK(acc_is_present(a, sizeof a));
    CHECK(acc_deviceptr(a) == d);
    CHECK(shared_memory() ? d == a : d != a);
    acc_memcpy_from_device(b, d, sizeof b);
    CHECK(same(b, 100, 7.0f));
    acc_delete(a, sizeof a);
    CHECK(acc_is_present(a, sizeof a) == shared_memory());
TEST_MAIN_END
