/* OpenACC 3.3, 2.7.12 attach / 2.7.13 detach clauses with nested struct pointers
 * (outer->mid->data), enter data copyin of each level then attach of the pointer members,
 * exit data detach then reuse with a different target (the device pointer follows the new
 * host pointer after a new attach), a data construct's attach clause, and the implicit
 * attach of a copied member section (2.6.8, 2.7.2): V&V attach_detach_*.c, deep copy. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"
#define N 128
typedef struct { int n; double *v; } mid_t;
typedef struct { int id; mid_t *m; int *flags; } outer_t;
int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    outer_t *o = malloc(sizeof *o);
    o->id = 3;
    o->m = malloc(sizeof *o->m);
    o->m->n = N;
    o->m->v = malloc(N * sizeof(double));
    o->flags = calloc(N, sizeof(int));
    double *other = malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) { o->m->v[i] = i; other[i] = -i; }
    /* each level copied, then the pointers attached explicitly */
#pragma acc enter data copyin(o[0:1])
#pragma acc enter data copyin(o->m[0:1], o->flags[0:N])
#pragma acc enter data copyin(o->m->v[0:N])
#pragma acc enter data attach(o->m, o->flags)
#pragma acc enter data attach(o->m->v)
#pragma acc parallel loop present(o[0:1])
    for (int i = 0; i < N; i++) { o->m->v[i] *= 2.0; o->flags[i] = o->id + o->m->n; }
#pragma acc update self(o->m->v[0:N], o->flags[0:N])
    CHECK(o->m->v[N - 1] == 2.0 * (N - 1) && o->flags[7] == 3 + N);
    /* detach v, point the host member at another array, attach it there */
#pragma acc exit data detach(o->m->v)
#pragma acc exit data copyout(o->m->v[0:N])
    CHECK(o->m->v[5] == 10.0);
    double *saved = o->m->v;
    o->m->v = other;
#pragma acc enter data copyin(other[0:N])
#pragma acc enter data attach(o->m->v)
#pragma acc parallel loop present(o[0:1])
    for (int i = 0; i < N; i++) o->m->v[i] += 1.0;
#pragma acc exit data copyout(other[0:N]) finalize
    /* detach after the target left is no action on the member (2.7.2: no copy back of it) */
#pragma acc exit data detach(o->m->v)
    CHECK(other[N - 1] == -(N - 1) + 1.0 && other[0] == 1.0);
    CHECK(o->m->v == other);
    /* a data construct's attach clause: attached for the construct only */
    o->m->v = saved;
#pragma acc data copyin(saved[0:N]) attach(o->m->v)
    {
#pragma acc parallel loop present(o[0:1])
        for (int i = 0; i < N; i++) o->m->v[i] = o->m->v[i] + o->flags[i];
#pragma acc update self(saved[0:N])
    }
    CHECK(saved[1] == 2.0 + 3 + N);
    /* the implicit attach of a member section's pointer on a compute construct */
#pragma acc parallel loop copy(o->m->v[0:N])
    for (int i = 0; i < N; i++) o->m->v[i] = 1.5;
    CHECK(saved[N - 1] == 1.5);
#pragma acc exit data detach(o->m, o->flags)
#pragma acc exit data delete(o->flags[0:N], o->m[0:1])
#pragma acc exit data delete(o[0:1])
    CHECK(!discrete || !acc_is_present(o, sizeof *o));
    CHECK(o->m->v == saved);
    free(other); free(saved); free(o->flags); free(o->m); free(o);
    CHECK_DONE();
}
