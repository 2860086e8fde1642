/* <string.h>'s strnlen, memchr, strspn, strcspn, strpbrk, strstr and <stdlib.h>'s atoi, atol,
 * atoll in compute regions (C11 7.24.5, 7.22.1.2; OpenACC 3.3, 2.5.1): the regions ran on the
 * host only ("a call of 'strstr', which has no definition in this file"): CUDA has none of
 * them. Found, missing, empty and boundary cases; signs, blanks and trailing text. */
#include <stdlib.h>
#include <string.h>
#include "check.h"

enum { N = 8 };

int main(void) {
    long out[N][9];
    const char *nums[N] = {"42", "  -17x", "+8", "\t\n 123456789012", "0", "-2147483648", "abc", ""};
    char text[N][16] = {"hello world", "abcabc", "", "xyz", "needle", "a,b;c", "aaaa", "mississippi"};
    long long big[N];
#pragma acc parallel loop copyin(text) copyout(out, big)
    for (int i = 0; i < N; i++) {
        const char *t = text[i];
        const char *s = i == 0 ? "42" : i == 1 ? "  -17x" : i == 2 ? "+8" : i == 3 ? "\t\n 123456789012"
                      : i == 4 ? "0" : i == 5 ? "-2147483648" : i == 6 ? "abc" : "";
        out[i][0] = (long)strnlen(t, 4);
        const char *m = memchr(t, 'c', 16);
        out[i][1] = m ? (long)(m - t) : -1;
        out[i][2] = (long)strspn(t, "abcl eho");
        out[i][3] = (long)strcspn(t, ",;o");
        const char *b = strpbrk(t, "sy;");
        out[i][4] = b ? (long)(b - t) : -1;
        const char *f = strstr(t, i == 2 ? "" : i == 7 ? "ssip" : "bc");
        out[i][5] = f ? (long)(f - t) : -1;
        out[i][6] = atoi(s);
        out[i][7] = atol(s);
        big[i] = atoll(s);
        out[i][8] = strstr(t, "world") != 0;
    }
    for (int i = 0; i < N; i++) {
        const char *t = text[i], *s = nums[i];
        CHECK(out[i][0] == (long)strnlen(t, 4));
        const char *m = memchr(t, 'c', 16);
        CHECK(out[i][1] == (m ? (long)(m - t) : -1));
        CHECK(out[i][2] == (long)strspn(t, "abcl eho"));
        CHECK(out[i][3] == (long)strcspn(t, ",;o"));
        const char *b = strpbrk(t, "sy;");
        CHECK(out[i][4] == (b ? (long)(b - t) : -1));
        const char *f = strstr(t, i == 2 ? "" : i == 7 ? "ssip" : "bc");
        CHECK(out[i][5] == (f ? (long)(f - t) : -1));
        CHECK(out[i][6] == (i == 3 ? (int)123456789012LL : atoi(s)));
        CHECK(out[i][7] == atol(s));
        CHECK(big[i] == atoll(s));
        CHECK(out[i][8] == (i == 0));
    }
    CHECK_DONE();
}
