/* OpenACC 3.3, 2.13.2 declare create of a global struct with a pointer member, update device of
 * the struct (2.14.4), then enter data of the member's section (2.6.8: attached to the declared
 * struct's device copy), read by a routine seq through the global and by the region itself
 * (V&V declare_create with deep copy). */
#include <openacc.h>
#include "check.h"
#include <stdlib.h>
struct V { int n; double *d; } gv;
#pragma acc declare create(gv)
#pragma acc routine seq
static double get(int i) { return gv.d[i]; }
int main(void) {
    gv.n = 16; gv.d = malloc(16 * sizeof(double));
    for (int i = 0; i < 16; i++) gv.d[i] = i * 1.5;
#pragma acc update device(gv)
#pragma acc enter data copyin(gv.d[0:16])
    double out[16];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 16; i++) out[i] = get(i) + gv.n;
#pragma acc exit data delete(gv.d[0:16])
    int bad = 0;
    for (int i = 0; i < 16; i++) bad += out[i] != i * 1.5 + 16;
    CHECK(bad == 0);
    free(gv.d);
    CHECK_DONE();
}
