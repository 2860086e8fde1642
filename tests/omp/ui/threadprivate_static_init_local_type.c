/* A block-scope static threadprivate variable moves to file scope (where the outlined regions
 * can name it): an initializer naming a type declared in the function, other than in an
 * integer constant, cannot move with it (gcc accepts it). */
typedef double T;
int f(void) {
    typedef int T;
    static T *p = (T *)0;
#pragma omp threadprivate(p)
    return p != 0;
}
int g(void) {
    static int (*fp)(void) = g;
#pragma omp threadprivate(fp)
    return fp != 0;
}
int main(void) { return f() + !g(); }
