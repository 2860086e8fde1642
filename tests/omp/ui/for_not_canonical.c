void f(int n, int *a) {
    int i;
#pragma omp parallel for
    for (i = 0; i != n; i++)
        a[i] = 0;
#pragma omp parallel for
    for (i = 0; i < n; i *= 2)
        a[i] = 0;
#pragma omp parallel for
    for (; i < n; i++)
        a[i] = 0;
#pragma omp parallel for
    for (i = 0; n > 0; i++)
        a[i] = 0;
#pragma omp parallel for
    for (i = 0; i < n; i--)
        a[i] = 0;
#pragma omp parallel for
    for (int j = 0, k = 0; j < n; j++)
        a[j] = k;
}
