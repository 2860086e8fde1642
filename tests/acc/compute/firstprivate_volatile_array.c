// cflags: -Wall -Wextra
/* OpenACC 3.3, 2.5.14 (firstprivate): a volatile array and a const volatile one in a
 * firstprivate clause. The kernel's copy was filled with `::memcpy(&va, &__p_va.v, ...)`: NVRTC (and the
 * emul simulator's compiler) rejected the module ("argument of type 'volatile int (*)[4]' is
 * incompatible with parameter of type 'void *'"), and the host code's copies drew cc's
 * "discards 'volatile' qualifier" warnings. */
#include "check.h"

int main(void) {
    volatile int va[4] = {1, 2, 3, 4};
    const volatile int cva[2] = {10, 20};
    double out[8];
#pragma acc parallel loop firstprivate(va, cva) copyout(out)
    for (int i = 0; i < 8; i++) out[i] = va[i % 4] + cva[i % 2];
    for (int i = 0; i < 8; i++) CHECK(out[i] == (i % 4 + 1) + (i % 2 ? 20 : 10));
#pragma acc serial firstprivate(va) copyout(out)
    for (int i = 0; i < 4; i++) { va[i] *= 2; out[i] = va[i]; }
    for (int i = 0; i < 4; i++) CHECK(out[i] == 2 * (i + 1) && va[i] == i + 1);
    CHECK_DONE();
}
