/* spec 2.6.4 (data structures with pointers), 2.7.2 (attach action): copy(s.p[0:n]) and
 * copy(q->p[0:n]) attach the member pointer: the device copy of the struct points to the
 * device copy of the data; at exit the host struct is untouched. */
#include "acc_test.h"

struct vec {
    int n;
    float *p;
};

int main(void) {
    float data[8], data2[8];
    for (int i = 0; i < 8; i++) data[i] = data2[i] = (float)i;
    struct vec s = {8, data};
    struct vec *q = (struct vec *)malloc(sizeof *q);
    q->n = 8;
    q->p = data2;
#pragma acc data copy(s) copy(s.p[0:s.n]) copyin(q[0:1]) copy(q->p[0:8])
    {
        CHECK(acc_is_present(data, sizeof data) && acc_is_present(data2, sizeof data2));
        if (discrete()) {
            struct vec ds, dq;
            dev_read(&ds, &s, sizeof ds);
            dev_read(&dq, q, sizeof dq);
            CHECK(ds.p == (float *)acc_deviceptr(data)); /* attached */
            CHECK(dq.p == (float *)acc_deviceptr(data2));
            CHECK(ds.n == 8);
            dev_fill(data, 8, 1.5f);
        } else {
            for (int i = 0; i < 8; i++) data[i] = 1.5f;
        }
    }
    CHECK(s.p == data && q->p == data2); /* host pointers never see device addresses */
    CHECK(data[7] == 1.5f && data2[7] == 7.0f);
    if (discrete()) CHECK(!acc_is_present(&s, sizeof s) && !acc_is_present(data, sizeof data));
    free(q);
    return 0;
}
