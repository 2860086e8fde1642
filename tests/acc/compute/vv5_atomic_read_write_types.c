/* OpenACC 3.3, 2.12 (atomic read, atomic write, and capture `{v = x; x = expr;}`) on every
 * scalar type: _Bool, char, signed/unsigned char, short, unsigned short, int, unsigned, long,
 * unsigned long, long long, float, double, long double, an enum, a pointer, float _Complex
 * and double _Complex; with v of a different type than x (the conversion of 2.12's `v = x`),
 * and x a struct member; the writers store values
 * of one pattern, so every value read must be one of them (no torn reads). */
#include <complex.h>
#include "check.h"
#define N 256
enum level { LOW = 1, MID = 50, HIGH = 1000 };
struct box { long long ll; double d; };
#define RW(T, NAME, A, B)                                                          \
static void NAME(void) {                                                           \
    T x = (T)(A), seen[N];                                                         \
    _Pragma("acc parallel loop copy(x) copyout(seen)")                             \
    for (int i = 0; i < N; i++) {                                                  \
        if (i % 2) {                                                               \
            _Pragma("acc atomic write")                                            \
            x = (T)(B);                                                            \
        } else {                                                                   \
            _Pragma("acc atomic write")                                            \
            x = (T)(A);                                                            \
        }                                                                          \
        _Pragma("acc atomic read")                                                 \
        seen[i] = x;                                                               \
    }                                                                              \
    CHECK(x == (T)(A) || x == (T)(B));                                             \
    int bad = 0;                                                                   \
    for (int i = 0; i < N; i++) bad += !(seen[i] == (T)(A) || seen[i] == (T)(B));   \
    CHECK(bad == 0);                                                               \
}
RW(_Bool, rw_bool, 0, 1)
RW(char, rw_char, 'a', 'z')
RW(signed char, rw_schar, -100, 100)
RW(unsigned char, rw_uchar, 1, 255)
RW(short, rw_short, -30000, 30000)
RW(unsigned short, rw_ushort, 1, 65535)
RW(int, rw_int, -2000000000, 2000000000)
RW(unsigned, rw_unsigned, 1u, 0xfffffff0u)
RW(long, rw_long, -0x123456789abcL, 0x7edcba987654L)
RW(unsigned long, rw_ulong, 1ul, 0xfedcba9876543210ul)
RW(long long, rw_llong, -0x0123456789abcdefLL, 0x0fedcba987654321LL)
RW(float, rw_float, -1.5f, 3.25e20f)
RW(double, rw_double, -1.0e300, 2.5e-300)
RW(long double, rw_ldouble, -0.5L, 1234.75L)
RW(enum level, rw_enum, LOW, HIGH)
RW(float _Complex, rw_fcomplex, 1.0f + 2.0f * I, -3.0f - 4.5f * I)
RW(double _Complex, rw_dcomplex, 1e10 + 2.0 * I, -3.0 - 4e-10 * I)
int main(void) {
    rw_bool(); rw_char(); rw_schar(); rw_uchar(); rw_short(); rw_ushort(); rw_int();
    rw_unsigned(); rw_long(); rw_ulong(); rw_llong(); rw_float(); rw_double(); rw_ldouble();
    rw_enum(); rw_fcomplex(); rw_dcomplex();
    /* a pointer: written and read atomically */
    int *p = NULL, *got[N];
#pragma acc parallel loop copy(p) copyout(got)
    for (int i = 0; i < N; i++) {
#pragma acc atomic write
        p = (int *)0 + (i % 2 ? 16 : 32);
#pragma acc atomic read
        got[i] = p;
    }
    for (int i = 0; i < N; i++) CHECK(got[i] == (int *)0 + 16 || got[i] == (int *)0 + 32);
    /* v of another type than x: the read converts */
    double dx = 2.75;
    int iv[N];
    long long llx = 1LL << 40;
    double dv[N];
#pragma acc parallel loop copy(dx, llx) copyout(iv, dv)
    for (int i = 0; i < N; i++) {
#pragma acc atomic read
        iv[i] = dx;
#pragma acc atomic read
        dv[i] = llx;
    }
    for (int i = 0; i < N; i++) CHECK(iv[i] == 2 && dv[i] == 1099511627776.0);
    /* x a struct member; capture with a write */
    struct box b = { 0, 0 };
    long long cap[N];
#pragma acc parallel loop copy(b) copyout(cap)
    for (int i = 0; i < N; i++) {
#pragma acc atomic capture
        { cap[i] = b.ll; b.ll = i + 1; }
#pragma acc atomic write
        b.d = 0.25 * (i % 3);
    }
    {
        int seen[N + 1] = {0}, bad = 0;
        for (int i = 0; i < N; i++) bad += cap[i] < 0 || cap[i] > N || seen[cap[i]]++;
        bad += seen[b.ll]++ != 0;
        for (int i = 0; i <= N; i++) bad += seen[i] != 1;
        CHECK(bad == 0);
        CHECK(b.d == 0 || b.d == 0.25 || b.d == 0.5);
    }
    CHECK_DONE();
}
