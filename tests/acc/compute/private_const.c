/* OpenACC 3.3, 2.5.14: private(c) of a const object. The private copy is never written (C
   forbids it) and its value is unspecified; the program must still compile: C allows an
   uninitialised const object, C++ does not (NVRTC rejected "const variable requires an
   initializer" before). The region does not read the copy. */
#include "check.h"
int main(void) {
    const int c = 3;
    const double t[2] = {1, 2};
    int a[4];
#pragma acc parallel loop copyout(a) private(c, t)
    for (int i = 0; i < 4; i++)
        a[i] = (int)sizeof(c) + (int)sizeof(t);
    for (int i = 0; i < 4; i++)
        CHECK(a[i] == (int)sizeof(int) + 2 * (int)sizeof(double));
    CHECK(c == 3 && t[1] == 2);
    CHECK_DONE();
}
