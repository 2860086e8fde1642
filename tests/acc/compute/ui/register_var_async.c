/* A register variable given a copy in an async compute construct (any in kernels, an
 * aggregate anywhere; 2.6.2): oxacc runs a construct on an addressable copy of the register
 * variables it uses, which an async construct would outlive: not supported yet, said here
 * rather than by cc ("address of register variable requested", hunt-atomic2 bug08). A scalar
 * of an async parallel construct is firstprivate (by value) and fine. */
struct S { int a, b; };
int main(void) {
    register int x = 0;
    register struct S s = {1, 2};
    int a[10];
#pragma acc kernels copyout(a) async(1)
    { x = 1; a[0] = 2; }
#pragma acc parallel loop copyout(a) async(1)
    for (int i = 0; i < 10; i++) a[i] = s.b + x;
#pragma acc wait
    return x + a[0];
}
