/* Volatile structs copied whole in compute regions and routines (OpenACC 3.3, 2.5 / 2.15.1:
 * the region's C): a struct initialised from a volatile one and from an element of a volatile
 * array, a volatile struct assigned (its value used), passed by value and returned, an
 * operand of ?: and cast to its own type (GNU C) (C11 6.3.2.1p2: the value of a volatile
 * object is read as for any other object). C++'s implicit copy constructor and assignment
 * operator take `const T &`, which a volatile object does not bind to, so NVRTC rejected the
 * module ("no suitable copy constructor", "no operator = matches"). */
#include "check.h"

enum { N = 64 };

struct pt { int x, y; double w; };

#pragma acc routine seq
static struct pt shifted(struct pt p, int d) {
    volatile struct pt v = p;
    v.x += d;
    return v;
}

int main(void) {
    static volatile struct pt src[N];
    static long long got[N][7];
    for (int i = 0; i < N; i++) {
        src[i].x = i;
        src[i].y = -2 * i;
        src[i].w = 0.25 * i;
    }
#pragma acc parallel loop copyin(src) copyout(got)
    for (int i = 0; i < N; i++) {
        struct pt a = src[i];
        volatile struct pt v = {i, 2 * i, 1.5};
        struct pt b = v;
        volatile struct pt c;
        struct pt d = (c = a);
        struct pt e = shifted(src[i], 7);
        got[i][0] = a.x + a.y;
        got[i][1] = b.x + b.y + (long long)(b.w * 2);
        got[i][2] = c.y + d.x;
        got[i][3] = e.x + (long long)(e.w * 4);
        got[i][4] = sizeof c;
        struct pt f = i & 1 ? v : a;
        got[i][5] = f.x + f.y;
        got[i][6] = ((struct pt)v).y;
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i][0] == -i);
        CHECK(got[i][1] == 3 * i + 3);
        CHECK(got[i][2] == -i);
        CHECK(got[i][3] == i + 7 + i);
        CHECK(got[i][4] == sizeof(struct pt));
        CHECK(got[i][5] == (i & 1 ? 3 * i : -i));
        CHECK(got[i][6] == 2 * i);
    }
    CHECK_DONE();
}
