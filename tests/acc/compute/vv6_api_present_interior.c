/* OpenACC 3.3, 3.2.25 acc_is_present on partial ranges of a section mapped by a data
 * construct and by enter data (true only for wholly present ranges), 3.2.23 acc_deviceptr and
 * 3.2.24 acc_hostptr on interior addresses (element, struct member, row of a 2-D array) and
 * the device pointer of an interior element used in a deviceptr clause (2.7.5):
 * V&V acc_is_present, acc_deviceptr, acc_hostptr. */
#include <openacc.h>
#include "check.h"
#define N 100
struct rec { int tag; double v[8]; };
static double m[10][10];
static struct rec rs[4];
int main(void) {
    int is_host = acc_get_device_type() == acc_device_host;
    double a[N];
    for (int i = 0; i < N; i++) a[i] = i;
#pragma acc data copy(a[20:50])
    {
        CHECK(acc_is_present(a + 20, 50 * sizeof(double)));
        CHECK(acc_is_present(a + 30, 10 * sizeof(double)));
        CHECK(acc_is_present(&a[69], sizeof(double)));
        CHECK(is_host || !acc_is_present(a + 19, 2 * sizeof(double)));
        CHECK(is_host || !acc_is_present(a + 60, 11 * sizeof(double)));
        CHECK(is_host || !acc_is_present(a, sizeof a));
        double *d20 = acc_deviceptr(&a[20]);
        double *d45 = acc_deviceptr(&a[45]);
        CHECK(d20 != NULL && d45 == d20 + 25);
        CHECK(acc_hostptr(d45) == &a[45]);
        CHECK(acc_hostptr(d20 + 49) == &a[69]);
        CHECK(is_host || acc_deviceptr(&a[70]) == NULL);
        /* the interior device address in a deviceptr clause */
#pragma acc parallel loop deviceptr(d45)
        for (int i = 0; i < 10; i++) d45[i] = -1.0 * i;
    }
    for (int i = 0; i < N; i++) CHECK(a[i] == (i >= 45 && i < 55 ? -1.0 * (i - 45) : i));
    /* rows of a 2-D array */
#pragma acc enter data copyin(m[2:3][0:10])
    CHECK(acc_is_present(m[3], sizeof m[3]));
    CHECK(acc_is_present(&m[4][9], sizeof(double)));
    CHECK(is_host || !acc_is_present(m[1], sizeof m[1]));
    CHECK(is_host || !acc_is_present(m[4], 2 * sizeof m[4]));
    double *row3 = acc_deviceptr(m[3]);
    CHECK(acc_hostptr(row3 + 5) == &m[3][5]);
    CHECK(acc_deviceptr(&m[4][0]) == row3 + 10);
#pragma acc exit data delete(m[2:3][0:10])
    CHECK(is_host || !acc_is_present(m[3], sizeof m[3]));
    /* members of an element of a struct array */
#pragma acc enter data copyin(rs[1:2])
    CHECK(acc_is_present(&rs[2].v[3], 5 * sizeof(double)));
    CHECK(acc_is_present(&rs[1].tag, sizeof(int)));
    CHECK(is_host || !acc_is_present(&rs[0].v[7], sizeof(double) + sizeof(int)));
    struct rec *d1 = acc_deviceptr(&rs[1]);
    CHECK(acc_deviceptr(&rs[2].v[1]) == (void *)&d1[1].v[1]);
    CHECK(acc_hostptr(&d1[1].tag) == (void *)&rs[2].tag);
#pragma acc exit data delete(rs[1:2])
    CHECK_DONE();
}
