#pragma acc routine seq
int x;
#pragma acc routine seq
int g(int);
