void f(int x) {
#pragma omp parallel
    {
        if (x != 0)
#pragma omp barrier
        while (x--)
#pragma omp flush(x)
        ;
    }
}
