/* OpenACC 3.3, 2.5.15: "If the reduction var is a composite variable, the reduction operation
 * is logically equivalent to applying that reduction operation to each member", and an array
 * is reduced element by element, so an array of structs is reduced member by member of each
 * element. Whole arrays of structs, and structs with more than 64 scalars, whose scalars all
 * have one type are reduced as a flat array of that type (before: located "not supported
 * yet"): on the construct (+, max, *, ^), on a loop of a region that shares the variable
 * (2.9.11), nested structs and member arrays, gang-vector and worker loops, trip counts not
 * multiples of the block. Exact values (integers, and doubles holding small integers). */
#include "check.h"

struct P { double x, y; };
struct Q { long lo[3]; struct { long a, b; } in[2]; };
struct Big { float v[100]; };
struct M { int k[70]; };

int main(void) {
    enum { N = 1001 };
    struct P s[4];
    struct Q q[3];
    struct Big b;
    struct M mx;
    for (int k = 0; k < 4; k++) s[k].x = s[k].y = k;
    for (int k = 0; k < 3; k++) {
        for (int j = 0; j < 3; j++) q[k].lo[j] = 1;
        q[k].in[0].a = q[k].in[0].b = q[k].in[1].a = q[k].in[1].b = 1;
    }
    for (int j = 0; j < 100; j++) b.v[j] = 0.5f;
    for (int j = 0; j < 70; j++) mx.k[j] = -1;

    struct P ws[4];
    struct Big wb;
    struct M wm;
    for (int k = 0; k < 4; k++) ws[k] = s[k];
    wb = b;
    wm = mx;
    for (int i = 0; i < N; i++) {
        ws[i % 4].x += 1;
        ws[i % 4].y += i;
        wb.v[i % 100] += 2;
        if (i % 70 != 3 && i > wm.k[i % 70]) wm.k[i % 70] = i;
    }

#pragma acc parallel loop reduction(+:s, b) reduction(max:mx)
    for (int i = 0; i < N; i++) {
        s[i % 4].x += 1;
        s[i % 4].y += i;
        b.v[i % 100] += 2;
        if (i % 70 != 3 && i > mx.k[i % 70]) mx.k[i % 70] = i;
    }
    for (int k = 0; k < 4; k++) CHECK(s[k].x == ws[k].x && s[k].y == ws[k].y);
    for (int j = 0; j < 100; j++) CHECK(b.v[j] == wb.v[j]);
    for (int j = 0; j < 70; j++) CHECK(mx.k[j] == wm.k[j]);

    /* *: each leaf of each element doubled by a few iterations; ^ on a nested struct. */
    long wq = 1;
#pragma acc parallel loop gang worker vector num_workers(2) vector_length(32) reduction(*:q)
    for (int i = 0; i < 30; i++) {
        q[i % 3].lo[i % 2] *= 2;
        q[i % 3].in[1].b *= 3;
    }
    for (int i = 0; i < 10; i++) wq *= 3;
    for (int k = 0; k < 3; k++) {
        CHECK(q[k].lo[0] == 1L << 5 && q[k].lo[1] == 1L << 5 && q[k].lo[2] == 1);
        CHECK(q[k].in[0].a == 1 && q[k].in[0].b == 1 && q[k].in[1].a == 1);
        CHECK(q[k].in[1].b == wq);
    }

    /* A loop's reduction on arrays of structs in device memory (not hoisted). */
    struct P t[3];
    struct Big c;
    for (int k = 0; k < 3; k++) t[k].x = t[k].y = 10;
    for (int j = 0; j < 100; j++) c.v[j] = 1;
#pragma acc parallel copy(t, c)
    {
#pragma acc loop gang vector reduction(+:t, c)
        for (int i = 0; i < N; i++) {
            t[i % 3].x += 2;
            t[i % 3].y -= 1;
            c.v[(i * 7) % 100] += 1;
        }
    }
    for (int k = 0; k < 3; k++) {
        int cnt = N / 3 + (k < N % 3);
        CHECK(t[k].x == 10 + 2 * cnt && t[k].y == 10 - cnt);
    }
    int seen[100] = {0};
    for (int i = 0; i < N; i++) seen[(i * 7) % 100]++;
    for (int j = 0; j < 100; j++) CHECK(c.v[j] == 1 + seen[j]);
    CHECK_DONE();
}
