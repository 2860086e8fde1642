// expect-runtime-error: such as copy(p[0:1]) (the one struct or union it points to
/* OpenACC 3.3, 2.6.2 and 2.7.1: `copy(p->a[0:n])` maps the member's data, not the struct `p`
 * points to; the region dereferences `p` (a firstprivate pointer), whose target is not
 * present. The error's advice used to say copy(p[0:n]), a length to guess, where one struct
 * is meant (2026-11-29 deep-copy hunt): it now names copy(p[0:1]). */
#include <stdio.h>
#include <stdlib.h>

struct S { int n; double *a; };

int main(void) {
    struct S *p = malloc(sizeof *p);
    p->n = 8;
    p->a = malloc(8 * sizeof(double));
    for (int i = 0; i < 8; i++)
        p->a[i] = i;
#pragma acc parallel loop copy(p->a[0:p->n])
    for (int i = 0; i < p->n; i++)
        p->a[i] *= 2;
    printf("%g\n", p->a[7]);
    return 0;
}
