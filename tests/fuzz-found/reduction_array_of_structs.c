/* fuzz-found: a reduction on an array of structs
 * status: fixed (crates/oxacc-lower/src/compute/capture.rs; regression test
 *   tests/acc/compute/ui/reduction_struct_elements.c)
 * expect: accept
 * The typed check of 2.5.15 accepts a composite reduction whose members are all arithmetic,
 * and the code generation, which rejected a struct variable, let an array of structs through:
 * the generated C initialised a private copy from `(struct nest)0`. It was then a located
 * "not supported yet"; since 2026-11-30 a whole array of structs of mixed member types is
 * reduced member by member of each element (tests/acc/compute/red_struct_array_mixed.c). */
struct odd { char a; double b; };
struct nest { struct odd o; float f; };
int main(void) {
    static struct nest n[10];
#pragma acc parallel loop copyin(n) reduction(||: n)
    for (int i = 0; i < 10; i++) n[i].f = 1;
    return 0;
}
