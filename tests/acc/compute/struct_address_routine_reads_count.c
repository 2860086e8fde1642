/* A region passes the address of a struct to a routine that reads only its count, while the
 * struct's pointer member holds the host address of data present on the device without
 * being attached (enter data copyin(a[0:n]), the struct implicitly copied bitwise, OpenACC
 * 3.3 2.6.2). The routine never reads the pointer: the program is valid and runs on a GPU
 * (nvc, gcc). A kernel check that stopped whenever such a pointer could be reached through
 * '&s' made it fail (acc_error_execution); the region reads the device copy as it is. */
#include <stdio.h>
#include <stdlib.h>

struct S {
    int n;
    double *p;
};

#pragma acc routine seq
static int count_of(const struct S *s) { return s->n; }

int main(void) {
    int n = 8, g[8];
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = i;
    struct S s = {n, a};
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop copyout(g)
    for (int i = 0; i < n; i++)
        g[i] = count_of(&s) + i;
#pragma acc exit data delete(a[0:n])
    int bad = 0;
    for (int i = 0; i < n; i++) bad += g[i] != n + i;
    printf("%s\n", bad ? "FAIL" : "ok");
    free(a);
    return bad != 0;
}
