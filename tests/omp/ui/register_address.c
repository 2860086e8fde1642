/* `register` variables where a copy through an address is really needed and cannot be made:
 * an orphaned work-sharing construct copying the function's own register variable in or out
 * (gcc rejects these too, as "private in outer context"), and a register array shared by a
 * region (gcc accepts that one: not supported yet). */
static int orphan(int n) {
    register int y = 3, s = 0;
    int i;
#pragma omp for firstprivate(y) reduction(+ : s)
    for (i = 0; i < n; i++)
        s += y;
    return s;
}
int main(void) {
    register int a[4];
#pragma omp parallel
    {
        (void)sizeof a;
#pragma omp master
        a[0] = 1;
    }
    return orphan(3);
}
