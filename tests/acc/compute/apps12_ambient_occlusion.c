/* Ambient occlusion of a small triangle scene, as ray-tracing ports write it (spec 2.15.1
 * routine seq, 2.13 declare copyin, 2.9.6 collapse, 2.9.11 reduction): the scene is a `declare
 * copyin` global array of triangles, a `routine seq` Moeller-Trumbore test returns the hit
 * distance, every pixel of a `collapse(2)` loop finds its nearest hit and shoots NAO hemisphere
 * rays from a hash RNG of (pixel, ray) to count the occluded ones, and the mean occlusion is a
 * `+` reduction. Checked against the host with a tolerance for pixels whose rays graze an edge. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define WI 48
#define HE 36
#define NAO 16
#define NTRI 12

typedef struct { float v0[3], v1[3], v2[3]; } tri_t;
tri_t scene[NTRI];
#pragma acc declare copyin(scene)

#pragma acc routine seq
static float hit(const tri_t *t, const float *o, const float *d)
{
    float e1[3], e2[3], p[3], q[3], s[3];
    for (int k = 0; k < 3; k++) { e1[k] = t->v1[k] - t->v0[k]; e2[k] = t->v2[k] - t->v0[k]; s[k] = o[k] - t->v0[k]; }
    p[0] = d[1] * e2[2] - d[2] * e2[1]; p[1] = d[2] * e2[0] - d[0] * e2[2]; p[2] = d[0] * e2[1] - d[1] * e2[0];
    float det = e1[0] * p[0] + e1[1] * p[1] + e1[2] * p[2];
    if (fabsf(det) < 1e-8f) return -1.0f;
    float inv = 1.0f / det, u = (s[0] * p[0] + s[1] * p[1] + s[2] * p[2]) * inv;
    if (u < 0.0f || u > 1.0f) return -1.0f;
    q[0] = s[1] * e1[2] - s[2] * e1[1]; q[1] = s[2] * e1[0] - s[0] * e1[2]; q[2] = s[0] * e1[1] - s[1] * e1[0];
    float v = (d[0] * q[0] + d[1] * q[1] + d[2] * q[2]) * inv;
    if (v < 0.0f || u + v > 1.0f) return -1.0f;
    return (e2[0] * q[0] + e2[1] * q[1] + e2[2] * q[2]) * inv;
}

#pragma acc routine seq
static int nearest(const float *o, const float *d, float *tbest)
{
    int best = -1;
    *tbest = 1e30f;
    for (int k = 0; k < NTRI; k++) {
        float t = hit(&scene[k], o, d);
        if (t > 1e-4f && t < *tbest) { *tbest = t; best = k; }
    }
    return best;
}

#pragma acc routine seq
static float rnd(unsigned a, unsigned b)
{
    unsigned h = a * 0x27d4eb2du ^ (b + 0x165667b1u) * 0x9E3779B1u;
    h ^= h >> 15; h *= 0x85ebca6bu; h ^= h >> 13;
    return (h >> 8) * (1.0f / 16777216.0f);
}

#pragma acc routine seq
static float shade(int px, int py)
{
    float o[3] = {0.0f, 1.5f, -4.0f}, d[3] = {(px - WI / 2) / (float)HE, -(py - HE / 2) / (float)HE, 1.0f};
    float l = sqrtf(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    for (int k = 0; k < 3; k++) d[k] /= l;
    float t;
    int k = nearest(o, d, &t);
    if (k < 0) return -1.0f;
    const tri_t *tr = &scene[k];
    float e1[3], e2[3], n[3], pnt[3];
    for (int c = 0; c < 3; c++) { e1[c] = tr->v1[c] - tr->v0[c]; e2[c] = tr->v2[c] - tr->v0[c]; pnt[c] = o[c] + t * d[c]; }
    n[0] = e1[1] * e2[2] - e1[2] * e2[1]; n[1] = e1[2] * e2[0] - e1[0] * e2[2]; n[2] = e1[0] * e2[1] - e1[1] * e2[0];
    float nl = sqrtf(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
    for (int c = 0; c < 3; c++) n[c] /= nl;
    if (n[0] * d[0] + n[1] * d[1] + n[2] * d[2] > 0) for (int c = 0; c < 3; c++) n[c] = -n[c];
    int occ = 0;
    for (int r = 0; r < NAO; r++) {
        unsigned id = (unsigned)(py * WI + px);
        float a[3] = {2 * rnd(id, 3 * r) - 1, 2 * rnd(id, 3 * r + 1) - 1, 2 * rnd(id, 3 * r + 2) - 1};
        if (a[0] * n[0] + a[1] * n[1] + a[2] * n[2] < 0) for (int c = 0; c < 3; c++) a[c] = -a[c];
        float tt;
        if (nearest(pnt, a, &tt) >= 0 && tt < 2.0f) occ++;
    }
    return (float)occ / NAO;
}

static void quad(int i, float a[3], float b[3], float c[3], float d[3])
{
    for (int k = 0; k < 3; k++) {
        scene[i].v0[k] = a[k]; scene[i].v1[k] = b[k]; scene[i].v2[k] = c[k];
        scene[i + 1].v0[k] = a[k]; scene[i + 1].v1[k] = c[k]; scene[i + 1].v2[k] = d[k];
    }
}

int main(void)
{
    /* a floor, a back wall and a box standing in the corner */
    float f0[3] = {-4, 0, -2}, f1[3] = {4, 0, -2}, f2[3] = {4, 0, 6}, f3[3] = {-4, 0, 6};
    float w0[3] = {-4, 0, 3}, w1[3] = {4, 0, 3}, w2[3] = {4, 4, 3}, w3[3] = {-4, 4, 3};
    float b0[3] = {-1, 0, 1}, b1[3] = {1, 0, 1}, b2[3] = {1, 1.5f, 1}, b3[3] = {-1, 1.5f, 1};
    float t0[3] = {-1, 1.5f, 1}, t1[3] = {1, 1.5f, 1}, t2[3] = {1, 1.5f, 3}, t3[3] = {-1, 1.5f, 3};
    float s0[3] = {1, 0, 1}, s1[3] = {1, 0, 3}, s2[3] = {1, 1.5f, 3}, s3[3] = {1, 1.5f, 1};
    float l0[3] = {-1, 0, 1}, l1[3] = {-1, 1.5f, 1}, l2[3] = {-1, 1.5f, 3}, l3[3] = {-1, 0, 3};
    quad(0, f0, f1, f2, f3); quad(2, w0, w1, w2, w3); quad(4, b0, b1, b2, b3);
    quad(6, t0, t1, t2, t3); quad(8, s0, s1, s2, s3); quad(10, l0, l1, l2, l3);
#pragma acc update device(scene)
    float *img = malloc(WI * HE * sizeof(float));
    float total = 0;
#pragma acc parallel loop collapse(2) copyout(img[0:WI * HE]) reduction(+:total)
    for (int y = 0; y < HE; y++)
        for (int x = 0; x < WI; x++) {
            float v = shade(x, y);
            img[y * WI + x] = v;
            total += v > 0 ? v : 0;
        }
    int bad = 0, sky = 0, dark = 0;
    float ht = 0;
    for (int y = 0; y < HE; y++)
        for (int x = 0; x < WI; x++) {
            float v = shade(x, y);
            ht += v > 0 ? v : 0;
            bad += fabsf(v - img[y * WI + x]) > 1.5f / NAO;
            sky += v < 0;
            dark += v > 0.4f;
        }
    CHECK(bad <= WI * HE / 100);
    CHECK(fabsf(total - ht) < 0.01f * ht + 1.0f);
    CHECK(sky > 0 && dark > 10 && sky < WI * HE / 2);
    free(img);
    CHECK_DONE();
}
