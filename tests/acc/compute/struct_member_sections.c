/* Data clauses that name only members of a struct (OpenACC 3.3, 2.7.1: a var may be a member
 * of a composite variable), with no clause for the struct itself: the region reaches the
 * members through it. An array member inside the struct (`copy(s.m[0:256])`) stopped with
 * "'s' is partly present" (the launch looked up the whole struct), a pointer member's section
 * (`copy(s.p[0:s.n])`) with "'s' is not present". Now the kernel reaches the mapped array
 * member at its own device address, or gets the struct by value with its pointer members
 * translated, as GCC and nvc map what the clause names (struct_member_own_mappings.c has the
 * other member forms). */
#include <stdlib.h>
#include "check.h"

struct with_array { int n; int m[256]; };
struct with_ptr { int n; double *p; float *q; };

int main(void) {
    struct with_array s;
    s.n = 256;
    for (int i = 0; i < 256; i++) s.m[i] = 1;
#pragma acc parallel loop copy(s.m[0:256])
    for (int i = 0; i < 256; i++) s.m[i] += 2;
    for (int i = 0; i < 256; i++) CHECK(s.m[i] == 3);
    /* A section that starts inside the array. */
#pragma acc parallel loop copy(s.m[10:20])
    for (int i = 10; i < 30; i++) s.m[i] *= 5;
    for (int i = 0; i < 256; i++) CHECK(s.m[i] == (i >= 10 && i < 30 ? 15 : 3));

    struct with_ptr t;
    t.n = 300;
    t.p = malloc(sizeof(double) * 300);
    t.q = malloc(sizeof(float) * 300);
    for (int i = 0; i < 300; i++) {
        t.p[i] = 1;
        t.q[i] = 2;
    }
#pragma acc parallel loop copy(t.p[0:t.n]) copyin(t.q[0:t.n])
    for (int i = 0; i < t.n; i++) t.p[i] += 2 * t.q[i];
    for (int i = 0; i < 300; i++) CHECK(t.p[i] == 5);
    /* An enclosing data construct maps the members. */
#pragma acc data copy(t.p[0:t.n])
    {
#pragma acc parallel loop
        for (int i = 0; i < t.n; i++) t.p[i] *= 2;
    }
    for (int i = 0; i < 300; i++) CHECK(t.p[i] == 10);
    free(t.p);
    free(t.q);
    CHECK_DONE();
}
