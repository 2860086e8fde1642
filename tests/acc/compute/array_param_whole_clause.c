// cflags: -Wall -Werror
/* OpenACC 3.3, 2.7.1: a function parameter declared as an array (`double a[16]`) is a pointer
 * (C11 6.7.6.3p7). A data clause naming it whole (`copy(a)`, `present(a)`, `update self(a)`,
 * `enter data copyin(a)`) maps the declared array `a[0:16]`, as nvc does for PolyBench-style
 * parameters (array_param_data_clause.c); in a `declare` directive (2.13: variable or array
 * names) it is the pointer variable. The generated clause's byte count was `sizeof(a)`, on
 * which cc warns by default ("'sizeof' on array function parameter 'a' will return size of
 * 'double *'", -Wsizeof-array-argument): a warning about generated code (an error with
 * -Werror, as here). */
#include "check.h"
#include <openacc.h>

static void scale(double a[16], double s) {
    /* present in main's data construct: both clauses find a[0:16] */
#pragma acc data copyin(a)
    {
#pragma acc parallel loop present(a)
        for (int i = 0; i < 16; i++)
            a[i] *= s;
    }
}

static void add_one(double a[16]) {
#pragma acc declare copyin(a)
#pragma acc parallel loop
    for (int i = 0; i < 16; i++)
        a[i] += 1;
}

static void pointer_bytes(double a[16], int *ok) {
#pragma acc enter data copyin(a)
    /* the mapping is the declared array's 128 bytes */
    *ok = acc_is_present(a, 16 * sizeof(double)) && acc_deviceptr(a) != 0;
#pragma acc update device(a)
#pragma acc exit data delete(a)
}

int main(void) {
    double a[16];
    for (int i = 0; i < 16; i++)
        a[i] = i;
#pragma acc data copy(a[0:16])
    {
        scale(a, 2.0);
        add_one(a);
    }
    for (int i = 0; i < 16; i++)
        CHECK(a[i] == 2.0 * i + 1);
    int ok = 0;
    pointer_bytes(a, &ok);
    CHECK(ok);
    CHECK_DONE();
}
