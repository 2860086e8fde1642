/* OpenACC 3.3, 2.15.1: a routine directive without a name "may appear immediately before a
 * function definition, a function prototype" and applies to that function. oxacc reads a
 * non-OpenACC `#pragma` line in between (here `#pragma GCC diagnostic`) as no C token, so the
 * directive still applies to the function after it (an extension: gcc 12 rejects this with
 * "not immediately followed by function declaration or definition"). Used to be rejected
 * with "a 'routine' directive without a name must be followed by a function declaration or
 * definition". At file scope before a definition and a prototype, and at block scope. */
#include "check.h"
#pragma acc routine seq
#pragma GCC diagnostic ignored "-Wunused-parameter"
static int twice(int x, int unused) { return 2 * x; }

#pragma acc routine seq
#pragma GCC diagnostic push
#pragma GCC diagnostic pop
int thrice(int x);

int main(void) {
    int a[1000];
#pragma acc routine seq
#pragma GCC diagnostic ignored "-Wunused-parameter"
    int plus1(int x);
#pragma acc parallel loop
    for (int i = 0; i < 1000; i++) a[i] = twice(i, 0) + thrice(i) + plus1(i);
    for (int i = 0; i < 1000; i++) CHECK(a[i] == 6 * i + 1);
    CHECK_DONE();
}

int thrice(int x) { return 3 * x; }
int plus1(int x) { return x + 1; }
