void f(unsigned n, int *a) {
#pragma omp parallel for
    for (unsigned i = 0; i < n; i++)
        a[i] = 0;
    double d;
#pragma omp parallel for
    for (d = 0; d < 1; d += 1)
        a[0] = 0;
}
