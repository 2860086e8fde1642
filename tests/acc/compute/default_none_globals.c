/* OpenACC 3.3, 2.6.2: with default(none), a file-scope variable is accepted when a data clause
 * is visible for it (on the construct, on an enclosing data construct, in a declare directive
 * at file scope or in the function) or it is private, firstprivate or a reduction; sizeof is
 * not an exposed access. */
#include "check.h"
int gin = 3;
double gout[100];
int gdecl = 4;
#pragma acc declare copyin(gdecl)
int gdata = 5;
int gpriv, gfirst = 6, gred = 0;
int gsize;
int main(void) {
#pragma acc data copyin(gdata)
    {
#pragma acc parallel loop default(none) copyin(gin) copyout(gout) firstprivate(gfirst) private(gpriv) reduction(+:gred)
        for (int i = 0; i < 100; i++) {
            gpriv = gin + gdecl + gdata + gfirst + (int)sizeof(gsize);
            gout[i] = gpriv * i;
            gred += 1;
        }
    }
    for (int i = 0; i < 100; i++) CHECK(gout[i] == 22.0 * i);
    CHECK(gred == 100);
    CHECK_DONE();
}
