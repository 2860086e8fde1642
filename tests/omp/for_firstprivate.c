/* firstprivate on for (2.7.2.2): each thread's copy starts with the value the original had
 * when that thread reached the construct. */
#include "check.h"
int main(void) {
    int base = 100, bad = 0;
    int arr[3] = {1, 2, 3};
#pragma omp parallel
    {
#pragma omp for firstprivate(base, arr) schedule(dynamic)
        for (int i = 0; i < 50; i++) {
            if (base < 100 || arr[1] != 2) {
#pragma omp atomic
                bad++;
            }
            base += i; /* private: grows only within the thread */
            arr[1] = 2;
        }
    }
    CHECK(bad == 0 && base == 100);
    CHECK_DONE();
}
