/* A difference of two pointers (C11 6.5.6p9), like a comparison, reads no object: a compute
 * region that only subtracts or compares pointers (a range or iterator struct's `end - begin`,
 * `e - b` with pointer variables) dereferences nothing, so the launch must not stop with
 * acc_error_not_present because what they point to is not present (bug hunt 26, bug06: both
 * stopped, naming 'r.end' and 'e'). The values agree with the host's: pointers into present
 * data are translated into its device copy (one just past the end of a mapping too, 2.6.2's
 * firstprivate pointer), and pointers into nothing present are left as they are, so that a
 * difference of two pointers into the same array is the host's either way; a pointer member
 * mixed with a pointer variable too. Runs under host and emul. */
#include <stdlib.h>
#include "check.h"

struct range { double *begin, *end; };

static long span_of(struct range r) { /* by-value parameter: implicit copy(r) */
    long len = 0;
#pragma acc serial copy(len)
    { len = r.end - r.begin; }
    return len;
}

int main(void) {
    int n = 16;
    double *a = malloc(n * sizeof *a);
    for (int i = 0; i < n; i++) a[i] = i;
    struct range r = {a, a + n};
    double *b = a, *e = a + n;
    long len0 = 0, len1 = 0, len2 = 0, len3 = 0;
    int before = 0, eq = 0;

    /* Nothing present. */
#pragma acc serial copy(len0, len1, len2, before, eq)
    {
        len0 = e - b;
        len1 = r.end - r.begin;
        len2 = r.end - b;
        before = b < e && r.begin < r.end;
        eq = r.begin == b;
    }
    CHECK(len0 == 16 && len1 == 16 && len2 == 16);
    CHECK(before == 1 && eq == 1);
    CHECK(span_of(r) == 16);

    /* The array present: b and r.begin point into it, e and r.end just past its end. */
#pragma acc enter data copyin(a[0:n])
    len0 = len1 = len2 = len3 = before = eq = 0;
    double first = 0;
#pragma acc serial copy(len0, len1, len2, len3, before, eq, first)
    {
        len0 = e - b;
        len1 = r.end - r.begin;
        len2 = r.end - b;
        len3 = (e - 1) - r.begin;
        before = b < e && r.begin < r.end;
        eq = r.begin == b;
        first = r.begin[1] + b[2];
    }
    CHECK(len0 == 16 && len1 == 16 && len2 == 16 && len3 == 15);
    CHECK(before == 1 && eq == 1);
    CHECK(first == 3);
    CHECK(span_of(r) == 16);
#pragma acc exit data delete(a[0:n])
    free(a);
    CHECK_DONE();
}
