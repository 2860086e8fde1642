/* OpenACC 3.3, 2.5.10 (num_gangs with up to three arguments) and 2.9.2 (gang(dim:)):
 * a gang loop of each dimension inside the next; V&V parallel_loop_gang_dim. */
#include <openacc.h>
#include "check.h"
#define X 4
#define Y 3
#define Z 5
int main(void) {
    int a[Z][Y][X], b[Z * Y * X], s = 0;
    for (int i = 0; i < X * Y * Z; i++) b[i] = 0;
#pragma acc parallel num_gangs(2, 3, 4) copyout(a) copy(b)
    {
#pragma acc loop gang(dim: 3)
        for (int k = 0; k < Z; k++)
#pragma acc loop gang(dim: 2)
            for (int j = 0; j < Y; j++)
#pragma acc loop gang(dim: 1)
                for (int i = 0; i < X; i++) a[k][j][i] = k * 100 + j * 10 + i;
#pragma acc loop gang(dim: 2)
        for (int j = 0; j < Y * Z; j++)
#pragma acc loop gang
            for (int i = 0; i < X; i++) {
                /* the 4 gangs of dimension 3 run this nest redundantly (2.2.1): their
                 * updates of one element race without the atomic (b[i] was 1-3 on the
                 * H200, 2026-11-30) */
#pragma acc atomic update
                b[j * X + i] += 1;
            }
    }
    for (int k = 0; k < Z; k++)
        for (int j = 0; j < Y; j++)
            for (int i = 0; i < X; i++) CHECK(a[k][j][i] == k * 100 + j * 10 + i);
    for (int i = 0; i < X * Y * Z; i++) CHECK(b[i] == 4);
#pragma acc parallel num_gangs(4, 4) copy(s)
    {
#pragma acc loop gang(dim: 2)
    for (int j = 0; j < 16; j++) {
#pragma acc loop gang(dim: 1)
        for (int i = 0; i < 16; i++) {
#pragma acc atomic update
            s += i + j;
        }
    }
    }
    CHECK(s == 2 * 16 * 120);
    CHECK_DONE();
}
