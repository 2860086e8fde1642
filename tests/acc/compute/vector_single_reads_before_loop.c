/* Code before a partitioned loop that the group's threads run redundantly (gang-redundant /
 * vector-single, 2.2.3) reads memory the loop then writes: every thread must read before any
 * writes. On the GPU each lane evaluated `f = a[i][0]` itself with no barrier before the vector
 * loop, and lane 0's write of a[i][0] reached lanes that had not read it yet (wrong results);
 * an `if` on such a read made lanes disagree and deadlock at the loop's barrier. Found by a
 * Gaussian elimination (pivot row read, then the row updated by a vector loop). */
#include "check.h"

enum { R = 4, C = 256 };

int main(void) {
    static double a[R][C];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) a[i][j] = 2.0;
#pragma acc parallel loop gang vector_length(256) copy(a)
    for (int i = 0; i < R; i++) {
        double f = a[i][0];
#pragma acc loop vector
        for (int j = 0; j < C; j++) a[i][j] = a[i][j] * f + 1.0;
    }
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) CHECK(a[i][j] == 5.0);

    /* A condition on the row, re-read after each vector loop. */
    static double b[2][C];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < C; j++) b[i][j] = 1.0;
#pragma acc parallel loop gang vector_length(128) copy(b)
    for (int i = 0; i < 2; i++) {
#pragma acc loop seq
        for (int k = 0; k < 3; k++) {
            if (b[i][0] > 0.5) {
#pragma acc loop vector
                for (int j = 0; j < C; j++) b[i][j] -= 0.25;
            }
        }
    }
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < C; j++) CHECK(b[i][j] == 0.5);

    /* Worker-single code before a vector loop inside a worker loop. */
    static double c[2][4][64];
    for (int i = 0; i < 2; i++)
        for (int w = 0; w < 4; w++)
            for (int j = 0; j < 64; j++) c[i][w][j] = 3.0;
#pragma acc parallel loop gang num_workers(4) vector_length(32) copy(c)
    for (int i = 0; i < 2; i++) {
#pragma acc loop worker
        for (int w = 0; w < 4; w++) {
            double f = c[i][w][0];
#pragma acc loop vector
            for (int j = 0; j < 64; j++) c[i][w][j] = c[i][w][j] * f;
        }
    }
    for (int i = 0; i < 2; i++)
        for (int w = 0; w < 4; w++)
            for (int j = 0; j < 64; j++) CHECK(c[i][w][j] == 9.0);

    /* Gang-redundant reads before a worker loop that writes them. */
    static int d[3][40];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 40; j++) d[i][j] = 1;
#pragma acc parallel loop gang num_workers(8) copy(d)
    for (int i = 0; i < 3; i++) {
        int first = d[i][0];
#pragma acc loop worker
        for (int j = 0; j < 40; j++) d[i][j] += first;
    }
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 40; j++) CHECK(d[i][j] == 2);
    CHECK_DONE();
}
