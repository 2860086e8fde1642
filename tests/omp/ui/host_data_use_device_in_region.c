/* flags: -acc */
/* A host_data construct inside a region that reaches the variable under another name (the
 * generated shadow declaration would not compile): "not supported yet" (OpenACC 3.3 2.8.1:
 * inside host_data the name is the device address). A use_device variable named inside a
 * parallel region inside host_data works (mixed_acc_host_data_use_device_omp.c). */
void f(void) {
    int a[64];
    long hits = 0;
#pragma acc data copy(a)
    {
        void *dev = 0;
#pragma acc host_data use_device(a)
#pragma omp parallel for reduction(+:hits)
        for (int i = 0; i < 64; i++) hits += (void *)a == dev;
#pragma omp parallel
        {
#pragma acc host_data use_device(a)
            hits += a != 0;
        }
    }
}
