/* A two-layer perceptron trained by mini-batch gradient descent, as ML-from-scratch OpenACC
 * codes write it: the batched forward matmuls (`parallel loop collapse(2)` with an inner
 * `loop seq` dot product), tanh and softmax per sample (`loop` per row with the row maximum and
 * sum as `reduction`s of a `loop vector` inside a gang loop), cross-entropy loss a scalar
 * reduction, the backward matmuls for the weight gradients (`collapse(2)` over the weights,
 * the batch summed inside), the bias gradients an array reduction `reduction(+:gb2[0:NO])`
 * (2.5.15 on array sections, OpenACC 2.7+), and the SGD update in `kernels`. The weights stay
 * in a `data` region across epochs (`present`, `update self` at the end). Checked against the
 * host. */
#include <math.h>
#include "check.h"
#define NB 32
#define NI 12
#define NH 16
#define NO 4
#define EPOCHS 6

static void host_epoch(const float *X, const int *y, float *W1, float *b1, float *W2, float *b2, float lr, double *loss)
{
    float Hh[NB][NH], P[NB][NO], dZ2[NB][NO], dH[NB][NH];
    double L = 0.0;
    for (int n = 0; n < NB; n++) {
        for (int h = 0; h < NH; h++) { float s = b1[h]; for (int i = 0; i < NI; i++) s += X[n * NI + i] * W1[i * NH + h]; Hh[n][h] = tanhf(s); }
        float mx = -1e30f;
        for (int o = 0; o < NO; o++) { float s = b2[o]; for (int h = 0; h < NH; h++) s += Hh[n][h] * W2[h * NO + o]; P[n][o] = s; mx = fmaxf(mx, s); }
        float z = 0.0f;
        for (int o = 0; o < NO; o++) { P[n][o] = expf(P[n][o] - mx); z += P[n][o]; }
        for (int o = 0; o < NO; o++) { P[n][o] /= z; dZ2[n][o] = (P[n][o] - (o == y[n])) / NB; }
        L -= log(P[n][y[n]]);
    }
    for (int n = 0; n < NB; n++)
        for (int h = 0; h < NH; h++) { float s = 0.0f; for (int o = 0; o < NO; o++) s += dZ2[n][o] * W2[h * NO + o]; dH[n][h] = s * (1.0f - Hh[n][h] * Hh[n][h]); }
    for (int h = 0; h < NH; h++) for (int o = 0; o < NO; o++) { float g = 0.0f; for (int n = 0; n < NB; n++) g += Hh[n][h] * dZ2[n][o]; W2[h * NO + o] -= lr * g; }
    for (int i = 0; i < NI; i++) for (int h = 0; h < NH; h++) { float g = 0.0f; for (int n = 0; n < NB; n++) g += X[n * NI + i] * dH[n][h]; W1[i * NH + h] -= lr * g; }
    for (int o = 0; o < NO; o++) { float g = 0.0f; for (int n = 0; n < NB; n++) g += dZ2[n][o]; b2[o] -= lr * g; }
    for (int h = 0; h < NH; h++) { float g = 0.0f; for (int n = 0; n < NB; n++) g += dH[n][h]; b1[h] -= lr * g; }
    *loss = L / NB;
}

