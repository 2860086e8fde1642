void work(void);
void f(void) {
#pragma omp critical(lockname)
    {
#pragma omp critical(other)
        {
#pragma omp critical(lockname)
            work();
        }
    }
#pragma omp critical
    {
#pragma omp critical
        work();
    }
}
