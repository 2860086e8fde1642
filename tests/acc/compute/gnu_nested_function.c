/* GNU nested functions (a gcc extension, which gcc -fopenacc accepts) in a file compiled with
 * -acc: the parser stopped at the first one ("expected ';' at end of declaration"), even with
 * no directive in the file. They now reach cc as written, called outside the constructs
 * (ui/gnu_nested_function.c: what stays unsupported inside them). */
#include "check.h"

int main(void) {
    int base = 10, o[64];
    int add(int k) { return base + k; }
    typedef int T;
    T scale(T k) {
        /* A block in the body; a nested function of its own. */
        int inner(int j) { return j * 2; }
        { return inner(k) + base; }
    }
    CHECK(add(5) == 15 && scale(3) == 16);
#pragma acc data copyout(o)
    {
#pragma acc parallel loop
        for (int i = 0; i < 64; i++) o[i] = i + 1;
        base = add(base);
    }
    CHECK(base == 20 && add(1) == 21);
    for (int i = 0; i < 64; i++) CHECK(o[i] == i + 1);
    CHECK_DONE();
}
