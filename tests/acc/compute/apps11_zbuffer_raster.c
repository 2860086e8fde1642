/* A z-buffer triangle rasterizer as GPU graphics codes write it in OpenACC: triangles in an
 * array of structs (`copyin(tri[0:NT])`), per-triangle setup (edge equations, bounding boxes)
 * in a `parallel loop` writing a second struct array, then one thread per pixel walking the
 * triangle list (`parallel loop collapse(2) gang vector`) with the inside test and the depth
 * interpolation in `routine seq` helpers returning a struct, keeping the nearest fragment's
 * colour, and a coverage histogram by `atomic update` (2.12). Checked exactly against the
 * host. */
#include <stdlib.h>
#include "check.h"
#define NT 40
#define SW 64
#define SH 48

typedef struct { float x[3], y[3], z[3]; int color; } tri_t;
typedef struct { float a[3], b[3], c[3], area; int x0, x1, y0, y1; } setup_t;
typedef struct { int in; float z; } frag_t;

#pragma acc routine seq
static void tri_setup(const tri_t *t, setup_t *s)
{
    for (int e = 0; e < 3; e++) {
        int f = (e + 1) % 3;
        s->a[e] = t->y[e] - t->y[f];
        s->b[e] = t->x[f] - t->x[e];
        s->c[e] = t->x[e] * t->y[f] - t->x[f] * t->y[e];
    }
    s->area = s->c[0] + s->c[1] + s->c[2];
    float mnx = t->x[0], mxx = t->x[0], mny = t->y[0], mxy = t->y[0];
    for (int v = 1; v < 3; v++) {
        mnx = t->x[v] < mnx ? t->x[v] : mnx; mxx = t->x[v] > mxx ? t->x[v] : mxx;
        mny = t->y[v] < mny ? t->y[v] : mny; mxy = t->y[v] > mxy ? t->y[v] : mxy;
    }
    s->x0 = (int)mnx; s->x1 = (int)mxx + 1; s->y0 = (int)mny; s->y1 = (int)mxy + 1;
}

#pragma acc routine seq
static frag_t shade(const tri_t *t, const setup_t *s, float px, float py)
{
    frag_t f = {0, 0.0f};
    if (s->area == 0.0f) return f;
    float w[3];
    for (int e = 0; e < 3; e++) {
        w[e] = (s->a[e] * px + s->b[e] * py + s->c[e]) / s->area;
        if (w[e] < 0.0f) return f;
    }
    f.in = 1;
    /* w[e] weighs the vertex opposite edge e */
    f.z = w[1] * t->z[0] + w[2] * t->z[1] + w[0] * t->z[2];
    return f;
}

static void host_render(const tri_t *tri, int *fb, float *zb)
{
    setup_t s[NT];
    for (int k = 0; k < NT; k++) tri_setup(&tri[k], &s[k]);
    for (int y = 0; y < SH; y++)
        for (int x = 0; x < SW; x++) {
            float z = 1e30f; int c = 0;
            for (int k = 0; k < NT; k++) {
                if (x < s[k].x0 || x > s[k].x1 || y < s[k].y0 || y > s[k].y1) continue;
                frag_t f = shade(&tri[k], &s[k], x + 0.5f, y + 0.5f);
                if (f.in && f.z < z) { z = f.z; c = tri[k].color; }
            }
            fb[y * SW + x] = c; zb[y * SW + x] = z;
        }
}

int main(void)
{
    tri_t *tri = malloc(NT * sizeof(tri_t));
    setup_t *st = malloc(NT * sizeof(setup_t));
    int *fb = malloc(SW * SH * sizeof(int)), *hfb = malloc(SW * SH * sizeof(int));
    float *zb = malloc(SW * SH * sizeof(float)), *hzb = malloc(SW * SH * sizeof(float));
    int hist[NT + 1] = {0};
    unsigned s = 3u;
    for (int k = 0; k < NT; k++) {
        s = s * 1664525u + 1013904223u;
        float cx = (s >> 8) % (SW * 16) / 16.0f, cy = (s >> 4) % (SH * 16) / 16.0f;
        for (int v = 0; v < 3; v++) {
            s = s * 1664525u + 1013904223u;
            float r = 4.0f + (s >> 10) % 160 / 10.0f;
            float dx[3] = {1.0f, -0.5f, -0.5f}, dy[3] = {0.0f, 0.866f, -0.866f};
            tri[k].x[v] = cx + r * dx[v] + (s >> 20) % 5;
            tri[k].y[v] = cy + r * dy[v];
            tri[k].z[v] = (s >> 12) % 1000 / 10.0f;
        }
        tri[k].color = k + 1;
    }
#pragma acc data copyin(tri[0:NT]) create(st[0:NT]) copyout(fb[0:SW * SH], zb[0:SW * SH]) copy(hist)
    {
#pragma acc parallel loop
        for (int k = 0; k < NT; k++) tri_setup(&tri[k], &st[k]);
#pragma acc parallel loop collapse(2) gang vector
        for (int y = 0; y < SH; y++)
            for (int x = 0; x < SW; x++) {
                float z = 1e30f;
                int c = 0;
                for (int k = 0; k < NT; k++) {
                    if (x < st[k].x0 || x > st[k].x1 || y < st[k].y0 || y > st[k].y1) continue;
                    frag_t f = shade(&tri[k], &st[k], x + 0.5f, y + 0.5f);
                    if (f.in && f.z < z) { z = f.z; c = tri[k].color; }
                }
                fb[y * SW + x] = c;
                zb[y * SW + x] = z;
#pragma acc atomic update
                hist[c]++;
            }
    }
    host_render(tri, hfb, hzb);
    int bad = 0, hh[NT + 1] = {0};
    /* The depth is compared within a relative 1e-5: a GPU contracts `a * b + c` into fused
     * multiply-adds (nvc and NVRTC do by default; gcc on x86-64 does not), which moves the
     * interpolated z by an ulp or two (the H200 run of 2026-12-01 02:51 failed the exact
     * comparison). A pixel centre on an edge may fall either way under FMA: at most 3. */
    for (int i = 0; i < SW * SH; i++) {
        float dz = zb[i] > hzb[i] ? zb[i] - hzb[i] : hzb[i] - zb[i];
        float az = hzb[i] < 0 ? -hzb[i] : hzb[i];
        bad += fb[i] != hfb[i] || dz > 1e-5f * (1.0f + az);
        hh[fb[i]]++;
    }
    for (int k = 0; k <= NT; k++) bad += hh[k] != hist[k];
    CHECK(bad <= 3);
    CHECK(hist[0] < SW * SH / 2 && hist[0] > 0);
    free(tri); free(st); free(fb); free(hfb); free(zb); free(hzb);
    CHECK_DONE();
}
