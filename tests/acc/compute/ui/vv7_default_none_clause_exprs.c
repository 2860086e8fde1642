/* OpenACC 3.3, 2.5.16 and 2.6.2: with default(none), the expressions of num_gangs, if, self
 * and vector_length are evaluated by the local thread and need no data attribute, nor does a
 * VLA's bound in its type; a plain for loop's variable declared outside the region (not
 * associated with a loop directive, so not predetermined private, 2.6.1), a struct used
 * through a member, and a routine's argument do. */
struct P { int x; int *q; };
#pragma acc routine seq
static int id(int v) { return v; }
int main(void) {
    int n = 10, c = 1, a[10], i, j, w = 2;
    struct P s = {1, a};
    int vla[n];
#pragma acc parallel loop default(none) copyout(a) num_gangs(n) if(c) self(!c) vector_length(w * 32)
    for (i = 0; i < 10; i++) a[i] = i;
#pragma acc parallel default(none) copyout(a)
    {
        for (j = 0; j < 10; j++) a[j] = j;
    }
#pragma acc serial default(none) copyout(a)
    { a[0] = s.x + id(n); }
#pragma acc kernels default(none) copy(vla)
    { vla[0] = 1; }
#pragma acc parallel loop default(none) present(a) reduction(+:c)
    for (int k = 0; k < 10; k++) c += s.q[k];
    return a[1] + vla[0];
}
