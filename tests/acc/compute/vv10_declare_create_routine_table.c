/* OpenACC 3.3, 2.13.2 (declare create) and 2.13.1 (declare copyin) at file scope with
 * routines that read them (2.15.1: a routine may use a declared global): a lookup table
 * filled on the host then moved by update device, a counter array the region writes and
 * update self reads back, and a const table of copyin; acc_is_present for each global and
 * the routine's view after a second update (V&V declare_create.c, routine with globals). */
#include <openacc.h>
#include "check.h"
#define T 32
#define N 100
float table[T];
#pragma acc declare create(table)
int hits[T];
#pragma acc declare create(hits)
static const int weights[4] = {1, 10, 100, 1000};
#pragma acc declare copyin(weights)
#pragma acc routine seq
static float lookup(int i) { return table[i % T] * weights[i % 4]; }
#pragma acc routine seq
static void count(int i) {
#pragma acc atomic update
    hits[i % T] += 1;
}
int main(void) {
    CHECK(acc_is_present(table, sizeof table) && acc_is_present(hits, sizeof hits));
    CHECK(acc_is_present((void *)weights, sizeof weights));
    for (int k = 0; k < T; k++) table[k] = k + 0.5f, hits[k] = 0;
#pragma acc update device(table, hits)
    float out[N];
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < N; i++) {
        out[i] = lookup(i);
        count(i);
    }
#pragma acc update self(hits)
    for (int i = 0; i < N; i++) CHECK(out[i] == (i % T + 0.5f) * weights[i % 4]);
    for (int k = 0; k < T; k++) CHECK(hits[k] == N / T + (k < N % T));
    for (int k = 0; k < T; k++) table[k] = -1.0f;
#pragma acc update device(table[0:T / 2])
#pragma acc parallel loop copyout(out)
    for (int i = 0; i < T; i++) out[i] = lookup(i);
    int shared = acc_get_property(0, acc_device_current, acc_property_shared_memory_support) != 0;
    for (int i = 0; i < T; i++)
        CHECK(out[i] == ((i < T / 2 || shared) ? -1.0f : i + 0.5f) * weights[i % 4]);
    CHECK_DONE();
}
