/* A mini NPB IS, shaped like the C OpenACC port of NAS IS: keys made on the host by NPB's
 * randlc (four deviates averaged, as create_seq does), kept in file-scope arrays with
 * `declare create` (2.13.2) and copied once with `update device` (2.14.4); each ranking
 * iteration modifies two keys in a `serial` region (2.5.3), counts keys per bucket and per
 * key with `atomic update` (2.12), turns the counts into a prefix sum on the device (a
 * `serial loop` over buckets, a gang loop per key range), then ranks the test keys.
 * The full verify sorts by the ranks with `atomic capture` slots and checks the order with a
 * `reduction(+:)`; the partial verify compares test-key ranks with a plain-C ranking. */
#include <string.h>
#include "check.h"

#define TOTAL_KEYS_LOG_2 14
#define MAX_KEY_LOG_2 10
#define NUM_BUCKETS_LOG_2 5
#define NKEYS (1 << TOTAL_KEYS_LOG_2)
#define MAX_KEY (1 << MAX_KEY_LOG_2)
#define NBUCKETS (1 << NUM_BUCKETS_LOG_2)
#define SHIFT (MAX_KEY_LOG_2 - NUM_BUCKETS_LOG_2)
#define MAX_ITERATIONS 6
#define TEST_ARRAY_SIZE 5

static int key_array[NKEYS], key_buff1[MAX_KEY], key_buff2[NKEYS];
static int bucket_size[NBUCKETS], bucket_ptrs[NBUCKETS];
static int sorted[NKEYS], slot[MAX_KEY];
#pragma acc declare create(key_array, key_buff1, key_buff2, bucket_size, bucket_ptrs, sorted, slot)

static const int test_index[TEST_ARRAY_SIZE] = {48, 812, 4096, 9000, 16000};
static int test_rank[MAX_ITERATIONS + 1][TEST_ARRAY_SIZE];

static double randlc(double *x, double a)
{
    const double r23 = 1.1920928955078125e-07, r46 = r23 * r23;
    const double t23 = 8.388608e+06, t46 = t23 * t23;
    double t1, t2, t3, t4, a1, a2, x1, x2, z;
    t1 = r23 * a;
    a1 = (int)t1;
    a2 = a - t23 * a1;
    t1 = r23 * *x;
    x1 = (int)t1;
    x2 = *x - t23 * x1;
    t1 = a1 * x2 + a2 * x1;
    t2 = (int)(r23 * t1);
    z = t1 - t23 * t2;
    t3 = t23 * z + a2 * x2;
    t4 = (int)(r46 * t3);
    *x = t3 - t46 * t4;
    return r46 * *x;
}

static void create_seq(double seed, double a)
{
    int k = MAX_KEY / 4;
    for (int i = 0; i < NKEYS; i++) {
        double x = randlc(&seed, a);
        x += randlc(&seed, a);
        x += randlc(&seed, a);
        x += randlc(&seed, a);
        key_array[i] = k * x;
    }
}

static void rank_device(int iteration)
{
#pragma acc serial present(key_array)
    {
        key_array[iteration] = iteration;
        key_array[iteration + MAX_ITERATIONS] = MAX_KEY - iteration;
    }
#pragma acc parallel loop present(bucket_size, key_buff1)
    for (int i = 0; i < MAX_KEY; i++) {
        key_buff1[i] = 0;
        if (i < NBUCKETS)
            bucket_size[i] = 0;
    }
#pragma acc parallel loop present(key_array, bucket_size, key_buff1)
    for (int i = 0; i < NKEYS; i++) {
        int k = key_array[i];
#pragma acc atomic update
        bucket_size[k >> SHIFT]++;
#pragma acc atomic
        key_buff1[k] += 1;
    }
    /* bucket pointers: an exclusive scan in one thread */
#pragma acc serial loop present(bucket_ptrs, bucket_size)
    for (int b = 0; b < 1; b++) {
        bucket_ptrs[0] = 0;
        for (int i = 1; i < NBUCKETS; i++)
            bucket_ptrs[i] = bucket_ptrs[i - 1] + bucket_size[i - 1];
    }
    /* inclusive scan of the key counts within each bucket, then offset by the bucket */
#pragma acc parallel loop gang present(key_buff1, bucket_ptrs)
    for (int b = 0; b < NBUCKETS; b++) {
        int base = b << SHIFT;
        int acc = bucket_ptrs[b];
        for (int j = 0; j < (1 << SHIFT); j++) {
            acc += key_buff1[base + j];
            key_buff1[base + j] = acc;
        }
    }
    int ranks[TEST_ARRAY_SIZE];
#pragma acc parallel loop present(key_array, key_buff1) copyin(test_index) copyout(ranks)
    for (int t = 0; t < TEST_ARRAY_SIZE; t++) {
        int k = key_array[test_index[t]];
        ranks[t] = k > 0 ? key_buff1[k - 1] : 0;
    }
    memcpy(test_rank[iteration], ranks, sizeof ranks);
}

