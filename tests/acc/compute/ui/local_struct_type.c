/* A compute region that uses a variable whose struct type is defined inside the function is
 * reported as not supported yet (the outlined function at file scope cannot name the type),
 * never miscompiled. */
int main(void) {
    struct point { int x, y; } p = {1, 2};
    int a[4];
#pragma acc parallel loop
    for (int i = 0; i < 4; i++)
        a[i] = p.x + i;
    return a[0];
}
