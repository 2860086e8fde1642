/* A program that declares the routines itself (no omp.h) still links with -fopenmp: the
 * generated code provides weak omp_* symbols forwarding to the runtime. */
#include <stdio.h>
int omp_get_thread_num(void);
int omp_get_num_threads(void);
extern double omp_get_wtime(void);
int main(void) {
    int n = 0, bad = 0;
#pragma omp parallel reduction(+: n)
    {
        n += 1;
        if (omp_get_thread_num() >= omp_get_num_threads()) bad = 1;
    }
    if (omp_get_wtime() <= 0 || bad || n < 1) { fprintf(stderr, "failed\n"); return 1; }
    return 0;
}
