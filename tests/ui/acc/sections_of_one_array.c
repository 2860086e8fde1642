/* Two different sections of one array (or of one pointer's target) in the data clauses of
 * one compute or data construct are two vars, each with its own data action (2.7.1, 2.7.2):
 * they run since the 2026-12-01 sections2 session (the launch gathers them for the kernel,
 * tests/acc/compute/sections2_array_apart.c, sections2_pointer_apart.c; before, a located
 * "not supported yet" error). Sections that share elements with neither inside the other,
 * though, meet 2.7.3's acc_error_partly_present at every run, whichever action comes first:
 * a located error when the bounds are constants. Fine: sections apart, the same section
 * twice (merged, a warning), one section inside the other (a present increment, or the
 * runtime's located partly-present error), run-time bounds (the runtime's error), rows
 * reached through pointers, members of one struct, and update (2.14.4). */
double a[100], m[6][8];
struct S {
    double v[10], w[10];
    int *p;
} s;

int main(void) {
    double **pp = 0, *rows[4];
    int *p = 0;
    int i = 1;
#pragma acc parallel loop copy(a[0:50]) copyin(a[0:50])
    for (int j = 0; j < 2; j++) a[j] = 1;
#pragma acc parallel loop copy(a[0:60]) copyin(a[50:50])
    for (int j = 0; j < 2; j++) a[j] = 1;
#pragma acc kernels copyin(m[1:2][0:8]) present(m[2:2][0:8])
    for (int j = 0; j < 8; j++) m[2][j] = m[1][j];
#pragma acc serial copy(s.v[0:4], s.v[2:4])
    s.v[5] = 1;
#pragma acc parallel loop copyin(p[0:10]) copyout(p[5:10])
    for (int j = 0; j < 2; j++) p[j] = 1;
#pragma acc parallel loop copyin(s.p[:10]) copyout(s.p[9:1], s.p[8:4])
    for (int j = 0; j < 2; j++) s.p[j] = 1;
#pragma acc data copy(a[10:20]) create(a[0:15])
    {
#pragma acc parallel loop copy(s.v[0:5], s.w[5:5], pp[i][0:8], pp[i + 1][0:8], rows[0][0:4], rows[2][0:4])
        for (int j = 0; j < 2; j++) s.v[j] = 1;
#pragma acc update self(m[0:2][1:3], m[4:1][0:8])
    }
#pragma acc parallel loop copy(a[0:2], a[50:2]) present(a[0:1]) copyin(m[0][0:8], m[1:2][0:8])
    for (int j = 0; j < 2; j++) a[50 + j] = 2;
#pragma acc kernels copyin(m[i][0:8]) present(m[i + 3][0:8], m[i:1][0:4])
    for (int j = 0; j < 8; j++) m[i + 3][j] = m[i][j];
#pragma acc serial copy(s.v[0:2], s.v[5:2], s.p[0:1], s.p[1:1])
    s.v[5] = 1;
    return 0;
}
