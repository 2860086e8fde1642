/* Common GCC builtins in a compute region get device code: __builtin_unreachable, _trap,
 * _prefetch, _assume_aligned, _constant_p, _add/_sub/_mul_overflow, _parity(l, ll), _bswap16
 * (glibc's bswap_16), _clrsb(l, ll), _object_size, _powi(f), _strlen. Each made the region
 * host-only before (and a GPU device type stopped at it), with a warning telling the user to
 * add a `routine` directive to the builtin. Results are gcc's, computed again on the host. */
#include <byteswap.h>
#include <limits.h>
#include "check.h"

#define N 16
static const long long vals[N] = { 0, 1, -1, 2, 7, -8, 255, 256, INT_MAX, INT_MIN, 65535, 40000,
                                    LLONG_MAX, LLONG_MIN, 123456789012345ll, -3 };

static void compute(const long long *v, const char *str, double *dv, long long *o, int i) {
    long long x = v[i], y = v[(i * 7 + 3) % N];
    int ri; unsigned ru; long long rl; unsigned long long rul; short rs;
    if (i > 1000) __builtin_unreachable();
    if (i < -1000) __builtin_trap();
    __builtin_prefetch(&v[i]);
    __builtin_prefetch(&v[i], 0, 3);
    const long long *a = __builtin_assume_aligned(v, 8);
    int k = 0;
    o[k++] = a[i] == x;
    o[k++] = __builtin_constant_p(3 * 4) + 2 * __builtin_constant_p(1.5 * 2);
    o[k++] = __builtin_add_overflow((int)x, (int)y, &ri) * 1000 + ri % 1000;
    o[k++] = __builtin_add_overflow(x, y, &rl) * 1000 + rl % 1000;
    o[k++] = __builtin_add_overflow(x, y, &ru) * 1000 + ru % 1000;
    o[k++] = __builtin_sub_overflow(x, y, &rs) * 100000 + rs;
    o[k++] = __builtin_sub_overflow((unsigned)x, y, &rul) * 1000 + (long long)(rul % 1000);
    o[k++] = __builtin_mul_overflow(x, y, &rl) * 1000 + rl % 1000;
    o[k++] = __builtin_mul_overflow((unsigned long long)x, (unsigned long long)y, &rul) * 1000 + (long long)(rul % 1000);
    o[k++] = __builtin_mul_overflow((int)x, y, &ri) * 1000 + ri % 1000;
    o[k++] = __builtin_mul_overflow(x, -1, &rl);
    o[k++] = __builtin_parity((unsigned)x) + 2 * __builtin_parityl((unsigned long)x) + 4 * __builtin_parityll(y);
    o[k++] = __builtin_bswap16((unsigned short)x) + 65536 * bswap_16((unsigned short)y);
    o[k++] = __builtin_clrsb((int)x) + 100 * __builtin_clrsbl(x) + 10000 * __builtin_clrsbll(y);
    o[k++] = __builtin_object_size(str, 0) >= 8 && __builtin_object_size(str + i, 2) <= 16;
    o[k++] = (long long)(__builtin_powi(dv[i % 4], (int)(x % 7)) * 1000) + (long long)__builtin_powif((float)dv[i % 4], -2);
    o[k++] = __builtin_strlen(str + i % 8);
}

#define K 17

int main(void) {
    long long dev[N][K], host[N][K];
    char str[16] = "hello, world!";
    double dv[4] = { 1.5, -2.0, 0.5, 3.0 };
    for (int i = 0; i < N; i++) compute(vals, str, dv, host[i], i);
#pragma acc parallel loop copyin(vals, str, dv) copyout(dev)
    for (int i = 0; i < N; i++) {
        long long x = vals[i], y = vals[(i * 7 + 3) % N];
        int ri; unsigned ru; long long rl; unsigned long long rul; short rs;
        if (i > 1000) __builtin_unreachable();
        if (i < -1000) __builtin_trap();
        __builtin_prefetch(&vals[i]);
        __builtin_prefetch(&vals[i], 0, 3);
        const long long *a = __builtin_assume_aligned(vals, 8);
        int k = 0;
        long long *o = dev[i];
        o[k++] = a[i] == x;
        o[k++] = __builtin_constant_p(3 * 4) + 2 * __builtin_constant_p(1.5 * 2);
        o[k++] = __builtin_add_overflow((int)x, (int)y, &ri) * 1000 + ri % 1000;
        o[k++] = __builtin_add_overflow(x, y, &rl) * 1000 + rl % 1000;
        o[k++] = __builtin_add_overflow(x, y, &ru) * 1000 + ru % 1000;
        o[k++] = __builtin_sub_overflow(x, y, &rs) * 100000 + rs;
        o[k++] = __builtin_sub_overflow((unsigned)x, y, &rul) * 1000 + (long long)(rul % 1000);
        o[k++] = __builtin_mul_overflow(x, y, &rl) * 1000 + rl % 1000;
        o[k++] = __builtin_mul_overflow((unsigned long long)x, (unsigned long long)y, &rul) * 1000 + (long long)(rul % 1000);
        o[k++] = __builtin_mul_overflow((int)x, y, &ri) * 1000 + ri % 1000;
        o[k++] = __builtin_mul_overflow(x, -1, &rl);
        o[k++] = __builtin_parity((unsigned)x) + 2 * __builtin_parityl((unsigned long)x) + 4 * __builtin_parityll(y);
        o[k++] = __builtin_bswap16((unsigned short)x) + 65536 * bswap_16((unsigned short)y);
        o[k++] = __builtin_clrsb((int)x) + 100 * __builtin_clrsbl(x) + 10000 * __builtin_clrsbll(y);
        o[k++] = __builtin_object_size(str, 0) >= 8 && __builtin_object_size(str + i, 2) <= 16;
        o[k++] = (long long)(__builtin_powi(dv[i % 4], (int)(x % 7)) * 1000) + (long long)__builtin_powif((float)dv[i % 4], -2);
        o[k++] = __builtin_strlen(str + i % 8);
    }
    for (int i = 0; i < N; i++)
        for (int k = 0; k < K; k++) {
            if (dev[i][k] != host[i][k]) fprintf(stderr, "i=%d k=%d: %lld != %lld\n", i, k, dev[i][k], host[i][k]);
            CHECK(dev[i][k] == host[i][k]);
        }
    CHECK_DONE();
}
