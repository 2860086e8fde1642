/* In a kernels construct, an inner loop that the dependence test finds to be a reduction of a
 * scalar declared around it (`s += a[i][k] * b[k][j]`) must produce the whole value: the
 * GPU writer applies implied reductions only to a kernel's top loop, so such an inner loop
 * runs in sequence in each iteration of the loop around it (it once ran over vector lanes,
 * and the value of one lane was stored). OpenACC 3.3, 2.5.3 (kernels), 2.9.7 (auto). */
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
