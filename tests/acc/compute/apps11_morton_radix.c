/* Morton (Z-order) codes of 3-D points and their LSD radix sort, as the first steps of a GPU
 * BVH / octree build are written in OpenACC: 10 bits per axis interleaved by a `routine seq`
 * bit-spreading helper, four 8-bit passes each made of a per-block digit histogram (`parallel
 * loop gang` over blocks, `loop vector` over the 256 digits, digit-major counts), an exclusive
 * scan of the counts in a `serial` region, and a stable scatter with one thread per block
 * holding its running offsets in a `private` 256-entry array; keys and point indices
 * ping-pong between two buffer pairs swapped by pointer, the sort inside one `data` region
 * whose buffers are all named (so the swapped pointers stay present). Checked against the
 * host's stable sort. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NPTS 3000
#define NBLK 12
#define CHUNK ((NPTS + NBLK - 1) / NBLK)

#pragma acc routine seq
static unsigned spread(unsigned v)
{
    v &= 0x3ffu;
    v = (v | (v << 16)) & 0x030000ffu;
    v = (v | (v << 8)) & 0x0300f00fu;
    v = (v | (v << 4)) & 0x030c30c3u;
    v = (v | (v << 2)) & 0x09249249u;
    return v;
}

static int cmp_key(const void *a, const void *b)
{
    const unsigned *x = a, *y = b; /* (key, index): stable by index */
    return x[0] != y[0] ? (x[0] < y[0] ? -1 : 1) : (x[1] < y[1] ? -1 : x[1] > y[1]);
}

int main(void)
{
    float *px = malloc(NPTS * sizeof(float)), *py = malloc(NPTS * sizeof(float)), *pz = malloc(NPTS * sizeof(float));
    unsigned *k0 = malloc(NPTS * sizeof(unsigned)), *k1 = malloc(NPTS * sizeof(unsigned));
    int *i0 = malloc(NPTS * sizeof(int)), *i1 = malloc(NPTS * sizeof(int));
    int *hist = malloc(256 * NBLK * sizeof(int));
    unsigned s = 11u;
    for (int i = 0; i < NPTS; i++) {
        s = s * 1664525u + 1013904223u; px[i] = (s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u; py[i] = (s >> 8) / 16777216.0f;
        s = s * 1664525u + 1013904223u; pz[i] = (i % 7) / 7.0f;
    }
    unsigned *keys = k0, *tk = k1;
    int *idx = i0, *ti = i1;
    int off[256];
#pragma acc data copyin(px[0:NPTS], py[0:NPTS], pz[0:NPTS]) copy(k0[0:NPTS], k1[0:NPTS], i0[0:NPTS], i1[0:NPTS]) create(hist[0:256 * NBLK])
    {
#pragma acc parallel loop present(keys[0:NPTS], idx[0:NPTS])
        for (int i = 0; i < NPTS; i++) {
            unsigned x = (unsigned)(px[i] * 1023.0f), y = (unsigned)(py[i] * 1023.0f), z = (unsigned)(pz[i] * 1023.0f);
            keys[i] = spread(x) << 2 | spread(y) << 1 | spread(z);
            idx[i] = i;
        }
        for (int pass = 0; pass < 4; pass++) {
            int sh = 8 * pass;
#pragma acc parallel loop gang present(keys[0:NPTS]) vector_length(128)
            for (int b = 0; b < NBLK; b++) {
#pragma acc loop vector
                for (int d = 0; d < 256; d++) {
                    int c = 0;
                    for (int i = b * CHUNK; i < (b + 1) * CHUNK && i < NPTS; i++) c += (int)((keys[i] >> sh) & 255u) == d;
                    hist[d * NBLK + b] = c;
                }
            }
#pragma acc serial
            {
                int run = 0;
                for (int k = 0; k < 256 * NBLK; k++) { int c = hist[k]; hist[k] = run; run += c; }
            }
#pragma acc parallel loop gang vector private(off) present(keys[0:NPTS], idx[0:NPTS], tk[0:NPTS], ti[0:NPTS])
            for (int b = 0; b < NBLK; b++) {
                for (int d = 0; d < 256; d++) off[d] = hist[d * NBLK + b];
                for (int i = b * CHUNK; i < (b + 1) * CHUNK && i < NPTS; i++) {
                    int d = (int)((keys[i] >> sh) & 255u);
                    tk[off[d]] = keys[i];
                    ti[off[d]++] = idx[i];
                }
            }
            unsigned *t = keys; keys = tk; tk = t;
            int *u = idx; idx = ti; ti = u;
        }
    }
    /* four passes: the result is back in k0/i0 */
    unsigned (*ref)[2] = malloc(NPTS * sizeof *ref);
    for (int i = 0; i < NPTS; i++) {
        unsigned x = (unsigned)(px[i] * 1023.0f), y = (unsigned)(py[i] * 1023.0f), z = (unsigned)(pz[i] * 1023.0f);
        ref[i][0] = spread(x) << 2 | spread(y) << 1 | spread(z);
        ref[i][1] = i;
    }
    qsort(ref, NPTS, sizeof *ref, cmp_key);
    int bad = 0;
    for (int i = 0; i < NPTS; i++) bad += keys[i] != ref[i][0] || idx[i] != (int)ref[i][1];
    CHECK(keys == k0 && idx == i0);
    CHECK(bad == 0);
    free(px); free(py); free(pz); free(k0); free(k1); free(i0); free(i1); free(hist); free(ref);
    CHECK_DONE();
}
