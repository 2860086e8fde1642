/* Struct layout: sizeof, _Alignof, offsetof, padding, flexible array members, anonymous members. */
#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct a { char c; int i; char d; };
struct b { char c; char d; int i; };
struct c { double d; char c; };
struct d { char c; long double ld; };
struct e { short s; char c[3]; };
struct flex { int n; double data[]; };
struct anon { int kind; union { int i; float f; }; struct { char x, y; }; };
struct nested { struct a first; struct c second; char last; };
struct aligned { char c; _Alignas(16) int x; };
union u { char c[5]; int i; double d; };

#define SHOW(T) printf("%-14s size %2zu align %2zu\n", #T, sizeof(T), alignof(T))

int main(void)
{
    SHOW(struct a);
    SHOW(struct b);
    SHOW(struct c);
    SHOW(struct d);
    SHOW(struct e);
    SHOW(struct flex);
    SHOW(struct anon);
    SHOW(struct nested);
    SHOW(struct aligned);
    SHOW(union u);
    printf("%zu %zu %zu %zu\n", offsetof(struct a, i), offsetof(struct a, d), offsetof(struct nested, second),
           offsetof(struct nested, last));
    printf("%zu %zu %zu\n", offsetof(struct anon, f), offsetof(struct anon, y), offsetof(struct aligned, x));
    struct flex *f = malloc(sizeof *f + 3 * sizeof(double));
    f->n = 3;
    for (int i = 0; i < f->n; i++)
        f->data[i] = i / 2.0;
    printf("%.1f\n", f->data[2]);
    free(f);
    struct anon an = {.kind = 1, .f = 1.5f, .x = 'x'};
    printf("%d %.1f %c\n", an.kind, an.f, an.x);
    printf("%zu %zu %zu\n", alignof(max_align_t) >= 16 ? (size_t)16 : (size_t)0, sizeof(struct { char z; }),
           _Alignof(double));
    return 0;
}
