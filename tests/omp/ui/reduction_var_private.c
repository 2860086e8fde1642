void f(int n, double *b) {
    double y = 0, s = 0;
#pragma omp parallel private(y)
    {
#pragma omp for reduction(+: y)
        for (int i = 0; i < n; i++)
            y += b[i];
    }
#pragma omp parallel reduction(+: s)
    {
#pragma omp for reduction(+: s)
        for (int i = 0; i < n; i++)
            s += b[i];
    }
#pragma omp parallel
    {
        double local = 0;
#pragma omp for lastprivate(local)
        for (int i = 0; i < n; i++)
            local = b[i];
    }
}
