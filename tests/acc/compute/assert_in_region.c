/* assert() in compute regions and routines: glibc's macro is a GNU statement expression of
   type void calling __assert_fail, which made the region host-only (stopping under emul and
   on a GPU). In device code a failed assertion prints "file:line: function: Assertion `e'
   failed." and stops the program (checked by hand: the device prints, then the runtime
   reports the trap); here every assertion holds. */
#include <assert.h>
#include "check.h"
#pragma acc routine seq
static int sq(int x) {
    assert(x >= 0 && x < 100);
    return x * x;
}
int main(void) {
    int out[64], n = 64;
#pragma acc parallel copyout(out) num_gangs(2) vector_length(32)
    {
        assert(n == 64); /* gang-redundant code */
#pragma acc loop gang vector
        for (int i = 0; i < 64; i++) {
            assert(i >= 0);
            out[i] = sq(i);
        }
    }
    for (int i = 0; i < 64; i++) CHECK(out[i] == i * i);
    CHECK_DONE();
}
