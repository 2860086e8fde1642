/* OpenACC 3.3, 2.9.2: gang(dim:1) is implied on a data-independent loop of a parallel
 * construct outside every gang loop and with no gang loop inside, also when other loops of
 * the region have explicit gang clauses: the loop's iterations are divided among the gangs,
 * each run once (an increment shows a loop run redundantly by every gang). */
#include "check.h"

int main(void) {
    static int a[4096], b[4096], c[64][64];
    for (int i = 0; i < 4096; i++) a[i] = b[i] = 0;
    for (int i = 0; i < 64; i++)
        for (int j = 0; j < 64; j++) c[i][j] = 0;
#pragma acc parallel num_gangs(8) copy(a, b, c)
    {
#pragma acc loop gang
        for (int i = 0; i < 4096; i++) a[i] += i;
        /* No clause: implied gang (and vector inside it, by the implementation). */
#pragma acc loop
        for (int i = 0; i < 4096; i++) b[i] += 1;
        /* vector only: implied gang too. */
#pragma acc loop vector
        for (int i = 0; i < 64; i++) c[i][0] += 1;
        /* Outer loop with no clause containing a gang loop: gang is not permitted on it
         * (it contains one), so it runs gang-redundantly; the inner gang loop divides. */
#pragma acc loop seq
        for (int i = 0; i < 2; i++) {
#pragma acc loop gang
            for (int j = 1; j < 64; j++) c[i][j] += 1;
        }
    }
    for (int i = 0; i < 4096; i++) CHECK(a[i] == i && b[i] == 1);
    for (int i = 0; i < 64; i++) CHECK(c[i][0] == 1);
    for (int i = 0; i < 2; i++)
        for (int j = 1; j < 64; j++) CHECK(c[i][j] == 1);
    CHECK_DONE();
}
