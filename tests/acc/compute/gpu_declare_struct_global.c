/* OpenACC 3.3, 2.13 (declare create / copyin) on file-scope structs and arrays of structs, used
 * by compute regions and routines without data clauses; member updates with update device /
 * update self on a member and on an element range of an array member. */
#include "gpu_check.h"

struct params { int n; double scale; double table[32]; };
struct cell { int id; float v; };

static struct params P = {32, 2.0, {0}};
static struct cell cells[200];
#pragma acc declare copyin(P)
#pragma acc declare create(cells)

#pragma acc routine seq
static double scaled(int i) { return P.table[i % P.n] * P.scale; }

int main(void) {
    for (int i = 0; i < 32; i++) P.table[i] = i;
#pragma acc update device(P.table[0:32])
    for (int i = 0; i < 200; i++) {
        cells[i].id = i;
        cells[i].v = 0;
    }
#pragma acc update device(cells)
#pragma acc parallel loop
    for (int i = 0; i < 200; i++) cells[i].v = (float)scaled(cells[i].id);
#pragma acc update self(cells)
    for (int i = 0; i < 200; i++) CHECK(cells[i].v == (float)((i % 32) * 2.0));

    P.scale = 0.5;
#pragma acc update device(P.scale)
#pragma acc parallel loop
    for (int i = 0; i < 200; i++) cells[i].v += (float)scaled(i);
#pragma acc serial
    P.n = 16;
#pragma acc update self(cells[100:100], P.n)
    CHECK(P.n == 16);
    for (int i = 100; i < 200; i++) CHECK(cells[i].v == (float)((i % 32) * 2.0 + (i % 32) * 0.5));
    if (on_device()) CHECK(cells[0].v == 0.0f);
    CHECK_DONE();
}
