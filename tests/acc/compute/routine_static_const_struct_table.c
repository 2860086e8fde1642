// cflags: -Wall -Werror
/* `routine seq` functions reading file-scope const tables of structs with no `declare`
 * directive, as MCML-style photon transport codes keep their layer properties (`static const
 * layer_t layers[3] = {{mua, mus, g, z0, z1}, ...}`). OpenACC 3.3 2.15.2 asks for `declare
 * copyin(layers)`; nvc compiles such constant tables into the device code, and oxacc did so
 * for tables of arithmetic elements only: a table of structs left the routine without device
 * code (a warning) and the region ran on the host only (emul stopped at the construct). Also
 * a struct with an array member and a nested struct, a 2-D table of structs and a non-static
 * one. -Werror: no "runs only on the host" warning. */
#include "check.h"

typedef struct { double mua, mus, g, z0, z1; } layer_t;
static const layer_t layers[3] = {{0.5, 50.0, 0.8, 0.0, 0.1}, {1.0, 20.0, 0.9, 0.1, 0.5}, {0.2, 30.0, 0.7, 0.5, 1.0}};

struct coef { int n; float c[3]; struct { short lo, hi; } range; };
static const struct coef coefs[2][2] = {
    {{1, {1.0f, 2.0f, 3.0f}, {0, 4}}, {2, {0.5f, 0.25f, 0.125f}, {-2, 2}}},
    {{3, {-1.0f, 0.0f, 1.0f}, {1, 9}}, {4, {2.0f, 2.0f, 2.0f}, {3, 5}}},
};
const struct { unsigned key; char tag; } keys[4] = {{7u, 'a'}, {11u, 'b'}, {13u, 'c'}, {17u, 'd'}};

#pragma acc routine seq
static int layer_of(double z)
{
    for (int l = 0; l < 3; l++)
        if (z < layers[l].z1) return l;
    return 2;
}

#pragma acc routine seq
static double attenuation(double z)
{
    int l = layer_of(z);
    return (layers[l].mua + layers[l].mus) * (1.0 - layers[l].g);
}

#pragma acc routine seq
static float poly(int i, float x)
{
    const struct coef *c = &coefs[i % 2][(i / 2) % 2];
    float v = c->c[0] + x * (c->c[1] + x * c->c[2]);
    return i >= c->range.lo && i <= c->range.hi ? v * c->n : -v;
}

#pragma acc routine seq
static unsigned hash(unsigned v)
{
    unsigned h = 0;
    for (int k = 0; k < 4; k++) h = h * keys[k].key + (unsigned)keys[k].tag + v;
    return h;
}

int main(void)
{
    double att[64], hatt[64];
    float pv[64], hpv[64];
    unsigned hv[64], hhv[64];
#pragma acc parallel loop copyout(att, pv, hv)
    for (int i = 0; i < 64; i++) {
        att[i] = attenuation(i / 64.0);
        pv[i] = poly(i, 0.5f);
        hv[i] = hash((unsigned)i);
    }
    for (int i = 0; i < 64; i++) {
        hatt[i] = attenuation(i / 64.0);
        hpv[i] = poly(i, 0.5f);
        hhv[i] = hash((unsigned)i);
        CHECK(att[i] == hatt[i]);
        CHECK(pv[i] == hpv[i]);
        CHECK(hv[i] == hhv[i]);
    }
    CHECK(att[0] > 10.0 && att[0] < 10.2 && att[63] != att[0]);
    CHECK_DONE();
}
