/* A `register` variable where a copy through an address is really needed and cannot be made:
 * a register array shared by a region (gcc accepts it: not supported yet). An orphaned
 * work-sharing construct copying the function's own register variable in or out is rejected
 * for any automatic variable (ui/orphaned_private_in_caller.c). */
int main(void) {
    register int a[4];
#pragma omp parallel
    {
        (void)sizeof a;
#pragma omp master
        a[0] = 1;
    }
    return 0;
}
