/* spec 2.6.8, 2.7.2: a struct mapped whole whose pointer member is attached to a section
 * with a non-zero lower bound (`copy(s.p[8:16])`, `enter data copyin(s.p[4:4])`); a compute
 * construct reads s.p[i] through the struct's device copy, i.e. the attached pointer. The
 * launch checked that s.p's own value (element 0, not present) pointed to present data and
 * stopped with "acc_error_not_present: 's.p' ... the compute region dereferences this
 * pointer" (bug hunt 2026-11-29, data environment, bug01/bug02). */
#include "acc_test.h"

struct vec {
    int n;
    double *p;
};

int main(void) {
    enum { N = 32 };
    struct vec s;
    s.n = N;
    s.p = (double *)malloc(N * sizeof(double));
    double *host_p = s.p;
    for (int i = 0; i < N; i++) s.p[i] = i;
    /* Structured: the data construct attaches s.p. */
#pragma acc data copyin(s) copy(s.p[8:16])
    {
#pragma acc parallel loop
        for (int i = 8; i < 24; i++) s.p[i] = -s.p[i];
    }
    CHECK(s.p == host_p);
    for (int i = 0; i < N; i++) CHECK(s.p[i] == ((i >= 8 && i < 24) ? -i : i));

    /* Dynamic: enter data attaches it; the compute construct names only the struct. */
#pragma acc enter data copyin(s)
#pragma acc enter data copyin(s.p[4:4])
#pragma acc parallel loop present(s)
    for (int i = 4; i < 8; i++) s.p[i] = 100 + i;
#pragma acc exit data copyout(s.p[4:4])
#pragma acc exit data delete(s)
    CHECK(s.p == host_p);
    for (int i = 0; i < N; i++)
        CHECK(s.p[i] == ((i >= 4 && i < 8) ? 100 + i : (i >= 8 && i < 24) ? -i : i));
    if (discrete()) CHECK(!acc_is_present(&s, sizeof s) && !acc_is_present(s.p + 4, 8));
    free(s.p);
    return 0;
}
