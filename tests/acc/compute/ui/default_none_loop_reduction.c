/* OpenACC 3.3, 2.6.2: "In the argument of a reduction clause on an enclosed loop construct, the
 * appearance of a variable that is not otherwise privatized is an exposed access to the original
 * variable", and with default(none) "the compiler requires the variable to appear either in an
 * explicit data clause visible at the compute construct or in a firstprivate, private, or
 * reduction clause on the compute construct". Both were accepted (a warning only) and the
 * variables silently copied. The fine forms: a clause on the construct, a visible data clause. */
int g;
int main(void) {
    int a[100] = {0}, t = 0, u = 0, w = 0;
#pragma acc parallel default(none) copyin(a)
    {
#pragma acc loop gang reduction(+:t)
        for (int i = 0; i < 100; i++) t += a[i];
#pragma acc loop gang reduction(+:g)
        for (int i = 0; i < 100; i++) g += a[i];
    }
#pragma acc parallel default(none) copyin(a) copy(u)
    {
#pragma acc loop gang reduction(+:u)
        for (int i = 0; i < 100; i++) u += a[i];
    }
#pragma acc data copy(w)
#pragma acc parallel default(none) copyin(a)
    {
#pragma acc loop gang reduction(+:w)
        for (int i = 0; i < 100; i++) w += a[i];
    }
    return t + u + w + g;
}
