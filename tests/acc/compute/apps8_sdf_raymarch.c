/* A ray-marching renderer of a signed-distance-field scene (sphere-traced union of a sphere, a
 * rounded box and a plane with a smooth minimum), as graphics demos port it to OpenACC: a
 * `vec3` struct returned by value from `routine seq` helpers (2.15.1), the scene distance and
 * its gradient (the normal by central differences) in routines calling routines, soft shadows
 * by a second march, gamma-corrected 8-bit RGB written by a `parallel loop collapse(2)` over
 * pixels with `float` math (`sqrtf`, `fmaxf`, `powf`), and the image's mean brightness as a
 * reduction. Checked against the same routines on the host (a pixel may differ by one level). */
#include <math.h>
#include "check.h"
#define WIDTH 96
#define HEIGHT 64
typedef struct { float x, y, z; } vec3;

#pragma acc routine seq
static vec3 v3(float x, float y, float z) { vec3 r = {x, y, z}; return r; }
#pragma acc routine seq
static vec3 add(vec3 a, vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
#pragma acc routine seq
static vec3 sub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
#pragma acc routine seq
static vec3 scale(vec3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
#pragma acc routine seq
static float dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
#pragma acc routine seq
static float len(vec3 a) { return sqrtf(dot(a, a)); }
#pragma acc routine seq
static vec3 norm(vec3 a) { return scale(a, 1.0f / len(a)); }

#pragma acc routine seq
static float smin(float a, float b, float k)
{
    float h = fmaxf(k - fabsf(a - b), 0.0f) / k;
    return fminf(a, b) - h * h * k * 0.25f;
}

#pragma acc routine seq
static float scene(vec3 p)
{
    float sphere = len(sub(p, v3(0.0f, 1.0f, 0.0f))) - 1.0f;
    vec3 q = sub(p, v3(1.5f, 0.6f, 0.5f));
    vec3 d = v3(fabsf(q.x) - 0.5f, fabsf(q.y) - 0.5f, fabsf(q.z) - 0.5f);
    float box = len(v3(fmaxf(d.x, 0.0f), fmaxf(d.y, 0.0f), fmaxf(d.z, 0.0f))) + fminf(fmaxf(d.x, fmaxf(d.y, d.z)), 0.0f) - 0.1f;
    float plane = p.y;
    return fminf(smin(sphere, box, 0.4f), plane);
}

#pragma acc routine seq
static vec3 normal(vec3 p)
{
    const float e = 1e-3f;
    return norm(v3(scene(add(p, v3(e, 0, 0))) - scene(sub(p, v3(e, 0, 0))),
                   scene(add(p, v3(0, e, 0))) - scene(sub(p, v3(0, e, 0))),
                   scene(add(p, v3(0, 0, e))) - scene(sub(p, v3(0, 0, e)))));
}

#pragma acc routine seq
static float shadow(vec3 ro, vec3 rd)
{
    float res = 1.0f, t = 0.02f;
    for (int i = 0; i < 48 && t < 10.0f; i++) {
        float h = scene(add(ro, scale(rd, t)));
        if (h < 1e-4f) return 0.0f;
        res = fminf(res, 8.0f * h / t);
        t += h;
    }
    return res;
}

#pragma acc routine seq
static float shade(int px, int py)
{
    vec3 ro = v3(0.0f, 1.5f, -5.0f);
    vec3 rd = norm(v3((px - WIDTH * 0.5f) / HEIGHT, -(py - HEIGHT * 0.5f) / HEIGHT, 1.5f));
    float t = 0.0f;
    int hit = 0;
    for (int i = 0; i < 96; i++) {
        float d = scene(add(ro, scale(rd, t)));
        if (d < 1e-4f) { hit = 1; break; }
        t += d;
        if (t > 20.0f) break;
    }
    if (!hit) return 0.2f + 0.3f * rd.y;
    vec3 p = add(ro, scale(rd, t));
    vec3 n = normal(p);
    vec3 l = norm(v3(0.6f, 0.8f, -0.4f));
    float diff = fmaxf(dot(n, l), 0.0f) * shadow(p, l);
    return 0.1f + 0.9f * diff;
}

int main(void)
{
    unsigned char *img = malloc(WIDTH * HEIGHT * 3), *ref = malloc(WIDTH * HEIGHT * 3);
    double mean = 0.0, hmean = 0.0;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            float c = shade(x, y);
            float g = powf(fminf(fmaxf(c, 0.0f), 1.0f), 1.0f / 2.2f);
            for (int k = 0; k < 3; k++) ref[(y * WIDTH + x) * 3 + k] = (unsigned char)(255.0f * g * (k == 2 ? 1.0f : 0.9f));
            hmean += g;
        }
#pragma acc parallel loop collapse(2) copyout(img[0:WIDTH*HEIGHT*3]) reduction(+:mean)
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            float c = shade(x, y);
            float g = powf(fminf(fmaxf(c, 0.0f), 1.0f), 1.0f / 2.2f);
            for (int k = 0; k < 3; k++) img[(y * WIDTH + x) * 3 + k] = (unsigned char)(255.0f * g * (k == 2 ? 1.0f : 0.9f));
            mean += g;
        }
    int off = 0, far = 0;
    for (int k = 0; k < WIDTH * HEIGHT * 3; k++) {
        int d = abs(img[k] - ref[k]);
        off += d > 0;
        far += d > 1;
    }
    CHECK(far <= WIDTH * HEIGHT * 3 / 200);
    CHECK(fabs(mean - hmean) < 0.01 * hmean);
    CHECK(hmean > 0.2 * WIDTH * HEIGHT);
    (void)off;
    free(img); free(ref);
    CHECK_DONE();
}
