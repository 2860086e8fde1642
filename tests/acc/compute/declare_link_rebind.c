/* declare link (OpenACC 3.3, 2.13.3): the global has a device copy only inside the data
 * regions that map it. A kernel of the same file that does not use it ran first and stopped
 * with "'table' is not present" (the module's globals were bound when it was loaded, all of
 * them required); and a later mapping at another device address must reach the kernels that
 * use it (bound again at each launch when it changed). Found by a helper's bug hunt. */
#include "check.h"

#define N 8
double table[N];
#pragma acc declare link(table)

#pragma acc routine seq
static double lookup(int i) { return table[i]; }

int main(void) {
    double r[N], s[N];
    for (int i = 0; i < N; i++) table[i] = i;
#pragma acc parallel loop copyout(s)
    for (int i = 0; i < N; i++) s[i] = i + 1;
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < N; i++) table[i] = i * (round + 1);
        /* A mapping of its own each round (another allocation between them moves it). */
        double *pad = 0;
        if (round == 1) {
            static double filler[4096];
            pad = filler;
#pragma acc enter data create(filler)
        }
#pragma acc data copyin(table)
        {
#pragma acc parallel loop copyout(r)
            for (int i = 0; i < N; i++) r[i] = lookup(i);
        }
        for (int i = 0; i < N; i++) CHECK(r[i] == i * (round + 1));
        (void)pad;
    }
    for (int i = 0; i < N; i++) CHECK(s[i] == i + 1);
    CHECK_DONE();
}
