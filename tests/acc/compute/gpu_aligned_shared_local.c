/* Locals whose declaration asks for an alignment above their type's (`double d[4]
 * __attribute__((aligned(64)));`, `_Alignas(32)`) that the threads of a gang or of a worker
 * share (declared in gang- or worker-redundant code, written in a `vector` loop: OpenACC 3.3
 * 2.6.1, one copy per gang or worker): the shared copy was a plain shared array of the type,
 * each worker's a slice of it, aligned for the type only (a worker's 32-byte `d` at an odd
 * multiple of 32). Each copy keeps the declared alignment now. */
#include <stdint.h>
#include "check.h"

#define G 8
#define W 4

int main(void) {
    double sum[G], wsum[G][W];
    int al[G], wal[G][W];
#pragma acc parallel num_gangs(G) num_workers(W) vector_length(32) copyout(sum, al, wsum, wal)
    {
#pragma acc loop gang
        for (int i = 0; i < G; i++) {
            char pad[3];
            double d[4] __attribute__((aligned(64)));
            pad[0] = (char)i;
#pragma acc loop vector
            for (int j = 0; j < 4; j++)
                d[j] = i + j + pad[0];
            sum[i] = d[0] + d[1] + d[2] + d[3];
            al[i] = (uintptr_t)d % 64 == 0;
#pragma acc loop worker
            for (int w = 0; w < W; w++) {
                _Alignas(32) float f[3];
                double e[4] __attribute__((aligned(64)));
#pragma acc loop vector
                for (int j = 0; j < 4; j++) {
                    e[j] = i * w + j;
                    if (j < 3)
                        f[j] = (float)j;
                }
                wsum[i][w] = e[0] + e[1] + e[2] + e[3] + f[0] + f[1] + f[2];
                wal[i][w] = ((uintptr_t)e % 64 == 0) + 2 * ((uintptr_t)f % 32 == 0);
            }
        }
    }
    for (int i = 0; i < G; i++) {
        CHECK(sum[i] == 4.0 * i + 6 + 4.0 * i);
        CHECK(al[i] == 1);
        for (int w = 0; w < W; w++) {
            CHECK(wsum[i][w] == 4.0 * i * w + 6 + 3);
            CHECK(wal[i][w] == 3);
        }
    }
    CHECK_DONE();
}
