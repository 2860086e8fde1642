/* OpenACC 3.3, 2.5.3: a Jacobi sweep and a copy-back inside a host time loop. */
#include "check.h"
#include <math.h>
#define N 64
int main(void) {
    static double a[N][N], b[N][N], h[N][N], g[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i][j] = h[i][j] = (i * 3 + j) % 7;
#pragma acc kernels copy(a) create(b)
    for (int it = 0; it < 20; it++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                a[i][j] = b[i][j];
    }
    for (int it = 0; it < 20; it++) {
        for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++)
            g[i][j] = 0.25 * (h[i - 1][j] + h[i + 1][j] + h[i][j - 1] + h[i][j + 1]);
        for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++) h[i][j] = g[i][j];
    }
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) CHECK(a[i][j] == h[i][j]);
    CHECK_DONE();
}
