/* OpenACC 3.3, 2.7.1 (a zero-length subarray in a data clause has no device copy) with 2.6.2:
 * a compute construct on a fixed-size array whose only mapping is a zero-length section, of
 * its own clause (`copyout(o[0:n])`, n = 0) or of an enclosing data construct
 * (`copy(o[3:n])`), runs its zero iterations: the launch used to translate the array through
 * one element of the section and stop with "not present" on a discrete device (found by
 * scripts/fuzz-semantic.sh). Also with n > 0, async, a section length read from memory, a
 * two-dimensional section (`copyout(b[0:n][0:10])`) and a struct member's (`copy(s.v[2:n])`). */
#include "check.h"
static volatile int zero_v = 0, three_v = 3;
struct S { int v[16]; int z; } s;
int main(void) {
    int n = zero_v, m = three_v;
    static int o[16], p[16], q[16];
    int len[2] = {0, 4};
#pragma acc parallel loop copyout(o[0:n])
    for (int k = 0; k < n; k++) o[k] = 1;
    CHECK(o[0] == 0);
#pragma acc data copy(p[3:n])
    {
#pragma acc parallel loop
        for (int k = 3; k < n + 3; k++) p[k] = 1;
    }
    CHECK(p[3] == 0);
#pragma acc parallel loop async(2) copyout(q[2:len[0]])
    for (int k = 2; k < len[0] + 2; k++) q[k] = 5;
#pragma acc wait(2)
    CHECK(q[2] == 0);
    /* non-empty sections still translate through their first element */
#pragma acc data copy(p[3:m])
    {
#pragma acc parallel loop
        for (int k = 3; k < m + 3; k++) p[k] = k;
    }
    CHECK(p[3] == 3 && p[5] == 5 && p[6] == 0 && p[2] == 0);
#pragma acc parallel loop copyout(q[2:len[1]])
    for (int k = 2; k < len[1] + 2; k++) q[k] = 5;
    CHECK(q[1] == 0 && q[2] == 5 && q[5] == 5 && q[6] == 0);
    static int b[8][10];
    for (int r = 0; r < 2; r++) {
        int len2 = r ? m : n;
/* (copy: the loop writes column 1 only, and a copyout's device copy starts undefined) */
#pragma acc parallel loop copy(b[0:len2][0:10])
        for (int k = 0; k < len2; k++) b[k][1] = 7;
#pragma acc parallel loop copy(s.v[2:len2])
        for (int k = 2; k < len2 + 2; k++) s.v[k] = 9;
    }
    CHECK(b[0][1] == 7 && b[2][1] == 7 && b[3][1] == 0 && b[0][0] == 0);
    CHECK(s.v[1] == 0 && s.v[2] == 9 && s.v[4] == 9 && s.v[5] == 0);
    CHECK_DONE();
}
