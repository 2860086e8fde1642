/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): cache and every atomic form (update, capture, read, write) on scalars, array elements, struct members and a bit-field (2.10, 2.12). */
#include <stdio.h>
struct cnt { int a; unsigned b : 4; long c; };
int main(void) {
    int x = 0, y = 0, v[8] = {0};
    double d = 0; long long ll = 0; unsigned u = 1; float f = 0;
    struct cnt s = {0, 0, 0};
    int a[64];
    for (int i = 0; i < 64; i++) a[i] = i;
#pragma acc parallel loop copy(x, y, v, d, ll, u, f, s) copyin(a)
    for (int i = 0; i < 64; i++) {
        int t;
#pragma acc cache(a[i:1])
#pragma acc atomic
        x += a[i];
#pragma acc atomic update
        y = y + 1;
#pragma acc atomic
        v[i % 8]++;
#pragma acc atomic
        d = a[i] * 0.5 + d;
#pragma acc atomic capture
        t = ll++;
#pragma acc atomic capture
        { u |= 1u << (i % 32); t = u; }
#pragma acc atomic
        f -= 1.0f;
#pragma acc atomic
        s.a += 2;
#pragma acc atomic
        s.c = s.c ^ i;
#pragma acc atomic read
        t = s.a;
#pragma acc atomic write
        s.b = 3;
        (void)t;
    }
    printf("%d %d %d %g %lld %u %g %d %ld %u\n", x, y, v[3], d, ll, u, f, s.a, s.c, s.b);
    return 0;
}
