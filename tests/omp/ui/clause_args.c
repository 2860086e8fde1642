void f(int n, double *a) {
#pragma omp parallel private(a[0])
    a[0] = n;
#pragma omp parallel default(private) reduction(max: n)
    a[2] = 0;
#pragma omp parallel private()
    a[3] = 0;
#pragma omp parallel for schedule(runtime, 4)
    for (int i = 0; i < n; i++)
        a[i] = 0;
}
