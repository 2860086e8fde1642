/* OpenACC 3.3, 2.5.16 and 2.6.2: with default(none), a variable used in the region with no
 * data attribute is an error. */
int main(void) {
    int n = 10, a[10];
    float scale = 2;
#pragma acc parallel loop default(none) copyout(a)
    for (int i = 0; i < n; i++)
        a[i] = i * scale;
    return a[1];
}
