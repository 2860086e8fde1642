void f(int *a, int x, int i) {
#pragma omp atomic
    a[i] = a[i] - x - 1;
#pragma omp atomic
    a[i] = x;
#pragma omp atomic
    x = x + x;
#pragma omp atomic
    x %= 2;
#pragma omp atomic
    a[i] += a[i];
#pragma omp atomic
    {
        x++;
    }
}
