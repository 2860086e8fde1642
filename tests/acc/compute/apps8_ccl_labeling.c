/* Connected-component labeling of a binary image by iterative label propagation, as image
 * analysis codes port it with `kernels` and `loop independent` (2.9.9): every foreground pixel starts with its own index,
 * each sweep takes the minimum label of its four neighbours (reading the old labels, writing
 * new ones), a `changed` flag set to 1 by any pixel that changed (a conditional store of a
 * constant, the loop ends when a sweep changes nothing), then pointer jumping
 * (`label[i] = label[label[i]]`) in a `parallel loop`, and the component count as a
 * `reduction(+:)` of roots. Checked against a host flood fill. */
#include <string.h>
#include "check.h"
#define W 96
#define H 64

static void flood(const unsigned char *img, int *lab, int start, int id, int *stack)
{
    int sp = 0;
    stack[sp++] = start;
    lab[start] = id;
    while (sp) {
        int p = stack[--sp], y = p / W, x = p % W;
        int nb[4] = {y > 0 ? p - W : -1, y < H - 1 ? p + W : -1, x > 0 ? p - 1 : -1, x < W - 1 ? p + 1 : -1};
        for (int k = 0; k < 4; k++)
            if (nb[k] >= 0 && img[nb[k]] && lab[nb[k]] < 0) { lab[nb[k]] = id; stack[sp++] = nb[k]; }
    }
}

int main(void)
{
    unsigned char *img = malloc(W * H);
    int *lab = malloc(W * H * sizeof(int)), *nlab = malloc(W * H * sizeof(int));
    int *ref = malloc(W * H * sizeof(int)), *stack = malloc(W * H * sizeof(int));
    unsigned s = 5u;
    for (int p = 0; p < W * H; p++) {
        s = s * 1103515245u + 12345u;
        int y = p / W, x = p % W;
        img[p] = ((s >> 16) % 100 < 55) || ((x / 8 + y / 8) % 5 == 0 && x % 8 != 0);
    }
    int hcount = 0;
    for (int p = 0; p < W * H; p++) ref[p] = -1;
    for (int p = 0; p < W * H; p++)
        if (img[p] && ref[p] < 0) flood(img, ref, p, hcount++, stack);
    int changed = 1, sweeps = 0, count = 0;
#pragma acc data copyin(img[0:W*H]) copyout(lab[0:W*H]) create(nlab[0:W*H])
    {
#pragma acc kernels loop independent present(img[0:W*H], lab[0:W*H])
        for (int p = 0; p < W * H; p++) lab[p] = img[p] ? p : -1;
        while (changed) {
            changed = 0;
#pragma acc kernels present(img[0:W*H], lab[0:W*H], nlab[0:W*H])
            {
#pragma acc loop independent collapse(2)
                for (int y = 0; y < H; y++)
                    for (int x = 0; x < W; x++) {
                        int p = y * W + x, m = lab[p];
                        if (img[p]) {
                            if (y > 0 && img[p - W] && lab[p - W] < m) m = lab[p - W];
                            if (y < H - 1 && img[p + W] && lab[p + W] < m) m = lab[p + W];
                            if (x > 0 && img[p - 1] && lab[p - 1] < m) m = lab[p - 1];
                            if (x < W - 1 && img[p + 1] && lab[p + 1] < m) m = lab[p + 1];
                            if (m != lab[p]) changed = 1;
                        }
                        nlab[p] = m;
                    }
#pragma acc loop independent
                for (int p = 0; p < W * H; p++) lab[p] = nlab[p];
            }
#pragma acc parallel loop present(lab[0:W*H])
            for (int p = 0; p < W * H; p++) {
                int l = lab[p];
                if (l >= 0) {
                    while (lab[l] != l) l = lab[l];
                    lab[p] = l;
                }
            }
            sweeps++;
        }
#pragma acc parallel loop present(lab[0:W*H]) reduction(+:count)
        for (int p = 0; p < W * H; p++) count += lab[p] == p;
    }
    CHECK(count == hcount);
    /* same partition: pixels share a label exactly when they share a reference component */
    int *map = malloc(W * H * sizeof(int));
    for (int p = 0; p < W * H; p++) map[p] = -1;
    int bad = 0;
    for (int p = 0; p < W * H; p++) {
        if ((lab[p] < 0) != (ref[p] < 0)) { bad++; continue; }
        if (lab[p] < 0) continue;
        if (map[lab[p]] < 0) map[lab[p]] = ref[p];
        else if (map[lab[p]] != ref[p]) bad++;
    }
    CHECK(bad == 0);
    CHECK(sweeps > 1);
    free(img); free(lab); free(nlab); free(ref); free(stack); free(map);
    CHECK_DONE();
}
