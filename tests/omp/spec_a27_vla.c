/* OpenMP 2.0 A.27: C99 variable-length arrays in parallel regions (shared, private,
 * firstprivate). */
#include "check.h"
static void f(int m, double c[m][m]) {
    double v[m];
    for (int i = 0; i < m; i++) v[i] = i;
    int i, j;
#pragma omp parallel for private(j) firstprivate(v)
    for (i = 0; i < m; i++)
        for (j = 0; j < m; j++)
            c[i][j] = v[j] + 100 * i;
    double scratch[m];
#pragma omp parallel private(scratch)
    {
        for (int k = 0; k < m; k++) scratch[k] = omp_get_thread_num();
        CHECK(scratch[m - 1] == omp_get_thread_num());
    }
}
int main(void) {
    int m = 13;
    double (*c)[13] = malloc(sizeof(double[13][13]));
    f(m, c);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < m; j++) CHECK(c[i][j] == j + 100 * i);
    free(c);
    CHECK_DONE();
}
