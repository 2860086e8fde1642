/* GNU C allows `$` in identifiers (gcc's default on x86-64 Linux). NVRTC rejects it
 * ("unrecognized token"), and oxacc failed with "NVRTC rejected the GPU code oxacc generated"
 * for a region naming a local, parameter, struct tag or member, declared global or routine
 * with a `$`. The CUDA writer now spells such names without it. */
#include "check.h"
struct S$ {
    int m$;
    int $n;
};
int g$ = 7;
#pragma acc declare copyin(g$)
#pragma acc routine seq
static int tw$ce(int v$) { return 2 * v$; }
int main(void) {
    int $dollar = 2, out[4] = {0};
    struct S$ s$ = {3, 4};
#pragma acc parallel loop copy(out) copyin(s$)
    for (int i$ = 0; i$ < 4; i$++) {
        int loc$ = 5 + i$;
        switch (i$) {
        case 0: out[i$] = $dollar + loc$; break;
        case 1: out[i$] = s$.m$ * 10 + s$.$n; break;
        case 2: out[i$] = tw$ce(loc$); break;
        default: out[i$] = g$; break;
        }
    }
    CHECK(out[0] == 7 && out[1] == 34 && out[2] == 14 && out[3] == 7);
    CHECK_DONE();
}
