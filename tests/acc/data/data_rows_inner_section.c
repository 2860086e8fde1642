/* spec 2.7.1: a section inside the rows of a pointer to rows (`double (*v)[m]` with
 * variable-length rows, `double (*r)[8]`) or of a variable-length 2-D array (`double
 * w[n][m]`): `copy(v[1][2:3])` maps three elements of row 1, and the compute construct's uses
 * of them are their device copy. The launch translated v through its first row (&v[1][0],
 * not present), got the host address back and the kernel wrote host memory, which the copy
 * back then overwrote with the old values (a silent wrong result on emul); w's row was
 * "partly present" (bug hunt 2026-11-29, data environment, bug05). */
#include "acc_test.h"

static void rows(int n, int m) {
    double(*v)[m] = calloc(n, sizeof(double[m]));
#pragma acc parallel loop copy(v[1][2:3])
    for (int j = 2; j < 5; j++) v[1][j] = 7;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(v[i][j] == ((i == 1 && j >= 2 && j < 5) ? 7 : 0));

    double(*r)[8] = calloc(n, sizeof(double[8]));
#pragma acc data copy(r[2][1:3])
    {
#pragma acc parallel loop
        for (int j = 1; j < 4; j++) r[2][j] = 5;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < 8; j++) CHECK(r[i][j] == ((i == 2 && j >= 1 && j < 4) ? 5 : 0));

    double w[n][m];
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) w[i][j] = 1;
#pragma acc data copy(w[3][1:4])
    {
#pragma acc parallel loop
        for (int j = 1; j < 5; j++) w[3][j] = 9;
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(w[i][j] == ((i == 3 && j >= 1 && j < 5) ? 9 : 1));
    free(v);
    free(r);
}

int main(void) {
    rows(8, 6);
    return 0;
}
