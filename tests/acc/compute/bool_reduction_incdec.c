/* ++ and -- on a _Bool reduction variable inside the region (C 6.5.2.4: ++ sets a _Bool, --
 * flips it). The private copy of a _Bool reduction is an int on the GPU (accumulators narrower
 * than int are ints): the generated code must apply _Bool's ++/-- to it, not C++'s bool-only
 * helpers (NVRTC rejected the kernel: fuzz-pipeline seed 0x53786ebd6d014d97, input 9072).
 * OpenACC 3.3, 2.5.15 and 2.9.11. */
#include <stdbool.h>
#include "check.h"

enum { N = 1000 };

int main(void) {
    static int a[N];
    for (int i = 0; i < N; i++) a[i] = i % 7;
    _Bool any = 0, all = 1, lor = 0, land = 1, flip = 0;
#pragma acc parallel loop copyin(a) reduction(|:any) reduction(&:all) reduction(||:lor) reduction(&&:land)
    for (int i = 0; i < N; i++) {
        if (a[i] == 3) any++;
        if (a[i] == 5) --all;
        if (a[i] == 6) ++lor;
        land = land && a[i] < 7;
    }
    CHECK(any == 1);
    CHECK(all == 0);
    CHECK(lor == 1);
    CHECK(land == 1);
    /* one iteration flips its private copy twice: no change */
#pragma acc parallel loop copyin(a) reduction(|:flip)
    for (int i = 0; i < N; i++) {
        if (a[i] == 2) {
            flip--;
            flip--;
        }
    }
    CHECK(flip == 0);
    _Bool none = 0;
#pragma acc parallel loop copyin(a) reduction(|:none)
    for (int i = 0; i < N; i++)
        if (a[i] > 100) none++;
    CHECK(none == 0);
    CHECK_DONE();
}
