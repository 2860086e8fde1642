/* inline in its C99 and GNU forms: static inline, inline + extern definition, gnu_inline. */
#include <stdio.h>

static inline int square(int x) { return x * x; }
inline int cube(int x);
inline int cube(int x) { return x * x * x; }
extern int cube(int x);        /* makes the inline definition external here */
extern inline __attribute__((gnu_inline)) int twice(int x) { return 2 * x; }
int twice(int x) { return x + x; }
static inline __attribute__((always_inline)) long sum_to(long n) { return n * (n + 1) / 2; }
__attribute__((noinline)) static int not_inlined(int x) { return x - 1; }

int main(void)
{
    int (*fp)(int) = cube;
    printf("%d %d %d %ld %d %d\n", square(7), cube(3), twice(21), sum_to(100), not_inlined(1), fp(2));
    return square(2) + cube(1) - 5;
}
