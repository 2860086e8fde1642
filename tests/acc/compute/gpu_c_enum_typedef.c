/* C11 6.7.2.2 (enumerations) and 6.7.8 (typedef) in compute regions: file-scope enums with
 * negative and explicit values used as values, array sizes, case labels and loop bounds;
 * enum-typed variables, struct members and routine parameters; typedefs of scalars, pointers,
 * arrays, function-pointer-free structs and of other typedefs; a typedef'd anonymous struct. */
#include "check.h"

enum color { RED = -2, GREEN, BLUE = 10, ALPHA = BLUE * 2 + 1 };
enum { NCOL = 4, WIDTH = 33 };
typedef enum color color_t;
typedef long long i64;
typedef i64 counter_t;
typedef double vec4[4];
typedef float *fptr;
typedef struct { color_t c; counter_t n; vec4 v; } item;

#pragma acc routine seq
static int weight(color_t c) {
    switch (c) {
    case RED: return 1;
    case GREEN: return 2;
    case BLUE: return 3;
    case ALPHA: return 4;
    default: return -100;
    }
}

int main(void) {
    static item items[WIDTH * NCOL];
    static counter_t tot[WIDTH * NCOL];
    static float f[WIDTH];
    static const color_t order[NCOL] = {RED, GREEN, BLUE, ALPHA};
    for (int i = 0; i < WIDTH * NCOL; i++) {
        items[i].c = order[i % NCOL];
        items[i].n = i;
        for (int k = 0; k < 4; k++) items[i].v[k] = k * 0.5;
    }
    for (int i = 0; i < WIDTH; i++) f[i] = (float)i;
#pragma acc parallel loop copy(items, f) copyout(tot)
    for (int i = 0; i < WIDTH * NCOL; i++) {
        item it = items[i];
        color_t c = it.c;
        counter_t w = weight(c) * (counter_t)ALPHA + c;
        vec4 loc;
        for (int k = 0; k < 4; k++) loc[k] = it.v[k] * 2;
        tot[i] = w + (i64)(loc[0] + loc[1] + loc[2] + loc[3]);
        items[i].c = c == ALPHA ? RED : (color_t)(c == RED ? GREEN : c == GREEN ? BLUE : ALPHA);
        if (i < WIDTH) {
            fptr p = &f[i];
            *p += (float)GREEN;
        }
    }
    for (int i = 0; i < WIDTH * NCOL; i++) {
        color_t c = order[i % NCOL];
        CHECK(tot[i] == (i % NCOL + 1) * 21LL + c + 6);
        CHECK(items[i].c == order[(i + 1) % NCOL]);
        CHECK(items[i].n == i);
    }
    for (int i = 0; i < WIDTH; i++) CHECK(f[i] == i - 1);
    CHECK(sizeof(color_t) == sizeof(int));
    CHECK_DONE();
}
