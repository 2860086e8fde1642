/* kernels (2.5.3): the dependence test uses the loop's own step and trip count. Two
 * iterations' values of `i` differ by a multiple of its step and by less than the number of
 * values it takes, so `a[i] += a[i + N/2]` with i < N/2 (the halves never meet), a step-2
 * `a[i + 1] = a[i]` (odd elements written, even ones read) and the inner loop of a flattened
 * `b[i*M + j] = b[(i-1)*M + j]` (the row before, j < M) are parallel (they ran sequentially
 * before). Loops one element short of that stay sequential (the .minfo pins which). Every
 * result is compared with the same loops run as written on the host. */
#include "check.h"
#define N 1000
#define M 64
static double a[N], ea[N], b[M * M], eb[M * M];

static void reset(void) {
    for (int i = 0; i < N; i++) a[i] = ea[i] = i * 0.5 + 1;
    for (int i = 0; i < M * M; i++) b[i] = eb[i] = i % 7;
}

static void same(int line) {
    for (int i = 0; i < N; i++)
        if (a[i] != ea[i]) { fprintf(stderr, "line %d: a[%d] = %g, expected %g\n", line, i, a[i], ea[i]); check_failures++; return; }
    for (int i = 0; i < M * M; i++)
        if (b[i] != eb[i]) { fprintf(stderr, "line %d: b[%d] = %g, expected %g\n", line, i, b[i], eb[i]); check_failures++; return; }
}

int main(void) {
    /* the two halves: parallel */
    reset();
#pragma acc kernels
    for (int i = 0; i < N / 2; i++) a[i] += a[i + N / 2];
    for (int i = 0; i < N / 2; i++) ea[i] += ea[i + N / 2];
    same(__LINE__);

    /* one iteration more: i = 0 reads what i = N/2 writes, sequential */
    reset();
#pragma acc kernels
    for (int i = 0; i < N / 2 + 1; i++) a[i] += a[i + N / 2 - 1] * 2;
    for (int i = 0; i < N / 2 + 1; i++) ea[i] += ea[i + N / 2 - 1] * 2;
    same(__LINE__);

    /* step 2: odd elements from even ones, parallel */
    reset();
#pragma acc kernels
    for (int i = 0; i < N - 1; i += 2) a[i + 1] = a[i] * 3;
    for (int i = 0; i < N - 1; i += 2) ea[i + 1] = ea[i] * 3;
    same(__LINE__);

    /* step 2 downwards, the same */
    reset();
#pragma acc kernels
    for (int i = N - 1; i > 0; i -= 2) a[i - 1] = a[i] + 1;
    for (int i = N - 1; i > 0; i -= 2) ea[i - 1] = ea[i] + 1;
    same(__LINE__);

    /* step 2, two apart: sequential */
    reset();
#pragma acc kernels
    for (int i = 0; i < N - 2; i += 2) a[i + 2] = a[i] * 3;
    for (int i = 0; i < N - 2; i += 2) ea[i + 2] = ea[i] * 3;
    same(__LINE__);

    /* flattened rows: the outer loop carries the dependence, the inner one is parallel */
    reset();
#pragma acc kernels
    for (int i = 1; i < M; i++)
        for (int j = 0; j < M; j++) b[i * M + j] = b[(i - 1) * M + j] + 1;
    for (int i = 1; i < M; i++)
        for (int j = 0; j < M; j++) eb[i * M + j] = eb[(i - 1) * M + j] + 1;
    same(__LINE__);

    /* ... but not when the inner loop reaches into the row before: sequential */
    reset();
#pragma acc kernels
    for (int i = 1; i < M; i++)
        for (int j = 0; j <= M; j++) b[i * M + j - 1] = b[(i - 1) * M + j] + 1;
    for (int i = 1; i < M; i++)
        for (int j = 0; j <= M; j++) eb[i * M + j - 1] = eb[(i - 1) * M + j] + 1;
    same(__LINE__);
    CHECK_DONE();
}
