struct S { float *p; };
void f(struct S *s, int n) {
#pragma acc update device(s[0:n].p)
}
