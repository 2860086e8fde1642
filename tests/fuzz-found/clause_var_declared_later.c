/* fuzz-found: a clause naming a variable declared later in the block
 * status: fixed (crates/oxacc-sema/src/stmt.rs; regression test
 *   tests/ui/acc/clause_var_declared_later.c)
 * expect: error: 's' undeclared
 * A directive nested in a loop (or an inner block) saw names declared after it in the
 * enclosing block: the clause was accepted and the generated C used `s` before its
 * declaration. */
int main(void) {
    for (int i = 0; i < 1; i++)
#pragma acc data copy(s)
        ;
    int s = 0;
    return s;
}
