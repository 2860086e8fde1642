/* flags: -acc */
void f(int n, float *a) {
#pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
#pragma omp atomic
        a[0] += 1;
    }
#pragma omp parallel
    {
#pragma acc kernels
        {
#pragma omp critical
            a[1] = 2;
        }
    }
}
