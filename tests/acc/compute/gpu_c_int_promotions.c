/* C11 6.3.1.1 (integer promotions) and 6.3.1.8 (usual arithmetic conversions) in compute
 * regions (OpenACC 3.3, 2.5: the region's code has the base language's semantics, on the GPU
 * too): unsigned char and short arithmetic promoted to int (no wrap before the store), the wrap
 * on the store, comparisons of signed with unsigned operands, mixed long / unsigned arithmetic,
 * shifts of promoted operands, division and remainder of negative values (truncation toward
 * zero), right shifts of negative values (arithmetic on the supported targets), conversions of
 * out-of-range values to unsigned types, char arithmetic, and ~ on small unsigned types. */
#include "check.h"

enum { N = 256, K = 24 };

static void host_ref(int i, long long *r) {
    unsigned char uc = (unsigned char)i, uc2 = (unsigned char)(255 - i);
    unsigned short us = (unsigned short)(i * 257);
    signed char sc = (signed char)(i - 128);
    short s = (short)(i * 100 - 12800);
    int n = i - 128;
    unsigned u = (unsigned)i;
    r[0] = uc + uc2;                        /* 255, no wrap: int arithmetic */
    r[1] = (unsigned char)(uc + uc2 + 1);   /* wraps on the store: 0 */
    r[2] = uc * uc2;                        /* int product */
    r[3] = us * 2;                          /* int, up to 131070 */
    r[4] = (unsigned short)(us * 3);        /* wraps */
    r[5] = sc * sc;                         /* int */
    r[6] = -1 < u;                          /* -1 converted to unsigned: 0 for all u */
    r[7] = n < (long)u;                     /* long is wider: signed comparison */
    r[8] = n / 7;                           /* truncation toward zero */
    r[9] = n % 7;                           /* sign of the dividend */
    r[10] = n >> 2;                         /* arithmetic shift of a negative int */
    r[11] = (unsigned)n >> 28;              /* logical */
    r[12] = (unsigned char)n;               /* modulo 256 */
    r[13] = (unsigned short)(s * 3);
    r[14] = ~uc;                            /* promoted: ~ of an int, negative */
    r[15] = (unsigned char)~uc;
    r[16] = (unsigned)uc << 24;
    r[17] = (long long)(u - 200u);          /* unsigned wrap */
    r[18] = (long long)(n * 1000000000LL);
    r[19] = sc / 3 + sc % 3;
    r[20] = (char)(uc + 100);               /* plain char: signed on the supported targets */
    r[21] = (signed char)s;
    r[22] = (long long)((unsigned long)n * 3UL);
    r[23] = (int)(u * 0x9e3779b9u) >> 16;
}

int main(void) {
    static long long got[N][K];
#pragma acc parallel loop copyout(got)
    for (int i = 0; i < N; i++) {
        unsigned char uc = (unsigned char)i, uc2 = (unsigned char)(255 - i);
        unsigned short us = (unsigned short)(i * 257);
        signed char sc = (signed char)(i - 128);
        short s = (short)(i * 100 - 12800);
        int n = i - 128;
        unsigned u = (unsigned)i;
        long long *r = got[i];
        r[0] = uc + uc2;
        r[1] = (unsigned char)(uc + uc2 + 1);
        r[2] = uc * uc2;
        r[3] = us * 2;
        r[4] = (unsigned short)(us * 3);
        r[5] = sc * sc;
        r[6] = -1 < u;
        r[7] = n < (long)u;
        r[8] = n / 7;
        r[9] = n % 7;
        r[10] = n >> 2;
        r[11] = (unsigned)n >> 28;
        r[12] = (unsigned char)n;
        r[13] = (unsigned short)(s * 3);
        r[14] = ~uc;
        r[15] = (unsigned char)~uc;
        r[16] = (unsigned)uc << 24;
        r[17] = (long long)(u - 200u);
        r[18] = (long long)(n * 1000000000LL);
        r[19] = sc / 3 + sc % 3;
        r[20] = (char)(uc + 100);
        r[21] = (signed char)s;
        r[22] = (long long)((unsigned long)n * 3UL);
        r[23] = (int)(u * 0x9e3779b9u) >> 16;
    }
    for (int i = 0; i < N; i++) {
        long long want[K];
        host_ref(i, want);
        for (int k = 0; k < K; k++) {
            if (got[i][k] != want[k]) fprintf(stderr, "i=%d r[%d]: got %lld want %lld\n", i, k, got[i][k], want[k]);
            CHECK(got[i][k] == want[k]);
        }
    }
    CHECK_DONE();
}
