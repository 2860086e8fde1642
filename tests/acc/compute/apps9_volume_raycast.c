/* Direct volume rendering by ray casting as visualization codes write it: one pixel per
 * iteration of `parallel loop tile(8, 8)` (2.9.8), an orthographic ray marched through a 3-D
 * density grid with trilinear sampling (a `routine seq`, 2.15.1), front-to-back compositing
 * through a 16-entry transfer function (colour and opacity tables that the loop names in a
 * `cache` directive, 2.10) and early ray termination by `break` when the opacity passes 0.98;
 * the image's mean a `+` reduction and the number of terminated rays a second. Checked
 * against the host. */
#include <math.h>
#include "check.h"
#define NV 24
#define IW 40
#define IH 32
#define NTF 16

#pragma acc routine seq
static float trilinear(const float *restrict vol, float x, float y, float z)
{
    int i = (int)x, j = (int)y, k = (int)z;
    if (i < 0 || j < 0 || k < 0 || i >= NV - 1 || j >= NV - 1 || k >= NV - 1) return 0.0f;
    float a = x - i, b = y - j, c = z - k;
#define V(ii, jj, kk) vol[((kk) * NV + (jj)) * NV + (ii)]
    float c00 = V(i, j, k) * (1 - a) + V(i + 1, j, k) * a, c10 = V(i, j + 1, k) * (1 - a) + V(i + 1, j + 1, k) * a;
    float c01 = V(i, j, k + 1) * (1 - a) + V(i + 1, j, k + 1) * a, c11 = V(i, j + 1, k + 1) * (1 - a) + V(i + 1, j + 1, k + 1) * a;
#undef V
    return (c00 * (1 - b) + c10 * b) * (1 - c) + (c01 * (1 - b) + c11 * b) * c;
}

int main(void)
{
    static float vol[NV * NV * NV], img[IH][IW], himg[IH][IW];
    float tf_c[NTF], tf_a[NTF];
    for (int k = 0; k < NV; k++)
        for (int j = 0; j < NV; j++)
            for (int i = 0; i < NV; i++) {
                float x = (i - 11.5f) / 8.0f, y = (j - 11.5f) / 6.0f, z = (k - 11.5f) / 9.0f;
                float r = x * x + y * y + z * z;
                vol[(k * NV + j) * NV + i] = r < 1.0f ? 1.0f - r + 0.3f * (((i + j + k) % 3) == 0) : 0.0f;
            }
    for (int t = 0; t < NTF; t++) { tf_c[t] = (float)t / (NTF - 1); tf_a[t] = t < 3 ? 0.0f : 0.02f * t; }
    double mean = 0.0;
    int done = 0;
    const float step = 0.5f;
#pragma acc parallel loop tile(8, 8) copyin(vol, tf_c, tf_a) copyout(img) reduction(+:mean, done)
    for (int py = 0; py < IH; py++)
        for (int px = 0; px < IW; px++) {
#pragma acc cache(tf_c[0:NTF], tf_a[0:NTF])
            float x = px * (NV - 1.0f) / IW, y = py * (NV - 1.0f) / IH;
            float col = 0.0f, alpha = 0.0f;
            int term = 0;
            for (int s = 0; s < (int)(NV / step); s++) {
                float d = trilinear(vol, x, y, s * step);
                int t = (int)(d * (NTF - 1));
                t = t < 0 ? 0 : t > NTF - 1 ? NTF - 1 : t;
                float a = tf_a[t];
                col += (1.0f - alpha) * a * tf_c[t];
                alpha += (1.0f - alpha) * a;
                if (alpha > 0.98f) { term = 1; break; }
            }
            img[py][px] = col;
            mean += col;
            done += term;
        }
    double hm = 0.0;
    int hd = 0;
    for (int py = 0; py < IH; py++)
        for (int px = 0; px < IW; px++) {
            float x = px * (NV - 1.0f) / IW, y = py * (NV - 1.0f) / IH, col = 0.0f, alpha = 0.0f;
            for (int s = 0; s < (int)(NV / step); s++) {
                float d = trilinear(vol, x, y, s * step);
                int t = (int)(d * (NTF - 1));
                t = t < 0 ? 0 : t > NTF - 1 ? NTF - 1 : t;
                col += (1.0f - alpha) * tf_a[t] * tf_c[t];
                alpha += (1.0f - alpha) * tf_a[t];
                if (alpha > 0.98f) { hd++; break; }
            }
            himg[py][px] = col;
            hm += col;
        }
    /* a GPU compiler may contract the float arithmetic into fma, which can move a sample
     * across a table entry: a few pixels may differ by one entry's worth */
    int far = 0;
    for (int py = 0; py < IH; py++) for (int px = 0; px < IW; px++) far += fabsf(himg[py][px] - img[py][px]) > 1e-4f;
    CHECK(far <= 8);
    CHECK(fabs(mean - hm) < 0.05 * hm && hm > 1.0);
    CHECK(abs(done - hd) <= 4 && hd > 0);
    CHECK_DONE();
}
