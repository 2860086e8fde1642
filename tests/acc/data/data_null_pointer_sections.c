/* A section of a null pointer in a data clause: OpenACC 3.3's glossary defines a null pointer as
 * "always present with a length of zero bytes", and the clauses of 2.7.5-2.7.10 act on var only
 * "if var is not a null pointer"; no_create (2.7.10) of data not present "performs no action, and
 * any device code in this construct will use the local memory address". So an optional array
 * never allocated (NULL) may appear in any data clause: nothing is mapped and device code sees
 * NULL (libgomp does the same). Under emul, `no_create(opt[0:n])` with opt == NULL stopped with
 * acc_error_invalid_null_pointer ("null pointer with a non-zero length"). The API routines keep
 * that error (3.2.18, tests/api/errors/null_pointer_copyin.c). */
#include "acc_test.h"

struct opt_arrays {
    int n;
    double *w;
};

static double total(const double *a, const double *opt, int n) {
    double t = 0;
#pragma acc parallel loop copyin(a[0:n]) no_create(opt[0:n]) reduction(+:t)
    for (int i = 0; i < n; i++) t += opt ? a[i] * opt[i] : a[i];
    return t;
}

int main(void) {
    int n = 100;
    double *a = malloc(n * sizeof(double)), *w = malloc(n * sizeof(double));
    double *none = NULL, *n1 = NULL, *n2 = NULL, *n3 = NULL;
    for (int i = 0; i < n; i++) {
        a[i] = 1.0;
        w[i] = 2.0;
    }
    CHECK(total(a, NULL, n) == 100.0);
#pragma acc data copyin(w[0:n])
    CHECK(total(a, w, n) == 200.0);
    int seen = -1;
    /* Every structured data clause: no action, the kernel sees NULL. */
#pragma acc parallel num_gangs(1) copy(seen) copyin(none[0:n]) present(n1[0:n])
    seen = none == NULL && n1 == NULL;
    CHECK(seen == 1);
#pragma acc data copy(none[0:n]) copyout(n1[0:n]) create(n2[0:n]) no_create(n3[0:n])
    {
#pragma acc serial copy(seen)
        seen = none == NULL && n1 == NULL && n2 == NULL && n3 == NULL ? 2 : 0;
    }
    CHECK(seen == 2);
    /* enter / exit data. */
#pragma acc enter data copyin(none[0:n]) create(n1[2:n])
#pragma acc exit data copyout(none[0:n]) delete(n1[2:n])
#pragma acc exit data delete(none[0:n]) finalize
    /* A null member pointer of present data: attached as null (2.7.2). */
    struct opt_arrays s = {n, NULL};
#pragma acc data copyin(s) copyin(s.w[0:s.n])
    {
#pragma acc serial present(s) copy(seen)
        seen = s.w == NULL ? 3 : 0;
    }
    CHECK(seen == 3);
    free(a);
    free(w);
    return 0;
}
