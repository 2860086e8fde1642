/* Batched inference of a two-layer perceptron with a softmax output, as ML codes port it: one
 * gang per sample, the hidden units spread over workers and each dot product a `vector`
 * reduction (`gang`, `worker`, `vector` levels, `num_workers(4) vector_length(32)`, 2.9.2-2.9.4),
 * the activations in gang-private arrays (`private(h[0:NH], z[0:NO])`, 2.9.10), `tanhf` and
 * `expf` (math.h float), the softmax's maximum and sum as `reduction(max:)` and
 * `reduction(+:)` on a vector loop, weights in a struct of `const float *` members passed by
 * value (`layer_t`) with `copyin` of the members' sections, and the batch's predicted classes
 * counted with `atomic update` (2.12). Probabilities and classes must match plain C. */
#include <math.h>
#include <string.h>
#include "check.h"

#define NB 64
#define NI 48
#define NH 40
#define NO 10

typedef struct {
    int nin, nout;
    const float *w; /* nout x nin, row-major */
    const float *b;
} layer_t;

static void forward_host(layer_t l1, layer_t l2, const float *x, float *p)
{
    float h[NH], z[NO];
    for (int j = 0; j < NH; j++) {
        float s = l1.b[j];
        for (int i = 0; i < NI; i++) s += l1.w[j * NI + i] * x[i];
        h[j] = tanhf(s);
    }
    float m = -INFINITY;
    for (int k = 0; k < NO; k++) {
        float s = l2.b[k];
        for (int j = 0; j < NH; j++) s += l2.w[k * NH + j] * h[j];
        z[k] = s;
        m = fmaxf(m, s);
    }
    float sum = 0;
    for (int k = 0; k < NO; k++) sum += expf(z[k] - m);
    for (int k = 0; k < NO; k++) p[k] = expf(z[k] - m) / sum;
}

int main(void)
{
    float *w1 = malloc(NH * NI * sizeof(float)), *b1 = malloc(NH * sizeof(float));
    float *w2 = malloc(NO * NH * sizeof(float)), *b2 = malloc(NO * sizeof(float));
    float *x = malloc(NB * NI * sizeof(float)), *prob = malloc(NB * NO * sizeof(float));
    unsigned s = 3u;
#define RND() (s = s * 1664525u + 1013904223u, (float)(s >> 8) / 16777216.0f - 0.5f)
    for (int k = 0; k < NH * NI; k++) w1[k] = RND() * 0.5f;
    for (int k = 0; k < NH; k++) b1[k] = RND() * 0.1f;
    for (int k = 0; k < NO * NH; k++) w2[k] = RND();
    for (int k = 0; k < NO; k++) b2[k] = RND() * 0.1f;
    for (int k = 0; k < NB * NI; k++) x[k] = RND() * 2.0f;
    layer_t l1 = {NI, NH, w1, b1}, l2 = {NH, NO, w2, b2};
    int votes[NO] = {0};
    float h[NH], z[NO];

#pragma acc parallel loop gang num_workers(4) vector_length(32) private(h[0:NH], z[0:NO]) \
    copyin(l1, l2, l1.w[0:NH * NI], l1.b[0:NH], l2.w[0:NO * NH], l2.b[0:NO], x[0:NB * NI]) \
    copyout(prob[0:NB * NO]) copy(votes)
    for (int n = 0; n < NB; n++) {
        const float *xn = x + n * NI;
#pragma acc loop worker
        for (int j = 0; j < NH; j++) {
            float acc = 0.0f;
#pragma acc loop vector reduction(+:acc)
            for (int i = 0; i < NI; i++) acc += l1.w[j * NI + i] * xn[i];
            h[j] = tanhf(acc + l1.b[j]);
        }
#pragma acc loop worker
        for (int k = 0; k < NO; k++) {
            float acc = 0.0f;
#pragma acc loop vector reduction(+:acc)
            for (int j = 0; j < NH; j++) acc += l2.w[k * NH + j] * h[j];
            z[k] = acc + l2.b[k];
        }
        float m = -INFINITY, sum = 0.0f;
#pragma acc loop vector reduction(max:m)
        for (int k = 0; k < NO; k++) m = fmaxf(m, z[k]);
#pragma acc loop vector reduction(+:sum)
        for (int k = 0; k < NO; k++) sum += expf(z[k] - m);
        int best = 0;
        for (int k = 0; k < NO; k++) {
            prob[n * NO + k] = expf(z[k] - m) / sum;
            if (z[k] > z[best]) best = k;
        }
#pragma acc atomic update
        votes[best]++;
    }

    float err = 0.0f;
    int hv[NO] = {0}, bad = 0, total = 0;
    for (int n = 0; n < NB; n++) {
        float p[NO];
        forward_host(l1, l2, x + n * NI, p);
        int best = 0;
        float ps = 0.0f;
        for (int k = 0; k < NO; k++) {
            err = fmaxf(err, fabsf(p[k] - prob[n * NO + k]));
            if (p[k] > p[best]) best = k;
            ps += prob[n * NO + k];
        }
        hv[best]++;
        bad += fabsf(ps - 1.0f) > 1e-5f;
    }
    for (int k = 0; k < NO; k++) {
        CHECK(votes[k] == hv[k]);
        total += votes[k];
    }
    CHECK(total == NB);
    CHECK(err < 1e-5f);
    CHECK(bad == 0);
    printf("mlp: |p - host| %.2e, votes", err);
    for (int k = 0; k < NO; k++) printf(" %d", votes[k]);
    printf("\n");
    CHECK_DONE();
}
