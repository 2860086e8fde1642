/* spec 2.14.1 (init), 2.14.2 (shutdown), 2.14.3 (set): device_type, device_num,
 * default_async, if. */
#include "acc_test.h"

int main(void) {
    acc_device_t t = acc_get_device_type();
#pragma acc init
#pragma acc set default_async(3)
    CHECK(acc_get_default_async() == 3);
#pragma acc set default_async(7) if(0)
    CHECK(acc_get_default_async() == 3);
#pragma acc set device_num(0)
    CHECK(acc_get_device_num(acc_get_device_type()) == 0);
#pragma acc set device_type(host)
    CHECK(acc_get_device_type() == acc_device_host);
#pragma acc init device_type(host)
    float x = 1.0f;
#pragma acc data copy(x)
    x += 1.0f;
    CHECK(x == 2.0f);
#pragma acc shutdown device_type(host)
    acc_set_device_type(t);
#pragma acc init device_num(0)
#pragma acc shutdown
    return 0;
}
