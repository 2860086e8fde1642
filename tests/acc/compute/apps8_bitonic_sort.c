/* A bitonic sorting network as GPU sorting codes port it to OpenACC: the host loops over the
 * stages `k` and sub-stages `j`, launching one `parallel loop` per sub-stage in which every
 * thread compares `i` with its partner `i ^ j` (only the lower index swaps), on data kept in a
 * `data` region; then a key-value variant on a struct array with `kernels loop independent`,
 * and a check that the result is sorted with a `reduction(+:)` count of inversions, on the
 * device. Checked against qsort. */
#include <string.h>
#include "check.h"
#define N 2048
typedef struct { unsigned key; int val; } kv_t;

static int cmpu(const void *a, const void *b)
{
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

int main(void)
{
    unsigned *a = malloc(N * sizeof(unsigned)), *ref = malloc(N * sizeof(unsigned));
    kv_t *kv = malloc(N * sizeof(kv_t));
    unsigned s = 2463534242u;
    for (int i = 0; i < N; i++) {
        s ^= s << 13; s ^= s >> 17; s ^= s << 5;
        a[i] = ref[i] = s % 100000u;
        kv[i].key = (s >> 7) % 5000u;
        kv[i].val = i;
    }
    qsort(ref, N, sizeof(unsigned), cmpu);
    int inversions = 0;
#pragma acc data copy(a[0:N], kv[0:N])
    {
        for (int k = 2; k <= N; k <<= 1)
            for (int j = k >> 1; j > 0; j >>= 1) {
#pragma acc parallel loop present(a)
                for (int i = 0; i < N; i++) {
                    int l = i ^ j;
                    if (l > i) {
                        int up = (i & k) == 0;
                        if ((up && a[i] > a[l]) || (!up && a[i] < a[l])) {
                            unsigned t = a[i]; a[i] = a[l]; a[l] = t;
                        }
                    }
                }
            }
        for (int k = 2; k <= N; k <<= 1)
            for (int j = k >> 1; j > 0; j >>= 1) {
#pragma acc kernels loop independent present(kv)
                for (int i = 0; i < N; i++) {
                    int l = i ^ j;
                    if (l > i) {
                        int up = (i & k) == 0;
                        int gt = kv[i].key > kv[l].key || (kv[i].key == kv[l].key && kv[i].val > kv[l].val);
                        if (up == gt) { kv_t t = kv[i]; kv[i] = kv[l]; kv[l] = t; }
                    }
                }
            }
#pragma acc parallel loop present(kv) reduction(+:inversions)
        for (int i = 0; i < N - 1; i++)
            inversions += kv[i].key > kv[i + 1].key || (kv[i].key == kv[i + 1].key && kv[i].val > kv[i + 1].val);
    }
    CHECK(memcmp(a, ref, N * sizeof(unsigned)) == 0);
    CHECK(inversions == 0);
    int seen = 0;
    for (int i = 0; i < N; i++) seen += kv[i].val >= 0 && kv[i].val < N;
    CHECK(seen == N);
    free(a); free(ref); free(kv);
    CHECK_DONE();
}
