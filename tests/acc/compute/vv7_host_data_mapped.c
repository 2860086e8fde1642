/* OpenACC 3.3, 2.8 host_data use_device of a pointer to data mapped by acc_map_data (3.2.21):
 * the device address given to acc_map_data; with if(false) the host address; if_present with
 * absent data the host address (2.8.3) (V&V host_data_if_present, acc_map_data). */
#include <openacc.h>
#include "check.h"
float x[64];
static void *ptr(void *p) { return p; }
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    float *d = discrete ? acc_malloc(sizeof x) : x;
    if (discrete) acc_map_data(x, d, sizeof x);
    float *px = x; void *got = 0, *got2 = 0, *got3 = 0; int c = 0;
#pragma acc host_data use_device(px)
    { got = ptr(px); }
#pragma acc host_data use_device(px) if(c)
    { got2 = ptr(px); }
    float *absent = (float *)&c;
#pragma acc host_data use_device(absent) if_present
    { got3 = ptr(absent); }
    if (discrete) { acc_unmap_data(x); acc_free(d); }
    CHECK(got == d && got2 == x && got3 == &c);
    CHECK_DONE();
}
