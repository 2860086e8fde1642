/* spec 2.7.5, 2.7.3: a present clause on data that is not present names the variable and line.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_not_present
 * EXPECT: 'b[0:n]'
 * EXPECT: prog.c:42
 * EXPECT: present clause:
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float b[10];
    struct __oxacc_clause c = {__OXACC_PRESENT, 0, b, sizeof b, NULL, "b[0:n]", "prog.c:42", NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    printf("no error was reported\n");
    return 0;
}
