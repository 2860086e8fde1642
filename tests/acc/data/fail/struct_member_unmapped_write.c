// expect-runtime-error: is partly present
/* OpenACC 3.3, 2.7.1 / 2.6.2: a clause naming a member (`copy(s.a)`) maps that member only. A
 * compute region that also writes a member no clause maps (`s.x`) accesses the struct beyond
 * its mapped member; with no data clause for the struct itself visible it gets an implicit
 * copy (2.6.2), which finds the struct partly present (2.7.2: a runtime error). oxacc does not
 * write such a member into a private copy that would be silently lost: the launch stops with
 * acc_error_partly_present naming the struct and the construct's line. (Reading such a member
 * is a firstprivate value: struct_member_own_mappings.c.) */
#include <stdio.h>

typedef struct { int a[10]; double x; } S;

int main(void) {
    S s;
    for (int i = 0; i < 10; i++) s.a[i] = i;
    s.x = 0;
#pragma acc parallel loop copy(s.a)
    for (int i = 0; i < 10; i++) {
        s.a[i] += 1;
        if (i == 0) s.x = 1;
    }
    printf("a0=%d x=%g\n", s.a[0], s.x);
    return 0;
}
