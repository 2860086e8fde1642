/* OpenACC 3.3, 1.2 and 2.9.10 / 2.5.13 (private): the "shared scratch" pattern — an array
 * declared in a gang loop's body (private to the gang) is filled by one vector loop and read by
 * another in a different order (each lane reads elements other lanes wrote), so the gang's lanes
 * must share one copy of it; the same with the array in a `private` clause of the gang loop,
 * of the parallel construct, and as a 2-D array filled by a worker x vector nest. Gangs must
 * not share copies. */
#include "check.h"

enum { N = 120, M = 64 };

int main(void) {
    static int in[N * M], out[N * M], out2[N * M], out3[N * M];
    for (int i = 0; i < N * M; i++) in[i] = (i * 37) % 1001;

    /* declared in the body */
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyin(in) copyout(out)
    for (int i = 0; i < N; i++) {
        int tmp[M];
#pragma acc loop vector
        for (int j = 0; j < M; j++) tmp[j] = in[i * M + j] * 2;
#pragma acc loop vector
        for (int j = 0; j < M; j++) out[i * M + j] = tmp[M - 1 - j] + tmp[(j + 1) % M];
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            CHECK(out[i * M + j] == in[i * M + M - 1 - j] * 2 + in[i * M + (j + 1) % M] * 2);

    /* private clause on the gang loop */
    double scratch[M];
#pragma acc parallel loop gang private(scratch) vector_length(64) copyin(in) copyout(out2)
    for (int i = 0; i < N; i++) {
#pragma acc loop vector
        for (int j = 0; j < M; j++) scratch[j] = in[i * M + j] + 0.5;
        double s = 0;
        for (int j = 0; j < M; j++) s += scratch[j]; /* vector-single reads all of it */
#pragma acc loop vector
        for (int j = 0; j < M; j++) out2[i * M + j] = (int)(s - scratch[(j * 7) % M]);
    }
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int j = 0; j < M; j++) s += in[i * M + j] + 0.5;
        for (int j = 0; j < M; j++) CHECK(out2[i * M + j] == (int)(s - (in[i * M + (j * 7) % M] + 0.5)));
    }

    /* private clause on the parallel construct: one copy per gang, used by a gang loop */
    int buf[M];
#pragma acc parallel num_gangs(9) vector_length(32) private(buf) copyin(in) copyout(out3)
    {
#pragma acc loop gang
        for (int i = 0; i < N; i++) {
#pragma acc loop vector
            for (int j = 0; j < M; j++) buf[j] = in[i * M + j] - i;
#pragma acc loop vector
            for (int j = 0; j < M; j++) out3[i * M + j] = buf[(j + 5) % M] * buf[j];
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++)
            CHECK(out3[i * M + j] == (in[i * M + (j + 5) % M] - i) * (in[i * M + j] - i));

    /* 2-D gang-private array filled by worker x vector, read transposed */
    static int t[N * 16 * 16];
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(t)
    for (int i = 0; i < N; i++) {
        int sq[16][16];
#pragma acc loop worker
        for (int a = 0; a < 16; a++) {
#pragma acc loop vector
            for (int b = 0; b < 16; b++) sq[a][b] = i * 1000 + a * 16 + b;
        }
#pragma acc loop worker
        for (int a = 0; a < 16; a++) {
#pragma acc loop vector
            for (int b = 0; b < 16; b++) t[(i * 16 + a) * 16 + b] = sq[b][a];
        }
    }
    for (int i = 0; i < N; i++)
        for (int a = 0; a < 16; a++)
            for (int b = 0; b < 16; b++) CHECK(t[(i * 16 + a) * 16 + b] == i * 1000 + b * 16 + a);
    CHECK_DONE();
}
