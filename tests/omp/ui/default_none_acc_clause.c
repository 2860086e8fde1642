/* flags: -acc */
/* default(none) (OpenMP 2.0, 2.7.2.5): the variables an OpenACC directive's clauses name
 * inside the region are referenced in it too, and need a data-sharing clause (gcc: "'n' not
 * specified in enclosing 'parallel'"); listed ones and the region's own are fine. */
void f(double *a, int n, int q) {
    int ok = 1;
#pragma omp parallel default(none) shared(a, ok)
    {
        int mine = 4;
#pragma acc parallel loop copyout(a[0:n]) async(q) num_gangs(mine)
        for (int i = 0; i < 10; i++) a[i] = i;
#pragma acc wait(q)
#pragma acc update self(a[0:ok])
    }
}
