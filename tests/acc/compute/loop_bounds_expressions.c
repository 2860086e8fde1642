/* OpenACC 3.3, 2.9: bounds and step given by expressions of variables. */
#include "check.h"
int main(void) {
    int lo = 3, hi = 200, st = 5, a[200] = {0};
#pragma acc parallel loop
    for (int i = lo * 2; i < hi - 1; i += st)
        a[i] = 1;
    int n = 0;
    for (int i = 0; i < 200; i++) n += a[i];
    CHECK(n == (199 - 6 + 4) / 5);
    CHECK_DONE();
}
