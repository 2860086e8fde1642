/* A copy-back split in parts (OpenACC 3.3, 2.7.8): `exit data copyout(L[0:3])` brings the
   whole mapping's dynamic counter to zero, copies `L[0:3]` back and deallocates the device
   copy of `L[0:6]`; `exit data copyout(L[3:3])` then finds `L[3:3]` not present and takes no
   action, so `L[3:6]` keep the host's values. The result stays the spec's (nvc's too); the
   runtime says so on stderr, once for the directive site of line 22, though it runs twice.
   `exit data copyout(L[0:6])`, `exit data delete(L[0:6])` and `exit data copyout(L[0:3])
   delete(L[0:6])` (the rest named, its action chosen) say nothing. */
#include <openacc.h>
#include <stdio.h>

int main(void) {
  long L[6];
  for (int i = 0; i < 6; i++)
    L[i] = i;
  int discrete = acc_get_device_type() != acc_device_host;
  for (int rep = 0; rep < 2; rep++) {
#pragma acc enter data copyin(L[0:6])
#pragma acc parallel loop present(L[0:6])
    for (int i = 0; i < 6; i++)
      L[i] += 10;
    /* the warning's line */
#pragma acc exit data copyout(L[0:3])
#pragma acc exit data copyout(L[3:3])
  }
  for (int i = 0; i < 6; i++) {
    long want = discrete && i >= 3 ? i : i + 20;
    if (L[i] != want) {
      printf("L[%d] = %ld, expected %ld\n", i, L[i], want);
      return 1;
    }
  }
#pragma acc enter data copyin(L[0:6])
#pragma acc exit data copyout(L[0:6])
#pragma acc enter data copyin(L[0:6])
#pragma acc exit data delete(L[0:6])
  /* the rest named by another clause of the directive (its action chosen): no warning */
#pragma acc enter data copyin(L[0:6])
#pragma acc exit data copyout(L[0:3]) delete(L[0:6])
  printf("ok\n");
  return 0;
}
