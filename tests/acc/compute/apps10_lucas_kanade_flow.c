/* Lucas-Kanade optical flow on an image pair as vision codes offload it: spatial and temporal
 * derivatives by central differences in a `parallel loop tile(16, 8)` nest (2.9.8), the 2x2
 * structure tensor summed over a 5x5 window and solved per pixel (a `routine seq` returning
 * the flow through out-parameters, 0 where the tensor is ill-conditioned), on 2-D arrays
 * passed as VLA parameters `float (*restrict a)[w]`; the mean flow over the valid pixels by `+`
 * reductions. The second image is the first shifted by a known sub-pixel motion; checked
 * against the host and the known shift. */
#include <math.h>
#include <stdlib.h>
#include "check.h"
#define H 64
#define W 80

#pragma acc routine seq
static int solve2(float a, float b, float c, float p, float q, float *u, float *v)
{
    float det = a * c - b * b, tr = a + c;
    if (det < 1e-4f * tr * tr || tr < 1e-3f) { *u = 0; *v = 0; return 0; }
    *u = (-c * p + b * q) / det;
    *v = (b * p - a * q) / det;
    return 1;
}

static float pattern(float y, float x) { return sinf(0.31f * x) * cosf(0.23f * y) + 0.5f * sinf(0.17f * (x + y)); }

static void flow(int h, int w, const float (*restrict i0)[w], const float (*restrict i1)[w],
                 float (*restrict ix)[w], float (*restrict iy)[w], float (*restrict it)[w],
                 float (*restrict u)[w], float (*restrict v)[w], double *su, double *sv, int *nv)
{
    double tu = 0, tv = 0;
    int cnt = 0;
#pragma acc data copyin(i0[0:h][0:w], i1[0:h][0:w]) create(ix[0:h][0:w], iy[0:h][0:w], it[0:h][0:w]) copyout(u[0:h][0:w], v[0:h][0:w])
    {
#pragma acc parallel loop tile(16, 8) present(i0[0:h][0:w], i1[0:h][0:w], ix[0:h][0:w], iy[0:h][0:w], it[0:h][0:w])
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                int xm = x > 0 ? x - 1 : x, xp = x < w - 1 ? x + 1 : x;
                int ym = y > 0 ? y - 1 : y, yp = y < h - 1 ? y + 1 : y;
                ix[y][x] = 0.5f * (i0[y][xp] - i0[y][xm] + i1[y][xp] - i1[y][xm]) / (float)(xp - xm);
                iy[y][x] = 0.5f * (i0[yp][x] - i0[ym][x] + i1[yp][x] - i1[ym][x]) / (float)(yp - ym);
                it[y][x] = i1[y][x] - i0[y][x];
            }
#pragma acc parallel loop collapse(2) present(ix[0:h][0:w], iy[0:h][0:w], it[0:h][0:w], u[0:h][0:w], v[0:h][0:w]) reduction(+:tu, tv, cnt)
        for (int y = 0; y < h; y++)
            for (int x = 0; x < w; x++) {
                float a = 0, b = 0, c = 0, p = 0, q = 0, fu, fv;
                int ok = 0;
                if (y >= 3 && y < h - 3 && x >= 3 && x < w - 3) {
                    for (int dy = -2; dy <= 2; dy++)
                        for (int dx = -2; dx <= 2; dx++) {
                            float gx = ix[y + dy][x + dx], gy = iy[y + dy][x + dx], gt = it[y + dy][x + dx];
                            a += gx * gx; b += gx * gy; c += gy * gy; p += gx * gt; q += gy * gt;
                        }
                    ok = solve2(a, b, c, p, q, &fu, &fv);
                } else { fu = 0; fv = 0; }
                u[y][x] = fu; v[y][x] = fv;
                if (ok) { tu += fu; tv += fv; cnt++; }
            }
    }
    *su = tu; *sv = tv; *nv = cnt;
}

int main(void)
{
    float (*i0)[W] = malloc(sizeof(float[H][W])), (*i1)[W] = malloc(sizeof(float[H][W]));
    float (*ix)[W] = malloc(sizeof(float[H][W])), (*iy)[W] = malloc(sizeof(float[H][W])), (*it)[W] = malloc(sizeof(float[H][W]));
    float (*u)[W] = malloc(sizeof(float[H][W])), (*v)[W] = malloc(sizeof(float[H][W]));
    const float mu = 0.4f, mv = -0.25f;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) { i0[y][x] = pattern((float)y, (float)x); i1[y][x] = pattern(y - mv, x - mu); }
    double su, sv;
    int nv;
    flow(H, W, (const float (*)[W])i0, (const float (*)[W])i1, ix, iy, it, u, v, &su, &sv, &nv);
    /* host */
    double hu = 0, hv = 0, err = 0;
    int hn = 0;
    for (int y = 3; y < H - 3; y++)
        for (int x = 3; x < W - 3; x++) {
            float a = 0, b = 0, c = 0, p = 0, q = 0, fu, fv;
            for (int dy = -2; dy <= 2; dy++)
                for (int dx = -2; dx <= 2; dx++) {
                    int yy = y + dy, xx = x + dx;
                    int xm = xx > 0 ? xx - 1 : xx, xp = xx < W - 1 ? xx + 1 : xx, ym = yy > 0 ? yy - 1 : yy, yp = yy < H - 1 ? yy + 1 : yy;
                    float gx = 0.5f * (i0[yy][xp] - i0[yy][xm] + i1[yy][xp] - i1[yy][xm]) / (float)(xp - xm);
                    float gy = 0.5f * (i0[yp][xx] - i0[ym][xx] + i1[yp][xx] - i1[ym][xx]) / (float)(yp - ym);
                    float gt = i1[yy][xx] - i0[yy][xx];
                    a += gx * gx; b += gx * gy; c += gy * gy; p += gx * gt; q += gy * gt;
                }
            if (solve2(a, b, c, p, q, &fu, &fv)) { hu += fu; hv += fv; hn++; err = fmax(err, fabs(fu - u[y][x]) + fabs(fv - v[y][x])); }
        }
    CHECK(abs(nv - hn) <= 2);
    CHECK(err < 1e-3);
    CHECK(fabs(su / nv - mu) < 0.08 && fabs(sv / nv - mv) < 0.08);
    CHECK(fabs(su / nv - hu / hn) < 1e-3);
    free(i0); free(i1); free(ix); free(iy); free(it); free(u); free(v);
    CHECK_DONE();
}
