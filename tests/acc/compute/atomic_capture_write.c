/* OpenACC 3.3, 2.12: atomic capture {v = x; x = expr;} (swap). Every old value is seen once. */
#include "check.h"
int main(void) {
    int x = -1, old[1000];
#pragma acc parallel loop copy(x) copyout(old)
    for (int i = 0; i < 1000; i++) {
        int v;
#pragma acc atomic capture
        { v = x; x = i; }
        old[i] = v;
    }
    static int seen[1001];
    for (int i = 0; i < 1000; i++) seen[old[i] + 1]++;
    seen[x + 1]++;
    for (int k = 0; k < 1001; k++) CHECK(seen[k] == 1);
    CHECK_DONE();
}
