/* C11 6.8.6.1 and 6.8.4.2 allow a goto or a case label to jump past a declaration with an
   initializer (the object then has an indeterminate value until assigned); C++ does not
   ([stmt.dcl]p3), so the kernel simulator's C++ compiler rejected these kernels (NVRTC only
   warned). The CUDA writer declares such objects without initializer and assigns after. */
#include "check.h"
struct P { int x, y; };
#pragma acc routine seq
static int f(int x) {
    if (x > 5) goto big;
    int y = x * 2;
    return y;
big:
    return -x;
}
int main(void) {
    int out[10], sw[6], ag[10];
#pragma acc parallel loop copyout(out, sw, ag)
    for (int i = 0; i < 10; i++) {
        out[i] = f(i);
        if (i < 6) {
            switch (i % 3) {
            case 0: sw[i] = 1; break;
                int z = 5;
            case 1: z = i; sw[i] = z + 1; break;
            default: sw[i] = 7;
            }
        }
        if (i % 2) goto odd;
        struct P p = {i, 2 * i};
        int arr[2] = {i, i};
        ag[i] = p.x + p.y + arr[1];
        continue;
    odd:
        p.x = 1; p.y = 2; arr[1] = 3;
        ag[i] = p.x + p.y + arr[1];
    }
    for (int i = 0; i < 10; i++) {
        CHECK(out[i] == (i > 5 ? -i : 2 * i));
        CHECK(ag[i] == (i % 2 ? 6 : 4 * i));
    }
    for (int i = 0; i < 6; i++)
        CHECK(sw[i] == (i % 3 == 0 ? 1 : i % 3 == 1 ? i + 1 : 7));
    CHECK_DONE();
}
