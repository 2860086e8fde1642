// An error on a C statement after a macro on the same line is reported at the physical
// line and column, and the physical line is shown, as gcc does: cc -E expands the macro,
// collapses blanks and drops comments, and the preprocessed line and column were reported
// (`i<1000`, column 35 for 31; known gap of 2026-11-29). OpenACC 3.3, 2.6.2 (default(none)).
#define N 1000
void f(int *a, int s) {
  #pragma acc parallel loop default(none) copy(a[0:N])
  for (int i=0;i<N;i++)   a[i] = /* comment */ s;
}
int main(void) { return 0; }
