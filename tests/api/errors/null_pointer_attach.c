/* spec 3.2.29: acc_attach of a null pointer address (an error on every device).
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_invalid_null_pointer
 * EXPECT: in acc_attach
 * DEVICE: host
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    acc_attach(NULL);
    printf("no error was reported\n");
    return 0;
}
