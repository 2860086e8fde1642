/* spec 3.2.18, 2.7.3: acc_copyin larger than the device memory.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_out_of_memory
 * EXPECT: in acc_copyin
 * EXPECT: cannot allocate
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static char a[16];
    acc_copyin(a, (size_t)1 << 50);
    printf("no error was reported\n");
    return 0;
}
