/* Routines whose signatures name structs, pointers to structs and function pointers, and a
 * routine with a `bind` clause, called from another file's compute constructs (abi_main.c,
 * OpenACC 3.3 2.15.1). */
#include "abi.h"

#pragma acc routine seq
double dot2(struct pt p, struct pt q) { return p.x * q.x + p.y * q.y; }

#pragma acc routine seq
struct pt mid(struct pt p, struct pt q) {
    struct pt m = { (p.x + q.x) / 2, (p.y + q.y) / 2 };
    return m;
}

#pragma acc routine seq
void shift(struct pt *p, double d) { p->x += d; p->y -= d; }

#pragma acc routine seq
const struct pt *farther(const struct pt *p, const struct pt *q) {
    return p->x * p->x + p->y * p->y >= q->x * q->x + q->y * q->y ? p : q;
}

#pragma acc routine seq
int apply(int (*f)(int), int x) { return f(x); }

#pragma acc routine seq
struct cp make_cp(int k) {
    struct cp c = { k, k * 0.5 };
    return c;
}

#pragma acc routine seq
int bits_of(union bits b) { return b.i; }

/* `bind(twice_dev)`: device code runs twice_dev (adds 1000 to tell them apart), the host
 * twice. */
#pragma acc routine seq
int twice_dev(int x) { return 2 * x + 1000; }
#pragma acc routine seq bind(twice_dev)
int twice(int x) { return 2 * x; }
