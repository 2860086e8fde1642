/* The one-pass twin of a kernel (the runtime launches it when the grid covers the loop, each
 * thread then running at most one iteration) and the grid-stride kernel must compute the
 * same: the same regions run with trip counts below and above what one grid covers (the
 * emulated device covers 8192 iterations of a 256-lane loop; a GPU many more), with a
 * `continue` in the body (it must end the thread's one iteration, not skip to another), a
 * reduction, collapsed nests of two and three loops and a gang-worker-vector loop. OpenACC 3.3, 2.9 (loop). */
#include "check.h"
#include <stdlib.h>

static long sum_odd(int n, const int *restrict a, int *restrict out) {
    long s = 0;
#pragma acc parallel loop copyin(a[0:n]) copyout(out[0:n]) reduction(+:s)
    for (int i = 0; i < n; i++) {
        out[i] = -1;
        if (a[i] % 2 == 0) continue;
        out[i] = a[i] * 2;
        s += a[i];
    }
    return s;
}

static void grid2(int r, int c, double *restrict g) {
#pragma acc parallel loop collapse(2) copy(g[0:r * c])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) g[i * c + j] += i - j;
}

static void gwv(int n, float *restrict x) {
#pragma acc parallel loop gang worker vector num_workers(4) vector_length(32) copy(x[0:n])
    for (int i = 0; i < n; i++) x[i] = x[i] * 3 + 1;
}

/* Three loops: the twin splits the index with one division per loop (by the trip count
 * itself; the grid-stride kernel by precomputed constants). */
static void grid3(int a, int b, int c, int *restrict g) {
#pragma acc parallel loop collapse(3) copy(g[0:a * b * c])
    for (int i = 0; i < a; i++)
        for (int j = 0; j < b; j++)
            for (int k = 0; k < c; k++) g[(i * b + j) * c + k] += i - 2 * j + 3 * k;
}

int main(void) {
    int sizes[] = {1, 31, 1000, 8192, 8193, 100000, 300001};
    for (unsigned k = 0; k < sizeof sizes / sizeof sizes[0]; k++) {
        int n = sizes[k];
        int *a = malloc(sizeof(int) * n), *out = malloc(sizeof(int) * n);
        float *x = malloc(sizeof(float) * n);
        long want = 0;
        for (int i = 0; i < n; i++) {
            a[i] = (i * 7) % 13;
            if (a[i] % 2) want += a[i];
            x[i] = (float)(i % 100);
        }
        CHECK(sum_odd(n, a, out) == want);
        int bad = 0;
        for (int i = 0; i < n; i++) bad += out[i] != (a[i] % 2 ? a[i] * 2 : -1);
        CHECK(bad == 0);
        gwv(n, x);
        bad = 0;
        for (int i = 0; i < n; i++) bad += x[i] != (float)(i % 100) * 3 + 1;
        CHECK(bad == 0);
        int r = n / 37 + 1, c = 37;
        double *g = calloc((size_t)r * c, sizeof(double));
        grid2(r, c, g);
        bad = 0;
        for (int i = 0; i < r; i++)
            for (int j = 0; j < c; j++) bad += g[i * c + j] != i - j;
        CHECK(bad == 0);
        int a3 = n / 91 + 1;
        int *g3 = calloc((size_t)a3 * 7 * 13, sizeof(int));
        grid3(a3, 7, 13, g3);
        bad = 0;
        for (int i = 0; i < a3; i++)
            for (int j = 0; j < 7; j++)
                for (int k = 0; k < 13; k++) bad += g3[(i * 7 + j) * 13 + k] != i - 2 * j + 3 * k;
        CHECK(bad == 0);
        free(g3);
        free(a);
        free(out);
        free(x);
        free(g);
    }
    CHECK_DONE();
}
