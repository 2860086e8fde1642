void f(int n, int *a) {
#pragma omp parallel if(n) if(n > 2) num_threads(2) num_threads(3) default(shared) default(none) shared(a, n)
    a[0] = n;
#pragma omp parallel
    {
#pragma omp for nowait nowait schedule(static) schedule(dynamic) ordered ordered
        for (int i = 0; i < n; i++)
            a[i] = i;
    }
}
