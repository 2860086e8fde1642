/* A constant table of pointers into constant arrays that the region also reads directly
 * (`static const int a[] = {...}; static const int *const tab[] = {a, ...};`, then `tab[0]
 * == a` and `tab[0][k]` beside `a[k]` in a compute construct): the table is the module's
 * device copy (strtab, pointing into the module's copies of the arrays) and the region's
 * own `a` now reads that same copy of `a` instead of 2.6.2's implicit copy of it, so both
 * uses reach one device object and `tab[0] == a` holds in device code as on the host
 * (C11 6.5.9p6). Before, the two were different device objects with the same values: the
 * comparisons were false on emul and a GPU (true on the host team and multicore).
 * Covered: file-scope arrays, a table of tables (`tabs -> tab -> a`), an element address
 * (`&b[1]`), a function's static arrays and table, and a routine comparing them too (its
 * `a` and `tab` are the module's copies, as a routine reads file-scope constant tables). */
/* Run on emul with OXACC_EMUL_CHECK_POINTERS (run_compute.rs): an upload holding a host
 * address of the program's read-only data stops the program there. */
#include "check.h"

static const int a[] = {1, 2, 3, 4};
static const int b[] = {10, 20, 30};
static const int *const tab[] = {a, &b[1]};
static const int *const *const tabs[] = {tab};

#pragma acc routine seq
static int same(int i) { return (tab[0] == a) * 10 + (tab[0][i] == a[i]); }

int main(void) {
    int r[4], s[4];
    static const double x[] = {0.5, 1.5};
    static const double *const xs[] = {x, x + 1};
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 4; i++)
        r[i] = (tab[0] == a) * 1000 + (tab[1] == &b[1]) * 100 + (tabs[0][0] + i == &a[i]) * 10 +
               (tab[0][i] == a[i]) + same(i) * 10000;
#pragma acc parallel loop copyout(s)
    for (int i = 0; i < 4; i++) s[i] = (xs[i & 1] == &x[i & 1]) * 10 + (xs[0][1] == x[1]);
    for (int i = 0; i < 4; i++) {
        CHECK(r[i] == 111111);
        CHECK(s[i] == 11);
    }
    CHECK_DONE();
}
