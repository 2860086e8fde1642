// expect-error: two rows of 'm' named through element subscripts ('m[i + 1][0:64]') in one construct are not supported yet
/* spec 2.7.1: `copy(m[i][0:64], m[i + 1][0:64])` on a `double **m` maps each row with its own
 * pointer slot (`m[i:1]`, `m[i+1:1]`), but the kernel reaches both rows through one translated
 * `m`: its `m[i + 1]` read past the first slot's device copy (emul: an illegal memory access;
 * before the slots were mapped, silently the host's rows). A located error until the slots
 * are mapped as one section; `m[i:2][0:64]` works. */
#include <stdlib.h>

int main(void) {
    double **m = (double **)malloc(4 * sizeof(double *));
    for (int k = 0; k < 4; k++) m[k] = (double *)calloc(64, sizeof(double));
    int i = 1;
#pragma acc parallel loop copy(m[i][0:64], m[i + 1][0:64])
    for (int j = 0; j < 64; j++) {
        m[i][j] += 10;
        m[i + 1][j] += 20;
    }
    return 0;
}
