/* OpenACC 3.3, 2.12 atomic: update on array elements indexed by another array (a histogram
 * through an index table, and an index of an index), on members of an array of structs and of
 * a struct, capture blocks in both orders ({v = x; x binop= expr;} and {x binop= expr; v = x;})
 * on an indirect element and a member, and the write-capture form {v = x; x = expr;} with a
 * conditional expr that does not read x. A min or max update (`x = x < e ? x : e`) is not a
 * form of 2.12 (tests/ui/acc/atomic_non_binop_forms.c): a max/min reduction then an atomic
 * write stand in for it. V&V atomic_update_*, atomic_capture_*, atomic_structured_*. */
#include "check.h"
#define N 2000
#define B 16
struct acc_t { int hits; double sum; float fsum; long long big; };
static int idx[N], hist[B], order_a[N], order_b[N];
static struct acc_t bins[B];
static double val[N];
int main(void) {
    for (int i = 0; i < N; i++) { idx[i] = (i * 37 + 11) % B; val[i] = (i % 9) * 0.25; }
    for (int j = 0; j < B; j++) { hist[j] = 0; bins[j].hits = 0; bins[j].sum = 0; bins[j].fsum = 0; bins[j].big = 0; }
    struct acc_t tot = {0, 0, 0, 0};
#pragma acc parallel loop copyin(idx, val) copy(hist, bins, tot)
    for (int i = 0; i < N; i++) {
#pragma acc atomic update
        hist[idx[i]]++;
#pragma acc atomic
        bins[idx[i]].hits += 1;
#pragma acc atomic update
        bins[idx[i]].sum = bins[idx[i]].sum + val[i];
#pragma acc atomic
        bins[idx[idx[i]]].fsum += 1.0f;
#pragma acc atomic update
        bins[idx[i]].big = (long long)i + bins[idx[i]].big;
#pragma acc atomic
        tot.hits++;
#pragma acc atomic update
        tot.sum += val[i];
    }
    int href[B] = {0};
    double sref[B] = {0};
    float fref[B] = {0};
    long long bref[B] = {0};
    double total = 0;
    for (int i = 0; i < N; i++) { href[idx[i]]++; sref[idx[i]] += val[i]; fref[idx[idx[i]]] += 1; bref[idx[i]] += i; total += val[i]; }
    for (int j = 0; j < B; j++) {
        CHECK(hist[j] == href[j] && bins[j].hits == href[j]);
        CHECK(bins[j].sum == sref[j] && bins[j].fsum == fref[j] && bins[j].big == bref[j]);
    }
    CHECK(tot.hits == N && tot.sum == total);
    /* capture blocks in both orders on an indirect element and a member */
    int slot[B] = {0};
    int seen_before = 0, seen_after = 0;
#pragma acc parallel loop copyin(idx) copy(slot, tot) copyout(order_a, order_b)
    for (int i = 0; i < N; i++) {
        int v, w;
#pragma acc atomic capture
        { v = slot[idx[i]]; slot[idx[i]] += 2; }
#pragma acc atomic capture
        { tot.big += 3; w = tot.big; }
        order_a[i] = v;
        order_b[i] = (int)w;
    }
    /* every old value of slot[j] is a distinct even number below 2*href[j]; every new value
     * of tot.big is a distinct multiple of 3 */
    static char mark[3 * N + 1];
    int badv = 0;
    for (int i = 0; i < N; i++) {
        int j = idx[i];
        badv += order_a[i] % 2 != 0 || order_a[i] < 0 || order_a[i] >= 2 * href[j];
        int w = order_b[i];
        badv += w % 3 != 0 || w < 3 || w > 3 * N || mark[w]++;
    }
    CHECK(badv == 0);
    for (int j = 0; j < B; j++) seen_before += slot[j];
    seen_after = (int)tot.big;
    CHECK(seen_before == 2 * N && seen_after == 3 * N);
    /* min and max: reductions, then an atomic write of the result */
    double mx = -1;
    float mn = 1e30f;
#pragma acc parallel loop copyin(val) reduction(max:mx) reduction(min:mn)
    for (int i = 0; i < N; i++) { mx = mx > val[i] ? mx : val[i]; mn = mn < (float)val[i] + 1 ? mn : (float)val[i] + 1; }
    double gm = 0;
#pragma acc serial copy(gm)
    {
#pragma acc atomic write
        gm = mx + mn;
    }
    CHECK(gm == 2.0 + 1.0f);
    /* {v = x; x = expr;}: every thread swaps its own sign-flipped value in; the old values
     * seen are the initial one and all but one of the stored ones */
    double cur = 0.5, olds[64];
#pragma acc parallel loop copy(cur) copyout(olds)
    for (int i = 0; i < 64; i++) {
        double o;
        double e = i % 2 ? -(double)i : (double)i;
#pragma acc atomic capture
        { o = cur; cur = e < 0 ? -e : e + 0.0; }
        olds[i] = o;
    }
    int got_init = 0;
    double sum_olds = 0;
    for (int i = 0; i < 64; i++) { got_init += olds[i] == 0.5; sum_olds += olds[i]; }
    CHECK(got_init == 1 && cur >= 0 && cur < 64 && sum_olds == 0.5 + 63 * 64 / 2 - cur);
    CHECK_DONE();
}
