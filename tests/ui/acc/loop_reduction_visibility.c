/* 2.6.2: a scalar reduced on a loop inside parallel needs a data clause on the construct. */
float f(float *a, int n) {
  float lost = 0, kept = 0, viadata = 0, arr[4] = {0};
#pragma acc data copy(viadata)
  {
#pragma acc parallel copyin(a[0:n]) copy(kept)
    {
      float local = 0;
#pragma acc loop reduction(+: lost, kept, viadata, local)
      for (int i = 0; i < n; i++) lost += a[i];
    }
  }
#pragma acc parallel loop reduction(+: lost)
  for (int i = 0; i < n; i++) lost += a[i];
  return lost + kept + viadata + arr[0];
}
