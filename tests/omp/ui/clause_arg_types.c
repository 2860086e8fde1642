struct s { int v; };
void f(int n, double *a, struct s st) {
#pragma omp parallel num_threads(1.5) if(st)
    a[0] = n;
#pragma omp parallel num_threads(0)
    a[1] = 0;
#pragma omp parallel for schedule(dynamic, -2)
    for (int i = 0; i < n; i++)
        a[i] = 0;
#pragma omp parallel for schedule(guided, a)
    for (int i = 0; i < n; i++)
        a[i] = 0;
#pragma omp parallel private(f)
    a[2] = 0;
}
