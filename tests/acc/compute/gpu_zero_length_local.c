/* GNU C's zero-length array objects declared in a compute region (`int z[0];`, gcc's
 * extension; OpenACC 3.3, 2.5.1): they ran on the host only (a warning: C++ has no such
 * type). No element may be accessed; their size is 0 and their name decays to a pointer, which
 * compares equal to the address of their element 0; one of rows of zero length is the same. */
#include "check.h"

int main(void) {
    long out[16], eq[16];
#pragma acc parallel loop copyout(out, eq)
    for (int i = 0; i < 16; i++) {
        int z[0];
        double w[0][3];
        int *p = z;
        out[i] = (long)sizeof(z) + (long)sizeof(w) + (long)sizeof(w[0]) + i;
        eq[i] = (p == &z[0]) + (z != 0) + ((void *)w == (void *)&w[0][0]);
    }
    for (int i = 0; i < 16; i++) {
        CHECK(out[i] == 3 * (long)sizeof(double) + i);
        CHECK(eq[i] == 3);
    }
    CHECK_DONE();
}
