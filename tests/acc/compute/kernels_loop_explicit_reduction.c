/* A kernels loop with a reduction clause (OpenACC 3.3, 2.9.11) is parallel whatever form the
 * updates of its variables take: the dependence test looked for `x = x op e` forms only and
 * ran `r = r > a[i] ? r : a[i]` (and && / || updates) in one device thread ("Loop carried
 * scalar dependence for 'r'"). The .minfo beside this file is the schedule. */
#include "check.h"

int main(void) {
    int a[1024], r = -1000, want = -1000, i;
    int all = 1, any = 0;
    for (i = 0; i < 1024; i++) {
        a[i] = (i * 37) % 1001;
        if (a[i] > want) want = a[i];
    }
#pragma acc kernels loop copyin(a) reduction(max:r)
    for (i = 0; i < 1024; i++) r = r > a[i] ? r : a[i];
#pragma acc kernels loop copyin(a) reduction(&&:all) reduction(||:any)
    for (i = 0; i < 1024; i++) {
        all = a[i] >= 0 && all;
        any = any || a[i] == 1000;
    }
    CHECK(r == want);
    CHECK(all == 1 && any == 1);
    CHECK_DONE();
}
