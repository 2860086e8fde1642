/* OpenACC 3.3, 2.12 (atomic construct): every operator in the forms x = expr binop x,
 * x = x binop expr and x binop= expr, in atomic update and atomic capture (v = x = expr binop x;
 * { v = x; x = expr binop x; } and { x = expr binop x; v = x; }), for int, unsigned, long long,
 * float and double; one element per iteration so the results are exact. V&V
 * atomic_expr_<op>_x, atomic_capture_expr_<op>_x_assign and the like. Generated. */
#include "check.h"
#define N 64
int main(void) {
    { /* int + */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] + e;
#pragma acc atomic
            x2[i] += e;
#pragma acc atomic update
            x3[i] = e + x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e + x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e + x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] + e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 + e));
            CHECK(x2[i] == (int)(x0 + e));
            int r = (int)(e + x0);
            CHECK(x3[i] == (int)(r + e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int - */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] - e;
#pragma acc atomic
            x2[i] -= e;
#pragma acc atomic update
            x3[i] = e - x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e - x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e - x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] - e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 - e));
            CHECK(x2[i] == (int)(x0 - e));
            int r = (int)(e - x0);
            CHECK(x3[i] == (int)(r - e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int * */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] * e;
#pragma acc atomic
            x2[i] *= e;
#pragma acc atomic update
            x3[i] = e * x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e * x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e * x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] * e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 * e));
            CHECK(x2[i] == (int)(x0 * e));
            int r = (int)(e * x0);
            CHECK(x3[i] == (int)(r * e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int / */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] / e;
#pragma acc atomic
            x2[i] /= e;
#pragma acc atomic update
            x3[i] = e / x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e / x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e / x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] / e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 / e));
            CHECK(x2[i] == (int)(x0 / e));
            int r = (int)(e / x0);
            CHECK(x3[i] == (int)(r / e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int & */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] & e;
#pragma acc atomic
            x2[i] &= e;
#pragma acc atomic update
            x3[i] = e & x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e & x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e & x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] & e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 & e));
            CHECK(x2[i] == (int)(x0 & e));
            int r = (int)(e & x0);
            CHECK(x3[i] == (int)(r & e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int | */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] | e;
#pragma acc atomic
            x2[i] |= e;
#pragma acc atomic update
            x3[i] = e | x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e | x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e | x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] | e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 | e));
            CHECK(x2[i] == (int)(x0 | e));
            int r = (int)(e | x0);
            CHECK(x3[i] == (int)(r | e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int ^ */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] ^ e;
#pragma acc atomic
            x2[i] ^= e;
#pragma acc atomic update
            x3[i] = e ^ x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e ^ x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e ^ x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] ^ e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 ^ e));
            CHECK(x2[i] == (int)(x0 ^ e));
            int r = (int)(e ^ x0);
            CHECK(x3[i] == (int)(r ^ e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int << */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] << e;
#pragma acc atomic
            x2[i] <<= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] << e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] <<= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] << e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 << e));
            CHECK(x2[i] == (int)(x0 << e));
            int r = (int)(x0 << e);
            CHECK(x3[i] == (int)(x0 << e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* int >> */
        int x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (int)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] >> e;
#pragma acc atomic
            x2[i] >>= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] >> e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] >>= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] >> e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            int e = (int)(i % 5 + 1), x0 = (int)(i + 7);
            CHECK(x1[i] == (int)(x0 >> e));
            CHECK(x2[i] == (int)(x0 >> e));
            int r = (int)(x0 >> e);
            CHECK(x3[i] == (int)(x0 >> e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned + */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] + e;
#pragma acc atomic
            x2[i] += e;
#pragma acc atomic update
            x3[i] = e + x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e + x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e + x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] + e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 + e));
            CHECK(x2[i] == (unsigned)(x0 + e));
            unsigned r = (unsigned)(e + x0);
            CHECK(x3[i] == (unsigned)(r + e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned - */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] - e;
#pragma acc atomic
            x2[i] -= e;
#pragma acc atomic update
            x3[i] = e - x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e - x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e - x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] - e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 - e));
            CHECK(x2[i] == (unsigned)(x0 - e));
            unsigned r = (unsigned)(e - x0);
            CHECK(x3[i] == (unsigned)(r - e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned * */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] * e;
#pragma acc atomic
            x2[i] *= e;
#pragma acc atomic update
            x3[i] = e * x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e * x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e * x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] * e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 * e));
            CHECK(x2[i] == (unsigned)(x0 * e));
            unsigned r = (unsigned)(e * x0);
            CHECK(x3[i] == (unsigned)(r * e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned / */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] / e;
#pragma acc atomic
            x2[i] /= e;
#pragma acc atomic update
            x3[i] = e / x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e / x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e / x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] / e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 / e));
            CHECK(x2[i] == (unsigned)(x0 / e));
            unsigned r = (unsigned)(e / x0);
            CHECK(x3[i] == (unsigned)(r / e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned & */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] & e;
#pragma acc atomic
            x2[i] &= e;
#pragma acc atomic update
            x3[i] = e & x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e & x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e & x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] & e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 & e));
            CHECK(x2[i] == (unsigned)(x0 & e));
            unsigned r = (unsigned)(e & x0);
            CHECK(x3[i] == (unsigned)(r & e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned | */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] | e;
#pragma acc atomic
            x2[i] |= e;
#pragma acc atomic update
            x3[i] = e | x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e | x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e | x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] | e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 | e));
            CHECK(x2[i] == (unsigned)(x0 | e));
            unsigned r = (unsigned)(e | x0);
            CHECK(x3[i] == (unsigned)(r | e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned ^ */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] ^ e;
#pragma acc atomic
            x2[i] ^= e;
#pragma acc atomic update
            x3[i] = e ^ x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e ^ x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e ^ x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] ^ e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 ^ e));
            CHECK(x2[i] == (unsigned)(x0 ^ e));
            unsigned r = (unsigned)(e ^ x0);
            CHECK(x3[i] == (unsigned)(r ^ e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned << */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] << e;
#pragma acc atomic
            x2[i] <<= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] << e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] <<= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] << e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 << e));
            CHECK(x2[i] == (unsigned)(x0 << e));
            unsigned r = (unsigned)(x0 << e);
            CHECK(x3[i] == (unsigned)(x0 << e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* unsigned >> */
        unsigned x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (unsigned)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] >> e;
#pragma acc atomic
            x2[i] >>= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] >> e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] >>= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] >> e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            unsigned e = (unsigned)(i % 5 + 1), x0 = (unsigned)(i + 7);
            CHECK(x1[i] == (unsigned)(x0 >> e));
            CHECK(x2[i] == (unsigned)(x0 >> e));
            unsigned r = (unsigned)(x0 >> e);
            CHECK(x3[i] == (unsigned)(x0 >> e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long + */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] + e;
#pragma acc atomic
            x2[i] += e;
#pragma acc atomic update
            x3[i] = e + x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e + x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e + x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] + e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 + e));
            CHECK(x2[i] == (long long)(x0 + e));
            long long r = (long long)(e + x0);
            CHECK(x3[i] == (long long)(r + e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long - */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] - e;
#pragma acc atomic
            x2[i] -= e;
#pragma acc atomic update
            x3[i] = e - x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e - x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e - x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] - e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 - e));
            CHECK(x2[i] == (long long)(x0 - e));
            long long r = (long long)(e - x0);
            CHECK(x3[i] == (long long)(r - e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long * */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] * e;
#pragma acc atomic
            x2[i] *= e;
#pragma acc atomic update
            x3[i] = e * x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e * x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e * x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] * e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 * e));
            CHECK(x2[i] == (long long)(x0 * e));
            long long r = (long long)(e * x0);
            CHECK(x3[i] == (long long)(r * e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long / */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] / e;
#pragma acc atomic
            x2[i] /= e;
#pragma acc atomic update
            x3[i] = e / x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e / x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e / x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] / e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 / e));
            CHECK(x2[i] == (long long)(x0 / e));
            long long r = (long long)(e / x0);
            CHECK(x3[i] == (long long)(r / e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long & */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] & e;
#pragma acc atomic
            x2[i] &= e;
#pragma acc atomic update
            x3[i] = e & x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e & x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e & x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] & e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 & e));
            CHECK(x2[i] == (long long)(x0 & e));
            long long r = (long long)(e & x0);
            CHECK(x3[i] == (long long)(r & e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long | */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] | e;
#pragma acc atomic
            x2[i] |= e;
#pragma acc atomic update
            x3[i] = e | x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e | x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e | x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] | e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 | e));
            CHECK(x2[i] == (long long)(x0 | e));
            long long r = (long long)(e | x0);
            CHECK(x3[i] == (long long)(r | e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long ^ */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] ^ e;
#pragma acc atomic
            x2[i] ^= e;
#pragma acc atomic update
            x3[i] = e ^ x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e ^ x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e ^ x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] ^ e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 ^ e));
            CHECK(x2[i] == (long long)(x0 ^ e));
            long long r = (long long)(e ^ x0);
            CHECK(x3[i] == (long long)(r ^ e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long << */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] << e;
#pragma acc atomic
            x2[i] <<= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] << e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] <<= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] << e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 << e));
            CHECK(x2[i] == (long long)(x0 << e));
            long long r = (long long)(x0 << e);
            CHECK(x3[i] == (long long)(x0 << e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* long long >> */
        long long x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (long long)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] >> e;
#pragma acc atomic
            x2[i] >>= e;
#pragma acc atomic capture
            v1[i] = x4[i] = x4[i] >> e;
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] >>= e; }
#pragma acc atomic capture
            { x3[i] = x3[i] >> e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            long long e = (long long)(i % 5 + 1), x0 = (long long)(i + 7);
            CHECK(x1[i] == (long long)(x0 >> e));
            CHECK(x2[i] == (long long)(x0 >> e));
            long long r = (long long)(x0 >> e);
            CHECK(x3[i] == (long long)(x0 >> e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* float + */
        float x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (float)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] + e;
#pragma acc atomic
            x2[i] += e;
#pragma acc atomic update
            x3[i] = e + x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e + x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e + x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] + e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1), x0 = (float)(i + 7);
            CHECK(x1[i] == (float)(x0 + e));
            CHECK(x2[i] == (float)(x0 + e));
            float r = (float)(e + x0);
            CHECK(x3[i] == (float)(r + e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* float - */
        float x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (float)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] - e;
#pragma acc atomic
            x2[i] -= e;
#pragma acc atomic update
            x3[i] = e - x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e - x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e - x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] - e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1), x0 = (float)(i + 7);
            CHECK(x1[i] == (float)(x0 - e));
            CHECK(x2[i] == (float)(x0 - e));
            float r = (float)(e - x0);
            CHECK(x3[i] == (float)(r - e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* float * */
        float x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (float)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] * e;
#pragma acc atomic
            x2[i] *= e;
#pragma acc atomic update
            x3[i] = e * x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e * x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e * x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] * e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1), x0 = (float)(i + 7);
            CHECK(x1[i] == (float)(x0 * e));
            CHECK(x2[i] == (float)(x0 * e));
            float r = (float)(e * x0);
            CHECK(x3[i] == (float)(r * e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* float / */
        float x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (float)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] / e;
#pragma acc atomic
            x2[i] /= e;
#pragma acc atomic update
            x3[i] = e / x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e / x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e / x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] / e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            float e = (float)(i % 5 + 1), x0 = (float)(i + 7);
            CHECK(x1[i] == (float)(x0 / e));
            CHECK(x2[i] == (float)(x0 / e));
            float r = (float)(e / x0);
            CHECK(x3[i] == (float)(r / e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* double + */
        double x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (double)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] + e;
#pragma acc atomic
            x2[i] += e;
#pragma acc atomic update
            x3[i] = e + x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e + x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e + x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] + e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1), x0 = (double)(i + 7);
            CHECK(x1[i] == (double)(x0 + e));
            CHECK(x2[i] == (double)(x0 + e));
            double r = (double)(e + x0);
            CHECK(x3[i] == (double)(r + e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* double - */
        double x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (double)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] - e;
#pragma acc atomic
            x2[i] -= e;
#pragma acc atomic update
            x3[i] = e - x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e - x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e - x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] - e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1), x0 = (double)(i + 7);
            CHECK(x1[i] == (double)(x0 - e));
            CHECK(x2[i] == (double)(x0 - e));
            double r = (double)(e - x0);
            CHECK(x3[i] == (double)(r - e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* double * */
        double x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (double)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] * e;
#pragma acc atomic
            x2[i] *= e;
#pragma acc atomic update
            x3[i] = e * x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e * x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e * x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] * e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1), x0 = (double)(i + 7);
            CHECK(x1[i] == (double)(x0 * e));
            CHECK(x2[i] == (double)(x0 * e));
            double r = (double)(e * x0);
            CHECK(x3[i] == (double)(r * e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    { /* double / */
        double x1[N], x2[N], x3[N], x4[N], x5[N], v1[N], v2[N], v3[N];
        for (int i = 0; i < N; i++) { x1[i] = x2[i] = x3[i] = x4[i] = x5[i] = (double)(i + 7); v1[i] = v2[i] = v3[i] = 0; }
#pragma acc parallel loop copy(x1, x2, x3, x4, x5, v1, v2, v3)
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1);
#pragma acc atomic update
            x1[i] = x1[i] / e;
#pragma acc atomic
            x2[i] /= e;
#pragma acc atomic update
            x3[i] = e / x3[i];
#pragma acc atomic capture
            v1[i] = x4[i] = e / x4[i];
#pragma acc atomic capture
            { v2[i] = x5[i]; x5[i] = e / x5[i]; }
#pragma acc atomic capture
            { x3[i] = x3[i] / e; v3[i] = x3[i]; }
        }
        for (int i = 0; i < N; i++) {
            double e = (double)(i % 5 + 1), x0 = (double)(i + 7);
            CHECK(x1[i] == (double)(x0 / e));
            CHECK(x2[i] == (double)(x0 / e));
            double r = (double)(e / x0);
            CHECK(x3[i] == (double)(r / e) && v3[i] == x3[i]);
            CHECK(x4[i] == r && v1[i] == r);
            CHECK(x5[i] == r && v2[i] == x0);
        }
    }
    CHECK_DONE();
}
