/* Agent-based SEIR epidemic on a contact network (CSR) with device buffers from acc_malloc,
 * as epidemiology codes built on a CUDA port write it (spec 3.2.6 acc_malloc, 3.2.7 acc_free,
 * 3.2.31/3.2.32 acc_memcpy_to_device/from_device, 2.7.5 deviceptr, 2.12 atomic capture, 2.9.11
 * reduction, 2.5.12 default(present)): agents' states are double-buffered `acc_malloc` arrays
 * the constructs name with `deviceptr`, each day every susceptible agent is exposed with a
 * probability from its infectious neighbours (a counter-based hash RNG), exposed and infectious
 * agents advance on fixed clocks, newly infected agents are appended to the day's list with
 * `atomic capture` (`k = nnew++`), and the compartment counts are `+` reductions. Checked against
 * the host. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <openacc.h>
#include "check.h"
#define NAG 3000
#define DEG 6
#define DAYS 40
enum { S, E, I, R };

/* the routine directive names the function at its prototype: the definition must be in its
 * scope (2.15.1) */
static unsigned hsh(unsigned a, unsigned b);
#pragma acc routine(hsh) seq

static unsigned hsh(unsigned a, unsigned b)
{
    unsigned h = a * 0xcc9e2d51u ^ b * 0x1b873593u;
    h ^= h >> 16; h *= 0x85ebca6bu; h ^= h >> 13; h *= 0xc2b2ae35u; h ^= h >> 16;
    return h;
}

static void day_host(int d, const int *rp, const int *nb, const unsigned char *st, unsigned char *ns,
                     unsigned char *clk, unsigned char *nclk)
{
    for (int a = 0; a < NAG; a++) {
        unsigned char s = st[a], c = clk[a];
        if (s == S) {
            int inf = 0;
            for (int e = rp[a]; e < rp[a + 1]; e++) inf += st[nb[e]] == I;
            if (inf && hsh(a, d) % 1000 < 120u * inf) { s = E; c = 0; }
        } else if (s == E) { if (++c >= 3) { s = I; c = 0; } }
        else if (s == I) { if (++c >= 5) { s = R; c = 0; } }
        ns[a] = s; nclk[a] = c;
    }
}

int main(void)
{
    int *rp = malloc((NAG + 1) * sizeof(int)), *nb = malloc(NAG * DEG * sizeof(int));
    unsigned char *st = calloc(NAG, 1), *clk = calloc(NAG, 1), *hs = calloc(NAG, 1), *hc = calloc(NAG, 1);
    unsigned char *t1 = malloc(NAG), *t2 = malloc(NAG);
    int *newl = malloc(NAG * sizeof(int));
    for (int a = 0; a <= NAG; a++) rp[a] = a * DEG;
    for (int a = 0; a < NAG; a++)
        for (int k = 0; k < DEG; k++) /* a ring lattice with long-range shortcuts */
            nb[a * DEG + k] = k < 4 ? (a + NAG + (k < 2 ? k - 2 : k - 1)) % NAG : (int)(hsh(a, 1000 + k) % NAG);
    for (int a = 0; a < NAG; a += 500) st[a] = hs[a] = I;
    int *d_rp = acc_malloc((NAG + 1) * sizeof(int)), *d_nb = acc_malloc(NAG * DEG * sizeof(int));
    unsigned char *d_st[2] = {acc_malloc(NAG), acc_malloc(NAG)}, *d_clk[2] = {acc_malloc(NAG), acc_malloc(NAG)};
    int *d_new = acc_malloc(NAG * sizeof(int)), *d_cnt = acc_malloc(sizeof(int));
    acc_memcpy_to_device(d_rp, rp, (NAG + 1) * sizeof(int));
    acc_memcpy_to_device(d_nb, nb, NAG * DEG * sizeof(int));
    acc_memcpy_to_device(d_st[0], st, NAG);
    acc_memcpy_to_device(d_clk[0], clk, NAG);
    int counts[DAYS][4], newcount[DAYS], sumnew[DAYS];
    for (int d = 0; d < DAYS; d++) {
        unsigned char *cs = d_st[d & 1], *cc = d_clk[d & 1], *nsn = d_st[!(d & 1)], *nc = d_clk[!(d & 1)];
        int zero = 0;
        acc_memcpy_to_device(d_cnt, &zero, sizeof(int));
#pragma acc parallel loop deviceptr(d_rp, d_nb, cs, cc, nsn, nc, d_new, d_cnt) default(present)
        for (int a = 0; a < NAG; a++) {
            unsigned char s = cs[a], c = cc[a];
            if (s == S) {
                int inf = 0;
                for (int e = d_rp[a]; e < d_rp[a + 1]; e++) inf += cs[d_nb[e]] == I;
                if (inf && hsh(a, d) % 1000 < 120u * inf) {
                    s = E; c = 0;
                    int k;
#pragma acc atomic capture
                    k = (*d_cnt)++;
                    d_new[k] = a;
                }
            } else if (s == E) { if (++c >= 3) { s = I; c = 0; } }
            else if (s == I) { if (++c >= 5) { s = R; c = 0; } }
            nsn[a] = s; nc[a] = c;
        }
        int ns = 0, ne = 0, ni = 0, nr = 0;
#pragma acc parallel loop reduction(+:ns, ne, ni, nr) deviceptr(nsn)
        for (int a = 0; a < NAG; a++) { ns += nsn[a] == S; ne += nsn[a] == E; ni += nsn[a] == I; nr += nsn[a] == R; }
        counts[d][S] = ns; counts[d][E] = ne; counts[d][I] = ni; counts[d][R] = nr;
        acc_memcpy_from_device(&newcount[d], d_cnt, sizeof(int));
        acc_memcpy_from_device(newl, d_new, newcount[d] * sizeof(int));
        sumnew[d] = 0;
        for (int k = 0; k < newcount[d]; k++) sumnew[d] += newl[k];
    }
    acc_memcpy_from_device(st, d_st[DAYS & 1], NAG);
    acc_free(d_rp); acc_free(d_nb); acc_free(d_st[0]); acc_free(d_st[1]);
    acc_free(d_clk[0]); acc_free(d_clk[1]); acc_free(d_new); acc_free(d_cnt);
    int peak = 0;
    for (int d = 0; d < DAYS; d++) {
        day_host(d, rp, nb, hs, t1, hc, t2);
        int nn = 0, sn = 0, c[4] = {0, 0, 0, 0};
        for (int a = 0; a < NAG; a++) {
            if (hs[a] == S && t1[a] == E) { nn++; sn += a; }
            c[t1[a]]++;
        }
        memcpy(hs, t1, NAG); memcpy(hc, t2, NAG);
        CHECK(newcount[d] == nn && sumnew[d] == sn);
        for (int k = 0; k < 4; k++) CHECK(counts[d][k] == c[k]);
        peak = c[I] > peak ? c[I] : peak;
    }
    CHECK(memcmp(st, hs, NAG) == 0);
    CHECK(peak > 50 && counts[DAYS - 1][R] > NAG / 10);
    free(rp); free(nb); free(st); free(clk); free(hs); free(hc); free(t1); free(t2); free(newl);
    CHECK_DONE();
}
