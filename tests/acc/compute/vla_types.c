/* Captured variables of variably modified types: a pointer to a VLA (array parameter,
 * firstprivate), a local VLA (shared; its length changed after the declaration, the type keeps
 * the one it was created with) and a kernels region over VLA parameters (what the pointers
 * point to in data clauses: the device memory is discrete). */
#include "check.h"
static void f(int n, int m, float (*a)[m]) {
#pragma acc parallel loop copyout(a[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = i * m + j;
}
static double g(int n, int m) {
    double b[n][m];
    double s = 0;
    int k = m;
    m = 0;
#pragma acc parallel loop collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < k; j++)
            b[i][j] = (double)sizeof(b[0]) / sizeof(double) + i + j;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < k; j++)
            s += b[i][j];
    return s;
}
static void sm(int n, int m, float a[n][m], float b[n][m]) {
#pragma acc kernels copy(a[0:n]) copyin(b[0:n])
    for (int i = 1; i < n - 1; i++)
        for (int j = 0; j < m; j++)
            a[i][j] = b[i - 1][j] + b[i + 1][j];
}
int main(void) {
    float a[10][7];
    f(10, 7, a);
    for (int i = 0; i < 10; i++)
        for (int j = 0; j < 7; j++) CHECK(a[i][j] == i * 7 + j);
    double want = 0;
    for (int i = 0; i < 5; i++) for (int j = 0; j < 3; j++) want += 3 + i + j;
    CHECK(g(5, 3) == want);
    float c[6][5] = {{0}}, d[6][5];
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < 5; j++) d[i][j] = i * 5 + j;
    sm(6, 5, c, d);
    for (int i = 1; i < 5; i++)
        for (int j = 0; j < 5; j++) CHECK(c[i][j] == d[i - 1][j] + d[i + 1][j]);
    CHECK_DONE();
}
