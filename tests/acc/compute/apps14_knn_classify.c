/* Brute-force k-nearest-neighbour classification as a machine-learning code ports it (spec
 * 2.9.10 `private` arrays of the k best distances and labels per query, 2.15.1 a routine seq
 * insertion into the sorted list through pointers to those private arrays, 2.9 gang over
 * queries with a `vector` loop computing one distance row into a gang-private array, 2.9.11 a
 * reduction(+) counting correct votes and a reduction(min) over the nearest distance, 2.7.6
 * enter/exit data in init/finalize helpers, 2.14.4 update device of new queries). Coordinates
 * are small integers in `short`, distances `long`, so every distance, tie break (lower index
 * first) and vote is exact: the neighbours and labels must equal plain C. */
#include <string.h>
#include "check.h"

#define NTRAIN 1000
#define NQ 120
#define DIM 8
#define KNN 7
#define NCLASS 4
#define TR(i, d) train[(i) * DIM + (d)]
#define QU(i, d) query[(i) * DIM + (d)]

typedef short coord_t;
typedef long dist_t;

#pragma acc routine seq
static void insert(dist_t *bd, int *bi, dist_t d, int idx)
{
    /* bd is sorted ascending; (d, idx) goes in if it beats the last */
    if (d > bd[KNN - 1] || (d == bd[KNN - 1] && idx > bi[KNN - 1])) return;
    int k = KNN - 1;
    while (k > 0 && (bd[k - 1] > d || (bd[k - 1] == d && bi[k - 1] > idx))) {
        bd[k] = bd[k - 1];
        bi[k] = bi[k - 1];
        k--;
    }
    bd[k] = d;
    bi[k] = idx;
}

#pragma acc routine seq
static int vote(const int *bi, const unsigned char *label)
{
    int cnt[NCLASS] = {0}, best = 0;
    for (int k = 0; k < KNN; k++) cnt[label[bi[k]]]++;
    for (int c = 1; c < NCLASS; c++)
        if (cnt[c] > cnt[best]) best = c;
    return best;
}

static void knn_host(const coord_t *train, const unsigned char *label, const coord_t *query,
                     int *nbr, int *cls)
{
    for (int q = 0; q < NQ; q++) {
        dist_t bd[KNN];
        int bi[KNN];
        for (int k = 0; k < KNN; k++) { bd[k] = 1L << 40; bi[k] = NTRAIN; }
        for (int i = 0; i < NTRAIN; i++) {
            dist_t d = 0;
            for (int c = 0; c < DIM; c++) {
                dist_t t = TR(i, c) - QU(q, c);
                d += t * t;
            }
            insert(bd, bi, d, i);
        }
        for (int k = 0; k < KNN; k++) nbr[q * KNN + k] = bi[k];
        cls[q] = vote(bi, label);
    }
}

static void dev_init(const coord_t *train, const unsigned char *label, const coord_t *query)
{
#pragma acc enter data copyin(train[0:NTRAIN * DIM], label[0:NTRAIN]) create(query[0:NQ * DIM])
}

static void dev_fini(const coord_t *train, const unsigned char *label, const coord_t *query)
{
#pragma acc exit data delete(train[0:NTRAIN * DIM], label[0:NTRAIN], query[0:NQ * DIM])
}

int main(void)
{
    coord_t *train = malloc(sizeof(coord_t) * NTRAIN * DIM), *query = malloc(sizeof(coord_t) * NQ * DIM);
    unsigned char *label = malloc(NTRAIN), *truth = malloc(NQ);
    int *nbr = malloc(sizeof(int) * NQ * KNN), *cls = malloc(sizeof(int) * NQ);
    int *hnbr = malloc(sizeof(int) * NQ * KNN), *hcls = malloc(sizeof(int) * NQ);
    unsigned s = 99u;
    for (int i = 0; i < NTRAIN + NQ; i++) { /* classes are blobs around four corners */
        s = s * 1664525u + 1013904223u;
        int c = (int)((s >> 16) % NCLASS);
        for (int d = 0; d < DIM; d++) {
            s = s * 1664525u + 1013904223u;
            coord_t v = (coord_t)(((c >> (d & 1)) & 1) * 40 + (int)((s >> 16) % 61) - 30);
            if (i < NTRAIN) TR(i, d) = v; else QU(i - NTRAIN, d) = v;
        }
        if (i < NTRAIN) label[i] = (unsigned char)c; else truth[i - NTRAIN] = (unsigned char)c;
    }
    knn_host(train, label, query, hnbr, hcls);

    int correct = 0;
    dist_t dmin = 1L << 40;
    dev_init(train, label, query);
#pragma acc update device(query[0:NQ * DIM])
#pragma acc parallel loop gang num_gangs(64) vector_length(64) present(train[0:NTRAIN * DIM], label[0:NTRAIN], \
    query[0:NQ * DIM]) copyout(nbr[0:NQ * KNN], cls[0:NQ]) copyin(truth[0:NQ]) reduction(+:correct) reduction(min:dmin)
    for (int q = 0; q < NQ; q++) {
        dist_t bd[KNN], row[NTRAIN];
        int bi[KNN];
        for (int k = 0; k < KNN; k++) { bd[k] = 1L << 40; bi[k] = NTRAIN; }
#pragma acc loop vector
        for (int i = 0; i < NTRAIN; i++) {
            dist_t d = 0;
            for (int c = 0; c < DIM; c++) {
                dist_t t = TR(i, c) - QU(q, c);
                d += t * t;
            }
            row[i] = d;
        }
        for (int i = 0; i < NTRAIN; i++) insert(bd, bi, row[i], i);
        for (int k = 0; k < KNN; k++) nbr[q * KNN + k] = bi[k];
        cls[q] = vote(bi, label);
        correct += cls[q] == truth[q];
        if (bd[0] < dmin) dmin = bd[0];
    }
    dev_fini(train, label, query);

    int bad = 0, badc = 0, hcorrect = 0;
    for (int q = 0; q < NQ; q++) {
        for (int k = 0; k < KNN; k++) bad += nbr[q * KNN + k] != hnbr[q * KNN + k];
        badc += cls[q] != hcls[q];
        hcorrect += hcls[q] == truth[q];
    }
    CHECK(bad == 0);
    CHECK(badc == 0);
    CHECK(correct == hcorrect);
    CHECK(correct > NQ * 3 / 4);
    CHECK(dmin >= 0 && dmin < 2000);
    printf("knn: %d/%d correct, nearest distance %ld, %d neighbours and %d classes differ\n", correct, NQ,
           dmin, bad, badc);
    free(train); free(query); free(label); free(truth); free(nbr); free(cls); free(hnbr); free(hcls);
    CHECK_DONE();
}
