/* OpenACC 3.3, 2.5.14 (firstprivate clause) and 2.5.13 (private): a struct with an array
 * member and a nested struct, firstprivate on a parallel construct: every gang starts from
 * the host's value, changes its own copy (which no other gang sees) and the host's struct is
 * unchanged after the region; a private struct written whole before use in each iteration;
 * and firstprivate on a serial construct (V&V parallel_firstprivate.c with aggregates). */
#include <openacc.h>
#include "check.h"
#define NG 4
#define N 64
struct inner { int lo, hi; };
struct cfg { double w[4]; struct inner r; char tag; };
int main(void) {
    struct cfg c = {{1.0, 2.0, 3.0, 4.0}, {10, 20}, 'x'};
    double out[NG][4];
    int lohi[NG][2];
    char tags[NG];
#pragma acc parallel num_gangs(NG) firstprivate(c) copyout(out, lohi, tags)
    {
#pragma acc loop gang
        for (int g = 0; g < NG; g++) {
            /* one gang per g: the gang's copy changes once per iteration it runs; each
               iteration reads the copy as its gang left it, so use a local result */
            struct cfg mine = c;
            for (int k = 0; k < 4; k++) mine.w[k] *= (g + 1);
            mine.r.lo += g;
            mine.tag = (char)('a' + g);
            for (int k = 0; k < 4; k++) out[g][k] = mine.w[k];
            lohi[g][0] = mine.r.lo;
            lohi[g][1] = c.r.hi;
            tags[g] = mine.tag;
        }
    }
    for (int g = 0; g < NG; g++) {
        for (int k = 0; k < 4; k++) CHECK(out[g][k] == (k + 1.0) * (g + 1));
        CHECK(lohi[g][0] == 10 + g && lohi[g][1] == 20);
        CHECK(tags[g] == 'a' + g);
    }
    CHECK(c.w[0] == 1.0 && c.w[3] == 4.0 && c.r.lo == 10 && c.tag == 'x');
    /* the firstprivate copy itself changed in a serial region: not copied back */
    int seen = 0;
#pragma acc serial firstprivate(c) copyout(seen)
    {
        c.r.hi += 5;
        c.w[2] = -1;
        seen = c.r.hi + (int)c.w[2] + (c.tag == 'x');
    }
    CHECK(seen == 25 && c.r.hi == 20 && c.w[2] == 3.0);
    /* private struct: written before read in each iteration */
    struct cfg p;
    p.r.lo = -7;
    int res[N];
#pragma acc parallel loop private(p) copyout(res)
    for (int i = 0; i < N; i++) {
        p.r.lo = i;
        p.r.hi = 2 * i;
        for (int k = 0; k < 4; k++) p.w[k] = i + k;
        res[i] = p.r.lo + p.r.hi + (int)(p.w[0] + p.w[3]);
    }
    for (int i = 0; i < N; i++) CHECK(res[i] == 3 * i + 2 * i + 3);
    CHECK(p.r.lo == -7);
    CHECK_DONE();
}
