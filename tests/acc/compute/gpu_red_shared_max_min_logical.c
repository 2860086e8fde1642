/* OpenACC 3.3, 2.5.15: construct reductions with max, min, && and || on small arrays, written
 * as the assignments users write (`v[i] = fmax(v[i], x)`, `v[i] = v[i] > x ? v[i] : x` and its
 * mirrors, `v[i] = v[i] && x`, `v[i] = x || v[i]`, `if (x > v[i]) v[i] = x;`), keep one copy
 * per gang in shared memory
 * updated with shared atomics on the GPU, as `+=` histograms do (before: a private copy per
 * thread, combined element by element over the block). Forms that cannot become one atomic
 * keep the copy per thread: an operand of another integer type (the comparison would change),
 * an operand with an effect, a read of the variable. Float and double elements, `&&` with an
 * operand 0.5 on an int element (its truth value, not a truncation), initial values other
 * than the identity, trip counts not multiples of the block, smaller than one block, zero.
 * crates/oxacc-lower/tests/snapshots_cuda.rs `small_array_reduction_is_a_shared_histogram`
 * shows the kernel. */
#include <math.h>
#include "check.h"

enum { NB = 7 };

static int bin(int i) { return (int)(((unsigned)i * 2654435761u) >> 9) % NB; }
static double val(int i) { return (double)((i * 7919) % 1009) - 500.5; }

int main(void) {
    static const int sizes[] = {5003, 255, 3, 0, 256};
    for (int t = 0; t < 5; t++) {
        int n = sizes[t];
        double dmx[NB], dmn[NB];
        float fmx[NB], fmn[NB];
        int imx[NB], imn[NB], la[NB], lo[NB], lh[NB];
        long long lmx[NB];
        double wdmx[NB], wdmn[NB];
        float wfmx[NB], wfmn[NB];
        int wimx[NB], wimn[NB], wla[NB], wlo[NB], wlh[NB];
        long long wlmx[NB];
        for (int b = 0; b < NB; b++) {
            dmx[b] = wdmx[b] = -1000.0 + b;
            dmn[b] = wdmn[b] = 1000.0 - b;
            fmx[b] = wfmx[b] = 3.5f;
            fmn[b] = wfmn[b] = -3.5f;
            imx[b] = wimx[b] = b * 100;
            imn[b] = wimn[b] = -b * 100;
            la[b] = wla[b] = b != 3;
            lo[b] = wlo[b] = b == 4;
            lh[b] = wlh[b] = 1;
            lmx[b] = wlmx[b] = -5;
        }
#pragma acc parallel loop reduction(max:dmx, fmx, imx, lmx) reduction(min:dmn, fmn, imn) reduction(&&:la, lh) reduction(||:lo)
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            double x = val(i);
            float xf = (float)x;
            int xi = (int)x;
            dmx[b] = fmax(dmx[b], x);
            dmn[(b + 1) % NB] = fmin(x, dmn[(b + 1) % NB]);
            fmx[b] = xf > fmx[b] ? xf : fmx[b];
            fmn[b] = fmn[b] <= xf ? fmn[b] : xf;
            imx[b] = imx[b] < xi ? xi : imx[b];
            imn[b] = xi >= imn[b] ? imn[b] : xi;
            la[b] = la[b] && (i % 97 != 5);
            lo[b] = (i % 89 == 7) || lo[b];
            lh[b] = lh[b] && 0.5;
            /* An int operand on a long long element: kept per thread. */
            lmx[b] = lmx[b] > xi ? lmx[b] : xi;
        }
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            double x = val(i);
            float xf = (float)x;
            int xi = (int)x;
            wdmx[b] = fmax(wdmx[b], x);
            wdmn[(b + 1) % NB] = fmin(x, wdmn[(b + 1) % NB]);
            wfmx[b] = xf > wfmx[b] ? xf : wfmx[b];
            wfmn[b] = wfmn[b] <= xf ? wfmn[b] : xf;
            wimx[b] = wimx[b] < xi ? xi : wimx[b];
            wimn[b] = xi >= wimn[b] ? wimn[b] : xi;
            wla[b] = wla[b] && (i % 97 != 5);
            wlo[b] = (i % 89 == 7) || wlo[b];
            wlh[b] = wlh[b] && 0.5;
            wlmx[b] = wlmx[b] > xi ? wlmx[b] : xi;
        }
        for (int b = 0; b < NB; b++) {
            CHECK(dmx[b] == wdmx[b]);
            CHECK(dmn[b] == wdmn[b]);
            CHECK(fmx[b] == wfmx[b]);
            CHECK(fmn[b] == wfmn[b]);
            CHECK(imx[b] == wimx[b]);
            CHECK(imn[b] == wimn[b]);
            CHECK(la[b] == wla[b]);
            CHECK(lo[b] == wlo[b]);
            CHECK(lh[b] == wlh[b]);
            CHECK(lmx[b] == wlmx[b]);
        }
    }

    /* The guarded forms: `if (x > v[i]) v[i] = x;` (max), `if (v[i] > x) { v[i] = x; }`
     * (min); with an `else`, or an operand of another integer type, kept per thread. */
    for (int t = 0; t < 3; t++) {
        int n = t == 0 ? 30011 : t == 1 ? 31 : 0;
        double gmx[NB], wgmx[NB];
        int gmn[NB], wgmn[NB], ge[NB], wge[NB];
        long long gl[NB], wgl[NB];
        for (int b = 0; b < NB; b++) {
            gmx[b] = wgmx[b] = -1e9;
            gmn[b] = wgmn[b] = 1 << 30;
            ge[b] = wge[b] = 0;
            gl[b] = wgl[b] = 0;
        }
#pragma acc parallel loop reduction(max:gmx, ge, gl) reduction(min:gmn)
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            double x = val(i);
            int xi = (int)x;
            if (x > gmx[b]) gmx[b] = x;
            if (gmn[(b + 3) % NB] > xi) {
                gmn[(b + 3) % NB] = xi;
            }
            if (ge[b] < xi) ge[b] = xi;
            else ge[b] = ge[b];
            if (xi > gl[b]) gl[b] = xi;
        }
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            double x = val(i);
            int xi = (int)x;
            if (x > wgmx[b]) wgmx[b] = x;
            if (wgmn[(b + 3) % NB] > xi) wgmn[(b + 3) % NB] = xi;
            if (wge[b] < xi) wge[b] = xi;
            if (xi > wgl[b]) wgl[b] = xi;
        }
        for (int b = 0; b < NB; b++) {
            CHECK(gmx[b] == wgmx[b]);
            CHECK(gmn[b] == wgmn[b]);
            CHECK(ge[b] == wge[b]);
            CHECK(gl[b] == wgl[b]);
        }
    }

    /* A worker and vector loop, a subarray with a lower bound. */
    {
        enum { N = 10007 };
        double m[12];
        for (int b = 0; b < 12; b++) m[b] = -1e300;
#pragma acc parallel loop gang worker vector num_workers(2) vector_length(64) reduction(max:m[3:5])
        for (int i = 0; i < N; i++) m[3 + i % 5] = fmax(m[3 + i % 5], val(i));
        double w[12];
        for (int b = 0; b < 12; b++) w[b] = -1e300;
        for (int i = 0; i < N; i++) w[3 + i % 5] = fmax(w[3 + i % 5], val(i));
        for (int b = 0; b < 12; b++) CHECK(m[b] == w[b]);
    }
    CHECK_DONE();
}
