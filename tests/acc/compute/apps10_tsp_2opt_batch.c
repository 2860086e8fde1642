/* 2-opt local search for a batch of travelling-salesman tours, as metaheuristic codes offload
 * it: one tour per gang of a `parallel loop gang num_gangs(NT) vector_length(64)`, each
 * improvement round scanning every (i, j) move with a `loop vector collapse(2)` whose best
 * move is a `reduction(max:best)` of a packed (gain, i, j) key, then the segment reversal in
 * gang-redundant code choosing it and a `loop vector` swapping the pairs (each pair one lane);
 * the rounds a `while` on the gang's found move; the city coordinates shared, the tours and
 * lengths written per gang. The coordinates are integers, so the squared distances are exact
 * (no FMA contraction can change them) and the device chooses the moves the host does.
 * Checked against the host's identical search. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NC 48
#define NT 16
#define MAXR 200

#pragma acc routine seq
static float dist(const float *x, const float *y, int a, int b) { float dx = x[a] - x[b], dy = y[a] - y[b]; return sqrtf(dx * dx + dy * dy); }

static long long key_of(float gain, int i, int j);
#pragma acc routine(key_of) seq
static long long key_of(float gain, int i, int j) { return ((long long)(gain * 65536.0f) << 16) | (i << 8) | j; }

static int host_search(const float *x, const float *y, int *t)
{
    int rounds = 0;
    while (rounds < MAXR) {
        long long best = 0;
        for (int i = 1; i < NC - 1; i++)
            for (int j = i + 1; j < NC; j++) {
                int a = t[i - 1], b = t[i], c = t[j], d = t[(j + 1) % NC];
                float g = dist(x, y, a, b) + dist(x, y, c, d) - dist(x, y, a, c) - dist(x, y, b, d);
                if (g > 1e-4f) { long long k = key_of(g, i, j); if (k > best) best = k; }
            }
        if (best == 0) break;
        int i = (int)((best >> 8) & 255), j = (int)(best & 255);
        for (int k = 0; k < (j - i + 1) / 2; k++) { int tmp = t[i + k]; t[i + k] = t[j - k]; t[j - k] = tmp; }
        rounds++;
    }
    return rounds;
}

int main(void)
{
    float x[NC], y[NC];
    int *tours = malloc(NT * NC * sizeof(int)), *ht = malloc(NT * NC * sizeof(int)), rounds[NT];
    float len[NT];
    unsigned s = 71;
    for (int c = 0; c < NC; c++) {
        s = s * 1103515245u + 12345u; x[c] = (float)((s >> 16) % 1000);
        s = s * 1103515245u + 12345u; y[c] = (float)((s >> 16) % 1000);
    }
    for (int t = 0; t < NT; t++) {
        for (int c = 0; c < NC; c++) tours[t * NC + c] = c;
        for (int c = NC - 1; c > 1; c--) {   /* Fisher-Yates, city 0 first */
            s = s * 1103515245u + 12345u;
            int r = 1 + (int)((s >> 16) % c), tmp = tours[t * NC + c];
            tours[t * NC + c] = tours[t * NC + r]; tours[t * NC + r] = tmp;
        }
    }
    memcpy(ht, tours, NT * NC * sizeof(int));
#pragma acc parallel loop gang num_gangs(NT) vector_length(64) copyin(x, y) copy(tours[0:NT*NC]) copyout(rounds, len)
    for (int t = 0; t < NT; t++) {
        int *tr = tours + t * NC, r = 0, more = 1;
        while (more && r < MAXR) {
            long long best = 0;
#pragma acc loop vector collapse(2) reduction(max:best)
            for (int i = 1; i < NC - 1; i++)
                for (int j = 2; j < NC; j++) {
                    if (j <= i) continue;
                    int a = tr[i - 1], b = tr[i], c = tr[j], d = tr[(j + 1) % NC];
                    float g = dist(x, y, a, b) + dist(x, y, c, d) - dist(x, y, a, c) - dist(x, y, b, d);
                    if (g > 1e-4f) { long long k = key_of(g, i, j); if (k > best) best = k; }
                }
            if (best == 0) more = 0;
            else {
                int i = (int)((best >> 8) & 255), j = (int)(best & 255);
#pragma acc loop vector
                for (int k = 0; k < (j - i + 1) / 2; k++) { int tmp = tr[i + k]; tr[i + k] = tr[j - k]; tr[j - k] = tmp; }
                r++;
            }
        }
        float l = 0;
#pragma acc loop vector reduction(+:l)
        for (int c = 0; c < NC; c++) l += dist(x, y, tr[c], tr[(c + 1) % NC]);
        rounds[t] = r;
        len[t] = l;
    }
    int bad = 0;
    for (int t = 0; t < NT; t++) {
        int hr = host_search(x, y, ht + t * NC);
        bad += hr != rounds[t] || memcmp(ht + t * NC, tours + t * NC, NC * sizeof(int)) != 0;
        float l = 0;
        for (int c = 0; c < NC; c++) l += dist(x, y, ht[t * NC + c], ht[t * NC + (c + 1) % NC]);
        bad += fabsf(l - len[t]) > 1e-3f * l;
        bad += rounds[t] == 0;
    }
    CHECK(bad == 0);
    free(tours); free(ht);
    CHECK_DONE();
}
