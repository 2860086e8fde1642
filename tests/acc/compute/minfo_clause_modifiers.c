/* -Minfo=accel names a data clause's modifier as the program wrote it (2.7.4 `copyin(readonly:
 * ...)`, 2.7.8 `copyout(zero: ...)`, 2.7.9 `create(zero: ...)`): `Generating
 * copyout(zero: b[0:n])`. It printed `Generating copyout(b[0:n])`, as if the clause had none. */
#include "check.h"

int main(void) {
    int n = 8;
    float a[8], b[8], c[8];
    for (int i = 0; i < n; i++) a[i] = i, b[i] = -1;
#pragma acc parallel loop copyin(readonly: a[0:n]) copyout(zero: b[0:n]) create(zero: c)
    for (int i = 0; i < n; i++) {
        c[i] = a[i];
        b[i] = c[i] + 1;
    }
#pragma acc data copyin(readonly: a) create(zero: c)
    {
#pragma acc enter data create(zero: b)
#pragma acc exit data delete(b)
    }
    for (int i = 0; i < n; i++) CHECK(b[i] == i + 1);
    CHECK_DONE();
}
