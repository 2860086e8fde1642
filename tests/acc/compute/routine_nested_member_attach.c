/* A present struct whose nested pointer members (`s->h.data`, a member of a member, and
 * `s->f[k].data`, members of an array of structs inside it) the host points at other mapped
 * buffers between regions, then regions that reach them only through a routine given `s`. The
 * construct's implicit attach (2.7.2) covered the struct's direct pointer members only, so the
 * device struct kept the old targets (or, after an attach counted down, the host's
 * addresses): the routine read stale data or host memory (bug hunt 2026-12-01, apps12). */
#include <stdlib.h>
#include "check.h"
#define N 8

typedef struct { int n; double *data; } field_t;
typedef struct { field_t h; field_t f[2]; double *p; } sim_t;

#pragma acc routine seq
static double total(const sim_t *s)
{
    double r = 0;
    for (int j = 0; j < N; j++) r += s->h.data[j] + 10.0 * s->f[0].data[j] + 100.0 * s->f[1].data[j];
    return r;
}

int main(void)
{
    double *buf[3];
    for (int k = 0; k < 3; k++) {
        buf[k] = malloc(N * sizeof(double));
        for (int j = 0; j < N; j++) buf[k][j] = k + 1;
    }
    sim_t *s = malloc(sizeof *s);
    s->h.data = buf[0]; s->f[0].data = buf[1]; s->f[1].data = buf[2]; s->p = buf[0];
#pragma acc enter data copyin(buf[0][0:N], buf[1][0:N], buf[2][0:N])
#pragma acc enter data copyin(s[0:1])
    double r[4];
    for (int rot = 0; rot < 4; rot++) {
        /* rotate the three members' targets on the host only */
        double *t = s->h.data; s->h.data = s->f[0].data; s->f[0].data = s->f[1].data; s->f[1].data = t;
        double v = 0;
#pragma acc serial present(s[0:1]) copyout(v)
        v = total(s);
        r[rot] = v;
    }
    CHECK(r[0] == N * (2 + 10 * 3 + 100 * 1));
    CHECK(r[1] == N * (3 + 10 * 1 + 100 * 2));
    CHECK(r[2] == N * (1 + 10 * 2 + 100 * 3));
    CHECK(r[3] == r[0]);
#pragma acc exit data delete(s[0:1])
#pragma acc exit data delete(buf[0][0:N], buf[1][0:N], buf[2][0:N])
    for (int k = 0; k < 3; k++) free(buf[k]);
    free(s);
    CHECK_DONE();
}