int main(void)
{
    float X[NB * NI], W1[NI * NH], b1[NH], W2[NH * NO], b2[NO];
    float hW1[NI * NH], hb1[NH], hW2[NH * NO], hb2[NO];
    int y[NB];
    float Hh[NB * NH], P[NB * NO], dZ2[NB * NO], dH[NB * NH];
    for (int n = 0; n < NB; n++) {
        y[n] = n % NO;
        for (int i = 0; i < NI; i++) X[n * NI + i] = sinf(0.3f * n + 0.7f * i) + (i % NO == y[n] ? 1.0f : 0.0f);
    }
    for (int k = 0; k < NI * NH; k++) W1[k] = hW1[k] = 0.1f * sinf(1.3f * k);
    for (int k = 0; k < NH * NO; k++) W2[k] = hW2[k] = 0.1f * cosf(0.9f * k);
    for (int h = 0; h < NH; h++) b1[h] = hb1[h] = 0.0f;
    for (int o = 0; o < NO; o++) b2[o] = hb2[o] = 0.0f;
    const float lr = 0.5f;
    double hloss[EPOCHS], dloss[EPOCHS];
    for (int e = 0; e < EPOCHS; e++) host_epoch(X, y, hW1, hb1, hW2, hb2, lr, &hloss[e]);
#pragma acc data copyin(X, y) copy(W1, b1, W2, b2) create(Hh, P, dZ2, dH)
    for (int e = 0; e < EPOCHS; e++) {
#pragma acc parallel loop collapse(2) present(X, W1, b1, Hh)
        for (int n = 0; n < NB; n++)
            for (int h = 0; h < NH; h++) {
                float s = b1[h];
#pragma acc loop seq
                for (int i = 0; i < NI; i++) s += X[n * NI + i] * W1[i * NH + h];
                Hh[n * NH + h] = tanhf(s);
            }
        double L = 0.0;
#pragma acc parallel loop gang present(Hh, W2, b2, P, dZ2, y) reduction(+:L)
        for (int n = 0; n < NB; n++) {
            float mx = -1e30f;
#pragma acc loop vector reduction(max:mx)
            for (int o = 0; o < NO; o++) {
                float s = b2[o];
                for (int h = 0; h < NH; h++) s += Hh[n * NH + h] * W2[h * NO + o];
                P[n * NO + o] = s;
                mx = fmaxf(mx, s);
            }
            float z = 0.0f;
#pragma acc loop vector reduction(+:z)
            for (int o = 0; o < NO; o++) { P[n * NO + o] = expf(P[n * NO + o] - mx); z += P[n * NO + o]; }
#pragma acc loop vector
            for (int o = 0; o < NO; o++) { P[n * NO + o] /= z; dZ2[n * NO + o] = (P[n * NO + o] - (o == y[n])) / NB; }
            L -= log(P[n * NO + y[n]]);
        }
        dloss[e] = L / NB;
#pragma acc parallel loop collapse(2) present(dZ2, W2, Hh, dH)
        for (int n = 0; n < NB; n++)
            for (int h = 0; h < NH; h++) {
                float s = 0.0f;
                for (int o = 0; o < NO; o++) s += dZ2[n * NO + o] * W2[h * NO + o];
                dH[n * NH + h] = s * (1.0f - Hh[n * NH + h] * Hh[n * NH + h]);
            }
#pragma acc kernels present(W1, W2, Hh, dZ2, X, dH)
        {
#pragma acc loop independent collapse(2)
            for (int h = 0; h < NH; h++)
                for (int o = 0; o < NO; o++) {
                    float g = 0.0f;
                    for (int n = 0; n < NB; n++) g += Hh[n * NH + h] * dZ2[n * NO + o];
                    W2[h * NO + o] -= lr * g;
                }
#pragma acc loop independent collapse(2)
            for (int i = 0; i < NI; i++)
                for (int h = 0; h < NH; h++) {
                    float g = 0.0f;
                    for (int n = 0; n < NB; n++) g += X[n * NI + i] * dH[n * NH + h];
                    W1[i * NH + h] -= lr * g;
                }
        }
        float gb2[NO] = {0}, gb1[NH] = {0};
#pragma acc parallel loop present(dZ2, dH) reduction(+:gb2[0:NO], gb1[0:NH])
        for (int n = 0; n < NB; n++) {
            for (int o = 0; o < NO; o++) gb2[o] += dZ2[n * NO + o];
            for (int h = 0; h < NH; h++) gb1[h] += dH[n * NH + h];
        }
#pragma acc kernels present(b1, b2) copyin(gb1, gb2)
        {
            for (int o = 0; o < NO; o++) b2[o] -= lr * gb2[o];
            for (int h = 0; h < NH; h++) b1[h] -= lr * gb1[h];
        }
    }
    int bad = 0;
    for (int k = 0; k < NI * NH; k++) if (fabsf(W1[k] - hW1[k]) > 1e-4f) bad++;
    for (int k = 0; k < NH * NO; k++) if (fabsf(W2[k] - hW2[k]) > 1e-4f) bad++;
    for (int h = 0; h < NH; h++) if (fabsf(b1[h] - hb1[h]) > 1e-4f) bad++;
    for (int o = 0; o < NO; o++) if (fabsf(b2[o] - hb2[o]) > 1e-4f) bad++;
    CHECK(bad == 0);
    for (int e = 0; e < EPOCHS; e++) CHECK(fabs(dloss[e] - hloss[e]) < 1e-4 * hloss[e]);
    CHECK(dloss[EPOCHS - 1] < dloss[0]);
    CHECK_DONE();
}
