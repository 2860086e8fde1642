/* flags: -Wextra -Wshadow -Wcast-qual -Wfloat-equal -Wstrict-prototypes -Werror */
/* Strict warning options: cc warns about none of the generated code, as gcc -fopenmp adds
 * none to this program. The private copies of an orphaned or nested for / sections / single
 * and an orphaned loop's variable used to be declared under the user's names, shadowing them
 * (-Wshadow); a shared volatile variable's address lost its qualifier in a cast
 * (-Wcast-qual); `&&`/`||` reductions of a double compared it with 0 (-Wfloat-equal). */
#include <stdio.h>
static int g;
static void orphaned(int n, int *a) {
    int i, t = 0;
#pragma omp for private(t)
    for (i = 0; i < n; i++) { t = i; a[i] = t; }
#pragma omp single private(t)
    { t = 1; g += t; }
#pragma omp sections private(t)
    {
#pragma omp section
        { t = 2; a[0] += t; }
#pragma omp section
        { t = 3; a[1] += t; }
    }
}
int main(void) {
    int i, t = 0, a[100], s = 0, last = 0;
    volatile int v = 1;
    double d = 1.0, e = 0.0;
#pragma omp parallel private(t) shared(v)
    {
        t = v;
#pragma omp for private(t) reduction(+:s)
        for (i = 0; i < 100; i++) { t = i; a[i] = t; s += t; }
#pragma omp single private(t)
        { t = 1; g += t; }
#pragma omp sections private(t) firstprivate(s) lastprivate(last)
        {
#pragma omp section
            { t = 2; a[0] += t + s - s; last = t; }
        }
        orphaned(100, a);
    }
#pragma omp parallel for reduction(&&:d) reduction(||:e)
    for (i = 0; i < 100; i++) {
        if (a[i] < 0) d = 0.0;
        if (i == 99) e = 1.0;
    }
    if (s != 4950 || g < 2 || t != 0 || d < 0.5 || e < 0.5 || a[5] != 5 || last != 2) {
        printf("wrong: s=%d g=%d t=%d d=%g e=%g a5=%d last=%d\n", s, g, t, d, e, a[5], last);
        return 1;
    }
    return 0;
}
