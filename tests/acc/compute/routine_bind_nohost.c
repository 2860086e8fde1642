/* OpenACC 3.3, 2.15.1: bind and nohost clauses are accepted; the host calls the host
 * function, the device the bound one (same result here: routine_bind.c tells them apart). */
#include "check.h"
#pragma acc routine seq nohost
static int twice_dev(int x) { return x + x; }
#pragma acc routine seq bind(twice_dev)
static int twice(int x) { return 2 * x; }
#pragma acc routine seq nohost
static int thrice(int x) { return 3 * x; }
int main(void) {
    int a[200];
#pragma acc parallel loop
    for (int i = 0; i < 200; i++) a[i] = twice(i) + thrice(i);
    for (int i = 0; i < 200; i++) CHECK(a[i] == 5 * i);
    CHECK_DONE();
}
