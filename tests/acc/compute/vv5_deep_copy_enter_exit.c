/* OpenACC 3.3, 2.6.4 (data structures with pointers: attach on entry, detach on exit) and
 * 2.7.x: a manual deep copy of a struct holding pointers to arrays and to another struct,
 * built with enter data in parent-then-child order, used by compute constructs through the
 * parent, updated member-wise, and taken apart with exit data (children first); the host
 * pointers are intact afterwards; V&V deep copy / attach programs. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 100
typedef struct { int n; float *x; } leaf;
typedef struct { leaf *l; int m; double *y; } node;
int main(void) {
    node t;
    t.m = N;
    t.y = malloc(N * sizeof(double));
    t.l = malloc(sizeof(leaf));
    t.l->n = N;
    t.l->x = malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) { t.y[i] = i; t.l->x[i] = 2 * i; }
    float *keepx = t.l->x;
    double *keepy = t.y;
    leaf *keepl = t.l;
#pragma acc enter data copyin(t)
#pragma acc enter data copyin(t.y[0:N], t.l[0:1])
#pragma acc enter data copyin(t.l->x[0:N])
#pragma acc parallel loop present(t)
    for (int i = 0; i < t.m; i++) {
        t.y[i] += t.l->x[i];
        t.l->x[i] = -t.l->x[i];
    }
#pragma acc serial present(t)
    t.l->n = 7;
    /* member-wise updates through the parent */
#pragma acc update self(t.y[0:N], t.l->x[0:N])
    for (int i = 0; i < N; i++) { CHECK(t.y[i] == 3 * i); CHECK(t.l->x[i] == -2 * i); }
    CHECK(t.l->n == (acc_get_device_type() == acc_device_host ? 7 : N));
    for (int i = 0; i < N; i++) t.y[i] = 1;
#pragma acc update device(t.y[0:N])
#pragma acc kernels present(t)
    for (int i = 0; i < N; i++) t.y[i] += t.l->n;
#pragma acc exit data copyout(t.l->x[0:N])
#pragma acc exit data copyout(t.y[0:N], t.l[0:1])
#pragma acc exit data copyout(t)
    CHECK(t.y == keepy && t.l == keepl && t.l->x == keepx);
    for (int i = 0; i < N; i++) CHECK(t.y[i] == 8);
    CHECK(t.l->n == 7);
    CHECK(!acc_is_present(&t, sizeof t) || acc_get_device_type() == acc_device_host);
    free(t.l->x); free(t.l); free(t.y);
    CHECK_DONE();
}
