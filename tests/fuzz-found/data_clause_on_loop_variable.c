/* fuzz-found: a data clause naming the loop variable of the combined construct
 * status: fixed (main's 4db3718, issue 8: a loop variable of an associated loop in a data or
 *   reduction clause is a located error; regression test tests/ui/acc/same_var_data_clauses.c)
 * expect: error: predetermined private
 * The loop variable is predetermined private to the loop (OpenACC 3.3, 2.6.1). When found,
 * oxacc accepted this and the outlined loop used `i` undeclared ("'i' undeclared"); seen with
 * copyout(i), copyin(j) (collapse), create(j, i). The conformance fixes made it an error
 * citing 2.6.1. */
int main(void) {
    int i, a[8];
#pragma acc parallel loop copyout(i)
    for (i = 0; i < 8; i++)
        a[i] = i;
    return a[7] != 7;
}
