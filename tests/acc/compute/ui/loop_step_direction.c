/* 2.9: "The loop variable must monotonically increase or decrease in the direction of its
 * termination condition". A literal step of zero (gcc: "invalid increment expression") divided
 * by zero computing the trip count (SIGFPE at run time); a step away from the bound ran the
 * wrong iterations. */
int main(void) {
    int a[10] = {0};
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 10; i += 0)
        a[i] = i;
#pragma acc parallel loop copy(a)
    for (int i = 0; i < 10; i = i - 0)
        a[i] = i;
#pragma acc parallel loop copy(a)
    for (unsigned i = 9; i < 10; i--)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 9; i >= 0; i += 1)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 9; 0 <= i; i -= -2)
        a[i] = 1;
#pragma acc kernels loop copy(a)
    for (int i = 0; i < 10; i -= 1)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 9; i < 10 && i < a[0] + 10; i--)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 0; i >= 0 && 5 < i; i++)
        a[i] = 1;
    /* Fine: each step toward its bound (or bounds, 2.9); a seq loop. */
#pragma acc parallel loop copy(a)
    for (int i = 9; i >= 0 && i > -5; i--)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 9; i >= 0; i--)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 0; 10 > i; i = 2 + i)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 0; i != 10; i++)
        a[i] = 1;
#pragma acc parallel loop seq copy(a)
    for (unsigned i = 9; i < 10; i--)
        a[i] = 1;
    return a[0];
}
