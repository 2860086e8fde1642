/* OpenACC 3.3, 2.9.10 (loop private) with 2.7.1 (subarrays) and 2.6.1: loop-private copies of
 * variables of variably modified types, which the GPU code keeps flattened (a block of
 * scalars reached with the run-time row length):
 *  - a section of rows of a pointer to variable-length rows, lower bound not 0, on a loop of a
 *    parallel region (one copy per thread);
 *  - the same on a gang loop whose inner vector loop writes the copy (one copy per gang,
 *    shared by its vector lanes, 2.6.1);
 *  - a whole local variable-length array made private by a combined construct.
 * Each copy is written whole and read back; the originals are untouched. */
#include "check.h"

static void rows_section_thread(int m) {
    long out[40] = {0};
    double (*rows)[m] = malloc(6 * sizeof *rows);
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < m; j++) rows[i][j] = -1;
#pragma acc parallel copy(out) num_gangs(4)
    {
#pragma acc loop gang vector private(rows[2:4])
        for (int g = 0; g < 40; g++) {
            for (int i = 2; i < 6; i++)
                for (int j = 0; j < m; j++) rows[i][j] = g * 100 + i * 10 + j;
            long s = 0;
            for (int i = 2; i < 6; i++)
                for (int j = 0; j < m; j++) s += (long)rows[i][j];
            out[g] = s;
        }
    }
    for (int g = 0; g < 40; g++) {
        long want = 0;
        for (int i = 2; i < 6; i++)
            for (int j = 0; j < m; j++) want += g * 100 + i * 10 + j;
        CHECK(out[g] == want);
    }
    for (int i = 0; i < 6; i++)
        for (int j = 0; j < m; j++) CHECK(rows[i][j] == -1);
    free(rows);
}

static void rows_section_gang(int m) {
    long out[16] = {0};
    float (*rows)[m] = malloc(4 * sizeof *rows);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < m; j++) rows[i][j] = 7;
#pragma acc parallel loop gang private(rows[0:4]) copy(out) vector_length(32)
    for (int g = 0; g < 16; g++) {
#pragma acc loop vector
        for (int j = 0; j < m; j++)
            for (int i = 0; i < 4; i++) rows[i][j] = (float)(g + i + j);
        long s = 0;
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < m; j++) s += (long)rows[i][j];
        out[g] = s;
    }
    for (int g = 0; g < 16; g++) {
        long want = 0;
        for (int i = 0; i < 4; i++)
            for (int j = 0; j < m; j++) want += g + i + j;
        CHECK(out[g] == want);
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < m; j++) CHECK(rows[i][j] == 7);
    free(rows);
}

static void local_vla(int n, int m) {
    int t[n][m];
    long out[50] = {0};
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) t[i][j] = 3;
#pragma acc parallel loop private(t) copy(out)
    for (int g = 0; g < 50; g++) {
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) t[i][j] = g - i * j;
        long s = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) s += t[i][j];
        out[g] = s;
    }
    for (int g = 0; g < 50; g++) {
        long want = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) want += g - i * j;
        CHECK(out[g] == want);
    }
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) CHECK(t[i][j] == 3);
}

int main(void) {
    rows_section_thread(5);
    rows_section_gang(33);
    local_vla(3, 4);
    CHECK_DONE();
}
