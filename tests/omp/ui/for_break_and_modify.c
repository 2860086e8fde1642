void f(int n, int *a) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        if (a[i] < 0)
            break;
        a[i] = 0;
    }
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        a[i] = 0;
        i++;
    }
}
