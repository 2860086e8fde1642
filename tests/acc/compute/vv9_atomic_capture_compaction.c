/* OpenACC 3.3, 2.12 (atomic capture) used as V&V-style stream compaction: each iteration
 * that passes a filter takes a unique slot with `{ slot = count; count++; }` (or
 * `slot = count++;` on a struct member, or `slot = bins[b]++` on an array element in a
 * kernels loop); the slots must be exactly 0..count-1 with no repeats and every selected
 * value stored once, in parallel, kernels and a routine seq called from a gang vector loop. */
#include "check.h"
#define N 5000
#define B 6
typedef struct {
    int count;
    int pad;
} counter_t;
#pragma acc routine seq
static int take(int *c) {
    int s;
#pragma acc atomic capture
    s = (*c)++;
    return s;
}
static int check_perm(const int *vals, int n, int total, int (*pred)(int)) {
    static char seen[N];
    int expect = 0, ok = 1;
    for (int i = 0; i < total; i++) {
        seen[i] = 0;
        if (pred(i)) expect++;
    }
    if (n != expect) return 0;
    for (int k = 0; k < n; k++) {
        int v = vals[k];
        if (v < 0 || v >= total || !pred(v) || seen[v]) ok = 0;
        else seen[v] = 1;
    }
    return ok;
}
static int by7(int i) { return i % 7 == 3; }
static int by5(int i) { return i % 5 != 0; }
static int by11(int i) { return (i * 3) % 11 < 4; }
int main(void) {
    static int out[N], out2[N], out3[N], slots[B][N];
    int count = 0;
#pragma acc parallel loop copy(count) copyout(out)
    for (int i = 0; i < N; i++) {
        if (i % 7 == 3) {
            int slot;
#pragma acc atomic capture
            {
                slot = count;
                count++;
            }
            out[slot] = i;
        }
    }
    CHECK(check_perm(out, count, N, by7));
    counter_t ct = {0, 0};
#pragma acc kernels copy(ct) copyout(out2)
    {
#pragma acc loop independent
        for (int i = 0; i < N; i++) {
            if (i % 5 != 0) {
                int slot;
#pragma acc atomic capture
                slot = ct.count++;
                out2[slot] = i;
            }
        }
    }
    CHECK(ct.pad == 0);
    CHECK(check_perm(out2, ct.count, N, by5));
    int c3 = 0;
#pragma acc parallel loop gang vector copy(c3) copyout(out3)
    for (int i = 0; i < N; i++)
        if ((i * 3) % 11 < 4) out3[take(&c3)] = i;
    CHECK(check_perm(out3, c3, N, by11));
    /* per-bin slots in a kernels loop on array elements */
    int bins[B] = {0};
#pragma acc kernels loop independent copy(bins) copyout(slots)
    for (int i = 0; i < N; i++) {
        int b = (i * 13) % B, s;
#pragma acc atomic capture
        s = bins[b]++;
        slots[b][s] = i;
    }
    for (int b = 0; b < B; b++) {
        int expect = 0;
        for (int i = 0; i < N; i++) expect += (i * 13) % B == b;
        CHECK(bins[b] == expect);
        long sum = 0, hsum = 0;
        for (int s = 0; s < bins[b] && s < N; s++) sum += slots[b][s];
        for (int i = 0; i < N; i++)
            if ((i * 13) % B == b) hsum += i;
        CHECK(sum == hsum);
    }
    CHECK_DONE();
}
