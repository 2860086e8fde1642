// cflags: -Wall -Wvla -Werror
/* hunt7-drv: with -Wvla (-Werror=vla is in many projects' flags) cc warned about generated
 * code, "ISO C90 forbids variable length array '__oxacc_rb_s'" at the construct's line, and
 * the build failed under -Werror: the host team keeps a scalar reduction's per-thread partials
 * (2.5.15) and a firstprivate subarray's copy (2.5.14) in variable-length arrays. This program
 * has none of its own. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 1000;
  double *a = malloc(sizeof(double) * (size_t)n);
  int p[8];
  double s = 0.0;
  long long c = 0;
  int out[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; i++) a[i] = i;
  for (int i = 0; i < 8; i++) p[i] = i + 1;
#pragma acc parallel loop copyin(a[0:n]) reduction(+:s) reduction(+:c)
  for (int i = 0; i < n; i++) {
    s += a[i];
    c++;
  }
  int m = 8;
  int *q = p;
#pragma acc parallel loop firstprivate(q[0:m]) copy(out)
  for (int g = 0; g < 4; g++) {
    int t = 0;
    for (int k = 0; k < m; k++) t += q[k];
    out[g] = t;
  }
  int bad = s != 499500.0 || c != n;
  for (int g = 0; g < 4; g++) bad |= out[g] != 36;
  printf("%s %g %lld %d\n", bad ? "FAIL" : "ok", s, c, out[3]);
  free(a);
  return bad;
}
