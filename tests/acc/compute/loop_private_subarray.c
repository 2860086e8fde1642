/* OpenACC 3.3, 2.9.10 and 2.7.1 (issue 8): loop private(p[lo:len]) gives each gang (each
 * thread for a gang loop, each execution of an inner loop) its own len elements, p pointing at
 * them so that p[lo] .. p[lo+len-1] work; the original elements are untouched. On combined
 * constructs (parallel/serial/kernels loop), gang loops in a region, inner vector loops;
 * pointers, lower bounds, arrays, 2-D arrays, struct members. The bounds are evaluated where
 * the loop runs: a variable used only there (m below) is the region's too. */
#include <string.h>
#include "check.h"

struct S { int *p; int a[16]; };

int main(void) {
    int n = 32, m = 8;
    int *t = malloc(n * sizeof *t);
    for (int i = 0; i < n; i++) t[i] = -1;
    long out[256] = {0};

#pragma acc parallel loop private(t[0:n]) copy(out)
    for (int g = 0; g < 256; ++g) {
        for (int i = 0; i < n; ++i) t[i] = g;
        long s = 0;
        for (int i = 0; i < n; ++i) s += t[i];
        out[g] = s;
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 32L * g);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    memset(out, 0, sizeof out);
#pragma acc serial loop private(t[4:m]) copy(out)
    for (int g = 0; g < 256; ++g) {
        for (int i = 4; i < 4 + m; ++i) t[i] = g;
        out[g] = t[4] + t[3 + m];
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 2L * g);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    memset(out, 0, sizeof out);
#pragma acc kernels loop private(t[0:n]) copy(out)
    for (int g = 0; g < 256; ++g) {
        for (int i = 0; i < n; ++i) t[i] = g + i;
        out[g] = t[0] + t[n - 1];
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 2L * g + 31);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    /* A gang loop inside a region, and an inner vector loop whose private section's bounds
     * (m) appear nowhere else in the region. */
    memset(out, 0, sizeof out);
#pragma acc parallel copy(out)
    {
#pragma acc loop gang private(t[2:n - 2])
        for (int g = 0; g < 256; ++g) {
            for (int i = 2; i < n; ++i) t[i] = 1;
            long s = 0;
#pragma acc loop vector private(t[10:m]) reduction(+:s)
            for (int j = 0; j < 4; ++j) {
                for (int i = 10; i < 10 + m; ++i) t[i] = j;
                s += t[10] + t[9 + m];
            }
            for (int i = 2; i < n; ++i) s += t[i];
            out[g] = s;
        }
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 12 + 30);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);

    /* Arrays: a 1-D section with a lower bound, rows of a 2-D array, a whole array too large
     * for a thread's stack. */
    int a[64];
    for (int i = 0; i < 64; i++) a[i] = 5;
    int r[8][4];
    for (int i = 0; i < 8; i++) for (int j = 0; j < 4; j++) r[i][j] = 5;
    static int w[30000];
    memset(out, 0, sizeof out);
#pragma acc parallel loop gang private(a[32:32], r[1:2][0:4], w) copy(out)
    for (int g = 0; g < 256; ++g) {
        for (int i = 32; i < 64; ++i) a[i] = g;
        for (int i = 1; i < 3; ++i) for (int j = 0; j < 4; ++j) r[i][j] = g;
        for (int i = 0; i < 30000; ++i) w[i] = 1;
        long s = 0;
        for (int i = 32; i < 64; ++i) s += a[i];
        for (int i = 1; i < 3; ++i) for (int j = 0; j < 4; ++j) s += r[i][j];
        for (int i = 0; i < 30000; i += 100) s += w[i];
        out[g] = s;
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 40L * g + 300);
    for (int i = 0; i < 64; i++) CHECK(a[i] == 5);
    for (int i = 0; i < 8; i++) for (int j = 0; j < 4; j++) CHECK(r[i][j] == 5);
    CHECK(w[0] == 0);

    /* Struct members. */
    struct S st = {t, {0}};
    struct S *sp = &st;
    memset(out, 0, sizeof out);
#pragma acc parallel loop private(st.p[0:n], sp->a[8:8]) copy(out)
    for (int g = 0; g < 256; ++g) {
        for (int i = 0; i < n; ++i) st.p[i] = g;
        for (int i = 8; i < 16; ++i) sp->a[i] = 2;
        out[g] = st.p[0] + st.p[n - 1] + sp->a[8] + sp->a[15];
    }
    for (int g = 0; g < 256; g++) CHECK(out[g] == 2L * g + 4);
    for (int i = 0; i < n; i++) CHECK(t[i] == -1);
    for (int i = 0; i < 16; i++) CHECK(st.a[i] == 0);

    free(t);
    CHECK_DONE();
}
