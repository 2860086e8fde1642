/* Declaration corner cases: forward and incomplete types, opaque pointers, prototypes with void and
 * unnamed parameters, register, multiple declarators, complex declarators, extern arrays. */
#include <stdio.h>

struct opaque;
struct opaque *make(void);
struct list;
typedef struct list list_t;
struct list { int v; list_t *next; };

extern int values[];
int values[] = {3, 1, 4, 1, 5};

static int apply(int (*)(int), int);
static int negate(int);
static int apply(int (*f)(int), int x) { return f(x); }
static int negate(int x) { return -x; }

int (*get_fn(void))(int) { return negate; }
char *(*ptrs[3])(void);
static char *hello(void) { return "hello"; }

static int sum(int n, const int a[static 1]) { register int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }

int main(void)
{
    int a = 1, *pa = &a, arr[2] = {5, 6}, (*parr)[2] = &arr, **ppa = &pa;
    printf("%d %d %d %d\n", a, *pa, (*parr)[1], **ppa);
    list_t n2 = {2, NULL}, n1 = {1, &n2};
    printf("%d %d\n", n1.next->v, apply(negate, 7));
    printf("%d %d\n", get_fn()(3), sum(5, values));
    ptrs[1] = hello;
    printf("%s\n", ptrs[1]());
    struct opaque *op = NULL;
    printf("%d\n", op == NULL);
    int const typed_after = 2;
    unsigned typedef_free = 3;
    long long int lli = 4;
    long unsigned int lui = 5;
    short int si = 6;
    signed sg = -7;
    printf("%d %u %lld %lu %d %d\n", typed_after, typedef_free, lli, lui, si, sg);
    return sum(2, arr) - 11;
}
