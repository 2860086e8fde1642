float g[100];
#pragma acc declare create(g)
#pragma acc declare copyin(g)
void f(void) {
  float l[10];
#pragma acc declare create(l)
#pragma acc declare present(l[0:5])
}
