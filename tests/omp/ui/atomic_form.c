void f(int *a, int x, int i) {
#pragma omp atomic
    a[i] = a[i] + 1;
#pragma omp atomic
    x %= 2;
#pragma omp atomic
    a[i] += a[i];
#pragma omp atomic
    {
        x++;
    }
}
