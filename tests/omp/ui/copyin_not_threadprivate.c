int g;
void f(int n) {
    static int s;
#pragma omp parallel copyin(g, n, s)
    g = n + s;
}
