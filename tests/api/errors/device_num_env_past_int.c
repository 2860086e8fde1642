/* chapter 4.2: "The value of this environment variable must be a nonnegative integer between
 * zero and the number of devices of the desired type". ACC_DEVICE_NUM=2147483648 is one, but
 * past an int: the error said "is not a nonnegative integer", which misdescribed it (the
 * run-time errors hunt). It now says the number is too large, naming the variable and value.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_device_unavailable
 * EXPECT: ACC_DEVICE_NUM=2147483648
 * EXPECT: is too large for a device number
 * DEVICE: host
 * ENV: ACC_DEVICE_NUM=2147483648
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
