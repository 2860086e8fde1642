/* A Monte Carlo photon-transport code in the style of MCML ported to OpenACC: one photon
 * packet per iteration of a `parallel loop`, a per-photon xorshift state kept in a struct that
 * `routine seq` helpers advance through a pointer (2.15.1), a `while` loop of hop / drop /
 * spin steps in a layered medium (a `static const` table of layer properties read in device
 * code), Russian roulette, Henyey-Greenstein scattering with `acos`/`sqrt`/`log`, the absorbed
 * weight binned by depth with `atomic update` on a `double` array (2.12), and diffuse
 * reflectance and transmittance as two scalar reductions. The same generator run on the host
 * gives the same photons, so the tallies must agree to rounding. */
#include <math.h>
#include <stdint.h>
#include "check.h"
#define NPHOT 4000
#define NBIN 50
#define DZ 0.02
typedef struct { uint64_t s; } rng_t;
typedef struct { double mua, mus, g, z0, z1; } layer_t;
static const layer_t layers[3] = {{0.5, 50.0, 0.8, 0.0, 0.1}, {1.0, 20.0, 0.9, 0.1, 0.5}, {0.2, 30.0, 0.7, 0.5, 1.0}};

#pragma acc routine seq
static double uniform(rng_t *r)
{
    r->s ^= r->s << 13;
    r->s ^= r->s >> 7;
    r->s ^= r->s << 17;
    return ((r->s >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

#pragma acc routine seq
static int layer_of(double z)
{
    for (int l = 0; l < 3; l++)
        if (z < layers[l].z1) return l;
    return 2;
}

#pragma acc routine seq
static double hg_cos(double g, rng_t *r)
{
    double xi = uniform(r);
    if (g == 0.0) return 2.0 * xi - 1.0;
    double t = (1.0 - g * g) / (1.0 - g + 2.0 * g * xi);
    double c = (1.0 + g * g - t * t) / (2.0 * g);
    return c < -1.0 ? -1.0 : (c > 1.0 ? 1.0 : c);
}

#pragma acc routine seq
static int trace(int id, double *abs_bins, double *refl, double *trans)
{
    rng_t r = {0x9E3779B97F4A7C15ull ^ ((uint64_t)id * 0xBF58476D1CE4E5B9ull + 1)};
    for (int w = 0; w < 4; w++) uniform(&r);
    double z = 0.0, uz = 1.0, ux = 0.0, uy = 0.0, wgt = 1.0;
    int steps = 0;
    *refl = 0.0;
    *trans = 0.0;
    while (wgt > 0.0 && steps < 10000) {
        steps++;
        int l = layer_of(z);
        double mut = layers[l].mua + layers[l].mus;
        double s = -log(uniform(&r)) / mut;
        double zn = z + s * uz;
        if (zn < 0.0) { *refl = wgt; break; }
        if (zn > 1.0) { *trans = wgt; break; }
        z = zn;
        l = layer_of(z);
        mut = layers[l].mua + layers[l].mus;
        double dw = wgt * layers[l].mua / mut;
        wgt -= dw;
        int b = (int)(z / DZ);
        if (b >= NBIN) b = NBIN - 1;
#pragma acc atomic update
        abs_bins[b] += dw;
        double ct = hg_cos(layers[l].g, &r);
        double phi = 2.0 * M_PI * uniform(&r);
        double st = sqrt(1.0 - ct * ct), sp = sin(phi), cp = cos(phi);
        if (fabs(uz) > 0.99999) {
            ux = st * cp; uy = st * sp; uz = uz > 0 ? ct : -ct;
        } else {
            double tmp = sqrt(1.0 - uz * uz);
            double nux = st * (ux * uz * cp - uy * sp) / tmp + ux * ct;
            double nuy = st * (uy * uz * cp + ux * sp) / tmp + uy * ct;
            double nuz = -st * cp * tmp + uz * ct;
            ux = nux; uy = nuy; uz = nuz;
        }
        if (wgt < 1e-4) {
            if (uniform(&r) < 0.1) wgt *= 10.0;
            else wgt = 0.0;
        }
    }
    return steps;
}

int main(void)
{
    double bins[NBIN] = {0}, hbins[NBIN] = {0};
    double R = 0.0, T = 0.0, hR = 0.0, hT = 0.0;
    long nsteps = 0, hsteps = 0;
    for (int p = 0; p < NPHOT; p++) {
        double r, t;
        hsteps += trace(p, hbins, &r, &t);
        hR += r; hT += t;
    }
#pragma acc parallel loop copy(bins) reduction(+:R, T, nsteps)
    for (int p = 0; p < NPHOT; p++) {
        double r, t;
        nsteps += trace(p, bins, &r, &t);
        R += r; T += t;
    }
    CHECK(nsteps == hsteps);
    CHECK(fabs(R - hR) < 1e-9 * NPHOT);
    CHECK(fabs(T - hT) < 1e-9 * NPHOT);
    double absd = 0.0, habs = 0.0;
    int bad = 0;
    for (int b = 0; b < NBIN; b++) {
        absd += bins[b]; habs += hbins[b];
        if (fabs(bins[b] - hbins[b]) > 1e-9 * (1 + hbins[b])) bad++;
    }
    CHECK(bad == 0);
    CHECK(R > 0.0 && T > 0.0 && habs > 0.0);
    CHECK(fabs(absd + R + T - hR - hT - habs) < 1e-6 * NPHOT);
    CHECK_DONE();
}
