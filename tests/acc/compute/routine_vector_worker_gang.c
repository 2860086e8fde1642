/* OpenACC 3.3, 2.15.1: vector, worker and gang routines containing orphaned loops. */
#include "check.h"
#pragma acc routine vector
static void fill_row(int *row, int n, int v) {
#pragma acc loop vector
    for (int j = 0; j < n; j++) row[j] = v + j;
}
#pragma acc routine worker
static void fill_rows(int (*rows)[16], int n) {
#pragma acc loop worker
    for (int i = 0; i < n; i++) fill_row(rows[i], 16, i * 100);
}
#pragma acc routine gang
static long sum_all(int (*rows)[16], int n) {
    long s = 0;
#pragma acc loop gang reduction(+:s)
    for (int i = 0; i < n; i++) for (int j = 0; j < 16; j++) s += rows[i][j];
    return s;
}
int main(void) {
    static int m[32][16];
    long total = 0;
#pragma acc parallel num_gangs(1) copy(m, total)
    {
        fill_rows(m, 32);
        total = sum_all(m, 32);
    }
    long want = 0;
    for (int i = 0; i < 32; i++) for (int j = 0; j < 16; j++) { CHECK(m[i][j] == i * 100 + j); want += i * 100 + j; }
    CHECK(total == want);
    CHECK_DONE();
}
