/* Typedef names vs identifiers, function typedefs, redundant and parenthesized declarators. */
#include <stdio.h>

typedef int T;
typedef int T;              /* C11 allows a compatible redefinition */
typedef T *TP, TA[3];
typedef int fn_t(int);
typedef fn_t *fnp_t;
typedef struct node node;
struct node { node *next; T value; };
typedef const char *cstr;
typedef unsigned long long u64, *u64p;

static int twice(int x) { return 2 * x; }
static fn_t thrice;
static int thrice(int x) { return 3 * x; }

int main(void)
{
    T a = 1;
    TP p = &a;
    TA arr = {1, 2, 3};
    fnp_t f = twice;
    fn_t *g = thrice;
    printf("%d %d %d %d\n", *p, arr[2], f(5), g(5));
    {
        int T = 42;            /* an ordinary identifier hides the typedef */
        printf("%d\n", T * 2);
    }
    T (b) = 6;                 /* parenthesized declarator */
    T (*(c)) = &b;
    T(d);                      /* declaration of d, not a call */
    d = 8;
    printf("%d %d %d\n", b, *c, d);
    node n2 = {0, 2}, n1 = {&n2, 1};
    printf("%d %d\n", n1.value, n1.next->value);
    cstr s = "typedef";
    u64 big = 1ULL << 63;
    u64p bp = &big;
    printf("%s %llu\n", s, *bp >> 60);
    T T2 = sizeof(T);
    return T2 - 4;
}
