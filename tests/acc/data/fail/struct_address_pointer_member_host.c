// expect-runtime-error: acc_error_execution
/* OpenACC 3.3, 2.6.2: a struct with no data clause is implicitly copy, a bitwise copy: its
 * device copy holds the host's address in s.p although what s.p points to is present
 * (`enter data copyin(a[0:n])`). The region passes &s to a routine, which reads s->p from the
 * device copy: the kernel cannot translate that read (the `.` reads of the region itself are
 * translated, struct_pointer_member_paths.c), and it reached host memory, silently under emul
 * (the result was the host's data) and an illegal address on a GPU (bug hunt 26, bug08). Now
 * the kernel stops at its start: stdout gets "OXACC ERROR in compute construct: 's.p' at
 * FILE:LINE holds the host address of data present on the device, and the region reaches the
 * device copy of 's' through '&s' ...", and the launch fails (acc_error_execution naming this
 * file and line). Attaching the member (copyin(s) with copyin(s.p[0:n]), 2.7.2) is the fix. */
#include <stdio.h>
#include <stdlib.h>

struct S { int n; double *p; };

#pragma acc routine seq
static double get(const struct S *s, int i) { return s->p[i]; }

int main(void) {
    int n = 8;
    double *a = malloc(n * sizeof *a), g[8];
    for (int i = 0; i < n; i++) a[i] = i;
    struct S s = {n, a};
#pragma acc enter data copyin(a[0:n])
#pragma acc parallel loop copyout(g)
    for (int i = 0; i < n; i++)
        g[i] = get(&s, i);
    printf("%g\n", g[3]);
#pragma acc exit data delete(a[0:n])
    return 0;
}
