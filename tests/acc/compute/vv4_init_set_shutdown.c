/* OpenACC 3.3, 2.14.1-2.14.3 (init, shutdown, set directives) with device_type, device_num,
 * default_async and if clauses; V&V init_device_type_num, shutdown_device_type_num, set_*. */
#include <openacc.h>
#include "check.h"
#define N 32
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev = acc_get_device_num(t), yes = 1, no = 0;
    int a[N];
#pragma acc init if(yes)
#pragma acc init device_num(dev) if(no)
#pragma acc init device_type(host)
#pragma acc init device_type(nvidia) if(acc_get_num_devices(acc_device_nvidia) > 0)
#pragma acc set device_num(dev)
    CHECK(acc_get_device_num(t) == dev);
#pragma acc set default_async(5)
    CHECK(acc_get_default_async() == 5);
#pragma acc set default_async(acc_async_sync) if(no)
    CHECK(acc_get_default_async() == 5);
#pragma acc parallel loop copyout(a) async
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc wait(5)
    for (int i = 0; i < N; i++) CHECK(a[i] == i);
#pragma acc set default_async(acc_async_noval)
#pragma acc set device_type(host)
    CHECK(acc_get_device_type() == acc_device_host);
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++) a[i] = 2 * i;
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    acc_set_device_type(t);
#pragma acc set device_type(host) device_num(0) if(no)
    CHECK(acc_get_device_type() == t);
#pragma acc shutdown device_type(host) device_num(0)
#pragma acc shutdown device_num(dev) if(no)
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < N; i++) a[i] = 3 * i;
    for (int i = 0; i < N; i++) CHECK(a[i] == 3 * i);
#pragma acc shutdown if(yes)
    CHECK_DONE();
}
