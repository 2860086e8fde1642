/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): VLA parameters (int n, double a[n][n]), array parameters with static, a K&R definition, sizeof/_Alignof, a VLA in data clauses. */
#include <stdio.h>
static void mm(int n, double a[n][n], double b[static 4], const double c[restrict const n]) {
#pragma acc parallel loop collapse(2) copy(a[0:n][0:n]) copyin(b[0:4], c[0:n])
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            a[i][j] = a[i][j] * b[j % 4] + c[i] + sizeof(a[0]) / sizeof(double) + _Alignof(double);
}
void kr(a, n) double *a; int n; {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) a[i] += n;
}
int main(void) {
    int n = 6;
    double a[n][n], b[4] = {1, 2, 3, 4}, c[6] = {1, 1, 2, 2, 3, 3};
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) a[i][j] = i * n + j;
    mm(n, a, b, c);
    kr(&a[0][0], n * n);
    int m = 5;
    int v[m];
#pragma acc parallel loop copyout(v)
    for (int i = 0; i < m; i++) v[i] = (int)sizeof(v) + i;
    for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) printf("%g ", a[i][j]); printf("\n"); }
    for (int i = 0; i < m; i++) printf("%d ", v[i]); printf("\n");
    return 0;
}
