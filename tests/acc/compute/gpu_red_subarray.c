/* OpenACC 3.3, 2.5.15 / 2.9.11 (reduction on a subarray: "applying that reduction operation
 * to each element of the subarray individually") and 2.6.2 (the reduction implies a copy of the
 * subarray only): max and + reductions on sections of local and file-scope arrays, the
 * elements outside the section untouched. */
#include "check.h"

static long long g[12];

int main(void) {
    int mx[16];
    for (int b = 0; b < 16; b++) mx[b] = -1;
#pragma acc parallel loop gang vector reduction(max:mx[4:8])
    for (int i = 0; i < 4000; i++) {
        int b = 4 + i % 8;
        mx[b] = i > mx[b] ? i : mx[b];
    }
    for (int b = 0; b < 16; b++) CHECK(mx[b] == (b < 4 || b >= 12 ? -1 : 3992 + (b - 4)));

    for (int b = 0; b < 12; b++) g[b] = 100 + b;
#pragma acc parallel loop gang num_gangs(40) vector_length(32) reduction(+:g[2:5])
    for (int i = 0; i < 5000; i++) g[2 + i % 5] += 2;
    for (int b = 0; b < 12; b++) CHECK(g[b] == 100 + b + (b >= 2 && b < 7 ? 2000 : 0));
    CHECK_DONE();
}
