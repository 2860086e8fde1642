/* spec 3.2.22: acc_unmap_data while the structured reference count is not zero.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_present
 * EXPECT: in acc_unmap_data
 * EXPECT: structured reference count of 1
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    void *d = acc_malloc(sizeof a);
    acc_map_data(a, d, sizeof a);
    struct __oxacc_clause c = {__OXACC_PRESENT, 0, a, sizeof a, NULL, "a", "prog.c:3", NULL};
    __oxacc_data_enter(&c, 1, acc_async_sync, NULL, 0);
    acc_unmap_data(a);
    printf("no error was reported\n");
    return 0;
}
