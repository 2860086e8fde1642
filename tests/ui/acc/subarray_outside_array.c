/* OpenACC 3.3, 2.7.1: a subarray a[lower:length] is elements a[lower] .. a[lower+length-1]
 * of the array; constant bounds outside a dimension of constant size name memory that is
 * not the array's (a copy back writes over what lies after it). gcc reports these too. */
double g[10];
struct S {
    int a[4];
} s;

int main(void) {
    double a[10], b[6][8];
    int n = 3;
    /* Valid: up to the end, an empty section at the end, a variable bound. */
#pragma acc data copy(a[0:10], a[10:0], a[4:], b[5][0:8], b[0:6][0:8], a[n:11])
    {
    }
#pragma acc data copy(a[0:11])
    {
    }
#pragma acc data copyin(a[-1:3]) copy(b[6][0:8])
    {
    }
#pragma acc update self(g[9:2])
#pragma acc enter data copyin(s.a[3:2], a[11:])
    return 0;
}
