/* OpenACC 3.3, 2.7.1 (data specification in data clauses): sections of a 2-D array a[i:n][0:C]
 * (contiguous rows) in copyin, copyout and copy clauses of a data construct and of compute
 * constructs, a row range present inside a bigger one, and present(a[r][0:C]) of a single
 * row: only the rows named move; the others keep the host's values (V&V data_copy*.c with
 * rows). */
#include <openacc.h>
#include "check.h"
#define R 10
#define C 12
int main(void) {
    static int a[R][C], b[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = i * 100 + j, b[i][j] = -1;
    int shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support) != 0;
#pragma acc data copyin(a[2:5][0:C]) copyout(b[3:4][0:C])
    {
        CHECK(acc_is_present(a[2], 5 * sizeof a[0]));
        CHECK(shared || !acc_is_present(a[7], sizeof a[7]));
#pragma acc parallel loop present(a[2:5][0:C], b[3:4][0:C])
        for (int i = 3; i < 7; i++)
            for (int j = 0; j < C; j++) b[i][j] = a[i][j] + a[i - 1][j];
#pragma acc parallel loop present(a[4][0:C])
        for (int j = 0; j < C; j++) a[4][j] = 0;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            int want = (i >= 3 && i < 7) ? (i * 100 + j) + ((i - 1) * 100 + j)
                                         : -1;
            CHECK(b[i][j] == want);
            /* copyin: the host's a is unchanged unless memory is shared */
            CHECK(a[i][j] == ((shared && i == 4) ? 0 : i * 100 + j));
        }
#pragma acc parallel loop copy(a[R - 2:2][0:C])
    for (int i = R - 2; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = -a[i][j];
    for (int j = 0; j < C; j++) CHECK(a[R - 1][j] == -((R - 1) * 100 + j) && a[R - 3][j] == (R - 3) * 100 + j);
    CHECK_DONE();
}
