/* A spiking network of Izhikevich neurons as computational-neuroscience GPU codes step it:
 * membrane state as separate arrays (structure of arrays in a struct of pointers entered with
 * `enter data` and attached members, 2.6.6, 2.7.2), the synaptic input gathered per
 * postsynaptic neuron from a dense weight matrix over the previous step's spike flags (`loop
 * vector reduction(+:I)` inside `loop gang`, 2.9.11), the spikes of a step appended to a list
 * with `atomic capture` on a counter (2.12) and counted, the host reading the counter with
 * `update self` every step. Spike counts and the final state are checked against the host
 * (the spike list's order differs; it is compared sorted by neuron). */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "check.h"
#define NN 128
#define NE 100
#define STEPS 30
typedef struct { double *v, *u, *a, *d; int *fired; } net_t;

static int cmp(const void *x, const void *y) { return *(const int *)x - *(const int *)y; }

static double drive(int i, int t) { return (i < NE ? 14.0 : 9.0) * (((i * 7 + t * 13) % 11) / 10.0); }

int main(void)
{
    net_t n;
    n.v = malloc(NN * sizeof(double)); n.u = malloc(NN * sizeof(double));
    n.a = malloc(NN * sizeof(double)); n.d = malloc(NN * sizeof(double));
    n.fired = calloc(NN, sizeof(int));
    double *W = malloc(NN * NN * sizeof(double));
    static double hv[NN], hu[NN];
    static int hf[NN], hn[NN];
    for (int i = 0; i < NN; i++) {
        double r = ((i * 37) % 100) / 100.0;
        n.a[i] = i < NE ? 0.02 : 0.02 + 0.08 * r;
        n.d[i] = i < NE ? 8.0 - 6.0 * r * r : 2.0;
        n.v[i] = hv[i] = -65.0;
        n.u[i] = hu[i] = 0.2 * -65.0;
        for (int j = 0; j < NN; j++) W[i * NN + j] = j < NE ? 0.5 * ((i + j) % 7) / 7.0 : -1.0 * ((i * j) % 5) / 5.0;
    }
    int *list = malloc(NN * sizeof(int));
    int count = 0, total = 0, htotal = 0, bad = 0;
#pragma acc enter data copyin(n) copyin(n.v[0:NN], n.u[0:NN], n.a[0:NN], n.d[0:NN], n.fired[0:NN])
#pragma acc enter data copyin(W[0:NN*NN]) create(list[0:NN], count)
    for (int t = 0; t < STEPS; t++) {
        count = 0;
#pragma acc update device(count)
#pragma acc parallel loop gang present(n, W[0:NN*NN], list[0:NN], count)
        for (int i = 0; i < NN; i++) {
            double I = drive(i, t);
#pragma acc loop vector reduction(+:I)
            for (int j = 0; j < NN; j++) I += n.fired[j] ? W[i * NN + j] : 0.0;
            double v = n.v[i], u = n.u[i];
            v += 0.5 * (0.04 * v * v + 5 * v + 140 - u + I);
            v += 0.5 * (0.04 * v * v + 5 * v + 140 - u + I);
            u += n.a[i] * (0.2 * v - u);
            n.v[i] = v; n.u[i] = u;
        }
#pragma acc parallel loop present(n, list[0:NN], count)
        for (int i = 0; i < NN; i++) {
            int f = n.v[i] >= 30.0;
            n.fired[i] = f;
            if (f) {
                int slot;
#pragma acc atomic capture
                slot = count++;
                list[slot] = i;
                n.v[i] = -65.0;
                n.u[i] += n.d[i];
            }
        }
#pragma acc update self(count)
#pragma acc update self(list[0:count]) if(count > 0)
        total += count;
        /* the host's step */
        memcpy(hn, hf, sizeof hf);
        for (int i = 0; i < NN; i++) {
            double I = drive(i, t);
            for (int j = 0; j < NN; j++) I += hn[j] ? W[i * NN + j] : 0.0;
            double v = hv[i], u = hu[i];
            v += 0.5 * (0.04 * v * v + 5 * v + 140 - u + I);
            v += 0.5 * (0.04 * v * v + 5 * v + 140 - u + I);
            u += n.a[i] * (0.2 * v - u);
            hv[i] = v; hu[i] = u;
        }
        int hc = 0, hl[NN];
        for (int i = 0; i < NN; i++) {
            hf[i] = hv[i] >= 30.0;
            if (hf[i]) { hl[hc++] = i; hv[i] = -65.0; hu[i] += n.d[i]; }
        }
        htotal += hc;
        qsort(list, count, sizeof(int), cmp);
        bad += count != hc || memcmp(list, hl, hc * sizeof(int)) != 0;
    }
#pragma acc exit data copyout(n.v[0:NN], n.u[0:NN]) delete(n.a[0:NN], n.d[0:NN], n.fired[0:NN], n)
#pragma acc exit data delete(W[0:NN*NN], list[0:NN], count)
    CHECK(bad == 0 && total == htotal && total > 50);
    double e = 0.0;
    for (int i = 0; i < NN; i++) e = fmax(e, fabs(n.v[i] - hv[i]) + fabs(n.u[i] - hu[i]));
    CHECK(e < 1e-9);
    free(n.v); free(n.u); free(n.a); free(n.d); free(n.fired); free(W); free(list);
    CHECK_DONE();
}
