/* Struct compound literals (C11 6.5.2.5) in device code, used as values: returned by a seq
 * routine, assigned, passed, with designators. The kernels are C++, which has no compound
 * literals: such a routine or region was host-only, stopping on a GPU. An array literal or one
 * used as an lvalue stays a located "not supported yet" warning. */
#include "check.h"

typedef struct { double x, y; } v2;
struct pair { int a, b; };

#pragma acc routine seq
static v2 add(v2 a, v2 b) { return (v2){a.x + b.x, a.y + b.y}; }

#pragma acc routine seq
static int sum(struct pair p) { return p.a + p.b; }

int main(void) {
    v2 p[16];
    int q[16];
#pragma acc parallel loop copyout(p, q)
    for (int i = 0; i < 16; i++) {
        v2 a = {i, 1};
        p[i] = add(a, (v2){.y = i, .x = 2});
        q[i] = sum((struct pair){i, 2 * i}) + (struct pair){.b = 5}.b;
    }
    for (int i = 0; i < 16; i++) {
        CHECK(p[i].x == i + 2 && p[i].y == 1 + i);
        CHECK(q[i] == 3 * i + 5);
    }
    CHECK_DONE();
}
