/* Positional initializers of structs whose members the CUDA record places with explicit
 * padding: a member with an alignment attribute (`int b __attribute__((aligned(16)))`) and
 * a member after a zero-length array of doubles (`double m[4][0]`, GNU C: size 0, alignment
 * 8), in a compute region (OpenACC 3.3, 2.5). The padding was an array member of the
 * device's record, so `{i, {}, 2}` gave it the 2 and left `b` zero on emul (a silent wrong
 * result); the host's outlined copies of local records share the definition. C11 6.7.9p17:
 * each item initialises the next member. */
#include "check.h"

enum { N = 32 };

struct zm { int a; double m[4][0]; int b; };
struct al { char c; int b __attribute__((aligned(16))); short s; };

int main(void) {
    static long got[N][3];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        struct zm z = {i, {}, 2};
        struct al a = {'x', i, 7};
        struct al two[2] = {{1, 2, 3}, {4, i, 6}};
        got[i][0] = z.a + z.b * 100L + (long)sizeof(struct zm) * 10000;
        got[i][1] = a.c + a.b * 1000L + a.s * 100000L + (long)sizeof(struct al) * 10000000L;
        got[i][2] = two[0].c + two[0].b * 10 + two[0].s * 100 + two[1].c * 1000 + two[1].b * 10000L
                    + two[1].s * 1000000L;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == i + 200 + 160000L);
        CHECK(got[i][1] == 'x' + i * 1000L + 700000L + 320000000L);
        CHECK(got[i][2] == 1 + 20 + 300 + 4000 + i * 10000L + 6000000L);
    }
    CHECK_DONE();
}
