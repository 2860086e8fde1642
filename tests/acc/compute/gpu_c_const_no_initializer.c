/* Objects that C lets go without an initializer and C++ does not, declared in a compute
 * region (OpenACC 3.3, 2.5: the region's C): a const scalar or array never read (a
 * placeholder that macros or generated code leave behind), and a struct with a const member
 * whose other members are assigned (C11 6.7.3: only the const member is not modifiable). C++
 * rejects both ("const variable requires an initializer", "uninitialized const member"), so
 * NVRTC rejected the module. */
#include "check.h"

enum { N = 50 };

struct rec { const int id; int val; };
struct pair { struct rec r[2]; double w; };

int main(void) {
    static long long got[N][2];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        const int unused;
        const double spare[3];
        struct rec a;
        a.val = i * 3;
        struct pair p;
        p.w = 0.5 * i;
        p.r[1].val = a.val + 1;
        got[i][0] = a.val + p.r[1].val + (long long)(4 * p.w);
        got[i][1] = sizeof unused + sizeof spare;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == 3 * i + 3 * i + 1 + 2 * i);
        CHECK(got[i][1] == 28);
    }
    CHECK_DONE();
}
