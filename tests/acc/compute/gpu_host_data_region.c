/* OpenACC 3.3, 2.8 (host_data construct), 2.8.1 (use_device) and 2.7.5 (deviceptr): inside a
 * host_data use_device region the listed pointer holds the device address; a compute construct
 * there names it in a deviceptr clause (the region uses the address as it is) and works on the
 * device copy of the data that the enclosing data construct made present; a routine receiving
 * that pointer; the same with an array's device address taken through acc_deviceptr. */
#include "gpu_check.h"

#pragma acc routine seq
static void twice(float *p, int i) { p[i] *= 2; }

enum { N = 5000 };

int main(void) {
    float *a = (float *)malloc(N * sizeof(float));
    static int arr[300];
    for (int i = 0; i < N; i++) a[i] = i;
    for (int i = 0; i < 300; i++) arr[i] = i;
#pragma acc data copy(a[0:N], arr)
    {
#pragma acc host_data use_device(a)
        {
#pragma acc parallel loop deviceptr(a)
            for (int i = 0; i < N; i++) a[i] += 1;
#pragma acc parallel loop deviceptr(a)
            for (int i = 0; i < N; i++) twice(a, i);
        }
        int *darr = (int *)acc_deviceptr(arr);
#pragma acc parallel loop deviceptr(darr)
        for (int i = 0; i < 300; i++) darr[i] = darr[i] * 3 + 1;
        /* the host copies are stale until the data construct ends (or an update) */
        if (on_device()) CHECK(a[10] == 10 && arr[10] == 10);
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == (i + 1) * 2.0f);
    for (int i = 0; i < 300; i++) CHECK(arr[i] == i * 3 + 1);

    /* Memory from acc_malloc: only a device address exists. */
    int *dm = (int *)acc_malloc(1000 * sizeof(int));
    int *hm = (int *)malloc(1000 * sizeof(int));
#pragma acc parallel loop deviceptr(dm)
    for (int i = 0; i < 1000; i++) dm[i] = i * i;
    acc_memcpy_from_device(hm, dm, 1000 * sizeof(int));
    for (int i = 0; i < 1000; i++) CHECK(hm[i] == i * i);
    acc_free(dm);
    free(hm);
    free(a);
    CHECK_DONE();
}
