/* spec 2.7.1 (a pointer-to-pointers subarray `a[0:n][0:m]`: the implementation fills in the
 * device row pointers) with 2.7.2-2.7.11 (a clause acts on var only "if var is not a null
 * pointer"): a jagged array whose unused rows are null. The null rows were each an
 * acc_error_invalid_null_pointer ("null pointer with a non-zero length") at the clause; they
 * are no action, and the device copy of such a row pointer is null as on the host (2.7.2:
 * "If the pointer is a null pointer, the pointer in device memory is updated to have the
 * same value"). Bug hunt 2026-11-29, deep copy. */
#include "acc_test.h"

int main(void) {
    enum { N = 6, M = 5 };
    double **a = (double **)malloc(sizeof(double *) * N);
    for (int i = 0; i < N; i++) {
        a[i] = i % 2 ? NULL : (double *)malloc(sizeof(double) * M);
        if (a[i])
            for (int j = 0; j < M; j++) a[i][j] = i * 10 + j;
    }
#pragma acc data copy(a[0:N][0:M])
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++)
            if (a[i])
                for (int j = 0; j < M; j++) a[i][j] += 1;
    }
    for (int i = 0; i < N; i++) {
        if (i % 2) {
            CHECK(a[i] == NULL);
            continue;
        }
        for (int j = 0; j < M; j++) CHECK(a[i][j] == i * 10 + j + 1);
    }
    /* a section of each row that does not start at element 0, and enter/exit data */
#pragma acc enter data copyin(a[0:N][1:3])
    if (discrete()) {
        CHECK(acc_is_present(&a[0][1], sizeof(double) * 3));
        CHECK(!acc_is_present(&a[0][0], sizeof(double)));
        double *d1 = (double *)1;
        acc_memcpy_from_device(&d1, (char *)acc_deviceptr(a) + sizeof(double *), sizeof d1);
        CHECK(d1 == NULL);
    }
#pragma acc parallel loop present(a[0:N][1:3])
    for (int i = 0; i < N; i++)
        if (a[i])
            for (int j = 1; j < 4; j++) a[i][j] *= -1;
#pragma acc update self(a[0:N][1:1])
    for (int i = 0; i < N; i += 2) CHECK(a[i][1] == -(i * 10 + 2));
    for (int i = 0; i < N; i += 2) a[i][2] = 100;
#pragma acc update device(a[0:N][2:1])
#pragma acc exit data copyout(a[0:N][1:3])
    for (int i = 0; i < N; i += 2)
        for (int j = 0; j < M; j++) {
            double v = i * 10 + j + 1;
            CHECK(a[i][j] == (j == 2 ? 100 : j >= 1 && j < 4 ? -v : v));
        }
    if (discrete()) CHECK(!acc_is_present(a, sizeof(double *) * N));
    /* every row null */
    double *none[3] = {NULL, NULL, NULL};
    double **b = none;
#pragma acc parallel loop copy(b[0:3][0:M])
    for (int i = 0; i < 3; i++)
        if (b[i]) b[i][0] = 1;
    for (int i = 0; i < 3; i++) CHECK(none[i] == NULL);
    for (int i = 0; i < N; i++) free(a[i]);
    free(a);
    return 0;
}
