/* Two clauses of one construct naming one present-table entry through different names
 * (`copy(y[0:n]) copyin(x[0:n])` with x == y, or x a part of y): the entry's counters count
 * both clauses (2.6.7), and whichever clause's decrement ends the lifetime at the construct's
 * exit, the sections of its copy/copyout clauses are copied back (2.7.6, 2.7.8: the clauses
 * of one directive act together, in no order the spec sets; nvc brings the data back). Before,
 * the clauses acted in order and a copyin/delete decrement that came last deleted the device
 * copy without copying the results out (scale(a, a, 8) left a unchanged under emul). Data whose
 * lifetime another construct ends is still deleted without a copy. */
#include "acc_test.h"

#define N 8

static void scale(int *y, int *x, int n) {
#pragma acc parallel loop copy(y[0:n]) copyin(x[0:n])
    for (int i = 0; i < n; i++) y[i] = 2 * x[i];
}

/* The other clause order (a naive reverse-order exit would lose this one). */
static void scale_rev(int *y, int *x, int n) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
    for (int i = 0; i < n; i++) y[i] = 2 * x[i];
}

/* x lies inside y's mapping (x == y + 2): one entry, all of y comes back. */
static void inner_copyin(int *y, int *x) {
#pragma acc parallel loop copy(y[0:N]) copyin(x[0:4])
    for (int i = 0; i < N; i++) y[i] = 10 * i + 1 + (i < 0 ? x[0] : 0);
}

/* The copyin maps the larger section (y == x + 2): only the copy's section comes back, the rest
 * of the copyin's data is not copied out (on shared memory the writes are the host's own). */
static void outer_copyin(int *y, int *x) {
#pragma acc parallel loop copyin(x[0:N]) copy(y[0:4])
    for (int i = 0; i < N; i++) {
        if (i >= 2 && i < 6)
            y[i - 2] = 100 + i;
        else
            x[i] = -1;
    }
}

/* Two copy clauses, the smaller one last: all of the larger one comes back. */
static void two_copies(int *y, int *x) {
#pragma acc parallel loop copy(y[0:N]) copy(x[2:4])
    for (int i = 0; i < N; i++) y[i] = 7 * i;
}

/* A data construct with aliased copy + copyin. */
static void data_region(int *y, int *x) {
#pragma acc data copy(y[0:N]) copyin(x[0:N])
    {
#pragma acc parallel loop present(y[0:N])
        for (int i = 0; i < N; i++) y[i] = 3 * i;
    }
}

/* exit data copyout + delete of one entry through two names, both orders. */
static void exit_data(int *y, int *x, int delete_first) {
#pragma acc enter data copyin(y[0:N]) copyin(x[0:N])
#pragma acc parallel loop present(y[0:N])
    for (int i = 0; i < N; i++) y[i] = 5 * i;
    if (delete_first) {
#pragma acc exit data delete(x[0:N]) copyout(y[0:N])
    } else {
#pragma acc exit data copyout(y[0:N]) delete(x[0:N])
    }
}

/* The lifetime does not end at the construct (an enter data holds it): nothing is copied
 * back there, and the later `exit data delete` of another construct copies nothing either. */
static void held(int *y, int *x) {
#pragma acc enter data copyin(y[0:N])
#pragma acc parallel loop copy(y[0:N]) copyin(x[0:N])
    for (int i = 0; i < N; i++) y[i] = 9;
    if (discrete()) CHECK(acc_is_present(y, N * sizeof(int)) && y[0] == 0);
#pragma acc exit data delete(x[0:N])
}

static void iota(int *a) {
    for (int i = 0; i < N; i++) a[i] = i;
}

int main(void) {
    int a[N];

    iota(a);
    scale(a, a, N);
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    iota(a);
    scale_rev(a, a, N);
    for (int i = 0; i < N; i++) CHECK(a[i] == 2 * i);

    iota(a);
    inner_copyin(a, a + 2);
    for (int i = 0; i < N; i++) CHECK(a[i] == 10 * i + 1);
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));

    iota(a);
    outer_copyin(a + 2, a);
    for (int i = 2; i < 6; i++) CHECK(a[i] == 100 + i);
    for (int i = 0; i < N; i++)
        if (i < 2 || i >= 6) CHECK(a[i] == (discrete() ? i : -1));

    iota(a);
    two_copies(a, a);
    for (int i = 0; i < N; i++) CHECK(a[i] == 7 * i);

    iota(a);
    data_region(a, a);
    for (int i = 0; i < N; i++) CHECK(a[i] == 3 * i);

    for (int d = 0; d < 2; d++) {
        iota(a);
        exit_data(a, a, d);
        for (int i = 0; i < N; i++) CHECK(a[i] == 5 * i);
        if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    }

    for (int i = 0; i < N; i++) a[i] = 0;
    held(a, a);
    for (int i = 0; i < N; i++) CHECK(a[i] == (discrete() ? 0 : 9));
    if (discrete()) CHECK(!acc_is_present(a, sizeof a));
    return 0;
}
