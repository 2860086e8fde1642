/* OpenACC 3.3, 2.5.10 (num_gangs with one to three arguments: gangs along dimensions one to
 * three, their product in all) and 2.9.2 (gang(dim:d) distributes a loop's iterations along
 * dimension d; code outside it stays redundant along the other dimensions):
 *  - gang-redundant code of num_gangs(2, 3) runs once per gang, 6 times on a device;
 *  - rows gang(dim:2), columns gang(dim:1): each element once (the bodies add);
 *  - three levels under num_gangs(2, 2, 3), the middle one's redundant code counted per
 *    iteration of the outer loop (once per gang of dimensions one and two: 4 on a device);
 *  - a gang(dim:2) loop in a region of one dimension (one gang along it) around a gang vector
 *    loop. On the host team fewer gangs may run (2.5.10), so counts are only bounded there. */
#include "gpu_check.h"

enum { R = 13, C = 70, D = 5 };

int main(void) {
    static int a[R][C], b[D][R][C], c[R][C];
    int cnt = 0, per[D] = {0};
#pragma acc parallel num_gangs(2, 3) copy(a, cnt)
    {
#pragma acc atomic update
        cnt++;
#pragma acc loop gang(dim:2)
        for (int i = 0; i < R; i++) {
#pragma acc loop gang(dim:1)
            for (int j = 0; j < C; j++) a[i][j] += i * C + j + 1;
        }
    }
    CHECK_GANGS(cnt, 6);
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(a[i][j] == i * C + j + 1);

#pragma acc parallel num_gangs(2, 2, 3) num_workers(2) vector_length(32) copy(b, per)
    {
#pragma acc loop gang(dim:3)
        for (int k = 0; k < D; k++) {
#pragma acc atomic update
            per[k]++;
#pragma acc loop gang(dim:2)
            for (int i = 0; i < R; i++) {
#pragma acc loop gang(dim:1) worker vector
                for (int j = 0; j < C; j++) b[k][i][j] += k + i + j;
            }
        }
    }
    for (int k = 0; k < D; k++) {
        CHECK_GANGS(per[k], 4);
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) CHECK(b[k][i][j] == k + i + j);
    }

#pragma acc parallel num_gangs(4) vector_length(64) copy(c)
    {
#pragma acc loop gang(dim:2)
        for (int i = 0; i < R; i++) {
#pragma acc loop gang vector
            for (int j = 0; j < C; j++) c[i][j] += 2 * j + i;
        }
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(c[i][j] == 2 * j + i);
    CHECK_DONE();
}
