/* OpenACC 3.3, 2.7.2 attach action on a null pointer member and on one whose target is not
 * present (enter data attach, acc_attach, 3.2.29): no error, the device copy keeps the host
 * value (null stays null; the absent target's host address stays as it was), and the matching
 * detach actions are no-ops (V&V attach_detach_null style). */
#include <openacc.h>
#include "check.h"
struct S { int *p; int *q; } s;
int other[4];
int main(void) {
    s.p = NULL; s.q = other;
#pragma acc enter data copyin(s)
#pragma acc enter data attach(s.p, s.q)
    acc_attach((void **)&s.p);
    int isnull = -1, isq = -1;
#pragma acc serial present(s) copyout(isnull, isq)
    { isnull = s.p == 0; isq = s.q == other; }
#pragma acc exit data detach(s.p, s.q)
    acc_detach((void **)&s.p);
#pragma acc exit data delete(s)
    CHECK(isnull == 1 && isq == 1 && s.p == NULL && s.q == other);
    CHECK_DONE();
}
