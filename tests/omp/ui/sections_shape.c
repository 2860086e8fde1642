void work(int);
void f(void) {
#pragma omp sections
        work(0);
#pragma omp parallel sections
    {
#pragma omp section
        work(1);
        work(2);
    }
#pragma omp section
    work(3);
}
