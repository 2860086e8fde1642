void g(void);
int notfn;
#pragma acc routine(g) seq
#pragma acc routine(h) seq
void h(void);
#pragma acc routine(notfn) seq
void f(void) {
  void k(void);
#pragma acc routine(k) seq
}
