/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): declare on file-scope structs, typedef'd arrays and struct arrays, update of a section of them, data clauses on members with expression bounds, routines taking them (2.13, 2.14.4, 2.15). */
#include <stdio.h>
typedef struct { double v[8]; int n; } vec_t;
typedef float mat_t[4][4];
struct node { int id; float w[3]; };
vec_t gv;
mat_t gm;
struct node gn[4];
const int ctab[5] = {1, 2, 3, 4, 5};
#pragma acc declare create(gv, gm) copyin(ctab)
#pragma acc declare create(gn)
#pragma acc routine seq
static double vsum(const vec_t *restrict p) { double s = 0; for (int i = 0; i < p->n; i++) s += p->v[i]; return s; }
#pragma acc routine seq
static float mtrace(mat_t m) { return m[0][0] + m[1][1] + m[2][2] + m[3][3]; }
int main(void) {
    gv.n = 8;
    for (int i = 0; i < 8; i++) gv.v[i] = i;
    for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) gm[i][j] = i * j;
    for (int i = 0; i < 4; i++) { gn[i].id = i; gn[i].w[0] = gn[i].w[1] = gn[i].w[2] = i; }
#pragma acc update device(gv, gm, gn[1:3])
    double out[4];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < 4; i++) out[i] = vsum(&gv) + mtrace(gm) + gn[i].w[i % 3] + ctab[i];
    vec_t loc = gv;
    int k = 2;
#pragma acc parallel loop copy(loc.v[k - 1:k * 2], loc.n) copyin(gn[0].w[0:3])
    for (int i = 1; i < 5; i++) loc.v[i] += loc.n + gn[0].w[1];
    for (int i = 0; i < 4; i++) printf("%g ", out[i]);
    for (int i = 0; i < 8; i++) printf("%g ", loc.v[i]);
    printf("\n");
    return 0;
}
