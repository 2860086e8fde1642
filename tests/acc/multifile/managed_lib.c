/* Compiled with -gpu=managed, no directives: its malloc and realloc return managed memory
 * that another file's compute constructs use with no data clause (managed_main.c). */
#include <stdlib.h>

double *make(int n) {
    double *p = malloc(n * sizeof *p);
    for (int i = 0; i < n; i++)
        p[i] = i;
    return p;
}

double *grow(double *p, int n) { return realloc(p, n * sizeof *p); }
