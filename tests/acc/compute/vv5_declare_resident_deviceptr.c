/* OpenACC 3.3, 2.13.1 (declare device_resident), 2.7.5 (deviceptr clause) on parallel,
 * kernels, serial, data and declare (2.13), with acc_malloc'd memory filled by kernels and
 * read back by acc_memcpy_from_device; a device_resident global used by routines and updated
 * with update device/self (2.14.4); V&V declare_device_resident, parallel_deviceptr,
 * kernels_deviceptr, serial_deviceptr, data_deviceptr. */
#include <openacc.h>
#include "check.h"
#define N 300
float weights[N];
#pragma acc declare device_resident(weights)
#pragma acc routine seq
static float w(int i) { return weights[i]; }
static void scale(float *restrict d, int n, float f) {
#pragma acc declare deviceptr(d)
#pragma acc parallel loop
    for (int i = 0; i < n; i++) d[i] *= f;
}
int main(void) {
    float h[N];
    float *d = (float *)acc_malloc(N * sizeof(float));
    CHECK(d != NULL);
#pragma acc parallel loop deviceptr(d)
    for (int i = 0; i < N; i++) weights[i] = 0.5f * i;
#pragma acc kernels deviceptr(d)
    for (int i = 0; i < N; i++) d[i] = w(i);
#pragma acc serial deviceptr(d)
    for (int i = 0; i < N; i += 2) d[i] += 1.0f;
#pragma acc data deviceptr(d)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) d[i] *= 2.0f;
    }
    scale(d, N, 0.5f);
    acc_memcpy_from_device(h, d, sizeof h);
    for (int i = 0; i < N; i++) CHECK(h[i] == 0.5f * i + (i % 2 == 0 ? 1.0f : 0.0f));
    /* weights lives on the device only: update device and update self move it */
    for (int i = 0; i < N; i++) weights[i] = 1.0f;
#pragma acc update device(weights[0:N])
#pragma acc parallel loop
    for (int i = 0; i < N; i++) weights[i] += w(i);
#pragma acc update self(weights)
    for (int i = 0; i < N; i++) CHECK(weights[i] == 2.0f);
    acc_free(d);
    CHECK_DONE();
}
