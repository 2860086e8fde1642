void work(int i);
void f(int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
#pragma omp ordered
        work(i);
    }
#pragma omp parallel
    {
#pragma omp ordered
        work(0);
    }
}
