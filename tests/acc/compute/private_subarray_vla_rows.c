/* OpenACC 3.3, 2.9.10 with 2.7.1: a combined construct's private section of rows of a variably
 * modified pointer (double (*)[m]); each gang's copy is written whole and the original is
 * untouched. Other forms: private_subarray_forms.c. */
#include <string.h>
#include "check.h"

int main(void) {
    int m = 3;
    long out[64] = {0};
    double (*rows)[m] = malloc(8 * sizeof *rows);
    for (int i = 0; i < 8; i++) for (int j = 0; j < m; j++) rows[i][j] = i;
#pragma acc parallel loop private(rows[0:8]) copy(out)
    for (int g = 0; g < 64; g++) {
        for (int i = 0; i < 8; i++) for (int j = 0; j < m; j++) rows[i][j] = g;
        out[g] = rows[7][m - 1];
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == g);
    CHECK(rows[7][0] == 7);
    free(rows);
    CHECK_DONE();
}
