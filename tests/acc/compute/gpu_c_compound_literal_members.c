/* A member of a struct compound literal used as an lvalue in a compute region (C11
 * 6.5.2.5p4: the literal is an lvalue, so `(struct pt){i, 2}.x = 5` assigns its member):
 * the kernel's literal was a C++ temporary, and NVRTC rejected the assignment ("expression
 * must be a modifiable lvalue", a compile error about generated code). OpenACC 3.3, 2.5. */
#include "check.h"

enum { N = 24 };

struct pt { int x, y; };

int main(void) {
    static int got[N][2];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        got[i][0] = ((struct pt){i, 2}.x = 5) + (struct pt){i, 3}.y;
        got[i][1] = ++(struct pt){i, 4}.y + (struct pt){.y = i}.x;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == 8);
        CHECK(got[i][1] == 5);
    }
    CHECK_DONE();
}
