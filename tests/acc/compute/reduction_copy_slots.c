/* The copy of a scalar reduction variable (OpenACC 3.3, 2.5.15 and 2.6.2: "treated as if it
 * also appears in a copy clause"; or written as copy(s)) carries the runtime's reduction hint:
 * when the variable is not present and the region is synchronous, the runtime may back the
 * device copy with a host slot (host memory the device addresses) instead of device memory
 * and two driver copies. Whatever backs it, the results must be those of a copy: every type
 * and operator here, with the variable not present, present (data copy, acc_copyin) and
 * written as copy(s), in parallel, serial and kernels constructs, several times in a row, from
 * two host threads at once, and with an async region (the usual path) between. */
/* oxacc-gpu-check: no-racecheck (many_gangs runs 4500 blocks, which racecheck took minutes
 * over on an H200, 2026-11-28; the reductions' shared-memory combines are raced by the other
 * reduction programs) */
#include <openacc.h>
#include <pthread.h>
#include <stdbool.h>
#include "check.h"

enum { N = 1000, ROUNDS = 4 }; /* few: the GPU check runs it under racecheck too */

static int a[N];

static void types_and_operators(void) {
    int si = 7;
    long sl = -3;
    double sd = 0.5;
    float sf = 1.0f;
    unsigned su = 0;
    long long sp = 1;
    int mx = -100, mn = 100;
    char cmax = 'a', cmin = 'z';
    short hs = 2;
    _Bool band = 1, bor = 0;
    int bits_and = ~0, bits_or = 0, bits_xor = 0;
#pragma acc parallel loop reduction(+:si)
    for (int i = 0; i < N; i++) si += a[i];
#pragma acc parallel loop reduction(+:sl)
    for (int i = 0; i < N; i++) sl += a[i] - 1;
#pragma acc parallel loop reduction(+:sd)
    for (int i = 0; i < N; i++) sd += 0.25 * a[i];
#pragma acc parallel loop reduction(*:sf)
    for (int i = 0; i < 20; i++) sf *= (i % 4 == 0) ? 2.0f : 1.0f;
#pragma acc parallel loop reduction(+:su)
    for (int i = 0; i < N; i++) su += (unsigned)i;
#pragma acc parallel loop reduction(*:sp)
    for (int i = 0; i < 40; i++) sp *= (i % 8 == 0) ? 3 : 1;
#pragma acc parallel loop reduction(max:mx)
    for (int i = 0; i < N; i++) mx = a[i] * 3 > mx ? a[i] * 3 : mx;
#pragma acc parallel loop reduction(min:mn)
    for (int i = 0; i < N; i++) mn = a[i] - 5 < mn ? a[i] - 5 : mn;
#pragma acc parallel loop reduction(max:cmax)
    for (int i = 0; i < 26; i++) cmax = (char)('a' + i) > cmax ? (char)('a' + i) : cmax;
#pragma acc parallel loop reduction(min:cmin)
    for (int i = 0; i < 26; i++) cmin = (char)('a' + i) < cmin ? (char)('a' + i) : cmin;
#pragma acc parallel loop reduction(+:hs)
    for (int i = 0; i < 100; i++) hs += 1;
#pragma acc parallel loop reduction(&&:band)
    for (int i = 0; i < N; i++) band = band && a[i] < 7;
#pragma acc parallel loop reduction(||:bor)
    for (int i = 0; i < N; i++) bor = bor || a[i] == 6;
#pragma acc parallel loop reduction(&:bits_and)
    for (int i = 0; i < N; i++) bits_and &= ~(1 << a[i]) | (i < 7 ? 0 : ~0);
#pragma acc parallel loop reduction(|:bits_or)
    for (int i = 0; i < N; i++) bits_or |= 1 << a[i];
#pragma acc parallel loop reduction(^:bits_xor)
    for (int i = 0; i < 8; i++) bits_xor ^= 1 << i;
    /* a[i] = i % 7: the sum of a is 142 * 21 + (0 + 1 + ... + 5) = 2997 */
    CHECK(si == 7 + 2997);
    CHECK(sl == -3 + 2997 - N);
    CHECK(sd == 0.5 + 0.25 * 2997);
    CHECK(sf == 32.0f);
    CHECK(su == 499500u);
    CHECK(sp == 243);
    CHECK(mx == 18);
    CHECK(mn == -5);
    CHECK(cmax == 'z');
    CHECK(cmin == 'a');
    CHECK(hs == 102);
    CHECK(band == 1);
    CHECK(bor == 1);
    CHECK(bits_and == ~0x7f);
    CHECK(bits_or == 0x7f);
    CHECK(bits_xor == 0xff);
    if (acc_get_device_type() != acc_device_host) /* shared memory: everything is present */
        CHECK(!acc_is_present(&si, sizeof si) && !acc_is_present(&sd, sizeof sd));
}

