/* stdarg: va_list, va_copy, __builtin_va_arg used directly, forwarding to vsnprintf. */
#include <stdarg.h>
#include <stdio.h>

static int sum(int count, ...)
{
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double average(int count, ...)
{
    __builtin_va_list ap;
    __builtin_va_start(ap, count);
    double total = 0;
    for (int i = 0; i < count; i++)
        total += __builtin_va_arg(ap, double);
    __builtin_va_end(ap);
    return total / count;
}

static void twice(const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    char buf[100];
    vsnprintf(buf, sizeof buf, fmt, ap);
    printf("[%s]", buf);
    vprintf(fmt, again);
    printf("\n");
    va_end(again);
    va_end(ap);
}

struct pair { int a; long b; };

static long mixed(int n, ...)
{
    va_list ap;
    va_start(ap, n);
    long r = 0;
    for (int i = 0; i < n; i++) {
        struct pair p = va_arg(ap, struct pair);
        char *s = va_arg(ap, char *);
        r += p.a * p.b + s[0];
    }
    va_end(ap);
    return r;
}

int main(void)
{
    printf("%d %.2f\n", sum(4, 1, 2, 3, 4), average(3, 1.0, 2.0, 4.5));
    twice("%d-%s-%c", 7, "seven", 'x');
    struct pair p = {3, 4}, q = {5, 6};
    printf("%ld\n", mixed(2, p, "a", q, "b"));
    return sum(0);
}
