/* OpenACC 3.3, 2.8 host_data use_device with if (2.8.2) and if_present (2.8.3), the device
 * address passed to acc_memcpy_* (3.2.26-3.2.27) and to a deviceptr clause, and 2.10 cache
 * in loops of parallel loop, kernels loop and serial loop (readonly modifier, sections with a
 * loop-variable offset): V&V host_data_if_present, host_data_use_device, kernels_loop_cache,
 * serial_loop_cache. */
#include <openacc.h>
#include "check.h"
#define N 200
static double a[N], b[N];
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    int yes = 1, no = 0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma acc data copyin(a) create(b)
    {
        double *ha = a, *hb = b;
        size_t bytes = sizeof a; /* (the same inside host_data since vv10) */
#pragma acc host_data use_device(a) if(no)
        { CHECK((double *)a == ha); }
#pragma acc host_data use_device(a, b) if(yes)
        {
            CHECK(is_host || (double *)a != ha);
            acc_memcpy_device(b, a, bytes);
            double *db = b;
#pragma acc parallel loop deviceptr(db)
            for (int i = 0; i < N; i++) db[i] *= 2;
        }
        static double absent[4];
#pragma acc host_data use_device(absent, b) if_present
        {
            CHECK((double *)absent == &absent[0]); /* not present: the host address */
            CHECK(acc_hostptr((void *)b) == (void *)&hb[0]);
        }
#pragma acc update self(b)
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 2.0 * i);
    /* cache */
#pragma acc parallel loop copyin(a) copyout(b)
    for (int i = 1; i < N - 1; i++) {
#pragma acc cache(readonly: a[i - 1:3])
        b[i] = a[i - 1] + a[i] + a[i + 1];
    }
    for (int i = 1; i < N - 1; i++) CHECK(b[i] == 3.0 * i);
#pragma acc kernels loop independent copyin(a) copyout(b)
    for (int i = 0; i < N - 2; i++) {
#pragma acc cache(a[i:3])
        b[i] = a[i + 2] - a[i];
    }
    for (int i = 0; i < N - 2; i++) CHECK(b[i] == 2.0);
#pragma acc serial loop copyin(a) copy(b)
    for (int i = 0; i < N; i += 10) {
        double s = 0;
#pragma acc cache(readonly: a[i:10])
        for (int j = 0; j < 10; j++) s += a[i + j];
        b[i] = s;
    }
    for (int i = 0; i < N; i += 10) CHECK(b[i] == 10.0 * i + 45);
    CHECK_DONE();
}
