/* spec 2.6.5: nested `data` constructs that both have an `if` clause and map the same array,
 * with a compute construct inside both. oxacc carries a conditional data construct's clauses
 * to the compute construct (for a false condition); only the innermost construct's were
 * carried: with both conditions false, `create(a)` inside `copyin(a)` left the device copy
 * uninitialised (emul: silently 1 instead of 11). Each level's clauses are carried now. */
#include "acc_test.h"

#define N 64

static int run(int c1, int c2) {
    double a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = 10;
        b[i] = 0;
    }
#pragma acc data copyin(a) if(c1)
    {
#pragma acc data create(a) copyout(b) if(c2)
        {
#pragma acc parallel loop
            for (int i = 0; i < N; i++) b[i] = a[i] + 1;
        }
    }
    for (int i = 0; i < N; i++) CHECK(b[i] == 11);
    return 0;
}

int main(void) {
    run(0, 0);
    run(1, 0);
    /* (0, 1) creates a without copying it in: no result to check. */
    run(1, 1);
    return 0;
}
