/* Lloyd's k-means as a data-mining code ports it (spec 2.7.6 enter data with attach of a
 * struct's member, 2.6.5 data around the iteration loop, 2.9.11 array reductions
 * `reduction(+:sums[0:K*D], counts[0:K])` and a scalar `reduction(+:changed)`, 2.15.1 a
 * `routine seq` static inline helper, 2.14.4 update self of the centroids). The points live in a
 * struct of arrays (`typedef struct { int n, d; float *x; int *lab; } points_t;`) mapped by
 * `enter data copyin(P) copyin(P.x[0:n*d]) create(P.lab[0:n])`; each iteration assigns labels
 * in one gang vector loop, accumulates per-cluster sums in double with array reductions and
 * recomputes the centroids in a second loop over clusters. Labels and centroids must equal the
 * same algorithm run in plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NPTS 3000
#define D 3
#define K 6
#define MAXIT 40
#define X(p, i, c) ((p)->x[(size_t)(i) * D + (c)])

typedef struct {
    int n, d;
    float *x;
    int *lab;
} points_t;

typedef float real;

#pragma acc routine seq
static inline int nearest(const real *restrict pt, const real *restrict cen)
{
    int best = 0;
    real bd = 3.0e38f;
    for (int k = 0; k < K; k++) {
        real s = 0.0f;
        for (int c = 0; c < D; c++) {
            real t = pt[c] - cen[k * D + c];
            s += t * t;
        }
        if (s < bd) { /* strict: the lowest index wins a tie, on host and device alike */
            bd = s;
            best = k;
        }
    }
    return best;
}

static unsigned lcg(unsigned *s)
{
    *s = *s * 1664525u + 1013904223u;
    return *s >> 8;
}

static void make_points(points_t *p, unsigned seed)
{
    static const float ctr[K][D] = {{0, 0, 0}, {8, 1, 0}, {0, 9, 2}, {7, 8, 9}, {-6, 4, 3}, {2, -7, 5}};
    for (int i = 0; i < p->n; i++) {
        int g = (int)(lcg(&seed) % K);
        for (int c = 0; c < D; c++)
            X(p, i, c) = ctr[g][c] + (float)((int)(lcg(&seed) % 2001) - 1000) / 400.0f;
    }
}

/* The plain C reference: the same steps in the same order per point. */
static int kmeans_host(points_t *p, real *cen)
{
    int it;
    for (int i = 0; i < p->n; i++) p->lab[i] = -1;
    for (it = 0; it < MAXIT; it++) {
        double sums[K * D] = {0};
        int counts[K] = {0};
        int changed = 0;
        for (int i = 0; i < p->n; i++) {
            int b = nearest(&X(p, i, 0), cen);
            changed += b != p->lab[i];
            p->lab[i] = b;
            counts[b]++;
            for (int c = 0; c < D; c++) sums[b * D + c] += X(p, i, c);
        }
        for (int k = 0; k < K; k++)
            if (counts[k] > 0)
                for (int c = 0; c < D; c++) cen[k * D + c] = (real)(sums[k * D + c] / counts[k]);
        if (changed == 0) break;
    }
    return it;
}

static void dev_init(points_t *p)
{
#pragma acc enter data copyin(p[0:1])
#pragma acc enter data copyin(p->x[0:p->n * D]) create(p->lab[0:p->n])
}

static void dev_fini(points_t *p)
{
#pragma acc exit data copyout(p->lab[0:p->n]) delete(p->x[0:p->n * D])
#pragma acc exit data delete(p[0:1])
}

static int kmeans_acc(points_t *p, real *cen)
{
    int it;
    int n = p->n;
#pragma acc parallel loop present(p[0:1])
    for (int i = 0; i < n; i++) p->lab[i] = -1;
#pragma acc data copy(cen[0:K * D])
    for (it = 0; it < MAXIT; it++) {
        double sums[K * D];
        int counts[K];
        int changed = 0;
        memset(sums, 0, sizeof sums);
        memset(counts, 0, sizeof counts);
#pragma acc parallel loop gang vector present(p[0:1], cen[0:K * D]) \
    reduction(+:sums[0:K * D], counts[0:K]) reduction(+:changed)
        for (int i = 0; i < n; i++) {
            int b = nearest(&p->x[(size_t)i * D], cen);
            changed += b != p->lab[i];
            p->lab[i] = b;
            counts[b]++;
            for (int c = 0; c < D; c++) sums[b * D + c] += p->x[(size_t)i * D + c];
        }
#pragma acc parallel loop present(cen[0:K * D]) copyin(sums, counts)
        for (int k = 0; k < K; k++)
            if (counts[k] > 0)
                for (int c = 0; c < D; c++) cen[k * D + c] = (real)(sums[k * D + c] / counts[k]);
        if (changed == 0) break;
    }
    return it;
}

int main(void)
{
    points_t a = {NPTS, D, 0, 0}, h = {NPTS, D, 0, 0};
    a.x = malloc(sizeof(float) * NPTS * D);
    a.lab = malloc(sizeof(int) * NPTS);
    h.x = malloc(sizeof(float) * NPTS * D);
    h.lab = malloc(sizeof(int) * NPTS);
    make_points(&a, 12345u);
    memcpy(h.x, a.x, sizeof(float) * NPTS * D);
    real cen_a[K * D], cen_h[K * D];
    for (int k = 0; k < K; k++) /* the first K points start the centroids (Forgy) */
        for (int c = 0; c < D; c++) cen_a[k * D + c] = cen_h[k * D + c] = a.x[k * 97 * D + c];

    int ith = kmeans_host(&h, cen_h);
    dev_init(&a);
    int ita = kmeans_acc(&a, cen_a);
    dev_fini(&a);

    CHECK(ita == ith);
    int bad = 0;
    for (int i = 0; i < NPTS; i++) bad += a.lab[i] != h.lab[i];
    CHECK(bad == 0);
    double err = 0;
    for (int k = 0; k < K * D; k++) err = fmax(err, fabs((double)cen_a[k] - cen_h[k]));
    CHECK(err < 1e-5);
    int cnt[K] = {0};
    for (int i = 0; i < NPTS; i++) cnt[a.lab[i]]++;
    for (int k = 0; k < K; k++) CHECK(cnt[k] > 100); /* every cluster found */
    printf("kmeans: %d iterations, labels differing %d, centroid error %.2e\n", ita, bad, err);
    free(a.x); free(a.lab); free(h.x); free(h.lab);
    CHECK_DONE();
}
