/* C scope starts at the declarator: a clause cannot name a file-scope variable declared later
 * in the file (found by the whole-pipeline fuzz test: the clause was accepted and the
 * generated C used the name undeclared). */
void f(int n, int *x) {
#pragma acc parallel loop copy(x[0:n]) copyout(ocap)
    for (int i = 0; i < n; i++) x[i] = i;
}
static int ocap[4];
int g(void) { return ocap[0]; }
