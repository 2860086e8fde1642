/* OpenACC 3.3, A.3.1: `present(p)` of a C pointer names the pointer variable itself, but
 * programs written for earlier revisions (Rodinia's hotspot, NPB CG with `int colidx[]`
 * parameters, BFS over a CSR graph) mean the data p points to, and nvc tests that. The
 * option A.3.1 recommends is oxacc's behaviour: when the pointer variable is not present and
 * the data it points to is, the clause applies to that data (its structured counter), and the
 * kernels use the pointer's value translated. Local pointers, array parameters of unknown
 * size, a file-scope pointer, an interior pointer, `kernels` and `data` constructs; the
 * counters stay balanced (the data goes away with its own data construct). */
#include "acc_test.h"

float *g;

static void scale_global(int n) {
#pragma acc parallel loop present(g)
    for (int i = 0; i < n; i++) g[i] *= 2;
}

static void hot(float *temp, float power[], float *result, int n) {
#pragma acc kernels present(temp, power, result)
    {
#pragma acc loop independent
        for (int i = 0; i < n; i++) result[i] = temp[i] + power[i];
    }
}

static void bump(float *p, int n) {
#pragma acc data present(p)
    {
#pragma acc parallel loop
        for (int i = 0; i < n; i++) p[i] += 1;
    }
}

int main(void) {
    int n = 1000;
    float *t = malloc(n * sizeof *t), *pw = malloc(n * sizeof *pw), *r = malloc(n * sizeof *r);
    g = malloc(n * sizeof *g);
    for (int i = 0; i < n; i++) {
        t[i] = i;
        pw[i] = 1;
        g[i] = i;
        r[i] = 0;
    }
#pragma acc data copyin(t[0:n], pw[0:n]) copyout(r[0:n]) copy(g[0:n])
    {
        hot(t, pw, r, n);
        scale_global(n);
        bump(t + 10, n - 10);
        hot(t, pw, r, n);
        if (discrete()) {
            /* Still present (the present clauses' counters came back down) and the host copy
             * of t untouched by the device's increments. */
            CHECK(acc_is_present(t, n * sizeof *t));
            CHECK(t[20] == 20);
        }
    }
    if (discrete()) {
        CHECK(!acc_is_present(t, n * sizeof *t));
        CHECK(!acc_is_present(g, n * sizeof *g));
    }
    for (int i = 0; i < n; i++) {
        CHECK(r[i] == (i >= 10 ? i + 1 : i) + 1);
        CHECK(g[i] == 2 * i);
    }
    /* The pointer variable itself present (the 3.3 meaning): the clause takes it, unchanged. */
    float *q = t;
#pragma acc enter data copyin(q[0:n]) copyin(q)
    bump(q, n);
#pragma acc exit data copyout(q[0:n]) delete(q)
    /* On shared memory the first bump changed t itself. */
    CHECK(t[0] == 1 && t[20] == (discrete() ? 21 : 22));
    printf("ok\n");
    return 0;
}
