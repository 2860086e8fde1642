/* fuzz-found: a declaration as the body of a construct
 * status: fixed (crates/oxacc-syntax/src/parser/stmt.rs; regression test
 *   tests/ui/acc/declaration_as_body.c)
 * expect: error: not a declaration
 * A construct applies to a structured block, "an executable statement" (OpenACC 3.3, 6
 * Glossary); gcc rejects this too. oxacc accepted it and the declaration ended up inside the
 * outlined region, out of scope for the code after it ("'r' undeclared"). */
int main(void) {
    int s = 0;
#pragma acc serial copy(s)
    int r = 1;
    s = r;
    return s != 1;
}
