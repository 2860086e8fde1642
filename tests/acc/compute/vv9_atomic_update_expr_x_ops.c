/* OpenACC 3.3, 2.12 (atomic update): the `x = expr binop x` form (x on the right) for every
 * binop, besides `x binop= expr` and `x = x binop expr`: + * & ^ | are commutative, so many
 * threads may apply them in any order; - / << >> with x on the right are not, so they are
 * checked in a serial region against the same sequence on the host; types int, unsigned,
 * long long, float and double (V&V atomic_update_expr_minus_x.c, atomic_expr_divided_x.c,
 * atomic_update_expr_lshift_x.c ...). */
#include "check.h"
#define N 600
int main(void) {
    int isum = 0;
    unsigned uand = 0xffffffffu, uor = 0, uxor = 0;
    long long lmul = 1;
    double dsum = 0.0;
    float fmul = 1.0f;
#pragma acc parallel loop copy(isum, uand, uor, uxor, lmul, dsum, fmul)
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
        isum = (i % 7) + isum;
#pragma acc atomic update
        uand = ~(1u << (i % 32)) & uand;
#pragma acc atomic
        uor = (1u << (i % 31)) | uor;
#pragma acc atomic
        uxor = (unsigned)(i * 2654435761u) ^ uxor;
        if (i % 100 == 0) {
#pragma acc atomic update
            lmul = 3LL * lmul;
#pragma acc atomic update
            fmul = 2.0f * fmul;
        }
#pragma acc atomic update
        dsum = 0.25 + dsum;
    }
    int hs = 0;
    unsigned hx = 0;
    for (int i = 0; i < N; i++) {
        hs += i % 7;
        hx ^= (unsigned)(i * 2654435761u);
    }
    CHECK(isum == hs && uand == 0 && uor == 0x7fffffffu && uxor == hx);
    CHECK(lmul == 729 && fmul == 64.0f && dsum == N * 0.25);
    /* non-commutative forms with x on the right, in program order */
    int a = 5, b = 3, c = 1, d = 3;
    double e = 2.0;
    long long f = 1;
#pragma acc serial copy(a, b, c, d, e, f)
    {
        for (int k = 0; k < 6; k++) {
#pragma acc atomic update
            a = 100 - a;
#pragma acc atomic update
            b = (k + 1000) / b;
            if (k < 2) { /* 1, 6, 192: the shift count stays below the width */
#pragma acc atomic update
                c = 3 << c;
            }
#pragma acc atomic update
            d = 20 >> d; /* 3, 2, 5, 0, 20, 0, 20 */
#pragma acc atomic update
            e = 10.0 / e;
#pragma acc atomic update
            f = (long long)(k + 2) - f;
        }
    }
    int ha = 5, hb = 3, hc = 1, hd = 3;
    double he = 2.0;
    long long hf = 1;
    for (int k = 0; k < 6; k++) {
        ha = 100 - ha;
        hb = (k + 1000) / hb;
        if (k < 2) hc = 3 << hc;
        hd = 20 >> hd;
        he = 10.0 / he;
        hf = (long long)(k + 2) - hf;
    }
    CHECK(c == 192 && d == 20);
    CHECK(a == ha && b == hb && c == hc && d == hd && e == he && f == hf);
    CHECK_DONE();
}
