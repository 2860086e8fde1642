/* OpenACC 3.3, 2.9.2 "a gang(dim:1) clause is implied on a data-independent loop construct
 * without an explicit gang clause" when a gang clause would be permitted: a parallel
 * construct's reduction (2.5.15) over num_gangs(n) gangs whose only loop is `loop worker`,
 * `loop vector` or `loop worker vector` counts each iteration once (gang-partitioned), while
 * a `loop seq` loop runs once per gang (gang-redundant: n times) and a statement outside the
 * loops contributes once per gang; an array-section reduction beside a scalar one (2.9.11's
 * examples; gcc libgomp par-reduction-1.c). */
#include "check.h"
int main(void) {
    int s = 0, v = 0, q = 0, r = 0, w = 0;
#pragma acc parallel num_gangs(4) num_workers(4) reduction(+:s)
    {
#pragma acc loop worker reduction(+:s)
        for (int i = 0; i < 10; i++) s += i;
    }
    CHECK(s == 45);
#pragma acc parallel num_gangs(3) vector_length(32) reduction(+:v)
    {
#pragma acc loop vector reduction(+:v)
        for (int i = 0; i < 10; i++) v += i;
    }
    CHECK(v == 45);
#pragma acc parallel num_gangs(5) reduction(+:q)
    {
#pragma acc loop seq
        for (int i = 0; i < 10; i++) q += i;
    }
    CHECK(q == 5 * 45);
    int a[8] = {0};
#pragma acc parallel num_gangs(2) num_workers(2) vector_length(32) reduction(+:a[0:8]) reduction(+:r)
    {
        r += 100;
#pragma acc loop worker vector reduction(+:a[0:8], r)
        for (int i = 0; i < 64; i++) { a[i % 8] += 1; r += 1; }
    }
    CHECK(r == 2 * 100 + 64);
    for (int k = 0; k < 8; k++) CHECK(a[k] == 8);
    /* a worker loop inside a seq loop: the seq loop is not data-independent, so the worker
     * loop gets the implied gang and each of its iterations counts once per seq iteration */
#pragma acc parallel num_gangs(3) num_workers(2) reduction(+:w)
    {
#pragma acc loop seq
        for (int t = 0; t < 4; t++) {
#pragma acc loop worker reduction(+:w)
            for (int i = 0; i < 10; i++) w += 1;
        }
    }
    CHECK(w == 40);
    CHECK_DONE();
}
