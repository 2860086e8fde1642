/* OpenACC 3.3, 2.6.5 and 2.6.2: default(present) on a data construct is visible to the compute
 * constructs inside it that have no default clause of their own (arrays they use must be
 * present: mapped by enter data, by the data construct's own clauses or by an enclosing one);
 * a compute construct's own default(none) with explicit clauses overrides it; scalars stay
 * firstprivate; a nested data construct without default inherits it (V&V
 * data_default_present.c, 3.x). */
#include <openacc.h>
#include "check.h"
#define N 300
static double a[N], b[N], c[N];
int main(void) {
    double scale = 2.0;
    for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
#pragma acc enter data copyin(a)
#pragma acc data default(present) copy(b)
    {
#pragma acc parallel loop
        for (int i = 0; i < N; i++) b[i] = a[i] * scale;
#pragma acc data create(c)
        {
#pragma acc kernels
            for (int i = 0; i < N; i++) c[i] = b[i] + 1;
#pragma acc serial
            { b[0] = c[N - 1]; scale = -1.0; }
#pragma acc parallel loop default(none) present(a, b, c) firstprivate(scale)
            for (int i = 1; i < N; i++) b[i] += c[i] - a[i] * scale;
        }
    }
#pragma acc exit data delete(a)
    CHECK(scale == 2.0);
    CHECK(b[0] == 2.0 * (N - 1) + 1);
    for (int i = 1; i < N; i++) CHECK(b[i] == 2.0 * i + (2.0 * i + 1) - 2.0 * i);
    CHECK_DONE();
}
