/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): unions, bit-fields (with an unnamed zero-width one), enums and anonymous members copied to and changed by a parallel loop. */
#include <stdio.h>
union u { int i; float f; unsigned char c[4]; };
struct bf { unsigned a : 3; signed b : 5; unsigned : 0; unsigned c : 12; };
enum color { RED, GREEN = 5, BLUE };
struct anon { int k; union { int x; float y; }; struct { short s1, s2; }; };
int main(void) {
    union u us[8];
    struct bf bs[8];
    struct anon an[8];
    enum color col[8];
    for (int i = 0; i < 8; i++) { us[i].i = i; bs[i].a = i; bs[i].b = -i; bs[i].c = 100 * i; an[i].k = i; an[i].x = 2 * i; an[i].s1 = i; an[i].s2 = -i; col[i] = (enum color)(i % 3); }
    int r[8];
#pragma acc parallel loop copy(us, bs, an, col) copyout(r)
    for (int i = 0; i < 8; i++) {
        us[i].i += 1;
        bs[i].a++;
        bs[i].b -= 1;
        bs[i].c = bs[i].c + bs[i].a;
        an[i].x += an[i].s1 * an[i].s2;
        enum color c = col[i] == RED ? BLUE : GREEN;
        col[i] = c;
        r[i] = us[i].c[0] + (int)bs[i].b + an[i].k;
    }
    for (int i = 0; i < 8; i++) printf("%d %d %u %d %u %d %d\n", r[i], us[i].i, bs[i].a, bs[i].b, bs[i].c, an[i].x, col[i]);
    return 0;
}
