/* spec 2.6.6 (enter data / exit data), 2.14.6, 2.14.7, 2.6.7 (dynamic reference counter),
 * finalize: copyin/create increment the dynamic count; copyout/delete decrement it and act
 * at zero; finalize sets it to zero. */
#include "acc_test.h"

static float *alloc_fill(int n, float v) {
    float *p = (float *)malloc(sizeof(float) * (size_t)n);
    for (int i = 0; i < n; i++) p[i] = v;
    return p;
}

int main(void) {
    int n = 32;
    float *a = alloc_fill(n, 1.0f), *b = alloc_fill(n, 2.0f);
    float c[4] = {0};
#pragma acc enter data copyin(a[0:n]) create(b[:n], c)
    CHECK(acc_is_present(a, n * sizeof(float)) && acc_is_present(b, n * sizeof(float)));
    CHECK(acc_is_present(c, sizeof c));
    if (discrete()) CHECK(dev_at(&a[31]) == 1.0f);
#pragma acc enter data copyin(a[0:n])
    if (discrete()) dev_fill(a, n, 5.0f);
#pragma acc exit data copyout(a[0:n])
    /* dynamic count 2 -> 1: nothing copied yet */
    CHECK(acc_is_present(a, n * sizeof(float)));
    if (discrete()) CHECK(a[0] == 1.0f);
#pragma acc exit data copyout(a[0:n])
    CHECK(a[0] == (discrete() ? 5.0f : 1.0f));
    if (discrete()) CHECK(!acc_is_present(a, n * sizeof(float)));

    /* finalize: three enters, one exit with finalize removes the data */
#pragma acc enter data copyin(b[0:n])
#pragma acc enter data copyin(b[0:n])
    if (discrete()) dev_fill(b, n, 8.0f);
#pragma acc exit data copyout(b[0:n]) finalize
    if (discrete()) {
        CHECK(!acc_is_present(b, n * sizeof(float)));
        CHECK(b[3] == 8.0f);
    }
#pragma acc exit data delete(c) if(n > 0)
    if (discrete()) CHECK(!acc_is_present(c, sizeof c));
    /* exit data of absent data is no action (2.7.2 present decrement) */
#pragma acc exit data delete(c)
    /* if(0): nothing happens */
#pragma acc enter data copyin(c) if(n < 0)
    if (discrete()) CHECK(!acc_is_present(c, sizeof c));
    free(a);
    free(b);
    return 0;
}
