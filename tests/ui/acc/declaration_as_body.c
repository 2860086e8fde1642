/* A construct applies to a structured block, "an executable statement" (OpenACC 3.3, 6 Glossary):
 * a declaration right after the directive is an error (gcc: "expected expression before 'int'"),
 * not a variable hidden inside the generated region (found by the whole-pipeline fuzz test). */
typedef int T;

int main(void) {
    int s = 0;
#pragma acc serial copy(s)
    int r = 1;
#pragma acc data copy(s)
    T t = 2;
#pragma acc parallel loop
    _Static_assert(1, "x");
#pragma acc kernels
    { int ok = 1; s += ok; }
#pragma omp parallel
    int fine_without_openmp = 0;
    return s + r + t + fine_without_openmp;
}
