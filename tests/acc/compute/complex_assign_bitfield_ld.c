/* C11 6.5.16.2: `E1 op= E2` with a real E1 and a complex E2 is `E1 = E1 op E2`, the complex
 * result converted to E1's type (6.3.1.7: the imaginary part is discarded; 6.3.1.2: a _Bool is
 * whether either part is nonzero). In kernels, with E1 a bit-field the generated CUDA bound a
 * reference to it (NVRTC: "taking the address of a bit field is not allowed"; the emul
 * simulator: "cannot bind bit-field"), and with E1 a long double the prelude cast the complex
 * to double (a C++ compiler error). OpenACC 2.5.3 / 2.9: a parallel loop over the elements. */
#include <complex.h>
#include <stdio.h>

struct S {
    int b : 8;
    unsigned u : 3;
    _Bool f : 1;
};
struct T {
    struct S s[2];
};

int main(void) {
    struct S s[4] = {{1, 1, 0}, {2, 2, 0}, {3, 3, 1}, {4, 4, 0}};
    struct T t = {{{5, 1, 0}, {6, 2, 0}}};
    long double ld[4] = {1, 2, 3, 4};
    double _Complex z = 2.0 + 1.0 * I;
    float _Complex w = 0.0f + 1.0f * I;
    int r[4];
#pragma acc parallel loop copy(s, t, ld) copyout(r)
    for (int i = 0; i < 4; i++) {
        s[i].b *= z;          /* (i+1) * 2 */
        s[i].u += z;          /* (i+1) + 2, modulo 8 */
        s[i].f += w;          /* 0 + i: nonzero imaginary part, so 1 */
        r[i] = (s[i].b -= z); /* the value of the assignment: the bit-field's new value */
        ld[i] *= z;           /* (i+1) * 2 */
        ld[i] /= w * w;       /* divided by -1 */
        if (i == 0) {
            struct S *p = &t.s[1];
            p->b /= z;            /* 6 / (2+i) = 2.4 - 1.2i: 2 */
            (&t.s[0])->u -= w;    /* 1 - i: 1 */
        }
    }
    int bad = 0;
    for (int i = 0; i < 4; i++) {
        int b = 2 * (i + 1) - 2;
        if (s[i].b != b || s[i].u != (unsigned)((i + 3) % 8) || s[i].f != 1 || r[i] != b ||
            ld[i] != -2.0L * (i + 1)) {
            printf("element %d: b %d (want %d) u %u f %d r %d ld %Lg\n", i, s[i].b, b, s[i].u, s[i].f,
                   r[i], ld[i]);
            bad = 1;
        }
    }
    if (t.s[1].b != 2 || t.s[0].u != 1) {
        printf("through pointers: %d %u (want 2 1)\n", t.s[1].b, t.s[0].u);
        bad = 1;
    }
    if (!bad)
        printf("ok\n");
    return bad;
}
