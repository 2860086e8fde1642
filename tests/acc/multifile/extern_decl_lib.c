/* Defines gd after extern_decl.h's `declare create(gd)`: the device copy is created with the
 * size of this definition. */
#include "extern_decl.h"

double gd[64];

void extern_decl_init(void) {
    for (int i = 0; i < 64; i++) gd[i] = i;
#pragma acc update device(gd)
}
