// expect-runtime-error: is not present on the device
/* OpenACC 3.3, 2.6.5 / 2.7.5: a data construct whose if clause is false creates no data region;
 * a compute construct inside it acts as if it carried the visible clause itself (2.6.2), and
 * for `present` that is what the program asked for: data that is not present is a runtime
 * error (acc_error_not_present) at the compute construct, naming the var and its line (run
 * on a device with its own memory only: on shared memory everything is present). */
#include <stdlib.h>

static volatile int on; /* false, read at run time */

int main(void) {
    int n = 8;
    float *a = malloc(n * sizeof *a);
#pragma acc data present(a[0:n]) if(on)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++)
            a[i] = i;
    }
    return 0;
}
