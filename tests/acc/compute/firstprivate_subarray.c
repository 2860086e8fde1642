/* OpenACC 3.3, 2.5.14 and 2.7.1 (issue 8): firstprivate(p[lo:len]) gives each gang its own
 * len elements initialised from the original section at the construct; p in the region points
 * at them (p[lo] .. p[lo+len-1]), and the original is untouched. Pointers (it used to share
 * the pointer's data), lower bounds, arrays, 2-D arrays, struct members, whole arrays of
 * variable length (they used to be refused) and too large for a thread's stack. The copies
 * start from the values at the construct even when the region writes the original through
 * another name meanwhile (a snapshot is taken at the launch). */
#include <string.h>
#include "check.h"

struct S { int *p; float a[8]; int x; };

int main(void) {
    int n = 64;
    int *p = malloc(n * sizeof *p);
    for (int i = 0; i < n; i++) p[i] = i;
    long out[128] = {0};
    /* Each gang (thread) runs several iterations on its one copy; each iteration adds g to
     * the copy, checks the sum, and takes g away again: exact sums unless gangs share. */
#pragma acc parallel firstprivate(p[0:n]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 128; ++g) {
            long s = 0;
            for (int i = 0; i < n; ++i) p[i] += g;
            for (int i = 0; i < n; ++i) s += p[i];
            for (int i = 0; i < n; ++i) p[i] -= g;
            for (int i = 0; i < n; ++i) s += p[i];
            out[g] = s;
        }
    }
    for (int g = 0; g < 128; g++) CHECK(out[g] == 2 * 2016 + 64 * g);
    for (int i = 0; i < n; i++) CHECK(p[i] == i);

    /* Lower bound 10. */
    memset(out, 0, sizeof out);
#pragma acc parallel num_gangs(1) firstprivate(p[10:20]) copy(out)
    {
        long s = 0;
        for (int i = 10; i < 30; ++i) s += p[i];
        p[10] = -1;
        out[0] = s + p[10];
    }
    CHECK(out[0] == 390 - 1);
    CHECK(p[10] == 10);

    /* Every gang sees the construct's values although the region overwrites the original
     * through another pointer: a gang that starts late must not see the new values. */
    int *q = p;
    memset(out, 0, sizeof out);
#pragma acc parallel firstprivate(p[0:n]) copy(q[0:n], out)
    {
#pragma acc loop gang
        for (int g = 0; g < 128; ++g) {
            out[g] = p[g % n];
            q[g % n] = -7;
        }
    }
    for (int g = 0; g < 128; g++) CHECK(out[g] == g % n);
    for (int i = 0; i < n; i++) p[i] = i;

    /* An array section; 2-D rows with a lower bound. */
    float a[100];
    for (int i = 0; i < 100; i++) a[i] = i;
    double m[6][5];
    for (int i = 0; i < 6; i++) for (int j = 0; j < 5; j++) m[i][j] = 10 * i + j;
    memset(out, 0, sizeof out);
#pragma acc parallel firstprivate(a[90:10], m[3:2]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 128; ++g) {
            long s = 0;
            for (int i = 90; i < 100; ++i) s += a[i];
            for (int i = 3; i < 5; ++i) for (int j = 0; j < 5; ++j) s += m[i][j];
            a[95] = 0;
            m[4][4] = 0;
            s += a[95] + m[4][4];
            a[95] = 95;
            m[4][4] = 44;
            out[g] = s;
        }
    }
    for (int g = 0; g < 128; g++) CHECK(out[g] == 945 + 30 * 5 + 10 + 40 * 5 + 10);
    CHECK(a[95] == 95 && m[4][4] == 44);

    /* Struct members: a pointer member's section, an array member's section, a whole
     * member. */
    struct S s = {p, {0, 1, 2, 3, 4, 5, 6, 7}, 11};
    struct S *sp = &s;
    memset(out, 0, sizeof out);
#pragma acc parallel num_gangs(1) firstprivate(s.p[0:4], sp->a[4:4], s.x) copy(out)
    {
        out[0] = s.p[0] + s.p[3] + sp->a[4] + sp->a[7] + s.x;
        s.p[0] = sp->a[4] = s.x = -1;
        out[1] = s.p[0] + sp->a[4] + s.x;
    }
    CHECK(out[0] == 0 + 3 + 4 + 7 + 11 && out[1] == -3);
    CHECK(p[0] == 0 && s.a[4] == 4 && s.x == 11 && s.p == p);

    /* Whole arrays: variable length, and larger than a thread's stack. */
    int vl[n];
    for (int i = 0; i < n; i++) vl[i] = 2 * i;
    static int big[50000];
    big[49999] = 5;
    memset(out, 0, sizeof out);
#pragma acc parallel firstprivate(vl, big) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 128; ++g) {
            out[g] = vl[g % n] + big[49999] + sizeof(vl) / sizeof(vl[0]);
        }
    }
    for (int g = 0; g < 128; g++) CHECK(out[g] == 2 * (g % n) + 5 + n);

    /* async: the region waits for its queue and runs synchronously. */
    memset(out, 0, sizeof out);
#pragma acc parallel loop firstprivate(p[0:n]) copy(out) async(1)
    for (int g = 0; g < 128; ++g) out[g] = p[g % n] + 1;
#pragma acc wait(1)
    for (int g = 0; g < 128; g++) CHECK(out[g] == g % n + 1);

    free(p);
    CHECK_DONE();
}
