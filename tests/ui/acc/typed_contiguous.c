/* 2.7.1: the four ways to declare a 2-D array, with rectangular subarrays. */
typedef float row[200];
void f(int n, int m, float AA[100][200], row *BB, float *CC[200], float **DD) {
  float S[100][200];
#pragma acc data copy(S[2:n][0:200], BB[2:n][0:m], CC[2:n][0:m], DD[2:n][0:m])
  { }
  /* static inner dimension not whole: non-contiguous */
#pragma acc data copy(S[0:n][1:m-2])
  { }
#pragma acc parallel copyin(S[0:n][5])
  { }
  /* rows of a pointer-of-pointers are separate blocks: allowed */
#pragma acc data copy(DD[0:n][1:m-2])
  { }
  /* update may move non-contiguous data (2.14.4) */
#pragma acc update device(S[0:n][1:m-2])
}
