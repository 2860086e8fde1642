// expect-runtime-error: in construct: acc_error_device_unavailable: ACC_DEVICE_NUM=7: device number 7 is not valid
// error-names: device_num_env_no_clause_located.c:19)
// every-device-type
/* chapter 4.2: a bad ACC_DEVICE_NUM is found at the first construct; one with no data clause
 * (`parallel firstprivate(x)`) has no clause to carry its line, and the error named the
 * variable but no source line. The construct now passes its own location
 * (`__oxacc_data_enter_at`). The variable is set before the runtime reads it (once, at the
 * first construct). */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int x = 3;
    if (setenv("ACC_DEVICE_NUM", "7", 1) != 0) {
        printf("setenv failed\n");
        return 0;
    }
#pragma acc parallel firstprivate(x) num_gangs(1)
    {
        x += 1;
    }
    printf("not reached %d\n", x);
    return 0;
}
