int x;
#pragma omp barrier
#pragma omp parallel
int y;
