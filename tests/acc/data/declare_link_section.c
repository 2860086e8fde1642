/* spec 2.13.3: a `declare link` global gets its device copy from the data clauses that map
 * it; they may map a section of it (`enter data copyin(big[8:8])`, `data copyin(big[16:4])`),
 * and a routine or compute construct using that section reaches its device copy. Every
 * launch using `big` stopped with "partly present (a declare'd variable that the GPU code of
 * kernel ... uses)" (bug hunt 2026-11-29, data environment, bug09). */
#include "acc_test.h"

#define N 64
double big[N];
#pragma acc declare link(big)

#pragma acc routine seq
static double twice(int i) { return big[i] * 2; }

int main(void) {
    double out[N];
    for (int i = 0; i < N; i++) {
        big[i] = i;
        out[i] = 0;
    }
#pragma acc enter data copyin(big[8:8])
#pragma acc parallel loop copyout(out[8:8])
    for (int i = 8; i < 16; i++) out[i] = twice(i) + 1;
#pragma acc exit data delete(big[8:8])
    for (int i = 8; i < 16; i++) CHECK(out[i] == 2 * i + 1);

#pragma acc data copy(big[16:4])
    {
#pragma acc parallel loop
        for (int i = 16; i < 20; i++) big[i] = -big[i];
    }
    for (int i = 0; i < N; i++) CHECK(big[i] == ((i >= 16 && i < 20) ? -i : i));
    if (discrete()) CHECK(!acc_is_present(big, 1) && !acc_is_present(&big[16], 1));
    return 0;
}
