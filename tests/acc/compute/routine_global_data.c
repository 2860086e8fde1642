/* OpenACC 3.3, 2.15.2 (global data access) and 2.13 (declare): a routine reading a global
 * array declared with declare create/copyin. */
#include "check.h"
static float table[64];
#pragma acc declare create(table)
#pragma acc routine seq
static float lookup(int i) { return table[i % 64]; }
int main(void) {
    float out[640];
    for (int i = 0; i < 64; i++) table[i] = i * 2;
#pragma acc update device(table)
#pragma acc parallel loop
    for (int i = 0; i < 640; i++) out[i] = lookup(i);
    for (int i = 0; i < 640; i++) CHECK(out[i] == (i % 64) * 2);
    CHECK_DONE();
}
