// cflags: -O2 -D_FORTIFY_SOURCE=2
/* <string.h>'s strcpy, strncpy, strcat, strncat, strcmp, strncmp, strchr and strrchr (C11
 * 7.24) in a compute region and a routine (OpenACC 3.3, 2.5 / 2.15.1: the region's C): CUDA's
 * device library has none of them, and each made its region host-only ("a call of 'strcpy',
 * which has no definition in this file"). Built with -O2 -D_FORTIFY_SOURCE=2, where glibc
 * defines inline wrappers of them in the program. */
#include "check.h"
#include <string.h>

enum { N = 40, L = 24 };

struct rec { char name[L]; int len; };

#pragma acc routine seq
static struct rec make(int i) {
    struct rec r;
    strcpy(r.name, i % 2 ? "odd" : "even");
    strcat(r.name, "-");
    strncat(r.name, "abcdefgh", (unsigned)(i % 5));
    r.len = (int)strlen(r.name);
    return r;
}

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void) {
    static struct rec out[N];
    static int got[N][6];
#pragma acc parallel loop copyout(out, got)
    for (int i = 0; i < N; i++) {
        out[i] = make(i);
        char buf[8];
        strncpy(buf, "xyz", sizeof buf);
        const char *s = out[i].name;
        got[i][0] = sign(strcmp(s, "even-ab")) + 3 * sign(strncmp(s, "odd-abc", 5));
        got[i][1] = buf[2] + 10 * buf[3] + 100 * buf[7];
        char *dash = strchr(s, '-');
        got[i][2] = dash ? (int)(dash - s) : -1;
        char *last = strrchr(s, i % 3 ? 'd' : 'q');
        got[i][3] = last ? (int)(last - s) : -1;
        got[i][4] = strchr(s, '\0') - s;
        got[i][5] = sign(strcmp("\xff", "a"));
    }
    for (int i = 0; i < N; i++) {
        struct rec w = make(i);
        const char *s = w.name;
        char buf[8];
        strncpy(buf, "xyz", sizeof buf);
        CHECK(strcmp(out[i].name, s) == 0 && out[i].len == w.len);
        CHECK(got[i][0] == sign(strcmp(s, "even-ab")) + 3 * sign(strncmp(s, "odd-abc", 5)));
        CHECK(got[i][1] == 'z');
        CHECK(got[i][2] == (i % 2 ? 3 : 4));
        const char *last = strrchr(s, i % 3 ? 'd' : 'q');
        CHECK(got[i][3] == (last ? (int)(last - s) : -1));
        CHECK(got[i][4] == w.len);
        CHECK(got[i][5] == 1);
    }
    CHECK_DONE();
}
