/* fuzz-found: a data clause on a kernels construct naming the variable of a loop it partitions
 * status: fixed (crates/oxacc-lower/src/compute/capture.rs; regression test
 *   tests/acc/compute/kernels_loop_var_in_data_clause.c)
 * expect: accept
 * The clause made `i` shared in the region, while the partitioned loop assigned its own `i`:
 * cc said "'i' undeclared" in the outlined region. The loop variable stays private (2.6.1).
 * Found with tests/acc/tutorial/smooth_kernels.c (`kernels copyin(i)`). */
int main(void) {
    static float a[16][16], b[16][16];
    int i, j;
#pragma acc kernels copyin(i) copy(a, b)
    {
        for (i = 1; i < 15; i++)
            for (j = 1; j < 15; j++)
                a[i][j] = b[i][j] + 1;
    }
    return a[2][2] != 1;
}
