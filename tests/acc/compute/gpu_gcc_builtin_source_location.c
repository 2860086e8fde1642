/* gcc's source-location builtins in compute regions and routines: `__builtin_LINE()` (the
 * line of the call, through a macro the line of its use, as `__LINE__`), `__builtin_FILE()`
 * (as `__FILE__`) and `__builtin_FUNCTION()` (the enclosing function's name, as `__func__`,
 * C11 6.4.2.2). Before, a region calling one ran only on the host (a warning "a call of the
 * GCC builtin ..., which has no device version"), and there `__builtin_FUNCTION()` named the
 * outlined function (`__oxacc_region_main_1`) instead of `main`. */
#include "check.h"
#include <string.h>

#define WHERE() (__builtin_LINE() * 1000 + (strstr(__builtin_FILE(), "gpu_gcc_builtin_source_location.c") != 0))

#pragma acc routine seq
static int in_routine(char *out) {
    strcpy(out, __builtin_FUNCTION());
    return __builtin_LINE();
}

int main(void) {
    static int r[64][3];
    static char fn[64][2][16];
#pragma acc parallel loop copyout(r, fn)
    for (int i = 0; i < 64; i++) {
        r[i][0] = __builtin_LINE();
        r[i][1] = WHERE();
        r[i][2] = in_routine(fn[i][0]);
        strcpy(fn[i][1], __builtin_FUNCTION());
    }
    for (int i = 0; i < 64; i++) {
        CHECK(r[i][0] == 23 && r[i][1] == 24001 && r[i][2] == 15);
        CHECK(strcmp(fn[i][0], "in_routine") == 0 && strcmp(fn[i][1], "main") == 0);
    }
    printf("%d %d %d %s %s\n", r[0][0], r[0][1], r[0][2], fn[0][0], fn[0][1]);
    CHECK_DONE();
}
