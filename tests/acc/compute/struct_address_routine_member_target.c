/* OpenACC 3.3 2.6.2, 2.7.2 (attach action), 2.15.1: a region passes `&s` to a routine that
 * reads and writes `s->p[i]`, where the target of `s.p` is mapped on its own
 * (`copy(d[0:n])`, `s.p == d`) and `s` itself is copied bitwise (its device copy holds the
 * host address). The construct attaches the struct's pointer members whose targets are
 * present for the region (as it does for the elements of an array of structs), so the
 * routine reaches the device copy of `d`: before, emul wrote the host's `d` through the host
 * address and the copy back of `d` then overwrote it with the unchanged device copy (a
 * silent wrong result; a fault on a GPU). A member whose target is not present (`q`) keeps
 * its value, and after the region the device copy of `s` holds the host address again. */
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

struct S {
    int n;
    double *p;
    int *q;
};

#pragma acc routine seq
static void scale(struct S *s, int i) { s->p[i] = s->p[i] * 2 + s->n; }

int main(void) {
    int n = 16;
    double *d = malloc(n * sizeof *d);
    int other = 5;
    for (int i = 0; i < n; i++) d[i] = i;
    struct S s = {n, d, &other};
#pragma acc data copyin(s) copy(d[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) scale(&s, i);
        if (acc_is_present(&s, sizeof s) && acc_deviceptr(&s) != (void *)&s) {
            struct S ds;
            acc_memcpy_from_device(&ds, acc_deviceptr(&s), sizeof ds);
            if (ds.p != d || ds.q != &other) {
                printf("FAIL: the device copy of s is still attached\n");
                return 1;
            }
        }
    }
    int bad = 0;
    for (int i = 0; i < n; i++) bad += d[i] != 2.0 * i + n;
    printf("%s\n", bad ? "FAIL" : "ok");
    return bad != 0;
}
