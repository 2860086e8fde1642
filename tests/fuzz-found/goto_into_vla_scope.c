/* fuzz-found: a goto into the scope of a variable-length array
 * status: fixed (crates/oxacc-sema/src/stmt.rs; regression test tests/ui/c/goto_into_vm_scope.c)
 * expect: error: jump into scope of identifier with variably modified type
 * C11 6.8.6.1 forbids it; oxacc's C checks accepted it and cc rejected the generated C with the
 * same words, about code the user never saw. Found with
 * tests/acc/compute/private_subarray_parallel.c (a `goto` inserted before its VLA). */
int main(int argc, char **argv) {
    (void)argv;
    int n = argc + 3;
    if (n > 100)
        goto out;
    double v[n * 4];
    v[0] = 1;
#pragma acc parallel loop copy(v[0:n])
    for (int i = 0; i < n; i++)
        v[i] = i;
out:
    return 0;
}
