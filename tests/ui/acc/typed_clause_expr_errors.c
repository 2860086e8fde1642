/* C errors in clause arguments come from sema (typed at the directive's scope). */
void f(float *a, int n) {
#pragma acc parallel copy(b[0:n]) num_gangs(m)
  { }
}
