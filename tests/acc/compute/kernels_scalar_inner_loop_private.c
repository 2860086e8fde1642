/* kernels (2.5.3, 2.9): a scalar declared outside a loop nest and used only in an inner loop,
 * which assigns it first in each of its iterations (Himeno's `float s0, ss;` declared at the
 * top of jacobi and assigned in the `k` loop of the `i, j, k` sweep): no value flows between
 * iterations of the outer loops either, so they are parallel with the scalar private, as nvc
 * makes them. Before the fix only the innermost loop was parallel; the outer ones were
 * "Loop carried scalar dependence for 's0'", run on the host launching one kernel per
 * (i, j). What stays sequential (the .minfo pins it): the scalar read after the nest (its
 * last value is C's), and the scalar read in the outer body before the inner loop assigns it.
 * Results are compared with the loops run as written on the host. */
#include "check.h"
#include <math.h>
#define NI 12
#define NJ 10
#define NK 33
static float p[NI][NJ][NK], w[NI][NJ][NK], e[NI][NJ][NK];

static void reset(void) {
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) {
                p[i][j][k] = (float)((i * 7 + j * 3 + k) % 11) * 0.25f;
                w[i][j][k] = e[i][j][k] = -1.0f;
            }
}

static int same(void) {
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++)
                if (w[i][j][k] != e[i][j][k]) return 0;
    return 1;
}

/* the Himeno sweep: i, j and k parallel, s0 and ss private, gosa a sum */
static float himeno(void) {
    float s0, ss, gosa;
    int i, j, k;
    gosa = 0.0f;
#pragma acc kernels copyin(p) copy(w)
    for (i = 1; i < NI - 1; i++)
        for (j = 1; j < NJ - 1; j++)
            for (k = 1; k < NK - 1; k++) {
                s0 = p[i + 1][j][k] + p[i - 1][j][k] + p[i][j + 1][k] + p[i][j - 1][k] + p[i][j][k + 1] +
                     p[i][j][k - 1];
                ss = s0 / 6.0f - p[i][j][k];
                gosa += ss * ss;
                w[i][j][k] = p[i][j][k] + 0.8f * ss;
            }
    return gosa;
}

/* the scalar's last value read after the nest: the outer loops run as written */
static float read_after(void) {
    float s0 = 0.0f;
    int i, j, k;
#pragma acc kernels copyin(p) copy(w, s0)
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            w[i][j][0] = 0.0f;
            for (k = 0; k < NK; k++) {
                s0 = p[i][j][k] * 2.0f;
                w[i][j][k] = s0 + 1.0f;
            }
        }
    return s0;
}

/* read in the outer body before the inner loop assigns it: the value flows from the
 * previous (i, j); sequential */
static void read_before(void) {
    float s0 = 0.5f;
    int i, j, k;
#pragma acc kernels copyin(p) copy(w)
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            w[i][j][0] = s0;
            for (k = 1; k < NK; k++) {
                s0 = p[i][j][k];
                w[i][j][k] = s0;
            }
        }
}

int main(void) {
    int i, j, k;
    reset();
    float gosa = himeno(), egosa = 0.0f;
    for (i = 1; i < NI - 1; i++)
        for (j = 1; j < NJ - 1; j++)
            for (k = 1; k < NK - 1; k++) {
                float t = p[i + 1][j][k] + p[i - 1][j][k] + p[i][j + 1][k] + p[i][j - 1][k] + p[i][j][k + 1] +
                          p[i][j][k - 1];
                float d = t / 6.0f - p[i][j][k];
                egosa += d * d;
                e[i][j][k] = p[i][j][k] + 0.8f * d;
            }
    CHECK(same());
    CHECK(fabsf(gosa - egosa) <= 1e-4f * egosa);

    reset();
    float last = read_after();
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++)
            for (k = 0; k < NK; k++) e[i][j][k] = p[i][j][k] * 2.0f + 1.0f;
    CHECK(same());
    CHECK(last == p[NI - 1][NJ - 1][NK - 1] * 2.0f);

    reset();
    read_before();
    float v = 0.5f;
    for (i = 0; i < NI; i++)
        for (j = 0; j < NJ; j++) {
            e[i][j][0] = v;
            for (k = 1; k < NK; k++) {
                v = p[i][j][k];
                e[i][j][k] = v;
            }
        }
    CHECK(same());
    CHECK_DONE();
}
