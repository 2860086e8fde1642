/* OpenACC 3.3, 2.12 (atomic update): every binop (+ * - / & ^ | << >>) and ++/-- on
 * array elements chosen by a subscript expression (histogram style, as the V&V suite's
 * atomic_update_* programs), for char, unsigned char, short, unsigned short, long, unsigned
 * long, float and double where the operator allows the type; the values are picked so that
 * every order of the updates gives the same result. */
#include "check.h"
#define N 512
#define B 8
#define UPD(T, NAME)                                                                     \
static void NAME(void) {                                                                 \
    T add[B], sub[B], mul[B], dvd[B], inc[B], dec[B];                                    \
    for (int k = 0; k < B; k++) {                                                        \
        add[k] = 0; sub[k] = (T)(N / B * 2); mul[k] = 1; dvd[k] = (T)64; inc[k] = 0;      \
        dec[k] = (T)(N / B);                                                             \
    }                                                                                    \
    _Pragma("acc parallel loop copy(add, sub, mul, dvd, inc, dec)")                       \
    for (int i = 0; i < N; i++) {                                                        \
        _Pragma("acc atomic update")                                                     \
        add[i % B] += (T)1;                                                              \
        _Pragma("acc atomic update")                                                     \
        sub[(i * 3) % B] = sub[(i * 3) % B] - (T)2;                                      \
        if (i % (N / B) < 3) {                                                           \
            _Pragma("acc atomic")                                                        \
            mul[i / (N / B)] = (T)2 * mul[i / (N / B)];                                  \
            _Pragma("acc atomic")                                                        \
            dvd[i / (N / B)] /= (T)2;                                                    \
        }                                                                                \
        _Pragma("acc atomic")                                                            \
        inc[i % B]++;                                                                    \
        _Pragma("acc atomic")                                                            \
        --dec[(i + 5) % B];                                                              \
    }                                                                                    \
    for (int k = 0; k < B; k++) {                                                        \
        CHECK(add[k] == (T)(N / B)); CHECK(sub[k] == (T)0); CHECK(mul[k] == (T)8);        \
        CHECK(dvd[k] == (T)8); CHECK(inc[k] == (T)(N / B)); CHECK(dec[k] == (T)0);        \
    }                                                                                    \
}
#define BITS(T, NAME)                                                                    \
static void NAME(void) {                                                                 \
    T band[B], bor[B], bxor[B], shl[B], shr[B];                                          \
    for (int k = 0; k < B; k++) {                                                        \
        band[k] = (T)0x7f; bor[k] = 0; bxor[k] = (T)0x55; shl[k] = 1; shr[k] = (T)0x40;  \
    }                                                                                    \
    _Pragma("acc parallel loop copy(band, bor, bxor, shl, shr)")                         \
    for (int i = 0; i < N; i++) {                                                        \
        int k = i % B, j = i / B; /* j from 0 to N / B - 1 */                           \
        _Pragma("acc atomic")                                                            \
        band[k] &= (T)(j == 3 ? 0x7d : 0x7f);                                            \
        _Pragma("acc atomic update")                                                     \
        bor[k] = bor[k] | (T)(1 << (j % 7));                                             \
        _Pragma("acc atomic update")                                                     \
        bxor[k] = (T)0x0f ^ bxor[k];                                                     \
        if (j < 6) {                                                                     \
            _Pragma("acc atomic")                                                        \
            shl[k] <<= 1;                                                                \
            _Pragma("acc atomic update")                                                 \
            shr[k] = shr[k] >> 1;                                                        \
        }                                                                                \
    }                                                                                    \
    for (int k = 0; k < B; k++) {                                                        \
        CHECK(band[k] == (T)0x7d); CHECK(bor[k] == (T)0x7f);                             \
        CHECK(bxor[k] == (T)0x55); /* an even number of flips: 64 per element */         \
        CHECK(shl[k] == (T)64); CHECK(shr[k] == (T)1);                                   \
    }                                                                                    \
}
UPD(char, up_char) UPD(unsigned char, up_uchar) UPD(short, up_short)
UPD(unsigned short, up_ushort) UPD(long, up_long) UPD(unsigned long, up_ulong)
UPD(float, up_float) UPD(double, up_double)
BITS(char, bit_char) BITS(unsigned char, bit_uchar) BITS(short, bit_short)
BITS(unsigned short, bit_ushort) BITS(long, bit_long) BITS(unsigned long, bit_ulong)
int main(void) {
    up_char(); up_uchar(); up_short(); up_ushort(); up_long(); up_ulong(); up_float(); up_double();
    bit_char(); bit_uchar(); bit_short(); bit_ushort(); bit_long(); bit_ulong();
    CHECK_DONE();
}
