/* OpenACC 3.3, 2.5.15 and 2.9.11: reductions on small arrays ("applying that reduction
 * operation to each element of the array or subarray individually"), the histogram pattern.
 * On the GPU a construct's reduction on a 1-D array of at most 8 KiB whose only uses are
 * `op=` / `++` / `--` updates in loops partitioned over the block's threads keeps one copy
 * per gang in shared memory, updated with shared atomics and combined with one atomic per
 * element per gang (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `small_array_reduction_is_a_shared_histogram` shows the kernel); the other forms keep a
 * private copy per thread. Every operator and element type, subarrays with a lower bound,
 * pointer sections, trip counts that are not multiples of the block, smaller than one block,
 * and zero; initial values other than the identity; updates in gang-redundant code (once per
 * gang); worker-and-vector loops. Exact values everywhere. */
#include "check.h"

enum { NB = 37 };

static int bin(int i) { return (int)(((unsigned)i * 2654435761u) >> 7) % NB; }

int main(void) {
    static const int sizes[] = {100003, 255, 7, 0, 256};
    for (int t = 0; t < 5; t++) {
        int n = sizes[t];
        int hi[NB];
        unsigned hu[NB];
        long long hl[NB];
        unsigned long long hul[NB];
        float hf[NB];
        double hd[NB];
        int want[NB];
        for (int b = 0; b < NB; b++) {
            hi[b] = b;
            hu[b] = 3u * b;
            hl[b] = -b;
            hul[b] = 0;
            hf[b] = 0.5f;
            hd[b] = 1.0;
            want[b] = 0;
        }
        for (int i = 0; i < n; i++) want[bin(i)]++;
#pragma acc parallel loop reduction(+:hi, hu, hl, hul, hf, hd)
        for (int i = 0; i < n; i++) {
            int b = bin(i);
            hi[b]++;
            ++hu[b];
            hu[(b + 1) % NB] += 2u;
            hl[b] += 1000000000LL * 3;
            hul[NB - 1 - b]--;
            hf[b] += 1.0f;
            hd[b] += 0.25;
        }
        for (int b = 0; b < NB; b++) {
            int w1 = want[(b + NB - 1) % NB];
            CHECK(hi[b] == b + want[b]);
            CHECK(hu[b] == 3u * b + (unsigned)want[b] + 2u * (unsigned)w1);
            CHECK(hl[b] == -b + 3000000000LL * want[b]);
            CHECK(hul[NB - 1 - b] == 0ull - (unsigned long long)want[b]);
            CHECK(hf[b] == 0.5f + (float)want[b]);
            CHECK(hd[b] == 1.0 + 0.25 * want[b]);
        }
    }

    /* * & | ^ on subarrays with a lower bound; elements outside them untouched. */
    {
        enum { N = 1000 };
        double pr[8];
        unsigned an[8], orr[8];
        long long xo[8];
        for (int b = 0; b < 8; b++) {
            pr[b] = 3.0;
            an[b] = 0xffffffffu;
            orr[b] = 0x100u;
            xo[b] = 5;
        }
#pragma acc parallel loop vector_length(64) reduction(*:pr[2:4]) reduction(&:an[1:6]) reduction(|:orr[0:8]) reduction(^:xo[3:5])
        for (int i = 0; i < N; i++) {
            if (i % 100 == 0) pr[2 + i / 100 % 4] *= 2.0;
            an[1 + i % 6] &= ~(1u << (i % 32));
            orr[i % 8] |= 1u << (i % 13);
            xo[3 + i % 5] ^= (long long)i << 20;
        }
        double wpr[8];
        unsigned wan[8], worr[8];
        long long wxo[8];
        for (int b = 0; b < 8; b++) {
            wpr[b] = 3.0;
            wan[b] = 0xffffffffu;
            worr[b] = 0x100u;
            wxo[b] = 5;
        }
        for (int i = 0; i < N; i++) {
            if (i % 100 == 0) wpr[2 + i / 100 % 4] *= 2.0;
            wan[1 + i % 6] &= ~(1u << (i % 32));
            worr[i % 8] |= 1u << (i % 13);
            wxo[3 + i % 5] ^= (long long)i << 20;
        }
        for (int b = 0; b < 8; b++) {
            CHECK(pr[b] == wpr[b]);
            CHECK(an[b] == wan[b]);
            CHECK(orr[b] == worr[b]);
            CHECK(xo[b] == wxo[b]);
        }
    }

    /* max, min, &&, || as assignments: one shared copy per gang too */
    {
        enum { N = 777 };
        int mx[5], mn[5], la[5], lo[5];
        for (int b = 0; b < 5; b++) {
            mx[b] = -1;
            mn[b] = 1 << 20;
            la[b] = 1;
            lo[b] = 0;
        }
#pragma acc parallel loop reduction(max:mx) reduction(min:mn) reduction(&&:la) reduction(||:lo)
        for (int i = 0; i < N; i++) {
            int b = i % 5;
            mx[b] = mx[b] > i ? mx[b] : i;
            mn[b] = mn[b] < i ? mn[b] : i;
            la[b] = la[b] && (i != 400);
            lo[b] = lo[b] || (i == 401);
        }
        for (int b = 0; b < 5; b++) {
            int last = N - 1 - ((N - 1 - b) % 5);
            CHECK(mx[b] == last);
            CHECK(mn[b] == b);
            CHECK(la[b] == (b != 400 % 5));
            CHECK(lo[b] == (b == 401 % 5));
        }
    }

    /* A pointer's section with a lower bound, a gang-worker-vector loop, odd sizes. */
    {
        enum { N = 50001 };
        int *p = (int *)calloc(20, sizeof(int));
        for (int b = 0; b < 20; b++) p[b] = 100;
#pragma acc parallel loop gang worker vector num_workers(3) vector_length(32) reduction(+:p[4:10])
        for (int i = 0; i < N; i++) p[4 + i % 10] += 2;
        for (int b = 0; b < 20; b++)
            CHECK(p[b] == (b >= 4 && b < 14 ? 100 + 2 * (N / 10 + (b - 4 < N % 10)) : 100));
        free(p);
    }

    /* Updates in gang-redundant code count once per gang (a private copy per thread); the
     * loop, the construct's only one, is partitioned over gangs and lanes. */
    {
        int g[4] = {0, 0, 0, 0};
#pragma acc parallel num_gangs(3) vector_length(32) reduction(+:g)
        {
            g[0] += 1;
#pragma acc loop vector
            for (int i = 0; i < 50; i++) g[1 + i % 3]++;
        }
        CHECK(g[0] == 3);
        CHECK(g[1] == 17 && g[2] == 17 && g[3] == 16);
        int h[4] = {0, 0, 0, 0};
#pragma acc parallel num_gangs(3) vector_length(32) reduction(+:h)
        {
#pragma acc loop vector
            for (int i = 0; i < 50; i++) h[i % 4] += i;
        }
        int wh[4] = {0, 0, 0, 0};
        for (int i = 0; i < 50; i++) wh[i % 4] += i;
        for (int b = 0; b < 4; b++) CHECK(h[b] == wh[b]);
    }

    /* A nested inner loop and a reduction clause on both levels. */
    {
        int c[16];
        for (int b = 0; b < 16; b++) c[b] = 0;
#pragma acc parallel loop gang reduction(+:c)
        for (int i = 0; i < 33; i++) {
#pragma acc loop vector reduction(+:c)
            for (int j = 0; j < 65; j++) c[(i + j) % 16] += 1;
        }
        int wc[16];
        for (int b = 0; b < 16; b++) wc[b] = 0;
        for (int i = 0; i < 33; i++)
            for (int j = 0; j < 65; j++) wc[(i + j) % 16] += 1;
        for (int b = 0; b < 16; b++) CHECK(c[b] == wc[b]);
    }
    CHECK_DONE();
}
