// cflags: -Wall
/* OpenACC 3.3, 2.5.15 / 2.9.11: "If the reduction var is a composite variable, the reduction
 * operation is logically equivalent to applying that reduction operation to each member of
 * the composite variable individually" — applied again to a member that is an array (each
 * element) or a struct (each member). Structs with array and nested struct members: the
 * construct's reduction, loop reductions at gang, worker and vector level, +, max, *, |.
 * Before 2026-11-29: a located "not supported yet" error (structs of scalars worked). */
#include "check.h"

typedef struct { double v[3]; struct { int k; float w[2]; } in; } Acc;
typedef struct { int lo[4]; double peak; } Ext;
typedef struct { unsigned mask[2]; long n; } Bits;

int main(void) {
    Acc s = {{1.0, 2.0, 3.0}, {10, {0.5f, 0.25f}}};
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 1000; i++) {
        s.v[i % 3] += 1.0;
        s.in.k += 2;
        s.in.w[0] += 0.5f;
        s.in.w[1] += 1.0f;
    }
    /* 1000 = 334 + 333 + 333 */
    CHECK(s.v[0] == 335.0 && s.v[1] == 335.0 && s.v[2] == 336.0);
    CHECK(s.in.k == 2010 && s.in.w[0] == 500.5f && s.in.w[1] == 1000.25f);

    Ext e = {{-5, 0, 7, 100}, -1.0};
#pragma acc parallel loop gang worker vector reduction(max:e)
    for (int i = 0; i < 777; i++) {
        for (int j = 0; j < 4; j++)
            if (i * (j + 1) % 523 > e.lo[j]) e.lo[j] = i * (j + 1) % 523;
        if (i * 0.25 > e.peak) e.peak = i * 0.25;
    }
    int ref[4] = {-5, 0, 7, 100};
    for (int i = 0; i < 777; i++)
        for (int j = 0; j < 4; j++)
            if (i * (j + 1) % 523 > ref[j]) ref[j] = i * (j + 1) % 523;
    for (int j = 0; j < 4; j++) CHECK(e.lo[j] == ref[j]);
    CHECK(e.peak == 776 * 0.25);

    Bits b = {{0u, 1u}, 3};
    Acc p = {{1.0, 1.0, 2.0}, {1, {1.0f, 2.0f}}};
#pragma acc parallel copy(b, p)
    {
#pragma acc loop gang reduction(|:b)
        for (int i = 0; i < 32; i++) { b.mask[0] |= 1u << i; b.mask[1] |= 1u << (i / 2); b.n |= 1L << (i + 8); }
#pragma acc loop gang reduction(*:p)
        for (int i = 0; i < 10; i++) {
#pragma acc loop worker reduction(*:p)
            for (int j = 0; j < 2; j++) {
#pragma acc loop vector reduction(*:p)
                for (int k = 0; k < 1; k++) { p.v[0] *= 2; p.v[2] *= 0.5; p.in.k *= 2; p.in.w[1] *= 0.5f; }
            }
        }
    }
    CHECK(b.mask[0] == 0xffffffffu && b.mask[1] == 0xffffu && b.n == (3L | (0xffffffffL << 8)));
    CHECK(p.v[0] == 1048576.0 && p.v[1] == 1.0 && p.v[2] == 2.0 / 1048576.0);
    CHECK(p.in.k == 1 << 20 && p.in.w[0] == 1.0f && p.in.w[1] == 2.0f / 1048576.0f);

    /* The construct's reduction updated by a gang loop without a clause. */
    Acc g = {{0, 0, 0}, {0, {0, 0}}};
#pragma acc parallel num_gangs(4) reduction(+:g)
    {
#pragma acc loop gang
        for (int i = 0; i < 64; i++) { g.v[1] += 0.25; g.in.k += 1; g.in.w[1] += 2.0f; }
    }
    CHECK(g.v[0] == 0 && g.v[1] == 16.0 && g.v[2] == 0 && g.in.k == 64 && g.in.w[1] == 128.0f);
    CHECK_DONE();
}
