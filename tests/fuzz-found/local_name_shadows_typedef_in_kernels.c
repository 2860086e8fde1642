/* fuzz-found: in kernels, variables named like the function's typedef and enum constant
 * status: fixed (crates/oxacc-lower/src/compute/outline.rs; regression test
 *   tests/acc/compute/local_types_in_region.c)
 * expect: accept
 * The statement `s = T * N;` is a kernel of its own whose `T` and `N` are captured variables;
 * the outlined function also declared the typedef `T` and the constant `N` it looked up at the
 * construct ("'T' redeclared as different kind of symbol"). Found with the regression test of
 * local typedefs (tests/acc/compute/local_types_in_region.c) as a seed. */
int main(void) {
    typedef int T;
    enum { N = 4 };
    T s = 0;
#pragma acc kernels copy(s)
    {
        int T = 7, N = 3;
        s = T * N;
    }
    return s != 21;
}
