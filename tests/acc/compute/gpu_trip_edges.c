/* OpenACC 3.3, 2.9 (loop construct, 2.9.2-2.9.4 levels): trip counts of 0, 1, 31, 32, 33, 63,
 * 65 and 1025 (around the warp size and the block size) at every level and combination of
 * levels: every iteration runs exactly once (each marks its own slot), none runs for a zero
 * trip count, and the code after the loop still runs once per gang. */
#include "gpu_check.h"

enum { MAXN = 1100 };
static int mark[MAXN];
static const int trips[] = {0, 1, 31, 32, 33, 63, 65, 1025};

static void reset(void) {
    for (int i = 0; i < MAXN; i++) mark[i] = 0;
}

static void expect(int n, const char *what) {
    int bad = 0;
    for (int i = 0; i < MAXN; i++) bad += mark[i] != (i < n ? 1 : 0);
    if (bad) fprintf(stderr, "%s n=%d: %d wrong slots\n", what, n, bad);
    CHECK(bad == 0);
}

int main(void) {
    for (unsigned t = 0; t < sizeof trips / sizeof trips[0]; t++) {
        int n = trips[t];
        int after = 0;

        reset();
#pragma acc parallel loop gang num_gangs(32) copy(mark)
        for (int i = 0; i < n; i++) mark[i] += 1;
        expect(n, "gang");

        reset();
#pragma acc parallel num_gangs(1) num_workers(8) vector_length(1) copy(mark)
        {
#pragma acc loop worker
            for (int i = 0; i < n; i++) mark[i] += 1;
        }
        expect(n, "worker");

        reset();
#pragma acc parallel num_gangs(1) vector_length(32) copy(mark)
        {
#pragma acc loop vector
            for (int i = 0; i < n; i++) mark[i] += 1;
        }
        expect(n, "vector");

        reset();
#pragma acc parallel loop gang vector num_gangs(3) vector_length(32) copy(mark)
        for (int i = 0; i < n; i++) mark[i] += 1;
        expect(n, "gang vector");

        reset();
#pragma acc parallel loop gang worker vector num_gangs(2) num_workers(3) vector_length(32) copy(mark)
        for (int i = 0; i < n; i++) mark[i] += 1;
        expect(n, "gang worker vector");

        reset();
#pragma acc parallel num_gangs(1) num_workers(4) vector_length(32) copy(mark)
        {
#pragma acc loop worker vector
            for (int i = 0; i < n; i++) mark[i] += 1;
        }
        expect(n, "worker vector");

        /* Inner loops with the trip count inside a gang loop of 3, and code after them. */
        reset();
#pragma acc parallel loop gang num_workers(2) vector_length(32) copy(mark, after)
        for (int g = 0; g < 3; g++) {
#pragma acc loop vector
            for (int i = g; i < n; i += 3) mark[i] += 1;
#pragma acc atomic update
            after++;
        }
        expect(n, "vector in gang");
        CHECK(after == 3);

        /* A gang loop with a zero or small trip count and gang-redundant code around it. */
        reset();
        int gr = 0;
#pragma acc parallel num_gangs(5) vector_length(32) copy(mark, gr)
        {
#pragma acc loop gang vector
            for (int i = 0; i < n; i++) mark[i] += 1;
#pragma acc atomic update
            gr++;
        }
        expect(n, "gang vector in region");
        CHECK_GANGS(gr, 5);

        /* A reduction over the trip count. */
        long long cnt = 7;
#pragma acc parallel loop gang worker vector num_workers(2) reduction(+:cnt)
        for (int i = 0; i < n; i++) cnt += i;
        CHECK(cnt == 7 + (long long)n * (n - 1) / 2);
    }
    CHECK_DONE();
}
