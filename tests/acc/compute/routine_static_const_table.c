// cflags: -Wall -Werror
/* `routine seq` functions reading file-scope read-only tables with no `declare` directive
 * (MD5's `static const uint32_t K[64] = {...}` read by its round function). OpenACC 3.3
 * 2.15.2 asks for `declare copyin(K)`; nvc compiles such constant tables into the device code
 * as they are, and oxacc now does the same: before, the function had no device code (a
 * warning) and the region ran on the host only (emul stopped at the construct). Also a 2-D
 * table, a non-static const table, and one table read by two functions of one kernel.
 * -Werror: no "runs only on the host" warning. */
#include <stdint.h>
#include "check.h"

static const uint32_t K[8] = { 0xd76aa478u, 0xe8c7b756u, 0x242070dbu, 0xc1bdceeeu,
                               0xf57c0fafu, 0x4787c62au, 0xa8304613u, 0xfd469501u };
static const int S[2][4] = { { 7, 12, 17, 22 }, { 5, 9, 14, 20 } };
const double W[3] = { 0.25, 0.5, 0.25 };

#pragma acc routine seq
static uint32_t rotl(uint32_t x, int c) { return (x << c) | (x >> (32 - c)); }

#pragma acc routine seq
static uint32_t round_step(uint32_t a, int i) {
    return rotl(a + K[i % 8], S[(i / 4) % 2][i % 4]);
}

#pragma acc routine seq
static uint32_t mix(uint32_t a) { return a ^ K[a % 8]; }

#pragma acc routine seq
double smooth(const double *v, int i) { return W[0] * v[i - 1] + W[1] * v[i] + W[2] * v[i + 1]; }

enum { N = 64 };

int main(void) {
    uint32_t h[N], want[N];
    double v[N + 2], s[N];
    for (int i = 0; i < N + 2; i++) v[i] = i * 0.5;
#pragma acc parallel loop copyout(h) copyin(v) copyout(s)
    for (int i = 0; i < N; i++) {
        uint32_t a = (uint32_t)i * 2654435761u;
        for (int r = 0; r < 16; r++) a = round_step(a, r);
        h[i] = mix(a);
        s[i] = smooth(v, i + 1);
    }
    for (int i = 0; i < N; i++) {
        uint32_t a = (uint32_t)i * 2654435761u;
        for (int r = 0; r < 16; r++) a = round_step(a, r);
        want[i] = mix(a);
        CHECK(h[i] == want[i]);
        CHECK(s[i] == 0.25 * v[i] + 0.5 * v[i + 1] + 0.25 * v[i + 2]);
    }
    CHECK_DONE();
}
