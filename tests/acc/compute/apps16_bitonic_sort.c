/* Bitonic sorting as GPU codes port it, two ways: (1) one array of 2^12 float keys carrying an
 * int payload, sorted by a host loop over the (k, j) stages whose compare-exchange is a
 * `parallel loop` in a helper with `present` (2.7.5), all inside one `data` region (2.6.5) so
 * nothing moves between stages; (2) 48 segments of 256 unsigned keys, each sorted by one gang in
 * one construct, the stages sequential inside the gang and each stage's compare-exchange a
 * `loop vector` (2.9.4), the segment's direction alternating by a `routine seq` predicate.
 * Results are checked against qsort; the payload must be the matching permutation. */
#include <string.h>
#include "check.h"

#define LOGN 12
#define NK (1 << LOGN)
#define SEG 256
#define NSEG 48

#pragma acc routine seq
static inline int ascending(int seg)
{
    return (seg & 1) == 0;
}

static void stage(float *restrict key, int *restrict val, int n, int k, int j)
{
#pragma acc parallel loop gang vector present(key[0:n], val[0:n])
    for (int i = 0; i < n; i++) {
        int l = i ^ j;
        if (l > i) {
            int up = (i & k) == 0;
            float a = key[i], b = key[l];
            /* ties broken by payload: a total order, so the result is unique */
            int swap = up ? (a > b || (a == b && val[i] > val[l]))
                          : (a < b || (a == b && val[i] < val[l]));
            if (swap) {
                key[i] = b;
                key[l] = a;
                int t = val[i];
                val[i] = val[l];
                val[l] = t;
            }
        }
    }
}

static int cmpf(const void *a, const void *b)
{
    float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

static int cmpu(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    float *key = malloc(NK * sizeof(float)), *orig = malloc(NK * sizeof(float));
    int *val = malloc(NK * sizeof(int));
    unsigned s = 77u;
    for (int i = 0; i < NK; i++) {
        s = s * 1664525u + 1013904223u;
        key[i] = orig[i] = (float)((s >> 12) % 1000) * 0.5f - 100.0f; /* many ties */
        val[i] = i;
    }
#pragma acc data copy(key[0:NK], val[0:NK])
    {
        for (int k = 2; k <= NK; k <<= 1)
            for (int j = k >> 1; j > 0; j >>= 1) stage(key, val, NK, k, j);
    }
    qsort(orig, NK, sizeof(float), cmpf);
    int bad = 0, perm = 0;
    char *seen = calloc(NK, 1);
    for (int i = 0; i < NK; i++) {
        bad += key[i] != orig[i];
        if (i > 0 && key[i] == key[i - 1]) perm += val[i] < val[i - 1];
        if (val[i] >= 0 && val[i] < NK) perm += seen[val[i]]++;
        else perm++;
    }
    /* the payload points back at a key of the same value in the input */
    s = 77u;
    float *in = malloc(NK * sizeof(float));
    for (int i = 0; i < NK; i++) {
        s = s * 1664525u + 1013904223u;
        in[i] = (float)((s >> 12) % 1000) * 0.5f - 100.0f;
    }
    for (int i = 0; i < NK; i++) perm += in[val[i]] != key[i];
    CHECK(bad == 0);
    CHECK(perm == 0);

    /* (2) segments sorted by one gang each, alternating direction */
    unsigned *u = malloc(NSEG * SEG * sizeof(unsigned)), *ref = malloc(NSEG * SEG * sizeof(unsigned));
    for (int i = 0; i < NSEG * SEG; i++) {
        s = s * 1664525u + 1013904223u;
        u[i] = ref[i] = s >> 4;
    }
#pragma acc parallel loop gang num_gangs(NSEG) vector_length(64) copy(u[0:NSEG * SEG])
    for (int g = 0; g < NSEG; g++) {
        unsigned *x = u + g * SEG;
        int dir = ascending(g);
        for (int k = 2; k <= SEG; k <<= 1)
            for (int j = k >> 1; j > 0; j >>= 1) {
#pragma acc loop vector
                for (int i = 0; i < SEG; i++) {
                    int l = i ^ j;
                    if (l > i) {
                        int up = ((i & k) == 0) == dir;
                        unsigned a = x[i], b = x[l];
                        if (up ? a > b : a < b) {
                            x[i] = b;
                            x[l] = a;
                        }
                    }
                }
            }
    }
    int bad2 = 0;
    for (int g = 0; g < NSEG; g++) {
        qsort(ref + g * SEG, SEG, sizeof(unsigned), cmpu);
        for (int i = 0; i < SEG; i++) {
            unsigned want = ascending(g) ? ref[g * SEG + i] : ref[g * SEG + SEG - 1 - i];
            bad2 += u[g * SEG + i] != want;
        }
    }
    CHECK(bad2 == 0);
    printf("bitonic: %d keys, wrong %d, payload errors %d; %d segments, wrong %d\n", NK, bad, perm,
           NSEG, bad2);
    free(seen);
    CHECK_DONE();
}
