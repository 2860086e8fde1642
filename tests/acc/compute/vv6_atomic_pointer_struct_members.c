/* OpenACC 3.3, 2.12 atomic update, read and capture on members of structs reached through a
 * pointer to an element chosen by an index array (`q = &c[idx[i]]; q->n++`), on a heap array
 * of structs mapped as a section (copy(c[0:4])), with atomic read of a member of another
 * element and capture of a float member ({v = x; x binop= expr;} and {x binop= expr; v = x;}):
 * V&V atomic_update_*, atomic_capture_*, and gcc's libgomp atomic tests on struct members. */
#include <stdlib.h>
#include "check.h"
#define N 100
#define B 4
struct cnt { int n; double s; float f; };
int main(void) {
    struct cnt *c = calloc(B, sizeof *c);
    int idx[N], got[N];
    double v[N];
    float fold[N], fnew[N];
    for (int i = 0; i < N; i++) { idx[i] = (i * 3) % B; v[i] = i * 0.5; }
#pragma acc parallel loop copy(c[0:B]) copyin(idx, v) copyout(got, fold, fnew)
    for (int i = 0; i < N; i++) {
        struct cnt *q = &c[idx[i]];
#pragma acc atomic
        q->n++;
#pragma acc atomic update
        c[idx[i]].s += v[i];
        double seen;
#pragma acc atomic read
        seen = c[idx[N - 1 - i]].s;
        got[i] = seen >= 0;
        float o, nw;
#pragma acc atomic capture
        { o = q->f; q->f += 2.0f; }
#pragma acc atomic capture
        { c[idx[i]].f -= 1.0f; nw = c[idx[i]].f; }
        fold[i] = o;
        fnew[i] = nw;
    }
    double sref[B] = {0};
    int nref[B] = {0};
    for (int i = 0; i < N; i++) { sref[idx[i]] += v[i]; nref[idx[i]]++; }
    for (int j = 0; j < B; j++) {
        CHECK(c[j].n == nref[j] && c[j].s == sref[j]);
        CHECK(c[j].f == (float)nref[j]); /* each iteration: +2 then -1 */
    }
    for (int i = 0; i < N; i++) {
        CHECK(got[i] == 1);
        /* old values are whole numbers in [0, 2*n); new values in [-1, 2*n) */
        CHECK(fold[i] >= 0 && fold[i] < 2.0f * nref[idx[i]] && fold[i] == (float)(int)fold[i]);
        CHECK(fnew[i] >= -1 && fnew[i] < 2.0f * nref[idx[i]] && fnew[i] == (float)(int)fnew[i]);
    }
    free(c);
    CHECK_DONE();
}
