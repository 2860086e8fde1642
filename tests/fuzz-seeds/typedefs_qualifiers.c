/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): typedefs of pointers, arrays, function pointers and structs, const/volatile/restrict, in and around a parallel loop (2.5, 2.15). */
#include <stdio.h>
typedef double *dptr;
typedef int row4[4];
typedef int (*binop)(int, int);
typedef struct { int a; double b; } pair_t;
typedef const volatile int cvint;
#pragma acc routine seq
static int add(int x, int y) { return x + y; }
#pragma acc routine seq
static double getb(pair_t p) { return p.b * 2; }
#pragma acc routine seq
static int sumrow(const row4 r) { return r[0] + r[1] + r[2] + r[3]; }
int main(void) {
    double buf[16];
    dptr restrict p = buf;
    row4 m[8];
    pair_t ps[8];
    cvint lim = 8;
    for (int i = 0; i < 16; i++) buf[i] = i;
    for (int i = 0; i < 8; i++) { for (int j = 0; j < 4; j++) m[i][j] = i + j; ps[i].a = i; ps[i].b = i * 0.5; }
    int out[8];
#pragma acc parallel loop copy(p[0:16], m, ps) copyout(out)
    for (int i = 0; i < 8; i++) {
        const dptr q = p + i;
        out[i] = add(sumrow(m[i]), (int)getb(ps[i])) + (int)*q + lim;
        p[i + 8] = ps[i].a;
    }
    for (int i = 0; i < 8; i++) printf("%d %g\n", out[i], p[i + 8]);
    return 0;
}
