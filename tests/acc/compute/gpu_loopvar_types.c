/* OpenACC 3.3, 2.9 (loop construct: any integer loop variable) and C 6.3.1: loop variables of
 * types char, unsigned char, short, unsigned short, unsigned, long, unsigned long, long long,
 * size_t, with bounds at the edges of their ranges (< and != tests), at gang, vector and combined levels; the variable's value in the body has its own type
 * (wrap-around arithmetic in the body). */
#include "check.h"
#include <stddef.h>

int main(void) {
    /* Through pointers: sections of arrays are gpu_data_array_sections.c's subject. */
    int *a = (int *)malloc(70000 * sizeof(int));
    long long *b = (long long *)malloc(70000 * sizeof(long long));

    /* unsigned char from 0 to 254 (< 255), vector level */
    for (int i = 0; i < 256; i++) a[i] = 0;
#pragma acc parallel num_gangs(1) vector_length(64) copy(a[0:256])
    {
#pragma acc loop vector
        for (unsigned char c = 0; c < 255; c++) a[c] = (unsigned char)(c + 10); /* wraps at 246 */
    }
    for (int i = 0; i < 255; i++) CHECK(a[i] == (i + 10) % 256);
    CHECK(a[255] == 0);

    /* signed char from -128 to 126 */
#pragma acc parallel loop gang vector copy(a[0:256])
    for (signed char c = -128; c < 127; c++) a[c + 128] = c * 2;
    for (int i = 0; i < 255; i++) CHECK(a[i] == (i - 128) * 2);

    /* short with != */
#pragma acc parallel loop gang vector copyout(a[0:60000])
    for (short s = -30000; s != 30000; s++) a[s + 30000] = s;
    for (int i = 0; i < 60000; i++) CHECK(a[i] == i - 30000);

    /* unsigned short up to 65535 exclusive, the body multiplies (promoted to int) */
#pragma acc parallel loop gang vector copyout(a[0:65535])
    for (unsigned short u = 0; u < 65535; u++) a[u] = (unsigned short)(u * 3u);
    for (int i = 0; i < 65535; i++) CHECK(a[i] == (int)((i * 3u) & 0xffff));

    /* unsigned near 2^32 */
#pragma acc parallel loop gang vector copyout(b[0:1000])
    for (unsigned u = 4294967295u - 999; u != 4294967295u; u++) b[u - (4294967295u - 999)] = u + 1u;
    for (int i = 0; i < 999; i++) CHECK(b[i] == (long long)((4294967295u - 999 + i + 1u) & 0xffffffffu));

    /* long, unsigned long, size_t, long long with big offsets */
#pragma acc parallel loop gang copyout(b[0:5000])
    for (long l = 1L << 40; l < (1L << 40) + 5000; l++) b[l - (1L << 40)] = l >> 20;
    for (int i = 0; i < 5000; i++) CHECK(b[i] == ((1LL << 40) + i) >> 20);

#pragma acc parallel num_gangs(1) vector_length(128) copyout(b[0:5000])
    {
#pragma acc loop vector
        for (unsigned long ul = 0xfffffffffff00000UL; ul < 0xfffffffffff00000UL + 5000; ul += 1) b[ul - 0xfffffffffff00000UL] = (long long)(ul >> 52);
    }
    for (int i = 0; i < 5000; i++) CHECK(b[i] == 0xfff);

#pragma acc parallel loop gang worker vector num_workers(4) copyout(b[0:5000])
    for (size_t z = 5000; z > 0; z--) b[z - 1] = (long long)(z * z);
    for (int i = 0; i < 5000; i++) CHECK(b[i] == (long long)(i + 1) * (i + 1));

    long long ll_sum = 0;
#pragma acc parallel loop reduction(+:ll_sum)
    for (long long v = -(1LL << 40); v < -(1LL << 40) + 1000; v += 10) ll_sum += v;
    long long want = 0;
    for (long long v = -(1LL << 40); v < -(1LL << 40) + 1000; v += 10) want += v;
    CHECK(ll_sum == want);

    /* A char loop variable of plain char (signed on the supported targets) at worker level */
#pragma acc parallel num_gangs(1) num_workers(8) copy(a[0:256])
    {
#pragma acc loop worker
        for (char c = 0; c < 100; c++) a[c] = c * c;
    }
    for (int i = 0; i < 100; i++) CHECK(a[i] == i * i);
    free(a);
    free(b);
    CHECK_DONE();
}
