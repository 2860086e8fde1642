/* OpenACC 3.3, 2.5.15 and 2.9.11: a reduction var may be an element or a subarray of an array
 * of structs (`reduction(+:a[1:3])`), each member of each element reduced with the operator.
 * oxacc reduces a fixed-size array of structs whole, member by member (or as a flat array of
 * its one leaf type): the elements outside the part hold the identity in every private copy
 * and combine to their own values. Before: a located "not supported yet" error. A combined
 * construct (mixed member types), the compute construct's own clause, an element reduced by
 * gang/worker/vector loops under `copy`, max on a struct of one leaf type under `present`, a
 * loop reduction with no data clause; the elements not reduced keep their values. */
#include "check.h"

struct P { int n; double s; };
struct F { float lo, hi; };

int main(void) {
    struct P a[5];
    for (int k = 0; k < 5; k++) { a[k].n = 100 * k; a[k].s = 0.5 * k; }
#pragma acc parallel loop reduction(+:a[1:3])
    for (int i = 0; i < 10; i++) { a[1].n += 1; a[2].s += 1.0; a[3].n += i; }
    CHECK(a[0].n == 0 && a[0].s == 0);
    CHECK(a[1].n == 110 && a[1].s == 0.5);
    CHECK(a[2].n == 200 && a[2].s == 11.0);
    CHECK(a[3].n == 345 && a[3].s == 1.5);
    CHECK(a[4].n == 400 && a[4].s == 2.0);

    /* The construct's own clause: each of the 3 gangs multiplies once. */
#pragma acc parallel num_gangs(3) reduction(*:a[4])
    { a[4].n *= 2; a[4].s *= 3; }
    CHECK(a[4].n == 3200 && a[4].s == 54.0 && a[3].n == 345 && a[0].s == 0);

    /* An element reduced by the gang, worker and vector loops of one region. */
    struct P b[4] = {{1, 1.0}, {2, 2.0}, {3, 3.0}, {4, 4.0}};
#pragma acc parallel copy(b) num_gangs(2) num_workers(4) vector_length(32)
    {
#pragma acc loop gang reduction(+:b[2])
        for (int i = 0; i < 6; i++) {
#pragma acc loop worker reduction(+:b[2])
            for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(+:b[2])
                for (int k = 0; k < 32; k++) { b[2].n += 1; b[2].s += 0.5; }
            }
        }
    }
    CHECK(b[0].n == 1 && b[1].n == 2 && b[3].n == 4 && b[1].s == 2.0 && b[3].s == 4.0);
    CHECK(b[2].n == 3 + 768 && b[2].s == 3.0 + 384.0);

    /* max on a struct of one leaf type (a flat array of float), under present. */
    struct F f[6];
    for (int k = 0; k < 6; k++) { f[k].lo = -k; f[k].hi = k; }
#pragma acc data copy(f)
    {
#pragma acc parallel loop gang vector reduction(max:f[2:2]) present(f)
        for (int i = 0; i < 100; i++) {
            float v = (float)(i % 37);
            if (v > f[2 + i % 2].hi) f[2 + i % 2].hi = v;
            if (-v / 2 > f[3].lo) f[3].lo = -v / 2;
        }
    }
    for (int k = 0; k < 6; k++) {
        CHECK(f[k].lo == (k == 3 ? 0.0f : (float)-k));
        CHECK(f[k].hi == (k == 2 || k == 3 ? 36.0f : (float)k));
    }
    /* A loop reduction with no data clause: the region combines it (2.9.11, implied copy). */
#pragma acc parallel num_gangs(2)
    {
#pragma acc loop gang vector reduction(+:b[1])
        for (int i = 0; i < 50; i++) { b[1].n += 1; b[1].s += 2; }
    }
    CHECK(b[1].n == 52 && b[1].s == 102.0 && b[0].n == 1 && b[2].n == 771 && b[3].s == 4.0);
    CHECK_DONE();
}
