struct s { int v; };
void f(double d, int *p) {
    struct s st = {0};
    const int k = 1;
#pragma omp parallel reduction(&: d) reduction(+: st) reduction(+: p) reduction(*: k)
    d = 1;
}
