/* OpenACC 3.3, 2.5.2 (serial construct): runs as one gang of one worker of vector length 1,
 * so a recurrence inside it is computed in order. */
#include "check.h"
int main(void) {
    long f[40];
#pragma acc serial copyout(f)
    {
        f[0] = 0; f[1] = 1;
        for (int i = 2; i < 40; i++) f[i] = f[i - 1] + f[i - 2];
    }
    CHECK(f[39] == 63245986L);
    CHECK_DONE();
}
