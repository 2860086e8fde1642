/* kernels (2.5.3), -Minfo: variables declared inside the construct are the region's own, no
 * data clause names them (2.6.2's implicit data attributes are for variables declared outside
 * the construct), so -Minfo lists no "Generating implicit copy(tmp)" for them (nvc lists
 * none). Host statements that assign them between the kernels run as one-thread kernels on
 * their device copies, each with a data region of its own: before the fix every such kernel
 * printed "Generating implicit copy(tmp)" again at the construct's line. The .minfo pins the
 * lines; the checks pin the values the kernels see. */
#include "check.h"
#define N 100

int main(void) {
    double a[N], b[N];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc kernels
    {
        double tmp = 2.0;
        int n = N;
        for (int i = 0; i < n; i++) b[i] = a[i] * tmp;
        tmp = 3.0;
        for (int i = 0; i < n; i++) a[i] = b[i] + tmp;
        tmp = tmp + 1.0;
        for (int i = 0; i < n; i++) b[i] = a[i] * tmp;
    }
    for (int i = 0; i < N; i++) {
        CHECK(a[i] == 2.0 * i + 3.0);
        CHECK(b[i] == (2.0 * i + 3.0) * 4.0);
    }
    CHECK_DONE();
}