/* The same region again and again: each round starts from the value the last one left. */
static void rounds(void) {
    double s = 1.0;
    long n = 0;
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc parallel loop reduction(+:s, n)
        for (int i = 0; i < N; i++) {
            s += a[i];
            n += 1;
        }
        CHECK(s == 1.0 + 2997.0 * (r + 1));
        CHECK(n == (long)N * (r + 1));
    }
    float m = 0.0f;
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc serial loop reduction(max:m)
        for (int i = 0; i < N; i++) m = a[i] + r > m ? (float)(a[i] + r) : m;
        CHECK(m == 6.0f + r);
    }
    int k = 0;
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc kernels loop reduction(+:k)
        for (int i = 0; i < N; i++) k += a[i];
        CHECK(k == 2997 * (r + 1));
    }
    /* explicit copy(s) of the reduction variable */
    double e = 2.0;
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc parallel loop copy(e) reduction(+:e)
        for (int i = 0; i < N; i++) e += 1.0;
        CHECK(e == 2.0 + (double)N * (r + 1));
    }
    /* the reduction of a loop inside the construct, combined into the construct's copy at
     * the region's end (2.9.11) */
    long t = 5;
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc parallel copy(t)
        {
#pragma acc loop reduction(+:t)
            for (int i = 0; i < N; i++) t += a[i];
        }
        CHECK(t == 5 + 2997L * (r + 1));
    }
}

/* Present data: the region's copy is a present increment; the device copy holds the sums
 * until the data lifetime ends. */
static void present(void) {
    double s = 1.0;
    int c = 0;
#pragma acc data copy(s, c)
    {
        for (int r = 0; r < ROUNDS; r++) {
#pragma acc parallel loop reduction(+:s) reduction(+:c)
            for (int i = 0; i < N; i++) {
                s += a[i];
                c += 1;
            }
#pragma acc parallel loop copy(s) reduction(+:s)
            for (int i = 0; i < N; i++) s += 1.0;
        }
        if (acc_get_device_type() != acc_device_host) CHECK(s == 1.0); /* not copied back yet */
#pragma acc update self(s)
        CHECK(s == 1.0 + (2997.0 + N) * ROUNDS);
    }
    CHECK(s == 1.0 + (2997.0 + N) * ROUNDS);
    CHECK(c == N * ROUNDS);
    if (acc_get_device_type() != acc_device_host) CHECK(!acc_is_present(&s, sizeof s));
    /* present through the API (dynamic reference counter) */
    long d = 10;
    acc_copyin(&d, sizeof d);
    for (int r = 0; r < ROUNDS; r++) {
#pragma acc parallel loop reduction(+:d)
        for (int i = 0; i < N; i++) d += 1;
        CHECK(acc_is_present(&d, sizeof d));
    }
    acc_copyout(&d, sizeof d);
    CHECK(d == 10 + (long)N * ROUNDS);
    /* alternating: present in one round, absent in the next */
    int z = 0;
    for (int r = 0; r < ROUNDS; r++) {
        if (r % 2) {
#pragma acc data copy(z)
            {
#pragma acc parallel loop reduction(+:z)
                for (int i = 0; i < N; i++) z += 1;
            }
        } else {
#pragma acc parallel loop reduction(+:z)
            for (int i = 0; i < N; i++) z += 1;
        }
        CHECK(z == N * (r + 1));
    }
}

/* An async region's copy takes the usual path; synchronous ones around it the slot. */
static void with_async(void) {
    double s = 0.0, u = 0.0;
    for (int r = 0; r < 10; r++) {
#pragma acc parallel loop reduction(+:s) async(1)
        for (int i = 0; i < N; i++) s += 1.0;
#pragma acc parallel loop reduction(+:u)
        for (int i = 0; i < N; i++) u += 2.0;
#pragma acc wait(1)
        CHECK(s == (double)N * (r + 1));
        CHECK(u == 2.0 * N * (r + 1));
    }
}

struct job {
    int id;
    int failures;
};

static void *worker(void *arg) {
    struct job *j = arg;
    double s = j->id;
    long n = 0;
    for (int r = 0; r < ROUNDS * 2; r++) {
#pragma acc parallel loop reduction(+:s) reduction(+:n)
        for (int i = 0; i < N; i++) {
            s += a[i];
            n += 1;
        }
        if (s != j->id + 2997.0 * (r + 1) || n != (long)N * (r + 1)) j->failures++;
    }
    return 0;
}

/* More gangs than the kernel's per-block scratch holds (4096): each gang then combines its
 * value into the reduction's device copy with an atomic operation, which a host slot must
 * take as device memory does (atomic from the device's point of view). */
static void many_gangs(void) {
    long s = 0;
    double d = 0;
    int mx = -1, mn = 1 << 30;
#pragma acc parallel loop num_gangs(4500) vector_length(32) reduction(+:s, d) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < 4500 * 32; i++) {
        s += i % 5;
        d += 0.5;
        mx = mx > i % 1001 ? mx : i % 1001;
        mn = mn < (i % 997) + 3 ? mn : (i % 997) + 3;
    }
    CHECK(s == 4500L * 32 / 5 * 10);
    CHECK(d == 4500.0 * 32 * 0.5);
    CHECK(mx == 1000);
    CHECK(mn == 3);
}

static void two_threads(void) {
    pthread_t t[2];
    struct job jobs[2] = {{1, 0}, {2, 0}};
    for (int k = 0; k < 2; k++) CHECK(pthread_create(&t[k], 0, worker, &jobs[k]) == 0);
    for (int k = 0; k < 2; k++) pthread_join(t[k], 0);
    CHECK(jobs[0].failures == 0);
    CHECK(jobs[1].failures == 0);
}

int main(void) {
    for (int i = 0; i < N; i++) a[i] = i % 7;
#pragma acc enter data copyin(a)
    types_and_operators();
    rounds();
    present();
    with_async();
    many_gangs();
    two_threads();
#pragma acc exit data delete(a)
    if (acc_get_device_type() != acc_device_host) CHECK(!acc_is_present(a, sizeof a));
    CHECK_DONE();
}
