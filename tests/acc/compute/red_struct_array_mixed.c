/* OpenACC 3.3, 2.5.15: "If the reduction var is a composite variable, the reduction operation
 * is logically equivalent to applying that reduction operation to each member", and an array
 * is reduced element by element: an array of structs whose members have different types
 * (`struct { int n; double s; } a[4]`) is reduced member by member of each element (64
 * scalars at most; arrays of one leaf type have no limit, red_struct_flat.c). Before: a
 * located "not supported yet". On the construct (+, max), on loops of a region that shares
 * the variable (2.9.11: gang, worker, vector), a 2-D array of structs with a member array.
 * Exact values (integers, and doubles holding small integers). */
#include "check.h"

struct A { int n; double s; };
struct B { char c; long v[2]; float f; };

int main(void) {
    enum { N = 1001 };
    struct A a[4] = {{0, 0}};
#pragma acc parallel loop reduction(+:a)
    for (int i = 0; i < N; i++) {
        a[i % 4].n += 1;
        a[i % 4].s += 0.5 * i;
    }
    for (int k = 0; k < 4; k++) {
        int cnt = 0;
        double sum = 0;
        for (int i = k; i < N; i += 4) { cnt++; sum += 0.5 * i; }
        CHECK(a[k].n == cnt && a[k].s == sum);
    }

    /* max, a 2-D array of structs with a member array, starting values kept. */
    struct B b[2][2];
    for (int r = 0; r < 2; r++)
        for (int k = 0; k < 2; k++) {
            b[r][k].c = 50;
            b[r][k].v[0] = b[r][k].v[1] = 500;
            b[r][k].f = 5000;
        }
#pragma acc parallel loop reduction(max:b)
    for (int i = 0; i < N; i++) {
        struct B *e = &b[i % 2][(i / 2) % 2];
        if (i % 100 > e->c) e->c = (char)(i % 100);
        if (i > e->v[i % 2]) e->v[i % 2] = i;
        if ((float)(i * 10) > e->f) e->f = (float)(i * 10);
    }
    CHECK(b[0][0].c == 96 && b[1][1].c == 99 && b[0][1].c == 98);
    CHECK(b[0][0].v[0] == 1000 && b[1][1].v[1] == 999 && b[0][1].v[0] == 998);
    CHECK(b[0][0].f == 10000.0f && b[1][1].f == 9990.0f);

    /* Loop reductions in a region that shares the variable (a data clause). */
    struct A c[3] = {{1, 1.0}, {2, 2.0}, {3, 3.0}};
#pragma acc parallel copy(c) num_gangs(4) num_workers(2) vector_length(32)
    {
#pragma acc loop gang reduction(+:c)
        for (int g = 0; g < 8; g++) {
#pragma acc loop worker reduction(+:c)
            for (int w = 0; w < 4; w++) {
#pragma acc loop vector reduction(+:c)
                for (int v = 0; v < 33; v++) {
                    c[v % 3].n += 1;
                    c[v % 3].s += 0.25;
                }
            }
        }
    }
    CHECK(c[0].n == 1 + 8 * 4 * 11 && c[1].n == 2 + 8 * 4 * 11 && c[2].n == 3 + 8 * 4 * 11);
    CHECK(c[0].s == 1.0 + 8 * 4 * 11 * 0.25 && c[2].s == 3.0 + 8 * 4 * 11 * 0.25);
    CHECK_DONE();
}
