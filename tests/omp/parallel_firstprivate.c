/* firstprivate (2.7.2.2): each copy starts with the original's value before the region,
 * arrays and structs included. */
#include "check.h"
struct pt { int x, y; };
int main(void) {
    int a = 7, bad = 0;
    int arr[3] = {1, 2, 3};
    struct pt p = {4, 5};
#pragma omp parallel firstprivate(a, arr, p)
    {
        if (a != 7 || arr[2] != 3 || p.y != 5) {
#pragma omp atomic
            bad++;
        }
        a += omp_get_thread_num();
        arr[0] = -1;
        p.x = 0;
    }
    CHECK(bad == 0);
    CHECK(a == 7 && arr[0] == 1 && p.x == 4);
    CHECK_DONE();
}
