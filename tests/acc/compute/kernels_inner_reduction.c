/* In a kernels construct, an inner loop that the dependence test finds to be a reduction of a
 * scalar declared around it must produce the whole value. Under a collapsed (i, j) nest (a
 * matmul's `s += a[i][k] * b[k][j]`, one element per thread) it runs in sequence in each
 * thread (it once ran over vector lanes, and the value of one lane was stored); under a
 * gang loop of its own (row sums and maxima) it is a vector loop with the implied
 * reductions, as nvc makes it (2026-11-28; it ran in sequence in one thread of the gang
 * before). OpenACC 3.3, 2.5.3 (kernels), 2.9.7 (auto), 2.9.11 (reduction). */
#include "check.h"

#define N 70

int main(void) {
    static float a[N][N], b[N][N], c[N][N], rows[N], mx[N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (float)((i + j) % 5);
            b[i][j] = (float)((i * 3 + j) % 7) - 3;
        }
#pragma acc kernels copyin(a, b) copyout(c, rows, mx)
    {
#pragma acc loop independent collapse(2)
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                float s = 0;
                for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
                c[i][j] = s;
            }
        for (int i = 0; i < N; i++) {
            float s = 0, m = -1000;
            for (int k = 0; k < N; k++) {
                s += a[i][k];
                if (b[i][k] > m) m = b[i][k];
            }
            rows[i] = s;
            mx[i] = m;
        }
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        float r = 0, m = -1000;
        for (int k = 0; k < N; k++) {
            r += a[i][k];
            if (b[i][k] > m) m = b[i][k];
        }
        bad += rows[i] != r || mx[i] != m;
        for (int j = 0; j < N; j++) {
            float s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            bad += c[i][j] != s;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