static int full_verify(void)
{
    /* slot[k]: the next free position of key k, key_buff1 being the inclusive counts */
#pragma acc parallel loop present(slot, key_buff1)
    for (int k = 0; k < MAX_KEY; k++)
        slot[k] = k > 0 ? key_buff1[k - 1] : 0;
#pragma acc parallel loop present(slot, key_array, sorted)
    for (int i = 0; i < NKEYS; i++) {
        int k = key_array[i], pos;
#pragma acc atomic capture
        pos = slot[k]++;
        sorted[pos] = k;
    }
    int bad = 0;
#pragma acc parallel loop present(sorted) reduction(+:bad)
    for (int i = 1; i < NKEYS; i++)
        if (sorted[i - 1] > sorted[i])
            bad++;
    return bad;
}

/* plain C ranking for the partial verify */
static int h_keys[NKEYS], h_count[MAX_KEY];
static void rank_host(int iteration, int out[TEST_ARRAY_SIZE])
{
    h_keys[iteration] = iteration;
    h_keys[iteration + MAX_ITERATIONS] = MAX_KEY - iteration;
    memset(h_count, 0, sizeof h_count);
    for (int i = 0; i < NKEYS; i++)
        h_count[h_keys[i]]++;
    for (int k = 1; k < MAX_KEY; k++)
        h_count[k] += h_count[k - 1];
    for (int t = 0; t < TEST_ARRAY_SIZE; t++) {
        int k = h_keys[test_index[t]];
        out[t] = k > 0 ? h_count[k - 1] : 0;
    }
}

int main(void)
{
    create_seq(314159265.00, 1220703125.00);
    memcpy(h_keys, key_array, sizeof h_keys);
#pragma acc update device(key_array)
    for (int it = 1; it <= MAX_ITERATIONS; it++)
        rank_device(it);
    int bad = full_verify();
#pragma acc update self(sorted, key_buff1, bucket_size)
    CHECK(bad == 0);
    int total = 0;
    for (int b = 0; b < NBUCKETS; b++)
        total += bucket_size[b];
    CHECK(total == NKEYS);
    CHECK(key_buff1[MAX_KEY - 1] == NKEYS);
    for (int it = 1; it <= MAX_ITERATIONS; it++) {
        int want[TEST_ARRAY_SIZE];
        rank_host(it, want);
        for (int t = 0; t < TEST_ARRAY_SIZE; t++)
            if (test_rank[it][t] != want[t]) {
                fprintf(stderr, "iteration %d test %d: rank %d, want %d\n", it, t, test_rank[it][t], want[t]);
                CHECK(0);
            }
    }
    /* the sorted keys are the host keys' sorted multiset */
    for (int i = 0; i < NKEYS; i++)
        CHECK(i == 0 || sorted[i - 1] <= sorted[i]);
    long s1 = 0, s2 = 0;
    for (int i = 0; i < NKEYS; i++) {
        s1 += sorted[i];
        s2 += h_keys[i];
    }
    CHECK(s1 == s2);
    CHECK_DONE();
}
