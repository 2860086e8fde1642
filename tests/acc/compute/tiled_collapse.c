/* Collapsed gang-vector loop nests, which the GPU runs as tiles (32 iterations of the
 * innermost loop by blockDim.x / 32 of the next, the outer loops over the grid's z) when the
 * loops are large enough and the body reuses data across the tile (a loop in the body, an
 * array read at three places), and as one flat grid-stride loop otherwise: both must run every
 * iteration exactly once, whatever the bounds, steps, sizes (multiples of a tile or not,
 * below a tile), `continue` in the body, vector_length, num_gangs or async. Each element
 * counts its visits, and each visit checks its indices. OpenACC 3.3, 2.9.1 (collapse),
 * 2.5.13 (vector_length), 2.2.3 (gang-redundant code around the loop). */
#include "check.h"
#include <stdlib.h>

/* g[r * c] counts indices out of range (there must be none). No reduction: a kernel with a
 * grid-level reduction keeps the flat loop. */
static void visits2(int r, int c, int *restrict g) {
#pragma acc parallel loop collapse(2) copy(g[0:r * c + 1])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) {
            if (i < 0 || i >= r || j < 0 || j >= c) {
#pragma acc atomic update
                g[r * c]++;
                continue;
            }
            int w = 0;
            for (int q = 0; q < 3; q++) w += q; /* a loop in the body: tiles (kernel.rs, tiles_pay_off) */
            g[i * c + j] += 1 + i * 3 - j + w - 3;
        }
}

/* With a reduction: the flat loop. */
static long sum2(int r, int c) {
    long s = 0;
#pragma acc parallel loop collapse(2) reduction(+:s)
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) s += i * c + j;
    return s;
}

static void check2(int r, int c) {
    int *g = calloc((size_t)r * c + 1, sizeof *g);
    visits2(r, c, g);
    CHECK(g[r * c] == 0);
    long n = (long)r * c;
    CHECK(sum2(r, c) == n * (n - 1) / 2);
    int wrong = 0;
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) wrong += g[i * c + j] != 1 + i * 3 - j;
    if (wrong) fprintf(stderr, "collapse(2) %d x %d: %d wrong\n", r, c, wrong);
    CHECK(wrong == 0);
    free(g);
}

/* Three loops with non-unit and negative steps and a long index; the body skips some
 * iterations with `continue` (it must end that iteration only). */
static void stepped3(long n0, int n1, int n2, float *restrict a) {
#pragma acc parallel loop collapse(3) copy(a[0:n0 * n1 * n2])
    for (long i = n0 - 1; i >= 0; i -= 1)
        for (int j = 0; j < 2 * n1; j += 2)
            for (int k = 3; k < 3 + 3 * n2; k += 3) {
                long p = (i * n1 + j / 2) * n2 + (k - 3) / 3;
                if ((k / 3) % 5 == 4) continue;
                /* a[] read at three places: tiles (kernel.rs, tiles_pay_off) */
                a[p] = a[p] * 2 + (float)(i - j + k) + 0 * a[p + 0 * n2] + 0 * a[(p + 1) - 1];
            }
}

static void check3(long n0, int n1, int n2) {
    long tot = n0 * n1 * n2;
    float *a = malloc(sizeof *a * (size_t)tot);
    for (long p = 0; p < tot; p++) a[p] = (float)(p % 7);
    stepped3(n0, n1, n2, a);
    int wrong = 0;
    for (long i = 0; i < n0; i++)
        for (int jj = 0; jj < n1; jj++)
            for (int kk = 0; kk < n2; kk++) {
                long p = (i * n1 + jj) * n2 + kk;
                int k = 3 + 3 * kk;
                float want = (k / 3) % 5 == 4 ? (float)(p % 7) : (float)(p % 7) * 2 + (float)(i - 2 * jj + k);
                wrong += a[p] != want;
            }
    if (wrong) fprintf(stderr, "collapse(3) %ld x %d x %d: %d wrong\n", n0, n1, n2, wrong);
    CHECK(wrong == 0);
    free(a);
}

/* Four loops (the two outer ones share the grid's z), a vector_length of 64 (tiles of 32 by
 * 2), an async queue, and a private array in the body. */
static void four(int a, int b, int c, int d, int *restrict x) {
#pragma acc parallel loop collapse(4) vector_length(64) copy(x[0:a * b * c * d]) async(3)
    for (int i = 0; i < a; i++)
        for (int j = 0; j < b; j++)
            for (int k = 0; k < c; k++)
                for (int l = 0; l < d; l++) {
                    int t[3];
                    for (int q = 0; q < 3; q++) t[q] = i + j * q + k * q * q;
                    x[((i * b + j) * c + k) * d + l] += t[0] + t[1] + t[2] + l;
                }
#pragma acc wait(3)
}

static void check4(int a, int b, int c, int d) {
    int *x = calloc((size_t)a * b * c * d, sizeof *x);
    four(a, b, c, d, x);
    int wrong = 0;
    for (int i = 0; i < a; i++)
        for (int j = 0; j < b; j++)
            for (int k = 0; k < c; k++)
                for (int l = 0; l < d; l++)
                    wrong += x[((i * b + j) * c + k) * d + l] != 3 * i + 3 * j + 5 * k + l;
    if (wrong) fprintf(stderr, "collapse(4) %d x %d x %d x %d: %d wrong\n", a, b, c, d, wrong);
    CHECK(wrong == 0);
    free(x);
}

/* num_gangs asks for a number of gangs: the flat kernel runs, with that many. */
static void gangs(int r, int c, int *restrict g, int ng) {
#pragma acc parallel loop collapse(2) num_gangs(ng) copy(g[0:r * c])
    for (int i = 0; i < r; i++)
        for (int j = 0; j < c; j++) g[i * c + j] += 1;
}

int main(void) {
    /* Below a tile (the innermost loop under 32 iterations, or the next under a tile's rows),
     * exactly tiles, partial tiles, one row, one column. */
    int sizes[][2] = {{1, 1}, {3, 31}, {7, 32}, {8, 32}, {9, 33}, {1, 1000}, {1000, 1}, {64, 64}, {65, 95}, {300, 257}};
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) check2(sizes[s][0], sizes[s][1]);
    check3(1, 1, 1);
    check3(5, 9, 40);
    check3(17, 8, 64);
    check3(3, 70, 33);
    check4(2, 3, 9, 40);
    check4(3, 2, 2, 31);
    int r = 40, c = 70;
    int *g = calloc((size_t)r * c, sizeof *g);
    gangs(r, c, g, 3);
    gangs(r, c, g, 1000);
    int wrong = 0;
    for (int p = 0; p < r * c; p++) wrong += g[p] != 2;
    CHECK(wrong == 0);
    free(g);
    CHECK_DONE();
}
