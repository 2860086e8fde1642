/* fuzz-found: conflicting type specifiers in a loop header
 * status: fixed (crates/oxacc-sema/src/decl.rs; regression test
 *   tests/ui/c/type_specifier_conflicts.c)
 * expect: error: two or more data types in declaration specifiers
 * `char int` is an error in C (gcc: "two or more data types in declaration specifiers");
 * oxacc's sema accepted it, and cc rejected the outlined loop. */
int main(void) {
    int s = 0;
#pragma acc parallel loop reduction(+:s)
    for (char int i = 0; i < 3; i++)
        s += i;
    return s != 3;
}
