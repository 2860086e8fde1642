/* kernels (2.5.3): a row loop whose body holds several inner loops of one variable name (a
 * softmax or layer norm written as a first port does: the row's maximum from its first
 * element, `mx = y[i*m]`, then `for (int j = 1; j < m; j++)`, then `for (int j = 0; j < m;
 * j++)` to exponentiate and sum, again to divide). Each iteration of the row loop touches its
 * own row `y[i*m + j]`, `0 <= j < m`, so the row loop is parallel (gang, the inner loops over
 * the vector lanes). Before the fix the span of `j` was dropped as soon as two loops used the
 * name, and an element read outside the inner loops (`y[i*m]`) was not compared with the row
 * at all: the row loop ran on the host ("Loop carried dependence of 'y'"), one kernel launch
 * per inner loop and row. What stays sequential (the .minfo pins it): loops of one name over
 * values that reach the next row (`j` from 0, then from 1 to `m`: the last store of a row is
 * the next row's first element), loops whose bound has the same name but not the same value
 * (`t` reassigned between them), and a read of the next row's first element (`y[i*m + m]`).
 * Results are compared with the loops run as written on the host. */
#include <math.h>
#include "check.h"
#define N 24
#define M 37

static float ref[N * M + 1];

static void softmax_rows(int n, int m, float *restrict y) {
#pragma acc kernels copy(y[0:n*m])
    for (int i = 0; i < n; i++) {
        float mx = y[i * m];
        for (int j = 1; j < m; j++)
            mx = y[i * m + j] > mx ? y[i * m + j] : mx;
        float sum = 0.0f;
        for (int j = 0; j < m; j++) {
            y[i * m + j] = expf(y[i * m + j] - mx);
            sum += y[i * m + j];
        }
        for (int j = 0; j < m; j++)
            y[i * m + j] /= sum;
    }
}

/* two loops over the same values, no reduction */
static void scale_shift(int n, int m, float *restrict y) {
#pragma acc kernels copy(y[0:n*m])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            y[i * m + j] *= 2.0f;
        for (int j = 0; j < m; j++)
            y[i * m + j] += (float)i;
    }
}

/* the second loop runs over 1..m: row i's last store is row i+1's first element */
static void shifted(int n, int m, float *restrict y) {
#pragma acc kernels copy(y[0:n*m+1])
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++)
            y[i * m + j] += 1.0f;
        for (int j = 1; j <= m; j++)
            y[i * m + j] *= 2.0f;
    }
}

/* the same bound name `t`, reassigned between the loops: spans m, then m + 1 */
static void bound_changed(int n, int m, float *restrict y) {
    int t = m;
#pragma acc kernels copy(y[0:n*m+1])
    for (int i = 0; i < n; i++) {
        t = m;
        for (int j = 0; j < t; j++)
            y[i * m + j] += 1.0f;
        t = m + 1;
        for (int j = 0; j < t; j++)
            y[i * m + j] *= 2.0f;
    }
}

/* the element read outside the loop is the next row's first */
static void next_first(int n, int m, float *restrict y) {
#pragma acc kernels copy(y[0:n*m+1])
    for (int i = 0; i < n; i++) {
        float f = y[i * m + m];
        for (int j = 0; j < m; j++)
            y[i * m + j] += f;
    }
}

static void init(float *y, int k) {
    for (int i = 0; i < k; i++) y[i] = (float)((i * 7) % 11) * 0.25f - 1.0f;
}

static int close_to_ref(const float *y, int k) {
    for (int i = 0; i < k; i++)
        if (fabsf(y[i] - ref[i]) > 1e-5f * (1.0f + fabsf(ref[i]))) return 0;
    return 1;
}

int main(void) {
    static float y[N * M + 1];
    int n = N, m = M;

    init(y, n * m);
    init(ref, n * m);
    softmax_rows(n, m, y);
    for (int i = 0; i < n; i++) {
        float mx = ref[i * m], sum = 0.0f;
        for (int j = 1; j < m; j++) mx = ref[i * m + j] > mx ? ref[i * m + j] : mx;
        for (int j = 0; j < m; j++) { ref[i * m + j] = expf(ref[i * m + j] - mx); sum += ref[i * m + j]; }
        for (int j = 0; j < m; j++) ref[i * m + j] /= sum;
    }
    CHECK(close_to_ref(y, n * m));

    init(y, n * m);
    init(ref, n * m);
    scale_shift(n, m, y);
    for (int i = 0; i < n * m; i++) ref[i] = ref[i] * 2.0f + (float)(i / m);
    CHECK(close_to_ref(y, n * m));

    init(y, n * m + 1);
    init(ref, n * m + 1);
    shifted(n, m, y);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) ref[i * m + j] += 1.0f;
        for (int j = 1; j <= m; j++) ref[i * m + j] *= 2.0f;
    }
    CHECK(close_to_ref(y, n * m + 1));

    init(y, n * m + 1);
    init(ref, n * m + 1);
    bound_changed(n, m, y);
    for (int i = 0; i < n; i++) {
        for (int j = 0; j < m; j++) ref[i * m + j] += 1.0f;
        for (int j = 0; j < m + 1; j++) ref[i * m + j] *= 2.0f;
    }
    CHECK(close_to_ref(y, n * m + 1));

    init(y, n * m + 1);
    init(ref, n * m + 1);
    next_first(n, m, y);
    for (int i = 0; i < n; i++) {
        float f = ref[i * m + m];
        for (int j = 0; j < m; j++) ref[i * m + j] += f;
    }
    CHECK(close_to_ref(y, n * m + 1));
    CHECK_DONE();
}
