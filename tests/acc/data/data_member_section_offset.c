/* spec 2.7.2 (attach action), 2.6.8: a data clause on a member pointer's section with a
 * non-zero lower bound (`copy(q->p[8:4])`, `enter data copyin(s.p[4:4])`) attaches the
 * member: its device copy points to where element 0 of the section's device copy would be
 * (the device address of the section's first element less the lower bound), although
 * element 0 itself is not present. The attach looked the pointer's own value up, found
 * nothing and left the host address in the device struct: a kernel writing q->p[8..11]
 * wrote nothing the copy back saw (a silent wrong result; bug hunt 2026-11-29, bug03). */
#include "acc_test.h"

struct vec {
    int n;
    double *p;
};

int main(void) {
    enum { N = 32 };
    double *data = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) data[i] = i;
    struct vec *q = (struct vec *)malloc(sizeof *q);
    q->n = N;
    q->p = data;
#pragma acc data copyin(q[0:1]) copy(q->p[8:4])
    {
        if (discrete()) {
            struct vec dq;
            dev_read(&dq, q, sizeof dq);
            CHECK(dq.p == (double *)acc_deviceptr(&data[8]) - 8); /* attached, biased */
        }
#pragma acc parallel loop
        for (int i = 8; i < 12; i++) q->p[i] = -q->p[i];
    }
    CHECK(q->p == data); /* the host pointer never sees a device address */
    for (int i = 0; i < N; i++) CHECK(data[i] == ((i >= 8 && i < 12) ? -i : i));

    /* The dynamic form: each element of an array of structs, sections entered one by one. */
    struct vec arr[3];
    for (int k = 0; k < 3; k++) {
        arr[k].n = N;
        arr[k].p = (double *)calloc(N, sizeof(double));
    }
#pragma acc enter data copyin(arr)
    for (int k = 0; k < 3; k++) {
#pragma acc enter data copyin(arr[k].p[2:5])
    }
#pragma acc parallel loop collapse(2) present(arr)
    for (int k = 0; k < 3; k++)
        for (int i = 2; i < 7; i++) arr[k].p[i] = k + i;
    for (int k = 0; k < 3; k++) {
#pragma acc exit data copyout(arr[k].p[2:5])
    }
#pragma acc exit data delete(arr)
    for (int k = 0; k < 3; k++) {
        CHECK(arr[k].p != NULL);
        for (int i = 0; i < N; i++) CHECK(arr[k].p[i] == ((i >= 2 && i < 7) ? k + i : 0));
        free(arr[k].p);
    }
    free(q);
    free(data);
    return 0;
}
