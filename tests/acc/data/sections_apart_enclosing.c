/* spec 2.6 / 2.6.2 / 2.7.1: two sections of one array (its own storage) mapped by an enclosing
 * `data` construct or `enter data` (`data copy(a[0:2], a[50:2])`), then used by a compute
 * construct that names neither (or one of them) and touches both (`a[1] = 1; a[51] = 2;`):
 * each access must reach its section's device copy. Before, the kernel reached the whole
 * array through the first section's device copy: on emul the writes to the second section
 * were lost (on a GPU they went to other memory). Now the kernel gets a block gathered from
 * the sections' device copies, copied back into them after the launch. Also a global and a
 * local array, `enter data`, async, and a construct naming one section `present`. */
#include "acc_test.h"

int g[100];

int main(void) {
    for (int k = 0; k < 100; k++) g[k] = -1;
#pragma acc data copy(g[0:2], g[50:2])
    {
#pragma acc parallel
        {
            g[1] = 1;
            g[51] = 2;
        }
#pragma acc parallel loop
        for (int k = 0; k < 2; k++) {
            g[k] += 10;
            g[50 + k] += 20;
        }
    }
    CHECK(g[0] == 9 && g[1] == 11 && g[50] == 19 && g[51] == 22);
    if (discrete()) CHECK(g[2] == -1 && g[49] == -1 && g[52] == -1);

    double a[64];
    for (int k = 0; k < 64; k++) a[k] = k;
#pragma acc enter data copyin(a[8:8])
#pragma acc enter data copyin(a[32:4])
#pragma acc parallel loop present(a[8:8]) async(2)
    for (int k = 0; k < 4; k++) {
        a[8 + k] *= 2;
        a[32 + k] = a[8 + k] + 0.5;
    }
#pragma acc wait(2)
    if (discrete()) CHECK(a[8] == 8 && a[32] == 32); /* not copied back yet */
#pragma acc exit data copyout(a[8:8], a[32:4])
    for (int k = 0; k < 4; k++) CHECK(a[8 + k] == 2 * (8 + k) && a[32 + k] == 2 * (8 + k) + 0.5);
    CHECK(a[12] == 12 && a[36] == 36 && a[0] == 0);
    printf("ok\n");
    return 0;
}
