/* spec 3.2.18, 2.7.3: acc_copyin of a section that is partly present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_partly_present
 * EXPECT: in acc_copyin
 * EXPECT: (400 bytes)
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[100];
    acc_copyin(a, 50 * sizeof(float));
    acc_copyin(a, sizeof a);
    printf("no error was reported\n");
    return 0;
}
