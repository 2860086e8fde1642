void f(int n, int *a) {
    int x = 0, y = 0, z = 0;
#pragma omp parallel private(x, x) shared(y) firstprivate(y) reduction(+: z) shared(z)
    a[0] = x + y + z + n;
#pragma omp parallel for firstprivate(x) lastprivate(x)
    for (int i = 0; i < n; i++)
        x = i;
}
