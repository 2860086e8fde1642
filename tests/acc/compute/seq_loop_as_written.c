/* OpenACC 3.3, 2.9: the restrictions of the canonical loop form apply to loops without seq; a
   seq loop (or one run sequentially) runs as the C `for` written, so its body may change the
   loop variable or the bound. The kernels fixed the trip count up front before (emul ran 20
   iterations where C runs 10, 50 where C runs 21). */
#include "check.h"
int main(void) {
    int a[20] = {0}, b[100] = {0}, c[4][10] = {{0}}, s = 0;
#pragma acc parallel loop seq copy(a) num_gangs(1)
    for (int i = 0; i < 20; i++) {
        a[i] = 1;
        i++;
    }
#pragma acc parallel num_gangs(1) copy(b)
    {
        int lim = 50;
#pragma acc loop seq
        for (int i = 0; i < lim; i++) {
            b[i] = 1;
            if (i == 10) lim = 20;
        }
    }
#pragma acc parallel loop gang copy(c)
    for (int j = 0; j < 4; j++) {
#pragma acc loop seq
        for (int i = 0; i < 10; i++) {
            c[j][i] = 1;
            i += j;
        }
    }
    /* A sequential loop with a reduction still reduces. */
#pragma acc serial copy(s)
    {
        int n = 8;
#pragma acc loop seq reduction(+ : s)
        for (int i = 0; i < n; i += 2) {
            s += i;
            if (i == 2) n = 5;
        }
    }
    int sa = 0, sb = 0, sc = 0;
    for (int i = 0; i < 20; i++) sa += a[i];
    for (int i = 0; i < 100; i++) sb += b[i];
    for (int j = 0; j < 4; j++)
        for (int i = 0; i < 10; i++) sc += c[j][i];
    CHECK(sa == 10);
    CHECK(sb == 20);
    CHECK(sc == 10 + 5 + 4 + 3);
    CHECK(s == 0 + 2 + 4);
    CHECK_DONE();
}
