/* fuzz-found: a loop increment that depends on the loop variable
 * status: fixed (crates/oxacc-lower/src/compute/loops.rs; regression test
 *   tests/acc/compute/ui/loop_not_canonical.c)
 * expect: error: canonical form
 * `i += i` is not a loop-invariant increment: the trip count cannot be computed when the loop
 * starts (gcc: "invalid increment expression"). oxacc accepts it and the generated schedule
 * reads `i` before it exists ("'i' undeclared"). Should be a located error citing 2.9 like the
 * other canonical-form errors. */
int main(void) {
    int a[8] = {0};
#pragma acc parallel loop
    for (int i = 1; i < 8; i += i)
        a[i] = i;
    return a[4] != 4;
}
