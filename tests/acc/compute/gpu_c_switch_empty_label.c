/* A case or default label whose statement is the null statement, last in its switch (C11
 * 6.8.1: a label is followed by a statement, here `;`), in a kernel and a routine. The CUDA
 * writer dropped the `;` and printed `default: }`, which NVRTC accepts but C++17 does not:
 * the simulator's compiler rejected the module under emul ("expected primary-expression
 * before '}' token"). */
#include "check.h"

#pragma acc routine seq
static int classify(int k) {
    int r = -1;
    switch (k) {
    case 0: r = 0; break;
    case 1 ... 3: r = 1; break;
    case 4:;
    }
    return r;
}

int main(void) {
    int r[8], c[8];
#pragma acc parallel loop copyout(r, c)
    for (int i = 0; i < 8; i++) {
        int acc = 0;
        switch (i) {
        case 1: acc = 1; break;
        case 2: acc = 2; break;
        default:;
        }
        r[i] = acc;
        c[i] = classify(i);
    }
    for (int i = 0; i < 8; i++) {
        CHECK(r[i] == (i == 1 || i == 2 ? i : 0));
        CHECK(c[i] == (i == 0 ? 0 : i <= 3 ? 1 : -1));
    }
    CHECK_DONE();
}
