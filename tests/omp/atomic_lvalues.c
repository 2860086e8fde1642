/* atomic on array elements, struct members, through pointers and on globals (2.6.4). */
#include "check.h"
struct acc { long hits; double total; };
static int global_count;
int main(void) {
    int hist[10] = {0};
    struct acc a = {0, 0};
    struct acc *pa = &a;
    int *cell = &hist[9];
#pragma omp parallel for
    for (int i = 0; i < 1000; i++) {
#pragma omp atomic
        hist[i % 9]++;
#pragma omp atomic
        pa->hits += 1;
#pragma omp atomic
        a.total += 0.5;
#pragma omp atomic
        *cell += 2;
#pragma omp atomic
        global_count--;
    }
    int s = 0;
    for (int i = 0; i < 9; i++) s += hist[i];
    CHECK(s == 1000 && hist[9] == 2000);
    CHECK(a.hits == 1000 && a.total == 500.0 && global_count == -1000);
    CHECK_DONE();
}
