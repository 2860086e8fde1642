/* fuzz-found: an unknown (or omp) directive as the unbraced body of a loop inside a construct
 * status: fixed (crates/oxacc-syntax/src/parser/stmt.rs: as a sub-statement, a directive cc
 *   ignores owns the next statement; regression test
 *   tests/acc/compute/ignored_directive_as_substatement.c)
 * expect: accept
 * gcc ignores `#pragma acc paralel` (a typo: oxacc warns "ignoring unknown OpenACC directive")
 * and `#pragma omp simd` without -fopenmp: for the C compiler the inner `for` is the outer
 * loop's body. oxacc's parser makes the directive itself the body (it owns no statement), so
 * the inner loop becomes a sibling: here the lowering of the nest emits unbalanced C ("expected
 * declaration or statement at end of input"); with `#pragma acc parallel loop` on the outer
 * loop, oxacc rejects valid code ("'i' undeclared"). Either the directive should be transparent
 * in that position (the next statement is the sub-statement, as for ordinary pragmas), or an
 * unknown acc directive there should be a located error. */
int main(void) {
    int s = 0;
#pragma acc parallel
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < 4; i++)
#pragma acc paralel worker reduction(+:s)
            for (int j = 0; j < 4; j++)
                s++;
    }
    return s != 16;
}
