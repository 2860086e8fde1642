/* 2.5.15 / 2.9.11: each element or subarray in a reduction clause is its own reduction var, so
 * two of one array on one construct are valid (with different operators too). oxacc keeps one
 * private copy per variable and reduces the section covering the parts (red_two_parts.c), or
 * a fixed-size array whole when a bound is known only at run time (red_parts_runtime_bounds.c),
 * or on a pointer's target the section from the least lower bound to the greatest end
 * (red_pointer_parts_runtime.c): that needs one operator, and on a pointer's target bounds
 * without side effects (they are evaluated more than once). The other cases get a
 * located "not supported yet" error (they once lost both reductions or crashed freeing the
 * copies, and the '*' case was misreported as a nested-construct operator conflict). */
static int k = 8;
static int next(void) { return k++; }
int main(void) {
    long v[12] = {0};
    long *w = v;
    int n = 4;
#pragma acc parallel loop reduction(+:v[0:4]) reduction(*:v[8:3])
    for (int i = 0; i < 60; i++) { v[i % 4] += 1; v[8 + i % 3] *= 1; }
#pragma acc parallel loop reduction(+:w[0:n]) reduction(+:w[next()])
    for (int i = 0; i < 60; i++) { w[i % 4] += 1; w[8] += 1; }
    return (int)v[0];
}
