// cflags: -gpu=managed
/* -gpu=managed puts only the program's heap (malloc and friends) in managed memory, as nvc:
 * global and stack arrays keep their own device copies, under the data rules of OpenACC 3.3
 * 2.6 and 2.7. On a device with its own memory (emul here) a global array a region uses
 * with no clause is copied in and out (2.6.2's implicit copy), a stack array mapped with
 * copyin does not see later host writes, and neither is present before it is mapped; heap
 * memory beside them is. On the host team every data rule holds trivially. */
#include <openacc.h>
#include <stdlib.h>
#include "check.h"

#define N 256
static double glob[N];

int main(void) {
    int discrete = acc_get_device_type() != acc_device_host;
    double stack[N];
    double *heap = malloc(N * sizeof *heap);
    for (int i = 0; i < N; i++) {
        glob[i] = i;
        stack[i] = 1;
        heap[i] = 0;
    }
    if (discrete) {
        CHECK(!acc_is_present(glob, sizeof glob));
        CHECK(!acc_is_present(stack, sizeof stack));
    }
    CHECK(acc_is_present(heap, N * sizeof *heap));
    /* The global array: implicit copy (2.6.2), so the region's writes come back. */
#pragma acc parallel loop
    for (int i = 0; i < N; i++)
        glob[i] *= 2;
    CHECK(glob[N - 1] == 2 * (N - 1));
    /* The stack array: a device copy of its own. */
#pragma acc data copyin(stack)
    {
        stack[3] = 100; /* the host's copy only, on a discrete device */
#pragma acc parallel loop present(stack)
        for (int i = 0; i < N; i++)
            heap[i] = stack[i];
    }
    CHECK(heap[0] == 1);
    CHECK(heap[3] == (discrete ? 1 : 100));
    free(heap);
    CHECK_DONE();
}
