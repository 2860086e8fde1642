// expect-runtime-error: is not present on the device
/* spec 2.7.5 (present clause): data that is not present is a runtime error
 * (acc_error_not_present) naming the var and the directive's line, on a device with its own
 * memory (run on such a device only: on shared memory everything is present). */
#include <openacc.h>

int main(void) {
    float a[8];
#pragma acc data present(a[0:8])
    a[0] = 1;
    return 0;
}
