/* Brace elision in initializer lists in a kernel (C11 6.7.9p20: a subaggregate whose item
 * is not a braced list takes as many items as it has parts): a struct with an array member,
 * structs in an array of structs in a struct, a union member (its first member), partial
 * lists (the rest is zero), and scalars that C converts to their part's type (an int for a
 * double member, a double for an int element). A struct with an array member initialised
 * with elided braces made the region host-only ("this initializer in a compute region is
 * not supported yet"). */
#include "check.h"

struct a3 { int a[3]; int b; };
struct pt { int x, y; };
struct poly { int n; struct pt v[3]; double w; };
union num { int i; float f; };
struct tagged { char tag; union num u[2]; };

int main(void) {
    long r[8][12];
    double d[8];
#pragma acc parallel loop copyout(r, d)
    for (int i = 0; i < 8; i++) {
        struct a3 s = { 1, 2, 3, i };                 /* a = {1, 2, 3}, b = i */
        struct poly p = { 3, 1, 2, 3, 4, i, 6, 7 };   /* v = {{1,2},{3,4},{i,6}}, w = 7 */
        struct poly q = { 1, 5 };                     /* v[0].x = 5, the rest zero */
        struct tagged t = { 'k', 10 + i, 20 };        /* u[0].i, u[1].i */
        int m[2][3] = { 1, 2, 3, 4, 5, 2.5 * i };     /* 2.5 * i converted to int */
        struct pt ps[2] = { 1, 2, { 3, 4 } };
        r[i][0] = s.a[2] * 100 + s.b;
        r[i][1] = p.n * 100 + p.v[1].y * 10 + p.v[2].x;
        r[i][2] = (long)p.w;
        r[i][3] = q.v[0].x * 100 + q.v[0].y + q.v[2].y + (long)q.w;
        r[i][4] = t.tag;
        r[i][5] = t.u[0].i * 100 + t.u[1].i;
        r[i][6] = m[1][2];
        r[i][7] = m[0][1] * 10 + m[1][0];
        r[i][8] = ps[0].y * 10 + ps[1].x;
        r[i][9] = s.a[0] + s.a[1];
        r[i][10] = sizeof(s) + sizeof(p);
        r[i][11] = ps[1].y;
        d[i] = p.w + q.w;
    }
    for (int i = 0; i < 8; i++) {
        CHECK(r[i][0] == 300 + i && r[i][1] == 340 + i && r[i][2] == 7);
        CHECK(r[i][3] == 500 && r[i][4] == 'k' && r[i][5] == (10 + i) * 100 + 20);
        CHECK(r[i][6] == (int)(2.5 * i) && r[i][7] == 24 && r[i][8] == 23);
        CHECK(r[i][9] == 3 && r[i][10] == (long)(sizeof(struct a3) + sizeof(struct poly)));
        CHECK(r[i][11] == 4 && d[i] == 7.0);
    }
    CHECK_DONE();
}
