/* C strings in compute regions: string literals indexed in device code (they must be device
 * data), char arrays copied in and out, a hand-written strlen / strcmp / reverse as seq
 * routines, character classification by arithmetic, and a const char * table of literals. */
#include "check.h"
#include <string.h>

#pragma acc routine seq
static int my_strlen(const char *s) {
    int n = 0;
    while (s[n]) n++;
    return n;
}

#pragma acc routine seq
static int my_strcmp(const char *a, const char *b) {
    while (*a && *a == *b) {
        a++;
        b++;
    }
    return (unsigned char)*a - (unsigned char)*b;
}

#pragma acc routine seq
static void reverse(char *s) {
    int n = my_strlen(s);
    for (int i = 0; i < n / 2; i++) {
        char t = s[i];
        s[i] = s[n - 1 - i];
        s[n - 1 - i] = t;
    }
}

int main(void) {
    static char words[64][16];
    static int lens[64], cmp[64], upper[64];
    static char first[64];
    for (int i = 0; i < 64; i++) {
        int n = i % 12 + 1;
        for (int k = 0; k < n; k++) words[i][k] = (char)('a' + (i + k) % 26);
        words[i][n] = 0;
    }
#pragma acc parallel loop copy(words) copyout(lens, cmp, upper, first)
    for (int i = 0; i < 64; i++) {
        const char *lit = "hello, device";
        lens[i] = my_strlen(words[i]);
        cmp[i] = my_strcmp(words[i], "m") < 0 ? -1 : my_strcmp(words[i], "m") > 0 ? 1 : 0;
        reverse(words[i]);
        int u = 0;
        for (int k = 0; words[i][k]; k++) u += words[i][k] >= 'n' && words[i][k] <= 'z';
        upper[i] = u;
        first[i] = lit[i % 13];
    }
    for (int i = 0; i < 64; i++) {
        char w[16];
        int n = i % 12 + 1;
        for (int k = 0; k < n; k++) w[k] = (char)('a' + (i + k) % 26);
        w[n] = 0;
        CHECK(lens[i] == n);
        int c = strcmp(w, "m");
        CHECK(cmp[i] == (c < 0 ? -1 : c > 0 ? 1 : 0));
        int u = 0;
        for (int k = 0; k < n; k++) {
            CHECK(words[i][k] == w[n - 1 - k]);
            u += w[k] >= 'n';
        }
        CHECK(upper[i] == u);
        CHECK(first[i] == "hello, device"[i % 13]);
    }
    CHECK_DONE();
}
