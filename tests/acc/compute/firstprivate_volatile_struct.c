/* OpenACC 3.3, 2.5.14 (firstprivate): a volatile struct with an array member in a
 * firstprivate clause. NVRTC accepted the kernel, but the emul simulator's wrapper copied the
 * parameter from a volatile lvalue, which C++ cannot ("binding reference of type 'const
 * __oxacc_rec1 &' ... discards qualifiers"): the run on emul stopped. The array member
 * alone, `firstprivate(vs.d)` (found by the pipeline fuzzer): NVRTC rejected the copy's
 * memcpy from a pointer to a volatile array. */
#include "check.h"

int main(void) {
    volatile struct { int k; double d[2]; } vs = {5, {0.5, 1.5}};
    double out[8];
#pragma acc parallel loop firstprivate(vs) copyout(out)
    for (int i = 0; i < 8; i++) out[i] = vs.k + vs.d[i % 2];
    for (int i = 0; i < 8; i++) CHECK(out[i] == 5 + (i % 2 ? 1.5 : 0.5));
#pragma acc parallel loop firstprivate(vs.d) copyout(out)
    for (int i = 0; i < 8; i++) out[i] = vs.d[i % 2] * 2;
    for (int i = 0; i < 8; i++) CHECK(out[i] == (i % 2 ? 3.0 : 1.0));
    CHECK_DONE();
}
