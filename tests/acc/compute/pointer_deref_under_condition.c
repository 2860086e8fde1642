/* OpenACC 3.3 2.6.2: a pointer used in a compute construct without a data clause is
 * firstprivate; a valid program may hold a host pointer there and never dereference it
 * (`flag ? p[i] : i` with flag false). The launch checked every pointer the region
 * dereferences anywhere and stopped such a program with "'p' is not present"; dereferences
 * under a condition (if / switch branches, ?: arms, the right of && and ||) no longer make
 * the launch check it. When the data is present the pointer is still translated. */
#include <stdio.h>
#include <stdlib.h>

#define N 100

int main(int argc, char **argv) {
    (void)argv;
    int flag = argc > 5; /* 0 */
    double b[N];
    double *p = malloc(N * sizeof *p);
    double *q = malloc(N * sizeof *q);
    int err = 0;
    for (int i = 0; i < N; i++)
        q[i] = 2.0 * i;
#pragma acc parallel loop copyout(b)
    for (int i = 0; i < N; i++)
        b[i] = flag ? p[i] : i;
    for (int i = 0; i < N; i++)
        err += b[i] != i;
#pragma acc parallel loop copyout(b)
    for (int i = 0; i < N; i++) {
        b[i] = i + 1;
        if (flag)
            b[i] = p[i];
    }
    for (int i = 0; i < N; i++)
        err += b[i] != i + 1;
#pragma acc parallel loop copyout(b)
    for (int i = 0; i < N; i++)
        b[i] = (flag && p[i] > 0) ? 1 : 3;
    for (int i = 0; i < N; i++)
        err += b[i] != 3;
    /* Present data under a condition: translated as before. */
#pragma acc data copyin(q[0:N])
    {
#pragma acc parallel loop copyout(b)
        for (int i = 0; i < N; i++)
            b[i] = flag ? -1.0 : q[i];
    }
    for (int i = 0; i < N; i++)
        err += b[i] != 2.0 * i;
    free(p);
    free(q);
    if (err)
        printf("%d wrong\n", err);
    return err != 0;
}
