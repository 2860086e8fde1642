/* Scanning DNA for transcription-factor binding sites with position weight matrices, as
 * bioinformatics codes offload it: the log-odds matrices of several motifs `declare`d globals
 * (`declare create` filled on the host and pushed by `update device`), the genome encoded 2 bits
 * per base, every (motif, position, strand) scored in a `parallel loop collapse(2)
 * default(present)` (2.5.16) nest with the reverse complement computed on the fly, the motif's
 * bases read through a `cache` directive (2.10) on the window, hits above threshold appended to
 * a list with the block form of `atomic capture` (`{ slot = nhit; nhit++; }`, 2.12), and the
 * best score per motif a `reduction(max:best[0:NM])` array reduction. Checked against the
 * host's scan (hit lists compared after sorting). */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define GLEN 6000
#define NM 3
#define ML 8
#define MAXHIT 2048

static float PWM[NM][ML][4];
#pragma acc declare create(PWM)

static int cmp(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }

#pragma acc routine seq
static float score_at(int m, const unsigned char *g, int p, int rc)
{
    float sc = 0;
    for (int k = 0; k < ML; k++) {
        int b = rc ? 3 - g[p + ML - 1 - k] : g[p + k];
        sc += PWM[m][k][b];
    }
    return sc;
}

int main(void)
{
    static const char *cons[NM] = {"TGACGTCA", "GGGACTTT", "CACGTGAC"};
    for (int m = 0; m < NM; m++)
        for (int k = 0; k < ML; k++) {
            int want = cons[m][k] == 'A' ? 0 : cons[m][k] == 'C' ? 1 : cons[m][k] == 'G' ? 2 : 3;
            for (int b = 0; b < 4; b++) PWM[m][k][b] = b == want ? 1.2f : -0.9f - 0.1f * (float)((b + k) % 3);
        }
#pragma acc update device(PWM)
    unsigned char *g = malloc(GLEN);
    unsigned s = 55;
    for (int i = 0; i < GLEN; i++) { s = s * 1103515245u + 12345u; g[i] = (s >> 16) & 3; }
    for (int k = 0; k < 12; k++) {   /* plant sites, some reverse-complemented */
        int m = k % NM, p = 300 + k * 450, rc = k & 1;
        for (int j = 0; j < ML; j++) {
            int c = cons[m][j] == 'A' ? 0 : cons[m][j] == 'C' ? 1 : cons[m][j] == 'G' ? 2 : 3;
            if (rc) g[p + ML - 1 - j] = (unsigned char)(3 - c); else g[p + j] = (unsigned char)c;
        }
    }
    int *hits = malloc(MAXHIT * sizeof(int)), nhit = 0;
    float best[NM] = {-1e30f, -1e30f, -1e30f};
    const float thr = 7.0f;
    const int npos = GLEN - ML + 1;
#pragma acc data copyin(g[0:GLEN]) copyout(hits[0:MAXHIT]) copy(nhit)
    {
#pragma acc parallel loop collapse(2) default(present) reduction(max:best[0:NM])
        for (int m = 0; m < NM; m++)
            for (int p = 0; p < npos; p++) {
#pragma acc cache(g[p:ML])
                for (int rc = 0; rc < 2; rc++) {
                    float sc = score_at(m, g, p, rc);
                    if (sc > best[m]) best[m] = sc;
                    if (sc >= thr) {
                        int slot;
#pragma acc atomic capture
                        { slot = nhit; nhit++; }
                        if (slot < MAXHIT) hits[slot] = (m * GLEN + p) * 2 + rc;
                    }
                }
            }
    }
    int *ref = malloc(MAXHIT * sizeof(int)), nref = 0;
    float hb[NM] = {-1e30f, -1e30f, -1e30f};
    for (int m = 0; m < NM; m++)
        for (int p = 0; p < npos; p++)
            for (int rc = 0; rc < 2; rc++) {
                float sc = score_at(m, g, p, rc);
                if (sc > hb[m]) hb[m] = sc;
                if (sc >= thr && nref < MAXHIT) ref[nref++] = (m * GLEN + p) * 2 + rc;
            }
    CHECK(nhit == nref && nhit >= 12 && nhit < MAXHIT);
    qsort(hits, nhit < MAXHIT ? nhit : MAXHIT, sizeof(int), cmp);
    int bad = 0;
    for (int k = 0; k < nref && k < nhit; k++) bad += hits[k] != ref[k];
    CHECK(bad == 0);
    for (int m = 0; m < NM; m++) CHECK(fabsf(best[m] - hb[m]) < 1e-5f && fabsf(best[m] - 9.6f) < 1e-4f);
    free(g); free(hits); free(ref);
    CHECK_DONE();
}
