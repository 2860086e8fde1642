/* fuzz-found: a data construct whose whole body is a branch
 * status: fixed (crates/oxacc-lower/src/branches.rs; regression test
 *   tests/acc/data/data_branch_body.c)
 * expect: accept
 * The fix-up that runs the region's exit code before `break;` copied the statement together
 * with the construct's closing code inserted at its end: the exit code and `}` appeared twice
 * and cc failed ("'__oxacc_data2' undeclared"). */
int main(void) {
    float a[4] = {0};
    for (int i = 0; i < 10; i++) {
#pragma acc data copyin(a)
        break;
    }
    return 0;
}
