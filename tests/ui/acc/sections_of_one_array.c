/* Two different sections of one array that is its own storage in the data clauses of one
 * compute construct: each would get a device copy of its own while the region reaches both
 * through one device address of the array; the second section's accesses went beyond the
 * first copy (emul: writes lost or an illegal address, a silent wrong result found
 * 2026-11-30). A located error (gcc rejects any var in two data clauses). Fine: one section,
 * the same section twice (merged), sections in a data construct, members of one struct,
 * rows reached through pointers (mapped per row), and update (2.14.4). */
double a[100], m[6][8];
struct S {
    double v[10], w[10];
} s;

int main(void) {
    double **pp = 0, *rows[4];
    int i = 1;
#pragma acc parallel loop copy(a[0:50]) copyin(a[0:50])
    for (int j = 0; j < 2; j++) a[j] = 1;
#pragma acc data copy(a[0:2]) copyin(a[50:2])
    {
#pragma acc parallel loop copy(s.v[0:5], s.w[5:5], pp[i][0:8], pp[i + 1][0:8], rows[0][0:4], rows[2][0:4])
        for (int j = 0; j < 2; j++) s.v[j] = 1;
#pragma acc update self(m[0:2][1:3], m[4:1][0:8])
    }
#pragma acc parallel loop copy(a[0:2], a[50:2])
    for (int j = 0; j < 2; j++) a[50 + j] = 2;
#pragma acc kernels copyin(m[i][0:8]) present(m[i + 3][0:8])
    for (int j = 0; j < 8; j++) m[i + 3][j] = m[i][j];
#pragma acc serial copy(s.v[0:2], s.v[5:2])
    s.v[5] = 1;
    return 0;
}
