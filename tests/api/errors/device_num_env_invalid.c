/* chapter 4.2: "The value of this environment variable must be a nonnegative integer between
 * zero and the number of devices of the desired type"; a value past the devices is
 * implementation-defined, and oxacc stops. ACC_DEVICE_NUM=abc: an error naming the
 * variable and its value, as a bad ACC_DEVICE_TYPE is (device_type_env.c). It named neither
 * (7, -1) or was silently taken as 0 (abc) (hunt-async2 bug05).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_unavailable
 * EXPECT: ACC_DEVICE_NUM=abc
 * EXPECT: not a nonnegative integer
 * DEVICE: host
 * ENV: ACC_DEVICE_NUM=abc
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    acc_copyin(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
