/* OpenACC 3.3, 2.12: the expression-statement forms of atomic capture; every captured value
 * is unique, so the tickets form a permutation. */
#include "check.h"
int main(void) {
    static int t1[1000], t2[1000], t3[1000], t4[1000], t5[1000], t6[1000];
    int a = 0, b = 0, c = 0, d = 0, e = 0, f = 2000;
#pragma acc parallel loop copy(a, b, c, d, e, f)
    for (int i = 0; i < 1000; i++) {
        int v;
#pragma acc atomic capture
        v = a++;
        t1[i] = v;
#pragma acc atomic capture
        v = ++b;
        t2[i] = v;
#pragma acc atomic capture
        v = c += 1;
        t3[i] = v;
#pragma acc atomic capture
        v = d = d + 1;
        t4[i] = v;
#pragma acc atomic capture
        v = e = 1 + e;
        t5[i] = v;
#pragma acc atomic capture
        v = f--;
        t6[i] = v;
    }
    static int seen[6][2001];
    for (int i = 0; i < 1000; i++) {
        seen[0][t1[i]]++; seen[1][t2[i]]++; seen[2][t3[i]]++; seen[3][t4[i]]++; seen[4][t5[i]]++; seen[5][t6[i]]++;
    }
    for (int k = 0; k < 1000; k++) {
        CHECK(seen[0][k] == 1); CHECK(seen[1][k + 1] == 1); CHECK(seen[2][k + 1] == 1);
        CHECK(seen[3][k + 1] == 1); CHECK(seen[4][k + 1] == 1); CHECK(seen[5][2000 - k] == 1);
    }
    CHECK(a == 1000 && b == 1000 && f == 1000);
    CHECK_DONE();
}
