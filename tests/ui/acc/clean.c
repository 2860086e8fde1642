/* A directive-heavy program with no diagnostics. */
#pragma acc routine seq
static float sq(float x) { return x * x; }
float table[256];
#pragma acc declare create(table)
void saxpy(int n, float a, float *restrict x, float *restrict y, float **m) {
  float sum = 0;
#pragma acc data copyin(x[0:n]) copy(y[0:n]) create(m[0:n][0:n])
  {
#pragma acc parallel loop gang vector_length(128) present(x[0:n], y[0:n]) async(1) wait(devnum: 0: queues: 2, 3)
    for (int i = 0; i < n; i++)
      y[i] = a * x[i] + y[i];
#pragma acc kernels loop independent collapse(2) present(m)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        m[i][j] = sq(m[i][j]);
#pragma acc parallel loop reduction(+: sum) copy(sum), device_type(nvidia) num_gangs(80)
    for (int i = 0; i < n; i++) {
#pragma acc atomic update
      sum += x[i];
    }
#pragma acc host_data use_device(x)
    { }
#pragma acc update self(y[0:n]) if_present
#pragma acc wait(1) async(2)
  }
#pragma acc enter data copyin(x[0:n]) create(zero: y[0:n])
#pragma acc exit data copyout(y[0:n]) delete(x[0:n]) finalize
#pragma acc init device_type(nvidia) device_num(0)
#pragma acc set default_async(1)
#pragma acc shutdown if(n < 0)
_Pragma("acc wait")
}
