/* OpenACC 3.3, 2.5.15 and 2.9.11: array reductions ("applying that reduction operation to each
 * element of the array or subarray individually"): a whole-array reduction across many gangs,
 * an array reduction at vector level inside a gang loop (a gang-private array), with exact
 * values (subarrays: gpu_red_subarray.c). (Reductions on structs, also allowed by 3.3, are not supported by oxacc yet.) */
#include "check.h"

int main(void) {
    int hist[8];
    for (int b = 0; b < 8; b++) hist[b] = b;
#pragma acc parallel loop gang num_gangs(32) vector_length(64) reduction(+:hist)
    for (int i = 0; i < 8000; i++) hist[(i * 5) % 8] += 1;
    for (int b = 0; b < 8; b++) CHECK(hist[b] == b + 1000);

    /* a vector-level array reduction on a gang-private array, once per gang iteration */
    static int rows[40][4];
#pragma acc parallel loop gang vector_length(32) copyout(rows)
    for (int r = 0; r < 40; r++) {
        int cnt[4];
        for (int b = 0; b < 4; b++) cnt[b] = 0;
#pragma acc loop vector reduction(+:cnt)
        for (int k = 0; k < 100 + r; k++) cnt[k % 4] += 1;
        for (int b = 0; b < 4; b++) rows[r][b] = cnt[b];
    }
    for (int r = 0; r < 40; r++)
        for (int b = 0; b < 4; b++) CHECK(rows[r][b] == (100 + r) / 4 + (b < (100 + r) % 4));
    CHECK_DONE();
}
