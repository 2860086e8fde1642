/* GCC's builtin spellings of library functions and a few more builtins in compute regions
 * (gcc manual, "Other Built-in Functions Provided by GCC"): `__builtin_strcmp`,
 * `__builtin_strncmp`, `__builtin_strcpy`, `__builtin_strchr`, `__builtin_sprintf`,
 * `__builtin_isdigit`, `__builtin_toupper`, `__builtin_imaxabs` (the library's functions
 * whatever the file defines under the plain names), the long double constants
 * `__builtin_infl`, `__builtin_huge_vall`, `__builtin_nanl`, the signaling NaNs
 * `__builtin_nans`/`nansf`, `__builtin_signbitl`, `__builtin_islessgreater` (C11 7.12.14.5),
 * `__builtin_expect_with_probability` and `__builtin_speculation_safe_value` (their first
 * operand). Before, each made its region host-only (a warning "a call of the GCC builtin ...
 * which has no device version in oxacc"), and under emul or nvidia the program stopped. */
#include "check.h"
#include <string.h>
#include <inttypes.h>

#define N 64
int main(void) {
    static char words[N][16];
    static long long r[N][16];
    static double x[N];
    for (int i = 0; i < N; i++) {
        snprintf(words[i], sizeof words[i], "w%d-%c", i * 7, 'a' + i % 26);
        x[i] = (i - 32) * 0.5;
    }
#pragma acc parallel loop copyin(words, x) copyout(r)
    for (int i = 0; i < N; i++) {
        char buf[24];
        __builtin_strcpy(buf, words[i]);
        r[i][0] = __builtin_strcmp(buf, "w100") > 0 ? 1 : __builtin_strcmp(buf, "w100") < 0 ? -1 : 0;
        r[i][1] = __builtin_strncmp(buf, words[(i + 1) % N], 2) == 0;
        r[i][2] = __builtin_strchr(buf, '-') - buf;
        r[i][3] = __builtin_sprintf(buf, "%d:%s", i, words[i]);
        r[i][4] = (__builtin_isdigit(buf[1]) != 0) + 2 * (__builtin_toupper(buf[r[i][3] - 1]) == 'A' + i % 26);
        r[i][5] = __builtin_imaxabs((intmax_t)(i - 40) * 100000000000LL);
        r[i][6] = (__builtin_infl() > 1e300) + 2 * (-__builtin_huge_vall() < -1e300) + 4 * (__builtin_nanl("") != __builtin_nanl(""));
        r[i][7] = (__builtin_nans("") != __builtin_nans("")) + 2 * (__builtin_nansf("") != 0.0f);
        r[i][8] = __builtin_signbitl((long double)x[i]) != 0;
        r[i][9] = __builtin_islessgreater(x[i], 0.0) + 2 * __builtin_islessgreater(x[i], __builtin_nan(""));
        r[i][10] = __builtin_expect_with_probability(i & 3, 1, 0.75) * 10 + __builtin_speculation_safe_value(i);
        r[i][11] = buf[0] + buf[r[i][3] - 1];
    }
    for (int i = 0; i < N; i++) {
        CHECK(r[i][6] == 7 && r[i][7] == 3);
        CHECK(r[i][8] == (x[i] < 0));
        CHECK(r[i][9] == (x[i] != 0));
        for (int j = 0; j < 12; j++) printf("%lld ", r[i][j]);
        printf("\n");
    }
    CHECK_DONE();
}
