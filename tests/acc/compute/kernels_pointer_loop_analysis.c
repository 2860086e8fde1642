/* kernels (OpenACC 3.3, 2.5.3, 2.9, 2.9.7): a loop whose variable is a pointer (`for (int *q =
 * b; q < b + n; q++)`, which 2.9 allows) is analysed like the integer loop over the elements:
 * in the k-th iteration q points k*step elements past its start, so `*q` and `q[1]` are
 * b[k*step] and b[k*step + 1]. Without `independent` such a loop was one serial kernel
 * ("Loop carried dependence of 'q'"); now the independent ones are gang loops. The same
 * shapes with a real dependence stay sequential (a prefix sum through q[1] += q[0], a step of
 * 1 reading the element before, a start the body moves). Odd sizes, zero trips, a backward
 * loop, a step of 2, the pointer read after the loop. The .minfo beside this file pins the
 * schedule. */
#include "check.h"

static void run(int n) {
    int *b = malloc((n + 2) * sizeof(int)), *r = malloc((n + 2) * sizeof(int));
    double *d = malloc((n + 2) * sizeof(double));
    for (int i = 0; i < n + 2; i++) b[i] = r[i] = i - 3, d[i] = i * 0.5;

    /* Independent: every iteration its own element. */
#pragma acc kernels copy(b[0:n+2])
    for (int *q = b; q < b + n; q++) *q *= 2;
    for (int i = 0; i < n; i++) r[i] *= 2;

    /* Backward, reading and writing its own element and the next one read-only elsewhere. */
#pragma acc kernels copy(b[0:n+2], d[0:n+2])
    for (double *p = d + n - 1; p >= d; p--) *p = *p * 3 + 1;

    /* A step of 2 writing q[0] and reading q[-1]: odd elements from even ones. */
#pragma acc kernels copy(b[0:n+2])
    for (int *q = b + 1; q < b + n; q += 2) q[0] = q[-1] + 7;
    for (int i = 1; i < n; i += 2) r[i] = r[i - 1] + 7;

    /* Dependences: a prefix sum, and the element before with a step of 1. */
#pragma acc kernels copy(b[0:n+2])
    for (int *q = b; q < b + n - 1; q++) q[1] += q[0];
    for (int i = 0; i < n - 1; i++) r[i + 1] += r[i];
#pragma acc kernels copy(b[0:n+2])
    for (int *q = b + 1; q < b + n; q++) *q = q[-1] - *q;
    for (int i = 1; i < n; i++) r[i] = r[i - 1] - r[i];

    /* The pointer declared outside and read after the construct: C's final value. */
    int *e;
#pragma acc kernels copy(b[0:n+2])
    for (e = b; e < b + n; e++) *e += 1;
    for (int i = 0; i < n; i++) r[i] += 1;
    CHECK(e == b + (n > 0 ? n : 0));

    for (int i = 0; i < n + 2; i++) CHECK(b[i] == r[i]);
    for (int i = 0; i < n + 2; i++) CHECK(d[i] == (i < n ? i * 0.5 * 3 + 1 : i * 0.5));
    free(b); free(r); free(d);
}

int main(void) {
    run(1001);
    run(256);
    run(1);
    run(0);
    run(-2);
    CHECK_DONE();
}
