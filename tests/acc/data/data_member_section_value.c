/* spec 2.7.1 (a var may be a struct member), 2.7.2: data clauses that map only sections of
 * a struct's pointer members (`copy(s.p[8:16])`), the struct itself not mapped: the region
 * gets the struct by value with each pointer member translated to its device copy. A
 * section with a non-zero lower bound was translated through the member's value (element
 * 0, not present), which came back untranslated: the kernel wrote host memory and the copy
 * back restored the old values (a silent wrong result on emul; bug hunt 2026-11-29, data
 * environment, bug06). */
#include "acc_test.h"

struct two {
    int n;
    double *p;
    int *q;
};

int main(void) {
    enum { N = 32 };
    struct two s;
    s.n = N;
    s.p = (double *)malloc(N * sizeof(double));
    s.q = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) {
        s.p[i] = i;
        s.q[i] = 0;
    }
#pragma acc parallel loop copy(s.p[8:16]) copyout(s.q[0:4])
    for (int i = 8; i < 24; i++) {
        s.p[i] = 2 * s.p[i];
        if (i < 12) s.q[i - 8] = i;
    }
    for (int i = 0; i < N; i++) CHECK(s.p[i] == ((i >= 8 && i < 24) ? 2 * i : i));
    for (int i = 0; i < 4; i++) CHECK(s.q[i] == 8 + i);

    /* An enclosing data construct maps the section; a kernels construct uses it. */
    int lo = 20;
#pragma acc data copy(s.p[lo:4])
    {
#pragma acc kernels
        for (int i = 20; i < 24; i++) s.p[i] += 1;
    }
    for (int i = 0; i < N; i++)
        CHECK(s.p[i] == ((i >= 20 && i < 24) ? 2 * i + 1 : (i >= 8 && i < 20) ? 2 * i : i));
    free(s.p);
    free(s.q);
    return 0;
}
