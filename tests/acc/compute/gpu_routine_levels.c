/* OpenACC 3.3, 2.15.1 (routine gang, worker, vector, seq) and 2.9 (orphaned loops): a gang
 * routine calling a worker routine calling a vector routine calling a seq routine; a vector
 * routine with a vector reduction returning its result; a worker routine called from a gang
 * loop; a vector routine called from a worker loop and from a gang loop; the routines' loops
 * partitioned at the routine's level (every element written once). */
#include "check.h"

enum { R = 40, W = 6, C = 70 };

#pragma acc routine seq
static int cell(int r, int w, int c) { return r * 10000 + w * 100 + c; }

#pragma acc routine vector
static void fill_row(int *row, int r, int w) {
#pragma acc loop vector
    for (int c = 0; c < C; c++) row[c] = cell(r, w, c);
}

#pragma acc routine vector
static long row_sum(const int *row) {
    long s = 0;
#pragma acc loop vector reduction(+:s)
    for (int c = 0; c < C; c++) s += row[c];
    return s;
}

#pragma acc routine worker
static void fill_block(int *blk, int r) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) fill_row(&blk[w * C], r, w);
}

#pragma acc routine worker
static void block_sums(const int *blk, long *sums) {
#pragma acc loop worker
    for (int w = 0; w < W; w++) sums[w] = row_sum(&blk[w * C]);
}

#pragma acc routine gang
static void fill_all(int *m) {
#pragma acc loop gang
    for (int r = 0; r < R; r++) fill_block(&m[r * W * C], r);
}

int main(void) {
    static int m[R * W * C], m2[R * W * C];
    static long sums[R * W], vs[R];
#pragma acc parallel num_gangs(8) num_workers(4) vector_length(32) copyout(m)
    fill_all(m);
    for (int r = 0; r < R; r++)
        for (int w = 0; w < W; w++)
            for (int c = 0; c < C; c++) CHECK(m[(r * W + w) * C + c] == cell(r, w, c));

#pragma acc parallel loop gang num_workers(4) vector_length(32) copyin(m) copyout(sums)
    for (int r = 0; r < R; r++) block_sums(&m[r * W * C], &sums[r * W]);
    for (int r = 0; r < R; r++)
        for (int w = 0; w < W; w++) {
            long s = 0;
            for (int c = 0; c < C; c++) s += cell(r, w, c);
            CHECK(sums[r * W + w] == s);
        }

    /* vector routines called directly from a gang loop */
#pragma acc parallel loop gang vector_length(64) copyout(m2, vs)
    for (int r = 0; r < R; r++) {
        fill_row(&m2[r * C], r, 99);
        vs[r] = row_sum(&m2[r * C]);
    }
    for (int r = 0; r < R; r++) {
        long s = 0;
        for (int c = 0; c < C; c++) {
            CHECK(m2[r * C + c] == cell(r, 99, c));
            s += cell(r, 99, c);
        }
        CHECK(vs[r] == s);
    }
    CHECK_DONE();
}
