void f(int n) {
    int shared_v = 0;
#pragma omp parallel
    {
        int mine = 0;
#pragma omp single copyprivate(mine) nowait
        mine = n;
#pragma omp single copyprivate(shared_v)
        shared_v = n;
#pragma omp single private(mine) copyprivate(mine)
        mine = 2;
    }
}
