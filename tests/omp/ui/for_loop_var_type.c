void f(unsigned n, int *a) {
    double d;
#pragma omp parallel for
    for (d = 0; d < 1; d += 1)
        a[0] = 0;
}
