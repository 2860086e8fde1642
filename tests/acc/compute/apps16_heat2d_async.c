/* A 2-D heat equation (explicit five-point stencil, fixed boundary) with async double
 * buffering, as simulation codes overlap output with compute: two device buffers swapped by
 * pointer each step, the stencil on queue 1 (`async(1)`, 2.16.1) and every 8th state copied to
 * the host on queue 2 (`update self(...) async(2) wait(1)`, 2.14.4, 2.16.2) while queue 1 goes
 * on; the next step's kernel waits for queue 2 (`wait(2)` clause: it overwrites the buffer being
 * copied only one step later, but the clause keeps it simple), and the host, after `#pragma acc
 * wait(2)` (2.16.3), reduces the checkpoint while the device computes. Uses: `collapse(2)`,
 * `present` on pointers swapped each step, a `data` region with `copyin` of both buffers, a final
 * `wait` before the copy out and a `reduction(max:)` of the last change on queue 1 with
 * `wait(1)` before reading it. Checkpoints and the result must equal the same steps in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NXH 64
#define NYH 48
#define NSTEP 40
#define EVERY 8

static void init(float *u)
{
    for (int j = 0; j < NYH; j++)
        for (int i = 0; i < NXH; i++) {
            float v = 0.0f;
            if (j == 0) v = 1.0f;                   /* hot top edge */
            if (i == NXH - 1) v = 0.5f;             /* warm right edge */
            if (j > 20 && j < 28 && i > 30 && i < 38) v = 2.0f; /* a hot spot inside */
            u[j * NXH + i] = v;
        }
}

static void step_host(const float *u, float *w, float c)
{
    for (int j = 1; j < NYH - 1; j++)
        for (int i = 1; i < NXH - 1; i++) {
            int k = j * NXH + i;
            w[k] = u[k] + c * (u[k - 1] + u[k + 1] + u[k - NXH] + u[k + NXH] - 4.0f * u[k]);
        }
}

static double sum_of(const float *u)
{
    double s = 0;
    for (int k = 0; k < NXH * NYH; k++) s += u[k];
    return s;
}

int main(void)
{
    const int n = NXH * NYH;
    const float c = 0.2f;
    float *ua = malloc(n * sizeof(float)), *ub = malloc(n * sizeof(float));
    float *ha = malloc(n * sizeof(float)), *hb = malloc(n * sizeof(float));
    init(ua);
    init(ub);
    init(ha);
    init(hb);
    double ck[NSTEP / EVERY + 1], ckh[NSTEP / EVERY + 1];
    int nck = 0, pending = -1;

    float *uold = ua, *unew = ub;
    float change = 0.0f;
#pragma acc data copyin(ua[0:n], ub[0:n])
    {
        for (int s = 0; s < NSTEP; s++) {
#pragma acc parallel loop collapse(2) gang vector async(1) wait(2) present(uold[0:n], unew[0:n])
            for (int j = 1; j < NYH - 1; j++)
                for (int i = 1; i < NXH - 1; i++) {
                    int k = j * NXH + i;
                    unew[k] = uold[k] + c * (uold[k - 1] + uold[k + 1] + uold[k - NXH] +
                                             uold[k + NXH] - 4.0f * uold[k]);
                }
            if (pending >= 0) { /* the checkpoint queued last step: consume it now */
#pragma acc wait(2)
                ck[nck++] = sum_of(pending ? ub : ua);
                pending = -1;
            }
            if (s % EVERY == EVERY - 1) {
#pragma acc update self(unew[0:n]) async(2) wait(1)
                pending = unew == ub;
            }
            float *t = uold;
            uold = unew;
            unew = t;
        }
        if (pending >= 0) {
#pragma acc wait(2)
            ck[nck++] = sum_of(pending ? ub : ua);
        }
        /* the last change, between the last two states, on queue 1 after the last step */
#pragma acc parallel loop collapse(2) async(1) present(uold[0:n], unew[0:n]) reduction(max:change)
        for (int j = 0; j < NYH; j++)
            for (int i = 0; i < NXH; i++)
                change = fmaxf(change, fabsf(uold[j * NXH + i] - unew[j * NXH + i]));
#pragma acc wait(1)
#pragma acc update self(uold[0:n])
    }
    /* the reference */
    int nckh = 0;
    float *ho = ha, *hn = hb;
    for (int s = 0; s < NSTEP; s++) {
        step_host(ho, hn, c);
        if (s % EVERY == EVERY - 1) ckh[nckh++] = sum_of(hn);
        float *t = ho;
        ho = hn;
        hn = t;
    }
    float hchange = 0.0f, err = 0.0f;
    for (int k = 0; k < n; k++) {
        hchange = fmaxf(hchange, fabsf(ho[k] - hn[k]));
        err = fmaxf(err, fabsf(uold[k] - ho[k]));
    }
    CHECK(nck == NSTEP / EVERY && nckh == nck);
    /* a GPU contracts the stencil's multiply-adds: a few float ulps per cell and step */
    for (int q = 0; q < nck && q < nckh; q++) CHECK(fabs(ck[q] - ckh[q]) < 1e-6 * ckh[q]);
    CHECK(err < 1e-6f);
    CHECK(fabsf(change - hchange) < 1e-7f);
    CHECK(change > 0.0f);
    printf("heat2d async: %d checkpoints, last sum %.5f, |u - host| %.2e, last change %.3e\n",
           nck, nck ? ck[nck - 1] : 0.0, err, change);
    CHECK_DONE();
}
