int g = 1;
int used_early = 2;
int h(void) { return used_early; }
#pragma omp threadprivate(used_early)
#pragma omp threadprivate(later)
int later;
void f(int n) {
    int automatic = 0;
    static int st = 0;
#pragma omp threadprivate(automatic, st)
#pragma omp parallel copyin(g) private(st)
    g = n + st + automatic;
}
