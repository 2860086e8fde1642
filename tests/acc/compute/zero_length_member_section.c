/* OpenACC 3.3, 2.7.1 and 2.6.8: a struct present on the device whose pointer member's section
 * in an inner data clause (or the construct's own clause) has length zero at run time
 * (`copy(s.d[0:s.n])` with s.n == 0): the section maps nothing and its attach action takes no
 * action (the target is absent), and the compute construct whose loop runs no iteration used
 * to stop at its launch with "'s.d' ... the compute region dereferences this pointer, but the
 * data it points to is not present" (found by scripts/fuzz_semantic.py's b_struct_pointers,
 * semfuzz4). Also with a non-zero lower bound (`s.d[3:0]`), on `enter data`, with the member
 * attached for real inside the zero-length section's region (whose count must survive), and
 * the non-empty section afterwards. */
#include <stdlib.h>
#include "check.h"
static volatile int zero_v = 0, four_v = 4;
struct S { int n; double *d; int *p; };
int main(void) {
    int four = four_v;
    struct S s;
    s.n = zero_v;
    s.d = (double *)malloc(8 * sizeof(double));
    s.p = (int *)malloc(8 * sizeof(int));
    for (int q = 0; q < 8; q++) { s.d[q] = q; s.p[q] = 10 * q; }
#pragma acc data copyin(s)
    {
#pragma acc data copy(s.d[0:s.n]) copy(s.p[3:s.n])
        {
#pragma acc parallel loop
            for (int k = 0; k < s.n; k++) { s.d[k] += 1; s.p[k + 3] += 1; }
        }
#pragma acc parallel loop copy(s.d[0:s.n])
        for (int k = 0; k < s.n; k++) s.d[k] += 1;
#pragma acc enter data copyin(s.d[0:s.n])
#pragma acc serial
        {
            for (int k = 0; k < s.n; k++) s.d[k] += 1;
        }
#pragma acc exit data copyout(s.d[0:s.n])
        /* a real attachment inside the zero-length section's region */
#pragma acc data copy(s.p[0:s.n])
        {
#pragma acc enter data copyin(s.p[0:four])
#pragma acc parallel loop
            for (int k = 0; k < four; k++) s.p[k] += 5;
#pragma acc exit data copyout(s.p[0:four])
        }
        /* non-empty sections still attach and copy */
        s.n = four;
#pragma acc update device(s.n)
#pragma acc data copy(s.d[0:s.n])
        {
#pragma acc parallel loop
            for (int k = 0; k < s.n; k++) s.d[k] *= 2;
        }
    }
    for (int q = 0; q < 8; q++) {
        CHECK(s.d[q] == (q < 4 ? 2.0 * q : q));
        CHECK(s.p[q] == 10 * q + (q < 4 ? 5 : 0));
    }
    free(s.d);
    free(s.p);
    return 0;
}
