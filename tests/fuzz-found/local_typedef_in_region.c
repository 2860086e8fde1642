/* fuzz-found: a block-scope typedef or enumeration constant used inside a compute region
 * status: fixed (crates/oxacc-lower/src/compute/outline.rs; regression tests
 *   tests/acc/compute/local_types_in_region.c, tests/acc/compute/ui/local_vla_typedef.c)
 * expect: accept
 * The region is outlined into a file-scope function, where the function's own typedef `T` and
 * enumerator `N` are not visible: cc says "unknown type name 'T'" / "'N' undeclared". Should
 * compile (print the types as sema resolved them, copy the typedef/enum into the outlined
 * function), or at least be a located error as for a block-scope struct type today ("compute
 * region uses a variable of type 'struct P' declared inside the function"). Seen in 30% of
 * the failures of the first 20-minute run (the reduction seeds declare `typedef ... T;` in each
 * test function). */
int main(void) {
    typedef int T;
    enum { N = 4 };
    T s = 0;
#pragma acc parallel loop reduction(+:s)
    for (int i = 0; i < N; i++) {
        T r = (T)i;
        s += r;
    }
    return s != 6;
}
