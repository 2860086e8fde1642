/* Seed of the whole-pipeline fuzz test (tests/fuzz-seeds/README.md): switch with fallthrough, goto and labels, a static const local table and a string literal in a parallel loop. */
#include <stdio.h>
int main(void) {
    int a[64], n = 64;
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < n; i++) {
        static const int tab[4] = {1, 2, 3, 4};
        const char *s = "hello";
        int v = a[i];
        switch (v % 5) {
        case 0: v += 1;
        case 1: v += tab[v % 4]; break;
        case 2: { v *= 2; goto done; }
        default: v = -v;
        }
        v += s[v & 3];
    done:
        a[i] = v;
    }
    for (int i = 0; i < n; i++) printf("%d ", a[i]);
    printf("\n");
    return 0;
}
