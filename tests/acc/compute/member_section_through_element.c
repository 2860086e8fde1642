/* OpenACC 3.3, 2.7.1: a data clause may name a member of a composite variable, and a
 * subarray of it; the member may lie in a constant element of an array member
 * (`copy(o.in[1].v[1:4])`). The kernel looked for the whole struct `o` on the device (a
 * member path stopped at the subscript) and the launch stopped with "'o' ... is partly
 * present". Now the kernel reaches the mapped member's own device copy, as for `s.v[1:4]`. */
#include "check.h"

struct inner { double v[8]; int n; };
struct outer { int tag; struct inner in[2]; };

int main(void) {
    struct outer o = {0}, p = {0};
    for (int i = 0; i < 8; i++) o.in[1].v[i] = i, p.in[0].v[i] = 10 * i;
    o.in[1].n = 3;
#pragma acc parallel loop copy(o.in[1].v[1:4]) copyin(o.in[1].n)
    for (int i = 1; i < 5; i++)
        o.in[1].v[i] = o.in[1].v[i] * 2 + o.in[1].n;
#pragma acc data copy(p.in[0].v)
    {
#pragma acc kernels loop present(p.in[0].v)
        for (int i = 0; i < 8; i++)
            p.in[0].v[i] += 1;
    }
    for (int i = 0; i < 8; i++) {
        CHECK(o.in[1].v[i] == (i >= 1 && i < 5 ? 2.0 * i + 3 : i));
        CHECK(p.in[0].v[i] == 10 * i + 1);
    }
    CHECK(o.in[0].v[2] == 0);
    CHECK_DONE();
}
