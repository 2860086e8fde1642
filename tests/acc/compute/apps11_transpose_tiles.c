/* Tiled matrix transpose and a tiled out-of-place 2-D "corner turn" as HPC codes write it in
 * OpenACC: `parallel loop tile(16,16)` (2.9.8) on a rectangular float matrix, the same done
 * by hand with a gang-private 16x17 padded tile (`private(tile)` on the gang loop, `loop worker
 * vector collapse(2)` to load and store, num_workers/vector_length), an in-place square
 * transpose swapping the upper triangle (`loop independent` in `kernels`, each pair touched
 * by one iteration), and a batched transpose of 3-D data with `collapse(3)`. Checked exactly
 * against the host. */
#include <stdlib.h>
#include "check.h"
#define R 70
#define C 45
#define T 16
#define SQ 37
#define NB 5

int main(void)
{
    float *a = malloc(R * C * sizeof(float)), *b = malloc(R * C * sizeof(float)), *c = malloc(R * C * sizeof(float));
    float *s = malloc(SQ * SQ * sizeof(float)), *s0 = malloc(SQ * SQ * sizeof(float));
    int *bt = malloc(NB * R * C * sizeof(int)), *bo = malloc(NB * R * C * sizeof(int));
    for (int i = 0; i < R * C; i++) a[i] = (float)(i % 997) * 0.5f;
    for (int i = 0; i < SQ * SQ; i++) s[i] = s0[i] = (float)i;
    for (int i = 0; i < NB * R * C; i++) bt[i] = i * 3 + 1;
    float tile[T][T + 1];
    const int gr = (R + T - 1) / T, gc = (C + T - 1) / T;
#pragma acc data copyin(a[0:R * C], bt[0:NB * R * C]) copyout(b[0:R * C], c[0:R * C], bo[0:NB * R * C]) copy(s[0:SQ * SQ])
    {
#pragma acc parallel loop tile(T, T)
        for (int i = 0; i < R; i++)
            for (int j = 0; j < C; j++) b[j * R + i] = a[i * C + j];

#pragma acc parallel loop gang collapse(2) private(tile) num_workers(4) vector_length(32)
        for (int ti = 0; ti < gr; ti++)
            for (int tj = 0; tj < gc; tj++) {
#pragma acc loop worker vector collapse(2)
                for (int y = 0; y < T; y++)
                    for (int x = 0; x < T; x++) {
                        int i = ti * T + y, j = tj * T + x;
                        tile[y][x] = (i < R && j < C) ? a[i * C + j] : 0.0f;
                    }
#pragma acc loop worker vector collapse(2)
                for (int x = 0; x < T; x++)
                    for (int y = 0; y < T; y++) {
                        int i = ti * T + y, j = tj * T + x;
                        if (i < R && j < C) c[j * R + i] = tile[y][x];
                    }
            }

#pragma acc kernels
        {
#pragma acc loop independent
            for (int i = 0; i < SQ; i++)
#pragma acc loop independent
                for (int j = i + 1; j < SQ; j++) {
                    float t = s[i * SQ + j];
                    s[i * SQ + j] = s[j * SQ + i];
                    s[j * SQ + i] = t;
                }
        }

#pragma acc parallel loop collapse(3)
        for (int n = 0; n < NB; n++)
            for (int i = 0; i < R; i++)
                for (int j = 0; j < C; j++) bo[(n * C + j) * R + i] = bt[(n * R + i) * C + j];
    }
    int bad = 0;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++) {
            bad += b[j * R + i] != a[i * C + j];
            bad += c[j * R + i] != a[i * C + j];
            for (int n = 0; n < NB; n++) bad += bo[(n * C + j) * R + i] != bt[(n * R + i) * C + j];
        }
    for (int i = 0; i < SQ; i++)
        for (int j = 0; j < SQ; j++) bad += s[i * SQ + j] != s0[j * SQ + i];
    CHECK(bad == 0);
    free(a); free(b); free(c); free(s); free(s0); free(bt); free(bo);
    CHECK_DONE();
}
