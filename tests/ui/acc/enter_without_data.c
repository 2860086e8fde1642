void f(float *a, int n) {
#pragma acc enter copyin(a[0:n])
}
