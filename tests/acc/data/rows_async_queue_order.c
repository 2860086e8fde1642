/* spec 2.16.1 (async clause): the data actions of a construct with async(q) run on queue q in
 * order with the work queued before them. spec 2.7.1: `copy(a[0:n][0:m])` of a pointer to rows
 * (each row its own allocation) copies each row. Two constructs on one queue that both copy
 * the rows: the second one's copyin must read the rows after the first one's copyout has
 * brought them back. The rows' batched copyin (one transfer for all rows) gathered them into
 * its buffer when the directive was reached, before the queue ran the first copyout, so the
 * second construct started from the stale host values (emul: 1 instead of 2; bug hunt
 * 2026-11-29, deep copy). */
#include "acc_test.h"

static void step(double **a, int n, int m, int q) {
#pragma acc parallel loop collapse(2) copy(a[0:n][0:m]) async(q)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] += 1;
}

int main(void) {
    int n = 6, m = 5;
    double **a = (double **)malloc(sizeof(double *) * (size_t)n);
    for (int i = 0; i < n; i++) {
        a[i] = (double *)malloc(sizeof(double) * (size_t)m);
        for (int j = 0; j < m; j++) a[i][j] = i * 10 + j;
    }
    step(a, n, m, 1);
    step(a, n, m, 1);
    step(a, n, m, 1);
#pragma acc wait(1)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(a[i][j] == i * 10 + j + 3);

    /* the same order through enter/exit data on one queue */
#pragma acc enter data copyin(a[0:n][0:m]) async(2)
#pragma acc parallel loop collapse(2) present(a[0:n][0:m]) async(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] *= 2;
#pragma acc exit data copyout(a[0:n][0:m]) async(2)
#pragma acc enter data copyin(a[0:n][0:m]) async(2)
#pragma acc parallel loop collapse(2) present(a[0:n][0:m]) async(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) a[i][j] += 1;
#pragma acc exit data copyout(a[0:n][0:m]) async(2)
#pragma acc wait(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(a[i][j] == 2 * (i * 10 + j + 3) + 1);
    if (discrete()) CHECK(!acc_is_present(a, sizeof(double *) * (size_t)n));
    for (int i = 0; i < n; i++) free(a[i]);
    free(a);
    return 0;
}
