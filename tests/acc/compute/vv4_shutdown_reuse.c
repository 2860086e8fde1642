/* OpenACC 3.3, 3.2.8 (acc_shutdown, acc_shutdown_device) and 2.14.2 (shutdown directive):
 * a program that shuts the current device down and then uses it again (the V&V suite calls
 * each test several times in one program) initializes it again implicitly (2.14.1). */
#include <openacc.h>
#include "check.h"
#define n 128
static int round_trip(int k) {
    int a[n], bad = 0;
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc data copy(a)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) a[i] += k;
    }
    for (int i = 0; i < n; i++) bad += a[i] != i + k;
    return bad;
}
int main(void) {
    acc_device_t t = acc_get_device_type();
    int dev = acc_get_device_num(t);
    for (int k = 0; k < 3; k++) {
        CHECK(round_trip(k) == 0);
        acc_shutdown(t);
    }
    for (int k = 0; k < 3; k++) {
        CHECK(round_trip(k + 10) == 0);
        acc_shutdown_device(dev, t);
    }
    for (int k = 0; k < 3; k++) {
        CHECK(round_trip(k + 20) == 0);
#pragma acc shutdown
    }
    acc_init(t);
    CHECK(round_trip(30) == 0);
#pragma acc shutdown device_num(dev)
    CHECK(round_trip(31) == 0);
    CHECK(acc_get_device_type() == t);
    CHECK_DONE();
}
