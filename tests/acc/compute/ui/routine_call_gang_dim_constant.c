/* 2.9.2 / 2.15.1: a gang dimension is "a constant positive integer", which a macro such as
 * TWO, (1 + 1), is as well as the literal 2. A gang(dim:d) routine is called "in gang-redundant
 * mode in all dimensions d and lower": a gang (dim 1) routine may be called inside a
 * gang(dim:2) loop (GP2, GR1 mode), not inside a gang(dim:1) one; a gang(dim:2) routine in
 * neither. The checks read only literals (TWO was taken as 1) and rejected the valid calls
 * below (hunt26 bug02); errors are expected only on the lines marked 'error'. */
#define ONE (2 - 1)
#define TWO (1 + 1)
#pragma acc routine gang
void g1(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++)
        a[i] += 1;
}
#pragma acc routine gang(dim: TWO)
void g2(int *a, int n) {
#pragma acc loop gang(dim: TWO)
    for (int k = 0; k < 2; k++)
        g1(a + k * n / 2, n / 2);
}
int main(void) {
    int a[64] = {0};
#pragma acc parallel copy(a) num_gangs(4)
    {
#pragma acc loop gang(dim: TWO)
        for (int k = 0; k < 2; k++)
            g1(a + 32 * k, 32);
#pragma acc loop gang(dim: TWO)
        for (int k = 0; k < 2; k++) {
#pragma acc loop gang
            for (int i = 0; i < 32; i++)
                a[32 * k + i] += 1;
        }
        g2(a, 64);
#pragma acc loop gang(dim: ONE)
        for (int k = 0; k < 2; k++)
            g1(a + 32 * k, 32); /* error: dimension 1 */
#pragma acc loop gang(dim: TWO)
        for (int k = 0; k < 2; k++)
            g2(a, 64); /* error: dimension 2 */
    }
    return a[0];
}
