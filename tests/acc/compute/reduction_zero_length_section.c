/* OpenACC 3.3, 2.5.15 / 2.9.11 (a reduction on an array section has an implied copy of the
 * section) with 2.7.1 (a zero-length section has no device copy): a reduction on `o[0:n]`
 * with n = 0 runs its iterations and leaves `o` unchanged. The launch used to translate the
 * array through one element of the reduced section and stop with "'o' ... is not present" on
 * a discrete device (found by scripts/fuzz-semantic.sh). Also at a loop inside `parallel`,
 * from a non-zero lower bound, on a local array, and with n > 0 for comparison. */
#include "check.h"
static volatile int zero_v = 0, four_v = 4;
static int o[16];
int main(void) {
    int n = zero_v, four = four_v;
    int a[10], m[6] = {1, 2, 3, 4, 5, 6};
    for (int i = 0; i < 16; i++) o[i] = i;
    for (int i = 0; i < 10; i++) a[i] = i;
#pragma acc parallel loop reduction(+:o[0:n]) copyin(a)
    for (int i = 0; i < 10; i++) {
        if (i < n) o[i] += a[i];
    }
    for (int i = 0; i < 16; i++) CHECK(o[i] == i);
#pragma acc parallel loop reduction(+:m[1:n])
    for (int i = 0; i < 10; i++) {
        if (i < n) m[1 + i] += 1;
    }
    for (int i = 0; i < 6; i++) CHECK(m[i] == i + 1);
    int s = 0;
#pragma acc parallel copyin(a) copy(s)
    {
#pragma acc loop reduction(+:o[2:n])
        for (int i = 0; i < 10; i++) {
            if (i < n) o[2 + i] += a[i];
        }
#pragma acc loop reduction(+:s)
        for (int i = 0; i < 10; i++) s += a[i];
    }
    CHECK(s == 45);
    for (int i = 0; i < 16; i++) CHECK(o[i] == i);
    /* the same sections with four elements: each gets 10 */
#pragma acc parallel loop reduction(+:o[0:four]) copyin(a)
    for (int i = 0; i < 10; i++) {
        for (int k = 0; k < four; k++) o[k] += 1;
    }
    for (int i = 0; i < 16; i++) CHECK(o[i] == i + (i < 4 ? 10 : 0));
#pragma acc parallel loop reduction(max:m[1:four])
    for (int i = 0; i < 10; i++) {
        for (int k = 0; k < four; k++) m[1 + k] = m[1 + k] > i ? m[1 + k] : i;
    }
    CHECK(m[0] == 1 && m[1] == 9 && m[2] == 9 && m[3] == 9 && m[4] == 9 && m[5] == 6);
    return 0;
}
