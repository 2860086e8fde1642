/* __attribute__ in every position real code puts it. */
#include <stdio.h>
#include <stdlib.h>

struct __attribute__((packed)) packed_s { char c; int i; };
struct aligned_s { char c; } __attribute__((aligned(16)));
typedef int aligned_int __attribute__((aligned(8)));
__attribute__((unused)) static int unused_global;
static int counter __attribute__((used)) = 0;

__attribute__((constructor)) static void before_main(void) { counter = 100; }

static int __attribute__((noinline)) add(int a, int b) { return a + b; }
static inline __attribute__((always_inline)) int twice(int x) { return 2 * x; }
int my_printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int my_printf(const char *fmt, ...) { (void)fmt; return 0; }
void fatal(const char *m) __attribute__((noreturn));
void fatal(const char *m) { puts(m); exit(3); }
static int pure_fn(int x) __attribute__((pure, warn_unused_result));
static int pure_fn(int x) { return x * x; }

static void cleanup_fn(int *p) { printf("cleanup %d\n", *p); }

int deprecated_fn(void) __attribute__((deprecated("use other")));
int deprecated_fn(void) { return 7; }

int main(int argc __attribute__((unused)), char **argv __attribute__((unused)))
{
    printf("%zu %zu %zu\n", sizeof(struct packed_s), sizeof(struct aligned_s), _Alignof(aligned_int));
    printf("counter %d\n", counter);
    {
        int scoped __attribute__((cleanup(cleanup_fn))) = 5;
        printf("in scope %d\n", scoped);
    }
    int x = add(2, 3);
    switch (x) {
    case 5:
        x++;
        __attribute__((fallthrough));
    case 6:
        x++;
        break;
    }
    int __attribute__((aligned(32))) buf[4] = {1, 2, 3, 4};
    printf("x=%d twice=%d pure=%d aligned=%d buf3=%d\n", x, twice(x), pure_fn(4),
           (int)((unsigned long)buf % 32 == 0), buf[3]);
    printf("dep %d\n", deprecated_fn());
    void (*__attribute__((unused)) fp)(const char *) = fatal;
    return my_printf("%d", 1);
}
