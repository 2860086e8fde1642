/* routine bind (OpenACC 3.3, 2.15.1): "the bind clause specifies the name to use when calling
 * the procedure on a device other than the host". A call of f in device code calls the bound
 * function (here a nohost routine with its own body); the host calls f itself. bind was parsed
 * and ignored: the device ran f's host body. */
#include <openacc.h>
#include "check.h"

#pragma acc routine seq nohost
int dev_f(int x) { return 2 * x; }
#pragma acc routine seq bind(dev_f)
int f(int x) { return x + 1000; }

#pragma acc routine seq
static int dev_g(int x) { return x * x; }
#pragma acc routine seq bind("dev_g")
static int g(int x) { return -x; }

int main(void) {
    int r[8];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 8; i++) r[i] = f(i) + g(i);
    int host = acc_get_device_type() == acc_device_host;
    for (int i = 0; i < 8; i++) CHECK(r[i] == (host ? i + 1000 - i : 2 * i + i * i));
    CHECK(f(1) == 1001 && g(3) == -3);
    CHECK_DONE();
}
