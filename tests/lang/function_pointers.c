/* Function pointers: tables, callbacks, returning function pointers, complex declarators. */
#include <stdio.h>
#include <stdlib.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }

static int (*pick(char op))(int, int)
{
    switch (op) {
    case '+': return add;
    case '-': return sub;
    default: return mul;
    }
}

typedef int (*binop)(int, int);
static binop table[] = {add, sub, mul};

static int cmp_desc(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

static double half(double x) { return x / 2; }
static double (*get_half(void))(double) { return half; }
static double (*(*meta)(void))(double) = get_half;

static void apply(int *v, int n, void (*f)(int *)) { for (int i = 0; i < n; i++) f(&v[i]); }
static void incr(int *x) { ++*x; }

int main(void)
{
    printf("%d %d %d\n", pick('+')(2, 3), pick('-')(2, 3), pick('*')(2, 3));
    int acc = 0;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        acc += table[i](10, 3);
    printf("%d\n", acc);
    int v[] = {5, 1, 4, 2, 3};
    qsort(v, 5, sizeof v[0], cmp_desc);
    apply(v, 5, incr);
    for (int i = 0; i < 5; i++)
        printf("%d ", v[i]);
    printf("\n%.2f\n", meta()(5.0));
    int (*fp)(int, int) = &add;
    printf("%d %d %d\n", (*fp)(1, 1), (**fp)(2, 2), fp == add);
    void (*arr_of_fp[2])(int *) = {incr, incr};
    int z = 0;
    arr_of_fp[0](&z);
    arr_of_fp[1](&z);
    return z;
}
