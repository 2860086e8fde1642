/* Block-scope static threadprivate variables (OpenMP 2.0, 2.7.1). oxacc moves them to file
 * scope, where outlined regions can name them: each gets a name of its own (two `static int c`
 * in different blocks of one function; function `f` with `c_x` beside function `f_c` with
 * `x`), and its initializer keeps meaning what it means in the function: `&base` is the
 * function's own static `base`, not the file-scope `base` it hides; `sizeof n`, a local
 * enumerator, the size of a local type or variable are the function's. Expected values are gcc -fopenmp's. */
#include "check.h"
int base = 1000;
static int f_base(void) {
    static int base = 5;
    static int *p = &base; /* the static 'base' above */
#pragma omp threadprivate(p)
    return *p;
}
static int f_sizeof(void) {
    static const int n = 4;
    enum { K = 3 };
    static int q = sizeof(n) + K;
#pragma omp threadprivate(q)
    return q;
}
static int f_automatic(void) {
    struct local { char c[12]; };
    typedef short S;
    double d = 1.0;
    static int r = sizeof d * 2 + sizeof(struct local) + sizeof(S);
#pragma omp threadprivate(r)
    return r + (int)d;
}
static const char *f_name(void) {
    static const char *name = __func__;
#pragma omp threadprivate(name)
    return name;
}
static int a, b;
static void f_blocks(void) {
    {
        static int c = 50;
#pragma omp threadprivate(c)
        a = ++c;
    }
    {
        static int c = 70;
#pragma omp threadprivate(c)
        b = ++c;
    }
}
/* A parenthesized use of a moved variable (`sizeof(c)`), in and out of a region. */
static int f_paren(void) {
    static long c = 1;
#pragma omp threadprivate(c)
    int k = sizeof(c), m = 0, n = 0;
#pragma omp parallel reduction(+: m, n)
    {
        m = sizeof(c) + (c);
        n = 1;
    }
    return k + (int)(c) + m / n;
}
static int f(void) {
    static int c_x = 1;
#pragma omp threadprivate(c_x)
    return ++c_x;
}
static int f_c(void) {
    static int x = 100;
#pragma omp threadprivate(x)
    return ++x;
}
/* Each thread has its own copy, starting from the initializer; the hoisted static the
 * initializer names stays one object. */
static int per_thread(void) {
    static int shared_base = 10;
    static int *tp = &shared_base;
#pragma omp threadprivate(tp)
    int bad = 0;
#pragma omp parallel reduction(+: bad)
    {
        if (tp != &shared_base) bad++;
        tp = 0;
    }
    shared_base++;
    return bad == 0 && shared_base == 11 && tp == 0;
}
int main(void) {
    CHECK(f_base() == 5);
    CHECK(f_sizeof() == (int)sizeof(int) + 3);
    CHECK(f_automatic() == 31);
    CHECK(f_name()[0] == 'f' && f_name()[5] == 'e' && f_name()[6] == 0);
    f_blocks();
    CHECK(a == 51 && b == 71);
    f_blocks();
    CHECK(a == 52 && b == 72);
    CHECK(f_paren() == 2 * (int)sizeof(long) + 2);
    CHECK(f() == 2 && f_c() == 101);
    CHECK(per_thread());
    CHECK_DONE();
}
