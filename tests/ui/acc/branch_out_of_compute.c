int f(float *a, int n) {
#pragma acc parallel
  {
    for (int i = 0; i < n; i++) {
      if (a[i] < 0) break;      /* stays in the region */
      if (a[i] > 9) continue;   /* stays in the region */
    }
    if (n < 0) return 1;
    switch (n) { case 1: break; default: break; }
    goto inside;
inside:
    a[0] = 0;
    goto outside;
  }
#pragma acc parallel loop
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) break;
    if (a[i] > 9) continue;
  }
  goto inside;
outside:
  return 0;
}
