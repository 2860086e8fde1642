/* C11 _Generic (6.5.1.1) in a kernel and a routine: type-dispatching macros selecting a
 * value, a function designator that is called (`_Generic(x, float: fabsf, ...)(x)`), an
 * lvalue that is assigned, nested selections, and associations that are not evaluated (their
 * side effects do not happen; one calls a function that has no device code). The region
 * used to run only on the host ("_Generic in a compute region is not supported yet"). */
#include "check.h"
#include <math.h>

#define KIND(x) _Generic((x), int: 1, unsigned: 2, float: 4, double: 5, default: 0)
#define ABS(x) _Generic((x), float: fabsf, default: fabs)(x)
#define WIDEN(x) _Generic((x), float: (double)(x), default: (x))

double host_only(double); /* no definition, no routine directive: never selected below */

#pragma acc routine seq
static int kinds(float f, unsigned u) { return KIND(f) * 10 + KIND(u); }

int main(void) {
    int r[16][6];
    double d[16][2];
#pragma acc parallel loop copyout(r, d)
    for (int i = 0; i < 16; i++) {
        float f = -0.5f * i;
        int hits = 0;
        r[i][0] = KIND(f * 2.0) * 100 + KIND(f) * 10 + KIND(i + 'a'); /* 541 */
        r[i][1] = kinds(f, 3u);                                       /* 42 */
        r[i][2] = _Generic(i, int: hits, default: hits++) + hits;     /* 0: hits++ not evaluated */
        _Generic(f, float: r[i][3], default: r[i][4]) = i;            /* an lvalue */
        r[i][4] = KIND(_Generic(i, int: 1.0f, default: 2)) + sizeof(WIDEN(f)); /* 4 + 8 */
        r[i][5] = _Generic(f, double: (int)host_only(f), default: i * 3);
        d[i][0] = ABS(f);                                             /* fabsf */
        d[i][1] = ABS((double)f - 1);                                 /* fabs */
    }
    for (int i = 0; i < 16; i++) {
        CHECK(r[i][0] == 541 && r[i][1] == 42 && r[i][2] == 0);
        CHECK(r[i][3] == i && r[i][4] == 12 && r[i][5] == 3 * i);
        CHECK(d[i][0] == 0.5 * i && d[i][1] == 0.5 * i + 1);
    }
    CHECK_DONE();
}
