/* Variables declared inside the region are private to each thread, including arrays and
 * a local shadowing an outer name. */
#include "check.h"
int main(void) {
    int x = 1, bad = 0;
#pragma omp parallel
    {
        int x = omp_get_thread_num();
        double tmp[16];
        for (int i = 0; i < 16; i++) tmp[i] = x;
#pragma omp barrier
        for (int i = 0; i < 16; i++)
            if (tmp[i] != omp_get_thread_num()) {
#pragma omp atomic
                bad++;
            }
    }
    CHECK(x == 1 && bad == 0);
    CHECK_DONE();
}
