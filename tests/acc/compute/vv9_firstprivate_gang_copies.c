/* OpenACC 3.3, 2.5.14 (firstprivate clause on a compute construct): each gang gets its own
 * copy, initialized from the local value when the construct starts; code in gang-redundant
 * mode changes every gang's copy the same way without the copies interfering (a shared copy
 * would add num_gangs times); a loop's gang-partitioned iterations read their gang's copy;
 * the local variables are unchanged afterwards; scalars, an array and a struct (V&V
 * parallel_firstprivate.c with gang-redundant updates). */
#include "check.h"
#define N 4000
typedef struct {
    int k;
    double w[3];
} par_t;
int main(void) {
    int shift = 10;
    double fp[4] = {1, 2, 3, 4};
    par_t pr = {5, {0.5, 0.25, 0.125}};
    static double out[N];
#pragma acc parallel num_gangs(6) firstprivate(shift, fp, pr) copyout(out)
    {
        shift += 1; /* every gang: its own 11 */
        fp[0] += 100;
        pr.k *= 2;
        pr.w[1] = pr.w[0] + pr.w[2];
#pragma acc loop gang
        for (int i = 0; i < N; i++) out[i] = shift + fp[0] + fp[3] + pr.k + pr.w[1] + (i % 4);
    }
    for (int i = 0; i < N; i++) CHECK(out[i] == 11 + 101 + 4 + 10 + 0.625 + (i % 4));
    CHECK(shift == 10 && fp[0] == 1 && pr.k == 5 && pr.w[1] == 0.25);
    /* serial and kernels: one copy, initialized the same way */
    int sv = 3;
#pragma acc serial firstprivate(sv, fp) copyout(out[0:2])
    {
        sv *= 7;
        fp[1] *= sv;
        out[0] = sv;
        out[1] = fp[1];
    }
    CHECK(out[0] == 21 && out[1] == 42 && sv == 3 && fp[1] == 2);
    /* a loop firstprivate: each gang's copy starts from the local value */
    int base = 1000;
#pragma acc parallel loop gang firstprivate(base) copyout(out)
    for (int i = 0; i < N; i++) out[i] = base + i;
    for (int i = 0; i < N; i++) CHECK(out[i] == 1000 + i);
    CHECK_DONE();
}
