/* Initializers: scalars in braces, exact-size char arrays, brace elision in nested aggregates,
 * unions, partial initialization, initializers with side effects and non-constant values. */
#include <stdio.h>
#include <string.h>

struct point { int x, y; };
struct line { struct point a, b; int width; };
union number { int i; float f; };

static int calls;
static int next(void) { return ++calls; }

int main(void)
{
    int braced = {5};
    char exact[3] = "abc";                 /* no terminating NUL */
    char roomy[8] = "abc";
    char chars[] = {'h', 'i', 0};
    struct line l = {1, 2, 3, 4, 5};       /* braces elided */
    struct line l2 = {{1, 2}, .b.y = 9};
    struct point pts[3] = {1, 2, 3, 4};
    union number n = {65};
    union number nf = {.f = 0.5f};
    int seq[3] = {next(), next(), next()};
    int zero[5] = {0};
    int local = 7;
    int computed[2] = {local * 2, local + 1};
    struct point copy = pts[1];
    const char *names[] = {"a", "b", 0};
    printf("%d %.3s %zu %zu %s\n", braced, exact, sizeof exact, strlen(roomy), chars);
    printf("%d %d %d %d %d | %d %d %d %d\n", l.a.x, l.a.y, l.b.x, l.b.y, l.width, l2.a.y, l2.b.x, l2.b.y, l2.width);
    printf("%d %d %d %d\n", pts[0].y, pts[1].x, pts[2].x, copy.y);
    printf("%d %.1f\n", n.i, nf.f);
    printf("%d %d %d %d\n", seq[0] + seq[1] + seq[2], zero[4], computed[0], computed[1]);
    int count = 0;
    while (names[count])
        count++;
    double d[2][2] = {{1}, {2, 3}};
    printf("%d %.0f %.0f %.0f\n", count, d[0][1], d[1][0], d[1][1]);
    return calls;
}
