/* OpenACC 3.3, 2.9 loop construct: a switch with fallthrough in a vector loop, goto and
 * break/continue inside seq loops nested in gang/vector loops (the seq loop runs
 * sequentially in each thread, 2.9.5; a jump out of it stays inside the region's structured
 * block, 1.6 / 2.5), and acc loop directives in both branches of an if in a gang loop. */
#include "check.h"
#define N 64
#define M 40
static int in[N][M], out[N], sw[N], br[N], br_ref[N], sw_ref[N], out_ref[N];
static int tab[N][M], tab_ref[N][M];
static int kind(int i) { return i % 6; }
int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) in[i][j] = (i * 7 + j * 3) % 23 - 5;
    /* reference: same code, plain C */
    for (int i = 0; i < N; i++) {
        int v = 0;
        switch (kind(i)) {
        case 0: v += 1; /* fallthrough */
        case 1: v += 10; break;
        case 2:
        case 3: v += 100; /* fallthrough */
        default: v += 1000;
        }
        sw_ref[i] = v;
        int s = 0;
        for (int j = 0; j < M; j++) {
            if (in[i][j] < 0) continue;
            if (in[i][j] > 15) break;
            s += in[i][j];
        }
        br_ref[i] = s;
        int f = -1;
        for (int j = 0; j < M; j++)
            if (in[i][j] == 0) { f = j; goto found_ref; }
    found_ref:
        out_ref[i] = f;
        for (int j = 0; j < M; j++) tab_ref[i][j] = (i % 2) ? in[i][j] * 2 : in[i][j] - 1;
    }
#pragma acc parallel loop gang copyin(in) copyout(sw, br, out)
    for (int i = 0; i < N; i++) {
        int v = 0;
        switch (kind(i)) {
        case 0: v += 1; /* fallthrough */
        case 1: v += 10; break;
        case 2:
        case 3: v += 100; /* fallthrough */
        default: v += 1000;
        }
        sw[i] = v;
        int s = 0;
#pragma acc loop seq
        for (int j = 0; j < M; j++) {
            if (in[i][j] < 0) continue;
            if (in[i][j] > 15) break;
            s += in[i][j];
        }
        br[i] = s;
        int f = -1;
#pragma acc loop seq
        for (int j = 0; j < M; j++)
            if (in[i][j] == 0) { f = j; goto found; }
    found:
        out[i] = f;
    }
    int vs[N];
#pragma acc parallel loop vector copyout(vs)
    for (int i = 0; i < N; i++) {
        int v = 0;
        switch (i % 4) {
        case 0: v = 5; /* fallthrough */
        case 1: v *= 3; break;
        case 2: v = -1; /* fallthrough */
        default: v -= 2;
        }
        vs[i] = v;
    }
    for (int i = 0; i < N; i++) {
        CHECK(sw[i] == sw_ref[i]);
        CHECK(br[i] == br_ref[i]);
        CHECK(out[i] == out_ref[i]);
        int e = i % 4 == 0 ? 15 : i % 4 == 1 ? 0 : i % 4 == 2 ? -3 : -2;
        CHECK(vs[i] == e);
    }
#pragma acc parallel loop gang copyin(in) copyout(tab)
    for (int i = 0; i < N; i++) {
        if (i % 2) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) tab[i][j] = in[i][j] * 2;
        } else {
#pragma acc loop worker vector
            for (int j = 0; j < M; j++) tab[i][j] = in[i][j] - 1;
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) CHECK(tab[i][j] == tab_ref[i][j]);
    CHECK_DONE();
}
