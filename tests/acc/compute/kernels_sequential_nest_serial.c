/* kernels (2.5.3, 2.9.7): a loop nest none of whose loops the analysis proves parallel is one
 * serial kernel, as nvc makes it ("Accelerator serial kernel generated"), like a single
 * sequential loop. Before the fix the outer loop ran on the host and launched a one-thread
 * kernel per iteration for the inner loop (LULESH's scatter of element forces to the nodes
 * through nodelist: one launch per element). What keeps the outer loop on the host (the
 * .minfo pins it): a parallel loop inside (each iteration launches it) and a static
 * declaration in the body. Results are compared with the loops run as written on the
 * host. */
#include "check.h"
#define EDGE 6
#define NE (EDGE * EDGE * EDGE)
#define EN (EDGE + 1)
#define NN (EN * EN * EN)

static int nodelist[8 * NE];
static double fe[8 * NE], fn[NN], ref[NN], m[NE][NE];
static void reset(void) {
    for (int i = 0; i < NN; i++) fn[i] = ref[i] = 0.0;
}

static int same(void) {
    for (int i = 0; i < NN; i++)
        if (fn[i] != ref[i]) return 0;
    return 1;
}

int main(void) {
    for (int pl = 0, i = 0; pl < EDGE; pl++)
        for (int r = 0; r < EDGE; r++)
            for (int c = 0; c < EDGE; c++, i++) {
                int nidx = pl * EN * EN + r * EN + c;
                int *lo = &nodelist[8 * i];
                lo[0] = nidx; lo[1] = nidx + 1; lo[2] = nidx + EN + 1; lo[3] = nidx + EN;
                lo[4] = nidx + EN * EN; lo[5] = nidx + EN * EN + 1;
                lo[6] = nidx + EN * EN + EN + 1; lo[7] = nidx + EN * EN + EN;
                for (int k = 0; k < 8; k++) fe[8 * i + k] = (i % 7) * 0.25 + k * 0.125;
            }

    /* the scatter: both loops sequential, one serial kernel */
    reset();
#pragma acc kernels copyin(nodelist, fe) copy(fn)
    for (int i = 0; i < NE; i++)
        for (int k = 0; k < 8; k++)
            fn[nodelist[8 * i + k]] += fe[8 * i + k];
    for (int i = 0; i < NE; i++)
        for (int k = 0; k < 8; k++) ref[nodelist[8 * i + k]] += fe[8 * i + k];
    CHECK(same());

    /* three levels, a recurrence along each: one serial kernel */
    for (int i = 0; i < NE; i++)
        for (int j = 0; j < NE; j++) m[i][j] = (i + j) % 5;
#pragma acc kernels copy(m)
    for (int i = 1; i < NE; i++)
        for (int j = 1; j < NE; j++)
            for (int k = 0; k < 2; k++) m[i][j] += m[i - 1][j - 1] * 0.5 + m[i][j - 1] * 0.25;
    double e[NE][NE];
    for (int i = 0; i < NE; i++)
        for (int j = 0; j < NE; j++) e[i][j] = (i + j) % 5;
    for (int i = 1; i < NE; i++)
        for (int j = 1; j < NE; j++)
            for (int k = 0; k < 2; k++) e[i][j] += e[i - 1][j - 1] * 0.5 + e[i][j - 1] * 0.25;
    int ok = 1;
    for (int i = 0; i < NE; i++)
        for (int j = 0; j < NE; j++) ok &= m[i][j] == e[i][j];
    CHECK(ok);

    /* a parallel loop inside: the outer loop stays on the host */
    for (int i = 0; i < NE; i++)
        for (int j = 0; j < NE; j++) m[i][j] = i + j;
#pragma acc kernels copy(m)
    for (int i = 1; i < NE; i++)
        for (int j = 0; j < NE; j++) m[i][j] += m[i - 1][j];
    ok = 1;
    for (int i = 0; i < NE; i++)
        for (int j = 0; j < NE; j++) ok &= m[i][j] == (i + 1) * j + i * (i + 1) / 2;
    CHECK(ok);

    /* a static local in the outer body: it stays on the host */
    reset();
#pragma acc kernels copyin(nodelist, fe) copy(fn)
    for (int i = 0; i < NE; i++) {
        static int t;
        t = i % 3;
        for (int k = 0; k < 8; k++)
            fn[nodelist[8 * i + k]] += t * fe[8 * i + k];
    }
    for (int i = 0; i < NE; i++)
        for (int k = 0; k < 8; k++) ref[nodelist[8 * i + k]] += (i % 3) * fe[8 * i + k];
    CHECK(same());
    CHECK_DONE();
}
