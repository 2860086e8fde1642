/* 2.7.1: 'a[lower:length]' means a[lower] .. a[lower+length-1]: a negative constant length
 * names no section (gcc: "negative length in array section"); it was accepted. A zero length
 * is a valid empty section. */
#define N -1
int main(void) {
    int a[10];
    int *p = a;
#pragma acc parallel loop copy(a[0:-1])
    for (int i = 0; i < 10; i++)
        a[i] = i;
#pragma acc enter data copyin(p[2:N])
#pragma acc update self(a[1:-4 + 2])
    /* Fine. */
#pragma acc enter data copyin(p[0:0])
    return a[0];
}
