/* 2.5.15 / 2.9.11: each element or subarray in a reduction clause is its own reduction var, so
 * two of one array on one construct are valid (with different operators too). oxacc keeps one
 * private copy per variable and reduces the section covering the parts (red_two_parts.c), or
 * a fixed-size array whole when a bound is known only at run time (red_parts_runtime_bounds.c):
 * that needs one operator, and constant bounds on a pointer's target. The other cases get a
 * located "not supported yet" error (they once lost both reductions or crashed freeing the
 * copies, and the '*' case was misreported as a nested-construct operator conflict). */
int main(void) {
    long v[12] = {0};
    long *w = v;
    int *c = (int *)v;
    int n = 4;
#pragma acc parallel loop reduction(+:v[0:4]) reduction(*:v[8:3])
    for (int i = 0; i < 60; i++) { v[i % 4] += 1; v[8 + i % 3] *= 1; }
#pragma acc parallel loop reduction(+:w[0:n]) reduction(+:w[8:3])
    for (int i = 0; i < 60; i++) { w[i % 4] += 1; w[8 + i % 3] += 1; }
#pragma acc parallel copy(c[0:5])
    {
#pragma acc loop gang reduction(+:c[1]) reduction(+:c[n])
        for (int i = 0; i < 100; i++) { c[1] += 1; c[n] += 2; }
    }
    return (int)v[0] + c[1];
}
