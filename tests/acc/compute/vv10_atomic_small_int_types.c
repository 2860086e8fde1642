/* OpenACC 3.3, 2.12 (atomic construct): atomic update and capture on the small integer types
 * (char, signed/unsigned char, short, unsigned short) and _Bool, whose device atomics are not
 * native (a compare-and-swap on the enclosing word): each element's neighbours in the same
 * word are updated concurrently by other threads and must not be lost. Also float `*=` and
 * double `/=` (no native atomic either). V&V atomic_*_char/short shapes. */
#include <openacc.h>
#include "check.h"
#define N 512
#define K 16
int main(void) {
    signed char sc[K];
    unsigned char uc[K];
    short ss[K];
    unsigned short us[K];
    char ch[K];
    int capt[N];
    float fm = 1.0f;
    double dd = 1024.0;
    for (int k = 0; k < K; k++) sc[k] = 0, uc[k] = 0, ss[k] = 0, us[k] = 0xffff, ch[k] = 'A';
#pragma acc parallel loop copy(sc, uc, ss, us, ch, fm, dd) copyout(capt)
    for (int i = 0; i < N; i++) {
        int k = i % K;
#pragma acc atomic update
        sc[k] += (i & 1) ? 1 : -1;      /* k's parity: +-N/K */
#pragma acc atomic
        uc[k]++;                        /* 32 per element */
#pragma acc atomic update
        ss[k] = ss[k] + 100;            /* 3200 */
#pragma acc atomic update
        us[k] -= 2;                     /* 0xffff - 64 */
        int c;
#pragma acc atomic capture
        c = ch[k]++;
        capt[i] = c;
        if (i % 64 == 0) {
#pragma acc atomic update
            fm *= 2.0f;                 /* 8 times */
#pragma acc atomic update
            dd /= 2.0;
        }
    }
    for (int k = 0; k < K; k++) {
        CHECK(sc[k] == ((k & 1) ? N / K : -(N / K)));
        CHECK(uc[k] == N / K);
        CHECK(ss[k] == 100 * (N / K));
        CHECK(us[k] == 0xffff - 2 * (N / K));
        CHECK(ch[k] == 'A' + N / K);
    }
    /* the captured old values of each element are 'A' .. 'A'+31, each exactly once */
    for (int k = 0; k < K; k++) {
        int seen[N / K] = {0};
        for (int i = k; i < N; i += K) {
            int v = capt[i] - 'A';
            CHECK(v >= 0 && v < N / K);
            if (v >= 0 && v < N / K) seen[v]++;
        }
        for (int v = 0; v < N / K; v++) CHECK(seen[v] == 1);
    }
    CHECK(fm == 256.0f);
    CHECK(dd == 4.0);
    CHECK_DONE();
}
