/* OpenACC 3.3, 2.9.2: oxacc evaluates a gang(static:) argument once as the compute construct
   starts; one with side effects that names a variable declared in the region cannot be
   evaluated there: a located "not supported yet" (it was silently never evaluated). A pure
   one is fine. */
int next(int *p);
void f(int *a, int n) {
#pragma acc parallel copy(a[0:n])
    {
        int k = 4;
#pragma acc loop gang(static: k)
        for (int i = 0; i < n; i++) a[i] += 1;
#pragma acc loop gang(static: next(&k))
        for (int i = 0; i < n; i++) a[i] += 1;
    }
}
