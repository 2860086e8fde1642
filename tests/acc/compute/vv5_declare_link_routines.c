/* OpenACC 3.3, 2.13.3 (declare link): a large global array with link is allocated on the
 * device only by a data clause; routines (2.15.1) reading and writing it through the link
 * inside data, enter data and compute constructs that map it, whole and as a section;
 * V&V declare_link. */
#include <openacc.h>
#include "check.h"
#define N 2048
double table[N];
#pragma acc declare link(table)
int counts[16];
#pragma acc declare link(counts)

#pragma acc routine seq
static double get(int i) { return table[i]; }
#pragma acc routine seq
static void put(int i, double v) { table[i] = v; }
#pragma acc routine vector
static void bump_all(int n) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) counts[i % 16] += 0;
}
int main(void) {
    double out[N];
    for (int i = 0; i < N; i++) table[i] = i;
    for (int i = 0; i < 16; i++) counts[i] = i;
    /* data construct copy: the link points at the mapped copy */
#pragma acc data copy(table)
    {
#pragma acc parallel loop copyout(out)
        for (int i = 0; i < N; i++) { put(i, get(i) * 2); out[i] = get(i); }
    }
    for (int i = 0; i < N; i++) { CHECK(table[i] == 2 * i); CHECK(out[i] == 2 * i); }
    /* a section of it, then the other half by enter data */
#pragma acc enter data copyin(table[0:N / 2])
#pragma acc parallel loop
    for (int i = 0; i < N / 2; i++) put(i, get(i) + 1);
#pragma acc exit data copyout(table[0:N / 2])
    for (int i = 0; i < N / 2; i++) CHECK(table[i] == 2 * i + 1);
    for (int i = N / 2; i < N; i++) CHECK(table[i] == 2 * i);
    /* the compute construct's own clause maps it */
#pragma acc serial copy(counts)
    {
        for (int i = 0; i < 16; i++) counts[i] *= 3;
        bump_all(16);
    }
    for (int i = 0; i < 16; i++) CHECK(counts[i] == 3 * i);
#pragma acc parallel num_gangs(1) copy(counts[0:16])
    bump_all(16);
    for (int i = 0; i < 16; i++) CHECK(counts[i] == 3 * i);
    CHECK_DONE();
}
