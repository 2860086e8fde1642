/* 2.9: master in a work-sharing region; ordered in critical; work-sharing in master. */
void work(int i);
void f(int n) {
#pragma omp parallel
    {
#pragma omp for ordered
        for (int i = 0; i < n; i++) {
#pragma omp master
            work(i);
#pragma omp critical
            {
#pragma omp ordered
                work(i);
            }
        }
#pragma omp master
        {
#pragma omp for
            for (int i = 0; i < n; i++)
                work(i);
        }
    }
}
