/* fuzz-found: a case label inside a compute region
 * status: fixed (crates/oxacc-acc/src/check/context.rs; regression test
 *   tests/ui/acc/case_label_in_compute.c)
 * expect: error: branch
 * Jumping to `case 1` enters the compute region (OpenACC 3.3, 2.5: "a program may not branch
 * into or out of a compute construct"); oxacc reports gotos and breaks across compute
 * constructs, and case labels inside data regions (branches.rs), but accepts this and the
 * outlined region holds a case label without its switch ("case label not within a switch
 * statement"). */
int main(int argc, char **argv) {
    int a[4] = {0};
    (void)argv;
    switch (argc) {
    case 0:
#pragma acc parallel copy(a)
        {
        case 1:
            a[0] = 1;
        }
    }
    return a[0] != 1;
}
