/* fuzz-found: a reduction on a const-qualified variable
 * status: fixed (crates/oxacc-acc/src/typed.rs; regression test tests/ui/acc/reduction_const.c)
 * expect: error: reduction
 * A reduction variable is updated at the end of the region (OpenACC 3.3, 2.5.15); a const
 * one cannot be (gcc: "'const' qualified 'n' may appear only in 'shared' or 'firstprivate'
 * clauses"). oxacc accepts it and cc rejects the generated combination ("assignment of
 * read-only location"). Found with examples/hello_acc.c (`const int n`). */
int main(void) {
    const int n = 5;
    int a[8] = {0};
#pragma acc serial loop reduction(min: n)
    for (int i = 0; i < 8; i++)
        a[i] = n;
    return a[0] != 5;
}
