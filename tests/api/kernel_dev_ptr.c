/* docs/gpu-target.md: __oxacc_dev_addr (the device address of an object the construct uses)
 * and __oxacc_dev_ptr (a firstprivate pointer's device value). Host: both are the identity.
 * A device with its own memory: the present table's address, by any interior address; a
 * pointer just past the end of a mapped range maps past the end of its device copy; memory that
 * is not present (acc_malloc memory, a local, null) keeps its value. No kernel is launched. */
#include "check.h"
#include <oxacc_rt.h>

static float two[200];

TEST_MAIN_BEGIN
    float a[100];
    float b[4];
    fill(a, 100, 0.0f);
    if (shared_memory()) {
        CHECK(__oxacc_dev_addr(a, sizeof a, "a", "kernel_dev_ptr.c:16") == (void *)a);
        CHECK(__oxacc_dev_addr(a + 5, 4, "a[5]", "kernel_dev_ptr.c:17") == (void *)(a + 5));
        CHECK(__oxacc_dev_addr(b, sizeof b, "b", "kernel_dev_ptr.c:18") == (void *)b);
        CHECK(__oxacc_dev_ptr(a + 10) == (void *)(a + 10));
        CHECK(__oxacc_dev_ptr(NULL) == NULL);
        CHECK(__oxacc_dev_addr(NULL, 0, "p", "kernel_dev_ptr.c:21") == NULL);
        return 0;
    }
    acc_copyin(a, sizeof a);
    float *d = acc_deviceptr(a);
    CHECK(d != NULL && d != a);
    CHECK(__oxacc_dev_addr(a, sizeof a, "a", "kernel_dev_ptr.c:27") == (void *)d);
    CHECK(__oxacc_dev_addr(a + 10, 40, "a[10:10]", "kernel_dev_ptr.c:28") == (void *)(d + 10));
    CHECK(__oxacc_dev_addr(a + 99, 4, "a[99]", "kernel_dev_ptr.c:29") == (void *)(d + 99));
    CHECK(__oxacc_dev_addr(a + 99, 0, "a[99:0]", "kernel_dev_ptr.c:30") == (void *)(d + 99));
    /* a zero-length section that is not present: null, as its data clause gives */
    CHECK(__oxacc_dev_addr(b, 0, "b[0:0]", "kernel_dev_ptr.c:32") == NULL);
    CHECK(__oxacc_dev_addr(NULL, 0, "p", "kernel_dev_ptr.c:33") == NULL);

    CHECK(__oxacc_dev_ptr(a) == (void *)d);
    CHECK(__oxacc_dev_ptr(a + 10) == (void *)(d + 10));
    CHECK(__oxacc_dev_ptr((char *)a + 3) == (void *)((char *)d + 3));
    CHECK(__oxacc_dev_ptr(a + 100) == (void *)(d + 100)); /* one past the end */
    CHECK(__oxacc_dev_ptr(b) == (void *)b);               /* not present: unchanged */
    CHECK(__oxacc_dev_ptr(NULL) == NULL);
    void *m = acc_malloc(64);
    CHECK(__oxacc_dev_ptr(m) == m); /* device memory: unchanged */
    acc_free(m);

    /* Two adjacent mappings: the end of the first is the start of the second. */
    acc_copyin(two, 100 * sizeof(float));
    acc_copyin(two + 100, 100 * sizeof(float));
    CHECK(__oxacc_dev_ptr(two + 100) == acc_deviceptr(two + 100));
    CHECK(__oxacc_dev_ptr(two + 99) == (void *)((float *)acc_deviceptr(two) + 99));
    acc_delete(two + 100, 100 * sizeof(float));
    CHECK(__oxacc_dev_ptr(two + 100) == (void *)((float *)acc_deviceptr(two) + 100));
    acc_delete(two, 100 * sizeof(float));

    acc_delete(a, sizeof a);
    CHECK(__oxacc_dev_ptr(a + 10) == (void *)(a + 10));
    CHECK(__oxacc_device_bytes_in_use() == 0);
TEST_MAIN_END
