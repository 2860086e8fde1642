/* The smoothing program of the PGI OpenACC data tutorial (pgi-openacc-data-tutorial-ja.txt,
 * "c3.c"): a float ** matrix allocated row by row (MAT aa, rows not contiguous) and an array of
 * row pointers into one block (VEC bb[100], rows contiguous), moved with
 * `copyout(aa[1:n-2][0:m]) copy(bb[0:n][0:n])` around a function that declares them
 * `present(...)`. Spec 2.6.5, 2.7.1 (pointer to pointers, array of pointers), 2.7.2 (attach),
 * 2.7.5 (present), 2.14.4 (update).
 *
 * The tutorial smooths in a `kernels` region; here the smoothing runs on the host between
 * `update self` and `update device`, so the program exercises only the data directives (the
 * data must come back right either way). On a discrete device the program also checks through
 * the API that every row is mapped and each device row pointer is attached to its device row. */
#include <math.h>
#include <openacc.h>
#include <stdio.h>
#include <stdlib.h>

typedef float *restrict *restrict MAT;
typedef float *restrict VEC;

static int errors;
#define CHECK(c) do { if (!(c)) { printf("%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); errors++; } } while (0)

static int discrete(void) {
    return !acc_get_property(0, acc_device_current, acc_property_shared_memory_support);
}

static void step(MAT a, VEC b[100], float w0, float w1, float w2, int n, int m) {
    int i, j;
    for (i = 1; i < n - 1; ++i)
        for (j = 1; j < m - 1; ++j)
            a[i][j] = w0 * b[i][j] + w1 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]) +
                      w2 * (b[i - 1][j - 1] + b[i - 1][j + 1] + b[i + 1][j - 1] + b[i + 1][j + 1]);
    for (i = 1; i < n - 1; ++i)
        for (j = 1; j < m - 1; ++j) b[i][j] = a[i][j];
}

void smooth(MAT a, VEC b[100], float w0, float w1, float w2, int n, int m, int niters) {
    int iter;
#pragma acc data present(a[1:n-2][0:m],b[0:n][0:n])
    {
#pragma acc update self(b[0:n][0:n])
        for (iter = 1; iter < niters; ++iter) step(a, b, w0, w1, w2, n, m);
#pragma acc update device(a[1:n-2][0:m], b[0:n][0:n])
    }
}

void smoothhost(MAT a, VEC b[100], float w0, float w1, float w2, int n, int m, int niters) {
    int iter;
    for (iter = 1; iter < niters; ++iter) step(a, b, w0, w1, w2, n, m);
}

/* Every row of a[lo:len] is present and the device copy of each row pointer holds the device
 * address of its row (2.7.1: "fill in those pointers"). */
static void check_rows(float **a, int lo, int len, int row_bytes) {
    float *dev_ptrs[100];
    if (!discrete()) return;
    CHECK(acc_is_present(&a[lo], len * sizeof(float *)));
    acc_memcpy_from_device(dev_ptrs, acc_deviceptr(&a[lo]), len * sizeof(float *));
    for (int i = 0; i < len; i++) {
        CHECK(acc_is_present(a[lo + i], row_bytes));
        CHECK(dev_ptrs[i] == (float *)acc_deviceptr(a[lo + i]));
        CHECK(dev_ptrs[i] != a[lo + i]);
    }
}

int main(void) {
    MAT aa;
    VEC bb[100];
    MAT aahost;
    VEC bbhost[100];
    int i, j;
    float w0, w1, w2;
    int n, m, aerrs, berrs;
    float dif, tol;
    n = 100;
    m = 100;

    /* Array 'aa' allocation -- array address is not contiguous */
    aa = (float **)malloc(sizeof(float *) * n);
    aahost = (float **)malloc(sizeof(float *) * n);
    for (i = 0; i < n; ++i) {
        aa[i] = (float *)malloc(sizeof(float) * m);
        aahost[i] = (float *)malloc(sizeof(float) * m);
    }
    /* Array 'bb' allocation -- array address is contiguous */
    bb[0] = (float *)malloc(sizeof(float) * m * 100);
    bbhost[0] = (float *)malloc(sizeof(float) * m * 100);
    for (i = 1; i < 100; ++i) {
        bb[i] = bb[i - 1] + m;
        bbhost[i] = bbhost[i - 1] + m;
    }
    for (i = 0; i < n; ++i) {
        for (j = 0; j < m; ++j) {
            aa[i][j] = 0;
            aahost[i][j] = 0;
            bb[i][j] = i * 1000 + j;
            bbhost[i][j] = i * 1000 + j;
        }
    }
    w0 = 0.5;
    w1 = 0.3;
    w2 = 0.2;

#pragma acc data copyout(aa[1:n-2][0:m]),copy(bb[0:n][0:n])
    {
        check_rows(aa, 1, n - 2, m * sizeof(float));
        check_rows(bb, 0, n, n * sizeof(float));
        if (discrete()) CHECK(!acc_is_present(aa[0], sizeof(float)) && !acc_is_present(aa[n - 1], 4));
        smooth(aa, bb, w0, w1, w2, n, m, 100);
    }
    smoothhost(aahost, bbhost, w0, w1, w2, n, m, 100);
    if (discrete()) {
        CHECK(!acc_is_present(aa[1], sizeof(float)) && !acc_is_present(bb[0], sizeof(float)));
        CHECK(!acc_is_present(&aa[1], sizeof(float *)));
    }

    /* verify a result */
    aerrs = berrs = 0;
    tol = 0.000005;
    for (i = 1; i < n - 1; ++i) {
        for (j = 1; j < m - 1; ++j) {
            dif = fabsf(aa[i][j] - aahost[i][j]);
            if (aahost[i][j]) dif = fabsf(dif / aahost[i][j]);
            if (dif > tol) {
                ++aerrs;
                if (aerrs < 10) printf("aa[%d][%d] = %12.7e != %12.7e\n", i, j, (double)aa[i][j], (double)aahost[i][j]);
            }
            dif = fabsf(bb[i][j] - bbhost[i][j]);
            if (bbhost[i][j]) dif = fabsf(dif / bbhost[i][j]);
            if (dif > tol) {
                ++berrs;
                if (berrs < 10) printf("bb[%d][%d] = %12.7e != %12.7e\n", i, j, (double)bb[i][j], (double)bbhost[i][j]);
            }
        }
    }
    if (aerrs == 0 && berrs == 0 && errors == 0) {
        printf("no errors found\n");
        return 0;
    }
    printf("%d ERRORS found\n", aerrs + berrs + errors);
    return 1;
}
