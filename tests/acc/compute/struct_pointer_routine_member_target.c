/* OpenACC 3.3 2.6.2, 2.7.2 (attach action), 2.15.1: a region passes a pointer to a struct
 * (`scale(ps, i)`), or an array of structs (`bump(v, i)`), to a routine that writes through
 * a pointer member (`s->p[i]`), the structs mapped (`copyin(ps[0:1])`, `copyin(v)`) and the
 * members' targets mapped on their own. The construct attaches the pointer members of the
 * structs whose targets are present for the region, as for `&s`
 * (struct_address_routine_member_target.c): before, the routine wrote the host's data
 * through the host address on emul, and the copy back then overwrote it (a silent wrong
 * result; a fault on a GPU). */
#include <stdio.h>
#include <stdlib.h>

struct S {
    int n;
    double *p;
};

#pragma acc routine seq
static void scale(struct S *s, int i) { s->p[i] = s->p[i] * 2 + 1; }

#pragma acc routine seq
static void bump(struct S *v, int k) {
    for (int j = 0; j < v[k].n; j++) v[k].p[j] += k + 1;
}

int main(void) {
    int n = 8, bad = 0;
    double *d = malloc(n * sizeof *d);
    for (int i = 0; i < n; i++) d[i] = i;
    struct S *ps = malloc(sizeof *ps);
    ps->n = n;
    ps->p = d;
#pragma acc data copyin(ps[0:1]) copy(d[0:n])
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) scale(ps, i);
    }
    for (int i = 0; i < n; i++) bad += d[i] != 2.0 * i + 1;

    struct S v[3];
    double rows[3][4] = {{0}};
    for (int k = 0; k < 3; k++) {
        v[k].n = 4;
        v[k].p = rows[k];
    }
#pragma acc data copyin(v) copy(rows)
    {
#pragma acc parallel loop
        for (int k = 0; k < 3; k++) bump(v, k);
    }
    for (int k = 0; k < 3; k++)
        for (int j = 0; j < 4; j++) bad += rows[k][j] != k + 1;
    printf("%s\n", bad ? "FAIL" : "ok");
    return bad != 0;
}
