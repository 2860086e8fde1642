/* OpenACC 3.3, the argument spellings of 2.9.2-2.9.4 and 2.16: gang(num: n), worker(num: n),
 * vector(length: n) in kernels (2.9.2: num is allowed only there), gang(static: n, dim: 1)
 * and gang(dim: 1, static: *) in parallel, wait(devnum: n : queues: q) on a compute construct
 * and on the wait directive: V&V kernels_loop_gang_num, parallel_loop_gang_static_dim,
 * parallel_wait_devnum_queues. */
#include <openacc.h>
#include "check.h"
#define N 256
int main(void){
  int dn = acc_get_device_num(acc_get_device_type());
  int a[N], b[N]; for(int i=0;i<N;i++) {a[i]=i; b[i]=0;}
#pragma acc kernels loop gang(num:4) worker(num:2) vector(length:32) copy(a)
  for(int i=0;i<N;i++) a[i]+=1;
#pragma acc parallel loop gang(static:2, dim:1) copy(a)
  for(int i=0;i<N;i++) a[i]+=1;
#pragma acc parallel loop gang(dim:1, static:*) copy(a) async(1)
  for(int i=0;i<N;i++) a[i]+=1;
#pragma acc parallel loop copy(a, b) wait(devnum: dn : queues: 1) async(2)
  for(int i=0;i<N;i++) b[i]=a[i];
#pragma acc wait(devnum: dn : 2)
#pragma acc kernels copy(a)
  {
#pragma acc loop gang(num:2) vector(length:64)
    for(int i=0;i<N;i++) a[i]+=1;
  }
#pragma acc parallel num_gangs(4) copy(a)
  {
#pragma acc loop gang(dim:1) worker vector
    for(int i=0;i<N;i++) a[i]+=1;
  }

  for (int i = 0; i < N; i++) CHECK(a[i] == i + 5 && b[i] == i + 3);
  CHECK_DONE();
}
