/* OpenACC 3.3, 2.14.1 init, 2.14.2 shutdown and 2.14.3 set with device_type, device_num,
 * default_async and if: set default_async(q) makes async without an argument use queue q
 * (acc_get_default_async, 3.2.15), set ... if(false) changes nothing, init/shutdown with
 * if(false) do nothing, init device_type(host) and device_num(0), then
 * acc_get_device_num/acc_get_device_type agree (V&V set.c, init.c, shutdown_if.c). */
#include <openacc.h>
#include "check.h"
#define N 256
static int a[N];
int main(void) {
    acc_device_t t = acc_get_device_type();
    int zero = 0, one = 1;
    int initial = acc_get_default_async();
#pragma acc init device_type(host) if(zero)
#pragma acc init device_num(0)
#pragma acc set device_type(host) if(zero)
    CHECK(acc_get_device_type() == t);
#pragma acc set device_num(0) device_type(host) if(zero)
    CHECK(acc_get_device_type() == t);
#pragma acc set default_async(5)
    CHECK(acc_get_default_async() == 5);
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc enter data copyin(a) async
#pragma acc parallel loop present(a) async
    for (int i = 0; i < N; i++) a[i] += 1;
    /* everything went to queue 5 */
#pragma acc wait(5)
    CHECK(acc_async_test(5));
#pragma acc exit data copyout(a) async(acc_async_noval)
    acc_wait(5);
    CHECK(a[0] == 1 && a[N - 1] == N);
#pragma acc set default_async(acc_async_sync) if(zero)
    CHECK(acc_get_default_async() == 5);
    /* acc_async_noval has no effect; acc_async_sync makes the default queue synchronous;
     * acc_async_default restores the initial value (2.14.3 restrictions) */
#pragma acc set default_async(acc_async_noval) if(one)
    CHECK(acc_get_default_async() == 5);
#pragma acc set default_async(acc_async_sync)
    CHECK(acc_get_default_async() == acc_async_sync);
#pragma acc parallel loop copy(a) async
    for (int i = 0; i < N; i++) a[i] += 1;
    CHECK(a[N - 1] == N + 1); /* synchronous: done already */
#pragma acc parallel loop copy(a) async
    for (int i = 0; i < N; i++) a[i] -= 1;
    CHECK(a[N - 1] == N);
#pragma acc set default_async(acc_async_default)
    CHECK(acc_get_default_async() == initial);
    /* the same through 3.2.14 acc_set_default_async */
    acc_set_default_async(6);
    acc_set_default_async(acc_async_noval);
    CHECK(acc_get_default_async() == 6);
    acc_set_default_async(acc_async_default);
    CHECK(acc_get_default_async() == initial);
    /* the current device number of the current type survives a set of the same number */
    int n = acc_get_device_num(t);
#pragma acc set device_num(n)
    CHECK(acc_get_device_num(t) == n && acc_get_device_type() == t);
    /* acc_set_device_type then acc_get_device_num (3.2.2, 3.2.5) */
    acc_set_device_type(acc_device_host);
    CHECK(acc_get_device_type() == acc_device_host);
    CHECK(acc_get_device_num(acc_device_host) == 0);
    int on_host = 0;
#pragma acc parallel copyout(on_host) num_gangs(1)
    { on_host = acc_on_device(acc_device_host); }
    CHECK(on_host == 1);
    acc_set_device_type(t);
    CHECK(acc_get_device_type() == t);
#pragma acc shutdown device_type(host) if(zero)
#pragma acc parallel copyout(on_host) num_gangs(1)
    { on_host = acc_on_device(acc_device_host); }
    CHECK(on_host == (t == acc_device_host));
#pragma acc shutdown if(zero)
#pragma acc parallel loop copy(a)
    for (int i = 0; i < N; i++) a[i] -= 1;
    CHECK(a[N - 1] == N - 1);
    CHECK_DONE();
}
