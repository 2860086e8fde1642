struct S { int x; };
void f(struct S s, float g, int n) {
#pragma acc parallel num_gangs(g) num_workers(2.5) vector_length(n) if(s) async(g)
  { }
#pragma acc set device_num(g)
}
