/* A variable-length array parameter of const elements (`const double a[n][n]`) in a data
 * clause and a compute region: the host code stores it in the region's context as `void *`,
 * and cc warned "initialization discards 'const' qualifier" about oxacc's generated code
 * (now an explicit cast). OpenACC 3.3, 2.7.1; C11 6.7.6.2. */
#include "check.h"

static double trace(int n, const double a[n][n]) {
    double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(a[0:n][0:n])
    for (int i = 0; i < n; i++) s += a[i][i];
    return s;
}

/* `a` with no clause on the construct: a firstprivate pointer to the rows. */
static void scale(int n, const double a[n][n], double b[n][n]) {
#pragma acc data copyin(a[0:n][0:n]) copyout(b[0:n][0:n])
    {
#pragma acc parallel loop collapse(2)
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) b[i][j] = 2 * a[i][j];
    }
}

int main(void) {
    double a[4][4], b[4][4];
    for (int i = 0; i < 16; i++) a[i / 4][i % 4] = i;
    CHECK(trace(4, (const double (*)[4])a) == 0 + 5 + 10 + 15);
    scale(4, (const double (*)[4])a, b);
    for (int i = 0; i < 16; i++) CHECK(b[i / 4][i % 4] == 2 * i);
    CHECK_DONE();
}
