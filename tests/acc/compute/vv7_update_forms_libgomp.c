/* OpenACC 3.3, 2.14.4 update: device and self in one directive, host (the synonym of self),
 * subarrays of pointers and of struct member arrays, scalars, if, async and wait clauses, and
 * the API forms acc_update_device/acc_update_self(_async) on interior parts (3.2.24) (gcc
 * libgomp update-1.c, V&V update_*.c). */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 200
struct holder { int n; float v[N]; };
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    float *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
    struct holder h;
    int k = 3;
    h.n = N;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; h.v[i] = 1; }
#pragma acc enter data copyin(a[0:N], h, k) create(b[0:N])
    for (int i = 0; i < N; i++) a[i] = 2 * i;
    k = 4;
    /* device(a) and self(b) in one directive; k as a scalar */
#pragma acc update device(a[0:N], k) self(b[0:N])
#pragma acc parallel loop present(a[0:N], b[0:N], k)
    for (int i = 0; i < N; i++) b[i] = a[i] * k;
#pragma acc update host(b[0:N/2]) self(b[N/2:N/2])
    CHECK(b[1] == 8.0f && b[N - 1] == 8.0f * (N - 1));
    /* struct member sections */
    for (int i = 0; i < N; i++) h.v[i] = 5;
#pragma acc update device(h.v[10:20])
#pragma acc parallel loop present(h)
    for (int i = 0; i < N; i++) h.v[i] += h.n;
    for (int i = 0; i < N; i++) h.v[i] = 0;
#pragma acc update self(h.v[0:N])
    /* shared memory: the host's zeros are the data */
    CHECK(h.v[10] == (discrete ? 5.0f + N : 0.0f) && h.v[29] == (discrete ? 5.0f + N : 0.0f));
    CHECK(h.v[9] == (discrete ? 1.0f + N : 0.0f) && h.v[30] == (discrete ? 1.0f + N : 0.0f));
    /* if(false) does nothing; async and wait chain on queues */
    int no = 0;
    for (int i = 0; i < N; i++) a[i] = -1;
#pragma acc update device(a[0:N]) if(no)
#pragma acc parallel loop present(a[0:N]) async(1)
    for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc update self(a[0:N]) async(2) wait(1)
#pragma acc wait(2)
    CHECK(a[7] == (discrete ? 15.0f : 0.0f));
    /* API forms on interior parts */
    a[50] = 1000;
    a[51] = 1001;
    acc_update_device(&a[50], 2 * sizeof *a);
    acc_update_device_async(&a[60], sizeof *a, 3);
#pragma acc parallel loop present(a[0:N]) wait(3)
    for (int i = 50; i < 52; i++) a[i] += 0.5f;
    a[50] = 0;
    acc_update_self_async(&a[50], sizeof *a, 4);
    acc_wait(4);
    CHECK(a[50] == (discrete ? 1000.5f : 0.0f) && a[51] == (discrete ? 1001.0f : 1001.5f));
    acc_update_self(&a[51], sizeof *a);
    CHECK(a[51] == 1001.5f);
#pragma acc exit data delete(a[0:N], b[0:N], h, k)
    free(a);
    free(b);
    CHECK_DONE();
}
