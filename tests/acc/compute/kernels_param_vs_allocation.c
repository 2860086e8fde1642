/* kernels (spec 2.5.3, 2.9.7 auto): a pointer parameter the function never assigns and a local
 * pointer that only allocations set (C11 7.22.3: malloc, calloc, realloc and aligned_alloc
 * return a new object) reach disjoint objects: the parameter's object existed when the
 * function was entered, the allocation's did not. That holds with or without `restrict` and
 * even when the local's value goes to other functions (the apps16 ELL power iteration's
 * `x[i] = y[i] * inv`, `y` malloc'ed and passed to the SpMV helper, was one serial kernel).
 * A local that may hold the parameter's value (`q = x + 1`, assigned by `q++`, its address
 * taken) or a `static` local (an earlier call may have handed its object to the caller) stays
 * a possible alias: those loops stay sequential and must compute C's sequential result. */
#include <stdlib.h>
#include "check.h"

#define N 3000

static void fill(double *v, int n, double s)
{
    for (int i = 0; i < n; i++) v[i] = s * i;
}

static void set_ptr(double **pp, double *v)
{
    *pp = v;
}

/* scale x by the values of a scratch array the function allocates and hands to a helper */
static void scale_from_scratch(double *x, int n)
{
    double *y = malloc(n * sizeof(double));
    fill(y, n, 0.5);
#pragma acc kernels copy(x[0:n]) copyin(y[0:n])
    for (int i = 0; i < n; i++) x[i] = y[i] * 2.0 + x[i];
    free(y);
}

/* the same with the parameter read and the allocation written */
static double *copy_out(const double *x, int n)
{
    double *z;
    z = (double *)calloc(n, sizeof(double));
    fill(z, n, 1.0);
#pragma acc kernels copyin(x[0:n]) copy(z[0:n])
    for (int i = 0; i < n; i++) z[i] = x[i] - z[i];
    return z;
}

/* q = x + 1 points into x's object: a shift, sequential (q[i] reads what x[i] wrote) */
static void shift_alias(double *x, int n)
{
    double *q = malloc(n * sizeof(double));
    free(q);
    q = x + 1;
#pragma acc kernels copy(x[0:n])
    for (int i = 0; i < n - 1; i++) x[i] = q[i] + 1.0;
}

/* the address of w is taken: set_ptr may give it the parameter's value */
static void address_taken(double *x, int n)
{
    double *w = malloc(n * sizeof(double));
    free(w);
    set_ptr(&w, x + 1);
#pragma acc kernels copy(x[0:n])
    for (int i = 0; i < n - 1; i++) x[i] = w[i] * 2.0;
}

/* a static local keeps the object of an earlier call, which that call returned */
static double *static_scratch(double *x, int n, int first)
{
    static double *s;
    if (first) {
        s = malloc((n + 1) * sizeof(double));
        return s;
    }
#pragma acc kernels copy(x[0:n])
    for (int i = 0; i < n - 1; i++) x[i] = s[i + 1] + 1.0;
    return s;
}

int main(void)
{
    double *x = malloc(N * sizeof(double));
    fill(x, N, 1.0);
    scale_from_scratch(x, N); /* x[i] = i + i */
    for (int i = 0; i < N; i++) CHECK(x[i] == 2.0 * i);
    double *z = copy_out(x, N); /* z[i] = 2i - i */
    for (int i = 0; i < N; i++) CHECK(z[i] == (double)i);

    fill(x, N, 0.0);
    shift_alias(x, N); /* x[i] = x[i+1] + 1, in order: every x[i] = 1 but the last */
    for (int i = 0; i < N - 1; i++) CHECK(x[i] == 1.0);

    fill(x, N, 1.0);
    address_taken(x, N); /* x[i] = 2 x[i+1], in order */
    for (int i = 0; i < N - 1; i++) CHECK(x[i] == 2.0 * (i + 1));

    double *s = static_scratch(NULL, N, 1);
    fill(s, N + 1, 0.0);
    /* the caller passes the static local's own object: x[i] = s[i+1] + 1 over s itself */
    static_scratch(s, N, 0);
    for (int i = 0; i < N - 1; i++) CHECK(s[i] == 1.0);
    free(x);
    free(z);
    free(s);
    CHECK_DONE();
}
