/* flags: -acc */
/* OpenMP constructs whose body is directly an OpenACC construct (no braces): `parallel`,
 * `single`, `critical`, `master` and `ordered` around a data construct, `parallel` and
 * `master` around a `parallel loop`. The data construct's exit is in the OpenMP construct's
 * code once (it used to be repeated after the `single`/`critical`/`ordered` code too). */
#include "check.h"
#define N 64
int main(void) {
    int a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = i;
    long s = 0;
    int nthr = 0;
#pragma omp parallel
#pragma omp master
    nthr = omp_get_num_threads();

#pragma omp parallel reduction(+:s)
#pragma acc data copyin(a)
    s += a[1];
    CHECK(s == nthr);

    s = 0;
#pragma omp parallel
    {
#pragma omp single
#pragma acc data copy(a)
        s += a[3];
    }
    CHECK(s == 3);

    s = 0;
#pragma omp parallel
#pragma omp critical
#pragma acc data copy(a)
    s += a[3];
    CHECK(s == 3L * nthr);

    s = 0;
#pragma omp parallel
#pragma omp master
#pragma acc data copy(a)
    s += a[7];
    CHECK(s == 7);

    s = 0;
#pragma omp parallel for ordered reduction(+:s)
    for (int i = 0; i < N; i++)
#pragma omp ordered
#pragma acc data copy(a[i:1])
        s += a[i];
    CHECK(s == 2016);

    s = 0;
#pragma omp parallel for reduction(+:s)
    for (int i = 0; i < N; i++)
#pragma acc data copyin(a[i:1])
        s += a[i];
    CHECK(s == 2016);

    s = 0;
#pragma omp parallel reduction(+:s)
#pragma acc parallel loop copyin(a) reduction(+:s)
    for (int i = 0; i < N; i++) s += a[i];
    CHECK(s == 2016L * nthr);

    for (int i = 0; i < N; i++) b[i] = 0;
#pragma omp parallel
#pragma omp master
#pragma acc parallel loop copyout(b)
    for (int i = 0; i < N; i++) b[i] = 2 * i;
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    CHECK_DONE();
}
