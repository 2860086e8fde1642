/* ++ and -- on a _Bool bit-field in a kernel and a routine (C11 6.5.2.4, 6.5.3.1: the
 * operand becomes operand +/- 1 converted to _Bool, 6.3.1.2: ++ sets it, -- flips it; the
 * postfix forms yield the old value). The writer passed the bit-field to a helper taking a
 * reference, which NVRTC rejects ("taking the address of a bit field is not allowed"). */
#include "check.h"

struct flags { _Bool a : 1; unsigned b : 3; _Bool c : 1; };

#pragma acc routine seq
static int bump(struct flags *p) {
    int old = p->c++;
    return old * 10 + p->c; /* 0 * 10 + 1 */
}

int main(void) {
    int r[8][6];
    struct flags fs[8];
    for (int i = 0; i < 8; i++) {
        fs[i].a = i & 1;
        fs[i].b = i;
        fs[i].c = 0;
    }
#pragma acc parallel loop copy(fs) copyout(r)
    for (int i = 0; i < 8; i++) {
        struct flags f = { 0, 5, 1 };
        r[i][0] = f.a++;              /* 0, a = 1 */
        r[i][1] = f.a-- * 10;         /* 10, a = 0 */
        r[i][1] += f.a;
        r[i][2] = --f.a * 10;         /* 10: 0 flips to 1 */
        r[i][2] += f.a;               /* 11 */
        r[i][3] = ++f.a + f.b;        /* 1 + 5 */
        r[i][4] = fs[i].a++ * 10;     /* (i & 1) * 10, a = 1 */
        r[i][4] += fs[i].a;
        r[i][5] = bump(&fs[i]);       /* 1 */
        --fs[i].a;                    /* 0 */
    }
    for (int i = 0; i < 8; i++) {
        CHECK(r[i][0] == 0 && r[i][1] == 10 && r[i][2] == 11 && r[i][3] == 6);
        CHECK(r[i][4] == (i & 1) * 10 + 1);
        CHECK(r[i][5] == 1);
        CHECK(fs[i].a == 0 && fs[i].b == (unsigned)i && fs[i].c == 1);
    }
    CHECK_DONE();
}
