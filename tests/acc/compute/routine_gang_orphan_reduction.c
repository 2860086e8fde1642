/* OpenACC 3.3, 2.9.11 and 2.15.1: a reduction on an orphaned loop of a gang routine, called
 * by several gangs. The reduction variable is the routine's local, private to each gang
 * (2.6.1), and gangs do not synchronize: a loop divided among the gangs left each gang with
 * its own share only (s = 1275 or 2175 for 4950, silently). oxacc runs such a loop in every
 * gang (with a warning when `gang` is explicit), so each gang gets the whole reduction. */
#include "check.h"

#pragma acc routine gang
static double sum_gang(const double *a, int n) {
    double s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

#pragma acc routine gang
static double sum_implied(const double *a, int n) {
    double s = 0;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++) s += a[i];
    return s;
}

#pragma acc routine gang
static int max_gwv(const int *v, int n) {
    int m = -1;
#pragma acc loop gang worker vector reduction(max:m)
    for (int i = 0; i < n; i++) m = v[i] > m ? v[i] : m;
    return m;
}

int main(void) {
    enum { N = 1000 };
    static double a[N];
    static int v[N];
    for (int i = 0; i < N; i++) {
        a[i] = i;
        v[i] = (i * 37) % 911;
    }
    double s1 = -1, s2 = -1;
    int m = -2;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) copyin(a, v) copy(s1, s2, m)
    {
        s1 = sum_gang(a, N);
        s2 = sum_implied(a, N);
        m = max_gwv(v, N);
    }
    CHECK(s1 == N * (N - 1) / 2.0);
    CHECK(s2 == N * (N - 1) / 2.0);
    CHECK(m == 910);
    CHECK_DONE();
}
