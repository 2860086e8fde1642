/* OpenACC 3.3, 2.12 (atomic): the histogram pattern under contention — many gangs and lanes
 * incrementing a few bins (int, unsigned long long and float bins), bins that are members of a
 * struct, elements of a 2-D array, a file-scope array, and bins updated from a seq routine
 * through a pointer parameter; atomics inside worker and vector loops. */
#include "check.h"

enum { N = 100000, B = 7 };

struct stats {
    int count;
    double sum;
    long long hist[B];
};

static unsigned gbins[B];

#pragma acc routine seq
static void bump(unsigned long long *bins, int b) {
#pragma acc atomic update
    bins[b] += 1;
}

int main(void) {
    int *data = (int *)malloc(N * sizeof(int));
    for (int i = 0; i < N; i++) data[i] = (i * 2654435761u) % 1000;
    int hist[B] = {0};
    unsigned long long uhist[B] = {0};
    float fhist[B] = {0};
    struct stats st = {0, 0, {0}};
    static int h2[3][B];
    int want[B] = {0};
    for (int i = 0; i < N; i++) want[data[i] % B]++;

#pragma acc parallel loop gang vector num_gangs(200) vector_length(128) copyin(data[0:N]) \
    copy(hist, uhist, fhist, st, h2, gbins)
    for (int i = 0; i < N; i++) {
        int b = data[i] % B;
#pragma acc atomic update
        hist[b]++;
        bump(uhist, b);
#pragma acc atomic
        fhist[b] += 1.0f;
#pragma acc atomic update
        st.count += 1;
#pragma acc atomic update
        st.sum += 0.5;
#pragma acc atomic update
        st.hist[b] += 2;
#pragma acc atomic update
        h2[i % 3][b] += 1;
#pragma acc atomic update
        gbins[b] += 3u;
    }
    for (int b = 0; b < B; b++) {
        CHECK(hist[b] == want[b]);
        CHECK(uhist[b] == (unsigned long long)want[b]);
        CHECK(fhist[b] == (float)want[b]);
        CHECK(st.hist[b] == 2LL * want[b]);
        CHECK(gbins[b] == 3u * want[b]);
        CHECK(h2[0][b] + h2[1][b] + h2[2][b] == want[b]);
    }
    CHECK(st.count == N);
    CHECK(st.sum == N * 0.5);
    for (int r = 0; r < 3; r++) {
        int w[B] = {0};
        for (int i = r; i < N; i += 3) w[data[i] % B]++;
        for (int b = 0; b < B; b++) CHECK(h2[r][b] == w[b]);
    }

    /* Atomics in worker and vector loops of one gang loop: one bin per gang iteration row. */
    static int rows[50];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(rows) copyin(data[0:N])
    for (int r = 0; r < 50; r++) {
#pragma acc loop worker
        for (int w = 0; w < 8; w++) {
#pragma acc loop vector
            for (int k = 0; k < 250; k++) {
                int v = data[(r * 8 + w) * 250 + k];
#pragma acc atomic update
                rows[r] += v % 2;
            }
        }
    }
    for (int r = 0; r < 50; r++) {
        int w = 0;
        for (int i = r * 2000; i < (r + 1) * 2000; i++) w += data[i] % 2;
        CHECK(rows[r] == w);
    }
    free(data);
    CHECK_DONE();
}
