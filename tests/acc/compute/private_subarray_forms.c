/* OpenACC 3.3, 2.5.13, 2.5.14, 2.9.10 with 2.7.1: more forms of private and firstprivate
 * sections: file-scope pointers and arrays (privatized by the clause), a pointer to const
 * data, rows of a variably modified pointer (double (*)[m]), an empty section, if(0) (the
 * region runs on the encountering thread), a parameter. A loop's private rows of a variably
 * modified pointer: private_subarray_vla_rows.c. */
#include <string.h>
#include "check.h"

double *gp;
int garr[32];

static long sum_private(const int *src, int n) {
    long out[64] = {0};
#pragma acc parallel loop firstprivate(src[0:n]) copy(out)
    for (int g = 0; g < 64; g++) {
        long s = 0;
        for (int i = 0; i < n; i++) s += src[i];
        out[g] = s;
    }
    long t = 0;
    for (int g = 0; g < 64; g++) t += out[g];
    return t;
}

int main(void) {
    int n = 16, m = 3;
    long out[64] = {0};
    gp = malloc(n * sizeof *gp);
    for (int i = 0; i < n; i++) gp[i] = -1;
    for (int i = 0; i < 32; i++) garr[i] = i;

#pragma acc parallel private(gp[0:n]) firstprivate(garr[8:8]) copy(out)
    {
#pragma acc loop gang
        for (int g = 0; g < 64; g++) {
            for (int i = 0; i < n; i++) gp[i] = g;
            long s = 0;
            for (int i = 0; i < n; i++) s += gp[i];
            for (int i = 8; i < 16; i++) s += garr[i];
            garr[8] = -5;
            garr[8] = 8;
            out[g] = s;
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 16L * g + 92);
    for (int i = 0; i < n; i++) CHECK(gp[i] == -1);
    CHECK(garr[8] == 8);

    memset(out, 0, sizeof out);
#pragma acc parallel copy(out)
    {
#pragma acc loop gang private(garr[0:4])
        for (int g = 0; g < 64; g++) {
            for (int i = 0; i < 4; i++) garr[i] = g;
            out[g] = garr[0] + garr[3];
        }
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 2L * g);
    for (int i = 0; i < 32; i++) CHECK(garr[i] == i);

    /* Pointer to const data: a firstprivate copy of what it points to. */
    const int *cp = garr;
    memset(out, 0, sizeof out);
#pragma acc parallel loop firstprivate(cp[4:4]) copy(out)
    for (int g = 0; g < 64; g++) out[g] = cp[4] + cp[7];
    for (int g = 0; g < 64; g++) CHECK(out[g] == 11);

    /* Rows of a pointer to variable-length rows. */
    double (*rows)[m] = malloc(8 * sizeof *rows);
    for (int i = 0; i < 8; i++) for (int j = 0; j < m; j++) rows[i][j] = i;
    memset(out, 0, sizeof out);
#pragma acc parallel loop firstprivate(rows[2:4]) copy(out)
    for (int g = 0; g < 64; g++) {
        long s = 0;
        for (int i = 2; i < 6; i++) for (int j = 0; j < m; j++) s += rows[i][j];
        rows[2][0] = -1;
        s += rows[2][0];
        rows[2][0] = 2;
        out[g] = s;
    }
    for (int g = 0; g < 64; g++) CHECK(out[g] == 3 * 14 - 1);
    CHECK(rows[2][0] == 2);

    /* An empty section; if(0). */
    int zero = 0;
#pragma acc parallel loop private(gp[0:zero]) firstprivate(garr[3:zero]) copy(out)
    for (int g = 0; g < 64; g++) out[g] = g;
    CHECK(out[63] == 63);
#pragma acc parallel loop firstprivate(garr[0:4]) private(gp[2:2]) copy(out) if(0)
    for (int g = 0; g < 64; g++) {
        gp[2] = gp[3] = g;
        out[g] = garr[3] + gp[2] + gp[3];
        garr[3] = 100;
    }
    CHECK(out[0] == 3 && out[1] == 102);
    CHECK(garr[3] == 3 && gp[2] == -1);

    /* A parameter's section. */
    CHECK(sum_private(garr, 10) == 64 * 45);

    free(gp);
    free(rows);
    CHECK_DONE();
}
