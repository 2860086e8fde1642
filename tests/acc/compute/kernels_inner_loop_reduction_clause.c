/* kernels (OpenACC 3.3, 2.5.3, 2.9.7, 2.9.11): an inner `auto` loop with an explicit reduction
 * clause, the nest of the V&V suites and of nvc's examples (`loop gang` around
 * `loop vector reduction(+:t)`). The dependence analysis found the same reduction in the
 * loop and gave it an implied clause of its own: two reduction clauses on one variable, refused
 * as "two elements or subarrays of 't' ... not supported yet" (hunt7 bug02). The analysis now
 * leaves the variables of the loop's private and reduction clauses to the clauses, as it does
 * for the construct's own loop. */
#include "check.h"

#define N 64
#define M 40

static double a[N][M];

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) a[i][j] = i - j;
    double ref = 0, ref_sq = 0, ref_max = -1e30;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            ref += a[i][j];
            ref_sq += a[i][j] * a[i][j];
            if (a[i][j] * i > ref_max) ref_max = a[i][j] * i;
        }

    /* A private row sum reduced over the vector lanes, added into the gang reduction. */
    double s = 0;
#pragma acc kernels copyin(a)
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < N; i++) {
            double t = 0;
#pragma acc loop vector reduction(+:t)
            for (int j = 0; j < M; j++) t += a[i][j];
            s += t;
        }
    }
    CHECK(s == ref);

    /* One variable reduced at both levels (kernels loop). */
    double s2 = 0;
#pragma acc kernels loop gang copyin(a) reduction(+:s2)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector reduction(+:s2)
        for (int j = 0; j < M; j++) s2 += a[i][j] * a[i][j];
    }
    CHECK(s2 == ref_sq);

    /* No level clause on either loop; a max reduction. */
    double m = -1e30;
#pragma acc kernels loop copyin(a) reduction(max:m)
    for (int i = 0; i < N; i++) {
#pragma acc loop reduction(max:m)
        for (int j = 0; j < M; j++)
            if (a[i][j] * i > m) m = a[i][j] * i;
    }
    CHECK(m == ref_max);

    /* The inner loop's private clause with a scalar assigned first in each iteration. */
    double rows[N];
    double tmp;
#pragma acc kernels copyin(a) copyout(rows)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
            double t = 0;
#pragma acc loop vector private(tmp) reduction(+:t)
            for (int j = 0; j < M; j++) {
                tmp = 2 * a[i][j];
                t += tmp;
            }
            rows[i] = t;
        }
    }
    for (int i = 0; i < N; i++) {
        double r = 0;
        for (int j = 0; j < M; j++) r += 2 * a[i][j];
        CHECK(rows[i] == r);
    }
    CHECK_DONE();
}
