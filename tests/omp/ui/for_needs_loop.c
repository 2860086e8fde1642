void f(int n, int *a) {
#pragma omp parallel for
    {
        for (int i = 0; i < n; i++)
            a[i] = 0;
    }
#pragma omp parallel
    {
#pragma omp for
        while (n--)
            a[n] = 1;
    }
}
