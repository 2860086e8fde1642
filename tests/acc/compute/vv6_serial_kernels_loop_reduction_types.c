/* OpenACC 3.3, 2.9.11 / 2.11 reductions on serial loop and kernels loop (gang, worker, vector)
 * for every operator of 2.5.15's table over char, short, unsigned, long long, float and double
 * (the bit and logical operators on the integer types only): the V&V suite's
 * serial_loop_reduction_{add,multiply,max,min,bitand,bitor,bitxor,and,or}_general and
 * kernels_loop_reduction_*_{gang,worker,vector}_loop programs, one type each. */
#include "check.h"
#define N 40
#define PRAG(x) _Pragma(#x)
#define ARITH(T, LOOP, TAG)                                                                    \
    static int arith_##TAG(void) {                                                             \
        T v[N], s = 0, p = 1, mx = (T)-100, mn = (T)100, rs = 0, rp = 1, rmx = (T)-100,        \
                   rmn = (T)100;                                                               \
        int bad = 0;                                                                           \
        for (int i = 0; i < N; i++) v[i] = (T)((i * 7) % 11 - 3);                             \
        for (int i = 0; i < N; i++) {                                                          \
            rs += v[i];                                                                        \
            rp *= (i % 8 == 0 ? (T)2 : (T)1);                                                  \
            rmx = rmx > v[i] ? rmx : v[i];                                                     \
            rmn = rmn < v[i] ? rmn : v[i];                                                     \
        }                                                                                      \
        PRAG(acc LOOP copyin(v) reduction(+:s) reduction(*:p) reduction(max:mx) reduction(min:mn)) \
        for (int i = 0; i < N; i++) {                                                          \
            s += v[i];                                                                         \
            p *= (i % 8 == 0 ? (T)2 : (T)1);                                                   \
            mx = mx > v[i] ? mx : v[i];                                                        \
            mn = mn < v[i] ? mn : v[i];                                                        \
        }                                                                                      \
        bad += s != rs;                                                                        \
        bad += p != rp;                                                                        \
        bad += mx != rmx;                                                                      \
        bad += mn != rmn;                                                                      \
        return bad;                                                                            \
    }
#define BITS(T, LOOP, TAG)                                                                     \
    static int bits_##TAG(void) {                                                              \
        T v[N], a = (T)~0, o = 0, x = 0, ra = (T)~0, ro = 0, rx = 0;                           \
        int l = 1, g = 0, rl = 1, rg = 0, bad = 0;                                             \
        for (int i = 0; i < N; i++) v[i] = (T)(((i * 37) % 64) | 1);                           \
        for (int i = 0; i < N; i++) { ra &= v[i]; ro |= v[i]; rx ^= v[i]; rl = rl && v[i]; rg = rg || v[i] > 60; } \
        PRAG(acc LOOP copyin(v) reduction(&:a) reduction(|:o) reduction(^:x) reduction(&&:l) reduction(||:g)) \
        for (int i = 0; i < N; i++) { a &= v[i]; o |= v[i]; x ^= v[i]; l = l && v[i]; g = g || v[i] > 60; } \
        bad += a != ra;                                                                        \
        bad += o != ro;                                                                        \
        bad += x != rx;                                                                        \
        bad += l != rl || g != rg;                                                             \
        return bad;                                                                            \
    }
ARITH(signed char, serial loop, sc)
ARITH(short, kernels loop gang, sh)
ARITH(int, kernels loop worker, in)
ARITH(long long, kernels loop vector, ll)
ARITH(float, serial loop, fl)
ARITH(double, kernels loop gang worker vector, db)
BITS(unsigned char, serial loop, uc)
BITS(unsigned short, kernels loop worker, us)
BITS(unsigned, kernels loop vector, un)
BITS(unsigned long long, serial loop, ul)
BITS(long, kernels loop gang, lo)
int main(void) {
    CHECK(arith_sc() == 0);
    CHECK(arith_sh() == 0);
    CHECK(arith_in() == 0);
    CHECK(arith_ll() == 0);
    CHECK(arith_fl() == 0);
    CHECK(arith_db() == 0);
    CHECK(bits_uc() == 0);
    CHECK(bits_us() == 0);
    CHECK(bits_un() == 0);
    CHECK(bits_ul() == 0);
    CHECK(bits_lo() == 0);
    CHECK_DONE();
}
