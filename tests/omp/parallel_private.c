/* private (2.7.2.1): each thread has its own uninitialized copy; the original is not
 * touched by the region. */
#include "check.h"
int main(void) {
    int x = 42, bad = 0;
    double arr[4] = {1, 2, 3, 4};
#pragma omp parallel private(x, arr)
    {
        x = omp_get_thread_num();
        for (int i = 0; i < 4; i++) arr[i] = x * 10 + i;
#pragma omp barrier
        if (x != omp_get_thread_num()) {
#pragma omp atomic
            bad++;
        }
        for (int i = 0; i < 4; i++)
            if (arr[i] != x * 10 + i) {
#pragma omp atomic
                bad++;
            }
    }
    CHECK(bad == 0);
    CHECK(x == 42);
    CHECK(arr[0] == 1 && arr[3] == 4);
    CHECK_DONE();
}
