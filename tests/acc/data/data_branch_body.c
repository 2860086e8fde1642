/* spec 2.6.5: a data construct whose whole body is a branch (`break;`, `continue;`, `return;`,
 * `goto`): the region's exit actions run before the branch, once (found by the whole-pipeline
 * fuzz test: the exit code was spliced in twice and the generated C did not compile). */
#include "acc_test.h"

static float a[16];

static void body_is_return(void) {
#pragma acc data copy(a)
    return;
}

static int body_is_return_value(int k) {
#pragma acc data copyin(a)
    return acc_is_present(a, sizeof a) ? k : -1; /* evaluated inside the region */
}

static int body_is_goto(void) {
#pragma acc data copyin(a)
    goto done;
done:
    return 7;
}

static int nested_bodies_are_break(void) {
    int n = 0;
    for (int i = 0; i < 5; i++) {
        n++;
#pragma acc data copyin(a)
#pragma acc data create(a[0:8])
        break;
    }
    return n;
}

int main(void) {
    int iters = 0;
    for (int i = 0; i < 10; i++) {
#pragma acc data copyin(a)
        break;
        iters = 100; /* not reached */
    }
    CHECK(iters == 0);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    for (int i = 0; i < 10; i++) {
        iters++;
#pragma acc data create(a)
        continue;
    }
    CHECK(iters == 10);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    body_is_return();
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    CHECK(body_is_return_value(5) == 5);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    CHECK(body_is_goto() == 7);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    CHECK(nested_bodies_are_break() == 1);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
