/* OpenACC 3.3, 2.7.1: a data clause may name a member of an element of an array of structs
 * and a subarray of it (`copy(ams[t].b[3:40]) copyin(ams[t].a[0:48])`): each member is its
 * own var, with a device copy of its own. The kernel translated the array's base through the
 * first mapped member (`ams[t].a`) and read the other member (the pointer `ams[t].b`) at that
 * offset, outside the mapping: an illegal address on emul, garbage on a GPU (found by the
 * semantic fuzzer's b_member_sections, semfuzz6). Now, as for a struct variable (`s.a[0:n]`,
 * member_section_through_variable_element.c), each mapped member reached through the same
 * element (a constant or a scalar the region does not change) gets its own device address,
 * a pointer member its translated value, and a scalar member the region reads its value;
 * also for arrays of arrays of structs, local and file-scope (`copy(l[i][2].v[0:8],
 * g[1][i].v[2:4])`: emul summed g's section wrong before). */
#include "check.h"
#include <stdlib.h>

struct MS { int n; double a[48]; int *b; };
struct S2 { int k; double v[8]; };
static struct S2 g[2][3];

int main(void) {
    struct MS ams[3];
    for (int t = 0; t < 3; t++) {
        ams[t].n = t + 1;
        ams[t].b = (int *)malloc(sizeof(int) * 48);
        for (int q = 0; q < 48; q++) ams[t].b[q] = q + t * 100, ams[t].a[q] = q * 0.5;
    }
    /* The construct's own clauses, the element a host loop's variable. */
    for (int t = 0; t < 3; t++) {
#pragma acc parallel loop copy(ams[t].b[3:40]) copyin(ams[t].a[0:48])
        for (int k = 3; k < 43; k++)
            ams[t].b[k] = ams[t].b[k] * (t + 1) - (int)ams[t].a[k] + ams[t].n;
    }
    for (int t = 0; t < 3; t++)
        for (int q = 0; q < 48; q++)
            CHECK(ams[t].b[q] == (q >= 3 && q < 43 ? (q + t * 100) * (t + 1) - q / 2 + t + 1 : q + t * 100));
    /* A constant element, an array member written, an enclosing data construct. */
#pragma acc data copy(ams[1].a[0:48])
    {
#pragma acc parallel loop present(ams[1].a[0:48])
        for (int k = 0; k < 48; k++)
            ams[1].a[k] = ams[1].a[k] * 4 + ams[1].n;
    }
    for (int q = 0; q < 48; q++) {
        CHECK(ams[1].a[q] == q * 2.0 + 2);
        CHECK(ams[0].a[q] == q * 0.5 && ams[2].a[q] == q * 0.5);
    }
    for (int t = 0; t < 3; t++) free(ams[t].b);
    struct S2 l[2][3];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++) {
            l[i][j].k = i * 3 + j, g[i][j].k = 10 * (i + j);
            for (int q = 0; q < 8; q++) l[i][j].v[q] = g[i][j].v[q] = q + i - j;
        }
    int i = 1;
#pragma acc parallel loop copy(l[i][2].v[0:8], g[1][i].v[2:4])
    for (int q = 0; q < 8; q++) {
        l[i][2].v[q] = l[i][2].v[q] * 2 + l[i][2].k;
        if (q >= 2 && q < 6) g[1][i].v[q] += g[1][i].k;
    }
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 3; b++)
            for (int q = 0; q < 8; q++) {
                CHECK(l[a][b].v[q] == (a == 1 && b == 2 ? 2.0 * (q - 1) + 5 : q + a - b));
                CHECK(g[a][b].v[q] == q + a - b + (a == 1 && b == 1 && q >= 2 && q < 6 ? 20 : 0));
            }
    CHECK_DONE();
}
