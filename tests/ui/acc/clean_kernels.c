/* Typical OpenACC code with no diagnostics: Jacobi, matmul, histogram, routines. */
typedef struct { int n; float *v; } vec_t;
#pragma acc routine vector
void scale(int n, float s, float *restrict v) {
#pragma acc loop vector
  for (int i = 0; i < n; i++) v[i] *= s;
}
#pragma acc routine seq
static inline float clampf(float x) { return x < 0 ? 0 : x; }
float jacobi(int n, int m, float A[n][m], float Anew[n][m], int iters) {
  float err = 1.0f;
#pragma acc data copy(A[0:n][0:m]) create(Anew[0:n][0:m])
  for (int it = 0; it < iters && err > 1e-6f; it++) {
    err = 0.0f;
#pragma acc parallel loop collapse(2) reduction(max: err) present(A, Anew)
    for (int j = 1; j < n - 1; j++)
      for (int i = 1; i < m - 1; i++) {
        Anew[j][i] = 0.25f * (A[j][i + 1] + A[j][i - 1] + A[j - 1][i] + A[j + 1][i]);
        float d = Anew[j][i] - A[j][i];
        err = d > err ? d : (-d > err ? -d : err);
      }
#pragma acc parallel loop gang worker num_workers(4) vector_length(32) present(A, Anew)
    for (int j = 1; j < n - 1; j++) {
#pragma acc loop vector
      for (int i = 1; i < m - 1; i++) A[j][i] = Anew[j][i];
    }
  }
  return err;
}
void matmul(int n, const float *restrict a, const float *restrict b, float *restrict c) {
#pragma acc kernels copyin(a[0:n*n], b[0:n*n]) copyout(c[0:n*n])
  {
#pragma acc loop independent gang(32)
    for (int i = 0; i < n; i++)
#pragma acc loop independent vector(128)
      for (int j = 0; j < n; j++) {
        float s = 0;
#pragma acc loop seq
        for (int k = 0; k < n; k++) s += a[i * n + k] * b[k * n + j];
        c[i * n + j] = clampf(s);
      }
  }
}
void histogram(int n, const int *restrict x, int *restrict h, int bins, vec_t *v) {
#pragma acc parallel loop copyin(x[0:n]) copy(h[0:bins]) async(1)
  for (int i = 0; i < n; i++) {
    int b = x[i] % bins;
#pragma acc atomic update
    h[b]++;
  }
#pragma acc wait(1)
#pragma acc enter data copyin(v[0:1]) copyin(v->v[0:v->n])
#pragma acc parallel present(v[0:1]) num_gangs(1)
  scale(v->n, 2.0f, v->v);
#pragma acc update self(v->v[0:v->n])
#pragma acc exit data delete(v->v[0:v->n]) delete(v[0:1])
}
