/* The atomic construct on bit-fields (OpenACC 3.3, 2.12: x is a scalar lvalue; C11 6.7.2.1:
 * a bit-field is one): update, capture, read and write forms on unsigned, signed and
 * _Bool bit-fields, the neighbouring fields of the same word untouched. It was a located
 * error ("an atomic construct on a bit-field is not supported yet"). Host team: the atomic
 * lock; GPU: a CAS loop on the aligned word of the record that holds the field. Each count
 * wraps modulo 2^width as C's store does (6.3.1.3), a signed field sign-extends. */
#include "check.h"

enum { N = 1000 };

struct flags {
    unsigned lo : 3;
    unsigned f : 5;
    int s : 6;
    unsigned hi : 7;
    _Bool b : 1;
    unsigned long long wide : 40;
};

int main(void) {
    struct flags b = {5, 0, 0, 99, 0, 0};
    static int seen[N], neg[N];
    int last = -1;
#pragma acc parallel loop copy(b, last) copyout(seen, neg)
    for (int i = 0; i < N; i++) {
        int v;
#pragma acc atomic
        b.f++;
#pragma acc atomic
        b.s -= 1;
#pragma acc atomic update
        b.wide += 3;
#pragma acc atomic capture
        v = b.hi++;
        seen[i] = v;
#pragma acc atomic read
        neg[i] = b.s;
        if (i == N - 1) {
#pragma acc atomic write
            b.b = 1;
        }
    }
    struct flags *p = &b;
#pragma acc parallel loop copy(b, last)
    for (int i = 0; i < 64; i++) {
        int w;
#pragma acc atomic capture
        w = ++p->f;
        if (w == 0) {
#pragma acc atomic write
            last = i;
        }
    }
    CHECK(b.lo == 5);
    CHECK(b.f == (N + 64) % 32);
    CHECK(b.s == 24); /* -1000 modulo 64 in 6 signed bits */
    CHECK(b.hi == (99 + N) % 128);
    CHECK(b.b == 1);
    CHECK(b.wide == 3ull * N);
    /* the captured old values of `hi` are each value once, modulo 128 */
    static int count[128];
    for (int i = 0; i < N; i++) {
        CHECK(seen[i] >= 0 && seen[i] < 128);
        count[seen[i]]++;
        CHECK(neg[i] >= -32 && neg[i] < 32);
    }
    for (int k = 0; k < 128; k++)
        CHECK(count[k] == N / 128 + ((unsigned)((k - 99 + 128) % 128) < N % 128));
    /* `++p->f` (from 8, 64 times) wraps to 0 twice */
    CHECK(last >= 0 && last < 64);
    CHECK_DONE();
}
