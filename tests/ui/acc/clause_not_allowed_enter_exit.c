void f(float *a, int n) {
#pragma acc enter data copyin(a[0:n]) finalize
#pragma acc exit data copyout(a[0:n]) copyin(n)
}
