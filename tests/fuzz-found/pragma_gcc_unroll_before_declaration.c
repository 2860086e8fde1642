/* fuzz-found: `#pragma GCC unroll` followed by something other than a loop
 * status: fixed (crates/oxacc-syntax/src/parser/mod.rs; regression test
 *   tests/ui/c/pragma_gcc_unroll_placement.c)
 * expect: error: for, while or do statement expected
 * gcc requires a loop after `#pragma GCC unroll`/`ivdep` ("for, while or do statement expected
 * before 'int'"); oxacc took ordinary pragmas out of the token stream without looking, accepted
 * the program, and cc rejected the generated C (seed collapse_force_intervening.c, with a
 * declaration inserted between the pragma and its loop). */
int main(void) {
    int s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < 4; i++) {
#pragma GCC unroll 2
        int t = i;
        for (int j = 0; j < 2; j++)
            s += t + j;
    }
    return s != 16;
}
