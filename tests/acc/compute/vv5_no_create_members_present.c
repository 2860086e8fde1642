/* OpenACC 3.3, 2.7.10 (no_create) and 2.7.5 (present) on struct members and member sections,
 * a struct array's elements, and sections of data present through enter data; absent ones
 * keep their host addresses and are not touched; V&V *_no_create with structs. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 64
typedef struct { int *data; int len; double w[4]; } item;
int main(void) {
    int dev = acc_get_device_type() != acc_device_host;
    item it = { malloc(N * sizeof(int)), N, {1, 2, 3, 4} };
    item arr[3];
    for (int i = 0; i < N; i++) it.data[i] = i;
    for (int k = 0; k < 3; k++) { arr[k].data = NULL; arr[k].len = k; for (int j = 0; j < 4; j++) arr[k].w[j] = k; }
#pragma acc enter data copyin(it) copyin(it.data[0:N])
    /* member section present through enter data: used; the absent struct array: not created */
#pragma acc parallel loop no_create(it.data[0:N], arr) present(it)
    for (int i = 0; i < N; i++) it.data[i] += it.len;
    CHECK(!dev || !acc_is_present(arr, sizeof arr));
    /* a member array present as part of its struct */
#pragma acc serial no_create(it.w) present(it.w[1:2])
    for (int j = 0; j < 4; j++) it.w[j] *= 10;
#pragma acc exit data copyout(it.data[0:N])
#pragma acc exit data copyout(it)
    for (int i = 0; i < N; i++) CHECK(it.data[i] == i + N);
    for (int j = 0; j < 4; j++) CHECK(it.w[j] == 10 * (j + 1));
    /* an element of the struct array made present: no_create uses it */
#pragma acc enter data copyin(arr[1])
#pragma acc parallel num_gangs(1) no_create(arr[1:1])
    {
        arr[1].len = 100;
    }
#pragma acc exit data copyout(arr[1])
    CHECK(arr[1].len == 100);
    CHECK(arr[0].len == 0 && arr[2].len == 2);
    free(it.data);
    CHECK_DONE();
}
