/* OpenACC 3.3, 2.8 (host_data construct) with chapter 3: inside host_data use_device(p, a)
 * the names stand for device addresses, which may be passed to acc_memcpy_from_device /
 * acc_memcpy_to_device, compared with acc_deviceptr, mapped back by acc_hostptr, offset by
 * pointer arithmetic, and used in a compute construct's deviceptr clause; if(false) gives the
 * host addresses; if_present leaves an absent var's host address (V&V host_data.c,
 * host_data_if_present.c, host_data_deviceptr). */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void) {
    static int a[N], h[N], other[N];
    int *p = a;
    for (int i = 0; i < N; i++) {
        a[i] = i;
        h[i] = 0;
        other[i] = -1;
    }
#pragma acc data copyin(a)
    {
        void *dev_a = acc_deviceptr(a);
        int no = 0;
        int *ha = a; /* inside host_data, 'a' names the device copy */
#pragma acc host_data use_device(p, a)
        {
            CHECK((void *)p == dev_a && (void *)a == dev_a);
            CHECK(acc_hostptr(p + 10) == (void *)(ha + 10));
            acc_memcpy_from_device(h, p + 8, 16 * sizeof(int));
            int *d = p;
#pragma acc parallel loop deviceptr(d)
            for (int i = 0; i < N; i++) d[i] = 3 * i;
        }
        for (int i = 0; i < 16; i++) CHECK(h[i] == i + 8);
#pragma acc host_data use_device(a) if(no)
        {
            CHECK(a == &a[0] && (void *)a != NULL);
            CHECK(acc_get_device_type() == acc_device_host || (void *)a != dev_a);
        }
#pragma acc host_data use_device(other, a) if_present
        {
            CHECK((void *)other == (void *)&other[0]); /* absent: the host address */
            acc_memcpy_to_device(a + 1, &other[0], sizeof(int));
        }
#pragma acc update self(a)
    }
    CHECK(a[0] == 0 && a[1] == -1);
    for (int i = 2; i < N; i++) CHECK(a[i] == 3 * i);
    CHECK_DONE();
}
