/* fuzz-found: an executable directive as the statement an ignored directive owns
 * status: fixed (crates/oxacc-acc/src/check/context.rs; regression test
 *   tests/ui/acc/executable_behind_ignored_directive.c)
 * expect: error: must not appear in place of the statement
 * An unknown `#pragma acc` name as a loop's body owns the next statement (for cc it is the
 * body); when that is `#pragma acc wait`, the checks did not apply 2.14.4 as they do right
 * after the `for`, and the generated C lost a brace on the pragma line. Found with
 * tests/acc/compute/ignored_directive_as_substatement.c as a seed. */
int main(void) {
    int s = 0;
#pragma acc parallel copy(s)
    {
#pragma acc loop gang reduction(+:s)
        for (int i = 0; i < 4; i++)
#pragma acc paralel worker
#pragma acc wait
            for (int j = 0; j < 4; j++)
                s++;
    }
    return 0;
}
