/* GCC builtins with a type in their name, in a kernel: __builtin_ffsl and __builtin_ffsll
 * (the first set bit of a long / long long), and the typed overflow builtins
 * __builtin_{s,u}{add,sub,mul}{,l,ll}_overflow, whose operands are converted to the named
 * type (their prototypes' types) before the operation. Each made its region host-only ("a
 * call of the GCC builtin ..., which has no device version"). */
#include "check.h"
#include <limits.h>

int main(void) {
    long long r[8][12];
#pragma acc parallel loop copyout(r)
    for (int i = 0; i < 8; i++) {
        int si;
        unsigned ui;
        long sl;
        unsigned long ul;
        long long sll;
        unsigned long long ull;
        r[i][0] = __builtin_ffsl(1L << (40 + i)) + 100 * __builtin_ffsll(0);
        r[i][1] = __builtin_ffsll(3LL << (50 + i));
        r[i][2] = __builtin_sadd_overflow(INT_MAX - 3, i, &si) * 10000000000LL + si;
        r[i][3] = __builtin_uadd_overflow(UINT_MAX - 3, (unsigned)i, &ui) * 10000000000LL + ui;
        r[i][4] = __builtin_ssubl_overflow(LONG_MIN + 2, (long)i, &sl) * 1000 + (sl & 0xff);
        r[i][5] = __builtin_usubl_overflow(3UL, (unsigned long)i, &ul) * 1000 + (long long)(ul % 1000);
        r[i][6] = __builtin_smulll_overflow(1LL << 60, (long long)i, &sll) * 1000 + (sll & 0xfff);
        r[i][7] = __builtin_umulll_overflow(1ULL << 62, (unsigned long long)i, &ull) * 1000 + (long long)(ull >> 60);
        /* The operands are converted to int first: 2^32 + i becomes i (gcc's conversion). */
        r[i][8] = __builtin_smul_overflow(4294967296LL + i, 3, &si) * 1000 + si;
        r[i][9] = __builtin_uaddll_overflow(~0ULL - 3, (unsigned long long)i, &ull) * 1000 + (long long)(ull % 1000);
        r[i][10] = __builtin_saddll_overflow(LLONG_MAX, -(long long)i, &sll) + (sll == LLONG_MAX - i);
        r[i][11] = __builtin_umul_overflow(65536u, 65536u + i, &ui) * 10 + ui;
    }
    for (int i = 0; i < 8; i++) {
        int si;
        unsigned ui;
        long sl;
        unsigned long ul;
        long long sll;
        unsigned long long ull;
        long long want[12];
        want[0] = __builtin_ffsl(1L << (40 + i)) + 100 * __builtin_ffsll(0);
        want[1] = __builtin_ffsll(3LL << (50 + i));
        want[2] = __builtin_sadd_overflow(INT_MAX - 3, i, &si) * 10000000000LL + si;
        want[3] = __builtin_uadd_overflow(UINT_MAX - 3, (unsigned)i, &ui) * 10000000000LL + ui;
        want[4] = __builtin_ssubl_overflow(LONG_MIN + 2, (long)i, &sl) * 1000 + (sl & 0xff);
        want[5] = __builtin_usubl_overflow(3UL, (unsigned long)i, &ul) * 1000 + (long long)(ul % 1000);
        want[6] = __builtin_smulll_overflow(1LL << 60, (long long)i, &sll) * 1000 + (sll & 0xfff);
        want[7] = __builtin_umulll_overflow(1ULL << 62, (unsigned long long)i, &ull) * 1000 + (long long)(ull >> 60);
        want[8] = __builtin_smul_overflow(4294967296LL + i, 3, &si) * 1000 + si;
        want[9] = __builtin_uaddll_overflow(~0ULL - 3, (unsigned long long)i, &ull) * 1000 + (long long)(ull % 1000);
        want[10] = __builtin_saddll_overflow(LLONG_MAX, -(long long)i, &sll) + (sll == LLONG_MAX - i);
        want[11] = __builtin_umul_overflow(65536u, 65536u + i, &ui) * 10 + ui;
        for (int k = 0; k < 12; k++) {
            if (r[i][k] != want[k]) fprintf(stderr, "r[%d][%d] = %lld, want %lld\n", i, k, r[i][k], want[k]);
            CHECK(r[i][k] == want[k]);
        }
    }
    CHECK(r[3][8] == 9 && r[1][0] == 42);
    CHECK_DONE();
}
