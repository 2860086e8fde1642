/* fuzz-found: a data or host_data construct as the unbraced body of a compute region (or of
 * the loop under a combined construct)
 * status: fixed (first crates/oxacc-lower/src/data.rs: directives inside compute constructs
 *   were not lowered by the data pass; since 2026-11-29 oxacc-acc's check/context.rs rejects
 *   data and host_data constructs in a compute region, as nvc and gcc; regression test
 *   tests/ui/acc/data_construct_in_compute.c)
 * expect: error: may not appear inside a 'kernels' region
 * The data lowering closes its block with an insertion at the end of its body. When that end is
 * also the end of the enclosing compute region's body, the outliner's `text_with_edits` of the
 * region body includes the insertion (it moves into the outlined function), and the writer also
 * keeps it in place (insertions at the edges of a replaced span survive): the closing code
 * appears twice and cc fails ("'__oxacc_data2' undeclared", "expected identifier or '('
 * before 'return'"). The braced forms `{ #pragma acc data ... }` compile. The same writer
 * behaviour made branches.rs duplicate a data construct's exit code (fixed there by copying
 * the branch from the source). */
int main(void) {
    float a[8] = {0};
#pragma acc kernels create(a)
#pragma acc data copy(a)
    {
        a[0] = 1;
    }
#pragma acc parallel loop
    for (int i = 0; i < 8; i++)
#pragma acc host_data use_device(a)
        a[i] = i;
    return 0;
}
