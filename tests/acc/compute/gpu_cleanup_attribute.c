/* `__attribute__((cleanup(f)))` on locals of compute regions and of a routine (GNU C: `f(&x)`
 * runs when `x` goes out of scope): the regions ran on the host only (a warning; before that
 * the kernel dropped the calls silently). Device code calls `f` at every exit from the block:
 * falling off its end, `break`, `continue` and `return` (in a routine), in reverse order of
 * the declarations; in gang-redundant code once per gang, as the gang's other calls (OpenACC
 * 3.3 2.5.1: the gang's one thread of gang-redundant mode). */
#include "check.h"

#define N 64

struct guard {
    int *log;
    int id;
    int w;
};

#pragma acc routine seq
static void done(struct guard *g) { g->log[g->id] = g->log[g->id] * 10 + g->w; }

static void add(struct guard *g) { g->log[g->id] += g->w; }

#pragma acc routine seq
static int early(int *log, int k, int odd) {
    struct guard g __attribute__((cleanup(done))) = {log, k, 1};
    if (odd)
        return 1;
    g.w = 7;
    return 0;
}

int main(void) {
    int log[N * 5], ret[N], gl[4];
    for (int i = 0; i < N * 5; i++)
        log[i] = 0;
    for (int i = 0; i < 4; i++)
        gl[i] = 0;
#pragma acc parallel loop copy(log) copyout(ret)
    for (int i = 0; i < N; i++) {
        int base = i * 5;
        {
            struct guard a __attribute__((cleanup(done))) = {log, base, 1};
            a.w = 5;
        }
        for (int k = 0; k < 4; k++) {
            struct guard b __attribute__((__cleanup__(add))) = {log, base + 1, 1};
            if (k == 2)
                break;
            if (k == 0)
                continue;
            b.w = 100;
        }
        ret[i] = early(log, base + 2, 0) + 2 * early(log, base + 3, 1);
        {
            __attribute__((cleanup(done))) struct guard c = {log, base + 4, 1}, d = {log, base + 4, 2};
            c.w = 3;
        }
    }
#pragma acc parallel num_gangs(4) vector_length(32) copy(gl)
    {
#pragma acc loop gang
        for (int g = 0; g < 4; g++) {
            struct guard e __attribute__((cleanup(add))) = {gl, g, 1};
            int t[32];
#pragma acc loop vector
            for (int j = 0; j < 32; j++)
                t[j] = j;
            e.w = t[31] + g;
        }
    }
    for (int i = 0; i < N; i++) {
        CHECK(log[i * 5] == 5);
        CHECK(log[i * 5 + 1] == 102);
        CHECK(log[i * 5 + 2] == 7);
        CHECK(log[i * 5 + 3] == 1);
        CHECK(log[i * 5 + 4] == 23);
        CHECK(ret[i] == 2);
    }
    for (int g = 0; g < 4; g++)
        CHECK(gl[g] == 31 + g);
    CHECK_DONE();
}
