/* OpenACC 3.3, 2.5.10 / 2.2.1 / 2.9.2: a parallel construct with no gang-partitioned code (no
 * loop partitioned over gangs, explicitly or by 2.9.2's implied gang(dim:1), and no call of a
 * gang routine) and no num_gangs clause runs one gang: the number of gangs is then the
 * implementation's choice, and GCC chooses one (a dimension no partitioned code uses is 1).
 * Each gang runs gang-redundant code, so with the default number of gangs `x++` gave one
 * increment per gang (128 on the GPU, the team's size on the host) and a `loop seq`
 * recurrence raced with itself. GCC-style tests (libgomp.oacc-c-c++-common) rely on this.
 * With an explicit num_gangs clause, or a gang loop, the gangs stay. */
#include "check.h"

#pragma acc routine vector
static void add_row(int *row, int n, int v) {
#pragma acc loop vector
    for (int i = 0; i < n; i++) row[i] += v;
}

#pragma acc routine worker
static void add_rows(int *a, int n, int m) {
#pragma acc loop worker
    for (int j = 0; j < m; j++) add_row(a + j * n, n, j);
}

#pragma acc routine gang
static void add_all(int *a, int n) {
#pragma acc loop gang
    for (int i = 0; i < n; i++) a[i] += 1000;
}

#define N 16

int main(void) {
    int x = 0, y = 10, r = 0, cnt = 0, cnt3 = 0, a[N * N], p[N];
    for (int i = 0; i < N * N; i++) a[i] = 0;
    for (int i = 0; i < N; i++) p[i] = 0;

    /* A statement: gang-redundant, one gang. */
#pragma acc parallel copy(x)
    x++;
    CHECK(x == 1);

    /* A block with an async queue and a wait. */
#pragma acc parallel copy(y) async(1)
    {
        y += 10;
        y *= 2;
    }
#pragma acc wait(1)
    CHECK(y == 40);

    /* A sequential recurrence (2.9.5): one gang runs it once. */
#pragma acc parallel loop seq copy(p)
    for (int i = 1; i < N; i++) p[i] += p[i - 1] + 1;
    for (int i = 0; i < N; i++) CHECK(p[i] == i);

    /* A reduction on the construct (2.5.15) over gang-redundant code. */
#pragma acc parallel reduction(+:r)
    r += 1;
    CHECK(r == 1);

    /* An atomic in gang-redundant code. */
#pragma acc parallel copy(cnt)
    {
#pragma acc atomic update
        cnt++;
    }
    CHECK(cnt == 1);

    /* A worker routine called in gang-redundant code (2.15.1): its rows once each. */
#pragma acc parallel copy(a)
    add_rows(a, N, N);
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) CHECK(a[j * N + i] == j);

    /* A gang routine partitions its loop over the gangs: still every element once. */
#pragma acc parallel copy(a)
    add_all(a, N * N);
    for (int j = 0; j < N; j++)
        for (int i = 0; i < N; i++) CHECK(a[j * N + i] == j + 1000);

    /* An explicit num_gangs keeps its gangs, each running the redundant code. */
#pragma acc parallel num_gangs(3) copy(cnt3)
    {
#pragma acc atomic update
        cnt3++;
    }
    CHECK(cnt3 == 3);

    /* Per device type (2.4): a seq loop for the host team, a gang loop for NVIDIA; each
     * plan decides its own number of gangs, so the sum is counted once on both. */
    int s = 0;
#pragma acc parallel loop reduction(+:s) device_type(host) seq device_type(nvidia) gang vector
    for (int i = 0; i < 256; i++) s += i;
    CHECK(s == 255 * 128);
    CHECK_DONE();
}
