/* OpenACC 3.3, chapter 3 edge arguments: acc_malloc(0) returns a null pointer (3.2.18),
 * acc_free(NULL) does nothing (3.2.19); acc_is_present treats bytes 0 as 1 (3.2.30);
 * acc_memcpy_to_device / _from_device / _device with bytes 0 take no action even with null
 * pointers (3.2.31-3.2.33); acc_deviceptr(NULL) and acc_hostptr(NULL) return a null pointer
 * (3.2.28-3.2.29); acc_hostptr of an interior device address maps back to the matching host
 * address; acc_copyin and acc_create of a null pointer with bytes 0 raise no error. */
#include <openacc.h>
#include "check.h"
#define N 128
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    CHECK(acc_malloc(0) == NULL);
    acc_free(NULL);
    int a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        b[i] = 0;
    }
    CHECK(shared || !acc_is_present(a, 0));
    acc_copyin(a + 10, 20 * sizeof(int));
    /* bytes 0 is treated as 1: an address inside the section is present, one just past not */
    CHECK(acc_is_present(a + 10, 0));
    CHECK(acc_is_present(a + 29, 0));
    CHECK(shared || !acc_is_present(a + 30, 0));
    CHECK(shared || !acc_is_present(a + 9, 0));
    CHECK(shared || !acc_is_present(a + 9, 2 * sizeof(int))); /* partly present */
    CHECK(acc_deviceptr(NULL) == NULL);
    CHECK(acc_hostptr(NULL) == NULL);
    int *d = (int *)acc_deviceptr(a + 10);
    CHECK(d != NULL);
    CHECK(acc_hostptr(d + 5) == (void *)(a + 15));
    CHECK(acc_deviceptr(a + 17) == (void *)(d + 7));
    /* zero-byte copies: no action, null pointers allowed */
    acc_memcpy_to_device(NULL, NULL, 0);
    acc_memcpy_from_device(NULL, NULL, 0);
    acc_memcpy_device(NULL, NULL, 0);
    acc_memcpy_to_device(d, b, 0);
    acc_memcpy_from_device(b, d, 0);
    for (int i = 0; i < N; i++) CHECK(b[i] == 0);
    /* a null section with bytes 0 */
    acc_copyin(NULL, 0);
    acc_create(NULL, 0);
    acc_copyout(NULL, 0);
    acc_delete(NULL, 0);
    acc_update_device(NULL, 0);
    acc_update_self(NULL, 0);
    /* the section is still intact */
    acc_memcpy_from_device(b + 10, d, 20 * sizeof(int));
    for (int i = 10; i < 30; i++) CHECK(b[i] == i);
    acc_delete(a + 10, 20 * sizeof(int));
    CHECK(shared || !acc_is_present(a + 10, 0));
    CHECK_DONE();
}
