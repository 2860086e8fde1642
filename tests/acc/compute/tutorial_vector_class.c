/* A C "class" as NVIDIA's OpenACC tutorials write it: a struct with a pointer member whose
 * constructor copies the struct and then its data to the device by hand (`enter data
 * copyin(v[0:1])`, `enter data create(v->data[0:n])`: the member is attached, 2.7.2), whose
 * destructor deletes them in the reverse order, and methods whose compute constructs say
 * `present` (2.7.5) for data the caller's lifetime made present. */
#include "check.h"
typedef struct {
    int n;
    double *data;
} vector;
static vector *vec_new(int n)
{
    vector *v = malloc(sizeof(vector));
    v->n = n;
    v->data = malloc(n * sizeof(double));
#pragma acc enter data copyin(v[0:1])
#pragma acc enter data create(v->data[0:n])
    return v;
}
static void vec_free(vector *v)
{
#pragma acc exit data delete(v->data[0:v->n])
#pragma acc exit data delete(v[0:1])
    free(v->data);
    free(v);
}
static void vec_fill(vector *v, double x)
{
#pragma acc parallel loop present(v[0:1])
    for (int i = 0; i < v->n; i++)
        v->data[i] = x + i;
}
static void vec_axpy(double a, vector *x, vector *y)
{
#pragma acc parallel loop present(x[0:1], y[0:1])
    for (int i = 0; i < y->n; i++)
        y->data[i] += a * x->data[i];
}
static double vec_sum(vector *v)
{
    double s = 0;
#pragma acc parallel loop reduction(+:s) present(v[0:1], v->data[0:v->n])
    for (int i = 0; i < v->n; i++)
        s += v->data[i];
    return s;
}
int main(void)
{
    int n = 1000;
    vector *x = vec_new(n), *y = vec_new(n);
    vec_fill(x, 1.0);
    vec_fill(y, 2.0);
    vec_axpy(2.0, x, y);
    /* y[i] = 2 + i + 2 * (1 + i) = 4 + 3i: the sum is 4n + 3n(n-1)/2. */
    CHECK(vec_sum(y) == 4.0 * n + 3.0 * n * (n - 1) / 2);
#pragma acc update self(y->data[0:n])
    CHECK(y->data[10] == 34.0);
    vec_free(x);
    vec_free(y);
    CHECK_DONE();
}
