/* Designated initializers naming members of anonymous structs and unions (C11 6.7.2.1p13:
 * they are members of the containing record; 6.7.9p7), the vector idiom
 * `struct vec { union { struct { float x, y, z; }; float e[3]; }; }` initialised as
 * `{ .x = 1, .y = 2 }`, and an element of a union's array member other than the first
 * (`{ .s[1] = v }`), in a compute region (OpenACC 3.3, 2.5: the region's C). Each made its
 * region host-only ("a designator of the member 'x' of an anonymous struct or union is not
 * supported yet"). What the list leaves out is zero (6.7.9p21). */
#include "check.h"

enum { N = 48 };

struct vec { union { struct { float x, y, z; }; float e[3]; }; int tag; };
struct mixed { int t; union { int ia; float fa; }; struct { short p, q; }; };
union halves { unsigned u; short s[2]; };

int main(void) {
    static double got[N][5];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        struct vec v = {.x = 1, .y = (float)i, .z = 3, .tag = 7};
        struct vec w = {.e[1] = 2.5f, .tag = i};
        struct mixed m = {.t = 1, .fa = 0.5f * i, .q = (short)-i};
        union halves h = {.s[1] = (short)i};
        struct vec two[2] = {{.x = (float)i}, {.z = 2, .y = 1}};
        got[i][0] = v.e[0] + v.e[1] * 10 + v.e[2] * 100 + v.tag * 1000;
        got[i][1] = w.y + w.tag * 10 + w.x + w.z;
        got[i][2] = m.fa * 2 + m.q * 7 + m.p + m.t;
        got[i][3] = h.u;
        got[i][4] = two[0].x + two[0].z + two[1].e[2] * 10 + two[1].e[1] * 100;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == 1 + 10.0 * i + 300 + 7000);
        CHECK(got[i][1] == 2.5 + 10.0 * i);
        CHECK(got[i][2] == i - 7.0 * i + 1);
        CHECK(got[i][3] == (double)((unsigned)i << 16));
        CHECK(got[i][4] == i + 20 + 100);
    }
    CHECK_DONE();
}
