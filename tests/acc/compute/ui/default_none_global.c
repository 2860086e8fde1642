/* OpenACC 3.3, 2.6.2: default(none) applies to every variable, file-scope ones included: a
 * global used in the region needs a visible data clause (on the construct, an enclosing data
 * construct or a declare directive) or a private, firstprivate or reduction clause. A global
 * only in sizeof is not an exposed access. */
int g = 3;
double garr[10];
int declared;
#pragma acc declare create(declared)
int main(void) {
    int a[10];
#pragma acc parallel loop default(none) copyout(a)
    for (int i = 0; i < 10; i++)
        a[i] = g + (int)garr[i] + declared + (int)sizeof(g);
#pragma acc parallel default(none) copyout(a)
    {
#pragma acc loop gang
        for (int i = 0; i < 10; i++) a[i] = garr[i];
    }
    return a[1];
}
