/* Statements of a `kernels` construct that branch out of themselves (`break`/`continue` of a
 * host loop around them, `goto`, a label) stay host control flow; the code inside them becomes
 * kernels. Before, such a statement became a one-thread kernel of its own, an outlined function
 * holding a `break` without its loop ("break statement not within loop or switch"; found by the
 * whole-pipeline fuzz test). */
#include "check.h"

int main(void) {
    static float a[30][40];
    int rows = 0, flag = 0;

    /* A loop not in canonical form (its test is a `break` in the body): it runs on the host,
     * the inner loop is a kernel. */
#pragma acc kernels copyout(a)
    for (int i = 0;; i++) {
        if (!(i < 30))
            break;
        for (int j = 0; j < 40; j++)
            a[i][j] = 3;
    }
    CHECK(a[29][39] == 3);

    /* continue, and a switch whose case has a loop. */
#pragma acc kernels copy(a) copy(rows)
    for (int i = 0; i < 30 && rows >= 0; i++) {
        if (i % 2)
            continue;
        switch (i % 4) {
        case 0:
            for (int j = 0; j < 40; j++)
                a[i][j] = 4;
            break;
        default:
            rows = rows + 1;
            break;
        }
    }
    CHECK(a[0][0] == 4 && a[2][0] == 3 && a[4][1] == 4);
    CHECK(rows == 7);

    /* goto and a label inside the region. */
#pragma acc kernels copy(flag)
    {
        if (flag == 0)
            goto done;
        flag = 5;
    done:
        flag = flag + 1;
    }
    CHECK(flag == 1);
    CHECK_DONE();
}
