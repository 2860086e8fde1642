/* 2.9: barrier in work-sharing, master and critical regions of the same parallel region. */
void work(int i);
void f(int n) {
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < n; i++) {
            work(i);
#pragma omp barrier
        }
#pragma omp master
        {
#pragma omp barrier
        }
#pragma omp critical
        {
#pragma omp barrier
        }
#pragma omp single
        {
#pragma omp barrier
        }
    }
}
