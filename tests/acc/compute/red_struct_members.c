// cflags: -Wall
/* OpenACC 3.3, 2.5.15 / 2.9.11: "If the reduction var is a composite variable, the reduction
 * operation is logically equivalent to applying that reduction operation to each member of
 * the composite variable individually." A struct of scalars reduced member by member: the
 * construct's reduction, loop reductions at gang, worker and vector level, and the operators
 * +, *, max, |. Before: a located "not supported yet" error; then the regions ran on the host
 * only (the CUDA writer now reduces each member as a scalar; red_struct_ops.c has the rest). */
#include "check.h"

typedef struct { int cnt; double sum; } S;
typedef struct { long hi; float lo; unsigned char c; } M;
struct bits { unsigned a; unsigned long b; };

int main(void) {
    S s = {5, 1.0};
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 1000; i++) { s.cnt += 1; s.sum += 0.5; }
    CHECK(s.cnt == 1005 && s.sum == 501.0);

    M m = {-7, 2.5f, 3};
#pragma acc parallel loop gang worker vector reduction(max:m)
    for (int i = 0; i < 1000; i++) {
        if (i > m.hi) m.hi = i;
        if (i * 0.5f > m.lo) m.lo = i * 0.5f;
        if ((unsigned char)(i % 200) > m.c) m.c = (unsigned char)(i % 200);
    }
    CHECK(m.hi == 999 && m.lo == 499.5f && m.c == 199);

    struct bits b = {0, 0};
    S p = {1, 1.0};
#pragma acc parallel copy(b, p)
    {
#pragma acc loop gang reduction(|:b)
        for (int i = 0; i < 32; i++) { b.a |= 1u << i; b.b |= 1ul << (i + 16); }
#pragma acc loop gang reduction(*:p)
        for (int i = 0; i < 10; i++) {
#pragma acc loop worker reduction(*:p)
            for (int j = 0; j < 2; j++) {
#pragma acc loop vector reduction(*:p)
                for (int k = 0; k < 1; k++) { p.cnt *= 2; p.sum *= 0.5; }
            }
        }
    }
    CHECK(b.a == 0xffffffffu && b.b == 0xffffffffUL << 16);
    CHECK(p.cnt == 1 << 20 && p.sum == 1.0 / (1 << 20));

    /* The construct's reduction updated by a gang loop without a clause. */
    S g = {0, 0.0};
#pragma acc parallel num_gangs(4) reduction(+:g)
    {
#pragma acc loop gang
        for (int i = 0; i < 64; i++) { g.cnt += 2; g.sum += 0.25; }
    }
    CHECK(g.cnt == 128 && g.sum == 16.0);
    CHECK_DONE();
}
