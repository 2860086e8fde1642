/* A struct with no data clause (2.6.2: implicitly copy) whose pointer members point to present
 * data: the region dereferences them through the device copies of their targets (the members
 * are translated, struct_pointer_member_translated.c), but a member's VALUE that the region
 * stores into memory is the one the device copy holds, the host's address, as the bitwise
 * ("shallow") copy of 2.6.2 / 2.7.2 gives it (nvc, gcc): after the copy back the host finds
 * its own addresses, not device addresses (bug hunt 26, bug05: `s.cur = s.next` left the
 * device address of b in the host's s.cur). Inside the region the pointers stay usable: a
 * member stored into is read again translated when it holds the host's value of a member
 * (`s.cur[1]` after `s.cur = s.next` writes the device copy of b), a pointer variable
 * initialized from a member is translated (as a pointer variable is), comparisons agree with
 * the host's. An integer made from a member is the host's address too. Runs under host
 * (shared memory) and emul (separate device memory). */
#include <stdint.h>
#include <stdlib.h>
#include "check.h"

struct buf { int count; double *cur, *next; };

double *saved[2];   /* file scope: implicit copy, copied back */

int main(void) {
    int n = 4;
    double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    for (int i = 0; i < n; i++) { a[i] = 1; b[i] = 2; }
    struct buf s = {0, a, b};
    int same = 0, differ = -1;
    uintptr_t bits = 0;
#pragma acc enter data copyin(a[0:n], b[0:n])
#pragma acc serial copy(same, differ, bits)
    {
        differ = s.cur != s.next;   /* before the store: a and b differ */
        s.cur = s.next;             /* the device copy of s gets b's host address */
        s.count++;
        s.cur[1] = 7;               /* the device copy of b */
        same = s.cur == s.next;
        double *x = s.next;         /* a pointer variable: translated */
        x[2] = 8;
        saved[0] = s.next;          /* stored into memory the host sees: the host's address */
        saved[1] = s.next + 1;
        bits = (uintptr_t)s.next;   /* an integer: the host's address */
    }
    CHECK(s.count == 1);
    CHECK(s.cur == b);
    CHECK(same == 1);
    CHECK(differ == 1);
    CHECK(saved[0] == b);
    CHECK(saved[1] == b + 1);
    CHECK(bits == (uintptr_t)b);
#pragma acc exit data copyout(a[0:n], b[0:n])
    CHECK(b[0] == 2 && b[1] == 7 && b[2] == 8 && b[3] == 2);
    for (int i = 0; i < n; i++) CHECK(a[i] == 1);
    free(a);
    free(b);
    CHECK_DONE();
}
