/* Braced initializers whose constants need a narrowing conversion in a compute region:
 * `unsigned u[1] = { -1 }`, `int a[1] = { 2.5 }`, `char c[1] = { 300 }` are valid C (C11
 * 6.7.9p11: converted as for assignment) but ill-formed C++ list-initialization, which the
 * kernel simulator's g++ rejected (every emul launch of such a region stopped). The CUDA
 * writer now casts such items to the element or member type, designated ones included. */
#include "check.h"

struct S { unsigned char b; short s; float f; _Bool z; };

int main(void) {
    unsigned o0[2];
    int o1[2], o2[2], o3[4];
    double o4[1];
#pragma acc parallel loop copyout(o0, o1, o2, o3, o4)
    for (int i = 0; i < 1; i++) {
        unsigned u[2] = { -1, 3.75 };
        int a[2] = { 2.5, -7.9 };
        char c[1] = { 300 };
        int x = { 9.5 };
        struct S s = { 511, 70000, 1e300 * 0 + 0.5, 2 };
        struct S d = { .z = 5, .s = -1u, .b = -2 };
        double w[1] = { 1ll << 40 };
        o0[0] = u[0];
        o0[1] = u[1];
        o1[0] = a[0];
        o1[1] = a[1];
        o2[0] = c[0];
        o2[1] = x;
        o3[0] = s.b + s.s;
        o3[1] = s.z + (s.f == 0.5f);
        o3[2] = d.b + d.s;
        o3[3] = d.z;
        o4[0] = w[0];
    }
    CHECK(o0[0] == 4294967295u && o0[1] == 3);
    CHECK(o1[0] == 2 && o1[1] == -7);
    CHECK(o2[0] == 44 && o2[1] == 9);
    CHECK(o3[0] == 255 + 4464 && o3[1] == 2);
    CHECK(o3[2] == 254 - 1 && o3[3] == 1);
    CHECK(o4[0] == 1099511627776.0);
    CHECK_DONE();
}
