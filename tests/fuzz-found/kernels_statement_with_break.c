/* fuzz-found: a statement of a kernels construct that breaks out of the host loop around it
 * status: fixed (crates/oxacc-lower/src/compute/kernels.rs; regression test
 *   tests/acc/compute/kernels_host_branches.c)
 * expect: accept
 * The outer loop is not in canonical form (its test moved into the body as a break), so it runs
 * on the host and its body is split into kernels; the `if (...) break;` statement became a
 * one-thread kernel of its own, an outlined function with a `break` and no loop ("break
 * statement not within loop or switch"). Found with tests/acc/compute/kernels_2d_nest.c. */
int main(void) {
    static float a[30][40];
#pragma acc kernels
    for (int i = 0;; i++) {
        if (!(i < 30))
            break;
        for (int j = 0; j < 40; j++)
            a[i][j] = 3;
    }
    return a[2][3] != 3;
}
