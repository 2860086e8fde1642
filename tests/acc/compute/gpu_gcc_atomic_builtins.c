/* GCC's atomic builtins in compute regions (gcc manual, "Legacy __sync Built-in Functions" and
 * "Built-in Functions for Memory Model Aware Atomic Operations"), as OpenACC codes use them
 * where the atomic construct (OpenACC 3.3, 2.12) has no form: a hash table built with
 * `__sync_val_compare_and_swap` (open addressing), an atomic minimum of a packed key and an
 * atomic maximum of a double through CAS loops, a spin lock, and every fetch-and-op on 1, 2,
 * 4 and 8-byte locations, under contention. Each made its region run only on the host
 * before (a warning; emul and a GPU stopped at the region). */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include "check.h"

#define N 6000
#define TBL 4096 /* a power of two, above the number of distinct keys */
#define EMPTY 0xffffffffu

#pragma acc routine seq
static uint32_t hash32(uint32_t k) {
    k ^= k >> 16;
    k *= 0x85ebca6bu;
    k ^= k >> 13;
    return k;
}

/* Open-addressing insert: the slot's key by CAS, then the count of the key by fetch-and-add. */
#pragma acc routine seq
static void insert(uint32_t *keys, int *counts, uint32_t k) {
    uint32_t h = hash32(k) & (TBL - 1);
    for (;;) {
        uint32_t prev = __sync_val_compare_and_swap(&keys[h], EMPTY, k);
        if (prev == EMPTY || prev == k) {
            __sync_fetch_and_add(&counts[h], 1);
            return;
        }
        h = (h + 1) & (TBL - 1);
    }
}

static void hash_table(void) {
    static uint32_t keys[TBL];
    static int counts[TBL];
    for (int i = 0; i < TBL; i++) { keys[i] = EMPTY; counts[i] = 0; }
#pragma acc parallel loop copy(keys, counts)
    for (int i = 0; i < N; i++) insert(keys, counts, (uint32_t)(i % 1000) * 7u);
    int used = 0, total = 0, bad = 0;
    for (int i = 0; i < TBL; i++) {
        if (keys[i] == EMPTY) continue;
        used++;
        total += counts[i];
        if (keys[i] % 7u != 0 || counts[i] != N / 1000) bad++;
    }
    CHECK(used == 1000);
    CHECK(total == N);
    CHECK(bad == 0);
}

/* Per-group minimum of a packed (value, index) key and maximum of a double, by CAS loops. */
static void cas_loops(void) {
    unsigned long long best[8];
    double mx[8];
    for (int g = 0; g < 8; g++) { best[g] = ~0ull; mx[g] = -1.0; }
#pragma acc parallel loop copy(best, mx)
    for (int i = 0; i < N; i++) {
        int g = i % 8;
        unsigned long long key = ((unsigned long long)((i * 37) % 1001) << 32) | (unsigned)i;
        unsigned long long cur = __atomic_load_n(&best[g], __ATOMIC_RELAXED);
        while (key < cur) {
            unsigned long long old = __sync_val_compare_and_swap(&best[g], cur, key);
            if (old == cur) break;
            cur = old;
        }
        double v = (double)((i * 53) % 997) / 4.0, seen = mx[g];
        while (v > seen && !__atomic_compare_exchange(&mx[g], &seen, &v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
        }
    }
    for (int g = 0; g < 8; g++) {
        unsigned long long want = ~0ull;
        double wmx = -1.0;
        for (int i = g; i < N; i += 8) {
            unsigned long long key = ((unsigned long long)((i * 37) % 1001) << 32) | (unsigned)i;
            if (key < want) want = key;
            double v = (double)((i * 53) % 997) / 4.0;
            if (v > wmx) wmx = v;
        }
        CHECK(best[g] == want);
        CHECK(mx[g] == wmx);
    }
}

/* Every fetch-and-op and op-and-fetch, on locations of each size; the values they return are
 * checked as a set (each old value seen once). */
static void fetch_ops(void) {
    int ia = 0, isub = 0;
    long long lor = 0, land = -1;
    unsigned char cx = 0;
    short sa = 0;
    unsigned int un = 0xffffffffu;
    int seen[N];
    unsigned char flags[64];
    memset(flags, 0, sizeof flags);
#pragma acc parallel loop copy(ia, isub, lor, land, cx, sa, un, flags) copyout(seen)
    for (int i = 0; i < N; i++) {
        int old = __sync_fetch_and_add(&ia, 1);
        seen[i] = old;
        __atomic_sub_fetch(&isub, 3, __ATOMIC_RELAXED);
        __sync_or_and_fetch(&lor, 1ll << (i % 63));
        __atomic_fetch_and(&land, ~(1ll << (i % 61)), __ATOMIC_ACQ_REL);
        __sync_xor_and_fetch(&cx, (unsigned char)(1u << (i % 8)));
        __atomic_add_fetch(&sa, (short)2, __ATOMIC_SEQ_CST);
        __atomic_nand_fetch(&un, 0u, __ATOMIC_RELAXED); /* ~(un & 0) is all ones: stays */
        __atomic_test_and_set(&flags[i % 64], __ATOMIC_SEQ_CST);
    }
    CHECK(ia == N);
    CHECK(isub == -3 * N);
    CHECK(lor == 0x7fffffffffffffffll);
    CHECK(land == ~((1ll << 61) - 1));
    CHECK(cx == 0); /* every bit flipped N/8 = 750 times: an even number */
    CHECK(sa == (short)(2 * N));
    CHECK(un == 0xffffffffu);
    int ok = 1;
    for (int i = 0; i < 64; i++) ok &= flags[i] == 1;
    CHECK(ok);
    /* each old value of the counter returned once */
    static unsigned char hit[N];
    memset(hit, 0, sizeof hit);
    int dup = 0;
    for (int i = 0; i < N; i++) {
        if (seen[i] < 0 || seen[i] >= N || hit[seen[i]]) dup++;
        else hit[seen[i]] = 1;
    }
    CHECK(dup == 0);
}

/* A spin lock (`__sync_lock_test_and_set` / `__sync_lock_release`) around a plain update of a
 * double, and exchanges and stores. */
static void lock_and_exchange(void) {
    int lock = 0;
    double sum = 0;
    long last = -1;
    unsigned char done = 0;
#pragma acc parallel loop copy(lock, sum, last, done) num_gangs(4) vector_length(32)
    for (int i = 0; i < 256; i++) {
        while (__sync_lock_test_and_set(&lock, 1)) {
        }
        sum += 0.5;
        __sync_lock_release(&lock);
        long prev = __atomic_exchange_n(&last, (long)i, __ATOMIC_ACQ_REL);
        if (prev < -1 || prev > 255) __atomic_store_n(&done, (unsigned char)7, __ATOMIC_RELEASE);
        __sync_synchronize();
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
    }
    CHECK(lock == 0);
    CHECK(sum == 128.0);
    CHECK(last >= 0 && last < 256);
    CHECK(done == 0);
    int v = 5, e = 4;
    bool b1, b2;
#pragma acc serial copy(v, e) copyout(b1, b2)
    {
        b1 = __atomic_compare_exchange_n(&v, &e, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
        b2 = __sync_bool_compare_and_swap(&v, 5, 6);
    }
    CHECK(!b1 && e == 5);
    CHECK(b2 && v == 6);
}

int main(void) {
    hash_table();
    cas_loops();
    fetch_ops();
    lock_and_exchange();
    CHECK_DONE();
}
