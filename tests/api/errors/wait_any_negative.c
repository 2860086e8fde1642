/* spec 3.2.12: acc_wait_any with a negative count.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_argument
 * EXPECT: in acc_wait_any
 * EXPECT: count is -1
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int q[1] = {1};
    acc_wait_any(-1, q);
    printf("no error was reported\n");
    return 0;
}
