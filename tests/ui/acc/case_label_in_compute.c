/* A `case` or `default` label inside a compute construct whose `switch` is outside it: the
 * switch branches into the construct (OpenACC 3.3, 2.5.4: "a program may not branch into or
 * out of a compute construct"); the same inside a loop construct, whose iterations are divided
 * (gcc: "invalid branch to/from OpenACC structured block"). Before, oxacc accepted them and the
 * outlined region held a case label without its switch (found by the whole-pipeline fuzz
 * test). */
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
        break;
    case 2:
#pragma acc serial loop copy(a)
        for (int i = 0; i < 4; i++) {
        default:
            a[i] = 2;
        }
        break;
    }
#pragma acc kernels copy(a)
    {
        switch (a[0]) {
#pragma acc loop gang
            for (int i = 0; i < 4; i++) {
            case 3:
                a[i] = 3;
            }
        }
    }
    /* Fine: the switch and its labels inside one region. */
#pragma acc parallel copy(a) num_gangs(1)
    switch (a[0]) {
    case 1:
        a[1] = 1;
        break;
    default:
        break;
    }
    return a[0] != 1;
}
