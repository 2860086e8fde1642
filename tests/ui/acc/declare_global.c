float g1[100], g2[100], g3[100];
extern float e[100];
#pragma acc declare copy(g1) create(g2) device_resident(g3)
#pragma acc declare link(e)
void f(void) {
  float l[10];
  extern float e2[10];
#pragma acc declare copyout(e2)
#pragma acc declare link(l)
}
