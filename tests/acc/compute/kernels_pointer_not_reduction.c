/* kernels (2.5.3): a pointer advanced in a loop (`if (c) p++;`, `q += 2;`) is not an implied
 * reduction variable: 2.5.15 reduces arithmetic variables only (oxacc rejects an explicit
 * `reduction(+:p)`). It was taken as reduction(+:p): the region became host-only with a
 * warning and cc then rejected the generated C (invalid operands to binary +; hunt27 bug10).
 * Now the loop carries a dependence on the pointer and runs as written. */
#include "check.h"
#define N 1000
static int a[N];

int main(void) {
    for (int i = 0; i < N; i++) a[i] = i % 7;
    int base[200];
    int *p = base, *q = base;
#pragma acc kernels
    for (int i = 0; i < N; i++)
        if (a[i] == 6) p++;
#pragma acc kernels
    for (int i = 0; i < 50; i++) q += 2;
    CHECK(p - base == 142);
    CHECK(q - base == 100);
    CHECK_DONE();
}
