/* issue item 7 (host compute regions): __oxacc_run_team runs fn on every team thread once
 * (the caller is tid 0), honours the thread hint, sizes the team from ACC_NUM_CORES, and runs a
 * region launched from inside the team on the calling thread alone. */
#include "check.h"
#include <oxacc_rt.h>
#include <pthread.h>

static int hits[1024];
static int nested_n[1024];

static void body(void *ctx, int tid, int n) {
    int *seen_n = (int *)ctx;
    __atomic_add_fetch(&hits[tid], 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(seen_n, n, __ATOMIC_SEQ_CST);
}

static void inner(void *ctx, int tid, int n) {
    (void)tid;
    *(int *)ctx = n;
}

static void outer(void *ctx, int tid, int n) {
    (void)ctx;
    (void)n;
    int m = -1;
    __oxacc_run_team(inner, &m, 0);
    nested_n[tid] = m;
}

TEST_MAIN_BEGIN
    int size = __oxacc_team_size();
    const char *e = getenv("ACC_NUM_CORES");
    if (e) CHECK(size == atoi(e));
    CHECK(size >= 1 && size <= 1024);
    int n = 0;
    for (int r = 0; r < 100; r++) __oxacc_run_team(body, &n, 0);
    CHECK(n == size);
    for (int t = 0; t < size; t++) CHECK(hits[t] == 100);
    memset(hits, 0, sizeof hits);
    __oxacc_run_team(body, &n, 1);
    CHECK(n == 1 && hits[0] == 1 && hits[1] == 0);
    __oxacc_run_team(outer, NULL, 0);
    for (int t = 0; t < size; t++) CHECK(nested_n[t] == 1);
TEST_MAIN_END
