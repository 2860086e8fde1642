/* kernels (OpenACC 3.3, 2.5.3; loop auto 2.9.7): a cast in a subscript is looked through only
 * when it keeps the element reached. a[(unsigned char)i] = i writes a[0] in iterations 0,
 * 256, 512...: C keeps the last, so the loop carries an output dependence; the test dropped
 * the cast and took it as a[i] ("independent"), as with (short)(i * 40). Widening casts
 * ((long)i, (long long)i) and casts to a 64-bit type ((size_t)i, the width of an address)
 * keep the element and stay parallel. The .minfo beside this file pins which loops are
 * parallel. */
#include <stddef.h>
#include "check.h"

enum { N = 3000 };
static int a[256], s[65536], want[65536], b[N], c[N], d[N];

int main(void) {
#pragma acc kernels
    {
        for (int i = 0; i < N; i++) a[(unsigned char)i] = i;
        for (int i = 0; i < N; i++) s[(unsigned short)(short)(i * 40)] = i;
        for (int i = 0; i < N; i++) b[(long)i] = 2 * i;
        for (int i = 0; i < N; i++) c[(size_t)i] = 3 * i;
        for (int i = 0; i < N; i++) d[(long long)i + 1 > N - 1 ? 0 : i] = i;
    }
    for (int k = 0; k < 256; k++) {
        int last = -1;
        for (int i = 0; i < N; i++)
            if ((unsigned char)i == k) last = i;
        CHECK(a[k] == last);
    }
    for (int i = 0; i < N; i++) want[(unsigned short)(short)(i * 40)] = i;
    for (int k = 0; k < 65536; k++) CHECK(s[k] == want[k]);
    for (int i = 0; i < N; i++) {
        CHECK(b[i] == 2 * i);
        CHECK(c[i] == 3 * i);
    }
    CHECK(d[0] == N - 1);
    CHECK_DONE();
}
