/* Uses gd through extern_decl.h only: its `declare create(gd)` names the device copy
 * extern_decl_lib.c creates (the size is unknown here). Exit 0 = pass. */
#include <stdio.h>
#include "extern_decl.h"

void extern_decl_init(void);

int main(void) {
    int failures = 0;
    extern_decl_init();
#pragma acc parallel loop
    for (int i = 0; i < 64; i++) gd[i] *= 3;
#pragma acc kernels
    for (int i = 0; i < 64; i++) gd[i] += 1;
#pragma acc update self(gd[0:64])
    for (int i = 0; i < 64; i++)
        if (gd[i] != 3.0 * i + 1) {
            printf("FAIL gd[%d] = %g\n", i, gd[i]);
            failures++;
        }
    return failures != 0;
}
