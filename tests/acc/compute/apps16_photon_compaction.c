/* Monte-Carlo photon transport through a slab with stream compaction, as transport codes port
 * it: each step moves every live photon by an exponential free path (`log`, `cos` from a
 * counter-based hash RNG in a `routine seq`, so the result does not depend on the order of the
 * threads), scores absorbed weight into depth bins with `atomic update` (2.12), and copies the
 * survivors to the next buffer at a slot taken by `atomic capture` (`slot = n_next++`, 2.12);
 * two independent beams run on queues 1 and 2 (`async`, 2.16.1) and the tally of both is merged
 * on queue 3 after `wait(1, 2) async(3)` (2.16.2), one `wait(3)` at the end. Photons are
 * structs (`photon_t`: id, depth, direction cosine, weight) in `create`d device buffers
 * swapped by pointer between steps, the live counts read back by `update self` of a scalar
 * each step (2.14.4). The tally and the final photons (by id) must equal plain C's. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NPH 3000
#define NBINS 20
#define SLAB 4.0
#define MAXSTEP 5

typedef struct {
    int id;
    double z, mu, w;
} photon_t;

#pragma acc routine seq
static double uniform(unsigned id, unsigned step, unsigned k)
{
    unsigned h = id * 0x9E3779B1u ^ (step * 0x85EBCA77u + k * 0xC2B2AE3Du);
    h ^= h >> 16;
    h *= 0x7FEB352Du;
    h ^= h >> 15;
    h *= 0x846CA68Bu;
    h ^= h >> 16;
    return ((h >> 8) + 0.5) / 16777216.0;
}

/* one step of a photon: returns 1 if it stays in the slab, alive */
#pragma acc routine seq
static int advance(photon_t *p, int step, double *absorbed, int *bin)
{
    double s = -log(uniform(p->id, step, 0));
    p->z += s * p->mu;
    if (p->z < 0.0 || p->z >= SLAB) return 0;
    *bin = (int)(p->z / SLAB * NBINS);
    *absorbed = p->w * 0.3;
    p->w -= *absorbed;
    p->mu = cos(M_PI * uniform(p->id, step, 1));
    return p->w > 0.05;
}

static void beam_init(photon_t *b, int idbase, double mu0)
{
    for (int i = 0; i < NPH; i++) b[i] = (photon_t){idbase + i, 0.0, mu0, 1.0};
}

/* the transport of one beam on queue q: photons in a[0:n], tally into t; the survivors end
 * in the buffer *out (a or b, by the number of swaps) */
static int run_beam(photon_t *a, photon_t *b, double *t, int q, photon_t **out)
{
    int n = NPH;
#pragma acc enter data copyin(a[0:NPH]) create(b[0:NPH]) async(q)
#pragma acc parallel loop present(t[0:NBINS]) async(q)
    for (int k = 0; k < NBINS; k++) t[k] = 0.0;
    for (int step = 0; step < MAXSTEP && n > 0; step++) {
        int nn = 0;
#pragma acc parallel loop gang vector present(a[0:NPH], b[0:NPH], t[0:NBINS]) copy(nn) async(q)
        for (int i = 0; i < n; i++) {
            photon_t p = a[i];
            double ab = 0.0;
            int bin = 0, slot;
            int alive = advance(&p, step, &ab, &bin);
            if (ab > 0.0) {
#pragma acc atomic update
                t[bin] += ab;
            }
            if (alive) {
#pragma acc atomic capture
                slot = nn++;
                b[slot] = p;
            }
        }
#pragma acc wait(q)
        photon_t *x = a;
        a = b;
        b = x;
        n = nn;
    }
#pragma acc exit data copyout(a[0:NPH]) delete(b[0:NPH]) async(q)
    *out = a;
    return n;
}

static int run_beam_host(photon_t *a, photon_t *b, double *t, photon_t **out)
{
    int n = NPH;
    memset(t, 0, NBINS * sizeof(double));
    for (int step = 0; step < MAXSTEP && n > 0; step++) {
        int nn = 0;
        for (int i = 0; i < n; i++) {
            photon_t p = a[i];
            double ab = 0.0;
            int bin = 0;
            int alive = advance(&p, step, &ab, &bin);
            if (ab > 0.0) t[bin] += ab;
            if (alive) b[nn++] = p;
        }
        photon_t *x = a;
        a = b;
        b = x;
        n = nn;
    }
    *out = a;
    return n;
}

static int by_id(const void *x, const void *y)
{
    return ((const photon_t *)x)->id - ((const photon_t *)y)->id;
}

int main(void)
{
    photon_t *a1 = malloc(NPH * sizeof(photon_t)), *b1 = malloc(NPH * sizeof(photon_t));
    photon_t *a2 = malloc(NPH * sizeof(photon_t)), *b2 = malloc(NPH * sizeof(photon_t));
    photon_t *h1 = malloc(NPH * sizeof(photon_t)), *g1 = malloc(NPH * sizeof(photon_t));
    photon_t *h2 = malloc(NPH * sizeof(photon_t)), *g2 = malloc(NPH * sizeof(photon_t));
    double t1[NBINS], t2[NBINS], tot[NBINS], ht1[NBINS], ht2[NBINS];
    beam_init(a1, 0, 1.0);
    beam_init(a2, NPH, 0.5);
    beam_init(h1, 0, 1.0);
    beam_init(h2, NPH, 0.5);
#pragma acc data create(t1, t2) copyout(tot)
    {
        photon_t *s1, *s2, *r1, *r2;
        int n1 = run_beam(a1, b1, t1, 1, &s1);
        int n2 = run_beam(a2, b2, t2, 2, &s2);
#pragma acc parallel loop present(t1, t2, tot) wait(1, 2) async(3)
        for (int k = 0; k < NBINS; k++) tot[k] = t1[k] + t2[k];
        /* queue 3 waited for everything queues 1 and 2 held, the copies out of the
         * survivors included: one wait for it covers all three */
#pragma acc wait(3)
        int m1 = run_beam_host(h1, g1, ht1, &r1), m2 = run_beam_host(h2, g2, ht2, &r2);
        CHECK(n1 == m1 && n2 == m2);
        CHECK(n1 > 100 && n2 > 100); /* five steps: many photons still live */
        printf("photons: %d and %d live after %d steps\n", n1, n2, MAXSTEP);
        /* the survivors' order depends on the threads: compare them sorted by id */
        int nn[2] = {n1, n2};
        photon_t *dev[2] = {s1, s2}, *ref[2] = {r1, r2};
        for (int b = 0; b < 2; b++) {
            qsort(dev[b], nn[b], sizeof(photon_t), by_id);
            qsort(ref[b], nn[b], sizeof(photon_t), by_id);
            double e = 0;
            int ids = 0;
            for (int i = 0; i < nn[b]; i++) {
                ids += dev[b][i].id != ref[b][i].id;
                e = fmax(e, fabs(dev[b][i].z - ref[b][i].z) + fabs(dev[b][i].w - ref[b][i].w));
            }
            CHECK(ids == 0 && e < 1e-9);
        }
    }
    double et = 0, sum = 0;
    for (int k = 0; k < NBINS; k++) {
        et = fmax(et, fabs(tot[k] - (ht1[k] + ht2[k])));
        sum += tot[k];
    }
    CHECK(et < 1e-9);
    CHECK(sum > 100.0);
    printf("photons: absorbed %.4f, tally error %.2e\n", sum, et);
    CHECK_DONE();
}
