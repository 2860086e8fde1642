/* OpenACC 3.3, 2.1: every token after `#pragma acc` is subject to macro replacement, in every
   directive: init, shutdown and set included (gcc 12's -E leaves those three as written, so
   oxacc expands them itself), with object-like and function-like macros, the user's and
   openacc.h's (acc_async_sync). */
#include "acc_test.h"
#define QUEUE 5
#define DEVNUM 0
#define COND(x) ((x) > 0)
#define SET_ASYNC(q) default_async(q)
#define N 16
#define SECTION(a, n) a[0:n]
#define DATA_IN(v) copyin(v)

int main(void) {
    float a[N];
    for (int i = 0; i < N; i++) a[i] = (float)i;
#pragma acc init device_num(DEVNUM) if(COND(1))
#pragma acc set default_async(QUEUE)
    CHECK(acc_get_default_async() == QUEUE);
#pragma acc set if(COND(1)) default_async(acc_async_sync)
    CHECK(acc_get_default_async() == acc_async_sync);
#pragma acc set SET_ASYNC(QUEUE + 1) device_num(DEVNUM)
    CHECK(acc_get_default_async() == QUEUE + 1);
    /* A false condition: nothing is set. */
#pragma acc set if(COND(0)) default_async(QUEUE)
    CHECK(acc_get_default_async() == QUEUE + 1);
#pragma acc enter data DATA_IN(SECTION(a, N)) async(QUEUE)
#pragma acc wait(QUEUE)
    if (discrete()) {
        CHECK(acc_is_present(a, sizeof a));
        CHECK(dev_at(&a[3]) == 3.0f);
    }
#pragma acc exit data delete(SECTION(a, N))
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
#pragma acc set default_async(acc_async_sync)
#pragma acc shutdown device_num(DEVNUM) if(COND(0))
    return 0;
}
