/* OpenACC 3.3, 2.5.13, 2.5.14, 2.9.10 with 2.7.1: private and firstprivate copies of forms the
 * multicore code generation does not make yet are located errors, not wrong code: rows reached
 * through pointers, a member reached through a subscript, two sections of one variable. */
struct T { double *p; };
struct S { struct T t[4]; };
int main(void) {
    int n = 8, m = 4;
    double **dd = 0, a[100];
    struct S s;
#pragma acc parallel private(dd[0:n][0:m]) firstprivate(s.t[1].p[0:n])
    {
        dd[0][0] = s.t[1].p[0];
    }
#pragma acc parallel private(a[0:2], a[10:2])
    {
        a[0] = a[10] = 1;
    }
#pragma acc parallel loop private(dd[1:2][0:m])
    for (int i = 0; i < n; i++) dd[1][0] = i;
#pragma acc parallel loop private(a[0:2], a[5:2])
    for (int i = 0; i < n; i++) a[0] = a[5] = i;
    return 0;
}
