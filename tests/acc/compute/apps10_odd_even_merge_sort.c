/* Sorting many short records on the device as GPU codes did before library sorts: a batch of
 * keys sorted per segment by odd-even transposition (the phase loop on the host around a
 * `parallel loop collapse(2)` over segments and pairs, every pair owned by one iteration),
 * then the sorted runs merged pairwise by a merge-path style rank computation (each element's
 * output slot = its index in its run + its binary-search rank in the other run, ties broken by
 * run order) in `parallel loop`s with a `routine seq` lower/upper bound, run widths doubling on
 * the host, buffers swapped by pointer with `present`. Checked against qsort. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define N 2048
#define SEG 32

#pragma acc routine seq
static int lower_bound(const int *a, int n, int key)
{
    int lo = 0, hi = n;
    while (lo < hi) { int m = (lo + hi) / 2; if (a[m] < key) lo = m + 1; else hi = m; }
    return lo;
}

#pragma acc routine seq
static int upper_bound(const int *a, int n, int key)
{
    int lo = 0, hi = n;
    while (lo < hi) { int m = (lo + hi) / 2; if (a[m] <= key) lo = m + 1; else hi = m; }
    return lo;
}

static int cmp(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }

int main(void)
{
    int *a = malloc(N * sizeof(int)), *b = malloc(N * sizeof(int)), *ref = malloc(N * sizeof(int));
    unsigned s = 4;
    for (int i = 0; i < N; i++) { s = s * 1103515245u + 12345u; a[i] = ref[i] = (int)((s >> 12) % 5000) - 2500; }
    int *src = a, *dst = b;
#pragma acc data copy(a[0:N]) create(b[0:N])
    {
        for (int ph = 0; ph < SEG; ph++) {
#pragma acc parallel loop collapse(2) present(src[0:N])
            for (int g = 0; g < N / SEG; g++)
                for (int k = 0; k < SEG / 2; k++) {
                    int i = g * SEG + 2 * k + (ph & 1);
                    if (i + 1 < (g + 1) * SEG) {
                        int x = src[i], y = src[i + 1];
                        if (x > y) { src[i] = y; src[i + 1] = x; }
                    }
                }
        }
        for (int w = SEG; w < N; w *= 2) {
#pragma acc parallel loop present(src[0:N], dst[0:N])
            for (int i = 0; i < N; i++) {
                int pair = i / (2 * w), lo = pair * 2 * w, inb = (i - lo) >= w;
                const int *mine = src + lo + (inb ? w : 0), *other = src + lo + (inb ? 0 : w);
                int idx = i - lo - (inb ? w : 0);
                int rank = inb ? upper_bound(other, w, mine[idx]) : lower_bound(other, w, mine[idx]);
                dst[lo + idx + rank] = mine[idx];
            }
            int *t = src; src = dst; dst = t;
        }
        if (src != a) {
#pragma acc parallel loop present(a[0:N], b[0:N])
            for (int i = 0; i < N; i++) a[i] = b[i];
        }
    }
    qsort(ref, N, sizeof(int), cmp);
    CHECK(memcmp(a, ref, N * sizeof(int)) == 0);
    free(a); free(b); free(ref);
    CHECK_DONE();
}
