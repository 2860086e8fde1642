/* kernels (OpenACC 3.3, 2.5.3; loop auto 2.9.7): in the dependence test a symbol of a
 * subscript is invariant only when it is declared outside the loop and the loop does not
 * assign it. An inner loop's variable, a local of the body and a scalar the body assigns take
 * other values in other iterations: m[i][j] = m[i-1][j-1] + 1 carries a dependence on i
 * (iteration i+1 reads at j what iteration i wrote at j-1), as do g[i][k] = g[i-1][k-1] with
 * `int k = i;`, `t = i + 1; d[t] = d[t-1] + 1`, and w[i + idx[j]] += 1 (iterations i and i+1
 * both update w[i+1]). They were parallelized
 * (each dimension compared `j` with `j - 1` as if j were one value: "different constants,
 * independent"). A body local that is its initializer's value for the whole iteration
 * (`int k = i;`) stands for it, so b[k] = 2 * a[k] stays parallel; `signed char c = i` does
 * not keep i's value (it wraps at 128) and stays unknown. The .minfo beside this file pins
 * which loops are parallel. */
#include "check.h"

enum { N = 64, L = 300 };
static double m[N][N];
static float g[N][N];
static int d[N + 1], a[N], b[N], e[L], w[2 * N], idx[4] = {0, 1, 2, 3};

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) m[i][j] = 1.0, g[i][j] = 1.0f;
    for (int i = 0; i <= N; i++) d[i] = 1;
    for (int i = 0; i < N; i++) a[i] = i;
    for (int i = 0; i < 2 * N; i++) w[i] = 1;
#pragma acc kernels
    {
        for (int i = 1; i < N; i++)
            for (int j = 1; j < N; j++) m[i][j] = m[i - 1][j - 1] + 1.0;
        for (int i = 1; i < N; i++) {
            int k = i;
            g[i][k] = g[i - 1][k - 1] + 1.0f;
        }
        for (int i = 0; i < N; i++) {
            int k = i;
            b[k] = 2 * a[k];
        }
        for (int i = 0; i < L; i++) {
            signed char c = i;
            e[c >= 0 ? c : -c] = i;
        }
        for (int i = 0; i < N; i++)
            for (int j = 0; j < 4; j++) w[i + idx[j]] += 1;
    }
    int t;
#pragma acc kernels
    for (int i = 0; i < N; i++) {
        t = i + 1;
        d[t] = d[t - 1] + 1;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) CHECK(m[i][j] == 1.0 + (i < j ? i : j));
    for (int i = 0; i < N; i++) CHECK(g[i][i] == (float)(i + 1));
    for (int i = 0; i <= N; i++) CHECK(d[i] == i + 1);
    for (int i = 0; i < N; i++) CHECK(b[i] == 2 * i);
    /* The last i (in C's order) whose |(signed char)i| is c. */
    int want[L] = {0};
    for (int i = 0; i < L; i++) {
        signed char c = i;
        want[c >= 0 ? c : -c] = i;
    }
    for (int i = 0; i < L; i++) CHECK(e[i] == want[i]);
    int ws[2 * N];
    for (int i = 0; i < 2 * N; i++) ws[i] = 1;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < 4; j++) ws[i + j] += 1;
    for (int i = 0; i < 2 * N; i++) CHECK(w[i] == ws[i]);
    CHECK_DONE();
}
