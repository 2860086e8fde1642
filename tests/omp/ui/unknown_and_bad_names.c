void f(int n) {
#pragma omp parallel frobnicate(n)
    n++;
#pragma omp task
    n++;
#pragma omp critical(a b)
    n++;
#pragma omp for nowait(1)
    for (int i = 0; i < n; i++)
        ;
}
