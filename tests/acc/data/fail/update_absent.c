// expect-runtime-error: is not present on the device
/* spec 2.14.4 (update without if_present): absent data is a runtime error (on a device with
 * its own memory). */
#include <openacc.h>

int main(void) {
    float a[8];
#pragma acc update self(a)
    return 0;
}
