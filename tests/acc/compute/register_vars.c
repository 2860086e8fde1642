/* A 'register' variable declared outside a compute construct and used in it has no address,
 * while oxacc's data actions and outlined code name variables by address (the implied copy of
 * a kernels scalar or of an aggregate, 2.6.2): cc rejected the generated code ("address of
 * register variable requested", hunt-atomic2 bug08). The construct now runs on a non-register
 * copy of the same name, copied back after it. */
#include "check.h"
struct S { int a, b; };
int main(void) {
    register int x = 0;
    register int y = 3;
    register const int c = 5;
    register struct S s = {1, 2};
    int a[10];
    /* kernels: scalars and aggregates are copy (2.6.2); x is written. */
#pragma acc kernels copyout(a)
    {
        x = 1;
        for (int i = 0; i < 10; i++) a[i] = y + c;
    }
    CHECK(x == 1 && a[9] == 8);
#pragma acc kernels loop copyout(a)
    for (int i = 0; i < 10; i++) { a[i] = s.b; x = i; }
    CHECK(x == 9 && a[0] == 2);
    /* parallel / serial: the scalar is firstprivate, the struct copy. */
#pragma acc parallel loop copyout(a)
    for (int i = 0; i < 10; i++) a[i] = y + s.a + i;
    CHECK(a[9] == 13);
#pragma acc serial copyout(a)
    {
        s.b = 7;
        a[0] = s.b + c;
    }
    CHECK(s.b == 7 && a[0] == 12);
    /* Inside a data construct; and with an if clause choosing the host. */
#pragma acc data copy(a)
    {
#pragma acc kernels
        { x = 20; a[1] = x + y; }
    }
    CHECK(x == 20 && a[1] == 23);
#pragma acc kernels if(y > 100) copy(a)
    { x = 30; a[2] = x + y; }
    CHECK(x == 30 && a[2] == 33);
    CHECK_DONE();
}
