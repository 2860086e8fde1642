void f(float *a, int n) {
#pragma acc data device_type(host) async copy(a[0:n])
  { }
#pragma acc update device_type(nvidia) if_present self(a[0:n])
}
