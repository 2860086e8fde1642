/* 2.5.15 allows a reduction on a composite variable member by member; oxacc's code
 * generation does not do it yet for arrays of structs or unions, on the construct or on a
 * loop (2.9.11) of a region that shares the array: it must say so, never hand the C compiler
 * an identity value of struct type (found by the fuzz test: tests/fuzz-found/). */
struct odd { char a; double b; };
union u { char c[5]; int i; };
struct nest { struct odd o; union u uu; float f; };

void f(struct nest *q) {
    static struct nest n[10];
#pragma acc parallel loop reduction(||: n)
    for (int i = 0; i < 10; i++) n[i].f = 1;
#pragma acc parallel copy(n)
#pragma acc loop reduction(+: n)
    for (int i = 0; i < 10; i++) n[i].uu.i = i;
#pragma acc kernels loop reduction(max: q[0:10])
    for (int i = 0; i < 10; i++) q[i].f = 1;
}
