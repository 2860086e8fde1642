/* spec 2.7.3: a copyin clause on data that is partly present, with variable and line.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_partly_present
 * EXPECT: 'x[0:200]'
 * EXPECT: prog.c:7
 * EXPECT: copyin clause:
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static double x[200];
    acc_create(x + 100, 100 * sizeof(double));
    struct __oxacc_clause c = {__OXACC_COPYIN, 0, x, sizeof x, NULL, "x[0:200]", "prog.c:7", NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
