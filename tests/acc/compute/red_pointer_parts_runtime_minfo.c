/* OpenACC 3.3, 2.11 / 2.6.2: `parallel loop reduction(+:p[i], p[j])` with no data clause for `p`
 * implies a copy of the reduced parts; oxacc copies the section from the least lower bound to
 * the greatest end (tests/acc/compute/red_pointer_parts_runtime.c). -Minfo=accel (beside this
 * file) names each part as nvc does, `p[i:1]` and `p[j:1]`, not the covering section's bounds
 * as computed C text (`p[((long long)(j)<(long long)(i)?...`), as it printed before. */
#include "check.h"
#include <stdlib.h>

static int idx(int v) { return v; } /* run-time bounds the compiler cannot fold */

int main(int argc, char **argv) {
    (void)argv;
    int n = 16;
    int *p = calloc(n, sizeof *p);
    int i = idx(argc + 1), j = idx(argc + 9); /* 2 and 10 */
#pragma acc parallel loop reduction(+:p[i], p[j])
    for (int k = 0; k < 100; k++) {
        p[i] += k;
        p[j] += 2;
    }
    for (int k = 0; k < n; k++) CHECK(p[k] == (k == 2 ? 4950 : k == 10 ? 200 : 0));
    int lo = idx(argc + 5); /* 6 */
#pragma acc parallel loop reduction(+:p[1], p[lo:3])
    for (int k = 0; k < 30; k++) {
        p[lo + k % 3] += 1;
        p[1] += 3;
    }
    CHECK(p[1] == 90 && p[6] == 10 && p[7] == 10 && p[8] == 10 && p[2] == 4950 && p[5] == 0);
    free(p);
    CHECK_DONE();
}
