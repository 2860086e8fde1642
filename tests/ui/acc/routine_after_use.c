/* 2.15.1: "In C and C++, a definition or use of a procedure must appear within the scope of
 * at least one explicit and applying routine directive if any appears in the same compilation
 * unit"; the scope runs from the directive to the end of the file. The spec's scopeA example
 * is nonconforming; gcc: "'#pragma acc routine' must be applied before use". */
void f(double *a, int n);
void g(double *a);
void h(double *a);
void scopeA(double *a) {
#pragma acc parallel copy(a[0:10])
  f(a, 10);
}
#pragma acc routine seq
void early(double *a) { g(a); }
#pragma acc routine(f) gang
void f(double *a, int n) {
#pragma acc loop gang
  for (int i = 0; i < n; i++) a[i] += 1;
}
#pragma acc routine seq
void g(double *a) { a[0] = 1; }
/* Uses within the scope, and host code, are fine. */
void scopeB(double *a) {
  h(a);
#pragma acc parallel copy(a[0:10])
  {
    f(a, 10);
    g(a);
  }
}
#pragma acc routine(h) seq
/* A directive in a block before a prototype applies from there: the uses that follow are in
 * its scope, though the definition's own directive comes later in the file (2026-11-30: they
 * drew the warning above). */
void scopeC(int *a) {
#pragma acc routine seq
  int plus1(int x);
#pragma acc parallel copy(a[0:10])
  a[0] = plus1(a[0]);
}
#pragma acc routine seq
int plus1(int x) { return x + 1; }
