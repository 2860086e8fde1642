int global;
void f(int n, double *a) {
    const int c = 4;
    int x = 0, y = 0;
#pragma omp parallel default(none) shared(a) private(x)
    {
        int local = n;
        x = local + c + y;
        a[0] = global;
#pragma omp for
        for (int i = 0; i < 10; i++)
            a[i] = i;
    }
#pragma omp parallel for default(none) shared(a, n)
    for (int i = 0; i < n; i++)
        a[i] = i;
}
