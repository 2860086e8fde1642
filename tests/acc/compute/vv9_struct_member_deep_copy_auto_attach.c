/* OpenACC 3.3, 2.6.4 and 2.7.2 (attach): a struct copied in, then a subarray of its pointer
 * member copied in by a later enter data: the member is attached automatically (the device
 * struct's pointer points at the device section); update of the member section both ways;
 * exit data copyout of the member section detaches it (the struct's device pointer goes
 * back to the host value), then delete of the struct; an array of such structs, each with
 * its own section (V&V enter_data_attach, exit_data_copyout_detach). */
#include <openacc.h>
#include "check.h"
#define N 100
#define K 3
typedef struct {
    int n;
    double *p;
    double scale;
} vec_t;
int main(void) {
    int shared = acc_get_device_type() == acc_device_host;
    vec_t v[K];
    double store[K][N];
    for (int k = 0; k < K; k++) {
        v[k].n = N - 10 * k;
        v[k].p = store[k];
        v[k].scale = k + 1.0;
        for (int i = 0; i < N; i++) store[k][i] = i;
    }
#pragma acc enter data copyin(v)
    for (int k = 0; k < K; k++) {
#pragma acc enter data copyin(v[k].p[0:v[k].n])
    }
#pragma acc parallel loop gang present(v)
    for (int k = 0; k < K; k++) {
#pragma acc loop vector
        for (int i = 0; i < v[k].n; i++) v[k].p[i] *= v[k].scale;
    }
    /* only v[1]'s section comes back by update */
#pragma acc update self(v[1].p[0:v[1].n])
    for (int i = 0; i < v[1].n; i++) CHECK(store[1][i] == 2.0 * i);
    CHECK(shared || store[0][5] == 5.0);
    /* host change, update device, second pass */
    for (int i = 0; i < v[2].n; i++) store[2][i] = 1.0;
#pragma acc update device(v[2].p[0:v[2].n])
#pragma acc parallel loop gang present(v)
    for (int k = 0; k < K; k++) {
#pragma acc loop vector
        for (int i = 0; i < v[k].n; i++) v[k].p[i] += 0.5;
    }
    for (int k = 0; k < K; k++) {
#pragma acc exit data copyout(v[k].p[0:v[k].n])
    }
#pragma acc exit data copyout(v)
    /* the structs came back with their host pointers (detached before the copy out) */
    for (int k = 0; k < K; k++) CHECK(v[k].p == store[k]);
    for (int i = 0; i < N; i++) {
        CHECK(store[0][i] == i + 0.5);
        CHECK(i >= N - 10 || store[1][i] == 2.0 * i + 0.5);
        CHECK(i >= N - 20 || store[2][i] == 1.5);
    }
    CHECK(shared || !acc_is_present(v, sizeof v));
    CHECK_DONE();
}
