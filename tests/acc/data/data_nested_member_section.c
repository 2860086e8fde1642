/* spec 2.6.2, 2.7.2: `copy(o.in.p[8:4])`, a pointer reached through a nested member of the
 * struct variable `o`, which is in no data clause of its own: the clause maps what o.in.p
 * points to, none of o's storage, so o is implicitly copied (2.6.2: an aggregate) and the
 * clause's attach action, after the copies of the same construct, points the device copy
 * of o.in.p at the section; under default(none) the clause counts as naming o. The clause
 * was taken as o's: o got no device copy and the launch stopped ("'o' ... is not present";
 * bug hunt 2026-11-29, data environment, bug08). */
#include "acc_test.h"

struct in {
    int n;
    double *p;
};
struct out {
    int m;
    struct in in;
};

int main(void) {
    enum { N = 16 };
    struct out o;
    o.m = 1;
    o.in.n = N;
    o.in.p = (double *)calloc(N, sizeof(double));
    double *host_p = o.in.p;
#pragma acc parallel loop copy(o.in.p[8:4])
    for (int i = 8; i < 12; i++) o.in.p[i] = i;
    for (int i = 0; i < N; i++) CHECK(o.in.p[i] == ((i >= 8 && i < 12) ? i : 0));
    CHECK(o.in.p == host_p && o.m == 1); /* the implicit copy came back, detached */

#pragma acc parallel loop default(none) copy(o.in.p[0:2])
    for (int i = 0; i < 2; i++) o.in.p[i] = -1 - i;
    CHECK(o.in.p[0] == -1 && o.in.p[1] == -2 && o.in.p[2] == 0);
    if (discrete()) CHECK(!acc_is_present(&o, sizeof o) && !acc_is_present(host_p, 1));
    free(host_p);
    return 0;
}
