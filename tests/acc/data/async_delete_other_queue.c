/* spec 2.16.1, 2.7.2 (delete action): `enter data copyin(a) async(0)` then `exit data
 * delete(a) async(1)`, queue 1 never waiting for queue 0. The runtime freed a's device copy as
 * soon as queue 1 passed the delete, while queue 0's upload could still write it: emul's
 * queue worker died of SIGSEGV (every run of 32 pairs here). A free now also waits for the other
 * busy queues, as cuMemFree does on a GPU. */
#include "acc_test.h"

int main(void) {
    int n = 1 << 20;
    float *a = malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) a[i] = (float)i;
    for (int k = 0; k < 32; k++) {
#pragma acc enter data copyin(a[0:n]) async(k % 2)
#pragma acc exit data delete(a[0:n]) async((k + 1) % 2)
    }
#pragma acc wait
    CHECK(acc_async_test_all());
    CHECK(discrete() ? !acc_is_present(a, n * sizeof(float)) : 1);
    /* the memory freed above is not written by any late copy: a new copy keeps its data */
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop present(a[0:n])
    for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc exit data copyout(a[0:n])
    CHECK(a[n - 1] == (float)n);
    free(a);
    return 0;
}
