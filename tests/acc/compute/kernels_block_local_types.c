/* OpenACC 3.3, 2.5.3: the statements of a `kernels` construct that are not loop nests run as
 * kernels of their own (on the host team, in outlined functions at file scope). Such a
 * statement may name a typedef, an enumeration constant or a tag declared in a block of the
 * construct before it; those were looked up at the directive, where they are not in scope,
 * and cc rejected the generated host C ("'T' undeclared", "'N2' undeclared"). */
#include "check.h"

int main(void) {
    int a[8], x = 1;
    double y = 0.5;
    for (int i = 0; i < 8; i++) a[i] = i;
#pragma acc kernels copy(a, x, y)
    {
        typedef short T;
        enum { N1 = 1, N2 } e = N2;
        struct pair { int p, q; };
        {
            x = (T)(x + N2) + e - N1;
            struct pair pr = { 3, 4 };
            y += pr.q;
        }
        for (int i = 0; i < 8; i++) a[i] += x;
        x += sizeof(T) + N1;
    }
    CHECK(x == 1 + 2 + 2 - 1 + (int)sizeof(short) + 1);
    CHECK(y == 4.5);
    for (int i = 0; i < 8; i++) CHECK(a[i] == i + 4);
    CHECK_DONE();
}
