/* Unions: type punning, initialization, anonymous unions, unions of structs. */
#include <stdint.h>
#include <stdio.h>

union pun { float f; uint32_t u; unsigned char bytes[4]; };
union value { int i; double d; const char *s; };
struct tagged { enum { INT, DBL, STR } tag; union value v; };

struct shape {
    int kind;
    union {
        struct { double w, h; } rect;
        struct { double r; } circle;
    };
};

static void show(struct tagged t)
{
    switch (t.tag) {
    case INT: printf("int %d\n", t.v.i); break;
    case DBL: printf("dbl %.2f\n", t.v.d); break;
    case STR: printf("str %s\n", t.v.s); break;
    }
}

int main(void)
{
    union pun p = {.f = 1.0f};
    printf("%08x %d\n", p.u, p.bytes[3]);
    p.u = 0x40490fdb;
    printf("%.5f\n", p.f);
    struct tagged items[] = {{INT, {.i = 42}}, {DBL, {.d = 2.5}}, {STR, {.s = "hello"}}};
    for (int i = 0; i < 3; i++)
        show(items[i]);
    struct shape s = {.kind = 1, .rect = {2, 3}};
    printf("%.1f %zu\n", s.rect.w * s.rect.h, sizeof(union value));
    s.circle.r = 1.5;
    printf("%.1f\n", s.rect.w);
    union { int a; char b; } anon_init = {65};
    printf("%d %c\n", anon_init.a, anon_init.b);
    return sizeof(union pun) - 4;
}
