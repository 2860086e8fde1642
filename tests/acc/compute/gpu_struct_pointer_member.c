/* OpenACC 3.3, 2.7.2 (attach), 2.6.4 and 2.7.1: a struct whose pointer members point to arrays
 * that are copied with member sections (copyin(s) then copy(s.data[0:n])): on the device the
 * member holds the device address (attach), the region reads and writes through it; the
 * host's pointer is unchanged after the region. Also a pointer member reached through a struct
 * pointer. */
#include "check.h"

struct vec { int n; double *data; int *idx; };

int main(void) {
    struct vec v;
    v.n = 500;
    v.data = (double *)malloc(v.n * sizeof(double));
    v.idx = (int *)malloc(v.n * sizeof(int));
    for (int i = 0; i < v.n; i++) {
        v.data[i] = i;
        v.idx[i] = v.n - 1 - i;
    }
    double *keep = v.data;
    static double out[500];
#pragma acc data copyin(v) copy(v.data[0:v.n]) copyin(v.idx[0:v.n])
    {
#pragma acc parallel loop present(v) copyout(out)
        for (int i = 0; i < v.n; i++) out[i] = v.data[v.idx[i]];
#pragma acc parallel loop present(v)
        for (int i = 0; i < v.n; i++) v.data[i] *= 2;
    }
    CHECK(v.data == keep);
    for (int i = 0; i < 500; i++) {
        CHECK(out[i] == 499 - i);
        CHECK(v.data[i] == 2 * i);
    }

    struct vec *pv = &v;
#pragma acc enter data copyin(pv[0:1])
#pragma acc enter data copyin(pv->data[0:pv->n])
#pragma acc parallel loop present(pv[0:1])
    for (int i = 0; i < pv->n; i++) pv->data[i] += 1;
#pragma acc exit data copyout(pv->data[0:pv->n])
#pragma acc exit data delete(pv[0:1])
    for (int i = 0; i < 500; i++) CHECK(v.data[i] == 2 * i + 1);
    free(v.data);
    free(v.idx);
    CHECK_DONE();
}
