/* A designator of an anonymous struct's or union's member followed by designators of later
 * named members that take braced lists or strings (C11 6.7.9, 6.7.2.1p13:
 * `struct A a = { .y = 2, .arr = {5, 6} };`): the region ran on the host only (a warning
 * naming `y`). The object is value-initialised and each designated part set in order, an
 * aggregate part as a whole (what its list leaves out is zero, 6.7.9p19, 21). */
#include <string.h>
#include "check.h"

struct A {
    int x;
    struct {
        int y;
    };
    int arr[3];
};

struct B {
    union {
        float f;
        unsigned u;
    };
    char name[8];
    struct {
        short lo, hi;
    } r;
    double d;
};

#define N 32

int main(void) {
    int out[N];
    double dd[N];
    char nm[N][8];
#pragma acc parallel loop copyout(out, dd, nm)
    for (int i = 0; i < N; i++) {
        struct A a = {.y = 2 + i, .arr = {5, 6}};
        struct A a2 = {.arr = {9, 9, 9}, .y = i, .arr = {1}};
        struct B b = {.u = 0x3f800000u, .name = "ab", .r = {(short)i, 7}, .d = i * 0.5};
        out[i] = a.x + a.y * 10 + a.arr[0] * 100 + a.arr[1] * 1000 + a.arr[2] * 10000 +
                 (a2.y + a2.arr[0] * 100 + a2.arr[1] * 1000 + a2.arr[2] * 10000) * 100000;
        dd[i] = b.f + b.r.lo + b.r.hi + b.d;
        for (int k = 0; k < 8; k++)
            nm[i][k] = b.name[k];
    }
    for (int i = 0; i < N; i++) {
        CHECK(out[i] == 6520 + 10 * i + (i + 100) * 100000);
        CHECK(dd[i] == 1.0 + i + 7 + i * 0.5);
        CHECK(memcmp(nm[i], "ab\0\0\0\0\0\0", 8) == 0);
    }
    CHECK_DONE();
}
