/* OpenACC 3.3, 2.9.1 (collapse): a gang-partitioned collapsed nest runs each iteration of the
 * rectangular space exactly once, whatever the trip counts (the GPU code splits the linear
 * index with divisions by multiplication, exact below 2^31, and a 64-bit path above): inner
 * trip counts of 1, 2, 3, 7, 31, 33, 510, 4097; bounds and steps that are not 0 and 1. (Nests
 * of more than 2^31 iterations, the 64-bit path: gpu_trip_large.c.) */
#include <string.h>
#include "check.h"

static int hits[5000 * 7];

static void nest2(int n1, int n2, int lo2, int st2) {
    memset(hits, 0, sizeof hits);
#pragma acc parallel loop collapse(2) copy(hits)
    for (int i = 0; i < n1; i++)
        for (int j = lo2; j < lo2 + n2 * st2; j += st2) {
#pragma acc atomic update
            hits[i * n2 + (j - lo2) / st2] += 1;
        }
    for (int e = 0; e < n1 * n2; e++) CHECK(hits[e] == 1);
}

static void nest3(int n1, int n2, int n3) {
    memset(hits, 0, sizeof hits);
    long idx = 0;
#pragma acc parallel loop gang vector collapse(3) copy(hits) reduction(+:idx)
    for (int i = 0; i < n1; i++)
        for (int j = n2 - 1; j >= 0; j--)
            for (int k = 0; k < n3; k++) {
#pragma acc atomic update
                hits[(i * n2 + j) * n3 + k] += 1;
                idx += (long)i * 1000000 + j * 1000 + k;
            }
    long want = 0;
    for (int i = 0; i < n1; i++)
        for (int j = 0; j < n2; j++)
            for (int k = 0; k < n3; k++) want += (long)i * 1000000 + j * 1000 + k;
    for (int e = 0; e < n1 * n2 * n3; e++) CHECK(hits[e] == 1);
    CHECK(idx == want);
}

int main(void) {
    int inner[] = {1, 2, 3, 7, 31, 33, 510, 4097};
    for (int t = 0; t < 8; t++) {
        nest2(5, inner[t], 0, 1);
        nest2(3, inner[t], -4, 3);
        nest3(2, 3, inner[t]);
        nest3(3, inner[t] > 100 ? 2 : inner[t], 5);
    }
    CHECK_DONE();
}
