void f(float *a, int n) {
#pragma acc update self(a[0:n]) copy(n) finalize
}
