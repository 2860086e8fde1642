/* OpenACC 3.3, 2.7.1: a data clause may name a member of a composite variable, and a
 * subarray of it; the member may lie in an element of an array member whose index is a
 * variable (`copy(o.in[k].v[0:8])`). The kernel looked for the whole struct `o` on the
 * device (a member path stopped at a subscript that is no constant) and the launch stopped
 * with "'o' ... is partly present". Now the region's uses with the same index, of scalars
 * the region does not change, reach the mapped member's own device copy, looked up at the
 * launch as for `copy(o.in[1].v[1:4])` (member_section_through_element.c). */
#include "check.h"

struct inner { double v[8]; int n; };
struct outer { int tag; struct inner in[4]; };

int main(void) {
    struct outer o = {0}, p = {0};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 8; i++) o.in[k].v[i] = i + 10 * k, p.in[k].v[i] = k;
    /* The compute construct's own clause, the index a loop variable of the host. */
    for (int k = 0; k < 4; k++) {
#pragma acc parallel loop copy(o.in[k].v[0:8])
        for (int i = 0; i < 8; i++)
            o.in[k].v[i] = o.in[k].v[i] * 2 + k;
    }
    /* An index expression, and an enclosing data construct's clause with `present`. */
    for (int j = 0; j < 2; j++) {
#pragma acc data copy(p.in[2 * j + 1].v)
        {
#pragma acc parallel loop present(p.in[2 * j + 1].v)
            for (int i = 0; i < 8; i++)
                p.in[2 * j + 1].v[i] += i;
        }
    }
    /* Two members of one struct at variable indices. */
    int a = 0, b = 3;
#pragma acc parallel loop copyin(o.in[a].v) copy(p.in[b].v[2:4])
    for (int i = 2; i < 6; i++)
        p.in[b].v[i] = o.in[a].v[i];
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 8; i++) {
            CHECK(o.in[k].v[i] == 2.0 * (i + 10 * k) + k);
            double want = k + (k % 2 ? i : 0);
            if (k == 3 && i >= 2 && i < 6)
                want = 2.0 * i;
            CHECK(p.in[k].v[i] == want);
        }
    CHECK_DONE();
}
