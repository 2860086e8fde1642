/* A.19 of OpenMP 2.0: incorrect nesting of work-sharing directives. */
void work(int i, int j);
void wrong1(int n) {
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < n; i++) {
#pragma omp for
            for (int j = 0; j < n; j++)
                work(i, j);
        }
    }
}
void wrong3(int n) {
#pragma omp parallel
    {
#pragma omp for
        for (int i = 0; i < n; i++) {
#pragma omp single
            work(i, 0);
        }
    }
}
void wrong4(int n) {
#pragma omp parallel
    {
#pragma omp sections
        {
            work(0, 0);
#pragma omp section
            {
#pragma omp for
                for (int i = 0; i < n; i++)
                    work(i, 1);
            }
        }
    }
}
