/* OpenACC 3.3, 2.5 and 2.15.1: update, enter data, exit data, wait, data and host_data run on
 * the host only. In a function with a 'routine' directive they run when the function is called
 * on the host; its device version, called in a compute region, left them out with no message
 * (an 'update self' there did nothing). A warning at each one. Outside routines, and in
 * functions without the directive, nothing is said. */
#pragma acc routine seq
void g(float *a, int n) {
  a[0] += 1;
#pragma acc update self(a[0:n])
#pragma acc enter data copyin(a[0:n])
#pragma acc exit data delete(a[0:n])
#pragma acc wait
#pragma acc data copy(a[0:n])
  { a[1] = 2; }
}

void h(float *a, int n) {
#pragma acc update self(a[0:n])
#pragma acc parallel copy(a[0:n])
  g(a, n);
}
