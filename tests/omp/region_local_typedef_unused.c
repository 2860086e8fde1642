/* -Wall: typedefs of the function that a region does not use must not make cc warn about the
 * outlined function ("typedef 'myint' locally defined but not used", at a wrong line): it
 * declared every local type of the function again. Now only the names the region's text
 * names, marked unused (a struct member named like the typedef only looks like a use). */
#include "check.h"
int main(void) {
    typedef int myint;
    typedef long count;
    myint c = 0;
    count n = 0;
    int i;
#pragma omp parallel for reduction(+ : c)
    for (i = 0; i < 100; i++)
        c += i;
#pragma omp parallel reduction(+ : n)
    {
        struct { int count; } k = {1};
        n += k.count;
    }
    CHECK(c == 4950);
    CHECK(n == omp_get_max_threads());
    CHECK_DONE();
}
