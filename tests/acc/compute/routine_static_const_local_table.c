// cflags: -Wall -Werror
/* Read-only lookup tables declared `static const` inside routines (marching squares' case
 * table, a stencil's weights, a CRC's nibble table), as C programmers keep a function's table
 * next to its use. 2.15.1 says function statics are not supported in routines; a const table
 * with a constant initializer cannot change (C11 6.7.3p6), so oxacc accepts it as it does in a
 * compute region and prints it as a static const object of the device function. Before, the
 * declaration was a compile error. Tables of `signed char` (2-D), `double` (a scalar and an
 * array in one declaration), `unsigned` and `float`, read by a `routine seq` called from
 * `parallel loop`, `kernels` and `serial`, and by a `routine vector` with a `loop vector
 * reduction`; a table of structs with nested structs, array members and designators in a
 * routine and one in a region's body (before, a region's struct table ran on the host only);
 * -Werror: no "runs only on the host" warning. Other function statics stay errors
 * (tests/ui/acc/routine_static_tables.c). */
#include <stdint.h>
#include "check.h"
#define N 200

#pragma acc routine seq
static int case_edges(int c)
{
    static const signed char tab[4][4] = {{-1, -1, -1, -1}, {3, 0, -1, -1}, {0, 1, -1, -1}, {3, 1, 2, 0}};
    int n = 0;
    for (int k = 0; k < 4 && tab[c & 3][k] >= 0; k++) n += tab[c & 3][k] + 1;
    return n;
}

#pragma acc routine seq
static double smooth3(const double *x, int i)
{
    static const double half = 0.5, w[3] = {0.25, 0.5, 0.25};
    return half * 2.0 * (w[0] * x[i - 1] + w[1] * x[i] + w[2] * x[i + 1]);
}

#pragma acc routine seq
static uint32_t crc_nibbles(uint32_t crc, unsigned char b)
{
    static const uint32_t t[16] = {
        0x00000000u, 0x1db71064u, 0x3b6e20c8u, 0x26d930acu, 0x76dc4190u, 0x6b6b51f4u,
        0x4db26158u, 0x5005713cu, 0xedb88320u, 0xf00f9344u, 0xd6d6a3e8u, 0xcb61b38cu,
        0x9b64c2b0u, 0x86d3d2d4u, 0xa00ae278u, 0xbdbdf21cu};
    crc = (crc >> 4) ^ t[(crc ^ b) & 15];
    crc = (crc >> 4) ^ t[(crc ^ (b >> 4)) & 15];
    return crc;
}

/* a table of structs (MCML-style layers: nested struct, array member, designators) */
typedef struct { double mua, mus; struct { float z0, z1; } span; int id[2]; } layer_t;

#pragma acc routine seq
static double layer_mu(int k, float z)
{
    static const layer_t layers[3] = {
        {0.1, 10.0, {0.0f, 0.5f}, {1, 2}},
        {.mua = 0.2, .mus = 20.0, .span = {0.5f, 1.5f}, .id = {3}},
        {0.3, 5.0, {.z1 = 9.0f, .z0 = 1.5f}}};
    static const struct { short lo, hi; } clampk = {0, 2};
    int l = k < clampk.lo ? clampk.lo : k > clampk.hi ? clampk.hi : k;
    const layer_t *p = &layers[l];
    return (z >= p->span.z0 && z < p->span.z1 ? p->mua + p->mus : 0.0) + p->id[0] - p->id[1];
}

#pragma acc routine vector
static float weighted(const float *v, int n)
{
    static const float wt[4] = {1.0f, 0.5f, 0.25f, 0.125f};
    float s = 0.0f;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += wt[j & 3] * v[j];
    return s;
}

int main(void)
{
    static double x[N], y[N];
    static int edges[N];
    static float v[8][64], ws[8];
    static double mu[N];
    static unsigned char msg[N];
    for (int i = 0; i < N; i++) { x[i] = (i % 13) * 0.5; msg[i] = (unsigned char)(i * 37); }
    for (int r = 0; r < 8; r++) for (int j = 0; j < 64; j++) v[r][j] = (float)(r + j % 5);
    uint32_t crc = 0;
#pragma acc parallel loop copyin(x) copyout(y, edges)
    for (int i = 0; i < N; i++) {
        y[i] = i > 0 && i < N - 1 ? smooth3(x, i) : x[i];
        edges[i] = case_edges(i);
    }
#pragma acc serial copyin(msg) copy(crc)
    {
        uint32_t c = 0xffffffffu;
        for (int i = 0; i < N; i++) c = crc_nibbles(c, msg[i]);
        crc = ~c;
    }
    int total = 0;
#pragma acc kernels copyin(msg)
    for (int i = 0; i < N; i++) total += case_edges(msg[i]);
#pragma acc parallel loop copyout(mu)
    for (int i = 0; i < N; i++) {
        /* the same kind of table in the region's own body */
        static const struct { double scale; int shift[2]; } cfg = {0.05, {-1, 4}};
        mu[i] = layer_mu(i % 5 + cfg.shift[0], (float)(i * cfg.scale)) + cfg.shift[1];
    }
#pragma acc parallel loop gang copyin(v) copyout(ws)
    for (int r = 0; r < 8; r++) ws[r] = weighted(v[r], 64);
    int bad = 0, htotal = 0;
    for (int i = 0; i < N; i++) {
        double h = i > 0 && i < N - 1 ? 0.25 * x[i - 1] + 0.5 * x[i] + 0.25 * x[i + 1] : x[i];
        bad += y[i] != h || edges[i] != case_edges(i);
        htotal += case_edges(msg[i]);
    }
    uint32_t hc = 0xffffffffu;
    for (int i = 0; i < N; i++) {
        hc ^= msg[i];
        for (int k = 0; k < 8; k++) hc = hc & 1 ? (hc >> 1) ^ 0xedb88320u : hc >> 1;
    }
    for (int r = 0; r < 8; r++) bad += ws[r] != weighted(v[r], 64);
    for (int i = 0; i < N; i++) bad += mu[i] != layer_mu(i % 5 - 1, (float)(i * 0.05)) + 4;
    CHECK(layer_mu(1, 1.0f) == 0.2 + 20.0 + 3 && layer_mu(7, 2.0f) == 5.3 && layer_mu(-3, 0.25f) == 10.1 - 1);
    CHECK(bad == 0);
    CHECK(crc == ~hc && total == htotal);
    CHECK(edges[3] == 10 && edges[1] == 5);
    CHECK_DONE();
}
