/* 2.9: "The loop variable must monotonically increase or decrease in the direction of its
 * termination condition". A `!=` test whose literal step does not divide the distance from the
 * literal start to the literal bound steps over the bound: `unsigned char i = 0; i != 7;
 * i += 3` runs 173 times in C (until i wraps onto 7); oxacc ran 3 iterations, silently (gcc
 * -fopenacc: "invalid controlling predicate" for any `!=`). Steps dividing the distance are
 * fine, and so is a start the step reaches the bound from only across a wrap-around (checked
 * when the loop starts: loop_ne_step_runtime.c). */
int main(void) {
    int a[256] = {0};
#pragma acc parallel loop copy(a)
    for (unsigned char i = 0; i != 7; i += 3)
        a[i] = 1;
#pragma acc kernels loop copy(a)
    for (int i = 20; 0 != i; i -= 3)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (int i = -5; i != 4; i = i + 2)
        a[i + 5] = 1;
#pragma acc parallel loop copy(a)
    for (int i = 0; i != 9; i += 3)
        a[i] = 1;
#pragma acc parallel loop copy(a)
    for (unsigned char i = 250; i != 4; i += 3)
        a[i] = 1;
    return a[0];
}
