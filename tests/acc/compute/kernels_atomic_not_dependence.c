/* In a kernels construct, a loop whose only cross-iteration accesses are atomic updates of a
 * variable (a histogram's `hist[k]++`, a counter's capture, members of an array of structs)
 * is data-independent: 2.9.6 excepts "vars which ... are modified in an atomic region", and
 * `auto` (2.9.7) tests that independence. Such loops ran as one-thread serial kernels until
 * 2026-11-29. A variable some other expression of the loop also names (`if (cnt2 < 10)`,
 * `first[k] = i;`) still carries its dependence, as does a store through a captured index
 * (`keep[my] = ...`). OpenACC 3.3, 2.5.3, 2.9.6, 2.9.7, 2.12. */
#include "check.h"

typedef struct { int count; double sum; } bin_t;
int main(void) {
  int n = 5000, bad = 0;
  static int v[5000]; static int keep[5000];
  for (int i = 0; i < n; i++) v[i] = (i * 7919) % 100;
  int hist[10] = {0}, cnt = 0, cnt2 = 0; bin_t bins[10] = {{0, 0}};
  int first[10]; for (int b = 0; b < 10; b++) first[b] = 0;
#pragma acc kernels copyin(v) copy(hist, cnt, bins, cnt2, first) copyout(keep)
  {
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
      hist[v[i] / 10]++;
    }
    for (int i = 0; i < n; i++) {
      if (v[i] > 50) {
        int my;
#pragma acc atomic capture
        my = cnt++;
        keep[my] = v[i];
      }
    }
    for (int i = 0; i < n; i++) {
      int b = v[i] % 10;
#pragma acc atomic update
      bins[b].count += 1;
#pragma acc atomic update
      bins[b].sum = bins[b].sum + v[i];
    }
    /* not exempt: cnt2 is read outside the atomic (racy read), so the loop stays sequential */
    for (int i = 0; i < n; i++) {
      if (cnt2 < 10) {
#pragma acc atomic update
        cnt2++;
      }
    }
    /* not exempt: first[] written outside an atomic too */
    for (int i = 0; i < n; i++) {
      first[v[i] % 10] = i;
#pragma acc atomic update
      first[(v[i] + 1) % 10] += 0;
    }
  }
  int h[10] = {0}, c = 0; long ks = 0, ks2 = 0;
  for (int i = 0; i < n; i++) { h[v[i]/10]++; if (v[i] > 50) { c++; ks += v[i]; } }
  for (int b = 0; b < 10; b++) { if (h[b] != hist[b]) bad++; }
  if (c != cnt) bad++;
  for (int i = 0; i < cnt; i++) ks2 += keep[i];
  if (ks != ks2) bad++;
  int bc[10] = {0}; double bs[10] = {0}; for (int i = 0; i < n; i++) { bc[v[i]%10]++; bs[v[i]%10] += v[i]; }
  for (int b = 0; b < 10; b++) if (bc[b] != bins[b].count || bs[b] != bins[b].sum) bad++;
  if (cnt2 != 10) bad++;
  int lf[10]; for (int i = 0; i < n; i++) lf[v[i]%10] = i; for (int b = 0; b < 10; b++) if (lf[b] != first[b]) bad++;
  CHECK(bad == 0);
  CHECK_DONE();
}
