/* spec 3.2.21: acc_map_data over data that is already present.
 * The program must stop with exit status 1 and one line on stderr containing:
 * EXPECT: acc_error_present
 * EXPECT: in acc_map_data
 * EXPECT: already present
 * DEVICE: emul
 */
#include <openacc.h>
#include <oxacc_rt.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    static float a[4];
    acc_copyin(a, sizeof a);
    void *d = acc_malloc(sizeof a);
    acc_map_data(a, d, sizeof a);
    printf("no error was reported\n");
    return 0;
}
