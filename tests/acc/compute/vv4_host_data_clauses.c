/* OpenACC 3.3, 2.8 (host_data construct): use_device, if, if_present; V&V host_data,
 * host_data_if, host_data_if_present. */
#include <openacc.h>
#include "check.h"
#define n 100
int main(void) {
    int *a = malloc(n * sizeof(int)), *b = malloc(n * sizeof(int)), yes = 1, no = 0;
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 0; }
    void *pa = NULL, *pb = NULL, *pc = NULL;
#pragma acc data copyin(a[0:n])
    {
#pragma acc host_data use_device(a)
        pa = a;
#pragma acc host_data use_device(a) if(no)
        pb = a;
#pragma acc host_data use_device(a) if(yes)
        pc = a;
        CHECK(pa == acc_deviceptr(a));
        CHECK(pb == (void *)a);
        CHECK(pc == acc_deviceptr(a));
        /* b is absent: if_present leaves its host address */
#pragma acc host_data use_device(a, b) if_present
        {
            pa = a;
            pb = b;
        }
        CHECK(pa == acc_deviceptr(a));
        CHECK(pb == (void *)b);
        int *da = NULL;
#pragma acc host_data use_device(a)
        da = a;
#pragma acc parallel loop deviceptr(da) copy(b[0:n])
        for (int i = 0; i < n; i++) b[i] = da[i] + 1;
    }
    for (int i = 0; i < n; i++) CHECK(b[i] == i + 1);
    free(a); free(b);
    CHECK_DONE();
}
