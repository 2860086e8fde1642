/* OpenACC 3.3, 2.9.4 (and the changes from 2.7: "no arguments are allowed on the vector
 * clause in a parallel region"): gcc rejects vector(64) there, nvc takes it as the vector
 * length. oxacc warns and says which: the length when the construct has no vector_length,
 * ignored when it has one. In a kernels construct the argument is allowed (no warning). */
void f(int *a, int n) {
#pragma acc parallel loop vector(64)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma acc parallel vector_length(32)
    {
#pragma acc loop vector(length: 16)
        for (int i = 0; i < n; i++) a[i] = i;
    }
#pragma acc kernels loop vector(64)
    for (int i = 0; i < n; i++) a[i] = i;
}
