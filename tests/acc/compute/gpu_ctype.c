/* <ctype.h> in compute regions (C11 7.4; OpenACC 3.3, 2.5.1): glibc's classification macros
 * (which read the locale's table through __ctype_b_loc), tolower/toupper, the same names
 * called as functions, and isascii/toascii, over every value of unsigned char and EOF, give
 * the host's "C" locale results on the GPU (the region ran on the host only: "a call of
 * '__ctype_b_loc', which has no definition in this file"). A string is upper-cased in place
 * in a kernel. */
#define _DEFAULT_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "check.h"

enum { NC = 257 };

int main(void) {
    static int cls[NC][14], fn[NC][14];
    char s[32] = "Hello, World 42!\tok";
#pragma acc parallel loop copyout(cls, fn)
    for (int i = 0; i < NC; i++) {
        int c = i - 1; /* EOF, then 0 .. 255 */
        cls[i][0] = !!isalnum(c);
        cls[i][1] = !!isalpha(c);
        cls[i][2] = !!isblank(c);
        cls[i][3] = !!iscntrl(c);
        cls[i][4] = !!isdigit(c);
        cls[i][5] = !!isgraph(c);
        cls[i][6] = !!islower(c);
        cls[i][7] = !!isprint(c);
        cls[i][8] = !!ispunct(c);
        cls[i][9] = !!isspace(c);
        cls[i][10] = !!isupper(c);
        cls[i][11] = !!isxdigit(c);
        cls[i][12] = tolower(c);
        cls[i][13] = toupper(c);
        fn[i][0] = !!(isalnum)(c);
        fn[i][1] = !!(isalpha)(c);
        fn[i][2] = !!(isspace)(c);
        fn[i][3] = !!(ispunct)(c);
        fn[i][4] = (tolower)(c);
        fn[i][5] = (toupper)(c);
        fn[i][6] = !!isascii(c);
        fn[i][7] = toascii(c);
    }
#pragma acc serial copy(s)
    for (int k = 0; s[k]; k++) s[k] = (char)(isalpha((unsigned char)s[k]) ? toupper((unsigned char)s[k]) : isspace((unsigned char)s[k]) ? '_' : s[k]);
    for (int i = 0; i < NC; i++) {
        int c = i - 1;
        int want[14] = {!!isalnum(c), !!isalpha(c), !!isblank(c), !!iscntrl(c), !!isdigit(c), !!isgraph(c), !!islower(c),
                        !!isprint(c), !!ispunct(c), !!isspace(c), !!isupper(c), !!isxdigit(c), tolower(c), toupper(c)};
        for (int k = 0; k < 14; k++)
            if (cls[i][k] != want[k]) {
                fprintf(stderr, "c=%d class %d: %d, host %d\n", c, k, cls[i][k], want[k]);
                CHECK(0);
            }
        CHECK(fn[i][0] == want[0] && fn[i][1] == want[1] && fn[i][2] == want[9] && fn[i][3] == want[8]);
        CHECK(fn[i][4] == want[12] && fn[i][5] == want[13]);
        CHECK(fn[i][6] == !!isascii(c) && fn[i][7] == toascii(c));
    }
    CHECK(strcmp(s, "HELLO,_WORLD_42!_OK") == 0);
    CHECK_DONE();
}
