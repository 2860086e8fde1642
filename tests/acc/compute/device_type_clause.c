/* OpenACC 3.3, 2.4 (device_type): clauses for another device type are ignored on the host. */
#include "check.h"
int main(void) {
    int a[256];
#pragma acc parallel loop device_type(nvidia) num_gangs(1000) vector_length(256) device_type(host) num_gangs(2)
    for (int i = 0; i < 256; i++) a[i] = i * 4;
    for (int i = 0; i < 256; i++) CHECK(a[i] == i * 4);
    CHECK_DONE();
}
