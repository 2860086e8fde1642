/* OpenACC 3.3, 2.9 (a sequential inner loop in a parallel loop): a sum kept in an element
 * (`q[i] = 0; for (j) q[i] = q[i] + A[i*m+j] * p[j];`, atax/bicg/mvt written that way). On
 * the GPU the loop runs on a register copy of `q[i]` when a check at run time finds that no
 * other access of the loop reaches it (crates/oxacc-lower/tests/snapshots_cuda.rs
 * `element_sum_in_a_sequential_loop_is_a_register`); here the results must stay those of the
 * loop as written, also when `q` aliases `A` or `p`, when two sums name one element, when
 * the loop runs zero times, and with two sums and a store that reads them per iteration. */
#include "check.h"

#define N 40
#define M 24

static double buf[N * M + 2 * N + M + 64];

/* The reference: the same loops on the host, sequentially. */
static void atax_ref(int n, int m, double *q, const double *A, const double *p) {
    for (int i = 0; i < n; i++) {
        q[i] = 0;
        for (int j = 0; j < m; j++) q[i] = q[i] + A[i * m + j] * p[j];
    }
}

static void fill(double *x, int len) {
    for (int k = 0; k < len; k++) x[k] = (double)((k * 7) % 11) - 5;
}

int main(int argc, char **argv) {
    (void)argv;
    int n = N, m = M + argc - 1;
    static double A[N * M], p[M], q[N], s[N], r[N], ref[N], W[N * M];
    fill(A, N * M);
    fill(p, M);
    /* atax: distinct arrays. */
#pragma acc parallel loop copyin(A[0:n*m], p[0:m]) copyout(q[0:n])
    for (int i = 0; i < n; i++) {
        q[i] = 0;
        for (int j = 0; j < m; j++)
            q[i] = q[i] + A[i * m + j] * p[j];
    }
    atax_ref(n, m, ref, A, p);
    for (int i = 0; i < n; i++) CHECK(q[i] == ref[i]);

    /* Two sums per iteration (bicg's q and s as one loop over rows) and a store moving with
     * j that reads a sum in the middle of the loop. */
    fill(r, n);
#pragma acc parallel loop copyin(A[0:n*m], p[0:m], r[0:n]) copyout(q[0:n], s[0:n], W[0:n*m])
    for (int i = 0; i < n; i++) {
        q[i] = 0;
        s[i] = 1;
#pragma acc loop seq
        for (int j = 0; j < m; j++) {
            q[i] = q[i] + A[i * m + j] * p[j];
            s[i] += r[i] * A[i * m + j];
            W[i * m + j] = q[i] - s[i];
        }
    }
    for (int i = 0; i < n; i++) {
        double a = 0, b = 1;
        for (int j = 0; j < m; j++) {
            a = a + A[i * m + j] * p[j];
            b += r[i] * A[i * m + j];
            CHECK(W[i * m + j] == a - b);
        }
        CHECK(q[i] == a && s[i] == b);
    }

    /* q inside the range B reads: the loop reads B[5], the element it accumulates into,
     * at j == 5 (the value stored at j == 4). */
    {
        double *B = buf, *qq = buf + 5, *pp = buf + N * M + N;
        fill(buf, N * M + 2 * N + M + 64);
        double host[N * M + 2 * N + M + 64];
        for (int k = 0; k < N * M + 2 * N + M + 64; k++) host[k] = buf[k];
#pragma acc parallel loop num_gangs(1) vector_length(1) copy(buf[0:N*M+2*N+M+64])
        for (int i = 0; i < 1; i++) {
            for (int j = 0; j < m; j++)
                qq[i] = qq[i] + B[i + j] * pp[j];
        }
        for (int j = 0; j < m; j++) host[5] = host[5] + host[j] * host[N * M + N + j];
        for (int k = 0; k < N * M + 2 * N + M + 64; k++) CHECK(buf[k] == host[k]);
    }

    /* q is p: the element accumulated is read through p at j == i. */
    {
        double *B = buf, *v = buf + N * M;
        fill(buf, N * M + 2 * N + M + 64);
        double host[N * M + 2 * N + M + 64];
        for (int k = 0; k < N * M + 2 * N + M + 64; k++) host[k] = buf[k];
#pragma acc parallel loop num_gangs(1) vector_length(1) copy(buf[0:N*M+2*N+M+64])
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 8; j++)
                v[i] = v[i] + B[i * 8 + j] * v[j];
        }
        for (int i = 0; i < 3; i++)
            for (int j = 0; j < 8; j++)
                host[N * M + i] = host[N * M + i] + host[i * 8 + j] * host[N * M + j];
        for (int k = 0; k < N * M + 2 * N + M + 64; k++) CHECK(buf[k] == host[k]);
    }

    /* Two sums naming one element (x and y are one pointer). */
    {
        double *x = buf, *y = buf;
        fill(buf, 64);
        double e = buf[2];
#pragma acc parallel loop num_gangs(1) vector_length(1) copy(buf[0:64]) copyin(p[0:m])
        for (int i = 2; i < 3; i++) {
            for (int j = 0; j < m; j++) {
                x[i] = x[i] + p[j];
                y[i] = y[i] * 0.5;
            }
        }
        for (int j = 0; j < m; j++) {
            e = e + p[j];
            e = e * 0.5;
        }
        CHECK(buf[2] == e);
    }

    /* A loop that runs zero times must not touch the element (out of the mapped range). */
    {
        int zero = argc - 1;
#pragma acc parallel loop copyin(A[0:n*m], p[0:m]) copy(q[0:n])
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < zero; j++)
                q[i + 100000] = q[i + 100000] + A[i * m + j] * p[j];
        }
        for (int i = 0; i < n; i++) CHECK(q[i] == ref[i]);
    }
    CHECK_DONE();
}
