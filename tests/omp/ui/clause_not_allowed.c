void f(int n, int *a) {
#pragma omp single lastprivate(n)
    a[0] = n;
#pragma omp parallel schedule(static)
    a[1] = n;
#pragma omp master private(n)
    a[2] = n;
}
