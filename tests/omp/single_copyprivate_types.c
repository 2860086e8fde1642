/* copyprivate of an array, a struct, a double and a pointer (2.7.2.8). */
#include "check.h"
struct cfg { int n; double w; };
int main(void) {
    int bad = 0;
    static int target;
#pragma omp parallel
    {
        int arr[4];
        struct cfg c;
        double d;
        int *p;
#pragma omp single copyprivate(arr, c, d, p)
        {
            for (int i = 0; i < 4; i++) arr[i] = i * i;
            c.n = 7;
            c.w = 0.25;
            d = 3.5;
            p = &target;
        }
        if (arr[3] != 9 || c.n != 7 || c.w != 0.25 || d != 3.5 || p != &target) {
#pragma omp atomic
            bad++;
        }
    }
    CHECK(bad == 0);
    CHECK_DONE();
}
