// cflags: -Wall
/* OpenACC 3.3, 2.5.15 / 2.9.11: a composite reduction var is reduced member by member. Every
 * operator on structs of mixed member types (narrow integers accumulated wider, float,
 * double, unsigned long), at the construct's level (parallel and kernels, one async) and on
 * gang, worker and vector loops, with member identities that differ from the initial values.
 * The GPU code reduces each member as a scalar (before: the regions ran on the host only). */
#include "check.h"

typedef struct { short s; int i; float f; double d; } A;
typedef struct { unsigned char c; unsigned u; unsigned long l; } B;
typedef struct { int t; _Bool b; } L;

int main(void) {
    A add = {1, 2, 0.5f, 0.25}, mul = {1, 3, 1.0f, 1.0}, mx = {-5, -5, -5.0f, -5.0},
      mn = {5000, 5000, 5000.0f, 5000.0};
    B band = {0xff, ~0u, ~0ul}, bor = {0, 0, 0}, bxor = {0, 0, 0};
    L land = {1, 1}, lor = {0, 0};
    int n = 300;
#pragma acc parallel loop reduction(+:add)
    for (int i = 0; i < n; i++) { add.s += 1; add.i += i; add.f += 0.5f; add.d += 0.25; }
    CHECK(add.s == 301 && add.i == 2 + 299 * 300 / 2 && add.f == 150.5f && add.d == 75.25);
#pragma acc parallel loop gang worker vector reduction(*:mul)
    for (int i = 0; i < 20; i++) { mul.s *= (i % 2 ? 1 : -1); mul.i *= (i < 3 ? 2 : 1); mul.f *= 2.0f; mul.d *= 0.5; }
    CHECK(mul.s == 1 && mul.i == 24 && mul.f == 1048576.0f && mul.d == 1.0 / 1048576.0);
#pragma acc kernels loop reduction(max:mx)
    for (int i = 0; i < n; i++) {
        if (i - 100 > mx.s) mx.s = (short)(i - 100);
        if (i > mx.i) mx.i = i;
        if (i * 0.5f > mx.f) mx.f = i * 0.5f;
        if (-i > mx.d) mx.d = -i;
    }
    CHECK(mx.s == 199 && mx.i == 299 && mx.f == 149.5f && mx.d == 0.0);
#pragma acc parallel loop reduction(min:mn) async(2)
    for (int i = 0; i < n; i++) {
        if (i + 7 < mn.s) mn.s = (short)(i + 7);
        if (300 - i < mn.i) mn.i = 300 - i;
        if (i * 2.0f + 1 < mn.f) mn.f = i * 2.0f + 1;
        if (i * 3.0 + 4 < mn.d) mn.d = i * 3.0 + 4;
    }
#pragma acc wait(2)
    CHECK(mn.s == 7 && mn.i == 1 && mn.f == 1.0f && mn.d == 4.0);
#pragma acc parallel copy(band, bor, bxor)
    {
#pragma acc loop gang reduction(&:band)
        for (int i = 0; i < 8; i++) { band.c &= (unsigned char)~(1u << i % 4); band.u &= ~(1u << i); band.l &= ~(1ul << (i + 32)); }
#pragma acc loop gang reduction(|:bor)
        for (int i = 0; i < 8; i++) {
#pragma acc loop worker reduction(|:bor)
            for (int j = 0; j < 4; j++) {
#pragma acc loop vector reduction(|:bor)
                for (int k = 0; k < 2; k++) { bor.c |= (unsigned char)(1u << (j * 2 + k)); bor.u |= 1u << (i * 4 + j); bor.l |= 1ul << (40 + k); }
            }
        }
#pragma acc loop gang vector reduction(^:bxor)
        for (int i = 0; i < 64; i++) { bxor.c ^= (unsigned char)(i & 3); bxor.u ^= (unsigned)i; bxor.l ^= 1ul << (i % 3); }
    }
    CHECK(band.c == 0xf0 && band.u == ~0xffu && band.l == ~(0xfful << 32));
    CHECK(bor.c == 0xff && bor.u == ~0u && bor.l == (3ul << 40));
    CHECK(bxor.c == 0 && bxor.u == 0 && bxor.l == 6ul); /* bit 0 flipped 22 times, bits 1 and 2 21 times */
#pragma acc parallel loop reduction(&&:land)
    for (int i = 0; i < n; i++) { land.t = land.t && (i != 150); land.b = land.b && 1; }
    CHECK(land.t == 0 && land.b == 1);
#pragma acc parallel loop reduction(||:lor)
    for (int i = 0; i < n; i++) { lor.t = lor.t || (i == 77); lor.b = lor.b || 0; }
    CHECK(lor.t == 1 && lor.b == 0);
    CHECK_DONE();
}
