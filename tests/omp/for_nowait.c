/* nowait (2.4.1): no barrier at the end of the loop; the region's end still waits. */
#include "check.h"
#define N 1000
int main(void) {
    static int a[N], b[N];
#pragma omp parallel
    {
#pragma omp for nowait
        for (int i = 0; i < N; i++) a[i] = i;
#pragma omp for nowait schedule(dynamic, 5)
        for (int i = 0; i < N; i++) b[i] = 2 * i;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == i && b[i] == 2 * i);
    CHECK_DONE();
}
