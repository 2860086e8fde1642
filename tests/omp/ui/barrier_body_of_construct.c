/* flags: -acc */
/* `barrier` and `flush` have no statement of their own (OpenMP 2.0 2.6.3, 2.6.5, Appendix C):
 * as the immediate body of an OpenMP or OpenACC construct they are errors, as in gcc
 * ("may only be used in compound statements"). */
void f(int *a) {
#pragma omp parallel
#pragma omp barrier
#pragma omp parallel
#pragma omp flush
#pragma omp parallel
    {
#pragma acc data copy(a[0:4])
#pragma omp barrier
    }
#pragma acc data copy(a[0:4])
#pragma omp flush
#pragma acc data copy(a[0:4])
#pragma acc host_data use_device(a)
#pragma omp flush(a)
}
